// `umpire melee [unit] [crowd]`: one round of hand-to-hand fighting between an
// SF figure of a unit and rioters of a crowd, on the state or stateless.
import type { Command } from 'commander';
import { GAS_KINDS, INTENTS, resolveMelee, type GasKind, type Intent, type MeleeFacts } from '../../rules/civil-disorder/melee.js';
import { gasOnCrowd } from '../../state/civil-disorder/facts.js';
import { RIOT_KIT, UNIT_TYPES, type GameState, type RiotKit, type UnitState, type UnitType } from '../../state/civil-disorder/types.js';
import type { Game } from '../../engine/system.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { crowdGasKnown, crowdInPlay, crowdSoakedKnown, sfGasFact } from './facts.js';
import { crowdOnGround, unitFigures } from './line-fight.js';
import { addCommon, choiceOpt, intOpt, lookup, parseMods, runProcedure, type CommonOpts, type Io } from '../common.js';

interface MeleeOpts extends CommonOpts {
  character?: string;
  allowSecond?: boolean;
  type?: string;
  riotKit?: string;
  intent?: string;
  crowdAttacks?: boolean;
  charging?: boolean;
  sf?: string;
  rioters?: string;
  sfGas?: string[];
  /** true: --sf-on-ground, false: --no-sf-on-ground, undefined: the state says (U86). */
  sfOnGround?: boolean;
  sfSoaked?: boolean;
  gas?: string[];
  onGround?: boolean;
  soaked?: boolean;
  mod?: string[];
  crowdMod?: string[];
  apart?: boolean;
  inContact?: boolean;
}


/**
 * U86: the figures a melee engages on the state are the ones on the ground
 * first (U63), so a side fights at "On ground -2" when its figures on the
 * ground (down last turn, U63) are at least the figures it puts in the fight.
 */
export function onGroundFromState(onGround: number, engaged: number): boolean {
  return onGround >= engaged;
}

/** The SF unit's figures on the ground (down last turn), for the guide's checklist. */
function sfOnGroundKnown(game: Game, unit: string | undefined): string | null {
  if (!unit || !Object.hasOwn(game.units, unit)) return null;
  const n = unitFigures(game as unknown as GameState, game.units[unit] as unknown as UnitState).onGround;
  return n > 0 ? String(n) : null;
}

/** The crowd's rioters on the ground (down last turn), for the guide's checklist. */
function crowdOnGroundKnown(game: Game, crowd: string | undefined): string | null {
  if (!crowd || !Object.hasOwn(game.crowds, crowd)) return null;
  const n = crowdOnGround(game as unknown as GameState, crowd);
  return n > 0 ? String(n) : null;
}

/** Outnumbered 2-1, 3-1, 4-1: the SF figures the melee factors name (R4, R5). */
const SF_OUTNUMBER = [2, 3, 4] as const;

/** The melee's facts: the unit and the crowd, the intent, who outnumbers whom (R6), the factors. */
const MELEE_FACTS: ProcedureFacts = {
  args: [
    { name: 'unit', description: 'SF unit id in the state (omit for a stateless lookup with --type)', kind: 'units', canAct: (game, id) => (game.units[id]?.strength ?? 0) > (game.units[id]?.wounded ?? 0) },
    { name: 'crowd', description: 'crowd id in the state (the rioters)', kind: 'crowds', canAct: crowdInPlay },
  ],
  options: [
    { flags: '--type <type>', description: 'SF unit type (stateless lookup)', role: 'stateless', choices: UNIT_TYPES, checked: true },
    { flags: '--riot-kit <kit>', description: 'SF riot kit (stateless; default none): shields or full count as equipped (U11)', role: 'stateless', choices: RIOT_KIT, checked: true },
    { flags: '--intent <intent>', description: 'what the SF figure means to do if it wins (default arrest)', role: 'value', ask: 'required', choices: INTENTS, checked: true, default: 'arrest' },
    {
      flags: '--sf <n>',
      description: 'SF figures against one rioter; outnumbered 2-1 -1, 3-1 -2, 4-1 -3 (-4 in Émeutes, R5)',
      role: 'value',
      ask: 'optional',
      pick: (game, [unit]) => SF_OUTNUMBER.filter((n) => n <= (game.units[unit]?.strength ?? 0)).map((n) => ({ value: String(n), name: `${n}-1` })),
    },
    { flags: '--rioters <n>', description: 'rioters on one SF figure (R6: bouts in turn)', role: 'value', ask: 'optional', askWhen: (_g, _s, given) => !given.has('--sf') },
    // EN l.247 "those in base to base contact"; FR l.356 "au contact (base à base)": read from the map (U390).
    { flags: '--apart', description: 'the unit and the crowd are not in base contact: no melee (read from the map, U390)', role: 'other' },
    { flags: '--in-contact', description: 'the unit and the crowd are in base contact, whatever the map reads (U390)', role: 'other' },
    { flags: '--crowd-attacks', description: 'the rioters attacked the SF figure (the unit owes an over-reaction test)', role: 'modifier' },
    { flags: '--charging', description: 'a mounted figure charging: mounted police +4 (not +2), mounted riot police +6 (not +3; Émeutes has no mounted riot line: +4, R5)', role: 'modifier' },
    sfGasFact('the SF figure is in effective gas: tear (-2) or cs (-4) (repeatable)'),
    { flags: '--sf-on-ground', description: 'the SF figure is on the ground (-2) (known from the state: down last turn)', role: 'modifier', known: (game, [unit]) => sfOnGroundKnown(game, unit) },
    { flags: '--no-sf-on-ground', description: 'the SF figure is standing, whatever the state says', role: 'other' },
    { flags: '--sf-soaked', description: 'the SF figure is soaked (-1)', role: 'modifier' },
    {
      flags: '--gas <kind>',
      description: 'the rioters are in effective gas: tear (-2) or cs (-4) (known from the state)',
      role: 'modifier',
      repeatable: true,
      known: crowdGasKnown,
    },
    { flags: '--on-ground', description: 'the rioter is on the ground (-2) (known from the state: down last turn)', role: 'modifier', known: (game, [, crowd]) => crowdOnGroundKnown(game, crowd) },
    { flags: '--no-on-ground', description: 'the rioters are standing, whatever the state says', role: 'other' },
    { flags: '--soaked', description: 'the rioters are soaked (-1) (known from the state)', role: 'modifier', known: crowdSoakedKnown },
    { flags: '--mod <label=value>', description: "the umpire's own modifier for the SF figure (repeatable)", role: 'other', repeatable: true },
    { flags: '--crowd-mod <label=value>', description: "the umpire's own modifier for the rioters (repeatable)", role: 'other', repeatable: true },
    // EN l.46 "Take one personal action (... hit someone ...)": a player character is the SF figure, of the unit they are with (U372).
    { flags: '--character <character>', description: 'a player character of the unit is the SF figure, their action of the turn (one figure, U372)', role: 'other', ids: 'characters' },
    { flags: '--allow-second', description: 'the umpire allows the character a second action this turn (Player Actions: one a turn, U66)', role: 'other' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('melee')
    .description('Hand-to-hand fighting: 1d10 per combatant per bout, factors, result bands (R3-R6). One call is one round: a scuffle fights on with another call');
  defineFacts(cmd, MELEE_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, crowd: string | undefined, opts: MeleeOpts) => {
    const sfFigures = opts.sf !== undefined ? intOpt('--sf', opts.sf, 1, 1000) : 1;
    const rioters = opts.rioters !== undefined ? intOpt('--rioters', opts.rioters, 1, 1000) : 1;
    if (sfFigures > 1 && rioters > 1) {
      throw new UserError('bad-option', { option: '--sf/--rioters', problemKey: 'err.p.melee-single-figure' });
    }
    const sfGas = (opts.sfGas ?? []).flatMap((g) => g.split(',')).map((g) => choiceOpt('--sf-gas', g, GAS_KINDS));
    const crowdGas = (opts.gas ?? []).map((g) => choiceOpt('--gas', g, GAS_KINDS));
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
      // The map reads the unit to the crowd (`--apart`, U390).
      subjects: [unit ?? '', crowd ?? ''],
      takesModifiers: true,
      fromOptions(edition, lang) {
        if (opts.character !== undefined) throw new UserError('bad-option', { option: '--character', problemKey: 'err.p.character-on-game' });
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
        const pc = opts.character === undefined ? null : lookup(game.characters, opts.character, 'unknown-character');
        if (pc && pc.unit !== u.id) throw new UserError('bad-option', { option: '--character', problemKey: pc.unit === null ? 'err.p.character-no-unit' : 'err.p.character-other-unit', id: pc.id, unit: pc.unit ?? '' });
        if (crowd === undefined) {
          throw new UserError('missing-option', { procedure: 'melee', whatKey: 'err.w.melee-crowd', option: '<unit> <crowd>', optionKey: 'err.o.unit-crowd' });
        }
        const c = lookup(game.crowds, crowd, 'unknown-crowd');
        // EN l.247 "base to base contact"; FR l.356: a unit and a crowd apart do not fight (U390).
        if (opts.apart === true && opts.inContact !== true) throw new UserError('melee-apart', { unit: id, crowd });
        // U63: figures down this turn, wounded or dead do not fight; those down last turn fight on the ground.
        const figs = unitFigures(game, u);
        if (figs.fit === 0) throw new UserError('line-fight-no-sf', { unit: id });
        if (sfFigures > figs.fit) throw new UserError('out-of-range', { option: '--sf', value: sfFigures, min: 1, max: figs.fit });
        const sfOnGround = opts.sfOnGround ?? onGroundFromState(figs.onGround, sfFigures);
        const rioterOnGround = opts.onGround ?? onGroundFromState(crowdOnGround(game, crowd), rioters);
        return {
          edition: game.edition,
          lang,
          unitId: id,
          crowdId: crowd,
          unitType: u.type,
          riotKit: u.riotKit,
          ...common,
          sf: { ...sfSide, onGround: sfOnGround },
          crowd: {
            gas: [...new Set([...gasOnCrowd(game, crowd), ...crowdGas])],
            onGround: rioterOnGround,
            soaked: opts.soaked === true || c.wet === 'soaked',
          },
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          crowdFigures: c.figures,
          ...(pc ? { characterId: pc.id, acted: pc.acted, allowSecond: opts.allowSecond === true } : {}),
        };
      },
      resolve: resolveMelee,
    });
  });
}
