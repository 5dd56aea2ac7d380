import { describe, expect, it } from 'vitest';
import { chiSquarePValue, fairness, gammaP, gammaQ, lnGamma } from '../../src/review/stats.js';

describe('lnGamma', () => {
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [10, Math.log(362880)],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [1.5, Math.log(Math.sqrt(Math.PI) / 2)],
  ])('ln Γ(%d) is the known value', (x, v) => {
    expect(lnGamma(x)).toBeCloseTo(v, 10);
  });
});

// erf from a table (Abramowitz & Stegun 7.1): P(1/2, x) = erf(sqrt(x)).
describe('regularized incomplete gamma', () => {
  it('P(1, x) = 1 - e^-x and Q(1, x) = e^-x', () => {
    for (const x of [0.1, 1, 2.5, 10, 30]) {
      expect(gammaP(1, x)).toBeCloseTo(1 - Math.exp(-x), 12);
      expect(gammaQ(1, x)).toBeCloseTo(Math.exp(-x), 12);
    }
  });
  it('P(1/2, x) = erf(sqrt x): erf(1) = 0.8427007929, erf(0.5) = 0.5204998778', () => {
    expect(gammaP(0.5, 1)).toBeCloseTo(0.8427007929497149, 10);
    expect(gammaP(0.5, 0.25)).toBeCloseTo(0.5204998778130465, 10);
  });
  it('P(a, x) + Q(a, x) = 1 on both sides of the series / fraction switch', () => {
    for (const [a, x] of [[2.5, 1], [2.5, 5], [10, 3], [10, 20], [0.3, 4]]) {
      expect(gammaP(a, x) + gammaQ(a, x)).toBeCloseTo(1, 12);
    }
  });
  it('P(3, 2) = 1 - 5e^-2 (integer a: Poisson sum)', () => {
    expect(gammaP(3, 2)).toBeCloseTo(1 - 5 * Math.exp(-2), 12);
  });
  it('refuses a <= 0 and x < 0', () => {
    expect(() => gammaP(0, 1)).toThrow(RangeError);
    expect(() => gammaQ(1, -1)).toThrow(RangeError);
  });
});

describe('chiSquarePValue', () => {
  // Critical values from the standard chi-square table.
  it.each([
    [3.841458820694124, 1, 0.05],
    [6.634896601021214, 1, 0.01],
    [11.070497693516351, 5, 0.05],
    [15.08627246938899, 5, 0.01],
    [1.6103079869623229, 5, 0.9],
    [16.918977604620448, 9, 0.05],
    [5.991464547107979, 2, 0.05],
  ])('chi2 = %d with %d df has p = %d', (chi2, df, p) => {
    expect(chiSquarePValue(chi2, df)).toBeCloseTo(p, 8);
  });
  it('p = 1 at chi2 = 0', () => {
    expect(chiSquarePValue(0, 5)).toBe(1);
  });
});

describe('fairness', () => {
  it('counts faces and finds a perfectly even d6 fair (chi2 0, p 1)', () => {
    const f = fairness([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], 6);
    expect(f.counts).toEqual([2, 2, 2, 2, 2, 2]);
    expect(f.expected).toBe(2);
    expect(f.chi2).toBe(0);
    expect(f.p).toBe(1);
    expect(f.fewRolls).toBe(true);
  });
  it('finds a die that always shows 6 unfair (p tiny)', () => {
    const f = fairness(Array(60).fill(6), 6);
    expect(f.chi2).toBeCloseTo(300, 9);
    expect(f.df).toBe(5);
    expect(f.p!).toBeLessThan(1e-50);
    expect(f.fewRolls).toBe(false);
  });
  it('computes the textbook example: d6 counts 5,8,9,8,10,20 give chi2 13.4, p 0.0199', () => {
    const values = [5, 8, 9, 8, 10, 20].flatMap((c, i) => Array(c).fill(i + 1));
    const f = fairness(values, 6);
    expect(f.chi2).toBeCloseTo(13.4, 9);
    expect(f.p!).toBeCloseTo(0.019905220334774, 8);
  });
  it('has no p-value without rolls', () => {
    expect(fairness([], 3).p).toBeNull();
  });
});
