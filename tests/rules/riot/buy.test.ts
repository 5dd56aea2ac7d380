// Phase 2-3 of a RIOT turn, in-process and whole (issue 43: each mutant of src/rules/riot/buy.ts meets a test):
// riot-board-game.fr.txt l.65 (the protesters buy cards, the n-th card of a turn costing n credits; the police
// only recruit), l.69 (new units deployed on an entry point, the police's in the HQ), l.41-45 and U202 (the phases
// in order), U123 (a spent deck sells none), U411 (cards named at the table), U335 (the map follows).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { resolveRiotBuy, type BuyFacts } from '../../../src/rules/riot/buy.js';

const DECK = { deck: ['pave', 'squat', 'manif'], drawn: ['squat'] };
const buy = (f: Partial<BuyFacts>, rolls: number[] = []) => resolveRiotBuy({ lang: 'en', team: 'autonomes', credits: 10, bought: 0, cards: 0, units: [], at: null, ...f }, fixedDice(rolls));
const BB = { id: 'bb1', type: 'bb', name: 'Black Bloc', cost: 3 };

describe('resolveRiotBuy (l.65, l.69)', () => {
  it('buys the 2nd and 3rd cards of the turn (2 + 3 credits) and a unit, draws the cards, deploys the unit, on a game (l.65, l.69, U335)', () => {
    const r = buy(
      { bought: 1, cards: 2, units: [BB], at: 'entry:z1', cardDeck: DECK, hand: ['old'], phase: 1, onGame: true, mapZone: 'Z1', turn: 2, names: { pave: 'Pavé', bb1: 'Bloc', 'entry:z1': 'Entrée 1' } },
      [2],
    );
    expect(r).toEqual({
      procedure: 'riot-buy',
      edition: 'fr',
      team: 'autonomes',
      rolls: [{ die: 'd2', value: 2, source: 'entered', label: 'card drawn (place among those left)' }],
      modifiers: [
        { key: 'card:2', label: 'Card 2 of the turn', value: 2 },
        { key: 'card:3', label: 'Card 3 of the turn', value: 3 },
        { key: 'unit:bb1', label: 'Recruit Bloc', value: 3 },
      ],
      total: 8,
      outcome: { code: 'bought', text: 'Spent by the Autonomists: 8 credits; 2 left' },
      effects: [
        { op: 'set', path: 'riot.teams.autonomes.credits', value: 2 },
        { op: 'set', path: 'riot.round.cards', value: 3 },
        { op: 'set', path: 'riot.round.phase', value: 3 },
        { op: 'set', path: 'riot.teams.autonomes.hand', value: ['old', 'manif', 'pave'] },
        { op: 'set', path: 'riot.cardDeck.drawn', value: ['squat', 'manif', 'pave'] },
        { op: 'set', path: 'riot.units.bb1', value: { id: 'bb1', type: 'bb', team: 'autonomes', at: 'entry:z1', wounded: false } },
        { op: 'set', path: 'map.pieces.bb1', value: { zone: 'Z1', turn: 2 } },
      ],
      notes: ['Cards drawn: manif, Pavé', 'Deployed: Bloc → Entrée 1 (l.69)', 'The next card this turn (card 4) costs 4 (l.65)'],
      cards: [
        { card: 'manif', roll: 2, by: 'die' },
        { card: 'pave', roll: null, by: 'only-card' },
      ],
      units: ['bb1'],
      credits: { before: 10, cost: 8, after: 2 },
    });
  });
  it('cards only: the phase set to the buying, the hand begun, no deploy note, the map at turn 1 by default (l.65, U202)', () => {
    const r = buy({ cards: 1, cardDeck: DECK, phase: 1, onGame: true }, [1]);
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.teams.autonomes.credits', value: 9 },
      { op: 'set', path: 'riot.round.cards', value: 1 },
      { op: 'set', path: 'riot.round.phase', value: 2 },
      { op: 'set', path: 'riot.teams.autonomes.hand', value: ['pave'] },
      { op: 'set', path: 'riot.cardDeck.drawn', value: ['squat', 'pave'] },
    ]);
    expect(r.notes).toEqual(['Cards drawn: pave', 'The next card this turn (card 2) costs 2 (l.65)']);
    const u = buy({ units: [{ ...BB, cost: 0 }], at: 'hq', phase: 3, onGame: true, mapZone: 'HQ' });
    // A free unit, in the deploying phase already: no credits, no card count, no phase written; the map at turn 1.
    expect(u.effects).toEqual([
      { op: 'set', path: 'riot.units.bb1', value: { id: 'bb1', type: 'bb', team: 'autonomes', at: 'hq', wounded: false } },
      { op: 'set', path: 'map.pieces.bb1', value: { zone: 'HQ', turn: 1 } },
    ]);
    expect(u.notes).toEqual(['Deployed: bb1 → hq (l.69)']);
    // Two units, on a game with no map: both named in the note, no piece set (U335: only a map's pieces follow).
    const two = buy({ units: [BB, { ...BB, id: 'bb2' }], at: 'entry:z1', phase: 3, onGame: true });
    expect(two.notes).toEqual(['Deployed: bb1, bb2 → entry:z1 (l.69)']);
    expect(two.effects.map((e) => e.path)).toEqual(['riot.teams.autonomes.credits', 'riot.units.bb1', 'riot.units.bb2']);
  });
  it('a unit with no place to deploy says none; with no deck known the cards are counted, not drawn', () => {
    expect(buy({ units: [BB] }).notes).toEqual([]);
    const r = buy({ cards: 2, onGame: true });
    expect(r).toMatchObject({ total: 3, cards: [], rolls: [] });
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.teams.autonomes.credits', value: 7 },
      { op: 'set', path: 'riot.round.cards', value: 2 },
    ]);
  });
  it('writes nothing off a game', () => {
    expect(buy({ cards: 1, units: [BB], cardDeck: DECK }, [1]).effects).toEqual([]);
  });
  it('spends every credit, not one more (l.65)', () => {
    expect(buy({ credits: 6, cards: 3 }).outcome.code).toBe('bought');
    expect(buy({ credits: 5, cards: 3 }).outcome).toEqual({ code: 'too-dear', text: 'this costs 6 credits and the Autonomists have 5' });
  });
  it('the turn first, its own, and before the moves (l.41-45, U202)', () => {
    expect(buy({ cards: 1, notItsTurn: 'none' }).outcome).toEqual({ code: 'no-turn', text: 'no team has begun its turn yet: riot-turn first' });
    expect(buy({ cards: 1, notItsTurn: 'police' }).outcome).toEqual({ code: 'not-its-turn', text: 'it is the turn of the Police, not of the Autonomists' });
    expect(buy({ cards: 1, phase: 4 }).outcome.code).toBe('phase');
    expect(buy({ cards: 1, phase: 3 }).outcome.code).toBe('bought');
    expect(buy({}).outcome.code).toBe('nothing');
    expect(buy({ units: [BB] }).outcome.code).toBe('bought');
  });
  it('the police recruit but buy no card (l.65)', () => {
    expect(buy({ team: 'police', units: [BB] }).outcome.code).toBe('bought');
    expect(buy({ team: 'police', cards: 1 }).outcome.code).toBe('police-cards');
  });
  it('a deck with fewer cards left than bought sells none; as many as left, all (U123)', () => {
    expect(buy({ cards: 3, cardDeck: DECK }).outcome).toEqual({ code: 'deck-short', text: "the protesters' deck has 2 cards left, not 3 (U123)" });
    expect(buy({ cards: 2, cardDeck: DECK }, [1]).outcome.code).toBe('bought');
  });
  it('the cards named at the table: one per card bought, each still in the deck (U411)', () => {
    const r = buy({ cards: 2, cardDeck: DECK, chosen: ['manif', 'pave'] });
    expect(r.cards).toEqual([
      { card: 'manif', roll: null, by: 'named' },
      { card: 'pave', roll: null, by: 'named' },
    ]);
    expect(buy({ cards: 2, cardDeck: DECK, chosen: ['manif'] }).outcome).toEqual({ code: 'card-count', text: '1 card named with --card for 2 bought: name one card per card bought (U411)' });
    expect(buy({ cards: 1, cardDeck: DECK, chosen: ['squat'], names: { squat: 'Squat' } }).outcome).toEqual({
      code: 'card-already-drawn',
      text: 'no "Squat" is left in the protesters\' deck: its copies have been drawn (U411)',
    });
  });
  it('refuses as a RIOT (fr) resolution of the team', () => {
    expect(buy({})).toMatchObject({ procedure: 'riot-buy', edition: 'fr', team: 'autonomes', effects: [] });
  });
});
