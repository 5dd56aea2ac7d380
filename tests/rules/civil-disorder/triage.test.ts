import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  AMBULANCE_PLACES,
  casualtiesReady,
  rejoinEffects,
  placesUsed,
  resolveLoad,
  resolveStretcher,
  resolveTriage,
  type LoadFacts,
  type StretcherFacts,
} from '../../../src/rules/civil-disorder/triage.js';
import { unitFigures } from '../../../src/state/civil-disorder/facts.js';
import type { CasualtyState, GameState } from '../../../src/state/civil-disorder/types.js';

const cas = (status = 'awaiting-triage', extra: Partial<CasualtyState> = {}) => ({ id: 'cas-1', status, ...extra });

describe('resolveTriage: Medical Services, 1d6 (both editions)', () => {
  it.each([
    [1, 'scratch', 1, 'recovered'],
    [2, 'walking-wounded', 1, 'walking'],
    [3, 'walking-wounded', 1, 'walking'],
    [4, 'stretcher', 1, 'awaiting-stretcher'],
    [5, 'stretcher', 1, 'awaiting-stretcher'],
    [6, 'dies', 2, 'dead'],
  ] as const)('on %i the casualty is %s for %i turn(s), then %s', (die, code, turns, then) => {
    for (const edition of ['en', 'fr'] as const) {
      const r = resolveTriage({ edition, casualty: cas(), turn: 3 }, fixedDice([die]));
      expect(r.outcome.code).toBe(code);
      expect(r.then).toBe(then);
      expect(r.readyTurn).toBe(3 + turns);
      expect(r.effects).toEqual(
        expect.arrayContaining([
          { op: 'set', path: 'casualties.cas-1.status', value: code },
          { op: 'set', path: 'casualties.cas-1.readyTurn', value: 3 + turns },
        ]),
      );
    }
  });

  it('answers a stateless triage with no effects', () => {
    const r = resolveTriage({ edition: 'en', turn: null }, fixedDice([4]));
    expect(r.outcome.code).toBe('stretcher');
    expect(r.effects).toEqual([]);
    expect(r.notes.join('\n')).toMatch(/After 1 turn/);
  });

  it('refuses a casualty already triaged, rolling nothing', () => {
    const dice = fixedDice([]);
    const r = resolveTriage({ edition: 'en', casualty: cas('stretcher'), turn: 3 }, dice);
    expect(r.refused?.reason).toMatch(/already been triaged/);
    expect(dice.rolls).toEqual([]);
  });

  it('speaks French for the French edition', () => {
    expect(resolveTriage({ edition: 'fr', turn: null }, fixedDice([1])).outcome.text).toMatch(/égratignure/);
  });
});

describe('resolveStretcher: Moving Wounded', () => {
  const facts = (f: Partial<StretcherFacts> = {}): StretcherFacts => ({
    edition: 'en',
    casualty: cas('awaiting-stretcher', { readyTurn: 4 }),
    turn: 4,
    crew: { id: 'amb1', paramedics: 2, stretchersInUse: 0 },
    ...f,
  });
  it('takes one turn and two paramedics', () => {
    const r = resolveStretcher(facts(), fixedDice([]));
    expect(r.outcome.code).toBe('on-stretcher');
    expect(r.effects).toEqual([
      { op: 'set', path: 'casualties.cas-1.status', value: 'on-stretcher' },
      { op: 'set', path: 'casualties.cas-1.crew', value: 'amb1' },
      { op: 'set', path: 'casualties.cas-1.readyTurn', value: 5 },
    ]);
  });
  it('refuses a crew of one paramedic, or whose pair already carries a stretcher', () => {
    expect(resolveStretcher(facts({ crew: { id: 'amb1', paramedics: 1, stretchersInUse: 0 } }), fixedDice([])).refused).toBeDefined();
    expect(resolveStretcher(facts({ crew: { id: 'amb1', paramedics: 2, stretchersInUse: 1 } }), fixedDice([])).refused?.reason).toMatch(/2 paramedics/);
    expect(resolveStretcher(facts({ crew: { id: 'amb1', paramedics: 4, stretchersInUse: 1 } }), fixedDice([])).refused).toBeUndefined();
  });
  it('refuses while the casualty is still being patched up', () => {
    expect(resolveStretcher(facts({ casualty: cas('stretcher', { readyTurn: 5 }) }), fixedDice([])).refused).toBeDefined();
    expect(resolveStretcher(facts({ casualty: cas('awaiting-stretcher', { readyTurn: 5 }) }), fixedDice([])).refused?.reason).toMatch(/until turn 5/);
  });
  it('takes the dead too (U41), but not walking wounded', () => {
    expect(resolveStretcher(facts({ casualty: cas('dead', { readyTurn: 2 }) }), fixedDice([])).refused).toBeUndefined();
    expect(resolveStretcher(facts({ casualty: cas('walking', { readyTurn: 2 }) }), fixedDice([])).refused).toBeDefined();
  });
});

describe('resolveLoad: an ambulance takes 2 stretcher cases or 4 walking wounded (U40)', () => {
  const facts = (status: string, used: number): LoadFacts => ({
    edition: 'en',
    casualty: cas(status, { readyTurn: 5 }),
    turn: 5,
    ambulance: { id: 'amb1', placesUsed: used },
  });
  it('has 4 places: stretcher case 2, walking wounded 1', () => {
    expect(AMBULANCE_PLACES).toBe(4);
    expect(resolveLoad(facts('on-stretcher', 2), fixedDice([])).places).toEqual({ used: 4, of: 4 });
    expect(resolveLoad(facts('walking', 3), fixedDice([])).places).toEqual({ used: 4, of: 4 });
  });
  it('refuses a third stretcher case and a fifth walking wounded', () => {
    const r = resolveLoad(facts('on-stretcher', 4), fixedDice([]));
    expect(r.refused?.reason).toMatch(/full/);
    expect(r.outcome.code).toBe('ambulance-full');
    expect(resolveLoad(facts('walking', 4), fixedDice([])).refused).toBeDefined();
  });
  it('refuses a stretcher case when 3 places are taken (mixed load: 1 stretcher + 2 walking)', () => {
    expect(resolveLoad(facts('on-stretcher', 3), fixedDice([])).refused).toBeDefined();
  });
  it('moves the casualty into the ambulance, taking one turn', () => {
    const r = resolveLoad(facts('on-stretcher', 0), fixedDice([]));
    expect(r.effects).toEqual(
      expect.arrayContaining([
        { op: 'set', path: 'casualties.cas-1.status', value: 'loaded' },
        { op: 'set', path: 'casualties.cas-1.where', value: 'amb1' },
        { op: 'set', path: 'casualties.cas-1.readyTurn', value: 6 },
      ]),
    );
  });
  it('refuses a stretcher case not yet on a stretcher, and one put on it this turn', () => {
    expect(resolveLoad(facts('awaiting-stretcher', 0), fixedDice([])).refused?.reason).toMatch(/stretcher first/);
    expect(resolveLoad({ ...facts('on-stretcher', 0), casualty: cas('on-stretcher', { readyTurn: 6 }) }, fixedDice([])).refused).toBeDefined();
  });
  it('counts places from the casualties loaded', () => {
    const list = [
      { id: 'a', status: 'loaded', where: 'amb1', loadedAs: 'stretcher' },
      { id: 'b', status: 'loaded', where: 'amb1', loadedAs: 'walking' },
      { id: 'c', status: 'loaded', where: 'amb2', loadedAs: 'walking' },
      { id: 'd', status: 'on-stretcher', where: 'x' },
    ] as unknown as CasualtyState[];
    expect(placesUsed(list, 'amb1')).toBe(3);
  });
});

describe('casualtiesReady: the per-turn hook', () => {
  it('moves on casualties whose turns of patching up or resuscitation are over, one entry each', () => {
    const game = {
      edition: 'en',
      turn: 5,
      casualties: {
        'cas-1': { id: 'cas-1', side: 'sf', from: 'spg', status: 'scratch', readyTurn: 5 },
        'cas-2': { id: 'cas-2', side: 'crowd', from: 'x', status: 'dies', readyTurn: 6 },
        'cas-3': { id: 'cas-3', side: 'crowd', from: 'x', status: 'dies', readyTurn: 5 },
        'cas-4': { id: 'cas-4', side: 'crowd', from: 'x', status: 'on-stretcher', readyTurn: 5 },
      },
    } as unknown as GameState;
    const out = casualtiesReady(game, 'en');
    expect(out.map((r) => [r.casualty, r.outcome.code])).toEqual([
      ['cas-1', 'recovered'],
      ['cas-3', 'dead'],
    ]);
  });
});

describe('rejoinEffects: a recovered SF casualty carries on as before (l.287, U206)', () => {
  const g = (cas: Record<string, unknown>) =>
    ({
      edition: 'en',
      turn: 5,
      units: {
        spg: { id: 'spg', strength: 10, wounded: 0, down: {}, joinedInto: 'van1' },
        van1: { id: 'van1', strength: 18, wounded: 2, down: {} },
      },
      engines: { e1: { id: 'e1', crew: 5 } },
      casualties: { 'cas-1': { id: 'cas-1', side: 'sf', status: 'scratch', readyTurn: 5, turn: 4, ...cas } },
    }) as unknown as GameState;
  it('a wounded member of a unit since joined goes back to the unit it joined, one wounded fewer', () => {
    const game = g({ from: 'spg', injury: 'wounded', cause: 'melee' });
    expect(rejoinEffects(game, game.casualties['cas-1'])).toEqual({
      to: 'van1',
      effects: [
        { op: 'add', path: 'units.van1.wounded', value: -1 },
        { op: 'set', path: 'casualties.cas-1.where', value: 'van1' },
        { op: 'set', path: 'casualties.cas-1.rejoined', value: 'van1' },
      ],
    });
  });
  it('a member first classified dead is no longer counted dead in the fit figures', () => {
    const game = g({ from: 'van1', injury: 'dead', cause: 'melee' });
    expect(unitFigures(game, game.units.van1).fit).toBe(15);
    (game.casualties['cas-1'] as Record<string, unknown>).rejoined = 'van1';
    expect(unitFigures(game, game.units.van1).fit).toBe(16);
  });
  it('a firefighter wounded at the hose is back on the engine crew; a crowd casualty goes back to no unit', () => {
    const game = g({ from: 'e1', injury: 'wounded', cause: 'burn' });
    expect(rejoinEffects(game, game.casualties['cas-1'])?.effects[0]).toEqual({ op: 'add', path: 'engines.e1.crew', value: 1 });
    const crowd = g({ from: 'c1', side: 'crowd', injury: 'wounded', cause: 'melee' });
    expect(rejoinEffects(crowd, crowd.casualties['cas-1'])).toBeNull();
  });
});

