// One command's read-modify-write of the game: under the lock, read the state
// once, let the command record resolutions, then append their log lines and
// write the state once. If the command fails, nothing is written.
//
// Batch mode (`umpire batch`) runs many command lines in one transaction: it
// sets an ambient transaction (runAmbient) that `transact` and `readGame` use
// instead of taking the lock and reading the file again. Each command inside
// is its own `cmd` group in the log; everything is written once at the end.
import { Rng, ResolutionDice } from '../dice.js';
import type { Effect, Resolution } from '../rules/types.js';
import { applyEffects, canonicalJson, invertEffects } from './effects.js';
import { isUserError, UserError } from '../errors.js';
import { checkCommandOn } from '../engine/registry.js';
import { type Paths } from './store.js';
import { checkWritten, lineHash } from './log-codec.js';
import { storeFor, type GameStore } from './backend.js';
import { type LogEntry, type StateFile } from './log.js';
import { entryJson } from './record-json.js';
import { umpireName } from './store-url.js';
import type { Game } from '../engine/system.js';

export interface TxOptions {
  paths: Paths;
  env: NodeJS.ProcessEnv;
  /** The command line, recorded in each entry for the reviewer. */
  argv: string[];
  /** --seed: reseed the PRNG for this command (and from then on). */
  seed?: string;
  /** Diagnostics (stderr). */
  warn: (msg: string) => void;
  /** Clock, for tests. */
  now?: () => Date;
}

type Draft = Omit<LogEntry, 'seq' | 'cmd' | 'prev'>;

/** Where a batch line can go back to when it fails (Tx.mark / Tx.rollback). */
export interface TxMark {
  drafts: number;
  groups: number;
  rng: Game['rng'];
  opts: TxOptions;
  seedUsed: boolean;
}

/** The working state of one command. */
export class Tx {
  /** Entries queued and not yet sealed; `drafts[i]` is the transaction's entry number `sealedCount + i`. */
  readonly drafts: Draft[] = [];
  /** Entry numbers (from 0) where a command's entries begin (its `cmd` group); a lone command is one group. */
  readonly groups: number[] = [0];
  /** Log lines of the entries sealed so far (a batch's finished lines, see seal()), and the hash of the last. */
  readonly sealed: string[] = [];
  private sealedHash: string | null = null;
  /** `seq` of the last entry already in the log when the transaction began. */
  logSeq = 0;
  /** The state file the transaction read (its `game` is this `game`). */
  file?: StateFile;
  /** The store the transaction works on (set by `transact`; a scratch Tx has none). */
  store?: GameStore;
  private rngObj: Rng | null = null;
  private seedUsed = false;

  constructor(
    readonly game: Game,
    private opts: TxOptions,
  ) {}

  /** Entries queued so far, sealed or not. */
  get count(): number {
    return this.sealed.length + this.drafts.length;
  }

  /** Batch: the next command of the batch begins (own argv, own --seed, own `cmd` group). */
  beginCommand(argv: string[], seed: string | undefined, env?: NodeJS.ProcessEnv): void {
    // A line's own environment: its --umpire and --cross (src/commands/batch.ts).
    this.opts = { ...this.opts, argv, ...(env ? { env } : {}) };
    if (seed !== undefined) {
      this.opts.seed = seed;
      this.rngObj = null;
      this.seedUsed = false;
    }
    if (this.groups[this.groups.length - 1] !== this.count) this.groups.push(this.count);
  }

  /** Batch: the position to roll back to if the next line fails. */
  mark(): TxMark {
    return { drafts: this.count, groups: this.groups.length, rng: structuredClone(this.game.rng), opts: this.opts, seedUsed: this.seedUsed };
  }

  /**
   * Batch: turns the entries queued so far into their log lines (numbered and
   * chained as they will be written) and lets their objects go, so that a
   * batch of 10,000 lines does not keep 10,000 resolution records alive until
   * its end. Nothing sealed can be rolled back: seal after a line succeeded.
   */
  seal(): void {
    if (this.drafts.length === 0) return;
    const log = this.file?.log ?? { seq: this.logSeq, hash: '' };
    const { lines, hash } = chainEntries({ log: { ...log, hash: this.sealedHash ?? log.hash } } as StateFile, this.drafts, this.groups, this.sealed.length);
    for (const l of lines) this.sealed.push(l);
    this.sealedHash = hash;
    this.drafts.length = 0;
  }

  /** The log lines of every entry (sealing what is left) and the hash of the last. */
  lines(): { lines: string[]; hash: string | null } {
    this.seal();
    return { lines: this.sealed, hash: this.sealedHash };
  }

  /** Batch: takes back the effects of the entries queued since `m` (a failed line under --keep-going). */
  rollback(m: TxMark): void {
    if (m.drafts < this.sealed.length) throw new Error('a sealed entry cannot be rolled back');
    for (const d of this.drafts.splice(m.drafts - this.sealed.length).reverse()) {
      applyEffects(this.game, invertEffects((d.kind === 'undo' ? d.effects : d.record?.effects) ?? []));
    }
    this.groups.splice(m.groups);
    this.game.rng = m.rng;
    this.opts = m.opts;
    this.seedUsed = m.seedUsed;
    this.rngObj = null;
  }

  /** Entries for the entry numbers from `from` on (not sealed), numbered as they will be logged (`prev` is filled in when written). */
  pendingEntries(from: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = from; i < this.count; i++) {
      let g = this.groups.length - 1;
      while (g > 0 && this.groups[g] > i) g--;
      out.push({ seq: this.logSeq + 1 + i, cmd: this.logSeq + 1 + this.groups[g], prev: '', ...this.drafts[i - this.sealed.length] } as LogEntry);
    }
    return out;
  }

  /** The game's PRNG, continuing from its saved position (or from --seed). */
  rng(): Rng {
    if (!this.rngObj) {
      this.rngObj = this.opts.seed !== undefined && !this.seedUsed ? new Rng(this.opts.seed) : new Rng(this.game.rng.seed, this.game.rng.state);
    }
    return this.rngObj;
  }

  /** Dice for one resolution: the entered values, or the game's PRNG. */
  dice(entered: number[] | null, asking = false): ResolutionDice {
    return new ResolutionDice(entered ? null : this.rng(), entered, asking);
  }

  /** Applies a resolution's effects to the game and queues its log entry (in `turn` when given: a check of the turn just ended). */
  record(res: Resolution, turn?: number): Resolution {
    if (res.refused) throw new Error('a refused resolution is not recorded');
    const rngBefore = this.game.rng.state;
    const applied = applyEffects(this.game, res.effects);
    const stored: Resolution = { ...res, effects: applied };
    // Field by field in the entry's order (at, kind, turn, by, cross, argv, record, rng or rngAt): its JSON is the log line.
    const draft = { at: (this.opts.now?.() ?? new Date()).toISOString(), kind: 'resolution', turn: turn ?? this.turnOf(res, applied) } as Draft;
    const name = umpireName(this.opts.env);
    if (name !== undefined) draft.by = name;
    if (this.crossed) draft.cross = true;
    draft.argv = this.opts.argv;
    draft.record = stored;
    if (this.rngObj?.used) {
      const after = this.rngObj.state();
      draft.rng = { before: rngBefore, after };
      if (this.opts.seed !== undefined && !this.seedUsed) {
        draft.rng.seed = this.opts.seed;
        this.game.rng.seed = this.opts.seed;
        this.seedUsed = true;
      }
      this.game.rng.state = after;
      this.rngObj.used = false;
    } else {
      // Where the dice stand, unmoved: the last line tells the next writer's dice check (checkDice) without reading back.
      draft.rngAt = this.game.rng.state;
    }
    this.drafts.push(draft);
    return stored;
  }

  /** Queues an undo entry (inverse effects and the PRNG position to go back to). */
  undo(undoes: number[], effects: Effect[], rngAfter: Game['rng']['state']): void {
    const before = this.game.rng.state;
    const applied = applyEffects(this.game, effects);
    this.game.rng.state = rngAfter;
    this.drafts.push({
      at: (this.opts.now?.() ?? new Date()).toISOString(),
      kind: 'undo',
      turn: this.game.turn,
      ...this.by(),
      argv: this.opts.argv,
      undoes,
      effects: applied,
      rng: { before, after: rngAfter },
    });
  }

  /** The command resolves a subject in another umpire's sector (--cross): its entries say so. */
  crossed = false;

  /** The umpire the command names (--umpire, UMPIRE_NAME), or undefined (the control). */
  umpire(): string | undefined {
    return umpireName(this.opts.env);
  }

  /** The umpire's name for an entry (`by`), when the command names one (--umpire, UMPIRE_NAME); `cross` when it crossed. */
  private by(): { by?: string; cross?: true } {
    const name = umpireName(this.opts.env);
    return { ...(name === undefined ? {} : { by: name }), ...(this.crossed ? { cross: true as const } : {}) };
  }

  /**
   * The turn an entry belongs to: the one the game is in. An entry that moves
   * the turn begins the turn it moves to (Guérilla Urbaine's initiative, l.66)
   * and belongs to it, but for the turn advance itself (`next-turn`), which
   * ends the turn before its effects moved it (issue 40, U237).
   */
  private turnOf(res: Resolution, applied: Effect[]): number {
    const turnSet = applied.find((e) => e.path === 'turn' && e.op === 'set');
    return res.procedure === 'next-turn' && turnSet && typeof turnSet.prev === 'number' ? turnSet.prev : this.game.turn;
  }
}

/**
 * Builds the log lines for drafts following `sf.log`, chaining their hashes.
 * `groups` (indexes into drafts) start each command's `cmd` group; by default
 * all drafts are one command's.
 */
export function chainEntries(sf: StateFile, drafts: Draft[], groups: readonly number[] = [0], first = 0): { entries: LogEntry[]; lines: string[]; hash: string } {
  let hash = sf.log.hash;
  // The group the first draft is in (the last one starting at or before it: near the end when sealing line by line).
  let g = groups.length;
  while (g > 0 && groups[g - 1] > first) g--;
  let cmd = sf.log.seq + 1 + (g > 0 ? groups[g - 1] : 0);
  const entries: LogEntry[] = [];
  const lines: string[] = [];
  drafts.forEach((d, k) => {
    // `first`: the number of the first draft among the transaction's entries (the ones before it sealed already).
    const i = first + k;
    while (g < groups.length && groups[g] <= i) cmd = sf.log.seq + 1 + groups[g++];
    const entry: LogEntry = { seq: sf.log.seq + 1 + i, cmd, prev: hash, ...d } as LogEntry;
    // JSON.stringify(entry), with the record's text shared with its --json output (record-json.ts).
    const line = entryJson(entry);
    entries.push(entry);
    lines.push(line);
    hash = lineHash(line);
  });
  // Every writer's entries pass the one schema of a log entry before they are written (U286).
  checkWritten(entries);
  return { entries, lines, hash };
}

/** Appends drafts to the log and saves the state (log first: it is the source of truth). */
export async function commit(store: GameStore, sf: StateFile, drafts: Draft[], groups?: readonly number[]): Promise<LogEntry[]> {
  const { entries, lines, hash } = chainEntries(sf, drafts, groups);
  await store.write(sf, lines, hash);
  return entries;
}

/**
 * Commits a transaction's entries. Entries a batch sealed are written from
 * their lines and not returned (the batch counts them: Tx.count).
 */
async function commitTx(store: GameStore, sf: StateFile, tx: Tx): Promise<LogEntry[]> {
  if (tx.sealed.length === 0) return commit(store, sf, tx.drafts, tx.groups);
  const { lines, hash } = tx.lines();
  await store.write(sf, lines, hash ?? sf.log.hash);
  return [];
}

/**
 * Runs `fn` on the game under the lock. When `fn` returns, its recorded
 * entries are appended and the state saved; when it throws, nothing is written.
 */
export async function transact<T>(
  opts: TxOptions,
  fn: (tx: Tx) => T | Promise<T>,
): Promise<{ value: T; entries: LogEntry[]; game: Game }> {
  const amb = ambient;
  if (amb) {
    // Inside a batch: the batch's transaction, lock and state; written when the batch ends.
    sameState(amb, opts.paths);
    checkCommandOn(amb.tx.game);
    amb.tx.beginCommand(opts.argv, opts.seed, opts.env);
    const from = amb.tx.count;
    // A command's work that is not asynchronous is not awaited (no promise more per batch line).
    const r = fn(amb.tx);
    const value = isPromise(r) ? await r : r;
    return { value, entries: amb.tx.pendingEntries(from), game: amb.tx.game };
  }
  const store = await storeFor(opts.paths);
  return store.unit(opts.env, true, async () => {
    const sf = await store.openState(opts.warn, true);
    checkCommandOn(sf.game);
    await checkDice(store, sf);
    const tx = new Tx(sf.game, opts);
    tx.logSeq = sf.log.seq;
    tx.file = sf;
    tx.store = store;
    const value = await inGameLanguage(sf.game, () => fn(tx));
    const entries = tx.count > 0 ? await commitTx(store, sf, tx) : [];
    return { value, entries, game: sf.game };
  }, opts.warn);
}

/**
 * Before anything rolls (issue 43 F6): the state's dice position is the one
 * its log's last entry left (the last that used the program's dice). A state
 * set back to an earlier position would replay dice already rolled: refused,
 * exit 2, nothing written, `rebuild` named (it recomputes the state from the
 * log). A log that cannot be read there is verify's to say.
 */
async function checkDice(store: GameStore, sf: StateFile): Promise<void> {
  const logged = await store.diceAt(sf);
  if (logged !== undefined && canonicalJson(logged.at) !== canonicalJson(sf.game.rng.state)) {
    throw new UserError('rng-rewound', { state: store.stateName, seq: sf.log.seq });
  }
}

function isPromise<T>(v: T | Promise<T>): v is Promise<T> {
  return typeof (v as { then?: unknown } | null)?.then === 'function';
}

/** Runs `fn`; a UserError it throws is said in the game's language unless --lang chose one. */
async function inGameLanguage<T>(game: Game, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUserError(e) && e.lang === undefined) e.lang = game.lang;
    throw e;
  }
}

/** A batch's transaction, shared by the command lines it runs. */
export interface Ambient {
  tx: Tx;
  paths: Paths;
  /** The state file as read when the batch began (its `game` is `tx.game`). */
  sf: StateFile;
}

/**
 * The batch running in this process, if any. A plain variable, not an
 * AsyncLocalStorage: a process runs one command (a batch runs its lines one
 * after the other), and an AsyncLocalStorage makes Node track every promise
 * of the process (2-3 µs of each batch line's ~30 promises; issue 21).
 */
let ambient: Ambient | null = null;

/** Runs `fn` with `amb` as the ambient transaction (batch mode). */
export async function runAmbient<T>(amb: Ambient, fn: () => Promise<T>): Promise<T> {
  if (ambient) throw new Error('a batch is already running in this process');
  ambient = amb;
  try {
    return await fn();
  } finally {
    ambient = null;
  }
}

/** The ambient transaction, when running inside a batch. */
export function currentAmbient(): Ambient | null {
  return ambient;
}

function sameState(amb: Ambient, paths: Paths): void {
  if (paths.state !== amb.paths.state) throw new UserError('batch-other-state', { file: paths.state, batch: amb.paths.state });
}

/** Reads the game (under the lock, so never half-way through another command's write). */
export async function readGame(opts: Pick<TxOptions, 'paths' | 'env' | 'warn'>): Promise<StateFile> {
  const amb = ambient;
  if (amb) {
    // Inside a batch: the game as the batch has it so far (not yet written).
    sameState(amb, opts.paths);
    checkCommandOn(amb.sf.game);
    return amb.sf;
  }
  const store = await storeFor(opts.paths);
  return store.unit(opts.env, false, async () => {
    const sf = await store.openState(opts.warn, false);
    checkCommandOn(sf.game);
    return sf;
  }, opts.warn);
}
