// A card played outside a fight, in-process and whole (issue 43: each mutant of src/rules/riot/play.ts meets a
// test): riot-board-game.fr.txt l.79 "Les cartes peuvent être jouées à n'importe quel moment lors du tour d'un.e
// joueur/euse ... à l'exception des cartes Blitz", l.69 (new units on an entry point), l.75 (one move a turn, an
// occupied building attacked), l.133 (the paramilitaire), l.41-45 and U202 (the moves before the fights), U427
// (the plays: extra-move, enter-building, free-unit), U335 (the map follows).
import { describe, expect, it } from 'vitest';
import { resolveRiotPlay, type PlayFacts } from '../../../src/rules/riot/play.js';
import type { Place } from '../../../src/rules/riot/move.js';

const p = (id: string, kind: Place['kind'], zone: string | null, occupants: string[] = []): Place => ({ id, kind, zone, occupants });
const card = (play: PlayFacts['card']['play'], text = '') => ({ id: 'c1', name: 'Manif sauvage', text, blitz: false, play });
const unit = (f: Partial<NonNullable<PlayFacts['unit']>> = {}) => ({ id: 'a1', team: 'autonomes', from: p('z1', 'street', 'z1'), special: null, moved: 0, extra: 0, ...f });
const play = (f: Partial<PlayFacts>) => resolveRiotPlay({ lang: 'en', team: 'autonomes', card: card(null), hand: ['x', 'c1', 'c1'], active: 'autonomes', onGame: true, ...f });
const B1 = p('b1', 'building', 'z1');

describe('resolveRiotPlay (l.79, U427)', () => {
  it('extra-move: the card leaves the hand (one copy), the unit gets one more move, the note counts the moves left (l.75, U427)', () => {
    const r = play({ card: card('extra-move', 'Un déplacement de plus'), unit: unit({ moved: 1, extra: 1 }), names: { a1: 'Casseur' } });
    expect(r).toEqual({
      procedure: 'riot-play',
      edition: 'fr',
      team: 'autonomes',
      card: 'c1',
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'extra-move', text: 'the Autonomists play Manif sauvage' },
      effects: [
        { op: 'set', path: 'riot.teams.autonomes.hand', value: ['x', 'c1'] },
        { op: 'set', path: 'riot.round.extra.a1', value: 2 },
      ],
      notes: ['Un déplacement de plus', 'Casseur may make one more move this turn: 2 left (U427)'],
      play: 'extra-move',
    });
    // The Combi's two moves count (l.139).
    expect(play({ card: card('extra-move'), unit: unit({ special: 'combi' }) }).notes).toEqual(['a1 may make one more move this turn: 3 left (U427)']);
  });
  it('enter-building: from the street or the entry point of its zone into an empty building, as its move, the phase set, the map following (U427, U202, U335)', () => {
    const r = play({ card: card('enter-building'), unit: unit({ from: p('entry:z1', 'entry', 'z1') }), at: B1, phase: 2, mapZone: 'Z1', turn: 4 });
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.teams.autonomes.hand', value: ['x', 'c1'] },
      { op: 'set', path: 'riot.units.a1.at', value: 'b1' },
      { op: 'set', path: 'riot.round.moves.a1', value: 1 },
      { op: 'set', path: 'riot.round.phase', value: 4 },
      { op: 'set', path: 'map.pieces.a1', value: { zone: 'Z1', turn: 4 } },
    ]);
    expect(r.notes).toEqual(['a1 enters b1 without going through the street: its move of the turn (U427)']);
    // In the moves phase already, no phase line; the map at turn 1 by default; with no phase known, it is set.
    expect(play({ card: card('enter-building'), unit: unit(), at: B1, phase: 4, mapZone: 'Z1' }).effects.slice(1)).toEqual([
      { op: 'set', path: 'riot.units.a1.at', value: 'b1' },
      { op: 'set', path: 'riot.round.moves.a1', value: 1 },
      { op: 'set', path: 'map.pieces.a1', value: { zone: 'Z1', turn: 1 } },
    ]);
    expect(play({ card: card('enter-building'), unit: unit(), at: B1 }).effects.map((e) => e.path)).toEqual(['riot.teams.autonomes.hand', 'riot.units.a1.at', 'riot.round.moves.a1', 'riot.round.phase']);
  });
  it('enter-building refuses: not a building, an occupied one, another zone, from a building, a paramilitaire, its moves spent (l.75, l.133, U427)', () => {
    const eb = (f: Partial<PlayFacts>) => play({ card: card('enter-building'), unit: unit(), at: B1, ...f }).outcome;
    expect(eb({ at: p('z2', 'street', 'z2') }).code).toBe('needs-building');
    expect(eb({ at: p('b1', 'building', 'z1', ['police']) })).toEqual({ code: 'not-empty', text: 'b1 is not empty (the card: an empty building, U427)' });
    expect(eb({ unit: unit({ from: p('z2', 'street', 'z2') }) })).toEqual({ code: 'other-zone', text: 'a1 does not stand on the entry point or in the street of the zone of b1 (the card, U427)' });
    expect(eb({ unit: unit({ from: p('b2', 'building', 'z1') }) }).code).toBe('other-zone');
    expect(eb({ unit: unit({ special: 'paramilitaire' }) })).toEqual({ code: 'paramilitaire', text: 'a1 is a paramilitaire: it enters no empty building (l.133)' });
    expect(eb({ unit: unit({ moved: 1 }) })).toEqual({ code: 'moves-spent', text: 'a1 has made its moves this turn: the card\'s move is one of them (l.75, U427)' });
    expect(eb({ unit: unit({ moved: 1, extra: 1 }) }).code).toBe('enter-building');
  });
  it('free-unit: a basic unit on an entry point, the map following (l.69, U427, U335)', () => {
    const r = play({ card: card('free-unit'), at: p('entry:z1', 'entry', 'z1'), newUnit: { id: 'a9', type: 'base' }, mapZone: 'Z1' });
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.teams.autonomes.hand', value: ['x', 'c1'] },
      { op: 'set', path: 'riot.units.a9', value: { id: 'a9', type: 'base', team: 'autonomes', at: 'entry:z1', wounded: false } },
      { op: 'set', path: 'map.pieces.a9', value: { zone: 'Z1', turn: 1 } },
    ]);
    expect(r.notes).toEqual(['a9, free, on entry:z1: its first move is into the street (l.75, U427)']);
    expect(play({ card: card('free-unit'), at: p('entry:z1', 'entry', 'z1'), newUnit: { id: 'a9', type: 'base' }, turn: 3 }).effects).toHaveLength(2);
    expect(play({ card: card('free-unit'), at: p('z1', 'street', 'z1'), newUnit: { id: 'a9', type: 'base' } }).outcome.code).toBe('needs-entry');
    expect(play({ card: card('free-unit'), at: p('entry:z1', 'entry', 'z1'), newUnit: null }).outcome).toEqual({ code: 'no-basic', text: 'the Autonomists have no basic unit type in the scenario' });
  });
  it('a card the program does not play: its text for the players, the card spent (l.79)', () => {
    const r = play({ card: card(null, 'Texte imprimé') });
    expect(r.outcome.code).toBe('printed');
    expect(r.notes).toEqual(['Texte imprimé', 'The program does not play this card: the players apply its text (docs/riot.md, The cards)']);
    expect(r.effects).toEqual([{ op: 'set', path: 'riot.teams.autonomes.hand', value: ['x', 'c1'] }]);
    // Given a unit and a place, or a place, a card the program does not play still moves and places nothing (U427).
    for (const f of [{ unit: unit(), at: B1 }, { at: p('entry:z1', 'entry', 'z1'), newUnit: { id: 'a9', type: 'base' } }]) {
      const x = play({ card: card(null), ...f });
      expect([x.outcome.code, x.effects]).toEqual(['printed', [{ op: 'set', path: 'riot.teams.autonomes.hand', value: ['x', 'c1'] }]]);
    }
  });
  it('writes nothing off a game', () => {
    expect(play({ card: card('extra-move'), unit: unit(), onGame: false }).effects).toEqual([]);
  });
  it('refuses as a RIOT (fr) resolution of the team and the card: no turn, another\'s turn, a Blitz card, not in hand (l.79)', () => {
    expect(play({ active: null })).toMatchObject({ procedure: 'riot-play', edition: 'fr', team: 'autonomes', card: 'c1', effects: [], outcome: { code: 'no-turn' } });
    expect(play({ active: 'police' }).outcome).toEqual({ code: 'not-its-turn', text: "it is the turn of the Police: a card is played in its team's own turn (l.79)" });
    expect(play({ card: { ...card(null), blitz: true } }).outcome).toEqual({ code: 'blitz', text: 'Manif sauvage is a Blitz card: it is played in a fight (riot-fight --blitz or --melee-blitz, l.79)' });
    expect(play({ hand: ['x'] }).outcome).toEqual({ code: 'not-in-hand', text: 'the Autonomists have no Manif sauvage in hand' });
  });
  it('refuses a play without what it needs, on another team\'s unit, and a move after the fights (U427, U202)', () => {
    expect(play({ card: card('extra-move') }).outcome.code).toBe('needs-unit');
    expect(play({ card: card('enter-building'), unit: unit() }).outcome.code).toBe('needs-building');
    expect(play({ card: card('enter-building'), at: B1 }).outcome.code).toBe('needs-unit');
    expect(play({ card: card('free-unit') }).outcome.code).toBe('needs-entry');
    expect(play({ card: card('extra-move'), unit: unit({ team: 'police' }) }).outcome).toEqual({ code: 'not-its-unit', text: 'a1 is not a unit of the Autonomists' });
    expect(play({ card: card('extra-move'), unit: unit(), phase: 5 }).outcome.code).toBe('phase');
    expect(play({ card: card('enter-building'), unit: unit(), at: B1, phase: 5 }).outcome.code).toBe('phase');
    expect(play({ card: card('extra-move'), unit: unit(), phase: 4 }).outcome.code).toBe('extra-move');
    // A free unit is no move: played after the fights too.
    expect(play({ card: card('free-unit'), at: p('entry:z1', 'entry', 'z1'), newUnit: { id: 'a9', type: 'base' }, phase: 5 }).outcome.code).toBe('free-unit');
  });
});
