// `umpire overreact [unit]`: the SF over-reaction test (R9), on the state
// (type, guns, gunfire and wounded this turn known) or stateless (--type).
import type { Command } from 'commander';
import { t } from '../../i18n/index.js';
import { resolveOverreact, SITUATION_FACTORS, type OverreactFacts } from '../../rules/civil-disorder/overreact.js';
import { signed } from '../../rules/types.js';
import { ARMED_BY_DEFAULT, UNIT_TYPES } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { defineFacts, type FactOption, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, intOpt, lookup, parseMods, runProcedure, type CommonOpts, type Io } from '../common.js';

interface OverreactOpts extends CommonOpts {
  type?: string;
  unarmed?: boolean;
  armed?: boolean;
  woundedThisTurn?: string;
  noEscape?: boolean;
  mod?: string[];
  [flag: string]: unknown;
}
/** An option's name as commander keys it (`tear-gas` -> `tearGas`), worked out once per name: a batch asks for each at every line. */
const camelNames = new Map<string, string>();
const camel = (s: string) => camelNames.get(s) ?? camelNames.set(s, s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())).get(s)!;

/** The over-reaction test's facts: the unit, the situation factors of R9's table (what the state knows shown), no escape (U22). */
const OVERREACT_FACTS: ProcedureFacts = {
  args: [{ name: 'unit', description: 'SF unit id in the state (omit for a stateless lookup with --type)', kind: 'units' }],
  options: [
    { flags: '--type <type>', description: 'stateless: the unit type', role: 'stateless', choices: UNIT_TYPES, checked: true },
    { flags: '--armed', description: `stateless: the unit has guns (default for ${ARMED_BY_DEFAULT.join(', ')}, U71)`, role: 'stateless' },
    { flags: '--unarmed', description: 'stateless: the unit has no guns (note 1; default for other types, U71)', role: 'stateless' },
    ...SITUATION_FACTORS.map((row): FactOption => {
      const label = t('en', `overreact.mod.${row.key}`, { n: 'n' });
      if (row.kind === 'flag') {
        const known =
          row.key === 'under-gunfire' ? (game: import('../../state/civil-disorder/types.js').GameState, [id]: string[]) => (game.units[id]?.owes?.['shot-at'] === game.turn ? 'shot-at' : null) : undefined;
        return { flags: `--${row.key}`, description: `${label} (${signed(row.value)})`, role: 'modifier', known };
      }
      return {
        flags: `--${row.key} <n>`,
        description: `${label} (${signed(row.value)} each; counted on a game)`,
        role: 'modifier',
        known: (game, [id]) => {
          const n = ((game.units[id]?.woundedByTurn ?? {}) as Record<string, number>)[String(game.turn)] ?? 0;
          return n > 0 ? String(n) : null;
        },
      };
    }),
    { flags: '--no-escape', description: 'the unit has no escape: "run away" becomes "open fire" if it has guns (U22)', role: 'modifier' },
    { flags: '--mod <label=value>', description: "the umpire's own modifier (repeatable)", role: 'other', repeatable: true },
  ],
};

/** Stateless: guns as given, else the type's default (U71). */
function armedStateless(opts: OverreactOpts): boolean {
  if (opts.armed && opts.unarmed) throw new UserError('bad-option', { option: '--armed/--unarmed', problemKey: 'err.p.one-at-a-time' });
  if (opts.armed) return true;
  if (opts.unarmed) return false;
  return ARMED_BY_DEFAULT.includes(choiceOpt('--type', opts.type, UNIT_TYPES));
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('overreact')
    .description('Over-reaction test for an SF unit: 1d6 + unit type + situation; 7+ advance, 3-6 continue, 1-2 fall back, 0 to -2 run away, below -2 open fire (R9)');
  defineFacts(cmd, OVERREACT_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, opts: OverreactOpts) => {
    // commander reads --no-X as X: false.
    const given = (key: string) => (key.startsWith('no-') ? opts[camel(key.slice(3))] === false : opts[camel(key)] === true);
    // Read when the facts are gathered: on a game with a map, after the map filled them (src/map/facts.ts).
    const flagsNow = () => SITUATION_FACTORS.filter((r) => r.kind === 'flag' && given(r.key)).map((r) => r.key);
    const wounded = opts.woundedThisTurn === undefined ? undefined : intOpt('--wounded-this-turn', opts.woundedThisTurn, 0, 1000);
    const umpireMods = parseMods(opts.mod);
    // commander turns --no-escape into escape: false.
    const noEscape = opts.escape === false;
    await runProcedure<OverreactFacts>(io, opts, unit, {
      name: 'overreact',
      takesModifiers: true,
      fromOptions(edition, lang) {
        if (opts.type === undefined) {
          throw new UserError('missing-option', { procedure: 'overreact', whatKey: 'err.w.overreact-unit', option: '<unit> or --type TYPE', optionKey: 'err.o.unit-or-type' });
        }
        return {
          edition,
          lang,
          type: choiceOpt('--type', opts.type, UNIT_TYPES),
          armed: armedStateless(opts),
          flags: flagsNow(),
          woundedThisTurn: wounded ?? 0,
          noEscape,
          umpireMods,
        };
      },
      fromState(game, id, lang) {
        const u = lookup(game.units, id, 'unknown-unit');
        if (opts.type !== undefined) throw new UserError('state-knows', { option: '--type', whatKey: 'err.w.unit-type', id, type: u.type });
        if (opts.unarmed) throw new UserError('state-knows', { option: '--unarmed', whatKey: 'err.w.unit-guns', id });
        if (opts.armed) throw new UserError('state-knows', { option: '--armed', whatKey: 'err.w.unit-guns', id });
        const owes = Object.keys(u.owes ?? {});
        const known = new Set(flagsNow());
        // Under gunfire: the unit owes a test for being shot at this turn.
        if (u.owes?.['shot-at'] === game.turn) known.add('under-gunfire');
        const byTurn = (u.woundedByTurn ?? {}) as Record<string, number>;
        return {
          edition: game.edition,
          lang,
          unitId: id,
          type: u.type,
          armed: u.armed,
          flags: [...known],
          woundedThisTurn: wounded ?? byTurn[String(game.turn)] ?? 0,
          noEscape,
          owes,
          turn: game.turn,
          umpireMods,
        };
      },
      resolve: resolveOverreact,
    });
  });
}
