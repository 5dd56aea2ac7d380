// `umpire burn [building]`: one turn of fire at a building (value lost, growth,
// spread), `--start` to start fires by the umpire's word, `--enter` for SF
// going into a burning building. next-turn runs the fire turns by itself.
import { fitOf } from './facts.js';
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import {
  fireTurnFacts,
  resolveEnterFire,
  resolveFireTurn,
  resolveStartFire,
  type EnterFireFacts,
  type FireTurnFacts,
  type StartFireFacts,
} from '../../rules/civil-disorder/burn.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { unitFigures } from '../../state/civil-disorder/facts.js';
import { t } from '../../i18n/index.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface BurnOpts extends CommonOpts {
  start?: string | boolean;
  enter?: string | boolean;
  figures?: string;
  fireproof?: boolean;
  fires?: string;
  value?: string;
  neighbours?: string;
}

type Facts =
  | { mode: 'turn'; f: FireTurnFacts }
  | { mode: 'start'; f: StartFireFacts }
  | { mode: 'enter'; f: EnterFireFacts };

function resolve(facts: Facts, dice: Dice): Resolution {
  if (facts.mode === 'start') return resolveStartFire(facts.f, dice);
  if (facts.mode === 'enter') return resolveEnterFire(facts.f, dice);
  return resolveFireTurn(facts.f, dice);
}

/** The fire's facts: the building (its fires shown); on one that does not burn, how many fires to start. */
const BURN_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'building',
      description: 'building id in the state (omit for a stateless lookup)',
      kind: 'buildings',
      label: (game, id, lang) => t(lang, 'guide.fires', { fires: game.buildings[id]?.fires ?? 0 }),
    },
  ],
  options: [
    {
      flags: '--start [n]',
      description: "start n fires there (default 1), by the umpire's word",
      role: 'value',
      ask: 'required',
      askWhen: (game, [id], given) => (game.buildings[id]?.fires ?? 0) === 0 && !given.has('--enter'),
    },
    // At a building on fire: a unit with fit figures may go in (the flame hazard); "none" lets the fire burn.
    {
      flags: '--enter [unit]',
      description: 'SF (a unit of the state) entering the burning building: flame hazard for each figure',
      role: 'value',
      ask: 'optional',
      askWhen: (game, [id]) => (game.buildings[id]?.fires ?? 0) > 0,
      pick: (game) => Object.values(game.units).filter((u) => unitFigures(game, u).fit > 0).map((u) => ({ value: u.id, name: `${u.id} (${u.name}, ${unitFigures(game, u).fit})` })),
    },
    // Enter: the unit's fit figures.
    {
      flags: '--figures <n>',
      description: "figures entering (default: the unit's fit figures, not the wounded, the dead or those down, U253)",
      role: 'value',
      ask: 'optional',
      askWhen: (_g, _s, given) => given.has('--enter'),
      // No more than the entering unit's fit figures (the command refuses more): the guide asks no more.
      most: (game, _s, values) => {
        const fit = fitOf(game, values['--enter']);
        return fit === null ? null : Math.max(1, fit);
      },
      // Enter: the unit's fit figures, as the command takes them.
      enter: (game, _s, values) => fitOf(game, values['--enter']),
    },
    {
      flags: '--fireproof',
      description: 'the figures entering wear fireproof kit (firefighters always do)',
      role: 'yes-no',
      question: 'burn.q.fireproof',
      askWhen: (game, _s, given, values) => given.has('--enter') && game.units[values?.['--enter'] ?? '']?.type !== 'firefighters',
    },
    { flags: '--fires <n>', description: 'fires burning there (stateless)', role: 'stateless' },
    { flags: '--value <n>', description: "the building's value left (stateless)", role: 'stateless' },
    { flags: '--neighbours <n>', description: 'how many neighbouring buildings (stateless, default 0)', role: 'stateless' },
  ],
  // Fires started by the umpire's word roll nothing.
  diceWhen: (_game, _subjects, given) => !given.has('--start'),
};

/** A stateless fact not given: the one line naming it. */
function missing(option: string, whatKey: string): never {
  throw new UserError('missing-option', { procedure: 'burn', whatKey, option });
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('burn')
    .description(
      'Fire at a building (R11): each turn it loses 1 value point per fire; 1d6 at or under the fires adds a fire; ' +
        '1d6 under the fires spreads one to a neighbour (chosen by die, U37). next-turn runs this for every burning building. ' +
        'Crowds do not enter burning buildings; SF entering roll as under petrol bomb attack (wounded on 1-2, 1 in fireproof kit)',
    );
  defineFacts(cmd, BURN_FACTS);
  addCommon(cmd);
  cmd.action(async (building: string | undefined, opts: BurnOpts) => {
    if (opts.start !== undefined && opts.enter !== undefined) {
      throw new UserError('bad-option', { option: '--start/--enter', problemKey: 'err.p.one-at-a-time' });
    }
    const add = opts.start === undefined || opts.start === true ? 1 : intOpt('--start', opts.start, 1, 100);
    await runProcedure<Facts>(io, opts, building, {
      name: 'burn',
      fromOptions(edition, lang) {
        if (opts.fires === undefined) {
          throw new UserError('missing-option', { procedure: 'burn', whatKey: 'err.w.building-or-fires', option: '<building> or --fires N', optionKey: 'err.o.building-or-fires' });
        }
        const fires = intOpt('--fires', opts.fires, 0, 1000);
        if (opts.start !== undefined) return { mode: 'start', f: { edition, lang, fires, add } };
        if (opts.enter !== undefined) {
          if (opts.figures === undefined) throw new UserError('missing-option', { procedure: 'burn', whatKey: 'err.w.burn-figures', option: '--figures N' });
          return { mode: 'enter', f: { edition, lang, fires, figures: intOpt('--figures', opts.figures, 1, 1000), fireproof: Boolean(opts.fireproof) } };
        }
        const n = opts.neighbours === undefined ? 0 : intOpt('--neighbours', opts.neighbours, 0, 100);
        return {
          mode: 'turn',
          f: {
            edition,
            lang,
            fires,
            // The value left is a fact of the building: never assumed (a wreck would burn differently).
            value: intOpt('--value', opts.value ?? missing('--value N', 'err.w.loot-value'), 0, 1000),
            neighbours: Array.from({ length: n }, (_, i) => `neighbour-${i + 1}`),
          },
        };
      },
      fromState(game, id, lang) {
        for (const o of ['fires', 'value', 'neighbours'] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option: `--${o}`, problemKey: 'err.p.stateless-only' });
        }
        const b = lookup(game.buildings, id, 'unknown-building');
        if (opts.start !== undefined) {
          return { mode: 'start', f: { edition: game.edition, lang, buildingId: id, buildingName: b.name, fires: b.fires, add, turn: game.turn } };
        }
        if (opts.enter !== undefined) {
          if (opts.enter === true) throw new UserError('missing-option', { procedure: 'burn', whatKey: 'err.w.burn-enter', option: '--enter <unit>', optionKey: 'err.o.enter-unit' });
          const u = lookup(game.units, String(opts.enter), 'unknown-unit');
          const fit = unitFigures(game, u).fit;
          return {
            mode: 'enter',
            f: {
              edition: game.edition,
              lang,
              turn: game.turn,
              casualtyCounter: game.counters.casualty,
              buildingId: id,
              buildingName: b.name,
              fires: b.fires,
              unitId: u.id,
              unitType: u.type,
              figures: opts.figures === undefined ? fit : intOpt('--figures', opts.figures, 1, Math.max(1, fit)),
              fireproof: Boolean(opts.fireproof) || u.type === 'firefighters',
            },
          };
        }
        return {
          mode: 'turn',
          // With --odds the neighbour die is left open (the outcome does not depend on it).
          f: { ...fireTurnFacts(game, id, b.fires, lang), burntThisTurn: b.burntTurn === game.turn, startedThisTurn: b.startedTurn === game.turn, neighbourRequired: !opts.odds },
        };
      },
      resolve,
    });
  });
}
