// Where a turn stands in Civil Disorder's Sequence of Action (EN "Sequence of
// Action" 1-6; Émeutes "Séquence de jeu"), read from the log: what `turn`
// resumes from and what the players' screen heads (`umpire serve`).
import type { EntryView } from '../../engine/system.js';
import { stepsTaken } from '../../engine/steps.js';

/** The notes' steps (`note --step`). */
export const NOTE_STEPS: Readonly<Record<string, number>> = { intentions: 1, moves: 3, assessment: 6 };

/**
 * The procedures of steps 2 and 5; the umpire's bookkeeping (what a crowd
 * owes, adjacency, a split) may come at any step and says none (0).
 */
export const STEP_OF: Readonly<Record<string, number>> = {
  'rl-roll': 2,
  jump: 2,
  act: 5,
  ...Object.fromEntries(['next-turn', 'owe', 'trigger', 'set-rl', 'adjacent', 'split', 'merge', 'rejoin', 'leave-gas', 'issue-kit', 'detach', 'join'].map((p) => [p, 0])),
};

/**
 * Where the log says `turn` stands: the furthest step its entries belong to
 * (1 the intentions' note, 2 an RL roll or a jump, 3 the moves' note, 4 a
 * resolution, 5 a player's act, 6 the assessment's note), and the crowds
 * already rolled: only the steps taken count (src/engine/steps.ts: undone
 * entries aside, and what `next-turn` wrote, its bookkeeping included, is no
 * step). A procedure counts for step 4 when `procedures` has it (every other
 * procedure when it is not given).
 */
export function turnStands(entries: readonly EntryView[], turn: number, procedures?: Readonly<Set<string>>): { step: number; rolled: Set<string> } {
  let step = 0;
  const rolled = new Set<string>();
  for (const e of stepsTaken(entries, turn)) {
    const r = e.record as { procedure: string; step?: string; crowd?: string | null };
    const s = r.procedure === 'note' ? (NOTE_STEPS[r.step ?? ''] ?? 0) : (STEP_OF[r.procedure] ?? (!procedures || procedures.has(r.procedure) ? 4 : 0));
    if (r.procedure === 'rl-roll' && r.crowd) rolled.add(r.crowd);
    step = Math.max(step, s);
  }
  return { step, rolled };
}

/** The step to resume at after the furthest one the log has: a step under way (2, 4, 5) is asked again, a note's is done; 7 is the next-turn question. */
export function resumeAt(furthest: number): number {
  return [1, 2, 2, 4, 4, 5, 7][furthest] ?? 1;
}

/** The step the table is at (1-6), as the players' screen heads it: the one to resume at, the assessment once it is written. */
export function stepUnderWay(entries: readonly EntryView[], turn: number): number {
  return Math.min(6, resumeAt(turnStands(entries, turn).step));
}
