// A procedure made of steps taken one after another, each from where the last
// left it (SF figures firing in turn at an agent until it is down, a melee's
// attacks on one defender): its dice sequences grow as (faces per step)^steps,
// so its odds are composed as a chain instead of enumerated. The caller names
// the chain's states (what a step leaves that the next steps or the outcome
// depend on: the PV left, whether a save was made) and gives each state's
// moves: the enumeration of one step through the rule's own functions, each
// move with its chance, one dice sequence reaching it and what it adds to the
// additive counts (hits). The chain keeps integer weights over a common
// denominator (exact, and fast: no fraction is reduced along the way), one
// dice path per state, and at the end runs the whole rule on each final
// state's path: its outcome is the state's, checked by the rule itself.
import { fixedDice } from '../dice.js';
import type { Dice, Resolution } from '../rules/types.js';
import { checkStates, Distribution, variantsOf, type Fraction } from './enumerate.js';
import { pathFaces, type DicePath } from './paths.js';
import { countsOf, outcomeKey } from './run.js';
import { Spans, type Composed, type Stat } from './types.js';

export interface ChainMove {
  /** The state the step leaves. */
  next: string;
  /** Its chance from the state the step starts in. */
  p: Fraction;
  /** One dice sequence of the step that leaves it. */
  faces: readonly number[];
  /** What the step adds to the resolution's additive counts (`shotsHit`, `stepBack`). */
  adds?: Readonly<Record<string, number>>;
}

/** The moves of step `layer` (0-based) from `state`; null when the state rolls no more dice (the agent down). */
export type ChainStep = (layer: number, state: string) => readonly ChainMove[] | null;

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

export interface ChainOptions {
  /**
   * Final states that read alike (the same outcome): the rule runs once per
   * group, on its first state's path, instead of once per state (a thousand
   * shooters' dice for each PV the agent can be left with). Default: each
   * state its own group.
   */
  group?: (state: string) => string;
  /** The counts a final state determines (the PV left), over the group's resolution's. */
  counts?: (state: string) => Record<string, number>;
}

interface State {
  /** Weight: the state's chance is w / den. */
  w: bigint;
  /** Per additive count (`counters` order): the sum over the paths into the state of weight x count. */
  e: bigint[];
  path: DicePath;
}

/**
 * The composed odds of `whole`, a chain of at most `layers` steps from
 * `start`. Null when a final state's path does not give the rule's own
 * number of dice (the chain does not match the rule: enumerate instead).
 */
export function composeChain<F>(whole: F, start: string, layers: number, step: ChainStep, resolve: (facts: F, dice: Dice) => Resolution, opts: ChainOptions = {}): Composed | null {
  const counters: string[] = [];
  const counterIndex = (c: string) => {
    let i = counters.indexOf(c);
    if (i < 0) i = counters.push(c) - 1;
    return i;
  };
  /** A move as the loop uses it: its weight over the layer's denominator and its adds by counter index. */
  interface Move {
    next: string;
    num: bigint;
    den: bigint;
    adds: [number, bigint][];
    faces: readonly number[];
  }
  const prepared = new Map<readonly ChainMove[], Move[]>();
  const prepare = (m: readonly ChainMove[]): Move[] =>
    prepared.get(m) ??
    prepared
      .set(
        m,
        m.map((x) => ({ next: x.next, num: x.p.num, den: x.p.den, faces: x.faces, adds: Object.entries(x.adds ?? {}).map(([c, v]) => [counterIndex(c), BigInt(v)] as [number, bigint]) })),
      )
      .get(m)!;
  let active = new Map<string, State>([[start, { w: 1n, e: [], path: null }]]);
  let den = 1n;
  // The work so far (U228): each state's moves, in 64-bit words of the exact weights (bits of the denominator),
  // five times the line fight's unit (a chain's move costs five of a convolution's, measured).
  let work = 0;
  let bits = 0;
  for (let i = 0; i < layers; i++) {
    const moves = new Map<string, Move[] | null>();
    let d = 1n;
    let rolls = false;
    for (const k of active.keys()) {
      const m = step(i, k);
      const pm = m ? prepare(m) : null;
      moves.set(k, pm);
      if (pm) {
        rolls = true;
        for (const x of pm) d = lcm(d, x.den);
      }
    }
    if (!rolls) break; // nothing left to roll
    bits += d.toString(2).length;
    for (const m of moves.values()) work += (m?.length ?? 1) * Math.max(1, Math.ceil(bits / 64)) * 5;
    checkStates(work);
    const next = new Map<string, State>();
    const n = counters.length;
    const at = (k: string, path: DicePath): State => {
      let s = next.get(k);
      if (!s) next.set(k, (s = { w: 0n, e: new Array<bigint>(n).fill(0n), path }));
      return s;
    };
    for (const [k, st] of active) {
      const m = moves.get(k);
      if (!m) {
        // A state that rolls no more: it stays, its weight over the new denominator.
        const to = at(k, st.path);
        to.w += st.w * d;
        for (let c = 0; c < st.e.length; c++) to.e[c] += st.e[c] * d;
        continue;
      }
      for (const x of m) {
        const scale = x.num * (d / x.den);
        const w = st.w * scale;
        const to = at(x.next, x.faces.length > 0 ? { faces: x.faces, prev: st.path } : st.path);
        to.w += w;
        for (let c = 0; c < st.e.length; c++) to.e[c] += st.e[c] * scale;
        for (const [c, v] of x.adds) to.e[c] += w * v;
      }
    }
    active = next;
    den *= d;
  }
  const additive = new Map(counters.map((c, i) => [c, i]));
  const dist = new Distribution();
  const texts = new Distribution();
  const reps = new Map<string, Resolution>();
  const expected = new Distribution();
  const atLeastOne = new Distribution();
  const values = new Map<string, Set<number>>();
  const spans = new Spans();
  const signed = new Set<string>();
  let total = 0n;
  const byGroup = new Map<string, Resolution>();
  for (const [state, st] of active) {
    const g = opts.group?.(state) ?? state;
    let r = byGroup.get(g);
    if (!r) {
      const faces = pathFaces(st.path);
      try {
        r = resolve(whole, fixedDice(faces));
      } catch {
        return null; // it asked for more dice than the chain's
      }
      if (r.rolls.length !== faces.length) return null;
      byGroup.set(g, r);
    }
    const key = outcomeKey(r);
    dist.addWeight(key, den, st.w);
    texts.addWeight(`${key}\u0000${r.outcome.text}`, den, st.w);
    if (!reps.has(key)) reps.set(key, r);
    total += st.w;
    for (const [c, v] of Object.entries({ ...countsOf(r), ...opts.counts?.(state) })) {
      (values.get(c) ?? values.set(c, new Set()).get(c)!).add(v);
      spans.see(c, v);
      expected.addWeight(c, den, additive.has(c) ? (st.e[additive.get(c)!] ?? 0n) : st.w * BigInt(v));
      if (v >= 1) atLeastOne.addWeight(c, den, st.w);
      if (v < 0) signed.add(c);
    }
  }
  // The chances add up to 1, or the composition is wrong.
  if (total !== den) throw new Error(`composed odds add up to ${total}/${den}`);
  const stats: Stat[] = [...values.entries()]
    .filter(([c, vs]) => vs.size > 1)
    .map(([c]) => ({ key: c, expected: expected.get(c), atLeastOne: signed.has(c) ? null : atLeastOne.get(c), ...spans.of(c) }));
  return { dist, reps, stats, steps: layers, variants: variantsOf(texts) };
}

