// Whether this process has written to the game (a log entry, a state, a new
// game): an output error after that is not "nothing written" (issue 34: `rl-roll
// > /dev/full` exited 2 with the roll in the log, and a script that retried
// rolled twice). The stores' writing methods mark it (storeFor); the entry
// point reads it.
let written = false;

/** Notes that the game's files or rows were written by this process. */
export function markGameWritten(): void {
  written = true;
}

/** Has this process written to the game? */
export function gameWritten(): boolean {
  return written;
}

/** The log entries this process wrote to a database (`seq:prev`): the REPL does not tell the umpire their own. */
const own = new Set<string>();

/** Notes a log entry as this process's own (src/state/pg-store.ts). */
export function markOwnEntry(seq: number, prev: string): void {
  own.add(`${seq}:${prev}`);
}

/** A write that did not commit: the entry is not this process's (another's may take its place in the log). */
export function unmarkOwnEntry(seq: number, prev: string): void {
  own.delete(`${seq}:${prev}`);
}

/** Did this process write this entry? */
export function isOwnEntry(seq: number, prev: string): boolean {
  return own.has(`${seq}:${prev}`);
}
