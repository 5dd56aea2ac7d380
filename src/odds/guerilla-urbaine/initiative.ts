// Guérilla Urbaine's initiative odds with more than two gangs (l.66, U413,
// U414): each gang's first D6 is enumerated (6^n faces); a tie is rolled
// again "jusqu'à ce qu'ils soient départagés", which has no end to enumerate,
// but the re-rolls are plain D6s alike for every gang tied (U414: Prescience
// is not on them), so each of the k! orders of k gangs tied is as likely as
// any other. Each first roll and each order of its ties is run through the
// command's own resolve function once, on re-roll faces that give that order
// (distinct faces: no tie again), with its exact chance 6^-n / (k1! k2! ...).
import type { InitiativeFacts, InitiativeTie } from '../../rules/guerilla-urbaine/turn.js';
import { ONE_DIE_UP_TO } from '../../rules/guerilla-urbaine/turn.js';
import { fixedDice } from '../../dice.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { Distribution, variantsOf } from '../enumerate.js';
import type { Composer } from '../types.js';

/** Most gangs composed: a tie of more than six cannot be parted on distinct faces of a D6 in one re-roll. */
export const MOST_GANGS_COMPOSED = 6;

/** Every order of a list. */
function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Every combination of one item from each list. */
function product<T>(lists: readonly T[][]): T[][] {
  return lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);
}

export const composeInitiative: Composer = (facts, sample, resolve) => {
  const f = facts as InitiativeFacts;
  const n = f.gangs.length;
  if ((sample.refused && !sample.refused.onDice) || n <= ONE_DIE_UP_TO || n > MOST_GANGS_COMPOSED) return null;
  const dist = new Distribution();
  const texts = new Distribution();
  const reps = new Map<string, Resolution>();
  const key = (r: Resolution) => `${r.outcome.code}|${String(r.winner)}`;
  const six = BigInt(6 ** n);
  const faces = Array<number>(n).fill(1);
  for (;;) {
    // The ties of the first roll, read from one run (its re-rolls all parted at once: 6, 5, 4... in the rule's order).
    const probe = resolve(f, fixedDice([...faces, ...Array.from({ length: 6 * n }, (_, i) => 6 - (i % 6))])) as Resolution & { ties?: InitiativeTie[] };
    const first = (probe.ties ?? []).filter((tie) => tie.reroll === 0);
    const den = first.reduce((d, tie) => d * BigInt(permutations(tie.gangs).length), six);
    for (const orders of product(first.map((tie) => permutations(tie.gangs)))) {
      // Each tied gang's re-roll: 6 for the first of the order wanted, 5 for the next...; the rule rolls the tied in their list's order.
      const extra = first.flatMap((tie, i) => tie.gangs.map((g) => 6 - orders[i].indexOf(g)));
      const r = resolve(f, fixedDice([...faces, ...extra]) as Dice);
      const k = key(r);
      if (!reps.has(k)) reps.set(k, r);
      dist.addWeight(k, den);
      texts.addWeight(`${k}\u0000${r.outcome.text}`, den);
    }
    // The next first roll, as a number in base 6.
    let i = n - 1;
    while (i >= 0 && faces[i] === 6) faces[i--] = 1;
    if (i < 0) break;
    faces[i] += 1;
  }
  return { dist, reps, stats: [], steps: n, variants: variantsOf(texts) };
};
