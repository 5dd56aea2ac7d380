// One command's read-modify-write of the game: under the lock, read the state
// once, let the command record resolutions, then append their log lines and
// write the state once. If the command fails, nothing is written.
//
// Batch mode (`umpire batch`) runs many command lines in one transaction: it
// sets an ambient transaction (runAmbient) that `transact` and `readGame` use
// instead of taking the lock and reading the file again. Each command inside
// is its own `cmd` group in the log; everything is written once at the end.
import type { AsyncLocalStorage } from 'node:async_hooks';
import { Rng, ResolutionDice } from '../dice.js';
import type { Effect, Resolution } from '../rules/types.js';
import { applyEffects, invertEffects } from './effects.js';
import { isUserError, UserError } from '../errors.js';
import { checkCommandOn } from '../engine/registry.js';
import {
  appendLines,
  catchUp,
  lineHash,
  readStateFile,
  withLock,
  writeStateFile,
  type Paths,
} from './store.js';
import type { GameState, LogEntry, StateFile } from './types.js';

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
  rng: GameState['rng'];
  opts: TxOptions;
  seedUsed: boolean;
}

/** The working state of one command. */
export class Tx {
  readonly drafts: Draft[] = [];
  /** Indexes into `drafts` where a command's entries begin (its `cmd` group); a lone command is one group. */
  readonly groups: number[] = [0];
  /** `seq` of the last entry already in the log when the transaction began. */
  logSeq = 0;
  /** The state file the transaction read (its `game` is this `game`). */
  file?: StateFile;
  private rngObj: Rng | null = null;
  private seedUsed = false;

  constructor(
    readonly game: GameState,
    private opts: TxOptions,
  ) {}

  /** Batch: the next command of the batch begins (own argv, own --seed, own `cmd` group). */
  beginCommand(argv: string[], seed: string | undefined): void {
    this.opts = { ...this.opts, argv };
    if (seed !== undefined) {
      this.opts.seed = seed;
      this.rngObj = null;
      this.seedUsed = false;
    }
    if (this.groups[this.groups.length - 1] !== this.drafts.length) this.groups.push(this.drafts.length);
  }

  /** Batch: the position to roll back to if the next line fails. */
  mark(): TxMark {
    return { drafts: this.drafts.length, groups: this.groups.length, rng: structuredClone(this.game.rng), opts: this.opts, seedUsed: this.seedUsed };
  }

  /** Batch: takes back the effects of the entries queued since `m` (a failed line under --keep-going). */
  rollback(m: TxMark): void {
    for (const d of this.drafts.splice(m.drafts).reverse()) {
      applyEffects(this.game, invertEffects((d.kind === 'undo' ? d.effects : d.record?.effects) ?? []));
    }
    this.groups.splice(m.groups);
    this.game.rng = m.rng;
    this.opts = m.opts;
    this.seedUsed = m.seedUsed;
    this.rngObj = null;
  }

  /** Entries for the drafts from index `from` on, numbered as they will be logged (`prev` is filled in when written). */
  pendingEntries(from: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = from; i < this.drafts.length; i++) {
      let g = this.groups.length - 1;
      while (g > 0 && this.groups[g] > i) g--;
      out.push({ seq: this.logSeq + 1 + i, cmd: this.logSeq + 1 + this.groups[g], prev: '', ...this.drafts[i] } as LogEntry);
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
  dice(entered: number[] | null): ResolutionDice {
    return new ResolutionDice(entered ? null : this.rng(), entered);
  }

  /** Applies a resolution's effects to the game and queues its log entry. */
  record(res: Resolution): Resolution {
    if (res.refused) throw new Error('a refused resolution is not recorded');
    const rngBefore = this.game.rng.state;
    const applied = applyEffects(this.game, res.effects);
    const stored: Resolution = { ...res, effects: applied };
    const draft: Draft = {
      at: (this.opts.now?.() ?? new Date()).toISOString(),
      kind: 'resolution',
      turn: this.turnBefore(applied),
      argv: this.opts.argv,
      record: stored,
    };
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
    }
    this.drafts.push(draft);
    return stored;
  }

  /** Queues an undo entry (inverse effects and the PRNG position to go back to). */
  undo(undoes: number[], effects: Effect[], rngAfter: GameState['rng']['state']): void {
    const before = this.game.rng.state;
    const applied = applyEffects(this.game, effects);
    this.game.rng.state = rngAfter;
    this.drafts.push({
      at: (this.opts.now?.() ?? new Date()).toISOString(),
      kind: 'undo',
      turn: this.game.turn,
      argv: this.opts.argv,
      undoes,
      effects: applied,
      rng: { before, after: rngAfter },
    });
  }

  /** The turn an entry belongs to: the turn before its own effects moved it. */
  private turnBefore(applied: Effect[]): number {
    const turnSet = applied.find((e) => e.path === 'turn' && e.op === 'set');
    return turnSet && typeof turnSet.prev === 'number' ? turnSet.prev : this.game.turn;
  }
}

/**
 * Builds the log lines for drafts following `sf.log`, chaining their hashes.
 * `groups` (indexes into drafts) start each command's `cmd` group; by default
 * all drafts are one command's.
 */
export function chainEntries(sf: StateFile, drafts: Draft[], groups: readonly number[] = [0]): { entries: LogEntry[]; lines: string[]; hash: string } {
  let hash = sf.log.hash;
  let cmd = sf.log.seq + 1;
  let g = 0;
  const entries: LogEntry[] = [];
  const lines: string[] = [];
  drafts.forEach((d, i) => {
    while (g < groups.length && groups[g] <= i) cmd = sf.log.seq + 1 + groups[g++];
    const entry: LogEntry = { seq: sf.log.seq + 1 + i, cmd, prev: hash, ...d } as LogEntry;
    const line = JSON.stringify(entry);
    entries.push(entry);
    lines.push(line);
    hash = lineHash(line);
  });
  return { entries, lines, hash };
}

/** Appends drafts to the log and saves the state (log first: it is the source of truth). */
export async function commit(paths: Paths, sf: StateFile, drafts: Draft[], groups?: readonly number[]): Promise<LogEntry[]> {
  const { entries, lines, hash } = chainEntries(sf, drafts, groups);
  const bytes = lines.length > 0 ? appendLines(paths, sf.log.bytes, lines) : 0;
  sf.log = { ...sf.log, seq: sf.log.seq + entries.length, bytes: sf.log.bytes + bytes, hash };
  try {
    await writeStateFile(paths, sf);
  } catch (e) {
    // The lock was taken from this command after its entries were logged: the
    // log holds them (it is the truth) and the next command folds them in; the
    // state is left to the lock's new holder.
    if (!(isUserError(e) && e.code === 'lock-lost')) throw e;
  }
  return entries;
}

/**
 * Runs `fn` on the game under the lock. When `fn` returns, its recorded
 * entries are appended and the state saved; when it throws, nothing is written.
 */
export async function transact<T>(
  opts: TxOptions,
  fn: (tx: Tx) => T | Promise<T>,
): Promise<{ value: T; entries: LogEntry[]; game: GameState }> {
  const amb = ambient?.getStore();
  if (amb) {
    // Inside a batch: the batch's transaction, lock and state; written when the batch ends.
    sameState(amb, opts.paths);
    checkCommandOn(amb.tx.game);
    amb.tx.beginCommand(opts.argv, opts.seed);
    const from = amb.tx.drafts.length;
    const value = await fn(amb.tx);
    return { value, entries: amb.tx.pendingEntries(from), game: amb.tx.game };
  }
  return withLock(opts.paths, opts.env, async () => {
    const sf = readStateFile(opts.paths);
    for (const msg of catchUp(opts.paths, sf, true)) opts.warn(msg);
    checkCommandOn(sf.game);
    const tx = new Tx(sf.game, opts);
    tx.logSeq = sf.log.seq;
    tx.file = sf;
    const value = await inGameLanguage(sf.game, () => fn(tx));
    const entries = tx.drafts.length > 0 ? await commit(opts.paths, sf, tx.drafts, tx.groups) : [];
    return { value, entries, game: sf.game };
  }, opts.warn);
}

/** Runs `fn`; a UserError it throws is said in the game's language unless --lang chose one. */
async function inGameLanguage<T>(game: GameState, fn: () => T | Promise<T>): Promise<T> {
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

let ambient: AsyncLocalStorage<Ambient> | null = null;

/** Runs `fn` with `amb` as the ambient transaction (batch mode). */
export async function runAmbient<T>(amb: Ambient, fn: () => Promise<T>): Promise<T> {
  if (!ambient) {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    ambient = new AsyncLocalStorage<Ambient>();
  }
  return ambient.run(amb, fn);
}

/** The ambient transaction, when running inside a batch. */
export function currentAmbient(): Ambient | null {
  return ambient?.getStore() ?? null;
}

function sameState(amb: Ambient, paths: Paths): void {
  if (paths.state !== amb.paths.state) throw new UserError('batch-other-state', { file: paths.state, batch: amb.paths.state });
}

/** Reads the game (under the lock, so never half-way through another command's write). */
export async function readGame(opts: Pick<TxOptions, 'paths' | 'env' | 'warn'>): Promise<StateFile> {
  const amb = ambient?.getStore();
  if (amb) {
    // Inside a batch: the game as the batch has it so far (not yet written).
    sameState(amb, opts.paths);
    checkCommandOn(amb.sf.game);
    return amb.sf;
  }
  return withLock(opts.paths, opts.env, async () => {
    const sf = readStateFile(opts.paths);
    for (const msg of catchUp(opts.paths, sf)) opts.warn(msg);
    checkCommandOn(sf.game);
    return sf;
  }, opts.warn);
}
