// Statistics for the dice fairness check: the log-gamma function, the
// regularized incomplete gamma functions P and Q, and Pearson's chi-square
// goodness-of-fit test of die faces against a uniform die.
// Method: Numerical Recipes (Press et al.), 6.1-6.2: series for x < a + 1,
// continued fraction (modified Lentz) otherwise.

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
] as const;

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7; about 15 significant digits). */
export function lnGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`lnGamma: x must be > 0 (got ${x})`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let a = 0.99999999999980993;
  const t = z + 7.5;
  for (let i = 0; i < LANCZOS.length; i++) a += LANCZOS[i] / (z + i + 1);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_ITER = 1000;

function seriesP(a: number, x: number): number {
  let sum = 1 / a;
  let term = sum;
  for (let n = 1; n < MAX_ITER; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPS) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

function continuedFractionQ(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

/** The regularized lower incomplete gamma function P(a, x) = γ(a, x) / Γ(a). */
export function gammaP(a: number, x: number): number {
  if (!(a > 0) || x < 0) throw new RangeError(`gammaP: needs a > 0 and x >= 0 (got a=${a}, x=${x})`);
  if (x === 0) return 0;
  return x < a + 1 ? seriesP(a, x) : 1 - continuedFractionQ(a, x);
}

/** The regularized upper incomplete gamma function Q(a, x) = 1 - P(a, x). */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || x < 0) throw new RangeError(`gammaQ: needs a > 0 and x >= 0 (got a=${a}, x=${x})`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - seriesP(a, x) : continuedFractionQ(a, x);
}

/** P(X >= chi2) for a chi-square variable with `df` degrees of freedom. */
export function chiSquarePValue(chi2: number, df: number): number {
  return gammaQ(df / 2, chi2 / 2);
}

export interface FairnessTest {
  /** Rolls counted. */
  n: number;
  /** Count of each face, faces 1..sides. */
  counts: number[];
  /** Expected count of each face for a fair die (n / sides). */
  expected: number;
  chi2: number;
  df: number;
  /** Probability of a chi-square at least this large from a fair die; null with no rolls. */
  p: number | null;
  /** Expected count below 5 per face: the chi-square approximation is rough. */
  fewRolls: boolean;
}

/** Pearson's chi-square test of face counts against a fair die with `sides` faces. */
export function fairness(values: readonly number[], sides: number): FairnessTest {
  const counts = Array.from({ length: sides }, () => 0);
  for (const v of values) if (Number.isInteger(v) && v >= 1 && v <= sides) counts[v - 1] += 1;
  const n = counts.reduce((s, c) => s + c, 0);
  const expected = n / sides;
  const df = sides - 1;
  if (n === 0) return { n, counts, expected, chi2: 0, df, p: null, fewRolls: true };
  const chi2 = counts.reduce((s, c) => s + ((c - expected) * (c - expected)) / expected, 0);
  return { n, counts, expected, chi2, df, p: chiSquarePValue(chi2, df), fewRolls: expected < 5 };
}
