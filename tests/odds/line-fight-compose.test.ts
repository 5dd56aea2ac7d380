// The line fight's composed odds (src/odds/civil-disorder/line-fight.ts): the
// pairs' bout differences convolved. Checked against the plain enumeration of
// every dice sequence through resolveLineFight for small fights, and against
// a seeded Monte Carlo of the rule itself for large ones.
import { describe, expect, it } from 'vitest';
import { composeLineFight, lineFightWork, pairDiff } from '../../src/odds/civil-disorder/line-fight.js';
import { distribution, MAX_ODDS_STATES, toNumber, type Fraction } from '../../src/odds/enumerate.js';
import { pairOff, resolveLineFight, type LineFightFacts } from '../../src/rules/civil-disorder/line-fight.js';
import { t } from '../../src/i18n/index.js';
import '../../src/games/index.js';
import { expectMonteCarlo } from '../helpers/odds.js';

const base: LineFightFacts = { edition: 'en', unitType: 'anti-riot', riotKit: 'full', intent: 'arrest', sf: 1, fighters: 1 };
const frac = (f: Fraction) => `${f.num}/${f.den}`;

/** The composed chance of each outcome code, as exact fraction texts. */
function composed(facts: LineFightFacts): Record<string, string> {
  const c = composeLineFight(facts, resolveLineFight);
  return Object.fromEntries(c.dist.entries().filter(([, f]) => f.num !== 0n).map(([k, f]) => [k, frac(f)]));
}

describe('line-fight composed odds', () => {
  const small: [string, Partial<LineFightFacts>][] = [
    ['1 SF against 1 rioter', {}],
    ['1 SF against 2 rioters (one pair, R6 bouts)', { fighters: 2 }],
    ['2 SF against 1 rioter', { sf: 2, unitType: 'regular-police', riotKit: 'none' }],
    ['2 SF against 2 rioters, one SF on the ground', { sf: 2, fighters: 2, sfOnGround: 1, intent: 'beat' }],
    ['1 SF against 2 rioters in gas, edition fr (4-1 and 2-1 differ by edition)', { fighters: 2, crowdGas: ['cs'], edition: 'fr' }],
    ['2 SF against 1 rioter on the ground, soaked, mounted charging', { sf: 2, crowdOnGround: 1, crowdSoaked: true, unitType: 'mounted-police', riotKit: 'none', charging: true }],
  ];
  it.each(small)('%s: the same exact fractions as enumerating every die', (_name, extra) => {
    const facts = { ...base, ...extra };
    const { dist } = distribution((dice) => resolveLineFight(facts, dice), (r) => r.outcome.code);
    const enumerated = Object.fromEntries(dist.entries().filter(([, f]) => f.num !== 0n).map(([k, f]) => [k, frac(f)]));
    expect(composed(facts)).toEqual(enumerated);
  });

  // A fixed seed; each outcome within 4.5 standard errors of its exact chance for n runs.
  const large: [string, Partial<LineFightFacts>][] = [
    ['10 SF against 12 rioters (a crowd at RL 8 against a unit)', { sf: 10, fighters: 12, unitType: 'regular-police', riotKit: 'shields' }],
    ['4 SF against 30 rioters', { sf: 4, fighters: 30, unitType: 'regular-police', riotKit: 'none', intent: 'beat' }],
    ['40 SF against 25 rioters, some on the ground', { sf: 40, fighters: 25, sfOnGround: 5, crowdOnGround: 3 }],
  ];
  it.each(large)('%s: a seeded Monte Carlo of the rule agrees', (name, extra) => {
    const facts = { ...base, ...extra };
    const c = composeLineFight(facts, resolveLineFight);
    expectMonteCarlo(`line-fight ${name}`, c, facts, resolveLineFight, 2000);
  });

  it('composes a fight of 500 a side exactly, each outcome shown by a dice sequence the rule agrees with; 1000 a side (the command\'s largest) is past the work bound, counted before any convolution (U228)', () => {
    expect(() => composeLineFight({ ...base, sf: 1000, fighters: 1000, unitType: 'regular-police', riotKit: 'none' }, resolveLineFight)).toThrow(expect.objectContaining({ code: 'odds-too-many-states' }));
    const c = composeLineFight({ ...base, sf: 500, fighters: 500, unitType: 'regular-police', riotKit: 'none' }, resolveLineFight);
    const total = c.dist.entries().reduce((s, [, f]) => s + toNumber(f), 0);
    expect(total).toBeCloseTo(1, 12);
    expect([...c.reps.keys()].sort()).toEqual(['crowd-ahead', 'even', 'sf-ahead']);
    expect(c.steps).toBe(500);
  });

  it('a lone figure against 1,000 (one pair of 1,000 bouts: 2.3 GB before) is composed in one pass over its bouts, and its work is counted', () => {
    const c = composeLineFight({ ...base, sf: 1000, fighters: 1, unitType: 'regular-police', riotKit: 'none' }, resolveLineFight);
    expect(c.dist.entries().reduce((s, [, f]) => s + toNumber(f), 0)).toBeCloseTo(1, 12);
    const pair = pairOff(1000, 1, 0, 0);
    expect(pair).toHaveLength(1);
    const d = pairDiff({ ...base, sf: 1000, fighters: 1, unitType: 'regular-police', riotKit: 'none' }, pair[0]);
    expect(lineFightWork([{ ...d, bouts: 1000 }])).toBeLessThan(MAX_ODDS_STATES);
  });

  it('names the outcomes without the counts of one sequence, in both languages', () => {
    const c = composeLineFight({ ...base, sf: 2, fighters: 3 }, resolveLineFight);
    expect(c.reps.get('sf-ahead')!.outcome.text).toBe('The SF win more bouts (2 pairs)');
    const fr = composeLineFight({ ...base, sf: 2, fighters: 3, edition: 'fr' }, resolveLineFight);
    expect(fr.reps.get('sf-ahead')!.outcome.text).toBe('Les fp gagnent plus de combats (2 paires)');
    for (const lang of ['en', 'fr'] as const) {
      for (const code of ['sf-ahead', 'crowd-ahead', 'even']) expect(t(lang, `line-fight.odds.${code}`, { pairs: 1 })).not.toMatch(/\{|line-fight\./);
    }
  });
});
