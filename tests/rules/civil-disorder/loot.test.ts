import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  LOOT_RLS,
  LOOTER_PACE,
  PICKUP_CAPACITY,
  resolveLoot,
  resolveLootingTurn,
  type LootFacts,
  type LootingTurnFacts,
} from '../../../src/rules/civil-disorder/loot.js';

const facts = (f: Partial<LootFacts> = {}): LootFacts => ({
  edition: 'en',
  turn: 3,
  crowdId: 'c1',
  rl: 7,
  looterCrowd: false,
  figures: 30,
  looters: null,
  buildingId: 'shop',
  value: 40,
  loot: 20,
  looted: false,
  fires: 0,
  ...f,
});

describe('resolveLoot: only at RL 7 or 8 (R12)', () => {
  it.each([1, 2, 3, 4, 5, 6])('refuses looting at RL %i, saying why', (rl) => {
    const r = resolveLoot(facts({ rl }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/looting needs RL 7 \(Bombard\) or 8 \(Attack\) \(R12\)/);
    expect(r.effects).toEqual([]);
  });
  it.each([7, 8])('loots at RL %i', (rl) => {
    expect(resolveLoot(facts({ rl }), fixedDice([3, 2])).outcome.code).toBe('breaking-in');
  });
  it('the RLs are 7 and 8', () => expect(LOOT_RLS).toEqual([7, 8]));
  it('refuses in French in fr', () => {
    expect(resolveLoot(facts({ edition: 'fr', rl: 5 }), fixedDice([])).refused?.reason).toMatch(/le pillage exige un FR de 7/);
  });
});

describe('resolveLoot: who loots', () => {
  it('a normal crowd: 1d6 looters break off, a permanent loss to its figures', () => {
    const r = resolveLoot(facts(), fixedDice([4, 2]));
    expect(r.looters).toBe(4);
    expect(r.effects).toContainEqual({ op: 'add', path: 'crowds.c1.figures', value: -4 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.c1.looters', value: 0 });
  });
  it("a normal crowd with the scenario's looters uses them and rolls no looters die", () => {
    const r = resolveLoot(facts({ looters: 5 }), fixedDice([2]));
    expect(r.looters).toBe(5);
    expect(r.rolls.map((d) => d.label)).toEqual(['break-in damage']);
  });
  it('never takes more looters than the crowd has figures', () => {
    const r = resolveLoot(facts({ figures: 2 }), fixedDice([6, 1]));
    expect(r.looters).toBe(2);
  });
  it('a looter crowd loots with all its figures and loses none', () => {
    const r = resolveLoot(facts({ looterCrowd: true, figures: 15 }), fixedDice([3]));
    expect(r.looters).toBe(15);
    expect(r.effects.some((e) => e.path.startsWith('crowds.'))).toBe(false);
  });
  it('a normal crowd whose looters have broken off is refused (U31)', () => {
    expect(resolveLoot(facts({ looters: 0 }), fixedDice([])).refused?.reason).toMatch(/no looters left/);
  });
});

describe('resolveLoot: breaking in takes a turn and does 1d6 damage', () => {
  it('takes the break-in die off the value and records the looting in progress', () => {
    const r = resolveLoot(facts({ looters: 4 }), fixedDice([5]));
    expect(r.outcome.code).toBe('breaking-in');
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.value', value: -5 });
    expect(r.effects).toContainEqual({
      op: 'set',
      path: 'buildings.shop.looting',
      value: { crowd: 'c1', since: 3, looters: 4, carried: 0, capacity: 4, pickup: null },
    });
  });
  it('a break-in that exhausts the value leaves a wreck', () => {
    const r = resolveLoot(facts({ looters: 4, value: 3 }), fixedDice([5]));
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.value', value: -3 });
    expect(r.notes.join('\n')).toMatch(/a wreck/);
  });
  it('a total wreck catches fire on a 6 and the looters do not go in (U30)', () => {
    const r = resolveLoot(facts({ looters: 4, value: 0 }), fixedDice([6]));
    expect(r.outcome.code).toBe('wreck-fire');
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.fires', value: 1 });
    expect(r.effects.some((e) => e.path === 'buildings.shop.looting')).toBe(false);
  });
  it('a total wreck that does not catch fire is looted, with no damage die', () => {
    const r = resolveLoot(facts({ looters: 4, value: 0 }), fixedDice([5]));
    expect(r.outcome.code).toBe('breaking-in');
    expect(r.rolls).toHaveLength(1);
  });
});

describe('resolveLoot: refusals and fire', () => {
  it('an already looted place is set on fire instead (R12)', () => {
    const r = resolveLoot(facts({ looted: true, loot: 0 }), fixedDice([]));
    expect(r.outcome.code).toBe('set-on-fire');
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.shop.fires', value: 1 }]);
  });
  it('a crowd whose looters have broken off may still set a looted place on fire (U31)', () => {
    expect(resolveLoot(facts({ looted: true, loot: 0, looters: 0 }), fixedDice([])).outcome.code).toBe('set-on-fire');
  });
  it('crowds do not enter burning buildings', () => {
    expect(resolveLoot(facts({ fires: 2 }), fixedDice([])).refused?.reason).toMatch(/will not enter burning buildings/);
  });
  it('a building already being looted is refused', () => {
    expect(resolveLoot(facts({ lootingBy: 'c2' }), fixedDice([])).refused?.reason).toMatch(/already being looted by c2/);
  });
  it('a crowd already looting elsewhere is refused', () => {
    expect(resolveLoot(facts({ crowdBusyAt: 'bank' }), fixedDice([])).refused?.reason).toMatch(/already looting bank/);
  });
  it('a place with no loot units is refused', () => {
    expect(resolveLoot(facts({ loot: 0 }), fixedDice([])).refused?.reason).toMatch(/nothing to loot/);
  });
});

describe('resolveLoot: the optional pickup rule', () => {
  it('a car carries 5 loot units, a van 10, on top of one per looter (U33)', () => {
    expect(PICKUP_CAPACITY).toEqual({ car: 5, van: 10 });
    expect(resolveLoot(facts({ looters: 4, pickup: 'car' }), fixedDice([1])).capacity).toBe(9);
    expect(resolveLoot(facts({ looters: 4, pickup: 'van' }), fixedDice([1])).capacity).toBe(14);
  });
});

const turn = (f: Partial<LootingTurnFacts> = {}, l: Partial<LootingTurnFacts['looting']> = {}): LootingTurnFacts => ({
  edition: 'en',
  turn: 4,
  buildingId: 'shop',
  loot: 20,
  fires: 0,
  looting: { crowd: 'c1', since: 3, looters: 4, carried: 0, capacity: 4, pickup: null, ...l },
  ...f,
});

describe('resolveLootingTurn: one loot unit per looter per turn', () => {
  it('each looter takes one unit and leaves at 1d6" (en)', () => {
    const r = resolveLootingTurn(turn(), fixedDice([3]));
    expect(r.outcome.code).toBe('looters-leave');
    expect(r.effects).toEqual([
      { op: 'add', path: 'buildings.shop.loot', value: -4 },
      { op: 'del', path: 'buildings.shop.looting' },
    ]);
    expect(r.movement).toEqual({ dice: '1d6', unit: 'in', value: 3 });
  });
  it('looters leave at 2D6 cm in fr (R12)', () => {
    const r = resolveLootingTurn(turn({ edition: 'fr' }), fixedDice([3, 5]));
    expect(r.movement).toEqual({ dice: '2d6', unit: 'cm', value: 8 });
    expect(LOOTER_PACE).toEqual({ en: { dice: 1, unit: 'in' }, fr: { dice: 2, unit: 'cm' } });
  });
  it('leaves the leaving dice to the table when the umpire enters none', () => {
    const r = resolveLootingTurn(turn(), fixedDice([]));
    expect(r.movement).toEqual({ dice: '1d6', unit: 'in', value: null });
    expect(r.notes.join('\n')).toMatch(/roll 1d6 at the table/);
  });
  it('with a pickup, loots on turn after turn until it is full', () => {
    const r1 = resolveLootingTurn(turn({}, { capacity: 14, pickup: 'van' }), fixedDice([]));
    expect(r1.outcome.code).toBe('looting');
    expect(r1.effects).toEqual([
      { op: 'add', path: 'buildings.shop.loot', value: -4 },
      { op: 'set', path: 'buildings.shop.looting.carried', value: 4 },
    ]);
    const r2 = resolveLootingTurn(turn({ loot: 8 }, { capacity: 14, carried: 12, pickup: 'van' }), fixedDice([2]));
    expect(r2.taken).toBe(2);
    expect(r2.outcome.code).toBe('looters-leave');
  });
  it('when the loot runs out the place is looted', () => {
    const r = resolveLootingTurn(turn({ loot: 3 }), fixedDice([1]));
    expect(r.taken).toBe(3);
    expect(r.effects).toContainEqual({ op: 'set', path: 'buildings.shop.looted', value: true });
  });
  it('looters flee a building that has caught fire, with what they carry', () => {
    const r = resolveLootingTurn(turn({ fires: 1 }, { carried: 2 }), fixedDice([4]));
    expect(r.outcome.code).toBe('looters-flee');
    expect(r.taken).toBe(0);
    expect(r.effects).toEqual([{ op: 'del', path: 'buildings.shop.looting' }]);
  });
});
