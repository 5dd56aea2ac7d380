import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedDice } from '../../helpers/dice.js';
import { Rng, ResolutionDice } from '../../../src/dice.js';
import { cardsLeft, deckDie, drawCard, drawOdds } from '../../../src/rules/riot/deck.js';

const DECK = ['tv', 'order', 'outrage', 'inquiry'];

describe('drawCard', () => {
  it('rolls a dN over the N cards left and turns the k-th in deck order', () => {
    const d = fixedDice([3]);
    const r = drawCard({ deck: DECK, drawn: [] }, d, 'card');
    expect(r).toEqual({ ok: true, card: 'outrage', by: 'die', roll: 3, before: DECK, left: 3, last: false });
    expect(d.rolls).toEqual([{ die: 'd4', value: 3, source: 'entered', label: 'card' }]);
  });
  it('counts the roll over the cards left only: the turned ones drop out', () => {
    const r = drawCard({ deck: DECK, drawn: ['order'] }, fixedDice([2]), 'card');
    expect(r).toMatchObject({ ok: true, card: 'outrage', before: ['tv', 'outrage', 'inquiry'], left: 2 });
  });
  it('turns the only card left without a die and says it was the last', () => {
    const d = fixedDice([]);
    const r = drawCard({ deck: DECK, drawn: ['tv', 'inquiry', 'order'] }, d, 'card');
    expect(r).toEqual({ ok: true, card: 'outrage', by: 'only-card', roll: null, before: ['outrage'], left: 0, last: true });
    expect(d.rolls).toEqual([]);
  });
  it('says the last card when the die turns the second-to-last into the last draw', () => {
    const first = drawCard({ deck: ['a', 'b'], drawn: [] }, fixedDice([2]), 'card');
    expect(first).toMatchObject({ card: 'b', last: false, left: 1 });
    expect(drawCard({ deck: ['a', 'b'], drawn: ['b'] }, fixedDice([]), 'card')).toMatchObject({ card: 'a', last: true });
  });
  it('refuses a spent deck', () => {
    expect(drawCard({ deck: DECK, drawn: DECK }, fixedDice([1]), 'card')).toEqual({ ok: false, code: 'deck-empty' });
    expect(drawCard({ deck: [], drawn: [] }, fixedDice([1]), 'card')).toEqual({ ok: false, code: 'deck-empty' });
  });
  it('takes a card named at the table without a die, and refuses one not in the deck or already turned', () => {
    const d = fixedDice([]);
    expect(drawCard({ deck: DECK, drawn: [], chosen: 'inquiry' }, d, 'card')).toMatchObject({ ok: true, card: 'inquiry', by: 'named', roll: null, left: 3 });
    expect(d.rolls).toEqual([]);
    expect(drawCard({ deck: DECK, drawn: [], chosen: 'nope' }, d, 'card')).toEqual({ ok: false, code: 'card-unknown', card: 'nope' });
    expect(drawCard({ deck: DECK, drawn: ['tv'], chosen: 'tv' }, d, 'card')).toEqual({ ok: false, code: 'card-already-drawn', card: 'tv' });
  });
  it('keeps copies of a card: one copy drawn leaves the other', () => {
    expect(cardsLeft(['x', 'y', 'x'], ['x'])).toEqual(['y', 'x']);
    // A card recorded drawn that the deck does not hold takes no card out (the deck's last stays).
    expect(cardsLeft(['x', 'y'], ['z'])).toEqual(['x', 'y']);
    expect(drawCard({ deck: ['x', 'x'], drawn: ['x'], chosen: 'x' }, fixedDice([]), 'card')).toMatchObject({ ok: true, last: true });
    expect(drawCard({ deck: ['x', 'x'], drawn: ['x', 'x'], chosen: 'x' }, fixedDice([]), 'card')).toMatchObject({ ok: false, code: 'card-already-drawn' });
  });
  it('refuses an entered value beyond the cards left (the die has N faces)', () => {
    expect(() => drawCard({ deck: DECK, drawn: ['tv'] }, fixedDice([4]), 'card')).toThrow();
  });
  it('is the same draw from the same seed, and a seeded deck turns every card exactly once', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 12 }), (seed, n) => {
        const deck = Array.from({ length: n }, (_, i) => `c${i}`);
        const run = () => {
          const rng = new Rng(seed);
          const drawn: string[] = [];
          for (;;) {
            const r = drawCard({ deck, drawn }, new ResolutionDice(rng, null), 'card');
            if (!r.ok) {
              expect(r.code).toBe('deck-empty');
              return drawn;
            }
            drawn.push(r.card);
            expect(r.last).toBe(drawn.length === n);
          }
        };
        const a = run();
        expect(a).toEqual(run());
        expect([...a].sort()).toEqual([...deck].sort());
      }),
      { numRuns: 50 },
    );
  });
});

describe('deckDie and drawOdds', () => {
  it('names one face per card left and no die for one card', () => {
    expect(deckDie(10)).toBe('d10');
    expect(deckDie(1)).toBeNull();
    expect(deckDie(0)).toBeNull();
  });
  it('gives each card left 1/N, copies adding up', () => {
    expect(drawOdds(['x', 'y', 'x', 'z'], ['z'])).toEqual([
      { card: 'x', p: 2 / 3 },
      { card: 'y', p: 1 / 3 },
    ]);
    expect(drawOdds(DECK, DECK)).toEqual([]);
  });
});
