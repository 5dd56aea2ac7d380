// The turn log's codec and fold, in one place (issue 43): the one schema of a
// log entry (valibot, beside the state's in src/state/schema.ts), which every
// reader (parseEntry: both stores, verify, rebuild, import, follow) and every
// writer (checkWritten: src/state/transaction.ts, init) passes each entry
// through before it is folded or written; the fold step (applyEntry), where an
// undo must take back exactly what it names (U286); and the fold of a whole
// log's text up to its first bad line (readLogUpToBadText, foldLog). No file
// is read or written here (src/state/store.ts, src/state/pg-store.ts do).
import * as v from 'valibot';
import type * as Crypto from 'node:crypto';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { clip } from '../render/clip.js';
import type { Game } from '../engine/system.js';
import type { Effect } from '../rules/types.js';
import { EntryError, entryWhy } from './entry-error.js';
import { applyEffects, canonicalJson, invertEffects, isReservedId } from './effects.js';
import { initialGame } from './scenario.js';
import { checkStateFile, isRngState, RNG_EXACT, schemaProblem, type StateProblem } from './schema.js';
import { STATE_SCHEMA, type LogEntry } from './log.js';

const createHash = (algorithm: string) => (process.getBuiltinModule('node:crypto') as typeof Crypto).createHash(algorithm);

/** Short hash of one log line; each line carries the hash of the one before. */
export function lineHash(line: string): string {
  // crypto.hash (Node 20.12+): one call, no Hash object per line (a batch hashes each of its lines).
  const c = process.getBuiltinModule('node:crypto') as typeof Crypto & { hash?: (alg: string, data: string, enc: 'hex') => string };
  return (c.hash ? c.hash('sha256', line, 'hex') : createHash('sha256').update(line).digest('hex')).slice(0, 16);
}

// --- The one schema of a log entry (U286) -----------------------------------

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const finite = v.pipe(v.number(), v.finite());
/** A dice position the generator can reach (isRngState: the carry a whole number, each seed a multiple of 2^-32 in [0, 1)). */
const rngState = v.nullable(v.pipe(v.object({ c: finite, s0: finite, s1: finite, s2: finite }), v.check((x: { c: number; s0: number; s1: number; s2: number }) => isRngState(x), RNG_EXACT)));
const rng = v.object({ before: rngState, after: rngState, seed: v.optional(v.string()) });
const path = v.pipe(v.string(), v.minLength(1), v.maxLength(1000));
const effect = v.variant('op', [
  v.object({ op: v.literal('set'), path, value: v.unknown(), prev: v.optional(v.unknown()) }),
  v.object({ op: v.literal('add'), path, value: finite, prev: v.optional(finite) }),
  v.object({ op: v.literal('del'), path, prev: v.optional(v.unknown()) }),
]);
const effects = v.array(effect);
const modifier = v.object({ key: v.optional(v.string()), label: v.string(), value: finite });
const record = v.looseObject({
  procedure: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,63}$/)),
  edition: v.picklist(['en', 'fr']),
  rolls: v.array(v.object({ die: v.pipe(v.string(), v.regex(/^d\d{1,4}$/)), value: finite, source: v.picklist(['rng', 'entered']), label: v.string() })),
  modifiers: v.array(modifier),
  total: v.nullable(finite),
  outcome: v.object({ code: v.string(), text: v.string() }),
  effects,
  notes: v.array(v.string()),
  thresholds: v.optional(v.array(v.object({ label: v.string(), base: v.object({ label: v.string(), value: finite }), modifiers: v.array(modifier), value: finite }))),
});
/** What every entry has, whatever its kind. */
const COMMON = {
  seq: int(1),
  cmd: int(1),
  at: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/)),
  turn: int(1),
  by: v.optional(v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.-]{1,32}$/u))),
  cross: v.optional(v.literal(true)),
  argv: v.optional(v.array(v.string())),
  rng: v.optional(rng),
  rngAt: v.optional(rngState),
  prev: v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{16})?$/)),
};
const scenario = v.pipe(v.looseObject({ title: v.string(), edition: v.picklist(['en', 'fr']) }), v.check((x) => !Array.isArray(x)));
/** A field another kind of entry has: absent here (a reader that looks at it whatever the kind would read a forged one). */
const none = v.optional(v.never());
/** The schema of one log entry: its kind says which fields it must have, and which it must not. */
export const LOG_ENTRY = v.variant('kind', [
  // The init is the log's first entry, its own command.
  v.looseObject({ ...COMMON, kind: v.literal('init'), seq: int(1, 1), cmd: int(1, 1), scenario, record: none, undoes: none, effects: none, rngAt: none }),
  v.looseObject({ ...COMMON, kind: v.literal('resolution'), seq: int(2), cmd: int(2), record, scenario: none, undoes: none, effects: none }),
  v.looseObject({ ...COMMON, kind: v.literal('undo'), seq: int(2), cmd: int(2), undoes: v.pipe(v.array(int(1)), v.minLength(1)), effects, scenario: none, record: none }),
]);

/** Why a line is not a log entry: a catalogue key and its params (`problemKey`), and the same in English. */
export class EntryFault {
  readonly text: string;
  constructor(readonly params: Record<string, string | number>) {
    const { problemKey, ...rest } = params;
    this.text = problemKey === undefined ? String(params.problem ?? '') : t('en', String(problemKey), withNested(rest));
  }
}

/** The nested keys of a fault's params said in English (for the fault's text; the UserError says them in the game's language). */
function withNested(p: Record<string, string | number>): Record<string, string | number> {
  const out = { ...p };
  for (let pass = 0; pass < 3; pass++) for (const k of Object.keys(p)) if (k.endsWith('Key')) out[k.slice(0, -3)] = t('en', String(p[k]), out);
  return out;
}

/** A fault said in `lang` (a follower's warning line). */
export function faultText(f: EntryFault, lang: 'en' | 'fr'): string {
  const { problemKey, ...rest } = f.params;
  if (problemKey === undefined) return f.text;
  const out: Record<string, string | number> = { ...rest };
  for (let pass = 0; pass < 3; pass++) for (const k of Object.keys(rest)) if (k.endsWith('Key')) out[k.slice(0, -3)] = t(lang, String(rest[k]), out);
  return t(lang, String(problemKey), out);
}

/** The params of a fault for the UserError that names its line. */
export const entryProblem = (f: EntryFault): Record<string, string | number> => f.params;

/** The first problem the schema finds in a parsed line, as a fault (its field, what is wrong with it), or null. */
export function entryShapeProblem(raw: unknown): EntryFault | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return new EntryFault({ problemKey: 'err.p.entry-not-entry' });
  const p = schemaProblem(LOG_ENTRY, raw);
  if (p) {
    const { problemKey, ...params } = p.params;
    // A value the line holds is quoted cut (a forged line of megabytes is one short line: U287).
    const shown = Object.fromEntries(Object.entries(params).map(([k, x]) => [k, typeof x === 'string' ? clip(x) : x]));
    return new EntryFault({ problemKey: 'err.p.entry-field', field: p.field, whatKey: String(problemKey), ...shown });
  }
  const e = raw as LogEntry;
  if (e.cmd > e.seq) return new EntryFault({ problemKey: 'err.p.entry-cmd-after', cmd: e.cmd, seq: e.seq });
  return effectIdProblem(e.kind === 'undo' ? 'effects' : 'record.effects', (e.kind === 'undo' ? e.effects : e.record?.effects) ?? []);
}

/**
 * The first key an entry's effects would make in the game that breaks a
 * scenario's id rules (U350, issue 43 F5): no segment of a path and no key of
 * a value set is a built-in property name (`toString`, `valueOf`:
 * isReservedId), and every thing a value sets that has an `id` (a crowd a
 * split makes, a unit a detach makes, a casualty) has one the program
 * could make (MADE_ID), the value set under its own id. A forged line that follows on cannot add a
 * crowd `toString` that import carries into the database.
 */
function effectIdProblem(field: string, effects: readonly Effect[]): EntryFault | null {
  const fault = (at: string, whatKey: string, id: string) => new EntryFault({ problemKey: 'err.p.entry-field', field: at, whatKey, id: clip(id) });
  for (const [i, e] of effects.entries()) {
    const parts = e.path.split('.');
    const reserved = parts.find((p) => isReservedId(p));
    if (reserved !== undefined) return fault(`${field}.${i}.path`, 'err.s.reserved-id', reserved);
    if (e.op !== 'set') continue;
    const bad = valueIdProblem(e.value, parts[parts.length - 1], 0);
    if (bad) return fault(`${field}.${i}.value${bad.at}`, bad.key, bad.id);
  }
  return null;
}

/** An id the program makes or takes (a scenario's, ID_RE; a sniper's position may start with a digit: POSITION_ID in src/commands/civil-disorder/sniper.ts), as the state's schema takes it. */
const MADE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** In a value an effect sets (under `key`), the first key or id that breaks the id rules, where, and which rule. */
function valueIdProblem(value: unknown, key: string | null, depth: number): { at: string; key: string; id: string } | null {
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [i, x] of value.entries()) {
      const bad = valueIdProblem(x, null, depth + 1);
      if (bad) return { ...bad, at: `.${i}${bad.at}` };
    }
    return null;
  }
  const obj = value as Record<string, unknown>;
  if (typeof obj.id === 'string' && (!MADE_ID.test(obj.id) || isReservedId(obj.id) || (key !== null && key !== obj.id))) {
    return { at: '.id', key: isReservedId(obj.id) ? 'err.s.reserved-id' : 'err.s.bad-id', id: obj.id };
  }
  for (const [k, x] of Object.entries(obj)) {
    if (isReservedId(k)) return { at: `.${k}`, key: 'err.s.reserved-id', id: k };
    const bad = valueIdProblem(x, null, depth + 1);
    if (bad) return { ...bad, at: `.${k}${bad.at}` };
  }
  return null;
}

/** Parses one log line through the schema of an entry, or says why it is not one. */
export function parseEntry(line: string): LogEntry | EntryFault {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return new EntryFault({ problemKey: 'err.p.entry-not-json' });
  }
  return entryShapeProblem(raw) ?? (raw as LogEntry);
}

/** A writer's own check of the entries it is about to write (U286): an entry the schema refuses is a bug, never written. */
export function checkWritten(entries: readonly LogEntry[]): void {
  for (const e of entries) {
    const f = entryShapeProblem(e);
    if (f) throw new Error(`umpire wrote a log entry its schema refuses (entry ${e.seq}): ${f.text}`);
  }
}

/**
 * The dice position a log leaves, from its lines newest first: `{ at }` the
 * `after` of the last entry that used the program's dice, or null when none
 * did (the init's: the generator is seeded at the first roll), or the
 * `rngAt` of an entry that left them unmoved (every resolution written since
 * issue 45 has one or the other: the last line answers); 'bad' when a line on
 * the way is no entry (verify's to say); undefined when these lines end first.
 * A line without `"rng":` or `"rngAt":` holds no dice position and is not parsed.
 */
export function diceLeftBy(linesNewestFirst: Iterable<string>): { at: Game['rng']['state'] } | 'bad' | undefined {
  for (const line of linesNewestFirst) {
    const init = line.includes('"kind":"init"');
    if (!init && !line.includes('"rng":') && !line.includes('"rngAt":')) continue;
    const e = parseEntry(line);
    if (e instanceof EntryFault) return 'bad';
    if (e.rng) return { at: e.rng.after };
    if (e.rngAt !== undefined) return { at: e.rngAt };
    if (e.kind === 'init') return { at: null };
  }
  return undefined;
}

// --- The fold --------------------------------------------------------------

/** What a fold remembers of the entries it applied: what a later undo may name (U286). */
export class FoldBook {
  private resolutions = new Map<number, LogEntry>();
  private undone = new Set<number>();

  /** After an entry is applied. */
  note(e: LogEntry): void {
    if (e.kind === 'init') {
      this.resolutions.clear();
      this.undone.clear();
    } else if (e.kind === 'resolution') this.resolutions.set(e.seq, e);
    else for (const s of e.undoes ?? []) this.undone.add(s);
  }

  /**
   * The resolutions an undo takes back, or the EntryError saying why it
   * cannot: each one an earlier resolution not undone yet, in log order, and
   * together every resolution of one command still in force (what `umpire
   * undo` takes back: src/commands/undo.ts lastUndoable).
   */
  targets(e: LogEntry): LogEntry[] {
    const seqs = e.undoes ?? [];
    const out: LogEntry[] = [];
    for (const [i, s] of seqs.entries()) {
      const r = s < e.seq ? this.resolutions.get(s) : undefined;
      if (r === undefined) throw new EntryError('err.p.entry.undo-unknown', { seq: e.seq, target: clip(String(s)) });
      if (this.undone.has(s)) throw new EntryError('err.p.entry.undo-again', { seq: e.seq, target: s });
      if (i > 0 && s <= seqs[i - 1]) throw new EntryError('err.p.entry.undo-order', { seq: e.seq });
      out.push(r);
    }
    const cmd = out[0]?.cmd;
    const whole = [...this.resolutions.values()].filter((r) => r.cmd === cmd && !this.undone.has(r.seq)).map((r) => r.seq);
    if (out.some((r) => r.cmd !== cmd) || whole.length !== out.length) throw new EntryError('err.p.entry.undo-partial', { seq: e.seq, expected: whole.join(', ') });
    return out;
  }
}

/** A fold's book built from entries already folded (a writer catching up on lines after its state). */
export function bookOf(entries: readonly LogEntry[]): FoldBook {
  const book = new FoldBook();
  for (const e of entries) book.note(e);
  return book;
}

/** The dice position as the fold compares it. */
const rngText = (r: unknown) => JSON.stringify(r ?? null);

/**
 * Applies one entry to the game (the fold step), `book` remembering what it
 * applied (every fold keeps one: an undo is checked against what it names).
 */
export function applyEntry(game: Game | null, entry: LogEntry, book: FoldBook): Game {
  if (entry.kind === 'init') {
    if (!entry.scenario) throw new EntryError('err.p.entry.init-no-scenario', { seq: entry.seq });
    book.note(entry);
    return initialGame(entry.scenario) as unknown as Game;
  }
  if (!game) throw new EntryError('err.p.entry.no-init', { seq: entry.seq });
  if (entry.rng && rngText(entry.rng.before) !== rngText(game.rng.state)) {
    // The dice position follows on from the entry before (a rewound or forged one would replay known dice).
    throw new EntryError('err.p.entry.rng-jump', { seq: entry.seq });
  }
  if (entry.kind === 'undo') game = applyUndo(game, entry, book);
  else applyEffects(game, entry.record?.effects ?? []);
  if (entry.rngAt !== undefined && (entry.rng || rngText(entry.rngAt) !== rngText(game.rng.state))) {
    // A position said unmoved is the one the entries before left (the next writer's dice check trusts it).
    throw new EntryError('err.p.entry.rng-jump', { seq: entry.seq });
  }
  if (entry.rng) {
    // And is one Alea can reach.
    if (entry.rng.after !== null && !isRngState(entry.rng.after)) throw new EntryError('err.p.entry.rng-range', { seq: entry.seq });
    game.rng.state = entry.rng.after;
    if (entry.rng.seed !== undefined) game.rng.seed = entry.rng.seed;
  }
  book.note(entry);
  return game;
}

/**
 * An undo takes back exactly what it names (U286): its effects are what
 * applying the inverse of its targets' effects, newest first, records (as
 * `umpire undo` writes them), and its dice position goes back to the one
 * before its first target that rolled, or stays. Applied to a copy: a refused
 * undo changes nothing.
 */
function applyUndo(game: Game, entry: LogEntry, book: FoldBook): Game {
  const targets = book.targets(entry);
  const inverse: Effect[] = [];
  for (const r of [...targets].reverse()) inverse.push(...invertEffects(r.record?.effects ?? []));
  const next = structuredClone(game);
  let applied: Effect[];
  try {
    applied = applyEffects(next, inverse);
  } catch {
    throw new EntryError('err.p.entry.undo-effects', { seq: entry.seq });
  }
  if (canonicalJson(applied) !== canonicalJson(entry.effects ?? [])) throw new EntryError('err.p.entry.undo-effects', { seq: entry.seq });
  if (entry.rng) {
    const rolled = targets.find((r) => r.rng);
    const allowed = [rngText(game.rng.state), ...(rolled ? [rngText(rolled.rng!.before)] : [])];
    if (!allowed.includes(rngText(entry.rng.after))) throw new EntryError('err.p.entry.undo-rng', { seq: entry.seq });
  }
  return next;
}

/**
 * How many of the last whole entries belong to the command whose write was cut
 * off: one command's entries (one `cmd` group, e.g. next-turn and the gas it
 * makes effective) are appended in one write, so when the unfinished last line
 * continues the group of the whole lines before it, those lines are the first
 * part of an interrupted command and are not folded (nothing half-applied; the
 * command never reported them). 0 when there is no unfinished line or it
 * starts another group. An unfinished line too short to name its group (cut
 * before `"cmd":N,`) is taken as starting its own.
 */
export function interruptedEntries(entries: readonly Pick<LogEntry, 'cmd'>[], partial: Buffer): number {
  if (entries.length === 0 || partial.length === 0) return 0;
  const m = /^\{"seq":\d+,"cmd":(\d+),/.exec(partial.subarray(0, 64).toString('latin1'));
  const cmd = entries[entries.length - 1].cmd;
  if (!m || Number(m[1]) !== cmd) return 0;
  let n = 0;
  while (n < entries.length && entries[entries.length - 1 - n].cmd === cmd) n += 1;
  return n;
}

/** A log read up to its first bad line (readLogUpToBadText). */
export interface LogRead {
  entries: LogEntry[];
  bytes: number;
  hash: string;
  partial: number;
  text: Buffer;
  bad: { line: number; error: UserError } | null;
  /** The fold of the entries (when `fold`). */
  game: Game | null;
}

/**
 * A log's text (a file's, or the database store's lines), `logFile` naming
 * it, read up to its first bad line: not an entry (the schema), out of order,
 * the hash chain broken, an undo naming what it cannot take back, or (when
 * `fold`) an entry that cannot be applied or gives an impossible state.
 */
export function readLogUpToBadText(text: Buffer, logFile: string, fold = true): LogRead {
  const entries: LogEntry[] = [];
  /** Where each entry's line ends (bytes). */
  const ends: number[] = [];
  let hash = '';
  let bytes = 0;
  let game: Game | null = null;
  const book = new FoldBook();
  for (let i = 0; ; i++) {
    const nl = text.indexOf(0x0a, bytes);
    if (nl < 0) {
      // The whole lines of a command whose write was cut off are part of its unfinished end.
      const cut = interruptedEntries(entries, text.subarray(bytes));
      if (cut > 0) {
        const first = entries.length - cut;
        hash = entries[first].prev;
        bytes = ends[first - 1] ?? 0;
        entries.splice(first);
        if (fold) game = entries.length > 0 ? foldLog(entries, logFile) : null;
      }
      // A line that follows on but leads to a state no command could make (a forged `rl = 99`) is the first bad line.
      const invalid = fold && game ? firstInvalidEntry(entries, game) : null;
      if (invalid) {
        const k = entries.findIndex((x) => x.seq === invalid.seq);
        const kept = entries.slice(0, k);
        const bad = new UserError('log-unreadable', { file: logFile, line: invalid.seq, ...invalidParams(invalid.problem) });
        return { entries: kept, bytes: ends[k - 1] ?? 0, hash: entries[k].prev, partial: 0, text, bad: { line: invalid.seq, error: bad }, game: kept.length > 0 ? foldLog(kept, logFile) : null };
      }
      return { entries, bytes, hash, partial: text.length - bytes, text, bad: null, game };
    }
    const line = text.subarray(bytes, nl).toString('utf8');
    const stop = (params: Record<string, string | number>) => ({ entries, bytes, hash, partial: 0, text, bad: { line: i + 1, error: new UserError('log-unreadable', { file: logFile, line: i + 1, ...params }) }, game });
    const e = parseEntry(line);
    if (e instanceof EntryFault) return stop(entryProblem(e));
    if (e.seq !== i + 1) return stop({ problemKey: 'err.p.log-seq', seq: e.seq, expected: i + 1 });
    if (e.prev !== hash) return stop({ problemKey: 'err.p.log-hash' });
    try {
      // Without the fold, what an undo names is still checked (log, summary and report read what is in force).
      if (fold) game = applyEntry(game, e, book);
      else {
        if (e.kind === 'undo') book.targets(e);
        book.note(e);
      }
    } catch (err) {
      return stop({ problemKey: 'err.p.log-cannot-apply', ...entryWhy(err) });
    }
    hash = lineHash(line);
    bytes = nl + 1;
    entries.push(e);
    ends.push(bytes);
  }
}

/** The problem the schema finds in a folded game (src/state/schema.ts), or null. */
export function gameProblem(game: Game, seq: number): StateProblem | null {
  return checkStateFile({ schema: STATE_SCHEMA, log: { file: 'log', seq, bytes: 1, hash: '0000000000000000' }, game });
}

/** What the schema finds wrong in a game folded up to entry `seq` (verify's finding), as catalogue params under `problemKey`, or null. */
export function foldProblem(game: Game, seq: number): Record<string, string | number> | null {
  const p = gameProblem(game, seq);
  return p ? invalidParams(p) : null;
}

/** The UserError params of an entry whose fold breaks the schema. */
export function invalidParams(p: StateProblem): Record<string, string | number> {
  const { problemKey, ...params } = p.params;
  return { problemKey: 'err.p.log-invalid-state', field: p.field, whatKey: String(problemKey), ...params };
}

/**
 * When the fold of `entries` (`game`) breaks the schema, the first entry after
 * which it does, and the problem; null when the game is sound. Only a broken
 * game pays for the fold again entry by entry (issue 34: a forged line that
 * followed on bricked the game, `rebuild` rebuilding the same RL 99).
 */
function firstInvalidEntry(entries: readonly LogEntry[], game: Game): { seq: number; problem: StateProblem } | null {
  if (!gameProblem(game, entries[entries.length - 1].seq)) return null;
  let g: Game | null = null;
  const book = new FoldBook();
  for (const e of entries) {
    g = applyEntry(g, e, book);
    const problem = gameProblem(g, e.seq);
    if (problem) return { seq: e.seq, problem };
  }
  return null;
}

/**
 * Folds a whole log into a game: `log.reduce(apply, initial(scenario))`. An
 * entry that cannot be applied (a hand-edited log) is a UserError naming its line.
 */
export function foldLog(entries: readonly LogEntry[], file = 'the turn log'): Game {
  let game: Game | null = null;
  const book = new FoldBook();
  for (const e of entries) {
    try {
      game = applyEntry(game, e, book);
    } catch (err) {
      if (err instanceof UserError) throw err;
      throw new UserError('log-unreadable', { file, line: e.seq, problemKey: 'err.p.log-cannot-apply', ...entryWhy(err) });
    }
  }
  if (!game) throw new UserError('log-unreadable', { file, line: 1, problemKey: 'err.p.log-empty' });
  const invalid = firstInvalidEntry(entries, game);
  if (invalid) throw new UserError('log-unreadable', { file, line: invalid.seq, ...invalidParams(invalid.problem) });
  return game;
}
