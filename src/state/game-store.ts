// The engine's store as one interface (issue 35): what a command does with a
// game, on the file store (src/state/backend.ts) or the database's
// (src/state/pg-store.ts). Apart from both, so that neither imports the other.
import type { Paths } from './store.js';
import type { StateFile } from './log.js';
import type { Game } from '../engine/system.js';

/** What a command does with the game: one unit of work on one store. */
export interface GameStore {
  readonly kind: 'file' | 'postgres';
  readonly paths: Paths;
  /** The umpire the database's connection is bound to (its login role, issue 43 F8), once a unit has connected; never on the file store. */
  readonly boundUmpire?: string;
  /**
   * Runs `fn` as one unit of work: under the file's lock, or in one database
   * transaction that holds the game's row (rolled back when `fn` throws).
   * `write`: whether `fn` may write (a database reads in a snapshot otherwise).
   */
  unit<T>(env: NodeJS.ProcessEnv, write: boolean, fn: () => Promise<T>, warn?: (m: string) => void): Promise<T>;
  /** The state as stored (its systems loaded), not caught up with the log: rebuild's "before", verify's state. */
  readState(): Promise<StateFile>;
  /** The state brought up to the end of its log (a file whose last command died after its log write); inside `unit`. */
  openState(warn: (m: string) => void, forWrite: boolean): Promise<StateFile>;
  /** Appends log lines after `sf.log` and saves the state with the log's new end (log first); inside a writing `unit`. */
  write(sf: StateFile, lines: string[], hash: string): Promise<void>;
  /** The whole log as its JSONL text. */
  logText(): Promise<Buffer>;
  /** Loads the systems the log's first entry plays (so that it can be folded). */
  loadLogSystems(): Promise<void>;
  /** The name of what is already there (a game), or null; inside a writing `unit`. */
  taken(): Promise<string | null>;
  /** Starts a game: its first log line and the state (init; `sf.log` is filled in); inside a writing `unit`. */
  start(sf: StateFile, lines: string[]): Promise<void>;
  /**
   * Rebuild: keeps the log's first `bytes` of `text`, moves the rest aside
   * (never destroyed) and says where, or null when nothing was moved; then
   * `saveState`. Inside a writing `unit`.
   */
  keepLog(text: Buffer, bytes: number): Promise<string | null>;
  /** Saves the state as it is (rebuild); inside a writing `unit`. */
  saveState(sf: StateFile): Promise<void>;
  /**
   * The dice position the log leaves at the state's entry (`sf.log`): `at`
   * the last entry's that used the program's dice, null when none did; or
   * undefined when it cannot be read (verify's to say). Inside `unit`.
   */
  diceAt(sf: StateFile): Promise<{ at: Game['rng']['state'] } | undefined>;
  /** Where the state and the log are, for messages (never a password). */
  readonly stateName: string;
  readonly logName: string;
}
