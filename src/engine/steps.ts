// The steps a turn's walk has taken, read from the log: one rule for every
// game's walk (Civil Disorder's Sequence of Action, src/rules/civil-disorder/
// sequence.ts; the others' walks resume from the state their steps change).
// What `next-turn` wrote (the turn advance and the bookkeeping it ran: a
// scratch patched up, looters leaving, a fire growing, gas turning
// effective, a mission checked) is no step of the turn: the umpire took none
// of it, so a walk resumes as if it were not there (issue 40, U237).
import type { EntryView } from './system.js';

/** The seqs of the entries written by a `next-turn` command: its advance and every bookkeeping entry after it. */
export function bookkeepingSeqs(entries: readonly EntryView[]): Set<number> {
  const advances = new Set<number>();
  const out = new Set<number>();
  for (const e of entries) {
    const procedure = (e.record as { procedure?: unknown } | undefined)?.procedure;
    // The advance opens its command's group (`cmd` is its own seq); an entry without `cmd` is its own command.
    const cmd = e.cmd ?? e.seq;
    if (procedure === 'next-turn' && e.kind === 'resolution') advances.add(cmd);
    if (advances.has(cmd)) out.add(e.seq);
  }
  return out;
}

/** The entries of `turn` that are steps the umpire took: resolutions, not undone, not written by `next-turn`. */
export function stepsTaken<E extends EntryView>(entries: readonly E[], turn: number): E[] {
  const undone = new Set(entries.flatMap((e) => (e.kind === 'undo' ? (e.undoes ?? []) : [])));
  const bookkeeping = bookkeepingSeqs(entries);
  return entries.filter((e) => e.kind === 'resolution' && e.turn === turn && !undone.has(e.seq) && !bookkeeping.has(e.seq) && e.record !== undefined);
}
