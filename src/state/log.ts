// The state file around a game and the lines of its turn log: the engine's,
// whatever the game (docs/state.md).
import type { RngState } from '../dice.js';
import type { Game, GameCore, ScenarioCore } from '../engine/system.js';
import type { Effect, Resolution } from '../rules/types.js';

export const STATE_SCHEMA = 1;

/** Where the state file stands in its log: it never reads the log before `bytes`. */
export interface LogPosition {
  /** The log's file name, beside the state file. */
  file: string;
  /** Entries in the log. */
  seq: number;
  /** Bytes of the log that this state includes. */
  bytes: number;
  /** Hash of the last log line (each line carries the hash of the one before). */
  hash: string;
}

export interface StateFile<G extends GameCore = Game> {
  schema: number;
  log: LogPosition;
  game: G;
}

export type EntryKind = 'init' | 'resolution' | 'undo';

/** One line of the turn log. */
export interface LogEntry {
  seq: number;
  /** Seq of the first entry written by the same command (undo takes them together). */
  cmd: number;
  at: string;
  kind: EntryKind;
  turn: number;
  /** The umpire who ran the command (--umpire, UMPIRE_NAME), when named. */
  by?: string;
  /** A procedure on another umpire's subject, made with --cross (sectors). */
  cross?: true;
  /** The command as given (for the reviewer), without --state. */
  argv?: string[];
  /** The resolution, its effects with their previous values filled in. */
  record?: Resolution;
  /** Effects of an undo entry (the inverse of what it undoes). */
  effects?: Effect[];
  /** The PRNG's position before and after, when the entry moved it. */
  rng?: { before: RngState | null; after: RngState | null; seed?: string };
  /**
   * A resolution that did not move the PRNG: its position, as the entry leaves
   * it (issue 45: a writer's dice check reads the last line, not the log back
   * to the last roll). Absent from entries written before it, and with `rng`.
   */
  rngAt?: RngState | null;
  /** init: the scenario as validated. */
  scenario?: ScenarioCore;
  /** undo: the seqs it undid. */
  undoes?: number[];
  /** Hash of the previous log line ('' for the first). */
  prev: string;
}
