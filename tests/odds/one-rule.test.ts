// One table, two uses: for every procedure that has --odds, the exact odds
// (enumerated or composed from the rule's own functions) match the
// frequencies of many seeded resolutions by the same resolve function.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadComposers } from '../../src/odds/composers.js';
import { Rng, ResolutionDice } from '../../src/dice.js';
import { countsOf, oddsOf, outcomeKey } from '../../src/odds/run.js';
import { resolveEnterFire, resolveFireTurn } from '../../src/rules/civil-disorder/burn.js';
import { resolveDamage } from '../../src/rules/civil-disorder/damage.js';
import { resolveFire } from '../../src/rules/civil-disorder/firearms.js';
import { resolveExtinguish } from '../../src/rules/civil-disorder/firefight.js';
import { resolveLoot } from '../../src/rules/civil-disorder/loot.js';
import { resolveMelee } from '../../src/rules/civil-disorder/melee.js';
import { resolveNegotiate } from '../../src/rules/civil-disorder/negotiate.js';
import { resolveOverreact } from '../../src/rules/civil-disorder/overreact.js';
import { resolveRlRoll } from '../../src/rules/civil-disorder/rl-roll.js';
import { resolveCounterSnipe, resolveSniperShot } from '../../src/rules/civil-disorder/sniper.js';
import { resolveTriage } from '../../src/rules/civil-disorder/triage.js';
import type { Dice, Resolution } from '../../src/rules/types.js';
import { resolveBatonGun, resolveGas, resolveMissiles, resolvePetrolBomb } from '../../src/rules/civil-disorder/weapons.js';

// Civil Disorder's composers (fire, melee), as `--odds` loads them.
beforeAll(loadComposers);

type Case = [string, unknown, (facts: any, dice: Dice) => Resolution];
const van = { id: 'van1', strength: 8, wounded: 0, riotKit: 'none' as const, firsts: {} };

const CASES: Case[] = [
  ['rl-roll (tear gas, a higher neighbour)', { edition: 'en', rl: 5, flags: ['tear-gas'], counts: { 'adjacent-higher': 1 } }, resolveRlRoll],
  ['melee 1-1, riot trained, arrest', { edition: 'en', unitType: 'anti-riot', riotKit: 'shields', intent: 'arrest', sfFigures: 1, rioters: 1 }, resolveMelee],
  ['melee 3 rioters in turn (R6)', { edition: 'fr', unitType: 'regular-police', riotKit: 'none', intent: 'beat', sfFigures: 1, rioters: 3 }, resolveMelee],
  ['fire: 4 rifles at close range on 3 figures', { edition: 'en', weapon: 'rifle', range: 'close', firers: 4, figures: 3 }, resolveFire],
  ['fire: heavy MG, French edition', { edition: 'fr', weapon: 'hmg', range: 'maximum', firers: 1 }, resolveFire],
  ['sniper shot', { edition: 'en', shotsBefore: 1, spotted: false }, resolveSniperShot],
  ['counter-sniping', { edition: 'en', spotted: true, shooterType: 'swat' }, resolveCounterSnipe],
  ['negotiate at RL 4, a poor negotiator', { edition: 'en', rl: 4, quality: 'poor', discretion: 1 }, resolveNegotiate],
  ['negotiate at RL 5, French columns', { edition: 'fr', rl: 5, quality: 'good' }, resolveNegotiate],
  ['overreact with the note (2) die', { edition: 'en', type: 'regular-soldiers', armed: true, umpireMods: [{ label: 'x', value: -4 }] }, resolveOverreact],
  ['loot', { edition: 'en', turn: 3, crowdId: 'c1', rl: 7, looterCrowd: false, figures: 30, looters: null, buildingId: 'shop', value: 40, loot: 20, looted: false, fires: 0 }, resolveLoot],
  ['damage', { edition: 'en', rl: 7, figures: 30, sfInSight: false, value: 50, buildingId: 'pub', crowdId: 'c1' }, resolveDamage],
  ['burn: a fire turn', { edition: 'en', fires: 2, value: 5, neighbours: ['a', 'b'] }, resolveFireTurn],
  ['burn: SF entering', { edition: 'en', fires: 1, figures: 3, fireproof: false }, resolveEnterFire],
  ['extinguish', { edition: 'en', turn: 3, engineId: 'pump1', crew: 6, water: 2, buildingId: 'shop', fires: 3 }, resolveExtinguish],
  ['triage', { edition: 'en', casualty: { id: 'cas-1', status: 'awaiting-triage' }, turn: 3 }, resolveTriage],
  ['gas grenade', { edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null }, resolveGas],
  ['baton gun', { edition: 'en', crowdId: 'c1', figures: 10, turn: null, shots: 2 }, resolveBatonGun],
  ['missiles at a van', { edition: 'en', throwers: 30, turn: null, kit: 'none', supplyUsed: 0, target: van }, resolveMissiles],
  ['petrol bomb at a van', { edition: 'en', turn: null, figures: 3, fireproof: false, target: van }, resolvePetrolBomb],
];

describe('odds and resolution are one rule', () => {
  const n = 3000;
  it.each(CASES)('%s: seeded resolutions fall as the exact odds say (4.5 standard errors)', (name, facts, resolve) => {
    const rec = oddsOf(facts, resolve);
    expect(rec.refused, name).toBeUndefined();
    // Something depends on the dice: the outcome, or a count of the resolution.
    expect(rec.outcomes.length + rec.stats.length, `${name}: nothing depends on the dice`).toBeGreaterThan(1);
    const rng = new Rng(`one-rule ${name}`);
    const counts: Record<string, number> = {};
    const sums: Record<string, { s: number; s2: number; one: number }> = {};
    for (let i = 0; i < n; i++) {
      const r = resolve(facts, new ResolutionDice(rng, null));
      const k = outcomeKey(r);
      counts[k] = (counts[k] ?? 0) + 1;
      for (const st of rec.stats) {
        const v = countsOf(r)[st.key] ?? 0;
        sums[st.key] ??= { s: 0, s2: 0, one: 0 };
        sums[st.key].s += v;
        sums[st.key].s2 += v * v;
        if (v >= 1) sums[st.key].one += 1;
      }
    }
    // The statistics: the mean of each count, and how often it is at least one.
    for (const st of rec.stats) {
      const { s, s2, one } = sums[st.key];
      const mean = s / n;
      const sd = Math.sqrt(Math.max(0, s2 / n - mean * mean));
      expect(Math.abs(mean - st.expectedValue), `${name}: mean ${st.key}`).toBeLessThan(4.5 * (sd / Math.sqrt(n)) + 0.001);
      if (st.atLeastOnePercent === null) continue; // a count that can be negative
      const p = st.atLeastOnePercent / 100;
      expect(Math.abs(one / n - p), `${name}: ${st.key} >= 1`).toBeLessThan(4.5 * Math.sqrt((p * (1 - p)) / n) + 0.0006);
    }
    const exact = Object.fromEntries(rec.outcomes.map((o) => [o.winner ? `${o.code}|${o.winner}` : o.code, o.percent / 100]));
    // Every outcome seen is one the odds name...
    for (const k of Object.keys(counts)) expect(exact, `${name}: ${k} seen but not in the odds`).toHaveProperty([k]);
    // ...and each falls within 4.5 standard errors of its exact chance (plus the rounding of the percent).
    for (const [k, p] of Object.entries(exact)) {
      const tol = 4.5 * Math.sqrt((p * (1 - p)) / n) + 0.0006;
      expect(Math.abs((counts[k] ?? 0) / n - p), `${name}: ${k}`).toBeLessThan(tol);
    }
  });
});
