// Grouped fire (intervention.fr.txt l.362-367, R19, U176): X shooters who can
// each take the same Y <= X figures as targets share their PF among them as
// they like; cover comes off each share. Every distinct way to share that
// kills the most, and every one that wounds the most, side by side.
//
// A "way" is who fires at whom. Each shooter gives each of its targets more
// points than the target's cover (a share the cover eats is no share); the
// points a target takes are what get past its cover. The ways of a column are
// those that reach the column's best (kills, then wounds, then damage to the
// figures left standing; or wounds, then kills, then damage) with the fewest
// shares; ways that differ only by swapping two identical shooters or two
// identical targets are one way.
import { t } from '../../i18n/index.js';
import { refusal, type Lang, type Resolution } from '../types.js';
import { calculation, woundedAt } from './counter.js';
import { COVER_REDUCTION, type Cover } from './tables.js';

export interface GroupTarget {
  rt: number;
  counter: number;
  cover: Cover;
}

export interface GroupedFireFacts {
  lang: Lang;
  /** Each shooter's PF for this fire (band, aimed fire and the like already in; U176). */
  shooters: number[];
  targets: GroupTarget[];
}

// U176: the search stays small enough to answer at the table; past these, exit 2.
export const GROUPED_FIRE_LIMITS = { shooters: 20, targets: 6, points: 99, work: 70_000, ways: 60 } as const;

export type Fate = 'out' | 'wounded' | 'hit';
export type Objective = 'kills' | 'wounds';
export const OBJECTIVES: readonly Objective[] = ['kills', 'wounds'];

/** One share of a shooter's PF: the points fired at a target and the damage that gets past its cover. */
export interface Share {
  shooter: number;
  target: number;
  points: number;
  damage: number;
}

export interface Way {
  shares: Share[];
  /** Points of each shooter not given to any share (absorbed by cover, or not needed). */
  spare: { shooter: number; points: number }[];
  targets: { target: number; damage: number; before: number; after: number; fate: Fate | 'untouched' }[];
}

export interface Column {
  objective: Objective;
  kills: number;
  wounds: number;
  damage: number;
  shares: number;
  ways: Way[];
}

/** Why the search was refused: too large to answer at the table. */
export class TooManyWays extends Error {
  constructor(readonly what: 'work' | 'ways') {
    super(what);
  }
}

interface Plan {
  masks: number[];
  fates: (Fate | null)[];
  edges: number;
  flow: number[][];
}

const INF = 1e9;

/** Runs the search: the best of each objective, and every way reaching it. */
export function searchGroupedFire(shooters: readonly number[], targets: readonly GroupTarget[]): Record<Objective, { value: number[]; plans: Plan[] }> {
  const X = shooters.length;
  const Y = targets.length;
  const cost = targets.map((g) => COVER_REDUCTION[g.cover] + 1);
  const was = targets.map((g) => g.counter <= woundedAt(g.rt));
  const needWound = targets.map((g) => g.counter - woundedAt(g.rt));
  // Shooters by PF, highest first: identical shooters side by side take non-decreasing masks (one of each swap).
  const order = shooters.map((_, i) => i).sort((a, b) => shooters[b] - shooters[a] || a - b);
  const options = order.map((i) => {
    const list: number[] = [];
    for (let m = 0; m < 1 << Y; m++) {
      let c = 0;
      for (let j = 0; j < Y; j++) if (m & (1 << j)) c += cost[j];
      if (c <= shooters[i]) list.push(m);
    }
    return list;
  });
  if (pointings(order.map((i) => shooters[i]), options.map((o) => o.length)) > GROUPED_FIRE_LIMITS.work) throw new TooManyWays('work');
  const masks = new Array<number>(X).fill(0);
  // Values as numbers: (first * 8 + second) * 10000 + damage (at most 6 targets of at most 99 points).
  const bestValue: Record<Objective, number> = { kills: -1, wounds: -1 };
  const bestEdges: Record<Objective, number> = { kills: INF, wounds: INF };
  let plans: Record<Objective, Plan[]> = { kills: [], wounds: [] };
  let work = 0;
  const deg = new Array<number>(Y).fill(0);
  const slack = new Array<number>(X).fill(0);
  const fates = new Array<Fate | null>(Y).fill(null);
  const choices: (Fate | null)[][] = Array.from({ length: Y }, () => []);
  let edges = 0;

  const consider = (o: Objective, head: number, damage: number, flow: number[][]) => {
    const value = head * 10000 + damage;
    if (value > bestValue[o] || (value === bestValue[o] && edges < bestEdges[o])) {
      bestValue[o] = value;
      bestEdges[o] = edges;
      plans = { ...plans, [o]: [] };
    } else if (value < bestValue[o] || edges > bestEdges[o]) return;
    plans[o].push({ masks: [...masks], fates: [...fates], edges, flow });
  };
  const evaluate = () => {
    let k = 0;
    let w = 0;
    // The most the survivors could take with these fates: a bound on the damage, to skip hopeless flows.
    let most = 0;
    for (let j = 0; j < Y; j++) {
      const f = fates[j];
      if (f === 'out') k++;
      else if (f === 'wounded') {
        w++;
        most += targets[j].counter - 1;
      } else if (f === 'hit') most += was[j] ? targets[j].counter - 1 : needWound[j] - 1;
    }
    const headK = k * 8 + w;
    const headW = w * 8 + k;
    // Worth a flow only if it can beat a column's best, or tie it with no more shares.
    const want = (o: Objective, head: number) => head * 10000 + most > bestValue[o] || (head * 10000 + most === bestValue[o] && edges <= bestEdges[o]);
    const wantK = want('kills', headK);
    const wantW = want('wounds', headW);
    if (!wantK && !wantW) return;
    const r = flowFor();
    if (!r) return;
    if (wantK) consider('kills', headK, r.damage, r.flow);
    if (wantW) consider('wounds', headW, r.damage, r.flow);
  };
  // What the targets from j on could add at most: kills, wounds, damage to survivors (a bound to prune by).
  const sufOut = new Array<number>(Y + 1).fill(0);
  const sufWound = new Array<number>(Y + 1).fill(0);
  const sufDamage = new Array<number>(Y + 1).fill(0);
  const hopeless = (o: Objective, head: number, damage: number) => {
    const ub = head * 10000 + damage;
    return ub < bestValue[o] || (ub === bestValue[o] && edges > bestEdges[o]);
  };
  const walk = (j: number, k: number, w: number, d: number): void => {
    const kk = k + sufOut[j];
    const ww = w + sufWound[j];
    if (hopeless('kills', kk * 8 + ww, d + sufDamage[j]) && hopeless('wounds', ww * 8 + kk, d + sufDamage[j])) return;
    if (j === Y) return evaluate();
    for (const f of choices[j]) {
      fates[j] = f;
      const hi = f === 'wounded' ? targets[j].counter - 1 : f === 'hit' ? (was[j] ? targets[j].counter - 1 : needWound[j] - 1) : 0;
      walk(j + 1, k + (f === 'out' ? 1 : 0), w + (f === 'wounded' ? 1 : 0), d + hi);
    }
  };
  const leaf = () => {
    if (++work > GROUPED_FIRE_LIMITS.work) throw new TooManyWays('work');
    deg.fill(0);
    edges = 0;
    for (let i = 0; i < X; i++) {
      let used = 0;
      for (let j = 0; j < Y; j++) {
        if (masks[i] & (1 << j)) {
          deg[j]++;
          used += cost[j];
          edges++;
        }
      }
      slack[i] = shooters[i] - used;
    }
    // What each touched target may become, from the least and most it can take.
    for (let j = 0; j < Y; j++) {
      const f = choices[j];
      f.length = 0;
      if (deg[j] === 0) {
        f.push(null);
        continue;
      }
      let most = deg[j];
      for (let i = 0; i < X; i++) if (masks[i] & (1 << j)) most += slack[i];
      const least = deg[j];
      const c = targets[j].counter;
      if (most >= c) f.push('out');
      if (!was[j] && most >= needWound[j] && least <= c - 1) f.push('wounded');
      if (least <= (was[j] ? c - 1 : needWound[j] - 1)) f.push('hit');
      if (f.length === 0) return;
    }
    for (let j = Y - 1; j >= 0; j--) {
      const f = choices[j];
      sufOut[j] = sufOut[j + 1] + (f.includes('out') ? 1 : 0);
      sufWound[j] = sufWound[j + 1] + (f.includes('wounded') ? 1 : 0);
      const hi = f.includes('wounded') || (f.includes('hit') && was[j]) ? targets[j].counter - 1 : f.includes('hit') ? needWound[j] - 1 : 0;
      sufDamage[j] = sufDamage[j + 1] + hi;
    }
    walk(0, 0, 0, 0);
  };

  // One flow network for the whole search (s, shooters, targets, sink), reset per leaf.
  const n = X + Y + 2;
  const sink = n - 1;
  const cap = new Float64Array(n * n);
  const orig = new Float64Array(n * n);
  const seen = new Uint8Array(n);
  const lower = new Array<number>(Y).fill(0);
  const upper = new Array<number>(Y).fill(0);
  /**
   * The most damage the survivors can take with these fates (a flow: each
   * share is cover + 1 points at least, the rest of a shooter's points go
   * where the fates allow), or null when the fates cannot be met.
   */
  const flowFor = () => {
    for (let j = 0; j < Y; j++) {
      const f = fates[j];
      if (f === null) {
        lower[j] = 0;
        upper[j] = 0;
        continue;
      }
      const c = targets[j].counter;
      const lo = f === 'out' ? c : f === 'wounded' ? needWound[j] : 0;
      const hi = f === 'out' ? Math.max(c, deg[j]) : f === 'wounded' ? c - 1 : was[j] ? c - 1 : needWound[j] - 1;
      const L = Math.max(0, lo - deg[j]);
      const U = hi - deg[j];
      if (U < L) return null;
      lower[j] = L;
      upper[j] = f === 'out' ? L : U;
    }
    cap.fill(0);
    // Shooters firing at one target first, so that a lone shot takes the whole of its points (as the text's example).
    const byShares = order
      .map((i) => ({ i, d: popcount(masks[i]) }))
      .sort((a, b) => a.d - b.d || a.i - b.i)
      .map((x) => x.i);
    for (const i of byShares) {
      cap[1 + i] = slack[i];
      for (let j = 0; j < Y; j++) if (masks[i] & (1 << j)) cap[(1 + i) * n + 1 + X + j] = INF;
    }
    const shooterNodes = byShares.map((i) => 1 + i);
    // From a target: the sink first, then back through the shooters (rerouting).
    const visit = [sink, ...shooterNodes, ...targets.map((_, j) => 1 + X + j)];
    let needed = 0;
    for (let j = 0; j < Y; j++) {
      cap[(1 + X + j) * n + sink] = lower[j];
      needed += lower[j];
    }
    orig.set(cap);
    const flowFrom = (u: number) => (u === 0 ? shooterNodes : visit);
    const run = () => {
      let total = 0;
      for (;;) {
        seen.fill(0);
        seen[0] = 1;
        const f = augmentFrom(0, INF);
        if (f === 0) return total;
        total += f;
      }
    };
    const augmentFrom = (u: number, f: number): number => {
      if (u === sink) return f;
      for (const v of flowFrom(u)) {
        const c = cap[u * n + v];
        if (seen[v] || c <= 0) continue;
        seen[v] = 1;
        const got = augmentFrom(v, Math.min(f, c));
        if (got > 0) {
          cap[u * n + v] -= got;
          cap[v * n + u] += got;
          return got;
        }
      }
      return 0;
    };
    if (run() < needed) return null;
    for (let j = 0; j < Y; j++) {
      const extra = upper[j] - lower[j];
      cap[(1 + X + j) * n + sink] += extra;
      orig[(1 + X + j) * n + sink] += extra;
    }
    run();
    let damage = 0;
    const flow: number[][] = Array.from({ length: X }, () => new Array<number>(Y).fill(0));
    for (let i = 0; i < X; i++) for (let j = 0; j < Y; j++) if (masks[i] & (1 << j)) flow[i][j] = orig[(1 + i) * n + 1 + X + j] - cap[(1 + i) * n + 1 + X + j];
    for (let j = 0; j < Y; j++) {
      if (fates[j] === null || fates[j] === 'out') continue;
      const k = (1 + X + j) * n + sink;
      damage += deg[j] + (orig[k] - cap[k]);
    }
    return { damage, flow };
  };

  const dfs = (p: number) => {
    if (p === X) return leaf();
    const i = order[p];
    const prev = p > 0 && shooters[order[p - 1]] === shooters[i] ? masks[order[p - 1]] : -1;
    for (const m of options[p]) {
      if (m < prev) continue;
      masks[i] = m;
      dfs(p + 1);
    }
    masks[i] = 0;
  };
  dfs(0);
  const decode = (o: Objective) => {
    const v = bestValue[o];
    const head = Math.floor(v / 10000);
    return [Math.floor(head / 8), head % 8, v % 10000];
  };
  return { kills: { value: decode('kills'), plans: plans.kills }, wounds: { value: decode('wounds'), plans: plans.wounds } };
}

/** How many ways of pointing the shooters the search looks at: identical shooters (side by side) count once per multiset. */
export function pointings(pfs: readonly number[], optionCounts: readonly number[]): number {
  let total = 1;
  let i = 0;
  while (i < pfs.length) {
    let n = 0;
    while (i + n < pfs.length && pfs[i + n] === pfs[i]) n++;
    // Multisets of n among k options: C(k + n - 1, n).
    const k = optionCounts[i];
    let c = 1;
    for (let r = 1; r <= n; r++) c = (c * (k + r - 1)) / r;
    total *= Math.round(c);
    if (total > Number.MAX_SAFE_INTEGER) return Infinity;
    i += n;
  }
  return total;
}

function popcount(m: number): number {
  let c = 0;
  for (let x = m; x; x &= x - 1) c++;
  return c;
}

/** Identical targets (same RT, counter and cover) are one target twice: the plan's key under every swap of them. */
function canonicalKey(plan: Plan, shooters: readonly number[], targets: readonly GroupTarget[]): string {
  const Y = targets.length;
  const sig = targets.map((g) => `${g.rt}/${g.counter}/${g.cover}`);
  const perms: number[][] = [];
  const permute = (p: number[], rest: number[]) => {
    if (rest.length === 0) {
      if (p.every((x, j) => sig[x] === sig[j])) perms.push(p);
      return;
    }
    rest.forEach((x, k) => permute([...p, x], [...rest.slice(0, k), ...rest.slice(k + 1)]));
  };
  permute([], [...Array(Y).keys()]);
  let best: string | null = null;
  for (const p of perms) {
    const mapped = plan.masks.map((m) => {
      let out = 0;
      for (let j = 0; j < Y; j++) if (m & (1 << j)) out |= 1 << p[j];
      return out;
    });
    const fates = new Array<string>(Y);
    plan.fates.forEach((f, j) => (fates[p[j]] = f ?? '-'));
    const groups = new Map<number, number[]>();
    mapped.forEach((m, i) => groups.set(shooters[i], [...(groups.get(shooters[i]) ?? []), m]));
    const key = `${fates.join(',')}|${[...groups.entries()].sort((a, b) => a[0] - b[0]).map(([pf, ms]) => `${pf}:${ms.sort((a, b) => a - b).join('.')}`).join(';')}`;
    if (best === null || key < best) best = key;
  }
  return best ?? '';
}

/** A plan as the shares, spare points and what each target takes. */
function wayOf(plan: Plan, shooters: readonly number[], targets: readonly GroupTarget[]): Way {
  const shares: Share[] = [];
  const spare: Way['spare'] = [];
  const taken = targets.map(() => 0);
  shooters.forEach((pf, i) => {
    let used = 0;
    targets.forEach((g, j) => {
      if (!(plan.masks[i] & (1 << j))) return;
      const points = COVER_REDUCTION[g.cover] + 1 + plan.flow[i][j];
      const damage = points - COVER_REDUCTION[g.cover];
      used += points;
      taken[j] += damage;
      shares.push({ shooter: i, target: j, points, damage });
    });
    if (pf - used > 0) spare.push({ shooter: i, points: pf - used });
  });
  return {
    shares,
    spare,
    targets: targets.map((g, j) => ({ target: j, damage: taken[j], before: g.counter, after: Math.max(0, g.counter - taken[j]), fate: plan.fates[j] ?? 'untouched' })),
  };
}

/** The letter of a target (A, B, C...), as the output names them. */
export function targetLetter(j: number): string {
  return String.fromCharCode(65 + j);
}

/** Every way to share the fire that kills the most, and every one that wounds the most (U176). */
export function resolveGroupedFire(facts: GroupedFireFacts): Resolution {
  const { lang, shooters, targets } = facts;
  const base = { game: 'intervention', dice: false };
  const L = GROUPED_FIRE_LIMITS;
  if (targets.length > shooters.length) return refusal('intervention-grouped-fire', 'fr', t(lang, 'intervention.grouped.refused.more-targets', { x: shooters.length, y: targets.length }), base);
  let found: ReturnType<typeof searchGroupedFire>;
  try {
    found = searchGroupedFire(shooters, targets);
  } catch (e) {
    if (e instanceof TooManyWays) {
      return refusal('intervention-grouped-fire', 'fr', t(lang, `intervention.grouped.refused.${e.what}`, { x: shooters.length, y: targets.length, work: L.work, ways: L.ways }), base, 'too-many-ways');
    }
    throw e;
  }
  const columns: Column[] = [];
  for (const o of OBJECTIVES) {
    const seen = new Set<string>();
    const ways: Way[] = [];
    for (const p of found[o].plans) {
      const key = canonicalKey(p, shooters, targets);
      if (seen.has(key)) continue;
      seen.add(key);
      ways.push(wayOf(p, shooters, targets));
    }
    if (ways.length > L.ways) {
      return refusal('intervention-grouped-fire', 'fr', t(lang, 'intervention.grouped.refused.ways', { x: shooters.length, y: targets.length, work: L.work, ways: L.ways }), base, 'too-many-ways');
    }
    const v = found[o].value;
    const [kills, wounds] = o === 'kills' ? [v[0], v[1]] : [v[1], v[0]];
    columns.push({ objective: o, kills, wounds, damage: v[2], shares: found[o].plans[0].edges, ways });
  }
  const [k, w] = columns;
  const code = k.kills === 0 && w.wounds === 0 ? 'no-effect' : 'choose';
  const text = code === 'no-effect' ? t(lang, 'intervention.grouped.outcome.no-effect') : t(lang, 'intervention.grouped.outcome.choose', { wounds: w.wounds, kills: k.kills });
  const notes = targets.map((g, j) =>
    t(lang, 'intervention.grouped.target', { target: targetLetter(j), rt: g.rt, counter: g.counter, cover: t(lang, `intervention.cover.${g.cover}`), at: woundedAt(g.rt) }),
  );
  return calculation(
    'intervention-grouped-fire',
    lang,
    { shooters: shooters.map((pf, i) => ({ shooter: i, pf })), targets: targets.map((g, j) => ({ target: j, letter: targetLetter(j), ...g })), columns },
    [],
    null,
    { code, text },
    notes,
  );
}
