// Checks composed odds against a seeded Monte Carlo of the rule itself: a
// fixed seed, each outcome within 4.5 standard errors of its exact chance for
// the sample size (plus one run's worth), and nothing seen that the odds lack.
import { expect } from 'vitest';
import { Rng, ResolutionDice } from '../../src/dice.js';
import { toNumber } from '../../src/odds/enumerate.js';
import type { Composed } from '../../src/odds/types.js';
import type { Dice, Resolution } from '../../src/rules/types.js';

/** Runs `resolve` n times on seeded dice and compares the outcome codes' frequencies with `composed`. */
export function expectMonteCarlo<F>(name: string, composed: Composed, facts: F, resolve: (f: F, dice: Dice) => Resolution, n: number): void {
  const rng = new Rng(name);
  const counts: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const code = resolve(facts, new ResolutionDice(rng, null)).outcome.code;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  const exact = Object.fromEntries(composed.dist.entries().map(([k, f]) => [k, toNumber(f)]));
  for (const k of Object.keys(counts)) expect(exact, `${name}: ${k} seen but not composed`).toHaveProperty([k]);
  expect(Object.values(exact).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  for (const [k, p] of Object.entries(exact)) expect(Math.abs((counts[k] ?? 0) / n - p), `${name}: ${k}`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1 / n);
}
