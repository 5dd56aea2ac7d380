// The moves a RIOT fight decides, on a game with a map (issue 41; l.101, l.105; U335, U428): each unit the fight
// sends somewhere stands in the map's zone that is its new place, in the same entry; the hospital is the HQ's on a
// board that draws no zone for it (l.15); the police's step out of the hospital (l.101) follows at their next turn.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { resolveRiotFight, type Fighter, type FightFacts } from '../../../src/rules/riot/fight.js';
import { resolveRiotTurn, type TurnFacts } from '../../../src/rules/riot/turn.js';
import { mapZoneOf } from '../../../src/rules/riot/tables.js';

const u = (id: string, team: string, strength: number): Fighter => ({ id, name: id, team, strength, cost: strength, shield: false, mediactiviste: false });
const ZONES = { z1: 'rue-z1', 'entry:z1': 'entree-z1', b1: 'bat-b1', hq: 'qg' };
const facts = (f: Partial<FightFacts>): FightFacts => ({ lang: 'en', place: { id: 'z1', kind: 'street', zone: 'z1' }, attackerTeam: 'autonomes', defenderTeam: 'police', attackers: [], defenders: [], onGame: true, mapZones: ZONES, turn: 3, ...f });
const mapMoves = (effects: readonly { path: string; value?: unknown }[]) => effects.filter((e) => e.path.startsWith('map.pieces.')).map((e) => [e.path.slice('map.pieces.'.length), e.value]);

describe("a RIOT fight's moves on the map (l.101, l.105; U335, U428)", () => {
  it("a protester wounded in a street stands in the zone of its zone's entry point (l.101)", () => {
    const r = resolveRiotFight(facts({ attackers: [u('a2', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] }), fixedDice([]));
    expect(mapMoves(r.effects)).toEqual([['a2', { zone: 'entree-z1', turn: 3 }]]);
  });
  it("a police unit wounded goes to the hospital: the map's hospital zone when it has one, else the HQ's (l.15, U428)", () => {
    const f = { attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('c1', 'police', 3)], defenders: [u('a1', 'autonomes', 1)] };
    expect(mapMoves(resolveRiotFight(facts(f), fixedDice([])).effects)).toEqual([['c1', { zone: 'qg', turn: 3 }]]);
    expect(mapMoves(resolveRiotFight(facts({ ...f, mapZones: { ...ZONES, hospital: 'hopital' } }), fixedDice([])).effects)).toEqual([['c1', { zone: 'hopital', turn: 3 }]]);
    expect(mapZoneOf({ z1: 'rue-z1' }, 'hospital')).toBeUndefined();
  });
  it("a building taken: every survivor of the attacker, the wounded too, in the building's zone (l.105); the defenders who hold one stay, unmoved", () => {
    const b1 = { id: 'b1', kind: 'building' as const, zone: 'z1' };
    const won = resolveRiotFight(facts({ place: b1, attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('c1', 'police', 2), u('c2', 'police', 2)], defenders: [u('a1', 'autonomes', 1)] }), fixedDice([]));
    expect(mapMoves(won.effects)).toEqual([['c1', { zone: 'bat-b1', turn: 3 }], ['c2', { zone: 'bat-b1', turn: 3 }]]);
    const held = resolveRiotFight(facts({ place: b1, attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 2)] }), fixedDice([]));
    expect(held.outcome.code).toBe('defender-wins');
    expect(mapMoves(held.effects)).toEqual([]);
  });
  it('writes no map move without a map, or for a unit removed (it leaves the board)', () => {
    const r = resolveRiotFight(facts({ mapZones: undefined, attackers: [u('a2', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] }), fixedDice([]));
    expect(mapMoves(r.effects)).toEqual([]);
    // 1 against 2: a1 removed, its 1 damage removes p1 (strength 1), p2 untouched: nobody moves.
    const lost = resolveRiotFight(facts({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 1), u('p2', 'police', 1)] }), fixedDice([]));
    expect((lost as any).casualties.map((c: any) => [c.unit, c.result])).toEqual([['a1', 'removed'], ['p1', 'removed']]);
    expect(mapMoves(lost.effects)).toEqual([]);
  });
});

describe("the police's step out of the hospital on the map (l.101; U335, U428)", () => {
  const turn = (f: Partial<TurnFacts>) => resolveRiotTurn({ lang: 'en', team: 'police', players: 4, buildings: [], zones: [], enemies: {}, credits: 0, zonePoints: 0, onGame: true, round: 4, wounded: [{ id: 'c1', at: 'hospital' }], ...f });
  it("moves the unit into the HQ's zone when the map draws the hospital apart; a board whose HQ holds it moves nothing", () => {
    expect(mapMoves(turn({ mapZones: { ...ZONES, hospital: 'hopital' } }).effects)).toEqual([['c1', { zone: 'qg', turn: 4 }]]);
    expect(mapMoves(turn({ mapZones: ZONES }).effects)).toEqual([]);
    expect(mapMoves(turn({}).effects)).toEqual([]);
  });
});
