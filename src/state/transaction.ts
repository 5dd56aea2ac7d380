// One command's read-modify-write of the game: under the lock, read the state
// once, let the command record resolutions, then append their log lines and
// write the state once. If the command fails, nothing is written.
import { Rng, ResolutionDice } from '../dice.js';
import type { Effect, Resolution } from '../rules/types.js';
import { applyEffects } from './effects.js';
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

/** The working state of one command. */
export class Tx {
  readonly drafts: Draft[] = [];
  private rngObj: Rng | null = null;
  private seedUsed = false;

  constructor(
    readonly game: GameState,
    private readonly opts: TxOptions,
  ) {}

  /** The game's PRNG, continuing from its saved position (or from --seed). */
  rng(): Rng {
    if (!this.rngObj) {
      this.rngObj = this.opts.seed !== undefined ? new Rng(this.opts.seed) : new Rng(this.game.rng.seed, this.game.rng.state);
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

/** Builds the log lines for drafts following `sf.log`, chaining their hashes. */
export function chainEntries(sf: StateFile, drafts: Draft[]): { entries: LogEntry[]; lines: string[]; hash: string } {
  let hash = sf.log.hash;
  const cmd = sf.log.seq + 1;
  const entries: LogEntry[] = [];
  const lines: string[] = [];
  drafts.forEach((d, i) => {
    const entry: LogEntry = { seq: sf.log.seq + 1 + i, cmd, prev: hash, ...d } as LogEntry;
    const line = JSON.stringify(entry);
    entries.push(entry);
    lines.push(line);
    hash = lineHash(line);
  });
  return { entries, lines, hash };
}

/** Appends drafts to the log and saves the state (log first: it is the source of truth). */
export async function commit(paths: Paths, sf: StateFile, drafts: Draft[]): Promise<LogEntry[]> {
  const { entries, lines, hash } = chainEntries(sf, drafts);
  const bytes = lines.length > 0 ? appendLines(paths, sf.log.bytes, lines) : 0;
  sf.log = { ...sf.log, seq: sf.log.seq + entries.length, bytes: sf.log.bytes + bytes, hash };
  await writeStateFile(paths, sf);
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
  return withLock(opts.paths, opts.env, async () => {
    const sf = readStateFile(opts.paths);
    for (const msg of catchUp(opts.paths, sf)) opts.warn(msg);
    const tx = new Tx(sf.game, opts);
    const value = await fn(tx);
    const entries = tx.drafts.length > 0 ? await commit(opts.paths, sf, tx.drafts) : [];
    return { value, entries, game: sf.game };
  }, opts.warn);
}

/** Reads the game (under the lock, so never half-way through another command's write). */
export async function readGame(opts: Pick<TxOptions, 'paths' | 'env' | 'warn'>): Promise<StateFile> {
  return withLock(opts.paths, opts.env, async () => {
    const sf = readStateFile(opts.paths);
    for (const msg of catchUp(opts.paths, sf)) opts.warn(msg);
    return sf;
  }, opts.warn);
}
