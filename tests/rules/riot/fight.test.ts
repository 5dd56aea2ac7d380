import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { layingOrder, resolveRiotFight, type Fighter, type FightFacts } from '../../../src/rules/riot/fight.js';
import { strengthAt } from '../../../src/rules/riot/tables.js';

const u = (id: string, team: string, strength: number, extra: Partial<Fighter> = {}): Fighter => ({ id, name: id, team, strength, cost: strength, shield: false, mediactiviste: false, ...extra });
const facts = (f: Partial<FightFacts>): FightFacts => ({
  lang: 'en',
  place: { id: 'b1', kind: 'street', zone: 'z1' },
  attackerTeam: 'autonomes',
  defenderTeam: 'police',
  attackers: [],
  defenders: [],
  onGame: true,
  ...f,
});

describe('resolveRiotFight (R20)', () => {
  it('compares total strengths; a tie does nothing but is still a melee (l.83, U122)', () => {
    const r = resolveRiotFight(facts({ attackers: [u('a1', 'autonomes', 2)], defenders: [u('p1', 'police', 2)] }), fixedDice([]));
    expect(r.outcome.code).toBe('tie');
    expect((r as any).casualties).toEqual([]);
    expect((r as any).opinion).toEqual({ owed: true, why: 'police-melee' });
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.round.owed', value: true });
  });
  it('adds 1 to a defender in a building for the comparison only: the damage is the losers\' strength', () => {
    const building = { id: 'b1', kind: 'building' as const, zone: 'z1' };
    const r = resolveRiotFight(facts({ place: building, attackerTeam: 'police', defenderTeam: 'anarchistes', attackers: [u('c1', 'police', 2), u('c2', 'police', 2)], defenders: [u('n1', 'anarchistes', 2)] }), fixedDice([]));
    expect((r as any).melee).toEqual({ attack: 4, defence: 3, bonus: 1, winner: 'police' });
    // 2 damage (not 3) on c1: removed exactly, nothing left for c2.
    expect((r as any).casualties.map((c: any) => [c.unit, c.result, c.damage])).toEqual([['n1', 'removed', 2], ['c1', 'removed', 2]]);
    // The survivor enters the building (l.105).
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.units.c2.at', value: 'b1' });
  });
  it('lays damage weakest first, cheaper first at equal strength; a unit taking less than its strength is wounded and the damage stops', () => {
    expect(layingOrder([u('x', 'p', 2, { cost: 5 }), u('y', 'p', 1, { cost: 3 }), u('z', 'p', 2, { cost: 1 }), u('w', 'p', 1, { cost: 1 })]).map((f) => f.id)).toEqual(['w', 'y', 'z', 'x']);
    const r = resolveRiotFight(facts({ attackers: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 3), u('a3', 'autonomes', 2)], defenders: [u('p1', 'police', 2), u('p2', 'police', 1)] }), fixedDice([]));
    // 6 against 3: 3 damage: a1 (1) removed, a3 (2) removed, a2 untouched.
    expect((r as any).casualties.filter((c: any) => c.team === 'autonomes').map((c: any) => [c.unit, c.result])).toEqual([['a1', 'removed'], ['a3', 'removed']]);
    const w = resolveRiotFight(facts({ attackers: [u('a2', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] }), fixedDice([]));
    expect((w as any).casualties).toContainEqual({ unit: 'a2', team: 'autonomes', result: 'wounded', damage: 2, to: 'entry:z1', phase: 'melee' });
  });
  it('sends the police\'s wounded to the hospital after a street fight (l.101)', () => {
    const r = resolveRiotFight(facts({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('c1', 'police', 3)], defenders: [u('a1', 'autonomes', 1)] }), fixedDice([]));
    expect((r as any).casualties).toContainEqual({ unit: 'c1', team: 'police', result: 'wounded', damage: 1, to: 'hospital', phase: 'melee' });
  });
  it('lets the police shield take the first ranged point: +1 does nothing, +2 or two +1 do 1 (l.93)', () => {
    const p = () => [u('c1', 'police', 2, { shield: true })];
    const one = resolveRiotFight(facts({ defenders: p(), attackers: [u('a1', 'autonomes', 1)], blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'c1', points: 1 }] }), fixedDice([]));
    expect((one as any).casualties.filter((c: any) => c.phase === 'ranged')).toEqual([]);
    const two = resolveRiotFight(facts({ defenders: p(), attackers: [u('a1', 'autonomes', 1)], blitz: [1, 1].map((points, i) => ({ card: `pave${i}`, cardName: 'Pavé', team: 'autonomes', target: 'c1', points })) }), fixedDice([]));
    expect((two as any).casualties[0]).toMatchObject({ unit: 'c1', result: 'wounded', damage: 1, phase: 'ranged', to: 'hospital' });
    // c1 out of the fight: no melee, no opinion card (l.91, l.97).
    expect(two.outcome.code).toBe('no-melee');
    expect((two as any).opinion).toEqual({ owed: false, why: 'no-melee' });
    // The basic unit has no shield: +1 on strength 1 removes it.
    const basic = resolveRiotFight(facts({ defenders: [u('g1', 'police', 1), u('c1', 'police', 2, { shield: true })], attackers: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)], blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'g1', points: 1 }] }), fixedDice([]));
    expect((basic as any).casualties[0]).toMatchObject({ unit: 'g1', result: 'removed', phase: 'ranged' });
    expect(basic.melee).toMatchObject({ attack: 2, defence: 2 });
  });
  it('refuses the police attacking with fewer units (U121), ranged fire at a building by the attacker (l.105), a third attack on a group (l.83)', () => {
    expect(resolveRiotFight(facts({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('c1', 'police', 5)], defenders: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)] }), fixedDice([])).outcome.code).toBe('police-minority');
    const building = { id: 'b1', kind: 'building' as const, zone: 'z1' };
    expect(resolveRiotFight(facts({ place: building, attackers: [u('a1', 'autonomes', 1)], defenders: [u('c1', 'police', 2)], blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'c1', points: 1 }] }), fixedDice([])).outcome.code).toBe('ranged-at-building');
    // The defenders may fire at the attackers (l.105).
    expect(resolveRiotFight(facts({ place: building, attackers: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)], defenders: [u('c1', 'police', 2)], blitz: [{ card: 'x', cardName: 'x', team: 'police', target: 'a1', points: 1 }] }), fixedDice([])).refused).toBeUndefined();
    expect(resolveRiotFight(facts({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('c1', 'police', 2)], attacksSoFar: 2 }), fixedDice([])).outcome.code).toBe('attacked-twice');
  });
  it('owes no opinion card between protesters, with a médiactiviste, or after one this turn (l.33, l.117)', () => {
    const a = [u('a1', 'autonomes', 2)];
    expect(resolveRiotFight(facts({ defenderTeam: 'anarchistes', attackers: a, defenders: [u('n1', 'anarchistes', 1)] }), fixedDice([])).opinion).toEqual({ owed: false, why: 'no-police' });
    expect(resolveRiotFight(facts({ attackers: [...a, u('m1', 'autonomes', 1, { mediactiviste: true })], defenders: [u('c1', 'police', 1)] }), fixedDice([])).opinion).toEqual({ owed: false, why: 'mediactiviste' });
    expect(resolveRiotFight(facts({ attackers: a, defenders: [u('c1', 'police', 1)], turnedThisTurn: true }), fixedDice([])).opinion).toEqual({ owed: false, why: 'turned-this-turn' });
  });
  it('makes the team of a médiactiviste eliminated in defence draw a card at once (l.121)', () => {
    const r = resolveRiotFight(
      facts({ attackerTeam: 'police', defenderTeam: 'anarchistes', attackers: [u('c1', 'police', 3)], defenders: [u('m1', 'anarchistes', 1, { mediactiviste: true })], cardDeck: { deck: ['pave', 'squat'], drawn: [] }, hands: { anarchistes: [] } }),
      fixedDice([2]),
    );
    expect((r as any).drawn).toEqual([{ team: 'anarchistes', card: 'squat', roll: 2 }]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.teams.anarchistes.hand', value: ['squat'] });
  });
  it('gives a black bloc 3 in a street and 2 elsewhere (l.127)', () => {
    const bb = { strength: 2, special: 'black-bloc' as const };
    expect([strengthAt(bb, 'street'), strengthAt(bb, 'building')]).toEqual([3, 2]);
    expect(strengthAt({ strength: 2, special: null }, 'street')).toBe(2);
  });
});
