// A protesters' card played outside a fight (riot-board-game.fr.txt l.79:
// "Les cartes peuvent être jouées à n'importe quel moment lors du tour d'un.e
// joueur/euse ... à l'exception des cartes Blitz"): the team whose turn it is
// plays a card of its hand; the card leaves the hand and does what its `play`
// says (U427, PLAYS in tables.ts), or its text is shown for the players to
// apply. The text gives no card's words (l.11): the plays are the scenario's.
import { t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Resolution } from '../types.js';
import { namer, teamName } from './fight.js';
import type { Place } from './move.js';
import { EXTRA_MOVES_PER_CARD, movesAllowed, PHASE, type Play, type Special } from './tables.js';

export interface PlayFacts {
  lang: Lang;
  team: string;
  card: { id: string; name: string; text: string; blitz: boolean; play: Play | null };
  /** The team's hand. */
  hand: readonly string[];
  /** The team whose turn it is (null before the first). */
  active: string | null;
  phase?: number;
  /** The unit the card is played on (extra-move, enter-building): where it stands, its moves made and given. */
  unit?: { id: string; team: string; from: Place; special: Special | null; moved: number; extra: number };
  /** The place the card sends a unit to (enter-building: a building; free-unit: an entry point). */
  at?: Place;
  /** free-unit: the new unit (the team's basic type, l.93, l.109) and the map's zone of the entry point (U335). */
  newUnit?: { id: string; type: string } | null;
  mapZone?: string;
  turn?: number;
  onGame?: boolean;
  names?: Readonly<Record<string, string>>;
}

const P = 'riot-play';

/** What each play needs: a unit of the team, a place, and which kind of place (U427). */
export const PLAY_NEEDS: Readonly<Record<Play, { unit: boolean; at: 'building' | 'entry' | null }>> = {
  'extra-move': { unit: true, at: null },
  'enter-building': { unit: true, at: 'building' },
  'free-unit': { unit: false, at: 'entry' },
};

/** Plays a card of the hand outside a fight; refusals by the rules come back as values. */
export function resolveRiotPlay(f: PlayFacts): Resolution {
  const lang = f.lang;
  const nm = namer(f.names);
  const team = teamName(lang, f.team);
  const base = { team: f.team, card: f.card.id };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.play.refused.${code}`, { team, card: f.card.name, ...params }), base, code);
  if (f.active === null) return refuse('no-turn');
  // l.79: during the player's own turn.
  if (f.team !== f.active) return refuse('not-its-turn', { active: teamName(lang, f.active) });
  // l.79: a Blitz card is played only in a fight (riot-fight).
  if (f.card.blitz) return refuse('blitz');
  if (!f.hand.includes(f.card.id)) return refuse('not-in-hand');
  const play = f.card.play;
  const needs = play ? PLAY_NEEDS[play] : { unit: false, at: null };
  if (needs.unit && !f.unit) return refuse('needs-unit');
  if (needs.at !== null && !f.at) return refuse(`needs-${needs.at}`);
  const u = f.unit;
  if (u && u.team !== f.team) return refuse('not-its-unit', { unit: nm(u.id) });
  // A move given or made by a card is a move of the moves phase (l.41-45, U202): not after the fights.
  if ((play === 'extra-move' || play === 'enter-building') && f.phase !== undefined && f.phase > PHASE.move) return refuse('phase');
  const effects: Effect[] = [];
  const notes: string[] = [];
  const hand = [...f.hand];
  hand.splice(hand.indexOf(f.card.id), 1);
  if (play === 'extra-move' && u) {
    effects.push({ op: 'set', path: `riot.round.extra.${u.id}`, value: u.extra + EXTRA_MOVES_PER_CARD });
    notes.push(t(lang, 'riot.play.note.extra-move', { unit: nm(u.id), n: movesAllowed(u.special) + u.extra + EXTRA_MOVES_PER_CARD - u.moved }));
  } else if (play === 'enter-building' && u && f.at) {
    const to = f.at;
    if (to.kind !== 'building') return refuse('needs-building');
    // The card's text "un bâtiment vide" (l.75: an occupied building is attacked).
    if (to.occupants.length > 0) return refuse('not-empty', { to: nm(to.id) });
    // The card's text: a building of the unit's zone, entered from the entry point or the street "sans passer par la rue".
    if (u.from.zone !== to.zone || (u.from.kind !== 'entry' && u.from.kind !== 'street')) return refuse('other-zone', { unit: nm(u.id), to: nm(to.id) });
    // U427: it is the unit's move (l.75: one a turn; a paramilitaire enters no empty building, l.133).
    if (u.special === 'paramilitaire') return refuse('paramilitaire', { unit: nm(u.id) });
    if (u.moved >= movesAllowed(u.special) + u.extra) return refuse('moves-spent', { unit: nm(u.id) });
    effects.push({ op: 'set', path: `riot.units.${u.id}.at`, value: to.id });
    effects.push({ op: 'set', path: `riot.round.moves.${u.id}`, value: u.moved + 1 });
    if ((f.phase ?? 0) < PHASE.move) effects.push({ op: 'set', path: 'riot.round.phase', value: PHASE.move });
    if (f.mapZone !== undefined) effects.push({ op: 'set', path: `map.pieces.${u.id}`, value: { zone: f.mapZone, turn: f.turn ?? 1 } });
    notes.push(t(lang, 'riot.play.note.enter-building', { unit: nm(u.id), to: nm(to.id) }));
  } else if (play === 'free-unit' && f.at) {
    // l.69: the protesters' new units are placed on an entry point.
    if (f.at.kind !== 'entry') return refuse('needs-entry');
    if (!f.newUnit) return refuse('no-basic');
    effects.push({ op: 'set', path: `riot.units.${f.newUnit.id}`, value: { id: f.newUnit.id, type: f.newUnit.type, team: f.team, at: f.at.id, wounded: false } });
    if (f.mapZone !== undefined) effects.push({ op: 'set', path: `map.pieces.${f.newUnit.id}`, value: { zone: f.mapZone, turn: f.turn ?? 1 } });
    notes.push(t(lang, 'riot.play.note.free-unit', { unit: nm(f.newUnit.id), at: nm(f.at.id) }));
  } else {
    // A card the program cannot play: its text, for the players (docs/riot.md "The cards").
    notes.push(t(lang, 'riot.play.note.printed'));
  }
  if (f.card.text) notes.unshift(f.card.text);
  effects.unshift({ op: 'set', path: `riot.teams.${f.team}.hand`, value: hand });
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: play ?? 'printed', text: t(lang, 'riot.play.outcome', { team, card: f.card.name }) },
    effects: f.onGame ? effects : [],
    notes,
    play,
  };
}
