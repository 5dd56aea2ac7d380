// Moving units in RIOT (riot-board-game.fr.txt l.71-75): the bookkeeping of
// where each unit stands, checked against what the text says: a unit never
// stops on an entry point and its first move from one is into the zone's
// street; only the police enter their HQ; a building is entered from its
// zone's street, and an occupied one is attacked, not entered (l.75); a
// paramilitaire never enters an empty building (l.133). Only the active
// team moves. The board's street-to-street links are the players' to see.
import { t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Resolution } from '../types.js';
import { namer, teamName } from './fight.js';
import { HQ, movesAllowed, PHASE, type PlaceKind, type Special } from './tables.js';

/** A place of the board: its kind and zone (none for the HQ and the hospital), and who occupies it. */
export interface Place {
  id: string;
  kind: PlaceKind;
  zone: string | null;
  /** Teams with units there (other than the movers). */
  occupants: string[];
}

export interface MoveFacts {
  lang: Lang;
  units: { id: string; team: string; from: Place; special: Special | null }[];
  to: Place;
  /** On a game: the team whose turn it is (null before the first). */
  active: string | null;
  /** On a game: the phase the team's turn has reached, and each unit's moves this turn (U202). */
  phase?: number;
  moved?: Readonly<Record<string, number>>;
  /** On a game: the moves a card gave a unit this turn (U427). */
  extra?: Readonly<Record<string, number>>;
  onGame?: boolean;
  /** On a game with a map: the map's zone that is the place moved to (its `place`, U335), and the turn; the move sets each unit there. */
  mapZone?: string;
  turn?: number;
  /** The ids' names for the texts (U402: units, places); an id without one reads as itself. */
  names?: Readonly<Record<string, string>>;
}

const P = 'riot-move';

/** Moves units to a place; refusals by the rules come back as values. */
export function resolveRiotMove(f: MoveFacts): Resolution {
  const lang = f.lang;
  const nm = namer(f.names);
  const base = { units: f.units.map((u) => u.id), to: f.to.id };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.move.refused.${code}`, { to: nm(f.to.id), ...params }), base, code);
  const teams = [...new Set(f.units.map((u) => u.team))];
  if (teams.length > 1) return refuse('two-teams');
  const team = teams[0];
  if (f.active !== null && team !== f.active) return refuse('not-its-turn', { team: teamName(lang, team), active: teamName(lang, f.active) });
  // l.41-45, U202: the moves (phase 4) come before the fights (phase 5).
  if (f.phase !== undefined && f.phase > PHASE.move) return refuse('phase', { team: teamName(lang, team) });
  // l.75: one move a turn for each unit; l.139: two for the Combi antiémeute.
  for (const u of f.units) {
    const n = f.moved?.[u.id] ?? 0;
    // U427: a card's extra move adds to the unit's own.
    const allowed = movesAllowed(u.special) + (f.extra?.[u.id] ?? 0);
    // R14: a refusal's code is never the code of a move made (`moved`).
    if (n >= allowed) return refuse('moves-spent', { unit: nm(u.id), n: allowed });
  }
  // l.75: a unit never stops on an entry point; nobody walks into the hospital (l.101: only the wounded are laid there).
  if (f.to.kind === 'entry') return refuse('entry');
  if (f.to.kind === 'hospital') return refuse('hospital');
  // l.75: only the police enter their HQ.
  if (f.to.kind === 'hq' && team !== 'police') return refuse('hq');
  const enemies = f.to.occupants.filter((o) => o !== team);
  for (const u of f.units) {
    if (u.from.id === f.to.id) return refuse('already', { unit: nm(u.id) });
    // l.75: the first move from an entry point goes into the zone's street.
    if (u.from.kind === 'entry' && !(f.to.kind === 'street' && f.to.zone === u.from.zone)) return refuse('from-entry', { unit: nm(u.id), zone: nm(u.from.zone ?? '') });
    // l.101: the wounded police go from the hospital to the HQ at the police's next turn (a riot-squad van may drive out, l.139).
    if (u.from.kind === 'hospital' && !(u.special === 'combi' && f.to.id === HQ)) return refuse('from-hospital', { unit: nm(u.id) });
    if (f.to.kind === 'building') {
      // l.75: a building is entered from its zone's street.
      if (!(u.from.kind === 'street' && u.from.zone === f.to.zone)) return refuse('building-from', { unit: nm(u.id), zone: nm(f.to.zone ?? '') });
      // l.133: a paramilitaire enters no empty building.
      if (u.special === 'paramilitaire' && enemies.length === 0 && !f.to.occupants.includes(team)) return refuse('paramilitaire', { unit: nm(u.id) });
    }
  }
  // l.75: an occupied building is attacked, not entered.
  if (f.to.kind === 'building' && enemies.length > 0) return refuse('occupied', { team: teamName(lang, enemies[0]) });
  const notes: string[] = [];
  // l.75: enemies in the street may bar the way into a building (the moving player then gives up or fights).
  if (f.to.kind === 'building') {
    const street = f.units[0].from;
    if (street.occupants.some((o) => o !== team)) notes.push(t(lang, 'riot.move.note.blocked'));
  }
  const effects: Effect[] = f.onGame ? f.units.map((u) => ({ op: 'set' as const, path: `riot.units.${u.id}.at`, value: f.to.id })) : [];
  if (f.onGame) {
    for (const u of f.units) effects.push({ op: 'set', path: `riot.round.moves.${u.id}`, value: (f.moved?.[u.id] ?? 0) + 1 });
    if ((f.phase ?? 0) < PHASE.move) effects.push({ op: 'set', path: 'riot.round.phase', value: PHASE.move });
    // The board's map follows (U335): each unit in the zone that is its new place, as of this turn.
    if (f.mapZone !== undefined) for (const u of f.units) effects.push({ op: 'set', path: `map.pieces.${u.id}`, value: { zone: f.mapZone, turn: f.turn ?? 1 } });
  }
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    team,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'moved', text: t(lang, 'riot.move.outcome', { units: f.units.map((u) => nm(u.id)).join(', '), to: nm(f.to.id) }) },
    effects,
    notes,
  };
}
