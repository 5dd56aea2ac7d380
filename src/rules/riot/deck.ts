// Drawing a card from a seeded deck: RIOT's public-opinion deck
// (riot-board-game.fr.txt l.29-33) and the riot-opinion pack over a riot (R21)
// draw the same way. Pure: the deck and the cards already turned in, the dice
// (or the card named at the table) in, one draw or a refusal out. Language-free:
// the caller names the die and renders the codes.
import type { Dice } from '../types.js';

/** What a draw needs: the deck in its scenario order and the cards already turned, oldest first. */
export interface DeckFacts {
  /** Card ids in the scenario's order; an id given twice is two copies of one card. */
  deck: readonly string[];
  /** The cards turned so far (each removes one copy from the deck). */
  drawn: readonly string[];
  /** The card turned at the table, named instead of rolled (`--card`): no die. */
  chosen?: string;
}

/** A card turned. */
export interface DeckDraw {
  ok: true;
  card: string;
  /** How the card was found: a die over the cards left, the only card left, or named at the table. */
  by: 'die' | 'only-card' | 'named';
  /** The die's value (the card's place among the cards left, 1 = first in deck order), when one was rolled. */
  roll: number | null;
  /** The cards left before this draw, in deck order: roll k turned the k-th. */
  before: string[];
  /** How many cards are left after this draw. */
  left: number;
  /** True when this was the deck's last card (riot-board-game.fr.txt l.25; R21: the scenario says what it means). */
  last: boolean;
}

/** Why no card can be turned: the deck is spent, or the named card is not among those left. */
export interface DeckRefusal {
  ok: false;
  code: 'deck-empty' | 'card-unknown' | 'card-already-drawn';
  card?: string;
}

/** The cards left in deck order: the deck less one copy of each card drawn (a card drawn but not in the deck is ignored). */
export function cardsLeft(deck: readonly string[], drawn: readonly string[]): string[] {
  const left = [...deck];
  for (const c of drawn) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The die a draw rolls over `n` cards left: one face per card (dN), none when one or no card is left. */
export function deckDie(n: number): `d${number}` | null {
  return n > 1 ? `d${n}` : null;
}

/**
 * Turns one card. The order comes from the dice: a dN over the N cards left, in
 * deck order, so that `--roll k` enters the k-th card left; with one card left it
 * is turned without a die; `chosen` names the card turned at the table.
 */
export function drawCard(facts: DeckFacts, dice: Dice, dieLabel: string): DeckDraw | DeckRefusal {
  const before = cardsLeft(facts.deck, facts.drawn);
  if (facts.chosen !== undefined) {
    if (!facts.deck.includes(facts.chosen)) return { ok: false, code: 'card-unknown', card: facts.chosen };
    if (!before.includes(facts.chosen)) return { ok: false, code: 'card-already-drawn', card: facts.chosen };
    return done(facts.chosen, 'named', null, before);
  }
  if (before.length === 0) return { ok: false, code: 'deck-empty' };
  const die = deckDie(before.length);
  if (die === null) return done(before[0], 'only-card', null, before);
  const roll = dice.roll(die, dieLabel);
  return done(before[roll - 1], 'die', roll, before);
}

function done(card: string, by: DeckDraw['by'], roll: number | null, before: string[]): DeckDraw {
  const left = before.length - 1;
  return { ok: true, card, by, roll, before, left, last: left === 0 };
}

/** Each card left with its chance of being the next turned (odds: the same cards the draw uses, 1/N each). */
export function drawOdds(deck: readonly string[], drawn: readonly string[]): { card: string; p: number }[] {
  const left = cardsLeft(deck, drawn);
  const byCard = new Map<string, number>();
  for (const c of left) byCard.set(c, (byCard.get(c) ?? 0) + 1);
  return [...byCard].map(([card, n]) => ({ card, p: n / left.length }));
}
