// The `riot-opinion` pack's scenario section (`opinion:`) and the state slice
// it starts (`opinion`), with its schema. docs/riot-opinion.md documents the
// fields: the deck (`default`, or cards: a default card's id, or a card of
// the scenario's own), the triggers, what the last card means (R21), the
// crowds with the press among them, and the most cards the SF may see turned.
import * as v from 'valibot';
import type { ScenarioContext, StateProblem } from '../../engine/system.js';
import { count, id, text } from '../schema.js';
import {
  BANNED_PROCEDURES,
  DEFAULT_DECK,
  DEFAULT_TRIGGERS,
  LAST_CARD,
  MODIFIED_PROCEDURES,
  TRIGGERS,
  type OpinionCard,
  type OpinionCrowds,
  type OpinionState,
} from '../../rules/riot-opinion/cards.js';

/** The scenario key and the state key the pack owns. */
export const OPINION_SCENARIO_KEYS = ['opinion'] as const;
export const OPINION_STATE_KEYS = ['opinion', 'opinionCrowds'] as const;

// Input bounds (U81): a deck of at most 100 cards, a modifier of -6..+6 (a d6's
// span: no factor of Civil Disorder's tables is larger, R4's -4 the largest
// single one), a penalty of at most 20 turns (a gas cloud's 2d6 is 12).
export const DECK_MAX = 100;
export const CARD_VALUE_MAX = 6;
export const CARD_TURNS_MAX = 20;

type Path = (string | number)[];

/** The pack's section as validated: its slice at the start. */
function parseCard(ctx: ScenarioContext, raw: unknown, path: Path): OpinionCard {
  const V = ctx.V;
  if (typeof raw === 'string') {
    const known = DEFAULT_DECK.find((c) => c.id === raw);
    if (!known) return V.fail(path, 'must-choice', { choices: DEFAULT_DECK.map((c) => c.id).join(', '), foundKey: 'err.s.found.string', value: JSON.stringify(raw) });
    return { ...known };
  }
  const o = V.obj(raw, path, ['id', 'name', 'modifier', 'ban']);
  const cardId = V.id(o.id, [...path, 'id']);
  const name = o.name === undefined || o.name === null ? undefined : V.str(o.name, [...path, 'name']);
  if ((o.modifier === undefined) === (o.ban === undefined)) V.fail(path, 'opinion-card-kind', {});
  if (o.modifier !== undefined) {
    const p: Path = [...path, 'modifier'];
    const m = V.obj(o.modifier, p, ['procedure', 'value', 'turns', 'next']);
    const next = V.bool(m.next, [...p, 'next'], false);
    if (next && m.turns !== undefined && m.turns !== null) V.fail([...p, 'turns'], 'opinion-next-turns', {});
    const card: OpinionCard = {
      id: cardId,
      kind: 'modifier',
      procedure: V.choice(m.procedure, [...p, 'procedure'], MODIFIED_PROCEDURES),
      value: V.int(m.value, [...p, 'value'], -CARD_VALUE_MAX, CARD_VALUE_MAX),
      ...(next ? { next: true } : { turns: V.int(m.turns, [...p, 'turns'], 1, CARD_TURNS_MAX, 1) }),
      ...(name === undefined ? {} : { name }),
    };
    if (card.value === 0) V.fail([...p, 'value'], 'must-range', { min: -CARD_VALUE_MAX, max: CARD_VALUE_MAX, n: 0 });
    return card;
  }
  const p: Path = [...path, 'ban'];
  const b = V.obj(o.ban, p, ['procedure', 'gas', 'turns']);
  const procedure = V.choice(b.procedure, [...p, 'procedure'], BANNED_PROCEDURES);
  const gas = b.gas === undefined || b.gas === null ? undefined : V.choice(b.gas, [...p, 'gas'], ['tear', 'cs'] as const);
  if (gas !== undefined && procedure !== 'gas') V.fail([...p, 'gas'], 'opinion-gas-only', {});
  return {
    id: cardId,
    kind: 'ban',
    procedure,
    ...(gas === undefined ? {} : { gas }),
    turns: V.int(b.turns, [...p, 'turns'], 1, CARD_TURNS_MAX),
    ...(name === undefined ? {} : { name }),
  };
}

/** Validates the pack's section; crowds named with the press must be the game's. */
export function parseOpinion(top: Record<string, unknown>, ctx: ScenarioContext): { opinion: OpinionState; opinionCrowds: OpinionCrowds } {
  const V = ctx.V;
  const o = top.opinion === undefined || top.opinion === null ? {} : V.obj(top.opinion, ['opinion'], ['deck', 'triggers', 'last', 'press', 'maxCards']);
  const cards: Record<string, OpinionCard> = {};
  const deck: string[] = [];
  if (o.deck === undefined || o.deck === null || o.deck === 'default') {
    for (const c of DEFAULT_DECK) {
      cards[c.id] = { ...c };
      deck.push(c.id);
    }
  } else {
    const list = V.list(o.deck, ['opinion', 'deck'], false);
    if (list.length === 0) V.fail(['opinion', 'deck'], 'opinion-deck-empty');
    if (list.length > DECK_MAX) V.fail(['opinion', 'deck'], 'too-many', { n: list.length, max: DECK_MAX });
    list.forEach((raw, i) => {
      const card = parseCard(ctx, raw, ['opinion', 'deck', i]);
      // A card id given twice: two copies of one card, the same both times.
      if (Object.hasOwn(cards, card.id) && JSON.stringify(cards[card.id]) !== JSON.stringify(card)) V.fail(['opinion', 'deck', i, 'id'], 'opinion-card-twice', { id: card.id });
      cards[card.id] = card;
      deck.push(card.id);
    });
  }
  const triggers = o.triggers === undefined || o.triggers === null ? [...DEFAULT_TRIGGERS] : V.list(o.triggers, ['opinion', 'triggers'], false).map((x, i) => V.choice(x, ['opinion', 'triggers', i], TRIGGERS));
  const crowds = new Set(((ctx.slices[ctx.game]?.crowds as { id: string }[] | undefined) ?? []).map((c) => c.id));
  const opinionCrowds: OpinionCrowds = {};
  V.ids(o.press, ['opinion', 'press']).forEach((c, i) => {
    if (!crowds.has(c)) V.fail(['opinion', 'press', i], 'unknown-crowd', { id: c });
    opinionCrowds[c] = { press: true };
  });
  const opinion: OpinionState = {
    deck,
    cards,
    triggers: [...new Set(triggers)],
    // R21: the scenario says; RIOT's own meaning (the police win, l.25) when it does not.
    last: V.choice(o.last, ['opinion', 'last'], LAST_CARD, 'sf-hold'),
    ...(o.maxCards === undefined || o.maxCards === null ? {} : { maxCards: V.int(o.maxCards, ['opinion', 'maxCards'], 0, DECK_MAX) }),
    drawn: [],
  };
  return { opinion, opinionCrowds };
}

const card = v.variant('kind', [
  v.object({ id, name: v.optional(text), kind: v.literal('modifier'), procedure: v.picklist(MODIFIED_PROCEDURES), value: v.pipe(v.number(), v.integer()), turns: v.optional(count), next: v.optional(v.boolean()) }),
  v.object({ id, name: v.optional(text), kind: v.literal('ban'), procedure: v.picklist(BANNED_PROCEDURES), gas: v.optional(v.picklist(['tear', 'cs'])), turns: count }),
]);

/** The slice's schema. */
export const OPINION_SCHEMA = {
  opinion: v.object({
    deck: v.array(id),
    cards: v.record(id, card),
    triggers: v.array(v.picklist(TRIGGERS)),
    last: v.picklist(LAST_CARD),
    maxCards: v.optional(count),
    drawn: v.array(v.object({ card: id, from: count })),
  }),
  opinionCrowds: v.record(
    id,
    v.object({
      press: v.optional(v.boolean()),
      fights: v.optional(count),
      foughtOn: v.optional(count),
      pressed: v.optional(count),
      pressedOn: v.optional(count),
      used: v.optional(v.array(id)),
    }),
  ),
};

/**
 * The slice's version (GameSystem.state.version): 2 since a crowd's used
 * next-roll cards are kept by card id (`opinionCrowds.<crowd>.used`), no
 * longer by their places in `opinion.drawn`.
 */
export const OPINION_VERSION = 2;

/**
 * Slice migrations (src/state/migrate.ts), keyed by the version they upgrade
 * from. 1 -> 2: `used` held places in `drawn` (states written before the
 * change); each place becomes the id of the card drawn there, in the same
 * order, so that `usedBy` counts the same copies. An id already there is
 * kept (a state written after the change but before the version was raised
 * reads as version 1 too); a place that names no card drawn is dropped.
 */
export const OPINION_MIGRATIONS: Readonly<Record<number, (game: Record<string, unknown>) => void>> = {
  1: (game) => {
    const crowds = game.opinionCrowds;
    if (!crowds || typeof crowds !== 'object' || Array.isArray(crowds)) return;
    const opinion = game.opinion as { drawn?: unknown } | undefined;
    const drawn = Array.isArray(opinion?.drawn) ? (opinion.drawn as unknown[]) : [];
    for (const c of Object.values(crowds as Record<string, unknown>)) {
      if (!c || typeof c !== 'object' || !Array.isArray((c as { used?: unknown }).used)) continue;
      const crowd = c as { used: unknown[] };
      crowd.used = crowd.used.flatMap((u) => {
        if (typeof u === 'string') return [u];
        if (typeof u !== 'number' || !Number.isInteger(u) || u < 0 || u >= drawn.length) return [];
        const card = (drawn[u] as { card?: unknown } | null)?.card;
        return typeof card === 'string' ? [card] : [];
      });
    }
  },
};

/** What the schema cannot say: every card of the deck and every card turned is a card of the slice. */
export function checkOpinion(game: Record<string, unknown>): StateProblem | null {
  const s = game.opinion as OpinionState | undefined;
  if (!s) return null;
  const bad = s.deck.findIndex((c) => !Object.hasOwn(s.cards, c));
  if (bad >= 0) return { field: `game.opinion.deck.${bad}`, params: { problemKey: 'err.p.sf.unknown-id', found: s.deck[bad] } };
  const badDrawn = s.drawn.findIndex((d) => !Object.hasOwn(s.cards, d.card));
  if (badDrawn >= 0) return { field: `game.opinion.drawn.${badDrawn}.card`, params: { problemKey: 'err.p.sf.unknown-id', found: s.drawn[badDrawn].card } };
  return null;
}
