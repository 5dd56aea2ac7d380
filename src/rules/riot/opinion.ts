// RIOT's public-opinion deck (riot-board-game.fr.txt l.25, l.29-33): a card
// is turned at the end of a turn in which the police fought a melee with
// protesters (l.31), one a turn at most (l.33); the police suffer its
// penalty (the scenario's card: the texts are not in the file) and the last
// card turned is the police's victory (l.25). The draw itself is deck.ts's.
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Resolution } from '../types.js';
import { drawCard } from './deck.js';

/** An opinion card as the scenario gives it. */
export interface OpinionCard {
  id: string;
  name: string;
  text: string;
  /** A credit penalty on the police's next income (the project's cards; U124), or 0. */
  credits: number;
}

export interface OpinionFacts {
  lang: Lang;
  deck: readonly string[];
  drawn: readonly string[];
  cards: Readonly<Record<string, OpinionCard>>;
  /** The card named at the table (`--card`), else drawn by the die. */
  chosen?: string;
  /** On a game: a card is owed by this turn's melee (l.31), one was turned already (l.33), penalties waiting. */
  owed?: boolean;
  turned?: boolean;
  pending?: readonly string[];
  onGame?: boolean;
}

const P = 'riot-opinion';

/** Turns the public-opinion card owed at the end of a turn (l.31). */
export function resolveRiotOpinion(f: OpinionFacts, dice: Dice): Resolution {
  const lang = f.lang;
  const base = { deckSize: f.deck.length };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.opinion.refused.${code}`, params), base, code);
  if (f.onGame && f.turned) return refuse('turned');
  if (f.onGame && !f.owed) return refuse('not-owed');
  const d = drawCard({ deck: f.deck, drawn: f.drawn, chosen: f.chosen }, dice, t(lang, 'riot.opinion.die'));
  if (!d.ok) return refuse(d.code, { card: d.card ?? '' });
  const card = f.cards[d.card] ?? { id: d.card, name: d.card, text: '', credits: 0 };
  const turned = f.drawn.length + 1;
  const effects: Effect[] = [];
  if (f.onGame) {
    effects.push({ op: 'set', path: 'riot.opinion.drawn', value: [...f.drawn, d.card] });
    effects.push({ op: 'set', path: 'riot.round.owed', value: false });
    effects.push({ op: 'set', path: 'riot.round.turned', value: true });
    if (card.credits) effects.push({ op: 'set', path: 'riot.opinion.pending', value: [...(f.pending ?? []), d.card] });
  }
  const notes: string[] = [];
  if (card.text) notes.push(card.text);
  if (card.credits) notes.push(t(lang, 'riot.opinion.note.credits', { n: -card.credits }));
  notes.push(t(lang, 'riot.opinion.note.track', { turned, size: f.deck.length, left: d.left }));
  const code = d.last ? 'last-card' : 'card-turned';
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: d.roll,
    outcome: { code, text: t(lang, `riot.opinion.outcome.${code}`, { card: card.name }) },
    effects,
    notes,
    card: d.card,
    by: d.by,
    left: d.left,
    last: d.last,
    turned,
  };
}
