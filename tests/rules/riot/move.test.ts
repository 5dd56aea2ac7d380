// Moving RIOT units, in-process and whole (issue 43: each mutant of src/rules/riot/move.ts meets a test):
// riot-board-game.fr.txt l.75 (one move a turn, the first from an entry point into its street, never stopping on
// one, a building entered from its zone's street, an occupied one attacked, enemies in the street may bar the way,
// only the police in their HQ), l.101 (the hospital), l.133 (the paramilitaire), l.139 (the Combi's two moves),
// l.41-45 and U202 (the moves before the fights), U335 (the map follows), U427 (a card's extra move).
import { describe, expect, it } from 'vitest';
import { resolveRiotMove, type MoveFacts, type Place } from '../../../src/rules/riot/move.js';

const p = (id: string, kind: Place['kind'], zone: string | null, occupants: string[] = []): Place => ({ id, kind, zone, occupants });
const STREET = p('z1', 'street', 'z1');
const B1 = p('b1', 'building', 'z1');
const unit = (id: string, from: Place, team = 'autonomes', special: MoveFacts['units'][number]['special'] = null) => ({ id, team, from, special });
const move = (f: Partial<MoveFacts>) => resolveRiotMove({ lang: 'en', units: [unit('a1', STREET)], to: B1, active: 'autonomes', ...f });
const refused = (f: Partial<MoveFacts>) => {
  const r = move(f);
  return [r.outcome.code, r.outcome.text];
};

describe('resolveRiotMove (l.75, l.101, l.133, l.139)', () => {
  it('moves on a game: each unit set at the place, its move counted, the phase set to the moves, the map following (l.75, U202, U335)', () => {
    const r = move({ units: [unit('a1', STREET), unit('a2', STREET)], onGame: true, phase: 2, moved: { a2: 0 }, mapZone: 'Z1', turn: 3, names: { a1: 'Casseur', b1: 'La mairie' } });
    expect(r).toEqual({
      procedure: 'riot-move',
      edition: 'fr',
      units: ['a1', 'a2'],
      to: 'b1',
      team: 'autonomes',
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'moved', text: 'Casseur, a2 to La mairie' },
      effects: [
        { op: 'set', path: 'riot.units.a1.at', value: 'b1' },
        { op: 'set', path: 'riot.units.a2.at', value: 'b1' },
        { op: 'set', path: 'riot.round.moves.a1', value: 1 },
        { op: 'set', path: 'riot.round.moves.a2', value: 1 },
        { op: 'set', path: 'riot.round.phase', value: 4 },
        { op: 'set', path: 'map.pieces.a1', value: { zone: 'Z1', turn: 3 } },
        { op: 'set', path: 'map.pieces.a2', value: { zone: 'Z1', turn: 3 } },
      ],
      notes: [],
    });
  });
  it('counts a second move on top of the first, keeps the phase once at the moves, the map at turn 1 by default (l.139, U202, U335)', () => {
    const r = move({ units: [unit('c1', STREET, 'autonomes', 'combi')], onGame: true, phase: 4, moved: { c1: 1 }, mapZone: 'Z1' });
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.units.c1.at', value: 'b1' },
      { op: 'set', path: 'riot.round.moves.c1', value: 2 },
      { op: 'set', path: 'map.pieces.c1', value: { zone: 'Z1', turn: 1 } },
    ]);
    // With no phase known, the move sets it (U202); with no map, no piece moves.
    expect(move({ onGame: true }).effects.map((e) => e.path)).toEqual(['riot.units.a1.at', 'riot.round.moves.a1', 'riot.round.phase']);
  });
  it('writes nothing off a game', () => {
    expect(move({}).effects).toEqual([]);
  });
  it('notes that enemies in the street may bar the way into a building, not friends (l.75)', () => {
    expect(move({ units: [unit('a1', p('z1', 'street', 'z1', ['police']))] }).notes).toEqual(['Enemy units in the street may bar the way: the move is then given up or fought (l.75)']);
    expect(move({ units: [unit('a1', p('z1', 'street', 'z1', ['autonomes']))] }).notes).toEqual([]);
    // Into a street, no such note (l.75: streets are free).
    expect(move({ units: [unit('a1', p('z2', 'street', 'z2', ['police']))], to: STREET }).notes).toEqual([]);
  });
  it('one move a unit a turn, two for the Combi, one more by a card (l.75, l.139, U427)', () => {
    expect(refused({ moved: { a1: 1 } })).toEqual(['moves-spent', 'a1 has made its 1 move this turn (l.75; the Combi two, l.139)']);
    expect(move({ moved: { a1: 1 }, extra: { a1: 1 } }).outcome.code).toBe('moved');
    expect(move({ units: [unit('c1', STREET, 'autonomes', 'combi')], moved: { c1: 1 } }).outcome.code).toBe('moved');
    expect(refused({ units: [unit('c1', STREET, 'autonomes', 'combi')], moved: { c1: 2 } })[0]).toBe('moves-spent');
  });
  it('the moves come before the fights (l.41-45, U202)', () => {
    expect(refused({ phase: 5 })).toEqual(['phase', 'the Autonomists have fought this turn: the moves come before the fights (l.41-45, U202)']);
    expect(move({ phase: 4 }).outcome.code).toBe('moved');
  });
  it('one team moves, the one whose turn it is; before the first turn anyone', () => {
    expect(refused({ units: [unit('a1', STREET), unit('p1', STREET, 'police')] })).toEqual(['two-teams', 'units of one team move together']);
    expect(refused({ active: 'police' })).toEqual(['not-its-turn', 'it is the turn of the Police, not of the Autonomists']);
    expect(move({ active: null }).outcome.code).toBe('moved');
  });
  it('the hospital takes only the wounded; the HQ the police only (l.75, l.101)', () => {
    expect(refused({ to: p('hospital', 'hospital', null) })[0]).toBe('hospital');
    expect(move({ units: [unit('p1', STREET, 'police')], active: 'police', to: p('hq', 'hq', null) }).outcome.code).toBe('moved');
  });
  it('a unit does not move to where it stands', () => {
    expect(refused({ to: STREET })).toEqual(['already', 'a1 is already at z1']);
  });
  it('from an entry point, into its own zone\'s street only (l.75)', () => {
    const entry = p('entry:z1', 'entry', 'z1');
    expect(move({ units: [unit('a1', entry)], to: STREET }).outcome.code).toBe('moved');
    expect(refused({ units: [unit('a1', entry)], to: B1 })).toEqual(['from-entry', 'a1 is on an entry point: its first move is into the street of z1 (l.75)']);
  });
  it('from the hospital, a wounded police unit waits; a Combi drives to the HQ only (l.101, l.139)', () => {
    const hosp = p('hospital', 'hospital', null);
    const police = (special: 'combi' | null, to: Place) => move({ units: [unit('p1', hosp, 'police', special)], active: 'police', to }).outcome.code;
    expect(police('combi', p('hq', 'hq', null))).toBe('moved');
    expect(police('combi', STREET)).toBe('from-hospital');
    expect(police(null, p('hq', 'hq', null))).toBe('from-hospital');
    expect(move({ units: [unit('p1', hosp, 'police')], active: 'police', to: p('hq', 'hq', null) }).outcome.text).toBe("p1 is in the hospital: it goes to the HQ at the start of the police's turn (l.101)");
  });
  it('a building from its own zone\'s street only (l.75)', () => {
    expect(refused({ units: [unit('a1', p('b2', 'building', 'z1'))] })).toEqual(['building-from', 'a1 must be in the street of z1 to enter b1 (l.75)']);
  });
  it('a paramilitaire enters no empty building, but joins its own team in one (l.133)', () => {
    const para = [unit('n1', STREET, 'nationalistes', 'paramilitaire')];
    expect(refused({ units: para, active: 'nationalistes' })).toEqual(['paramilitaire', 'n1, a paramilitary, never enters an empty building, it only attacks an occupied one (l.133)']);
    expect(move({ units: para, active: 'nationalistes', to: p('b1', 'building', 'z1', ['nationalistes']) }).outcome.code).toBe('moved');
    expect(move({ units: para, active: 'nationalistes', to: p('b1', 'building', 'z1', ['police']) }).outcome.code).toBe('occupied');
  });
  it('a street held by enemies is walked into freely: only a building is attacked (l.75 "se déplacer librement d\'une rue à une autre ... même si ... la destination est occupée")', () => {
    expect(move({ units: [unit('a1', p('z2', 'street', 'z2'))], to: p('z1', 'street', 'z1', ['police']) }).outcome.code).toBe('moved');
  });
  it('an occupied building is attacked, not entered; one its own team holds is entered (l.75)', () => {
    expect(refused({ to: p('b1', 'building', 'z1', ['autonomes', 'police']) })).toEqual(['occupied', 'b1 is held by the Police: attack it (riot-fight), it is not entered (l.75)']);
    expect(move({ to: p('b1', 'building', 'z1', ['autonomes']) }).outcome.code).toBe('moved');
  });
  it('refuses as a RIOT (fr) resolution naming the units and the place', () => {
    expect(move({ to: p('entry:z1', 'entry', 'z1') })).toMatchObject({ procedure: 'riot-move', edition: 'fr', units: ['a1'], to: 'entry:z1', effects: [], outcome: { code: 'entry', text: 'a unit never stops on an entry point (l.75)' } });
  });
});
