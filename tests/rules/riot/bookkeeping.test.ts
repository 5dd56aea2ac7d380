import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { resolveRiotTurn, type TurnFacts } from '../../../src/rules/riot/turn.js';
import { cardsCost, resolveRiotBuy, type BuyFacts } from '../../../src/rules/riot/buy.js';
import { resolveRiotMove, type MoveFacts, type Place } from '../../../src/rules/riot/move.js';
import { resolveRiotOpinion } from '../../../src/rules/riot/opinion.js';
import { resolveRiotVictory } from '../../../src/rules/riot/victory.js';

const turn = (f: Partial<TurnFacts>) => resolveRiotTurn({ lang: 'en', team: 'police', players: 4, buildings: [], zones: [], enemies: {}, credits: 0, zonePoints: 0, ...f });

describe('resolveRiotTurn (l.37-61)', () => {
  it('pays the police one credit per unit of the protester team with the fewest, and +0/+2/+3 by the players', () => {
    const enemies = { autonomes: 5, anarchistes: 3, nationalistes: 4 };
    expect([2, 3, 4].map((players) => turn({ players, enemies }).total)).toEqual([3, 5, 6]);
    expect(turn({ players: 4, enemies }).fewest).toEqual({ team: 'anarchistes', units: 3 });
    // A protester team with no unit left is the one with the fewest.
    expect(turn({ players: 3, enemies: { autonomes: 0, anarchistes: 6 } }).total).toBe(2);
  });
  it('pays the protesters their buildings\' credits; zone points to the autonomes and the anarchistes only (l.37, l.49, l.51)', () => {
    const held = { buildings: [{ id: 'b1', zone: 'z', credits: 2 }, { id: 'b2', zone: 'z', credits: 1 }], zones: ['z'] };
    const a = turn({ team: 'anarchistes', ...held, zonePoints: 6 });
    expect([a.total, (a as any).zonePoints]).toEqual([3, { before: 6, gain: 1, after: 7 }]);
    expect(a.notes.join(' ')).toMatch(/Victory for the Anarchists/);
    const n = turn({ team: 'nationalistes', ...held });
    expect([n.total, (n as any).zonePoints.gain]).toEqual([3, 0]);
  });
  it('takes an opinion card\'s penalty from the police\'s income, never below 0 credits (U124)', () => {
    const r = turn({ players: 2, enemies: { autonomes: 1 }, penalties: [{ card: 'x', name: 'X', credits: -2 }], credits: 0, onGame: true });
    expect(r.total).toBe(-1);
    expect((r as any).credits.after).toBe(0);
  });
});

describe('resolveRiotBuy (l.63-69)', () => {
  const buy = (f: Partial<BuyFacts>) => resolveRiotBuy({ lang: 'en', team: 'autonomes', credits: 20, bought: 0, cards: 0, units: [], at: null, ...f }, fixedDice([1, 1, 1, 1]));
  it('prices the n-th card of the turn at n credits, across purchases', () => {
    expect([cardsCost(0, 3), cardsCost(2, 2), cardsCost(0, 0)]).toEqual([6, 7, 0]);
    expect(buy({ bought: 1, cards: 2 }).total).toBe(5);
    expect(buy({ cards: 1, units: [{ id: 'bb1', type: 'bb', name: 'BB', cost: 3 }] }).total).toBe(4);
  });
  it('refuses a card to the police and a purchase beyond the credits', () => {
    expect(buy({ team: 'police', cards: 1 }).outcome.code).toBe('police-cards');
    expect(buy({ credits: 2, cards: 2 }).outcome.code).toBe('too-dear');
  });
});

describe('resolveRiotMove (l.71-75)', () => {
  const p = (id: string, kind: Place['kind'], zone: string | null, occupants: string[] = []): Place => ({ id, kind, zone, occupants });
  const move = (from: Place, to: Place, f: Partial<MoveFacts> = {}) => resolveRiotMove({ lang: 'en', units: [{ id: 'a1', team: 'autonomes', from, special: null }], to, active: 'autonomes', ...f }).outcome.code;
  it('lets a unit go from an entry point into its street, from a street into a building of its zone, and between streets', () => {
    expect(move(p('entry:z1', 'entry', 'z1'), p('z1', 'street', 'z1'))).toBe('moved');
    expect(move(p('z1', 'street', 'z1'), p('b1', 'building', 'z1'))).toBe('moved');
    expect(move(p('z1', 'street', 'z1'), p('z2', 'street', 'z2'))).toBe('moved');
  });
  it('refuses an entry point, the HQ to a protester, a building from another zone, an occupied building', () => {
    expect(move(p('z1', 'street', 'z1'), p('entry:z1', 'entry', 'z1'))).toBe('entry');
    expect(move(p('z1', 'street', 'z1'), p('hq', 'hq', null))).toBe('hq');
    expect(move(p('z2', 'street', 'z2'), p('b1', 'building', 'z1'))).toBe('building-from');
    expect(move(p('z1', 'street', 'z1'), p('b1', 'building', 'z1', ['police']))).toBe('occupied');
    expect(move(p('entry:z1', 'entry', 'z1'), p('z2', 'street', 'z2'))).toBe('from-entry');
  });
});

describe('resolveRiotOpinion and resolveRiotVictory (l.25-33)', () => {
  const cards = { a: { id: 'a', name: 'A', text: '', credits: 0 }, b: { id: 'b', name: 'B', text: '', credits: -1 } };
  it('turns a card only when one is owed and none was turned this turn; the last is the police\'s victory', () => {
    expect(resolveRiotOpinion({ lang: 'en', deck: ['a', 'b'], drawn: [], cards, owed: false, onGame: true }, fixedDice([1])).outcome.code).toBe('not-owed');
    expect(resolveRiotOpinion({ lang: 'en', deck: ['a', 'b'], drawn: [], cards, owed: true, turned: true, onGame: true }, fixedDice([1])).outcome.code).toBe('turned');
    const last = resolveRiotOpinion({ lang: 'en', deck: ['a', 'b'], drawn: ['a'], cards, owed: true, onGame: true }, fixedDice([]));
    expect([last.outcome.code, (last as any).card]).toEqual(['last-card', 'b']);
    expect(last.effects).toContainEqual({ op: 'set', path: 'riot.opinion.pending', value: ['b'] });
  });
  it('measures each team against its own threshold', () => {
    expect(resolveRiotVictory({ lang: 'en', team: 'police', opinion: { turned: 10, size: 10 } }).outcome.code).toBe('won');
    expect(resolveRiotVictory({ lang: 'en', team: 'autonomes', zonePoints: 6 }).outcome.code).toBe('not-yet');
    expect(resolveRiotVictory({ lang: 'en', team: 'anarchistes', zonePoints: 7 }).outcome.code).toBe('won');
    expect(resolveRiotVictory({ lang: 'en', team: 'nationalistes', mission: { id: 'm', name: 'M', goal: 'credits', target: 12, have: 12 } }).outcome.code).toBe('won');
    expect(resolveRiotVictory({ lang: 'en', team: 'nationalistes', mission: null }).outcome.code).toBe('no-mission');
  });
});
