// Civil Disorder's odds composers (GameSystem.oddsComposers, src/odds/composers.ts):
// compound procedures whose dice sequences are too many to enumerate one by
// one (several firers then a casualty roll per hit; a melee with several
// bouts): their distribution is composed step by step from the rule's own
// pure functions (firerHits, downedOf, casualtyInjury in src/rules/civil-disorder/firearms.ts;
// meleeBout in src/rules/civil-disorder/melee.ts), which the resolution calls too. Exact
// arithmetic throughout (BigInt numerators over a common denominator).
import { fixedDice } from '../../dice.js';
import { casualtyInjury, downedOf, FIREARM_HITS, firerHits, INJURIES, type FireFacts, type Injury } from '../../rules/civil-disorder/firearms.js';
import { meleeBout, type MeleeSide } from '../../rules/civil-disorder/melee.js';
import { meleeShape } from './melee-shape.js';
import type { LineFightFacts } from '../../rules/civil-disorder/line-fight.js';
import { composeLineFight } from './line-fight.js';
import type { Dice, Resolution } from '../../rules/types.js';
import type { Composed, Composer, Stat } from '../composers.js';
import { add, checkStates, Distribution, mul, reduce, type Fraction } from '../enumerate.js';

const pow = (b: bigint, e: number): bigint => b ** BigInt(e);
const frac = (num: bigint, den: bigint): Fraction => reduce({ num, den });

/** Convolves two distributions given as numerator arrays (index: the count). */
function convolve(a: bigint[], b: bigint[]): bigint[] {
  const out: bigint[] = new Array(a.length + b.length - 1).fill(0n);
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0n) continue;
    for (let j = 0; j < b.length; j++) if (b[j] !== 0n) out[i + j] += a[i] * b[j];
  }
  return out;
}

/**
 * SF fire: the hits of all firers (one d6 each, through firerHits), capped by
 * the crowd's figures (downedOf, U21), then one casualty d6 per downed member
 * (casualtyInjury, R8). `resolve` is resolveFire, used only to show the text
 * of each outcome and checked to give the same outcome code.
 */
export function composeFire(facts: FireFacts, resolve: (f: FireFacts, dice: Dice) => Resolution): Composed | null {
  // Beyond range, or fired over the heads (no die: "not firing at the crowd", l.301): enumerated, one outcome.
  if (facts.range === 'beyond' || facts.overHeads) return null;
  const rule = FIREARM_HITS[facts.weapon][facts.range];
  const one: bigint[] = [];
  for (let face = 1; face <= 6; face++) {
    const h = firerHits(rule, face);
    while (one.length <= h) one.push(0n);
    one[h] += 1n;
  }
  let hits: bigint[] = [1n];
  for (let i = 0; i < facts.firers; i++) hits = convolve(hits, one);
  const den = pow(6n, facts.firers);
  // Downed members: the hits capped by the figures (U21).
  const downed = new Map<number, bigint>();
  hits.forEach((n, h) => {
    if (n === 0n) return;
    const d = downedOf(h, facts.figures);
    downed.set(d, (downed.get(d) ?? 0n) + n);
  });
  // One casualty die per downed member: faces per injury, out of 6.
  const faces: Record<Injury, bigint> = { scratch: 0n, wounded: 0n, dead: 0n };
  for (let face = 1; face <= 6; face++) faces[casualtyInjury(facts.edition, face)] += 1n;

  const dist = new Distribution();
  const reps = new Map<string, Resolution>();
  const zero: Fraction = { num: 0n, den: 1n };
  let eHits = zero;
  const eInj: Record<Injury, Fraction> = { scratch: zero, wounded: zero, dead: zero };
  const noneInj: Record<Injury, Fraction> = { scratch: zero, wounded: zero, dead: zero };
  hits.forEach((n, h) => {
    if (n !== 0n) eHits = add(eHits, frac(n * BigInt(h), den));
  });
  for (const [d, n] of downed) {
    const code = d === 0 ? 'miss' : 'hit';
    dist.addWeight(code, den, n);
    if (!reps.has(code)) reps.set(code, repFire(facts, code, rule, resolve));
    const pd = frac(n, den);
    for (const k of INJURIES) {
      eInj[k] = add(eInj[k], mul(pd, frac(BigInt(d) * faces[k], 6n)));
      noneInj[k] = add(noneInj[k], mul(pd, frac(pow(6n - faces[k], d), pow(6n, d))));
    }
  }
  const p0 = frac(hits[0] ?? 0n, den);
  const stats: Stat[] = [
    { key: 'hits', expected: eHits, atLeastOne: add({ num: 1n, den: 1n }, { num: -p0.num, den: p0.den }) },
    ...INJURIES.map((k) => ({ key: `casualties.${k}`, expected: eInj[k], atLeastOne: add({ num: 1n, den: 1n }, { num: -noneInj[k].num, den: noneInj[k].den }) })),
  ];
  return { dist, reps, stats, steps: facts.firers + Math.max(...downed.keys()) };
}

/** Replays resolveFire with every firer on its fewest (miss) or most (hit) hits, to show that outcome's text. */
function repFire(facts: FireFacts, code: string, rule: (typeof FIREARM_HITS)['pistol']['close'], resolve: (f: FireFacts, dice: Dice) => Resolution): Resolution {
  const faces = [1, 2, 3, 4, 5, 6].sort((a, b) => firerHits(rule, a) - firerHits(rule, b));
  const face = code === 'miss' ? faces[0] : faces[5];
  const downed = downedOf(facts.firers * firerHits(rule, face), facts.figures);
  const r = resolve(facts, fixedDice([...new Array(facts.firers).fill(face), ...new Array(downed).fill(1)]));
  if (r.outcome.code !== code) throw new Error(`fire odds: composed ${code} but the rule gives ${r.outcome.code}`);
  return r;
}

/**
 * A melee round (R6): a chain over the bouts whose state is whether the lone
 * figure has already won a bout and the last decisive bout's result; each
 * bout steps through the 100 pairs of d10 with meleeBout. The outcome is the
 * last decisive bout's (code, winner), as resolveMelee reports it.
 */
export function composeMelee<F>(facts: F, sample: Resolution, resolve: (f: F, dice: Dice) => Resolution): Composed {
  const s = meleeShape(sample);
  // Transitions of one bout, given whether the lone figure has won already.
  type Step = { winner: MeleeSide | 'none'; key: string | null; stops: boolean; count: bigint; faces: [number, number] };
  const steps = (loneWon: boolean): Step[] => {
    const by = new Map<string, Step>();
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const r = meleeBout(a + s.sfMod, b + s.crowdMod, s.intent, s.lone, loneWon);
        const key = r.winner === 'none' ? null : `${r.code}|${r.winner}`;
        const k = `${r.winner}/${key}/${r.stops}`;
        const st = by.get(k);
        if (st) st.count += 1n;
        else by.set(k, { winner: r.winner, key, stops: r.stops, count: 1n, faces: [a, b] });
      }
    }
    return [...by.values()];
  };
  const table = { false: steps(false), true: steps(true) };
  // One dice sequence reaching each state, as a linked list (bouts can be many).
  type Path = { faces: [number, number]; prev: Path } | null;
  type State = { loneWon: boolean; last: string | null; num: bigint; path: Path };
  let active = new Map<string, State>([['0|', { loneWon: false, last: null, num: 1n, path: null }]]);
  const dist = new Distribution();
  const paths = new Map<string, number[]>();
  // Every weight over the one denominator 100^opponents (a single exact sum per outcome).
  const fullDen = pow(100n, s.opponents);
  const finish = (key: string | null, den: bigint, num: bigint, path: Path) => {
    const k = key ?? 'scuffle|none';
    dist.addWeight(k, fullDen, num * (fullDen / den));
    if (paths.has(k)) return;
    const faces: number[] = [];
    for (let p = path; p; p = p.prev) faces.unshift(...p.faces);
    paths.set(k, faces);
  };
  let work = 0;
  for (let n = 1; n <= s.opponents; n++) {
    // Counted like a chain's work (U228): states times moves times the words of their weights, five units each.
    work += active.size * Math.max(table.false.length, table.true.length) * Math.max(1, Math.ceil((n * Math.log2(100)) / 64)) * 5;
    checkStates(work);
    const next = new Map<string, State>();
    const den = pow(100n, n);
    for (const st of active.values()) {
      for (const step of table[String(st.loneWon) as 'false' | 'true']) {
        const num = st.num * step.count;
        const last = step.key ?? st.last;
        const path: Path = { faces: step.faces, prev: st.path };
        if (step.stops) {
          finish(last, den, num, path);
          continue;
        }
        const loneWon = st.loneWon || step.winner === s.lone;
        const k = `${loneWon ? 1 : 0}|${last ?? ''}`;
        const cur = next.get(k);
        if (cur) cur.num += num;
        else next.set(k, { loneWon, last, num, path });
      }
    }
    active = next;
  }
  for (const st of active.values()) finish(st.last, fullDen, st.num, st.path);
  // The text of each outcome from resolveMelee itself on a path that reaches it (and a check).
  const reps = new Map<string, Resolution>();
  for (const [k, path] of paths) {
    const r = resolve(facts, fixedDice(path));
    if (`${r.outcome.code}|${r.winner}` !== k) throw new Error(`melee odds: composed ${k} but the rule gives ${r.outcome.code}|${r.winner}`);
    reps.set(k, r);
  }
  return { dist, reps, stats: [], steps: s.opponents };
}

/** Civil Disorder's composers by procedure: SF fire (many firers, a casualty roll per hit), melee (its bouts), a whole line fight (its pairs). */
export const CIVIL_DISORDER_COMPOSERS: Readonly<Record<string, Composer>> = {
  fire: (facts, _sample, resolve) => composeFire(facts as FireFacts, resolve as (f: FireFacts, dice: Dice) => Resolution),
  melee: (facts, sample, resolve) => composeMelee(facts, sample, resolve),
  'line-fight': (facts, _sample, resolve) => composeLineFight(facts as LineFightFacts, resolve as (f: LineFightFacts, dice: Dice) => Resolution),
};
