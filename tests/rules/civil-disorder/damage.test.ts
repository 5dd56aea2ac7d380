import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { DAMAGE_BY_RL, damageDice, resolveDamage, WRECK_FIRE_FACES, type DamageFacts } from '../../../src/rules/civil-disorder/damage.js';
import type { Edition } from '../../../src/rules/types.js';

const facts = (f: Partial<DamageFacts> = {}): DamageFacts => ({
  edition: 'en',
  rl: 7,
  figures: 30,
  sfInSight: false,
  value: 50,
  buildingId: 'pub',
  crowdId: 'c1',
  ...f,
});

describe('resolveDamage: which RLs do property damage (RL State Chart)', () => {
  it.each([1, 2, 3, 4, 5])('refuses a crowd at RL %i, saying why', (rl) => {
    const r = resolveDamage(facts({ rl }), fixedDice([]));
    expect(r.refused?.reason).toMatch(new RegExp(`RL ${rl} .* does no property damage`));
    expect(r.outcome.code).toBe('refused');
    expect(r.effects).toEqual([]);
  });
  it.each([7, 8])('refuses RL %i with SF in sight (damage only with no SF in sight)', (rl) => {
    const r = resolveDamage(facts({ rl, sfInSight: true }), fixedDice([]));
    expect(r.refused?.reason).toMatch(/only with no SF in sight/);
  });
  it.each([7, 8])('damages at RL %i with no SF in sight', (rl) => {
    const r = resolveDamage(facts({ rl }), fixedDice([1, 2, 3]));
    expect(r.outcome.code).toBe('damaged');
    expect(r.total).toBe(6);
  });
  it('at RL 6 Hassle damages only on a 6 on 1d6', () => {
    for (const die of [1, 2, 3, 4, 5]) {
      const r = resolveDamage(facts({ rl: 6 }), fixedDice([die]));
      expect(r.outcome.code).toBe('no-damage');
      expect(r.effects).toEqual([]);
    }
    const r = resolveDamage(facts({ rl: 6, sfInSight: true }), fixedDice([6, 4, 4, 4]));
    expect(r.outcome.code).toBe('damaged');
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.pub.value', value: -12 }]);
  });
  it('refuses a crowd with no figures left', () => {
    expect(resolveDamage(facts({ figures: 0 }), fixedDice([])).refused?.reason).toMatch(/no figures left/);
  });
  it('the table has exactly RL 6, 7 and 8', () => {
    expect(Object.keys(DAMAGE_BY_RL).map(Number)).toEqual([6, 7, 8]);
  });
});

describe('resolveDamage: 1d6 per 10 figures', () => {
  it.each([
    [5, 1],
    [10, 1],
    [19, 1],
    [20, 2],
    [30, 3],
    [45, 4],
  ])('%i figures roll %i d6 (U35: whole tens, at least one)', (figures, n) => {
    expect(damageDice(figures)).toBe(n);
    const r = resolveDamage(facts({ figures, value: 100 }), fixedDice(Array(n).fill(2)));
    expect(r.rolls).toHaveLength(n);
    expect(r.total).toBe(2 * n);
  });
  it('takes the points off the value', () => {
    const r = resolveDamage(facts({ value: 50 }), fixedDice([6, 5, 4]));
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.pub.value', value: -15 }]);
    expect(r.damage).toEqual({ dice: 3, points: 15, before: 50, after: 35 });
  });
  it('never takes the value below 0; at 0 the building is a wreck', () => {
    const r = resolveDamage(facts({ value: 10 }), fixedDice([6, 5, 4]));
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.pub.value', value: -10 }]);
    expect(r.outcome.code).toBe('wrecked');
    expect(r.wreck).toBe(true);
  });
  it('is the same in both editions', () => {
    for (const edition of ['en', 'fr'] as Edition[]) {
      const r = resolveDamage(facts({ edition }), fixedDice([1, 1, 1]));
      expect(r.total).toBe(3);
    }
  });
});

describe('resolveDamage: a total wreck catches fire 1 time in 6 (U30: on a 6)', () => {
  it('starts a fire on a 6, and rolls no damage dice', () => {
    const r = resolveDamage(facts({ value: 0 }), fixedDice([6]));
    expect(r.outcome.code).toBe('wreck-fire');
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.pub.fires', value: 1 }]);
    expect(r.rolls).toHaveLength(1);
  });
  it.each([1, 2, 3, 4, 5])('no fire on a %i', (die) => {
    const r = resolveDamage(facts({ value: 0 }), fixedDice([die]));
    expect(r.outcome.code).toBe('wreck-no-fire');
    expect(r.effects).toEqual([]);
  });
  it('the fire face is 6 only', () => {
    expect(WRECK_FIRE_FACES).toEqual([6]);
  });
  it('a building just wrecked by this damage does not roll for fire', () => {
    const r = resolveDamage(facts({ value: 3 }), fixedDice([6, 6, 6]));
    expect(r.rolls).toHaveLength(3);
    expect(r.fire).toBe(false);
  });
});

describe('resolveDamage: French text', () => {
  it('speaks French in fr', () => {
    const r = resolveDamage(facts({ edition: 'fr', rl: 3 }), fixedDice([]));
    expect(r.refused?.reason).toMatch(/ne fait pas de dommages matériels/);
  });
});
