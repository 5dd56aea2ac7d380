// The turn sheet (issue 40 item 10): what was done this turn, read from the
// log (the truth), not what is owed (the pending strip says that). Which
// subjects acted or were acted on, each with its procedures and results, by
// which umpire; each system's own sections (GameSystem.sheet: Civil
// Disorder's characters' actions and looters carrying); the tables done and
// still playing (U283); the turn clock (src/rules/clock.ts). The engine names
// no game here: the kinds of subject are the log's (review/entries.ts).
// Pure: the caller reads the log and the game.
import { loadedSystems, systemsOf } from '../engine/registry.js';
import type { Game, SheetSection } from '../engine/system.js';
import { hasMessage, t } from '../i18n/index.js';
import { turnClocks, type TurnClock } from '../rules/clock.js';
import { tablesWaiting, type TablesState } from '../rules/tables.js';
import type { Lang } from '../rules/types.js';
import type { LogEntry } from '../state/log.js';
import { SUBJECT_KINDS, subjectsOf } from './entries.js';
import { procedureWords } from './format.js';
import { clip } from '../render/clip.js';

/** The engine's procedures that are about the turn, not a subject: said by the sheet's own lines (tables), or not at all. */
const NOT_SUBJECT_LINES = new Set(['done', 'next-turn', 'note', 'init', 'undo']);

/** One subject's line: what its resolutions this turn did, oldest first, and who made them. */
export interface SheetItem {
  id: string;
  /** Each resolution as the data says it: its procedure's id, then what the game said of it or its outcome code (scripts). */
  did: string[];
  /** The same as a person reads it, in the sheet's language: the procedure's name, then what was said or its outcome's text. */
  words: string[];
  by: string[];
}

/** An outcome's text on the sheet: its first clause, at most this long (the log has it whole). */
const SHEET_OUTCOME_AT = 60;

export interface TurnSheet {
  turn: number;
  /** When the turn began (the log's `at` of its next-turn entry; turn 1: its first entry after init), or null. */
  started: string | null;
  /** Resolutions in force this turn (not undone), the engine's bookkeeping left out. */
  resolutions: number;
  /** By kind of subject (crowd, unit, building..., piece for a map move of what the state keeps nowhere else). */
  kinds: { kind: string; items: SheetItem[] }[];
  /** The systems' own sections. */
  sections: SheetSection[];
  /** A game of tables: those done this turn (the log's `done` entries in force) and those still playing; else null. */
  tables: { done: string[]; waiting: string[] } | null;
  clocks: TurnClock[];
}

/** The entries in force (not undone), oldest first. */
export function entriesInForce(entries: readonly LogEntry[]): LogEntry[] {
  const undone = new Set(entries.flatMap((e) => (e.kind === 'undo' ? (e.undoes ?? []) : [])));
  return entries.filter((e) => e.kind !== 'undo' && !undone.has(e.seq));
}

/** When the game's turn began, as the log says (U321): the next-turn entry that began it; turn 1, the first entry after init. */
export function turnStart(entries: readonly LogEntry[], turn: number): string | null {
  const live = entriesInForce(entries);
  for (let i = live.length - 1; i >= 0; i--) {
    const r = live[i].record as { procedure?: string; turn?: { after?: number } } | undefined;
    if (r?.procedure === 'next-turn' && r.turn?.after === turn) return live[i].at;
  }
  if (turn !== 1) return null;
  // Turn 1 starts with the first thing played (an undo too: someone is at the table), not with init (set-up, U321).
  return entries.find((e) => e.kind !== 'init')?.at ?? null;
}

/** The kind of subject an id of a map move is: the state map that keeps it, else `piece`. */
function kindOfPiece(game: Game, id: string): string {
  for (const [kind, key] of Object.entries(SUBJECT_KINDS)) {
    const m = (game as unknown as Record<string, unknown>)[key];
    if (m && typeof m === 'object' && Object.hasOwn(m, id)) return kind;
  }
  return 'piece';
}

/** The turn sheet of the game's turn now, from its log; `now` the time the clocks are read at (ms). */
export async function turnSheet(game: Game, entries: readonly LogEntry[], lang: Lang, now: number = Date.now()): Promise<TurnSheet> {
  const systems = systemsOf(game);
  const live = entriesInForce(entries).filter((e) => e.kind === 'resolution' && e.turn === game.turn && e.record);
  const kinds = new Map<string, Map<string, SheetItem>>();
  let resolutions = 0;
  const doneBy: string[] = [];
  for (const e of live) {
    const r = e.record as unknown as Record<string, unknown> & { procedure: string; outcome?: { code?: string } };
    if (r.procedure === 'done' && typeof r.umpire === 'string' && !doneBy.includes(r.umpire)) doneBy.push(r.umpire);
    if (NOT_SUBJECT_LINES.has(r.procedure)) continue;
    resolutions++;
    const said = systems.map((s) => s.sheet?.said?.(r, lang)).find((x) => x !== undefined);
    const text = `${r.procedure}${said ? `: ${said}` : r.outcome?.code ? ` ${r.outcome.code}` : ''}`;
    // In words (issue 40 item 7): the procedure by its name, then what was said or the outcome's own text, cut short.
    const outcome = typeof (r.outcome as { text?: unknown } | undefined)?.text === 'string' ? clip(String((r.outcome as { text: string }).text), SHEET_OUTCOME_AT) : '';
    const words = `${procedureWords(r.procedure, lang)}${said ? `: ${said}` : outcome ? `: ${outcome}` : ''}`;
    const subjects = subjectsOf(r);
    // A map move names its pieces (`piece`, `pieces`): each under the kind the state keeps it as.
    for (const id of [r.piece, ...(Array.isArray(r.pieces) ? r.pieces : [])]) {
      if (typeof id !== 'string' || id === '') continue;
      const k = kindOfPiece(game, id);
      if (!(subjects[k] ?? []).includes(id)) subjects[k] = [...(subjects[k] ?? []), id];
    }
    for (const [kind, ids] of Object.entries(subjects)) {
      for (const id of ids ?? []) {
        const m = kinds.get(kind) ?? new Map<string, SheetItem>();
        kinds.set(kind, m);
        const item = m.get(id) ?? { id, did: [], words: [], by: [] };
        m.set(id, item);
        item.did.push(text);
        item.words.push(words);
        if (e.by !== undefined && !item.by.includes(e.by)) item.by.push(e.by);
      }
    }
  }
  const sectors = (game as unknown as TablesState).sectors ?? {};
  const tables = Object.keys(sectors).length > 0 ? { done: doneBy.filter((u) => Object.hasOwn(sectors, u)), waiting: tablesWaiting(game as unknown as TablesState) } : null;
  const sections = (await Promise.all(systems.map((s) => s.sheet?.sections?.(game, live, lang) ?? []))).flat().filter((s) => s.lines.length > 0);
  const started = turnStart(entries, game.turn);
  return {
    turn: game.turn,
    started,
    resolutions,
    kinds: [...kinds].map(([kind, m]) => ({ kind, items: [...m.values()] })),
    sections,
    tables,
    clocks: turnClocks(game, started, now, lang),
  };
}

/** A kind's heading on the sheet ("Crowds"): the engine's words for its own kinds, else the kind itself. */
export function kindTitle(kind: string, lang: Lang): string {
  if (Object.hasOwn(SUBJECT_KINDS, kind) || kind === 'piece') return t(lang, `sheet.kind.${kind}`);
  // A system's kind (a figure, a team): its own word for it (`guide.kind.<key>`, as the pick lists say it).
  for (const k of loadedSystems().flatMap((x) => x.idKinds ?? [])) {
    const last = k.key.split('.').at(-1)!;
    const one = last.endsWith('ies') ? `${last.slice(0, -3)}y` : last.endsWith('s') ? last.slice(0, -1) : last;
    if (one === kind && hasMessage(lang, `guide.kind.${k.key}`)) return t(lang, `guide.kind.${k.key}`);
  }
  return t(lang, 'sheet.kind.other', { kind });
}
