// The opinion card turned at the end of a turn in which the SF fought rioters
// (R21; riot-board-game.fr.txt l.29-33: "Une seule carte OP peut être révélée
// par tour ... même si plus d'un affrontement valide a eu lieu"). Run by
// `next-turn` (the pack's turn hook), in the new turn: its penalty applies
// from this turn. The draw itself is RIOT's (src/rules/riot/deck.ts): a dN
// over the cards left, entered with --roll like any die.
import { t } from '../../i18n/index.js';
import { drawCard } from '../riot/deck.js';
import type { Dice, Edition, Lang, Resolution } from '../types.js';
import { cardName, cardPenalty, fightsIn, type OpinionCrowds, type OpinionState } from './cards.js';

/** At most one card a turn (l.31), whatever the number of fights. */
export const CARDS_PER_TURN = 1;

export interface DrawFacts {
  edition: Edition;
  lang: Lang;
  opinion: OpinionState;
  crowds: OpinionCrowds;
  /** The turn now begun; the fights counted are the turn before's. */
  turn: number;
}

/**
 * The draw for the turn just ended: null when it had no fight and none the
 * press cancelled (nothing to log); a record saying no card when the press
 * cancelled them all or the deck is spent; else the card turned.
 */
export function resolveOpinionDraw(facts: DrawFacts, dice: Dice): Resolution | null {
  const { lang, opinion: s } = facts;
  const ended = facts.turn - 1;
  const { fought, pressed } = fightsIn(facts.crowds, ended);
  if (fought.length === 0 && pressed.length === 0) return null;
  const base = { procedure: 'opinion-draw', edition: facts.edition, fought, pressed, ended };
  const none = (code: string, text: string): Resolution => ({ ...base, rolls: [], modifiers: [], total: null, outcome: { code, text }, effects: [], notes: [], card: null });
  if (fought.length === 0) return none('press-present', t(lang, 'opinion.draw.press', { turn: ended, crowds: pressed.join(', ') }));
  const draw = drawCard({ deck: s.deck, drawn: s.drawn.map((d) => d.card) }, dice, t(lang, 'opinion.die'));
  if (!draw.ok) return none('deck-spent', t(lang, 'opinion.draw.spent', { turn: ended }));
  const card = s.cards[draw.card];
  const name = cardName(card, lang);
  const penalty = cardPenalty(card, facts.turn, lang);
  const code = draw.last ? `last-card-${s.last}` : 'card-turned';
  const notes = [t(lang, 'opinion.draw.fights', { turn: ended, crowds: fought.join(', '), cards: CARDS_PER_TURN })];
  if (pressed.length > 0) notes.push(t(lang, 'opinion.draw.pressed', { crowds: pressed.join(', ') }));
  notes.push(t(lang, 'opinion.draw.left', { n: draw.left, total: s.deck.length }));
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: null,
    outcome: { code, text: t(lang, `opinion.draw.${code}`, { card: name, penalty, turn: facts.turn }) },
    effects: [{ op: 'set', path: 'opinion.drawn', value: [...s.drawn, { card: draw.card, from: facts.turn }] }],
    notes,
    card: draw.card,
    by: draw.by,
    left: draw.left,
    last: draw.last,
    from: facts.turn,
  };
}
