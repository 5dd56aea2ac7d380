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
import { Distribution } from '../enumerate.js';
import { checkedReps, type DicePath } from '../paths.js';
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
  type State = { loneWon: boolean; diff: number; num: bigint; faces: number[] };
  let active = new Map<string, State>([['0|0', { loneWon: false, diff: 0, num: 1n, faces: [] }]]);
  const done = new Map<number, { num: bigint; faces: number[]; den: bigint }[]>();
  const fullDen = 100n ** BigInt(s.opponents);
  const finish = (st: { diff: number; num: bigint; faces: number[] }, den: bigint) => {
    const list = done.get(st.diff) ?? [];
    list.push({ num: st.num * (fullDen / den), faces: st.faces, den });
    done.set(st.diff, list);
  };
  for (let n = 1; n <= s.opponents; n++) {
    const next = new Map<string, State>();
    const den = 100n ** BigInt(n);
    for (const st of active.values()) {
      for (let a = 1; a <= 10; a++) {
        for (let b = 1; b <= 10; b++) {
          const r = meleeBout(a + s.sfMod, b + s.crowdMod, s.intent, s.lone, st.loneWon);
          const diff = st.diff + (r.winner === 'sf' ? 1 : r.winner === 'crowd' ? -1 : 0);
          const loneWon = st.loneWon || r.winner === s.lone;
          if (r.stops) {
            finish({ diff, num: st.num, faces: [...st.faces, a, b] }, den);
            continue;
          }
          const k = `${loneWon ? 1 : 0}|${diff}`;
          const cur = next.get(k);
          if (cur) cur.num += st.num;
          else next.set(k, { loneWon, diff, num: st.num, faces: [...st.faces, a, b] });
        }
      }
    }
    active = next;
  }
  for (const st of active.values()) finish(st, fullDen);
  const by = new Map<number, { num: bigint; path: Path }>();
  for (const [diff, list] of done) by.set(diff, { num: list.reduce((t, x) => t + x.num, 0n), path: { faces: list[0].faces, prev: null } });
  return { den: fullDen, by };
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
  let total: DiffDist = { den: 1n, by: new Map([[0, { num: 1n, path: null }]]) };
  let steps = 0;
  for (const pair of pairs) {
    const k = `${pair.sf}|${pair.rioters}|${pair.sfOnGround}|${pair.crowdOnGround}`;
    let d = cache.get(k);
    if (!d) cache.set(k, (d = pairDiff(facts, pair)));
    total = convolve(total, d);
    steps += pair.lone === 'sf' ? pair.rioters : pair.sf;
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
