// RIOT's public opinion laid over a Civil Disorder riot (pack `riot-opinion`,
// R21): a deck the scenario defines, or the project's own (ruling U104, since
// the RIOT card texts are not in the file), each card a penalty in Civil
// Disorder terms; the triggers that turn a card; what the penalties do to the
// procedures they name. Pure: the pack's slice of the state, the turn and the
// record in, modifiers, refusals and effects out.
import { t } from '../../i18n/index.js';
import { signed, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import type { VerdictRow } from '../verdict.js';

/** The procedures a card's modifier may name: each rolls a die with labelled factors. */
export const MODIFIED_PROCEDURES = ['negotiate', 'rl-roll', 'melee', 'overreact'] as const;
export type ModifiedProcedure = (typeof MODIFIED_PROCEDURES)[number];

/** The SF procedures a card may forbid for a while ("political order: no CS gas until turn N"). */
export const BANNED_PROCEDURES = ['gas', 'baton-gun', 'water', 'fire'] as const;
export type BannedProcedure = (typeof BANNED_PROCEDURES)[number];

/** What turns a card (R21: melee with rioters; the scenario may add firearms and other triggers). */
export const TRIGGERS = ['melee', 'firearms', 'baton-gun', 'gas'] as const;
export type Trigger = (typeof TRIGGERS)[number];
export const DEFAULT_TRIGGERS: readonly Trigger[] = ['melee'];

/** The procedures each trigger stands for: a fight with rioters is a melee or a line fight (Civil Disorder, Fighting). */
export const TRIGGER_PROCEDURES: Record<Trigger, readonly string[]> = {
  melee: ['melee', 'line-fight'],
  firearms: ['fire'],
  'baton-gun': ['baton-gun'],
  gas: ['gas'],
};

/** What the last card means (R21): the SF have held out (RIOT's police win, riot-board-game.fr.txt l.25) or the government has lost patience. */
export const LAST_CARD = ['sf-hold', 'sf-lose'] as const;
export type LastCard = (typeof LAST_CARD)[number];

/** One card: a modifier on a procedure for some turns (or on each crowd's next roll), or a procedure forbidden for some turns. */
export type OpinionCard =
  | { id: string; name?: string; kind: 'modifier'; procedure: ModifiedProcedure; value: number; turns?: number; next?: boolean }
  | { id: string; name?: string; kind: 'ban'; procedure: BannedProcedure; gas?: 'tear' | 'cs'; turns: number };

// U104: the project's own deck, ten cards as RIOT's ("10 Cartes Opinion
// Publique", riot-board-game.fr.txt l.7), each a penalty in Civil Disorder
// terms. The first three are issue 18's own examples. Values: -1/-2 a factor
// as Civil Disorder's own small factors (negotiation, melee, over-reaction);
// +1 on an RL roll as the chart's; two to four turns, as a gas cloud lasts 2d6.
export const DEFAULT_DECK: readonly OpinionCard[] = [
  { id: 'tv-crews', kind: 'modifier', procedure: 'negotiate', value: -1, turns: 3 },
  { id: 'political-order', kind: 'ban', procedure: 'gas', gas: 'cs', turns: 3 },
  { id: 'outrage', kind: 'modifier', procedure: 'rl-roll', value: +1, next: true },
  { id: 'video-footage', kind: 'modifier', procedure: 'melee', value: -1, turns: 2 },
  { id: 'baton-rounds-row', kind: 'ban', procedure: 'baton-gun', turns: 3 },
  { id: 'under-pressure', kind: 'modifier', procedure: 'overreact', value: -1, turns: 2 },
  { id: 'community-leaders', kind: 'modifier', procedure: 'negotiate', value: -2, turns: 2 },
  { id: 'funeral', kind: 'modifier', procedure: 'rl-roll', value: +1, turns: 2 },
  { id: 'firearms-inquiry', kind: 'ban', procedure: 'fire', turns: 4 },
  { id: 'water-cannon-row', kind: 'ban', procedure: 'water', turns: 2 },
];

/** A card turned: which, and the first turn its penalty applies (the turn after the trigger, R21). */
export interface Turned {
  card: string;
  from: number;
}

/** The pack's slice of the state: the deck and the track (`opinion`). */
export interface OpinionState {
  /** Card ids in the scenario's order (an id twice is two copies). */
  deck: string[];
  /** The cards by id. */
  cards: Record<string, OpinionCard>;
  triggers: Trigger[];
  last: LastCard;
  /** The SF lose once more than this many cards are turned (the scenario's `opinion.maxCards`); absent: no such limit. */
  maxCards?: number;
  /** The cards turned, oldest first. */
  drawn: Turned[];
}

/**
 * What the pack keeps of each crowd (`opinionCrowds.<crowd>`), created when
 * first needed: the press with it, its fights with the SF that turn a card
 * (and those the press cancelled), the next-roll cards it has used.
 */
export interface OpinionCrowd {
  /** The press or a "médiactiviste" is with the crowd: its fights turn no card (l.128, U107). */
  press?: boolean;
  /** Fights with the SF so far, and the last turn of one. */
  fights?: number;
  foughtOn?: number;
  /** Fights the press cancelled so far, and the last turn of one. */
  pressed?: number;
  pressedOn?: number;
  /** The next-roll cards it has used, by id (a card drawn twice is used twice: its copies in the order drawn). */
  used?: string[];
}
export type OpinionCrowds = Record<string, OpinionCrowd>;

/** The turns a card's penalty lasts: from its first turn up to, not including, `until` (null: a next-roll card, until used). */
export function cardUntil(card: OpinionCard, from: number): number | null {
  if (card.kind === 'modifier' && card.next) return null;
  return from + (card.turns ?? 1);
}

/** A card's name as read: the scenario's, else the project's (U104), else its id. */
export function cardName(card: OpinionCard, lang: Lang): string {
  if (card.name) return card.name;
  const key = `opinion.card.${card.id}`;
  const s = t(lang, key);
  return s === key ? card.id : s;
}

/** What a card does, in words ("every negotiation -1 until turn 6"). */
export function cardPenalty(card: OpinionCard, from: number | null, lang: Lang): string {
  const until = from === null ? null : cardUntil(card, from);
  const when = card.kind === 'modifier' && card.next ? t(lang, 'opinion.when.next') : until === null ? t(lang, 'opinion.when.turns', { n: card.turns ?? 1 }) : t(lang, 'opinion.when.until', { turn: until });
  if (card.kind === 'ban') {
    const what = card.procedure === 'gas' && card.gas ? t(lang, `opinion.ban.gas-${card.gas}`) : t(lang, `opinion.ban.${card.procedure}`);
    return t(lang, 'opinion.penalty.ban', { what, when });
  }
  return t(lang, `opinion.penalty.${card.procedure}`, { value: signed(card.value), when });
}

/** The cards whose penalty holds in `turn`, with their index in `drawn`. */
export function activeCards(s: OpinionState, turn: number): { i: number; card: OpinionCard; from: number }[] {
  const out: { i: number; card: OpinionCard; from: number }[] = [];
  s.drawn.forEach((d, i) => {
    const card = Object.hasOwn(s.cards, d.card) ? s.cards[d.card] : undefined;
    if (!card || turn < d.from) return;
    const until = cardUntil(card, d.from);
    if (until === null || turn < until) out.push({ i, card, from: d.from });
  });
  return out;
}

/** The subject of a procedure, for the penalties that name a crowd or a side. */
export interface PenaltySubject {
  crowd?: string | null;
}

/** Whether a crowd has used the next-roll card at place `i` of `drawn`: the k-th copy of a card drawn is used once the crowd used it k times. */
export function usedBy(s: OpinionState, crowds: OpinionCrowds, crowd: string, i: number): boolean {
  const id = s.drawn[i]?.card;
  const copy = s.drawn.slice(0, i + 1).filter((d) => d.card === id).length;
  const uses = (Object.hasOwn(crowds, crowd) ? crowds[crowd].used ?? [] : []).filter((u) => u === id).length;
  return uses >= copy;
}

/** A card's modifier key, stable across languages. */
export const modifierKey = (card: OpinionCard): string => `riot-opinion.${card.id}`;

/**
 * The labelled modifiers the turned cards add to a procedure this turn
 * (R21: from the turn after the trigger); a next-roll card only for a crowd
 * that has not used it yet.
 */
export function opinionModifiers(s: OpinionState, crowds: OpinionCrowds, procedure: string, subject: PenaltySubject, turn: number, lang: Lang): Modifier[] {
  const mods: Modifier[] = [];
  for (const { i, card, from } of activeCards(s, turn)) {
    if (card.kind !== 'modifier' || card.procedure !== procedure) continue;
    if (card.next && (!subject.crowd || usedBy(s, crowds, subject.crowd, i))) continue;
    mods.push({ key: modifierKey(card), label: t(lang, 'opinion.mod', { card: cardName(card, lang), penalty: cardPenalty(card, from, lang) }), value: card.value });
  }
  return mods;
}

/**
 * Why the turned cards forbid this procedure now (exit 2, nothing written), or
 * null. `gas`: the kind thrown (a ban of one kind lets the other through);
 * null for crowds moving into a cloud already there (no gas thrown).
 */
export function opinionVeto(s: OpinionState, procedure: string, gas: 'tear' | 'cs' | null | undefined, turn: number, lang: Lang): string | null {
  for (const { card, from } of activeCards(s, turn)) {
    if (card.kind !== 'ban' || card.procedure !== procedure) continue;
    if (procedure === 'gas' && (gas === null || (card.gas && gas !== card.gas))) continue;
    return t(lang, 'opinion.refused', { card: cardName(card, lang), penalty: cardPenalty(card, from, lang) });
  }
  return null;
}

/** The trigger a resolution on the state is, or null: a procedure the scenario counts, against a crowd. */
export function triggerOf(s: OpinionState, res: Resolution): Trigger | null {
  if (typeof res.crowd !== 'string' || !res.crowd) return null;
  // A crowd moving into a cloud already there is no new gas.
  if (res.procedure === 'gas' && res.kind === undefined) return null;
  return s.triggers.find((tr) => TRIGGER_PROCEDURES[tr].includes(res.procedure)) ?? null;
}

/** What a resolution adds to the pack's slice: a fight counted (or cancelled by the press), a next-roll card used by its crowd. */
export function opinionEffects(s: OpinionState, crowds: OpinionCrowds, res: Resolution, turn: number): Effect[] {
  const effects: Effect[] = [];
  const crowd = typeof res.crowd === 'string' ? res.crowd : null;
  if (!crowd) return effects;
  const c = Object.hasOwn(crowds, crowd) ? crowds[crowd] : {};
  if (triggerOf(s, res)) {
    // l.128: "Quand cette unité [Mediactiviste] prend part à un combat il n'y a pas d'effet sur l'opinion publique".
    const [n, on] = c.press ? (['pressed', 'pressedOn'] as const) : (['fights', 'foughtOn'] as const);
    effects.push({ op: 'add', path: `opinionCrowds.${crowd}.${n}`, value: 1 });
    if (c[on] !== turn) effects.push({ op: 'set', path: `opinionCrowds.${crowd}.${on}`, value: turn });
  }
  const used = activeCards(s, turn)
    .filter(({ i, card }) => card.kind === 'modifier' && card.next && !usedBy(s, crowds, crowd, i) && res.modifiers.some((m) => m.key === modifierKey(card)))
    .map(({ card }) => card.id);
  if (used.length > 0) effects.push({ op: 'set', path: `opinionCrowds.${crowd}.used`, value: [...(c.used ?? []), ...used] });
  return effects;
}

/** The crowds that fought the SF in `turn` and turn a card, and those whose fights the press cancelled. */
export function fightsIn(crowds: OpinionCrowds, turn: number): { fought: string[]; pressed: string[] } {
  const ids = Object.keys(crowds).sort();
  return { fought: ids.filter((id) => crowds[id].foughtOn === turn), pressed: ids.filter((id) => crowds[id].pressedOn === turn) };
}

/**
 * The track's rows of the verdict (R21, U108): the last card decides for the
 * SF (`sf-hold`) or against them (`sf-lose`) once turned; before it, a deck
 * that would win for the SF is still open and one that would lose is kept so
 * far. `maxCards`: the SF lose once more cards than that are turned.
 */
export function opinionRows(s: OpinionState, lang: Lang): VerdictRow[] {
  const turned = s.drawn.length;
  const total = s.deck.length;
  const spent = turned >= total;
  const status: VerdictRow['status'] = spent ? (s.last === 'sf-hold' ? 'decides' : 'failed') : s.last === 'sf-hold' ? 'open' : 'met';
  const rows: VerdictRow[] = [{ key: 'opinion-last-card', system: 'riot-opinion', figure: turned, limit: total, status, text: t(lang, `opinion.row.${s.last}`, { figure: turned, limit: total }) }];
  if (s.maxCards !== undefined) {
    rows.push({ key: 'opinion-max-cards', system: 'riot-opinion', figure: turned, limit: s.maxCards, status: turned > s.maxCards ? 'failed' : 'met', text: t(lang, 'opinion.row.max-cards', { figure: turned, limit: s.maxCards }) });
  }
  return rows;
}
