import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { FIREFIGHTING, resolveExtinguish, resolveHydrant, type ExtinguishFacts, type HydrantFacts } from '../../../src/rules/civil-disorder/firefight.js';
import { ENGINE_WATER_TURNS } from '../../../src/rules/civil-disorder/equipment.js';

const facts = (f: Partial<ExtinguishFacts> = {}): ExtinguishFacts => ({
  edition: 'en',
  turn: 3,
  engineId: 'pump1',
  crew: 6,
  water: 2,
  buildingId: 'shop',
  fires: 2,
  ...f,
});

describe('resolveExtinguish: an engine puts out 1d6 fires a turn', () => {
  it('puts out the die, never more than are burning', () => {
    const r = resolveExtinguish(facts({ fires: 2 }), fixedDice([5]));
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.fires', value: -2 });
    expect(r.outcome.code).toBe('extinguished');
    const r2 = resolveExtinguish(facts({ fires: 2 }), fixedDice([1]));
    expect(r2.outcome.code).toBe('fires-reduced');
    expect(r2.fires).toEqual({ before: 2, after: 1 });
  });
  it('takes 4 firefighters at the hose: refused with 3', () => {
    expect(FIREFIGHTING.hoseCrew).toBe(4);
    expect(resolveExtinguish(facts({ crew: 3 }), fixedDice([])).refused?.reason).toMatch(/takes 4 firefighters/);
    expect(resolveExtinguish(facts({ crew: 4 }), fixedDice([1])).refused).toBeUndefined();
  });
  it('refuses a building that is not burning', () => {
    expect(resolveExtinguish(facts({ fires: 0 }), fixedDice([])).refused?.reason).toMatch(/not burning/);
  });
  it('refuses a second action of the same engine in one turn', () => {
    expect(resolveExtinguish(facts({ busyTurn: 3 }), fixedDice([])).refused?.reason).toMatch(/already acted this turn/);
  });
});

describe('resolveExtinguish: water lasts 2 turns (en) or 4 (fr) (R10)', () => {
  it('the tables', () => {
    expect(ENGINE_WATER_TURNS).toEqual({ en: 2, fr: 4 });
  });
  it('uses one turn of water', () => {
    const r = resolveExtinguish(facts({ water: 2 }), fixedDice([1]));
    expect(r.effects).toContainEqual({ op: 'add', path: 'engines.pump1.water', value: -1 });
    expect(r.water).toEqual({ before: 2, after: 1 });
  });
  it('says when the water is gone (en: of 2; fr: of 4)', () => {
    expect(resolveExtinguish(facts({ water: 1 }), fixedDice([1])).notes.join('\n')).toMatch(/used its water \(2 turns\)/);
    expect(resolveExtinguish(facts({ edition: 'fr', water: 1 }), fixedDice([1])).notes.join('\n')).toMatch(/épuisé son eau \(4 tours\)/);
    expect(resolveExtinguish(facts({ edition: 'fr', water: 4 }), fixedDice([1])).notes.join('\n')).toMatch(/reste 3 tours sur 4/);
  });
  it('refuses an engine without water (outcome no-water)', () => {
    const r = resolveExtinguish(facts({ water: 0 }), fixedDice([]));
    expect(r.outcome.code).toBe('no-water');
    expect(r.refused?.reason).toMatch(/no water left: connect it to a hydrant/);
  });
  it('on a hydrant it uses no onboard water, from the turn after connecting', () => {
    expect(resolveExtinguish(facts({ water: 0, hydrant: 'h1', hydrantFrom: 4 }), fixedDice([])).refused?.reason).toMatch(/connecting to h1/);
    const r = resolveExtinguish(facts({ turn: 4, water: 0, hydrant: 'h1', hydrantFrom: 4 }), fixedDice([2]));
    expect(r.refused).toBeUndefined();
    expect(r.effects.some((e) => e.path === 'engines.pump1.water')).toBe(false);
    expect(r.water).toBeNull();
  });
});

describe('resolveExtinguish: firefighters immune at 1-2 fires, as under petrol bomb attack at 3+ (R11)', () => {
  it.each([1, 2])('%i fires: no flame dice', (fires) => {
    const r = resolveExtinguish(facts({ fires }), fixedDice([1]));
    expect(r.rolls).toHaveLength(1);
    expect(r.notes.join('\n')).toMatch(/immune/);
  });
  it('3 fires: the 4 at the hose roll, wounded on 1 only (fireproof)', () => {
    const r = resolveExtinguish(facts({ fires: 3, casualtyCounter: 4 }), fixedDice([1, 1, 2, 1, 6]));
    expect(r.rolls).toHaveLength(5);
    expect(r.wounded).toBe(2);
    expect(r.effects).toEqual(
      expect.arrayContaining([
        { op: 'add', path: 'engines.pump1.crew', value: -2 },
        { op: 'set', path: 'counters.casualty', value: 6 },
      ]),
    );
    expect(r.effects.find((e) => e.path === 'casualties.cas-5')).toMatchObject({
      value: { side: 'sf', from: 'pump1', cause: 'burn', injury: 'wounded', status: 'awaiting-triage', where: 'shop', turn: 3 },
    });
    expect(r.effects.some((e) => e.path.includes('owes'))).toBe(false);
  });
});

const hyd = (f: Partial<HydrantFacts> = {}): HydrantFacts => ({
  edition: 'en',
  turn: 3,
  engineId: 'pump1',
  hydrantId: 'h1',
  water: 0,
  ...f,
});

describe('resolveHydrant: connecting takes one turn (R10)', () => {
  it('connects, water from the next turn, and the engine is busy this turn', () => {
    const r = resolveHydrant(hyd(), fixedDice([]));
    expect(r.outcome.code).toBe('connecting');
    expect(r.effects).toEqual([
      { op: 'set', path: 'engines.pump1.hydrant', value: 'h1' },
      { op: 'set', path: 'engines.pump1.hydrantFrom', value: 4 },
      { op: 'set', path: 'engines.pump1.busyTurn', value: 3 },
    ]);
  });
  it('refuses an engine that already acted this turn, or already on that hydrant', () => {
    expect(resolveHydrant(hyd({ busyTurn: 3 }), fixedDice([])).refused).toBeDefined();
    expect(resolveHydrant(hyd({ current: 'h1' }), fixedDice([])).refused?.reason).toMatch(/already connected/);
  });
  it('disconnects (U38)', () => {
    const r = resolveHydrant(hyd({ hydrantId: null, current: 'h1' }), fixedDice([]));
    expect(r.outcome.code).toBe('disconnected');
    expect(resolveHydrant(hyd({ hydrantId: null }), fixedDice([])).refused).toBeDefined();
  });
});
