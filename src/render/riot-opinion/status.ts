// The riot-opinion pack's part of `status` (GameSystem.status): the track
// (cards turned of the deck, what the last card means), the cards turned with
// their penalty and whether it is in force, the fights of this turn that will
// turn a card at its end, and the crowds the press is with. The players see
// the cards turned and what they do (they are public: RIOT turns them face
// up, l.29-31); the deck, the fights counted and the press are the umpire's.
import type { Game } from '../../engine/system.js';
import { t } from '../../i18n/index.js';
import { activeCards, cardName, cardPenalty, cardUntil, fightsIn, usedBy, type OpinionCrowds, type OpinionState } from '../../rules/riot-opinion/cards.js';
import type { Lang } from '../../rules/types.js';
import { table, theme } from '../table.js';

/** The pack's status block: the umpire's, or the players' (`player`). */
export function renderOpinionStatus(game: Game, lang: Lang, color: boolean, player: boolean): string {
  const s = (game as unknown as { opinion?: OpinionState }).opinion;
  if (!s) return '';
  const crowds = (game as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {};
  const th = theme(color);
  if (player) return playersOpinion(game, s, lang, th);
  const out = [th.title(t(lang, 'opinion.status.title'))];
  out.push(t(lang, 'opinion.status.track', { n: s.drawn.length, total: s.deck.length, last: t(lang, `opinion.status.last.${s.last}`) }));
  if (s.maxCards !== undefined) out.push(t(lang, 'opinion.status.max-cards', { n: s.maxCards }));
  if (!player) out.push(th.dim(t(lang, 'opinion.status.triggers', { triggers: s.triggers.map((tr) => t(lang, `opinion.status.trigger.${tr}`)).join(', ') })));
  if (s.drawn.length > 0) {
    out.push(
      table(
        ['card', 'penalty', 'from', 'now'].map((k) => t(lang, `opinion.status.col.${k}`)),
        s.drawn.map((d, i) => {
          const card = s.cards[d.card];
          const until = cardUntil(card, d.from);
          const used = card.kind === 'modifier' && card.next ? Object.keys(crowds).filter((c) => usedBy(s, crowds, c, i)) : [];
          const now = game.turn < d.from ? '' : until !== null && game.turn >= until ? t(lang, 'opinion.status.over') : t(lang, 'opinion.status.active');
          const usedText = !player && used.length > 0 ? t(lang, 'opinion.status.used', { crowds: used.join(', ') }) : '';
          return [cardName(card, lang), cardPenalty(card, d.from, lang), d.from, [now ? th.bad(now) : '', usedText].filter(Boolean).join(', ')];
        }),
        th,
      ),
    );
  }
  if (!player) {
    const { fought } = fightsIn(crowds, game.turn);
    if (fought.length > 0 && s.drawn.length < s.deck.length) out.push(th.bad(t(lang, 'opinion.status.pending', { crowds: fought.join(', ') })));
    const press = Object.keys(crowds).filter((c) => crowds[c].press);
    if (press.length > 0) out.push(t(lang, 'opinion.status.press', { crowds: press.join(', ') }));
  }
  return `${out.join('\n')}\n`;
}

/**
 * The players' part (issue 42): the track as a track (a mark a card, turned
 * or not; what the last card means), the cards in force with what they do,
 * then, under their own heading, the cards turned whose time is over or not
 * yet come (they are public: RIOT turns them face up, l.29-31).
 */
function playersOpinion(game: Game, s: OpinionState, lang: Lang, th: ReturnType<typeof theme>): string {
  const out = [th.title(t(lang, 'opinion.status.title'))];
  const track = `${'\u25cf'.repeat(s.drawn.length)}${'\u25cb'.repeat(Math.max(0, s.deck.length - s.drawn.length))}`;
  const rows: (string | number)[][] = [[t(lang, 'opinion.status.col.track'), `${track}\n${t(lang, 'opinion.status.track', { n: s.drawn.length, total: s.deck.length, last: t(lang, `opinion.status.last.${s.last}`) })}`]];
  if (s.maxCards !== undefined) rows.push(['', t(lang, 'opinion.status.max-cards', { n: s.maxCards })]);
  const others: (string | number)[][] = [];
  for (const d of s.drawn) {
    const card = s.cards[d.card];
    const until = cardUntil(card, d.from);
    const over = until !== null && game.turn >= until;
    if (game.turn >= d.from && !over) rows.push([cardName(card, lang), cardPenalty(card, d.from, lang)]);
    else others.push([cardName(card, lang), cardPenalty(card, d.from, lang), d.from, over ? t(lang, 'opinion.status.over') : '']);
  }
  out.push(table([t(lang, 'opinion.status.col.card'), t(lang, 'opinion.status.col.now')], rows, th));
  if (others.length > 0) {
    out.push(th.title(t(lang, 'opinion.status.others')));
    out.push(table(['card', 'penalty', 'from', 'now'].map((k) => t(lang, `opinion.status.col.${k}`)), others, th));
  }
  return `${out.join('\n')}\n`;
}

/** `status --brief`: the track in one line, each card in force in one line. */
export function opinionBrief(game: Game, lang: Lang): string[] {
  const s = (game as unknown as { opinion?: OpinionState }).opinion;
  if (!s) return [];
  const out = [t(lang, 'opinion.status.title'), `  ${t(lang, 'opinion.status.track', { n: s.drawn.length, total: s.deck.length, last: t(lang, `opinion.status.last.${s.last}`) })}`];
  for (const a of activeCards(s, game.turn)) out.push(`  ${t(lang, 'status.brief.item', { id: cardName(a.card, lang), text: cardPenalty(a.card, a.from, lang) })}`);
  return out;
}

/** The pending strip's items: the penalties in force, and the card owed at the turn's end by this turn's fights. */
export function opinionPending(game: Game, lang: Lang): string[] {
  const s = (game as unknown as { opinion?: OpinionState }).opinion;
  if (!s) return [];
  const items: string[] = [];
  const active = activeCards(s, game.turn);
  if (active.length > 0) items.push(t(lang, 'opinion.pending.in-force', { list: active.map((a) => cardPenalty(a.card, a.from, lang)).join(', ') }));
  const { fought } = fightsIn((game as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {}, game.turn);
  if (fought.length > 0 && s.drawn.length < s.deck.length) items.push(t(lang, 'opinion.pending.card', { crowds: fought.join(', '), n: fought.length }));
  return items;
}
