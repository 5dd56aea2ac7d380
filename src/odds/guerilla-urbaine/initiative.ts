// Guérilla Urbaine's initiative odds with more than two gangs (l.66, U413,
// U414): each gang's first D6 is enumerated (6^n faces); a tie is rolled
// again "jusqu'à ce qu'ils soient départagés", which has no end to enumerate,
// but the re-rolls are plain D6s alike for every gang tied (U414: Prescience
// is not on them), so each of the k! orders of k gangs tied is as likely as
// any other. Each first roll and each order of its ties goes through the
// rule's own roll-off on re-roll faces that give that order (distinct faces:
// no tie again), with its exact chance 6^-n / (k1! k2! ...); each order that
// comes is run once through the command's own resolve function, for its text.
import type { InitiativeFacts } from '../../rules/guerilla-urbaine/turn.js';
import { ONE_DIE_UP_TO, rollOff } from '../../rules/guerilla-urbaine/turn.js';
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
  /** The order's resolution, run once an order through the command's resolve (its text, its winner). */
  const byOrder = new Map<string, Resolution>();
  const six = BigInt(6 ** n);
  const faces = Array<number>(n).fill(1);
  const first = (g: string) => faces[f.gangs.indexOf(g)];
  for (;;) {
    // The ties of the first roll (the rule's own roll-off, its re-rolls all parted at once).
    const ties = rollOff(f.gangs, f.prescience, (g, reroll) => (reroll === 0 ? first(g) : 6 - f.gangs.indexOf(g))).ties.filter((tie) => tie.reroll === 0);
    const den = ties.reduce((d, tie) => d * BigInt(permutations(tie.gangs).length), six);
    for (const orders of product(ties.map((tie) => permutations(tie.gangs)))) {
      // Each tied gang's re-roll: 6 for the first of the order wanted, 5 for the next...
      const reroll = (g: string) => {
        const i = ties.findIndex((tie) => tie.gangs.includes(g));
        return 6 - orders[i].indexOf(g);
      };
      const order = rollOff(f.gangs, f.prescience, (g, k) => (k === 0 ? first(g) : reroll(g))).order.join(',');
      let r = byOrder.get(order);
      if (!r) {
        // The rule rolls the tied gangs of each tie in their list's order, the higher tie first.
        const extra = ties.flatMap((tie) => tie.gangs.map(reroll));
        r = resolve(f, fixedDice([...faces, ...extra]) as Dice);
        byOrder.set(order, r);
      }
      const k = `${r.outcome.code}|${String(r.winner)}`;
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
