// The tables of one game (issue 42): several umpires, each at a table with a
// sector of its own (the scenario's `umpires:`), and perhaps a control who
// runs the turn. Each umpire says when their table has finished the turn
// (`umpire done`); `next-turn` waits for every table, or is the control's
// decision, an override the log records (ruling U283). Pure: the game's
// sectors, control and the tables done in, a resolution or a refusal out.
import { t } from '../i18n/index.js';
import { refusal, type Edition, type Lang, type Resolution } from './types.js';

/** What the state keeps of the tables (GameCore: `sectors`, `control`, `done`). */
export interface TablesState {
  turn: number;
  edition: Edition;
  sectors?: Record<string, string[]>;
  /** The control umpire the scenario names (in no sector), if any. */
  control?: string;
  /** The tables that have finished the turn `turn` says. */
  done?: { turn: number; umpires: string[] };
}

/** The sector umpires whose tables have not yet said they finished the game's turn (none without sectors). */
export function tablesWaiting(g: TablesState): string[] {
  const done = g.done && g.done.turn === g.turn ? g.done.umpires : [];
  return Object.keys(g.sectors ?? {}).filter((u) => !done.includes(u));
}

/** `umpire done`: `umpire`'s table has finished the turn. */
export function resolveTableDone(g: TablesState, umpire: string | undefined, lang: Lang): Resolution {
  const base = { umpire: umpire ?? null, turn: g.turn };
  const sectors = Object.keys(g.sectors ?? {});
  if (sectors.length === 0) return refusal('done', g.edition, t(lang, 'done.refused.no-tables'), base, 'no-tables');
  if (umpire === undefined) return refusal('done', g.edition, t(lang, 'done.refused.no-name', { umpires: sectors.join(', ') }), base, 'no-name');
  if (!sectors.includes(umpire)) return refusal('done', g.edition, t(lang, 'done.refused.no-sector', { umpire, umpires: sectors.join(', ') }), base, 'no-sector');
  const before = tablesWaiting(g);
  if (!before.includes(umpire)) return refusal('done', g.edition, t(lang, 'done.refused.already', { umpire, turn: g.turn }), base, 'already-done');
  const umpires = [...(g.done && g.done.turn === g.turn ? g.done.umpires : []), umpire];
  const waiting = before.filter((u) => u !== umpire);
  return {
    procedure: 'done',
    edition: g.edition,
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome:
      waiting.length > 0
        ? { code: 'table-done', text: t(lang, 'done.outcome.waiting', { umpire, turn: g.turn, waiting: waiting.join(', ') }) }
        : { code: 'all-done', text: t(lang, g.control ? 'done.outcome.all-control' : 'done.outcome.all', { umpire, turn: g.turn, control: g.control ?? '' }) },
    effects: [{ op: 'set', path: 'done', value: { turn: g.turn, umpires } }],
    notes: [],
    waiting,
  };
}

/**
 * Whether `next-turn` may run now (U283): a refusal's reason, or null. On a game of
 * tables, every table must have said it is done, or the control decides
 * (`--override`); with a control named, the turn is the control's to end.
 * `umpire` undefined is the control as U236 has it (a command naming no umpire).
 */
export function nextTurnRefusal(g: TablesState, umpire: string | undefined, override: boolean, lang: Lang): string | null {
  if (Object.keys(g.sectors ?? {}).length === 0) return null;
  const isControl = umpire === undefined || umpire === g.control;
  if (g.control && !isControl) return t(lang, 'next-turn.refused.control', { control: g.control, umpire });
  const waiting = tablesWaiting(g);
  if (waiting.length === 0) return null;
  if (override && isControl) return null;
  return t(lang, override ? 'next-turn.refused.override-control' : 'next-turn.refused.waiting', { waiting: waiting.join(', '), turn: g.turn, control: g.control ?? '' });
}

/**
 * How a turn walk (`umpire turn`) ends for `umpire` (U283, issue 42): an umpire with a
 * sector says their table is done (`done`), or nothing when it already said so;
 * the control (or a game of one table) goes on to `next-turn`.
 */
export function walkEnd(g: TablesState, umpire: string | undefined): 'done' | 'next-turn' | null {
  if (umpire === undefined || !Object.hasOwn(g.sectors ?? {}, umpire)) return 'next-turn';
  return tablesWaiting(g).includes(umpire) ? 'done' : null;
}
