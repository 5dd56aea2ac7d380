// Phase 2 of a RIOT turn (riot-board-game.fr.txt l.63-69): the protesters buy
// cards, the n-th card of the turn costing n credits (l.65), and every team
// recruits units at their type's cost (the scenario's: the text's recap
// cards are not in the file), deployed on an entry point, the police's in
// the HQ (l.69). The cards are drawn from the protesters' deck (deck.ts),
// one die each, or named as drawn from the printed deck at the table (U411);
// a spent deck sells none (U123).
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { cardsLeft, drawCard } from './deck.js';
import { namer, teamName } from './fight.js';
import { cardCost, PHASE } from './tables.js';

export interface BuyFacts {
  lang: Lang;
  team: string;
  credits: number;
  /** Cards the team has bought this turn already (l.65). */
  bought: number;
  /** Cards to buy now. */
  cards: number;
  /** On a game: the cards drawn at the table from the printed deck (`--card`, U411), one per card bought, instead of the dice. */
  chosen?: readonly string[];
  /** Units to recruit: the new unit's id, its type and the type's cost; where they deploy. */
  units: { id: string; type: string; name: string; cost: number }[];
  at: string | null;
  /** On a game: the protesters' deck and the team's hand; the team whose turn it is when not this one (`none` before any). */
  cardDeck?: { deck: readonly string[]; drawn: readonly string[] };
  hand?: readonly string[];
  notItsTurn?: string | null;
  /** On a game: the phase the team's turn has reached (l.41-45, U202). */
  phase?: number;
  onGame?: boolean;
  /** On a game with a map: the map's zone that is where they deploy (its `place`, U335), and the turn; each new unit is set there. */
  mapZone?: string;
  turn?: number;
  /** The ids' names for the texts (U402: units, places, cards); an id without one reads as itself. */
  names?: Readonly<Record<string, string>>;
}

const P = 'riot-buy';

/** The cost of `n` more cards after `bought` this turn (l.65: 1, 2, 3...). */
export function cardsCost(bought: number, n: number): number {
  let s = 0;
  for (let k = bought + 1; k <= bought + n; k++) s += cardCost(k);
  return s;
}

/** Buys cards and recruits units for one team; refusals by the rules come back as values. */
export function resolveRiotBuy(f: BuyFacts, dice: Dice): Resolution {
  const lang = f.lang;
  const nm = namer(f.names);
  const team = teamName(lang, f.team);
  const base = { team: f.team };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.buy.refused.${code}`, { team, ...params }), base, code);
  if (f.notItsTurn === 'none') return refuse('no-turn');
  if (f.notItsTurn) return refuse('not-its-turn', { active: teamName(lang, f.notItsTurn) });
  // l.41-45, U202: buying (phase 2) and deploying (phase 3) come before the moves (4) and the fights (5).
  if (f.phase !== undefined && f.phase > PHASE.deploy) return refuse('phase');
  if (f.cards === 0 && f.units.length === 0) return refuse('nothing');
  // l.65: the police only recruit units.
  if (f.team === 'police' && f.cards > 0) return refuse('police-cards');
  const modifiers: Modifier[] = [];
  for (let k = f.bought + 1; k <= f.bought + f.cards; k++) modifiers.push({ key: `card:${k}`, label: t(lang, 'riot.buy.term.card', { n: k }), value: cardCost(k) });
  for (const u of f.units) modifiers.push({ key: `unit:${u.id}`, label: t(lang, 'riot.buy.term.unit', { unit: nm(u.id) }), value: u.cost });
  const total = modifiers.reduce((s, m) => s + m.value, 0);
  if (total > f.credits) return refuse('too-dear', { cost: total, credits: f.credits });
  // U123: the protesters' deck is not shuffled again: a spent deck sells no card.
  const left = f.cardDeck ? cardsLeft(f.cardDeck.deck, f.cardDeck.drawn).length : Infinity;
  if (f.cards > left) return refuse('deck-short', { n: f.cards, left });
  // U411: the cards named at the table are one per card bought, each a card of the deck still left in it.
  if (f.chosen !== undefined && f.chosen.length !== f.cards) return refuse('card-count', { n: f.chosen.length, cards: f.cards });
  const drawn = f.cardDeck ? [...f.cardDeck.drawn] : [];
  const got: { card: string; roll: number | null; by: 'die' | 'only-card' | 'named' }[] = [];
  if (f.cardDeck) {
    for (let k = 0; k < f.cards; k++) {
      const d = drawCard({ deck: f.cardDeck.deck, drawn, chosen: f.chosen?.[k] }, dice, t(lang, 'riot.card.die'));
      if (!d.ok) {
        if (d.code === 'deck-empty') break;
        return refuse(d.code, { card: nm(d.card ?? '') });
      }
      drawn.push(d.card);
      got.push({ card: d.card, roll: d.roll, by: d.by });
    }
  }
  const after = f.credits - total;
  const effects: Effect[] = [];
  if (f.onGame) {
    if (total) effects.push({ op: 'set', path: `riot.teams.${f.team}.credits`, value: after });
    if (f.cards) effects.push({ op: 'set', path: 'riot.round.cards', value: f.bought + f.cards });
    const phase = f.units.length > 0 ? PHASE.deploy : PHASE.buy;
    if (f.phase !== undefined && f.phase < phase) effects.push({ op: 'set', path: 'riot.round.phase', value: phase });
    if (got.length) {
      effects.push({ op: 'set', path: `riot.teams.${f.team}.hand`, value: [...(f.hand ?? []), ...got.map((g) => g.card)] });
      effects.push({ op: 'set', path: 'riot.cardDeck.drawn', value: drawn });
    }
    for (const u of f.units) effects.push({ op: 'set', path: `riot.units.${u.id}`, value: { id: u.id, type: u.type, team: f.team, at: f.at, wounded: false } });
    // The board's map follows (U335): each new unit in the zone that is where it deploys.
    if (f.mapZone !== undefined) for (const u of f.units) effects.push({ op: 'set', path: `map.pieces.${u.id}`, value: { zone: f.mapZone, turn: f.turn ?? 1 } });
  }
  const notes: string[] = [];
  if (got.length) notes.push(t(lang, 'riot.buy.note.cards', { cards: got.map((g) => nm(g.card)).join(', ') }));
  if (f.units.length && f.at) notes.push(t(lang, 'riot.buy.note.deployed', { units: f.units.map((u) => nm(u.id)).join(', '), at: nm(f.at) }));
  if (f.cards) notes.push(t(lang, 'riot.buy.note.next-card', { n: f.bought + f.cards + 1, cost: cardCost(f.bought + f.cards + 1) }));
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [...dice.rolls],
    modifiers,
    total,
    outcome: { code: 'bought', text: t(lang, 'riot.buy.outcome', { team, cost: total, credits: after }) },
    effects,
    notes,
    cards: got,
    units: f.units.map((u) => u.id),
    credits: { before: f.credits, cost: total, after },
  };
}
