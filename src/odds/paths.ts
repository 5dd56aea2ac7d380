// Dice paths of composed odds (src/odds/composers.ts): a chain keeps, for each
// state, one dice sequence reaching it as a linked list of its steps' dice
// (a chain can have a thousand steps), and each outcome is shown by running
// the rule on its sequence, which must give the composed outcome.
import { fixedDice } from '../dice.js';
import type { Dice, Resolution } from '../rules/types.js';

/** One dice sequence: the last step's dice, then the steps before. */
export type DicePath = { faces: readonly number[]; prev: DicePath } | null;

/** The dice of a path, first step first. */
export function pathFaces(path: DicePath): number[] {
  const chunks: (readonly number[])[] = [];
  for (let p = path; p; p = p.prev) chunks.push(p.faces);
  return chunks.reverse().flat();
}

/** The rule run on each outcome's path, checked to give that outcome code: the composed odds' representative resolutions. */
export function checkedReps<F>(procedure: string, facts: F, paths: ReadonlyMap<string, DicePath>, resolve: (f: F, dice: Dice) => Resolution): Map<string, Resolution> {
  const reps = new Map<string, Resolution>();
  for (const [code, path] of paths) {
    const r = resolve(facts, fixedDice(pathFaces(path)));
    if (r.outcome.code !== code) throw new Error(`${procedure} odds: composed ${code} but the rule gives ${r.outcome.code}`);
    reps.set(code, r);
  }
  return reps;
}
