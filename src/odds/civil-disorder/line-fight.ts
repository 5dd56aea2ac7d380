// Civil Disorder's line-fight odds composer (GameSystem.oddsComposers): a
// whole line fight of any size the command allows (U62: up to 1000 figures a
// side), exactly. The outcome is who won more bouts over every pair, so its
// distribution is the convolution of the pairs' own distributions of (bouts
// won by the SF) - (bouts won by the rioters): each pair is a chain over its
// bouts (R6, U14) stepping through the 100 pairs of d10 with meleeBout, the
// function resolveMelee calls; the pairs come from pairOff and their
// modifiers from resolveMelee on the pair's facts (pairMeleeFacts), as
// resolveLineFight builds them. Nothing is copied from the rule's tables.
import { t } from '../../i18n/index.js';
import { meleeBout, resolveMelee } from '../../rules/civil-disorder/melee.js';
import { pairMeleeFacts, pairOff, type LineFightFacts, type Pair } from '../../rules/civil-disorder/line-fight.js';
import type { Dice, Resolution } from '../../rules/types.js';
import type { Composed } from '../composers.js';
import { checkStates, Distribution } from '../enumerate.js';
import { checkedReps, pathFaces, type DicePath } from '../paths.js';
import { meleeShape } from './melee-shape.js';

/** One dice sequence, as a linked list of the pairs' dice (a fight can have a thousand pairs). */
type Path = DicePath;
/** A distribution of the bout difference: numerators over one denominator, and one dice sequence reaching each. */
interface DiffDist {
  den: bigint;
  by: Map<number, { num: bigint; path: Path }>;
}

const probe = (): Dice => ({ rolls: [], roll: () => 1, rollOptional: () => null });

/** The distribution of (SF bouts won) - (rioter bouts won) in one pair's melee round. */
export function pairDiff(facts: LineFightFacts, pair: Pair): DiffDist {
  const s = meleeShape(resolveMelee(pairMeleeFacts(facts, pair, undefined, undefined), probe()));
  // One bout's 100 pairs of d10 grouped by what they do (who won, whether the round stops), given whether the lone figure has won yet.
  type Move = { step: number; won: boolean; stops: boolean; count: bigint; faces: [number, number] };
  const movesOf = (loneWon: boolean): Move[] => {
    const by = new Map<string, Move>();
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const r = meleeBout(a + s.sfMod, b + s.crowdMod, s.intent, s.lone, loneWon);
        const step = r.winner === 'sf' ? 1 : r.winner === 'crowd' ? -1 : 0;
        const won = loneWon || r.winner === s.lone;
        const k = `${step}|${won}|${r.stops}`;
        const m = by.get(k);
        if (m) m.count += 1n;
        else by.set(k, { step, won, stops: r.stops, count: 1n, faces: [a, b] });
      }
    }
    return [...by.values()];
  };
  const table = { false: movesOf(false), true: movesOf(true) };
  // One dice sequence reaching each state, as a linked list (a pair can have a thousand bouts).
  type State = { loneWon: boolean; diff: number; num: bigint; path: Path };
  let active = new Map<string, State>([['0|0', { loneWon: false, diff: 0, num: 1n, path: null }]]);
  // Finished rounds by difference, each weight over the one denominator 100^opponents.
  const done = new Map<number, { num: bigint; path: Path }>();
  const fullDen = 100n ** BigInt(s.opponents);
  const finish = (diff: number, num: bigint, path: Path) => {
    const cur = done.get(diff);
    if (cur) cur.num += num;
    else done.set(diff, { num, path });
  };
  let work = 0;
  for (let n = 1; n <= s.opponents; n++) {
    // The chain's work so far, in the convolutions' unit (U228).
    work += active.size * (table.false.length + table.true.length) * words(boutBits(n));
    checkStates(work);
    const next = new Map<string, State>();
    const scale = 100n ** BigInt(s.opponents - n);
    for (const st of active.values()) {
      for (const m of table[String(st.loneWon) as 'false' | 'true']) {
        const num = st.num * m.count;
        const diff = st.diff + m.step;
        if (m.stops) {
          finish(diff, num * scale, { faces: m.faces, prev: st.path });
          continue;
        }
        const k = `${m.won ? 1 : 0}|${diff}`;
        const cur = next.get(k);
        if (cur) cur.num += num;
        else next.set(k, { loneWon: m.won, diff, num, path: { faces: m.faces, prev: st.path } });
      }
    }
    active = next;
  }
  for (const st of active.values()) finish(st.diff, st.num, st.path);
  // Each difference's dice as one chunk: the convolution links the pairs' chunks.
  const by = new Map<number, { num: bigint; path: Path }>();
  for (const [diff, x] of done) by.set(diff, { num: x.num, path: { faces: pathFaces(x.path), prev: null } });
  return { den: fullDen, by };
}

/** 64-bit words of an exact weight over a denominator of `bits` bits. */
const words = (bits: number) => Math.max(1, Math.ceil(bits / 64));
/** Bits of 100^n (n bouts, each a pair of d10). */
const boutBits = (n: number) => n * Math.log2(100);

/**
 * The work of a line fight's convolutions, counted exactly before any is
 * done (U228): for each pair, the differences reached so far times the
 * pair's own, in 64-bit words of their exact numbers. The differences are
 * followed as plain sets of integers, without the weights.
 */
export function lineFightWork(pairs: readonly { by: ReadonlyMap<number, unknown>; bouts: number }[]): number {
  let work = 0;
  let bits = 0;
  let reached = new Set([0]);
  for (const pair of pairs) {
    bits += boutBits(pair.bouts);
    work += reached.size * pair.by.size * words(bits);
    const next = new Set<number>();
    for (const a of reached) for (const b of pair.by.keys()) next.add(a + b);
    reached = next;
  }
  return work;
}

/** The difference over several independent pairs: the convolution of their distributions. */
function convolve(a: DiffDist, b: DiffDist): DiffDist {
  const by = new Map<number, { num: bigint; path: Path }>();
  for (const [da, xa] of a.by) {
    for (const [db, xb] of b.by) {
      const d = da + db;
      const num = xa.num * xb.num;
      const cur = by.get(d);
      if (cur) cur.num += num;
      else by.set(d, { num, path: { faces: xb.path!.faces, prev: xa.path } });
    }
  }
  return { den: a.den * b.den, by };
}

const CODE = (diff: number): string => (diff > 0 ? 'sf-ahead' : diff < 0 ? 'crowd-ahead' : 'even');

/**
 * The line fight's outcome distribution (sf-ahead, crowd-ahead, even), exact
 * for any number of pairs. `resolve` is resolveLineFight, run on one dice
 * sequence per outcome for its text and checked to give the composed code.
 */
export function composeLineFight(facts: LineFightFacts, resolve: (f: LineFightFacts, dice: Dice) => Resolution): Composed {
  const pairs = pairOff(facts.sf, facts.fighters, facts.sfOnGround ?? 0, facts.crowdOnGround ?? 0);
  const cache = new Map<string, DiffDist>();
  // Each kind of pair's own distribution first (their chains counted as they run), then the convolutions' work counted before they run (U228).
  const dists = pairs.map((pair) => {
    const k = `${pair.sf}|${pair.rioters}|${pair.sfOnGround}|${pair.crowdOnGround}`;
    let d = cache.get(k);
    if (!d) cache.set(k, (d = pairDiff(facts, pair)));
    return { ...d, bouts: pair.lone === 'sf' ? pair.rioters : pair.sf };
  });
  checkStates(lineFightWork(dists));
  let total: DiffDist = { den: 1n, by: new Map([[0, { num: 1n, path: null }]]) };
  let steps = 0;
  for (const d of dists) {
    total = convolve(total, d);
    steps += d.bouts;
  }
  const dist = new Distribution();
  const paths = new Map<string, Path>();
  for (const [diff, x] of total.by) {
    const code = CODE(diff);
    dist.addWeight(code, total.den, x.num);
    if (!paths.has(code)) paths.set(code, x.path);
  }
  const reps = new Map<string, Resolution>();
  // The odds name the outcome only: the counts of one dice sequence would read as if certain.
  for (const [code, r] of checkedReps('line-fight', facts, paths, resolve)) {
    reps.set(code, { ...r, outcome: { ...r.outcome, text: t(facts.lang ?? facts.edition, `line-fight.odds.${code}`, { pairs: pairs.length }) } });
  }
  return { dist, reps, stats: [], steps };
}
