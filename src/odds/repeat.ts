// A procedure made of n independent, identical parts (a zone weapon's attack
// on each figure within its zone): its dice sequences grow as 6^n, so it is
// composed instead of enumerated. The dice of one part are enumerated through
// the rule itself (the same facts with one part), and its sequences grouped
// by what they leave (the one-part resolution's outcome and counts); then
// every way of sharing the n parts among the groups is run through the rule
// once, on the groups' own dice, with its multinomial chance. Exact
// arithmetic; C(n+m-1, m-1) runs for m groups (n+1 for a hit or a miss).
import { fixedDice } from '../dice.js';
import type { Dice, Resolution } from '../rules/types.js';
import { Spans, type Composed, type Stat } from './types.js';
import { add, checkStates, Distribution, enumerateDice, mul, reduce, variantsOf, type Fraction } from './enumerate.js';
import { countsOf, outcomeKey } from './run.js';

/** Most runs of the whole rule (ways of sharing the parts among the groups) before giving up. */
export const MAX_SHARES = 20_000;

interface Group {
  /** The chance of one part landing in this group. */
  p: Fraction;
  /** Dice values of one part that land here (the first sequence seen). */
  dice: number[];
}

const ZERO: Fraction = { num: 0n, den: 1n };

/** n! / (k1! k2! ...), exactly; `facts` holds the factorials computed so far (one list per composition). */
function multinomial(n: number, ks: readonly number[], facts: bigint[] = [1n]): bigint {
  const fact = (x: number): bigint => {
    for (let i = facts.length; i <= x; i++) facts.push(facts[i - 1] * BigInt(i));
    return facts[x];
  };
  return ks.reduce((q, k) => q / fact(k), fact(n));
}

const power = (f: Fraction, k: number): Fraction => reduce({ num: f.num ** BigInt(k), den: f.den ** BigInt(k) });

/** Every way of writing n as m ordered counts (k1 + ... + km = n). */
function* shares(n: number, m: number): Generator<number[]> {
  if (m === 1) {
    yield [n];
    return;
  }
  for (let k = n; k >= 0; k--) for (const rest of shares(n - k, m - 1)) yield [k, ...rest];
}

/** C(n+m-1, m-1): how many ways `shares` yields, or Infinity past `cap`. */
function shareCount(n: number, m: number, cap: number): number {
  let c = 1;
  for (let i = 1; i < m; i++) {
    c = (c * (n + i)) / i;
    if (c > cap) return Infinity;
  }
  return Math.round(c);
}

/** A class of identical parts: the facts of one of them alone, and where its parts fall in the whole's order (0-based). */
export interface PartClass<F> {
  one: F;
  positions: readonly number[];
}

/**
 * The composed odds of `whole` (n identical parts) from `one` (the same facts
 * with one part), both resolved by `resolve`; null when the rule does not
 * read the parts' dice one part after another (the whole is then enumerated,
 * or refused as too large) or the shares are too many.
 */
export function composeRepeated<F>(whole: F, one: F, n: number, resolve: (facts: F, dice: Dice) => Resolution): Composed | null {
  return composeParts(whole, [{ one, positions: Array.from({ length: n }, (_, i) => i) }], resolve);
}

/** Every combination of one item from each list. */
function* product<T>(lists: readonly (readonly T[])[]): Generator<T[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  for (const head of lists[0]) for (const rest of product(lists.slice(1))) yield [head, ...rest];
}

/**
 * The composed odds of `whole`, made of independent parts read one after
 * another (a zone weapon's attack on each figure within its zone, a shot of
 * Cd at each target), in classes of identical parts (the crowd's figures;
 * the whole figures of a unit; one gang figure). Each class's one part is
 * enumerated through the rule and its sequences grouped by what they leave;
 * then every way of sharing each class's parts among its groups, across the
 * classes, is run through the whole rule once, on the groups' own dice in
 * the parts' order, with its multinomial chance. Null when the rule does not
 * read the parts' dice one after another, or the runs would be too many.
 */
export function composeParts<F>(whole: F, classes: readonly PartClass<F>[], resolve: (facts: F, dice: Dice) => Resolution, maxRuns = MAX_SHARES): Composed | null {
  // Each class's one part: its sequences grouped by what they leave.
  const lists: Group[][] = [];
  for (const c of classes) {
    const groups = new Map<string, Group>();
    enumerateDice(
      (dice) => resolve(c.one, dice),
      (r, den) => {
        const sig = `${outcomeKey(r)}\u0000${JSON.stringify(countsOf(r))}`;
        const g = groups.get(sig);
        if (g) g.p = add(g.p, { num: 1n, den });
        else groups.set(sig, { p: reduce({ num: 1n, den }), dice: r.rolls.map((x) => x.value) });
      },
    );
    lists.push([...groups.values()]);
  }
  let runs = 1;
  for (let i = 0; i < classes.length; i++) runs *= shareCount(classes[i].positions.length, lists[i].length, maxRuns);
  if (runs > maxRuns) return null;
  const n = classes.reduce((s, c) => s + c.positions.length, 0);
  // The work, counted before any run (U228): each run reads the whole rule's dice and computes its
  // chance exactly, on numbers of about n log n bits (the multinomial), four times the line fight's unit.
  checkStates(runs * n * Math.max(1, Math.ceil((n * Math.log2(n + 1)) / 64)) * 4);
  const factorials: bigint[] = [1n];
  const dist = new Distribution();
  const texts = new Distribution();
  const reps = new Map<string, Resolution>();
  const expected = new Map<string, Fraction>();
  const atLeastOne = new Map<string, Fraction>();
  const seen = new Map<string, number>();
  const spans = new Spans();
  const varying = new Set<string>();
  const signed = new Set<string>();
  const perClass = classes.map((c, i) => [...shares(c.positions.length, lists[i].length)]);
  for (const ks of product(perClass)) {
    // Each part's dice, in the whole's order: a class's first k1 positions in its first group, and so on.
    const byPosition: number[][] = new Array(n);
    let p: Fraction = { num: 1n, den: 1n };
    ks.forEach((share, ci) => {
      const list = lists[ci];
      let at = 0;
      share.forEach((k, gi) => {
        for (let j = 0; j < k; j++) byPosition[classes[ci].positions[at++]] = list[gi].dice;
      });
      p = share.reduce((acc, k, gi) => mul(acc, power(list[gi].p, k)), mul(p, reduce({ num: multinomial(classes[ci].positions.length, share, factorials), den: 1n })));
    });
    if (byPosition.some((d) => d === undefined)) return null; // positions do not cover the whole
    const dice = byPosition.flat();
    let r: Resolution;
    try {
      r = resolve(whole, fixedDice(dice));
    } catch {
      return null; // it asked for more dice than its parts': not made of independent parts
    }
    if (r.rolls.length !== dice.length) return null;
    const key = outcomeKey(r);
    dist.addWeight(key, p.den, p.num);
    texts.addWeight(`${key}\u0000${r.outcome.text}`, p.den, p.num);
    if (!reps.has(key)) reps.set(key, r);
    for (const [k, v] of Object.entries(countsOf(r))) {
      if (seen.has(k) && seen.get(k) !== v) varying.add(k);
      seen.set(k, v);
      spans.see(k, v);
      expected.set(k, add(expected.get(k) ?? ZERO, mul(p, { num: BigInt(v), den: 1n })));
      if (v >= 1) atLeastOne.set(k, add(atLeastOne.get(k) ?? ZERO, p));
      if (v < 0) signed.add(k);
    }
  }
  const stats: Stat[] = [...expected.keys()]
    .filter((k) => varying.has(k))
    .map((k) => ({ key: k, expected: expected.get(k) ?? ZERO, atLeastOne: signed.has(k) ? null : (atLeastOne.get(k) ?? ZERO), ...spans.of(k) }));
  // The chances add up to 1, or the composition is wrong.
  const total = dist.keys().reduce((s, k) => add(s, dist.get(k)), ZERO);
  if (total.num !== total.den) throw new Error(`composed odds add up to ${total.num}/${total.den}`);
  return { dist, reps, stats, steps: n, variants: variantsOf(texts) };
}
