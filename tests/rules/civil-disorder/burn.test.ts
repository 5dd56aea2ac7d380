import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  chooseNeighbour,
  FIRE_HOOK,
  FIRE_RULES,
  neighbourDiceCount,
  resolveEnterFire,
  resolveFireTurn,
  resolveStartFire,
  type EnterFireFacts,
  type FireTurnFacts,
} from '../../../src/rules/civil-disorder/burn.js';
import type { Resolution } from '../../../src/rules/types.js';

const facts = (f: Partial<FireTurnFacts> = {}): FireTurnFacts => ({
  edition: 'en',
  turn: 5,
  buildingId: 'shop',
  fires: 2,
  value: 30,
  neighbours: ['a', 'b', 'c'],
  ...f,
});

describe('resolveFireTurn: the building loses one value point per fire per turn', () => {
  it('loses as many points as fires', () => {
    const r = resolveFireTurn(facts({ fires: 3 }), fixedDice([6, 6]));
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.value', value: -3 });
    expect(r.value).toEqual({ before: 30, after: 27 });
    expect(FIRE_RULES.valueLostPerFire).toBe(1);
  });
  it('never below 0', () => {
    const r = resolveFireTurn(facts({ fires: 3, value: 2 }), fixedDice([6, 6]));
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.value', value: -2 });
    expect(r.wreck).toBe(true);
  });
  it('a building with no value left keeps burning and growing', () => {
    const r = resolveFireTurn(facts({ fires: 3, value: 0 }), fixedDice([3, 6]));
    expect(r.effects.some((e) => e.path === 'buildings.shop.value')).toBe(false);
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.shop.fires', value: 1 });
    expect(r.outcome.code).toBe('grows');
  });
  it('marks the building as burnt this turn', () => {
    expect(resolveFireTurn(facts(), fixedDice([6, 6])).effects).toContainEqual({ op: 'set', path: 'buildings.shop.burntTurn', value: 5 });
  });
  it('refuses a second fire turn in the same turn, and a building not burning', () => {
    expect(resolveFireTurn(facts({ burntThisTurn: true }), fixedDice([])).refused?.reason).toMatch(/already had its fire turn/);
    expect(resolveFireTurn(facts({ fires: 0 }), fixedDice([])).refused?.reason).toMatch(/not burning/);
  });
});

describe('resolveFireTurn: 1d6 at or under the number of fires adds a fire', () => {
  it.each([
    [2, 1, true],
    [2, 2, true],
    [2, 3, false],
    [1, 1, true],
    [1, 2, false],
    [5, 5, true],
    [5, 6, false],
  ])('%i fires, growth die %i: grows %s', (fires, die, grows) => {
    const r = resolveFireTurn(facts({ fires, neighbours: [] }), fixedDice([die, 6]));
    expect(r.effects.some((e) => e.path === 'buildings.shop.fires')).toBe(grows);
  });
});

describe('resolveFireTurn: 1d6 under the number of fires spreads one fire to a neighbour', () => {
  it.each([
    [2, 1, true],
    [2, 2, false],
    [3, 2, true],
    [1, 1, false],
    [6, 5, true],
    [6, 6, false],
  ])('%i fires, spread die %i: spreads %s', (fires, die, spreads) => {
    const r = resolveFireTurn(facts({ fires, neighbours: ['a'] }), fixedDice([6, die]));
    expect(r.effects.some((e) => e.path === 'buildings.a.fires')).toBe(spreads);
  });
  it('chooses the neighbour by die: face k for the k-th (U37)', () => {
    const r = resolveFireTurn(facts({ fires: 3 }), fixedDice([6, 1, 2]));
    expect(r.spreadTo).toBe('b');
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.b.fires', value: 1 });
    expect(r.outcome.code).toBe('spread');
  });
  it('re-rolls faces past the last neighbour and keeps the re-rolled die (U37)', () => {
    const r = resolveFireTurn(facts({ fires: 3 }), fixedDice([6, 1, 5, 4, 3]));
    expect(r.spreadTo).toBe('c');
    expect(r.rolls.map((d) => d.value)).toEqual([6, 1, 5, 4, 3]);
    expect(r.notes.join('\n')).toMatch(/2 neighbour rolls out of range re-rolled/);
  });
  it('one neighbour needs no die', () => {
    const r = resolveFireTurn(facts({ fires: 3, neighbours: ['a'] }), fixedDice([6, 1]));
    expect(r.spreadTo).toBe('a');
    expect(r.rolls).toHaveLength(2);
  });
  it('with no neighbour the fire does not spread', () => {
    const r = resolveFireTurn(facts({ fires: 3, neighbours: [] }), fixedDice([6, 1]));
    expect(r.spreadTo).toBeNull();
    expect(r.notes.join('\n')).toMatch(/no neighbour/);
  });
  it('stateless, the neighbour die may be left to the table; on the state it must be rolled', () => {
    const r = resolveFireTurn(facts({ fires: 3, buildingId: undefined }), fixedDice([6, 1]));
    expect(r.outcome.code).toBe('spread');
    expect(r.spreadTo).toBeNull();
    expect(r.notes.join('\n')).toMatch(/roll for which of the 3 at the table/);
    expect(() => resolveFireTurn(facts({ fires: 3 }), fixedDice([6, 1]))).toThrow(/needs a die number 3/);
  });
  it('more than 6 neighbours take two dice read in base 6', () => {
    expect(neighbourDiceCount(1)).toBe(0);
    expect(neighbourDiceCount(6)).toBe(1);
    expect(neighbourDiceCount(7)).toBe(2);
    expect(neighbourDiceCount(36)).toBe(2);
    expect(chooseNeighbour(8, fixedDice([2, 2]), 'x').index).toBe(7);
    expect(chooseNeighbour(8, fixedDice([2, 3, 1, 1]), 'x')).toEqual({ index: 0, rerolls: 1 });
  });
  it('the burning building keeps its own fires when one spreads (U36)', () => {
    const r = resolveFireTurn(facts({ fires: 3, neighbours: ['a'] }), fixedDice([6, 1]));
    expect(r.effects.filter((e) => e.path === 'buildings.shop.fires')).toEqual([]);
    expect(r.fires).toEqual({ before: 3, after: 3 });
  });
});

describe('resolveFireTurn: the same numbers in both editions (Émeutes: "un point par tour et par foyers")', () => {
  it.each(['en', 'fr'] as const)('%s: 3 fires lose 3 points, grow on 3, spread on 2', (edition) => {
    const r = resolveFireTurn(facts({ edition, fires: 3, neighbours: ['a'] }), fixedDice([3, 2]));
    expect(r.value).toEqual({ before: 30, after: 27 });
    expect(r.fires).toEqual({ before: 3, after: 4 });
    expect(r.spreadTo).toBe('a');
    const r2 = resolveFireTurn(facts({ edition, fires: 3, neighbours: ['a'] }), fixedDice([4, 3]));
    expect(r2.outcome.code).toBe('burns');
  });
  it('speaks French in fr', () => {
    expect(resolveFireTurn(facts({ edition: 'fr', fires: 3, neighbours: ['a'] }), fixedDice([3, 2])).outcome.text).toMatch(/s’étend à a/);
  });
});

describe('resolveStartFire', () => {
  it('adds the fires the umpire names', () => {
    const r = resolveStartFire({ edition: 'en', buildingId: 'shop', fires: 1, add: 2 }, fixedDice([]));
    expect(r.effects).toEqual([{ op: 'add', path: 'buildings.shop.fires', value: 2 }]);
    expect(r.outcome.code).toBe('fire-started');
  });
});

const enter = (f: Partial<EnterFireFacts> = {}): EnterFireFacts => ({
  edition: 'en',
  turn: 2,
  buildingId: 'shop',
  fires: 2,
  unitId: 'van1',
  unitType: 'regular-police-riot',
  figures: 4,
  fireproof: false,
  ...f,
});

describe('resolveEnterFire: SF entering a burning building roll as under petrol bomb attack', () => {
  it('wounds on 1 or 2 without fireproof kit, marks the unit and its over-reaction test', () => {
    const r = resolveEnterFire(enter(), fixedDice([1, 2, 3, 6]));
    expect(r.wounded).toBe(2);
    expect(r.effects).toEqual(
      expect.arrayContaining([
        { op: 'add', path: 'units.van1.wounded', value: 2 },
        { op: 'add', path: 'units.van1.woundedByTurn.2', value: 2 },
        { op: 'set', path: 'units.van1.owes.member-wounded', value: 2 },
        { op: 'set', path: 'counters.casualty', value: 2 },
      ]),
    );
    expect(r.notes.join('\n')).toMatch(/Unit van1 owes an over-reaction test \(member wounded\)/);
  });
  it('wounds on 1 only in fireproof kit', () => {
    expect(resolveEnterFire(enter({ fireproof: true }), fixedDice([1, 2, 3, 6])).wounded).toBe(1);
  });
  it('firefighters are not tested for over-reaction (R9)', () => {
    const r = resolveEnterFire(enter({ unitType: 'firefighters', fireproof: true }), fixedDice([1, 2, 3, 6]));
    expect(r.effects.some((e) => e.path.includes('owes'))).toBe(false);
  });
  it('refuses a building that is not burning', () => {
    expect(resolveEnterFire(enter({ fires: 0 }), fixedDice([])).refused).toBeDefined();
  });
});

describe('FIRE_HOOK', () => {
  it('gives each building burning at the start of the turn one fire turn, with its fires then', () => {
    const game: any = {
      edition: 'en',
      turn: 4,
      buildings: {
        a: { id: 'a', name: 'A', value: 10, fires: 3, neighbours: ['b'] },
        b: { id: 'b', name: 'B', value: 10, fires: 1, neighbours: ['a'] },
        c: { id: 'c', name: 'C', value: 10, fires: 0, neighbours: [] },
      },
    };
    const recorded: Resolution[] = [];
    const values = [6, 1, 6, 6];
    let i = 0;
    FIRE_HOOK.run({
      game,
      lang: 'en',
      dice: () => fixedDice(values.slice(i)),
      record: (r) => {
        i += r.rolls.length;
        recorded.push(r);
        // apply the fires adds the way the transaction would
        for (const e of r.effects) if (e.op === 'add' && e.path.endsWith('.fires')) game.buildings[e.path.split('.')[1]].fires += e.value;
      },
    });
    expect(recorded.map((r) => r.building)).toEqual(['a', 'b']);
    // a spread a fire to b, but b burns this turn with the 1 fire it had.
    expect(recorded[1].fires).toEqual({ before: 1, after: 1 });
  });
});
