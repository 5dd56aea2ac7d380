// `umpire melee [unit] [crowd]`: one round of hand-to-hand fighting between an
// SF figure of a unit and rioters of a crowd, on the state or stateless.
import { Option, type Command } from 'commander';
import { resolveMelee, type GasKind, type Intent, type MeleeFacts } from '../rules/melee.js';
import { gasOnCrowd } from '../state/facts.js';
import { RIOT_KIT, UNIT_TYPES, type RiotKit, type UnitType } from '../state/types.js';
import { UserError } from '../errors.js';
import { addCommon, choiceOpt, collect, intOpt, lookup, parseMods, runProcedure, type CommonOpts, type Io } from './common.js';

interface MeleeOpts extends CommonOpts {
  type?: string;
  riotKit?: string;
  intent?: string;
  crowdAttacks?: boolean;
  charging?: boolean;
  sf?: string;
  rioters?: string;
  sfGas?: string[];
  sfOnGround?: boolean;
  sfSoaked?: boolean;
  gas?: string[];
  onGround?: boolean;
  soaked?: boolean;
  mod?: string[];
  crowdMod?: string[];
}

const GAS: readonly GasKind[] = ['tear', 'cs'];
const INTENTS: readonly Intent[] = ['arrest', 'beat'];

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('melee')
    .argument('[unit]', 'SF unit id in the state (omit for a stateless lookup with --type)')
    .argument('[crowd]', 'crowd id in the state (the rioters)')
    .description('Hand-to-hand fighting: 1d10 per combatant per bout, factors, result bands (R3-R6). One call is one round: a scuffle fights on with another call')
    .addOption(new Option('--type <type>', 'SF unit type (stateless lookup)').choices([...UNIT_TYPES]))
    .addOption(new Option('--riot-kit <kit>', 'SF riot kit (stateless; default none): shields or full count as equipped (U11)').choices([...RIOT_KIT]))
    .addOption(new Option('--intent <intent>', 'what the SF figure means to do if it wins (default arrest)').choices([...INTENTS]))
    .option('--crowd-attacks', 'the rioters attacked the SF figure (the unit owes an over-reaction test)')
    .option('--charging', 'mounted police charging (+4, mounted riot police +6 in en)')
    .option('--sf <n>', 'SF figures against one rioter (outnumbered 2-1 -1, 3-1 -2, 4-1 -3 en / -4 fr)')
    .option('--rioters <n>', 'rioters against one SF figure (bouts in turn, R6)')
    .option('--sf-gas <kind>', 'the SF figure is in effective gas: tear (-2) or cs (-4) (repeatable)', collect)
    .option('--sf-on-ground', 'the SF figure is on the ground (-2)')
    .option('--sf-soaked', 'the SF figure is soaked (-1)')
    .option('--gas <kind>', 'the rioters are in effective gas: tear (-2) or cs (-4) (known from the state)', collect)
    .option('--on-ground', 'the rioter is on the ground (-2)')
    .option('--soaked', 'the rioters are soaked (-1) (known from the state)')
    .option('--mod <label=value>', "the umpire's own modifier for the SF figure (repeatable)", collect)
    .option('--crowd-mod <label=value>', "the umpire's own modifier for the rioters (repeatable)", collect);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, crowd: string | undefined, opts: MeleeOpts) => {
    const sfFigures = opts.sf !== undefined ? intOpt('--sf', opts.sf, 1, 1000) : 1;
    const rioters = opts.rioters !== undefined ? intOpt('--rioters', opts.rioters, 1, 1000) : 1;
    if (sfFigures > 1 && rioters > 1) {
      throw new UserError('bad-option', { option: '--sf/--rioters', problemKey: 'err.p.melee-single-figure' });
    }
    const sfGas = (opts.sfGas ?? []).map((g) => choiceOpt('--sf-gas', g, GAS));
    const crowdGas = (opts.gas ?? []).map((g) => choiceOpt('--gas', g, GAS));
    const intent = (opts.intent ?? 'arrest') as Intent;
    const sfMods = parseMods(opts.mod).map((m) => ({ ...m, side: 'sf' as const }));
    const crowdMods = parseMods(opts.crowdMod).map((m) => ({ ...m, side: 'crowd' as const }));
    const common = {
      intent,
      crowdAttacks: opts.crowdAttacks === true,
      charging: opts.charging === true,
      sfFigures,
      rioters,
      umpireMods: [...sfMods, ...crowdMods],
    };
    const sfSide = { gas: sfGas, onGround: opts.sfOnGround === true, soaked: opts.sfSoaked === true };

    await runProcedure<MeleeFacts>(io, opts, unit, {
      name: 'melee',
      fromOptions(edition, lang) {
        if (opts.type === undefined) {
          throw new UserError('missing-option', { procedure: 'melee', whatKey: 'err.w.melee-sides', option: '<unit> <crowd> or --type TYPE', optionKey: 'err.o.unit-crowd-or-type' });
        }
        return {
          edition,
          lang,
          unitType: opts.type as UnitType,
          riotKit: (opts.riotKit ?? 'none') as RiotKit,
          ...common,
          sf: sfSide,
          crowd: { gas: crowdGas, onGround: opts.onGround === true, soaked: opts.soaked === true },
        };
      },
      fromState(game, id, lang) {
        for (const o of ['type', 'riotKit'] as const) {
          if (opts[o] !== undefined) {
            const option = o === 'type' ? '--type' : '--riot-kit';
            throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-unit', id });
          }
        }
        const u = lookup(game.units, id, 'unknown-unit');
        if (crowd === undefined) {
          throw new UserError('missing-option', { procedure: 'melee', whatKey: 'err.w.melee-crowd', option: '<unit> <crowd>', optionKey: 'err.o.unit-crowd' });
        }
        const c = lookup(game.crowds, crowd, 'unknown-crowd');
        if (sfFigures > u.strength) throw new UserError('out-of-range', { option: '--sf', value: sfFigures, min: 1, max: u.strength });
        return {
          edition: game.edition,
          lang,
          unitId: id,
          crowdId: crowd,
          unitType: u.type,
          riotKit: u.riotKit,
          ...common,
          sf: sfSide,
          crowd: {
            gas: [...new Set([...gasOnCrowd(game, crowd), ...crowdGas])],
            onGround: opts.onGround === true,
            soaked: opts.soaked === true || c.wet === 'soaked',
          },
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          crowdFigures: c.figures,
        };
      },
      resolve: resolveMelee,
    });
  });
}
