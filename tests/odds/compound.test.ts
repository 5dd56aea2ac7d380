// Compound odds (several firers and their casualty rolls; several melee
// bouts, R6): composed step by step from the rule's own functions, checked
// against values computed by hand, against the plain enumeration of the
// dice where that is small enough, and against a seeded Monte Carlo run.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadComposers } from '../../src/odds/composers.js';
import { Rng, ResolutionDice } from '../../src/dice.js';
import { distribution, enumerateDice, fractionText } from '../../src/odds/enumerate.js';
import { countsOf, oddsOf, outcomeKey } from '../../src/odds/run.js';
import { resolveFire, type FireFacts } from '../../src/rules/civil-disorder/firearms.js';
import { resolveMelee, type MeleeFacts } from '../../src/rules/civil-disorder/melee.js';

// Civil Disorder's composers (fire, melee), as `--odds` loads them.
beforeAll(loadComposers);

const fire = (f: Partial<FireFacts>): FireFacts => ({ edition: 'en', weapon: 'pistol', range: 'close', firers: 1, ...f });
const melee = (f: Partial<MeleeFacts>): MeleeFacts => ({ edition: 'en', unitType: 'firefighters', riotKit: 'none', intent: 'beat', sfFigures: 1, rioters: 1, ...f });
const stat = (rec: ReturnType<typeof oddsOf>, key: string) => rec.stats.find((s) => s.key === key)!;
const probs = (rec: ReturnType<typeof oddsOf>) => Object.fromEntries(rec.outcomes.map((o) => [o.winner ? `${o.code}|${o.winner}` : o.code, o.probability]));

describe('fire odds, composed firer by firer then casualty by casualty (R8)', () => {
  it('one pistol at close range (hits on 5-6): a hit 1/3, a dead 1/3 x 3/6 = 1/6', () => {
    const rec = oddsOf(fire({}), resolveFire);
    expect(rec.method).toBe('composed');
    expect(probs(rec)).toEqual({ miss: '2/3', hit: '1/3' });
    expect(stat(rec, 'casualties.dead')).toMatchObject({ expected: '1/6', atLeastOne: '1/6' });
    expect(stat(rec, 'casualties.scratch')).toMatchObject({ expected: '1/18', atLeastOne: '1/18' });
  });

  it('two pistols: a miss (2/3)^2 = 4/9; at least one dead 1 - (5/6)^2 = 11/36; wounded expected 2/3 x 2/6 = 2/9', () => {
    const rec = oddsOf(fire({ firers: 2 }), resolveFire);
    expect(probs(rec)).toEqual({ miss: '4/9', hit: '5/9' });
    expect(stat(rec, 'hits').expected).toBe('2/3');
    expect(stat(rec, 'casualties.dead').atLeastOne).toBe('11/36');
    expect(stat(rec, 'casualties.wounded').expected).toBe('2/9');
  });

  it('in the French edition a 4 on the casualty die is wounded (R8): one dead in 3', () => {
    const rec = oddsOf(fire({ edition: 'fr', weapon: 'automatic' }), resolveFire);
    // automatic close: hits on 3-6 (2/3); dead on 5-6 (1/3).
    expect(stat(rec, 'casualties.dead').expected).toBe('2/9');
  });

  it.each([
    ['two heavy MGs against a crowd of 3 figures (U21 cap)', fire({ weapon: 'hmg', range: 'maximum', firers: 2, figures: 3 })],
    ['two automatics at close range, French edition', fire({ edition: 'fr', weapon: 'automatic', firers: 2 })],
    ['two shotguns against a crowd of no figures', fire({ weapon: 'shotgun', firers: 2, figures: 0 })],
  ])('%s: the same outcomes and statistics as enumerating every dice sequence', (_name, facts) => {
    const rec = oddsOf(facts, resolveFire);
    const { dist } = distribution((d) => resolveFire(facts, d), outcomeKey);
    expect(probs(rec)).toEqual(Object.fromEntries(dist.entries().filter(([, f]) => f.num !== 0n).map(([k, f]) => [k, fractionText(f)])));
    // Expected counts, enumerated by hand over every sequence.
    const sums: Record<string, { e: number; p: number }> = {};
    let total = 0;
    enumerateDice((d) => countsOf(resolveFire(facts, d)), (c, den) => {
      const w = 1 / Number(den);
      total += w;
      for (const k of ['hits', 'casualties.dead', 'casualties.wounded', 'casualties.scratch']) {
        sums[k] ??= { e: 0, p: 0 };
        sums[k].e += (c[k] ?? 0) * w;
        if ((c[k] ?? 0) >= 1) sums[k].p += w;
      }
    });
    expect(total).toBeCloseTo(1, 12);
    for (const [k, v] of Object.entries(sums)) {
      expect(stat(rec, k).expectedValue, k).toBeCloseTo(v.e, 3);
      expect(stat(rec, k).atLeastOnePercent, k).toBeCloseTo(v.p * 100, 1);
    }
  });

  it('ten riflemen then their casualty rolls: the chance of a dead and the expected wounded agree with 4,000 seeded resolutions', () => {
    const facts = fire({ weapon: 'rifle', range: 'close', firers: 10, figures: 6 });
    const rec = oddsOf(facts, resolveFire);
    const rng = new Rng('fire-monte-carlo');
    const n = 4000;
    let dead = 0;
    let wounded = 0;
    let wounded2 = 0;
    for (let i = 0; i < n; i++) {
      const c = countsOf(resolveFire(facts, new ResolutionDice(rng, null)));
      if ((c['casualties.dead'] ?? 0) >= 1) dead += 1;
      const w = c['casualties.wounded'] ?? 0;
      wounded += w;
      wounded2 += w * w;
    }
    const p = stat(rec, 'casualties.dead').atLeastOnePercent! / 100;
    // Tolerance: 4.5 standard errors of the sample proportion / mean.
    expect(Math.abs(dead / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n));
    const mean = wounded / n;
    const sd = Math.sqrt(wounded2 / n - mean * mean);
    expect(Math.abs(mean - stat(rec, 'casualties.wounded').expectedValue)).toBeLessThan(4.5 * (sd / Math.sqrt(n)) + 0.001);
  });

  it('a hundred heavy MGs: composed exactly, without enumerating 6^100 x 6^350 sequences', () => {
    const rec = oddsOf(fire({ weapon: 'hmg', firers: 100 }), resolveFire);
    expect(probs(rec)).toEqual({ hit: '1' });
    expect(stat(rec, 'hits').expected).toBe('350');
    expect(stat(rec, 'casualties.dead').expected).toBe('175');
  });

  it('fired over the heads (l.301: no die, no hit): the one outcome, for certain, never a composed miss', async () => {
    const { jsonLines, runCli } = await import('../helpers/cli.js');
    for (const weapon of ['rifle', 'pistol', 'automatic', 'shotgun', 'hmg']) {
      const r = await runCli(['fire', '--json', '--over-heads', `--weapon=${weapon}`, '--odds']);
      expect(r.code, r.stderr).toBe(0);
      const [rec] = jsonLines(r.stdout);
      expect(rec.outcomes.map((o: { code: string; probability: string }) => [o.code, o.probability])).toEqual([['over-heads', '1']]);
    }
  });

  it('beyond the maximum range: refused, for certain', () => {
    expect(probs(oddsOf(fire({ range: 'beyond' }), resolveFire))).toEqual({ refused: '1' });
  });
});

describe('melee odds, composed bout by bout (R3, R6)', () => {
  it('one against one with no factor: a scuffle when the d10s are within 1 (28/100), pushed back on a margin of 2-3 (15/100 each way)', () => {
    const rec = oddsOf(melee({}), resolveMelee);
    expect(rec.method).toBe('composed');
    expect(probs(rec)).toEqual({
      'scuffle|none': '7/25',
      'pushed-back|sf': '3/20',
      'pushed-back|crowd': '3/20',
      'stunned|sf': '11/100',
      'stunned|crowd': '11/100',
      'knocked-out|sf': '7/100',
      'knocked-out|crowd': '7/100',
      'wounded|sf': '3/100',
      'wounded|crowd': '3/100',
    });
  });

  it.each([
    ['two rioters against a riot-trained figure', melee({ unitType: 'anti-riot', riotKit: 'shields', rioters: 2, intent: 'arrest' })],
    ['two SF figures against one rioter, French edition', melee({ edition: 'fr', unitType: 'mounted-police', sfFigures: 2, charging: true })],
  ])('%s: the same as enumerating every pair of d10 of every bout', (_name, facts) => {
    const rec = oddsOf(facts, resolveMelee);
    const { dist } = distribution((d) => resolveMelee(facts, d), outcomeKey);
    expect(probs(rec)).toEqual(Object.fromEntries(dist.entries().map(([k, f]) => [k, fractionText(f)])));
  });

  it('four rioters against one figure (4-1, R5): agrees with 4,000 seeded resolutions', () => {
    const facts = melee({ unitType: 'regular-police-riot', riotKit: 'full', rioters: 4, intent: 'arrest' });
    const rec = oddsOf(facts, resolveMelee);
    const rng = new Rng('melee-monte-carlo');
    const n = 4000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const k = outcomeKey(resolveMelee(facts, new ResolutionDice(rng, null)));
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const o of rec.outcomes) {
      const p = o.percent / 100;
      expect(Math.abs((counts[`${o.code}|${o.winner}`] ?? 0) / n - p), o.code).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 1 / n);
    }
  });

  it('a hundred rioters in turn: composed over 100 bouts, the chances sum to 1', () => {
    const rec = oddsOf(melee({ unitType: 'anti-riot', riotKit: 'full', rioters: 100 }), resolveMelee);
    const sum = rec.outcomes.reduce((s, o) => s + o.percent, 0);
    expect(sum).toBeGreaterThan(99.5);
    expect(sum).toBeLessThan(100.5);
  });
});

describe('composed = enumerated, for any small case (property)', () => {
  it('fire: any weapon, range, edition, up to 2 firers (1 heavy MG), any cap', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(
        fc.constantFrom('pistol', 'rifle', 'automatic', 'shotgun', 'hmg'),
        fc.constantFrom('close', 'maximum'),
        fc.constantFrom('en', 'fr'),
        fc.integer({ min: 1, max: 2 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (weapon, range, edition, firers, figures) => {
          const facts = fire({ weapon: weapon as FireFacts['weapon'], range: range as FireFacts['range'], edition: edition as 'en' | 'fr', firers: weapon === 'hmg' ? 1 : firers, figures });
          const { dist } = distribution((d) => resolveFire(facts, d), outcomeKey);
          expect(probs(oddsOf(facts, resolveFire))).toEqual(Object.fromEntries(dist.entries().map(([k, f]) => [k, fractionText(f)])));
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });

  it('melee: one bout, any type line, kit, intent, gas and ground, either edition', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(
        fc.constantFrom('regular-police', 'anti-riot', 'mounted-riot-police', 'firefighters', 'swat'),
        fc.constantFrom('none', 'shields', 'full'),
        fc.constantFrom('arrest', 'beat'),
        fc.constantFrom('en', 'fr'),
        fc.boolean(),
        fc.boolean(),
        (unitType, riotKit, intent, edition, gas, onGround) => {
          const facts = melee({
            unitType: unitType as MeleeFacts['unitType'],
            riotKit: riotKit as MeleeFacts['riotKit'],
            intent: intent as MeleeFacts['intent'],
            edition: edition as 'en' | 'fr',
            charging: true,
            sf: gas ? { gas: ['cs'] } : {},
            crowd: { onGround },
          });
          const { dist } = distribution((d) => resolveMelee(facts, d), outcomeKey);
          expect(probs(oddsOf(facts, resolveMelee))).toEqual(Object.fromEntries(dist.entries().map(([k, f]) => [k, fractionText(f)])));
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });
});
