// `umpire fighters [crowd]`: the rioters prepared to fight at RL 7 (1d6) and
// RL 8 (2d6); `umpire line-fight [unit] [crowd]`: the whole engagement of
// those fighters with an SF unit's figures in one command, one log entry
// (U62, U63). On the state or stateless.
import type { Command } from 'commander';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { crowdGasKnown, crowdInPlay, crowdSoakedKnown, fitOf, sfGasFact } from './facts.js';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import { FIGHTERS_BY_RL, resolveFighters, resolveLineFight, type FightersFacts, type LineFightFacts } from '../../rules/civil-disorder/line-fight.js';
import { GAS_KINDS, INTENTS, type GasKind, type Intent } from '../../rules/civil-disorder/melee.js';
import { countAt, gasOnCrowd, unitFigures } from '../../state/civil-disorder/facts.js';

// The unit's fit figures moved to src/state/civil-disorder/facts.ts (fire reads them too).
export { unitFigures };
import { RIOT_KIT, UNIT_TYPES, type GameState, type RiotKit, type UnitState, type UnitType } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { addCommon, choiceOpt, intOpt, lookup, parseMods, runProcedure, type CommonOpts, type Io } from '../common.js';

// U62: the most figures one line fight takes on each side (a crowd is 20-30 figures; 2d6 fighters at most 12).
export const LINE_FIGHT_MAX = 1000;

/** A crowd's rioters on the ground this turn (down last turn, U63). */
export function crowdOnGround(game: GameState, crowdId: string): number {
  const c = game.crowds[crowdId];
  return Math.min(c.figures, countAt(c.down, game.turn - 1));
}


/** The fighters' facts: a crowd at RL 7 or 8 (or its RL, stateless). */
const FIGHTERS_FACTS: ProcedureFacts = {
  args: [{ name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup with --rl)', kind: 'crowds', canAct: (game, id) => Object.hasOwn(FIGHTERS_BY_RL, game.crowds[id]?.rl ?? 0) }],
  options: [{ flags: '--rl <n>', description: `stateless: the crowd's RL, ${RL_MIN}..${RL_MAX}`, role: 'stateless' }],
};

/** The line fight's facts: the unit and the crowd, the figures on each side, the intent, the conditions. */
const LINE_FIGHT_FACTS: ProcedureFacts = {
  args: [
    { name: 'unit', description: 'SF unit id in the state (omit for a stateless lookup with --type)', kind: 'units', canAct: (game, id) => Object.hasOwn(game.units, id) && unitFigures(game, game.units[id]).fit > 0 },
    { name: 'crowd', description: "crowd id in the state (its fighters from 'umpire fighters' this turn, or --fighters)", kind: 'crowds', canAct: crowdInPlay },
  ],
  options: [
    {
      flags: '--fighters <n>',
      description: 'rioters fighting (default on the state: the fighters rolled this turn)',
      role: 'value',
      ask: 'required',
      askWhen: (game, [, crowd]) => {
        const f = crowd && Object.hasOwn(game.crowds, crowd) ? (game.crowds[crowd].fighters as { turn?: number } | undefined) : undefined;
        return f?.turn !== game.turn;
      },
      // U62: no more fighters than the crowd has figures (the rule refuses more): refused at the question, not after the rest.
      most: (game, [, crowd]) => (crowd && Object.hasOwn(game.crowds, crowd) ? game.crowds[crowd].figures : null),
    },
    {
      flags: '--sf <n>',
      description: "SF figures engaged (default on the state: the unit's fit figures)",
      role: 'value',
      ask: 'optional',
      // No more than the unit's fit figures (the command refuses more): the guide asks no more.
      most: (game, [unit]) => fitOf(game, unit),
      // Enter: the unit's fit figures (as the command takes them, sfOpt ?? fit).
      enter: (game, [unit]) => fitOf(game, unit),
    },
    { flags: '--type <type>', description: 'stateless: SF unit type', role: 'stateless', choices: UNIT_TYPES, checked: true },
    { flags: '--riot-kit <kit>', description: 'stateless: SF riot kit (default none)', role: 'stateless', choices: RIOT_KIT, checked: true },
    { flags: '--intent <intent>', description: 'what the SF figures mean to do if they win (default arrest)', role: 'value', ask: 'required', choices: INTENTS, checked: true, default: 'arrest' },
    { flags: '--crowd-attacks', description: 'the rioters attacked (the unit owes an over-reaction test)', role: 'modifier' },
    { flags: '--charging', description: 'mounted police charging', role: 'modifier' },
    { flags: '--sf-on-ground <n>', description: 'SF figures on the ground (-2) (default on the state: those down last turn)', role: 'other' },
    { flags: '--on-ground <n>', description: 'rioters on the ground (-2) (default on the state: those down last turn)', role: 'other' },
    sfGasFact('the SF figures are in effective gas: tear or cs (repeatable)'),
    { flags: '--sf-soaked', description: 'the SF figures are soaked (-1)', role: 'modifier' },
    {
      flags: '--gas <kind>',
      description: 'the rioters are in effective gas: tear or cs (known from the state)',
      role: 'modifier',
      repeatable: true,
      known: crowdGasKnown,
    },
    { flags: '--soaked', description: 'the rioters are soaked (-1) (known from the state)', role: 'modifier', known: crowdSoakedKnown },
    { flags: '--mod <label=value>', description: "the umpire's own modifier for the SF figures (repeatable)", role: 'other', repeatable: true },
    { flags: '--crowd-mod <label=value>', description: "the umpire's own modifier for the rioters (repeatable)", role: 'other', repeatable: true },
  ],
};

export function registerFighters(program: Command, io: Io): void {
  const cmd = program
    .command('fighters')
    .description('Rioters prepared to fight when SF close for contact: RL 7 1d6 "stand and fight", RL 8 2d6 "engage hand to hand"; refused at other RLs');
  defineFacts(cmd, FIGHTERS_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: CommonOpts & { rl?: string }) => {
    await runProcedure<FightersFacts>(io, opts, crowd, {
      name: 'fighters',
      fromOptions(edition, lang) {
        if (opts.rl === undefined) throw new UserError('missing-option', { procedure: 'fighters', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        return { edition, lang, rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX) };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        return { edition: game.edition, lang, crowdId: id, rl: c.rl, figures: c.figures, turn: game.turn };
      },
      resolve: resolveFighters,
    });
  });
}

interface LineFightOpts extends CommonOpts {
  fighters?: string;
  sf?: string;
  type?: string;
  riotKit?: string;
  intent?: string;
  crowdAttacks?: boolean;
  charging?: boolean;
  sfOnGround?: string;
  onGround?: string;
  sfGas?: string[];
  sfSoaked?: boolean;
  gas?: string[];
  soaked?: boolean;
  mod?: string[];
  crowdMod?: string[];
}


export function register(program: Command, io: Io): void {
  const cmd = program
    .command('line-fight')
    .description('A whole engagement in one command: the fighters paired off against the unit\'s figures (R6, U14, U62), every bout with its dice and bands (R3); arrests, downed figures, casualties; one log entry');
  defineFacts(cmd, LINE_FIGHT_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, crowd: string | undefined, opts: LineFightOpts) => {
    const sfGas = (opts.sfGas ?? []).flatMap((g) => g.split(',')).map((g) => choiceOpt('--sf-gas', g, GAS_KINDS));
    const crowdGas = (opts.gas ?? []).map((g) => choiceOpt('--gas', g, GAS_KINDS));
    const intent = (opts.intent ?? 'arrest') as Intent;
    const umpireMods = [...parseMods(opts.mod).map((m) => ({ ...m, side: 'sf' as const })), ...parseMods(opts.crowdMod).map((m) => ({ ...m, side: 'crowd' as const }))];
    const fightersOpt = opts.fighters !== undefined ? intOpt('--fighters', opts.fighters, 1, LINE_FIGHT_MAX) : undefined;
    const sfOpt = opts.sf !== undefined ? intOpt('--sf', opts.sf, 1, LINE_FIGHT_MAX) : undefined;
    const common = { intent, crowdAttacks: opts.crowdAttacks === true, charging: opts.charging === true, umpireMods, sfGas, sfSoaked: opts.sfSoaked === true };
    await runProcedure<LineFightFacts>(io, opts, unit, {
      name: 'line-fight',
      fromOptions(edition, lang) {
        if (opts.type === undefined) {
          throw new UserError('missing-option', { procedure: 'line-fight', whatKey: 'err.w.melee-sides', option: '<unit> <crowd> or --type TYPE', optionKey: 'err.o.unit-crowd-or-type' });
        }
        if (fightersOpt === undefined) throw new UserError('missing-option', { procedure: 'line-fight', whatKey: 'err.w.fighters', option: '--fighters N', optionKey: 'err.o.fighters' });
        if (sfOpt === undefined) throw new UserError('missing-option', { procedure: 'line-fight', whatKey: 'err.w.sf-figures', option: '--sf N', optionKey: 'err.o.sf-figures' });
        const sfOnGround = opts.sfOnGround !== undefined ? intOpt('--sf-on-ground', opts.sfOnGround, 0, sfOpt) : 0;
        const onGround = opts.onGround !== undefined ? intOpt('--on-ground', opts.onGround, 0, fightersOpt) : 0;
        return {
          edition, lang, unitType: opts.type as UnitType, riotKit: (opts.riotKit ?? 'none') as RiotKit, ...common,
          sf: sfOpt, sfOnGround, fighters: fightersOpt, crowdOnGround: onGround, crowdGas, crowdSoaked: opts.soaked === true,
        };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['type', '--type'], ['riotKit', '--riot-kit']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-only' });
        }
        const u = lookup(game.units, id, 'unknown-unit');
        if (crowd === undefined) throw new UserError('missing-option', { procedure: 'line-fight', whatKey: 'err.w.melee-crowd', option: '<unit> <crowd>', optionKey: 'err.o.unit-crowd' });
        const c = lookup(game.crowds, crowd, 'unknown-crowd');
        const rolled = c.fighters as { turn?: number; n?: number } | undefined;
        const fighters = fightersOpt ?? (rolled && rolled.turn === game.turn && typeof rolled.n === 'number' ? rolled.n : undefined);
        if (fighters === undefined) throw new UserError('line-fight-no-fighters', { crowd, rl: c.rl });
        if (fighters === 0) throw new UserError('line-fight-no-fighters', { crowd, rl: c.rl });
        const { fit, onGround } = unitFigures(game, u);
        if (fit === 0) throw new UserError('line-fight-no-sf', { unit: id });
        const sf = sfOpt ?? fit;
        if (sf > fit) throw new UserError('out-of-range', { option: '--sf', value: sf, min: 1, max: fit });
        // U63: the figures on the ground are still in the scrum: engaged first. U86: the options override the state.
        const sfOnGround = opts.sfOnGround !== undefined ? intOpt('--sf-on-ground', opts.sfOnGround, 0, sf) : Math.min(sf, onGround);
        const rioterOnGround = opts.onGround !== undefined ? intOpt('--on-ground', opts.onGround, 0, fighters) : Math.min(fighters, crowdOnGround(game, crowd));
        return {
          edition: game.edition,
          lang,
          unitId: id,
          crowdId: crowd,
          unitType: u.type,
          riotKit: u.riotKit,
          ...common,
          sf,
          sfOnGround,
          fighters,
          crowdOnGround: rioterOnGround,
          crowdGas: [...new Set([...gasOnCrowd(game, crowd), ...crowdGas])],
          crowdSoaked: opts.soaked === true || c.wet === 'soaked',
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          crowdFigures: c.figures,
        };
      },
      resolve: resolveLineFight,
    });
  });
}
