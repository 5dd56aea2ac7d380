// Fire growth and spread over N turns (R11, U36): a chain over one
// building's fires and value stepping with resolveFireTurn.
import { describe, expect, it } from 'vitest';
import { Rng, ResolutionDice } from '../../src/dice.js';
import { burnOdds, fireTurnStep } from '../../src/odds/civil-disorder/burn.js';
import { resolveFireTurn, type FireTurnFacts } from '../../src/rules/civil-disorder/burn.js';
import { UserError } from '../../src/errors.js';

const facts = (f: Partial<FireTurnFacts> = {}): FireTurnFacts => ({ edition: 'en', fires: 1, value: 6, neighbours: ['a', 'b'], ...f });

describe('burnOdds (R11)', () => {
  it('one fire: grows on a 1 (1/6), never spreads on turn 1 (a d6 under 1)', () => {
    const [t1] = burnOdds(facts(), 1).turns;
    expect(t1).toMatchObject({ spread: '0', spreadBy: '0', expectedFires: 1.167, expectedValue: 5, wreck: '0' });
  });

  it('turn 2: it spreads only after growing (1/6) and then a 1 on the spread die (1/6): 1/36', () => {
    const [, t2] = burnOdds(facts(), 2).turns;
    expect(t2.spread).toBe('1/36');
    expect(t2.spreadBy).toBe('1/36');
  });

  it('three fires: spreads on 1-2 (1/3) every turn until it grows; no neighbours, never', () => {
    expect(burnOdds(facts({ fires: 3, value: 20 }), 1).turns[0].spread).toBe('1/3');
    expect(burnOdds(facts({ fires: 3, value: 20, neighbours: [] }), 3).turns.map((t) => t.spreadBy)).toEqual(['0', '0', '0']);
  });

  it('value 2 and one fire: a wreck for certain by turn 2 (loses a point per fire)', () => {
    const turns = burnOdds(facts({ value: 2 }), 2).turns;
    expect(turns.map((t) => t.wreck)).toEqual(['0', '1']);
  });

  it('a building not burning: the rule refuses, nothing to forecast', () => {
    expect(burnOdds(facts({ fires: 0 }), 3).refused).toBeDefined();
  });

  it('each step is the fire-turn rule itself: the chances of one step sum to 36/36', () => {
    const step = fireTurnStep(facts({ fires: 2, value: 3 }), 2, 3);
    expect(step.reduce((s, x) => s + x.n36, 0n)).toBe(36n);
    expect(step.every((x) => x.value === 1)).toBe(true);
  });

  it('refuses a forecast too large to compute quickly rather than hang', () => {
    expect(() => burnOdds(facts({ value: 1000 }), 50)).toThrow(UserError);
  });

  it('over 8 turns agrees with 3,000 seeded runs of the fire-turn rule (4.5 standard errors)', () => {
    const f = facts({ fires: 1, value: 12 });
    const turns = 8;
    const exact = burnOdds(f, turns).turns[turns - 1];
    const rng = new Rng('burn-monte-carlo');
    const n = 3000;
    let spread = 0;
    let wreck = 0;
    let fires = 0;
    let fires2 = 0;
    for (let i = 0; i < n; i++) {
      let st = { fires: f.fires, value: f.value };
      let spreadYet = false;
      for (let t = 0; t < turns; t++) {
        const r = resolveFireTurn({ ...f, ...st }, new ResolutionDice(rng, null));
        if (r.outcome.code === 'spread') spreadYet = true;
        st = { fires: (r.fires as { after: number }).after, value: (r.value as { after: number }).after };
      }
      if (spreadYet) spread += 1;
      if (st.value === 0) wreck += 1;
      fires += st.fires;
      fires2 += st.fires * st.fires;
    }
    const near = (got: number, pct: number) => {
      const p = pct / 100;
      expect(Math.abs(got / n - p)).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 0.0006);
    };
    near(spread, exact.spreadByPercent);
    near(wreck, exact.wreckPercent);
    const mean = fires / n;
    expect(Math.abs(mean - exact.expectedFires)).toBeLessThan(4.5 * Math.sqrt((fires2 / n - mean * mean) / n) + 0.001);
  });
});
