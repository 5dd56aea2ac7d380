// RIOT's public-opinion card, in-process and whole (issue 43: each mutant of src/rules/riot/opinion.ts meets a
// test): riot-board-game.fr.txt l.31 (a card turned at the end of a turn in which the police fought a melee, its
// penalty suffered), l.33 (one a turn at most), l.25 (the last card is the police's victory); U124 (a card's
// credit penalty on the police's next income).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { resolveRiotOpinion, type OpinionFacts } from '../../../src/rules/riot/opinion.js';

const CARDS = {
  tv: { id: 'tv', name: 'Journal télévisé', text: 'Les images tournent en boucle.', credits: -2 },
  calm: { id: 'calm', name: 'Accalmie', text: '', credits: 0 },
};
const FACTS: OpinionFacts = { lang: 'en', deck: ['tv', 'calm', 'x'], drawn: [], cards: CARDS, owed: true, onGame: true, pending: ['old'] };

describe('resolveRiotOpinion (l.25, l.31, l.33, U124)', () => {
  it('turns the card owed, writes it drawn, the debt paid and the turn marked, its penalty waiting (l.31, l.33, U124)', () => {
    const d = fixedDice([1]);
    const r = resolveRiotOpinion(FACTS, d);
    expect(r).toEqual({
      procedure: 'riot-opinion',
      edition: 'fr',
      deckSize: 3,
      rolls: [{ die: 'd3', value: 1, source: 'entered', label: 'opinion card (place among those left)' }],
      modifiers: [],
      total: 1,
      outcome: { code: 'card-turned', text: 'Public opinion turns against the police: Journal télévisé' },
      effects: [
        { op: 'set', path: 'riot.opinion.drawn', value: ['tv'] },
        { op: 'set', path: 'riot.round.owed', value: false },
        { op: 'set', path: 'riot.round.turned', value: true },
        { op: 'set', path: 'riot.opinion.pending', value: ['old', 'tv'] },
      ],
      notes: ['Les images tournent en boucle.', 'The police lose 2 credits from their next income (U124)', 'Public opinion: 1 of 3 cards turned, 2 left'],
      card: 'tv',
      by: 'die',
      left: 2,
      last: false,
      turned: 1,
    });
  });
  it('a card with no penalty and no text: nothing waits, the track only (l.31)', () => {
    const r = resolveRiotOpinion({ ...FACTS, drawn: ['tv'], pending: undefined }, fixedDice([1]));
    expect(r.card).toBe('calm');
    expect(r.effects.map((e) => e.path)).toEqual(['riot.opinion.drawn', 'riot.round.owed', 'riot.round.turned']);
    expect(r.effects[0]).toMatchObject({ value: ['tv', 'calm'] });
    expect(r.notes).toEqual(['Public opinion: 2 of 3 cards turned, 1 left']);
  });
  it('a card the scenario does not describe is named by its id, with no penalty', () => {
    const r = resolveRiotOpinion({ ...FACTS, chosen: 'x' }, fixedDice([]));
    expect(r.outcome.text).toBe('Public opinion turns against the police: x');
    expect(r.notes).toEqual(['Public opinion: 1 of 3 cards turned, 2 left']);
  });
  it('the penalty on an empty wait list starts it', () => {
    expect(resolveRiotOpinion({ ...FACTS, pending: undefined }, fixedDice([1])).effects[3]).toEqual({ op: 'set', path: 'riot.opinion.pending', value: ['tv'] });
  });
  it('the last card is the police\'s victory (l.25)', () => {
    const r = resolveRiotOpinion({ ...FACTS, drawn: ['tv', 'calm'] }, fixedDice([]));
    expect(r).toMatchObject({ outcome: { code: 'last-card', text: 'The last public-opinion card: x. The police win (l.25)' }, last: true, left: 0, turned: 3, total: null, by: 'only-card' });
  });
  it('off a game: the card turned, nothing written, whether owed or not', () => {
    const r = resolveRiotOpinion({ ...FACTS, onGame: false, owed: false, turned: true }, fixedDice([1]));
    expect(r.outcome.code).toBe('card-turned');
    expect(r.effects).toEqual([]);
  });
  it('refuses as a RIOT (fr) resolution with the deck\'s size: a second card this turn, none owed, a card named wrong (l.31, l.33)', () => {
    expect(resolveRiotOpinion({ ...FACTS, turned: true }, fixedDice([]))).toMatchObject({ edition: 'fr', deckSize: 3, outcome: { code: 'turned' }, effects: [] });
    expect(resolveRiotOpinion({ ...FACTS, owed: false }, fixedDice([]))).toMatchObject({ edition: 'fr', outcome: { code: 'not-owed' } });
    expect(resolveRiotOpinion({ ...FACTS, chosen: 'nope' }, fixedDice([])).outcome).toEqual({ code: 'card-unknown', text: 'no card "nope" in the public-opinion deck' });
  });
});
