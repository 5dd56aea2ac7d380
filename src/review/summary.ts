// The after-action summary of a turn log: what every game's log holds (the
// resolutions in force by procedure, a fairness check of the program's own
// dice, the briefing and the verdict), and the sections each of the game's
// systems adds (GameSystem.summary: Civil Disorder's RL per crowd, casualties,
// arrests, property...). Computed by folding the log (the same fold as
// rebuild), so undone resolutions count for nothing.
import { DIE_SIDES } from '../rules/types.js';
import { applyEntry, FoldBook } from '../state/log-codec.js';
import { entryWhy } from '../state/entry-error.js';
import { UserError } from '../errors.js';
import { type LogEntry } from '../state/log.js';
import type { Game, SummaryCollector, SummaryPart } from '../engine/system.js';
import { undoneMap } from './entries.js';
import { fairness, type FairnessTest } from './stats.js';
import { systemsOf } from '../engine/registry.js';
import { combineVerdict, type Verdict } from '../rules/verdict.js';
import type { Lang } from '../rules/types.js';

export interface DiceRow extends FairnessTest {
  die: string;
  sides: number;
}

/** The summary: the engine's data, and each system's at the top level beside it (`summary --json`). */
export interface Summary {
  title: string;
  edition: string;
  lang: string;
  seed: string;
  /** The last turn reached. */
  turns: number;
  entries: number;
  resolutions: number;
  undone: number;
  /** The resolutions in force by procedure, the most first (then by name): what any game's log holds. */
  procedures: { procedure: string; n: number }[];
  /**
   * The resolutions in force by umpire (issue 35: --umpire NAME), the most
   * first; only in a log with named umpires or a game with sectors. In a game
   * with sectors (a scenario's `umpires:`) every umpire of a sector is a row
   * (0 when they resolved nothing), with their `sector` (its ids, as the
   * scenario lists them) and how many of their resolutions in force were made
   * with --cross (`crossed`).
   */
  umpires?: UmpireRow[];
  dice: DiceRow[];
  /** The scenario's briefing (the report opens on it), or null. */
  briefing: string | null;
  /** The verdict the game's systems give on the final state (U105): last in the summary and the report. */
  verdict: Verdict;
  /** The ids of the sections the game's systems add (GameSystem.summary), the game's first, in order. */
  sections: string[];
  /** The systems' parts (their data is also at the top level): how each renders its sections. Not in the JSON. */
  readonly parts: readonly SummaryPart[];
  /** A system's data (`rl`, `casualties`... of Civil Disorder; `gangs` of Guérilla Urbaine). */
  readonly [key: string]: unknown;
}

/** One umpire's row of the summary (`umpires`): `sector` and `crossed` only in a game with sectors. */
export interface UmpireRow {
  umpire: string;
  n: number;
  sector?: string[];
  crossed?: number;
}

/** The keys of the summary the engine keeps: no system's data may use one. */
const ENGINE_KEYS = ['title', 'edition', 'lang', 'seed', 'turns', 'entries', 'resolutions', 'undone', 'procedures', 'umpires', 'dice', 'briefing', 'verdict', 'sections', 'parts'];

function sidesOf(die: string): number | null {
  if (die in DIE_SIDES) return DIE_SIDES[die as keyof typeof DIE_SIDES];
  const m = /^d(\d+)$/.exec(die);
  return m ? Number(m[1]) : null;
}

/** The systems a game plays, or none when this build does not know one (a log of another build: no sections, no verdict). */
function systemsOrNone(game: Game): ReturnType<typeof systemsOf> {
  try {
    return systemsOf(game);
  } catch {
    return [];
  }
}

/** The `umpires` rows: by umpire, the most resolutions first; with sectors, every sector's umpire and their sector. */
function umpireRows(byUmpire: ReadonlyMap<string, number>, crossedBy: ReadonlyMap<string, number>, sectors: Record<string, string[]> | undefined): { umpires?: UmpireRow[] } {
  const names = new Set([...byUmpire.keys(), ...Object.keys(sectors ?? {})]);
  if (names.size === 0) return {};
  const rows: UmpireRow[] = [...names].map((umpire) => ({
    umpire,
    n: byUmpire.get(umpire) ?? 0,
    ...(sectors ? { sector: [...(sectors[umpire] ?? [])], crossed: crossedBy.get(umpire) ?? 0 } : {}),
  }));
  return { umpires: rows.sort((a, b) => b.n - a.n || (a.umpire < b.umpire ? -1 : 1)) };
}

/** The summary of a whole log (entries as store.readLog returns them); the verdict's texts in `lang` (default: the game's). */
export async function summarize(entries: readonly LogEntry[], lang?: Lang): Promise<Summary> {
  if (entries.length === 0 || entries[0].kind !== 'init' || !entries[0].scenario) throw new Error('the log does not start with init');
  const scenario = entries[0].scenario;
  const undone = undoneMap(entries);
  const book = new FoldBook();
  /** One step of the fold; an entry that cannot be applied (a forged line) is one line naming it, never a stack trace. */
  const apply = (g: Game | null, e: LogEntry): Game => {
    try {
      return applyEntry(g, e, book);
    } catch (err) {
      throw new UserError('log-unreadable', { file: 'the turn log', line: e.seq, problemKey: 'err.p.log-cannot-apply', ...entryWhy(err) });
    }
  };
  let game: Game = apply(null, entries[0]);
  const initial: Game = JSON.parse(JSON.stringify(game)) as Game;
  const systems = systemsOrNone(game);
  const readers = await Promise.all(systems.map((s) => s.summary?.() ?? null));
  const collectors: SummaryCollector[] = readers.flatMap((read) => (read ? [read(initial, scenario)] : []));

  const rolls = new Map<string, number[]>();
  let maxTurn = 1;
  let resolutions = 0;
  const byProcedure = new Map<string, number>();
  const byUmpire = new Map<string, number>();
  const crossedBy = new Map<string, number>();

  for (const e of entries.slice(1)) {
    const counted = e.kind === 'resolution' && !undone.has(e.seq);
    for (const c of collectors) c.before?.(e, game);
    game = apply(game, e);
    maxTurn = Math.max(maxTurn, e.turn, game.turn);
    for (const c of collectors) c.after(e, game, counted);
    if (!counted) continue;
    resolutions += 1;
    const r = e.record!;
    byProcedure.set(r.procedure, (byProcedure.get(r.procedure) ?? 0) + 1);
    if (typeof e.by === 'string') byUmpire.set(e.by, (byUmpire.get(e.by) ?? 0) + 1);
    if (typeof e.by === 'string' && e.cross === true) crossedBy.set(e.by, (crossedBy.get(e.by) ?? 0) + 1);
    for (const d of r.rolls ?? []) {
      if (d.source !== 'rng') continue;
      if (!rolls.has(d.die)) rolls.set(d.die, []);
      rolls.get(d.die)!.push(d.value);
    }
  }

  const parts = collectors.map((c) => c.finish(game, maxTurn));
  const data: Record<string, unknown> = {};
  for (const p of parts) {
    for (const [k, v] of Object.entries(p.data)) {
      if (ENGINE_KEYS.includes(k) || Object.hasOwn(data, k)) throw new Error(`summary: the key ${k} is taken (a system's summary data uses a key of the engine or of another system)`);
      data[k] = v;
    }
  }

  const dice: DiceRow[] = [...rolls.entries()]
    .map(([die, values]) => ({ die, sides: sidesOf(die), values }))
    .filter((d): d is { die: string; sides: number; values: number[] } => d.sides !== null)
    .sort((a, b) => a.sides - b.sides)
    .map((d) => ({ die: d.die, sides: d.sides, ...fairness(d.values, d.sides) }));

  const verdictLang = lang ?? (scenario.lang as Lang);
  const summary = {
    title: scenario.title,
    edition: scenario.edition,
    lang: scenario.lang,
    seed: scenario.seed,
    turns: maxTurn,
    entries: entries.length,
    resolutions,
    undone: undone.size,
    ...data,
    dice,
    procedures: [...byProcedure].map(([procedure, n]) => ({ procedure, n })).sort((a, b) => b.n - a.n || (a.procedure < b.procedure ? -1 : 1)),
    ...umpireRows(byUmpire, crossedBy, (initial as { sectors?: Record<string, string[]> }).sectors),
    briefing: systems.map((s) => s.status?.briefing?.(game) ?? null).find((b) => b !== null) ?? null,
    verdict: combineVerdict(systems.flatMap((s) => s.verdict?.(game, verdictLang) ?? [])),
    sections: parts.flatMap((p) => p.sections),
  } as Omit<Summary, 'parts'>;
  // The renderers stay out of the JSON: a property not enumerated.
  return Object.defineProperty(summary, 'parts', { value: parts, enumerable: false }) as Summary;
}
