// The start of a team's turn in RIOT (riot-board-game.fr.txt l.39-61): zone
// points for the autonomes and the anarchistes (l.37, l.49), credits for the
// buildings the protesters occupy (l.51), the police's credits from the
// protester team with the fewest units left and the bonus by the number of
// players (l.53-59); the turn's card count begins again (l.65), the team's
// wounded are back on their feet and the police's leave the hospital for
// the HQ (l.101, U120). Refused when the team has played this round, when
// a public-opinion card is owed from the turn before (l.31), when the
// first round does not begin with the police, or, from the second round, when
// the team is not the next in the police's order of play (l.113, U246).
import { t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { namer, teamName } from './fight.js';
import { HOSPITAL, HQ, isProtester, mapZoneOf, nextInOrder, orderRefusal, POLICE_BONUS, POLICE_CREDIT_PER_UNIT, ZONE_POINT_PER_ZONE, ZONE_POINTS_TO_WIN, ZONE_TEAMS, PHASE } from './tables.js';

export interface TurnFacts {
  lang: Lang;
  team: string;
  /** The number of players (l.55-59): the teams in the game. */
  players: number;
  /** The buildings the team occupies, with their credits (l.51). */
  buildings: { id: string; zone: string; credits: number }[];
  /** The zones whose every building the team occupies (l.37). */
  zones: string[];
  /** Each protester team of the game and its units left, wounded included (l.53). */
  enemies: Record<string, number>;
  /** The police's opinion cards with a credit penalty not yet paid (the scenario's cards; U124). */
  penalties?: { card: string; name: string; credits: number }[];
  credits: number;
  zonePoints: number;
  /** On a game: the round, the teams that have played it, a card owed, the team's wounded units and where they are. */
  round?: number;
  played?: readonly string[];
  /** On a game: the police's order of play (l.113, U246), from the second round. */
  order?: readonly string[];
  /** On a game: the round's bookkeeping as it stands (only what changes is written). */
  now?: { team: string | null; cards: number; turned: boolean; attacks: Record<string, number>; phase?: number; moves?: Record<string, number>; extra?: Record<string, number> };
  owed?: boolean;
  /** On a game: the nationalists' mission is still to draw (l.27, U247). */
  missionOwed?: boolean;
  wounded?: { id: string; at: string }[];
  /** On a game with a map: each RIOT place's zone of the map (U335); a unit out of the hospital is set in the HQ's as of the round (l.101, U428). */
  mapZones?: Readonly<Record<string, string>>;
  onGame?: boolean;
  /** The ids' names for the texts (U402: buildings, zones, units); an id without one reads as itself. */
  names?: Readonly<Record<string, string>>;
}

const P = 'riot-turn';

/** Begins a team's turn: its count of zone points and credits (phase 1, l.41-61). */
export function resolveRiotTurn(f: TurnFacts): Resolution {
  const lang = f.lang;
  const nm = namer(f.names);
  const team = teamName(lang, f.team);
  const base = { team: f.team };
  if (f.owed) return refusal(P, 'fr', t(lang, 'riot.turn.refused.owed'), base, 'opinion-owed');
  // l.27, U247: the nationalists' secret mission is drawn at the game's start, before the first turn.
  if (f.missionOwed && (f.round ?? 1) === 1) return refusal(P, 'fr', t(lang, 'riot.turn.refused.mission', { team: teamName(lang, 'nationalistes') }), base, 'mission-owed');
  if (f.played?.includes(f.team)) return refusal(P, 'fr', t(lang, 'riot.turn.refused.played', { team, round: f.round ?? 1 }), base, 'played');
  // l.113, U246: the first round begins with the police; from the second, the teams play in the police's order.
  const out = f.round === undefined ? null : orderRefusal(f.team, f.round, f.order, f.played ?? []);
  if (out === 'police-first') return refusal(P, 'fr', t(lang, 'riot.turn.refused.police-first'), base, out);
  if (out === 'out-of-order') {
    const next = teamName(lang, nextInOrder(f.order, f.played ?? []) ?? '');
    return refusal(P, 'fr', t(lang, 'riot.turn.refused.out-of-order', { team, next, round: f.round ?? 1, order: (f.order ?? []).map((x) => teamName(lang, x)).join(' → ') }), base, out);
  }

  const modifiers: Modifier[] = [];
  const notes: string[] = [];
  let zonePoints = 0;
  let fewest: { team: string; units: number } | null = null;
  if (f.team === 'police') {
    // l.53, U125: one credit per unit left to the protester team with the fewest (a team with none left counts).
    for (const [tm, n] of Object.entries(f.enemies)) if (isProtester(tm) && (fewest === null || n < fewest.units)) fewest = { team: tm, units: n };
    if (fewest) modifiers.push({ key: 'units-left', label: t(lang, 'riot.turn.term.units-left', { team: teamName(lang, fewest.team) }), value: fewest.units * POLICE_CREDIT_PER_UNIT });
    const bonus = POLICE_BONUS[f.players] ?? 0;
    if (bonus) modifiers.push({ key: 'players-bonus', label: t(lang, 'riot.turn.term.players', { n: f.players }), value: bonus });
    for (const p of f.penalties ?? []) modifiers.push({ key: `opinion:${p.card}`, label: t(lang, 'riot.turn.term.opinion', { card: p.name }), value: p.credits });
  } else {
    // l.51: each building occupied yields its 1 or 2 credits.
    for (const b of f.buildings) modifiers.push({ key: `building:${b.id}`, label: t(lang, 'riot.turn.term.building', { building: nm(b.id), zone: nm(b.zone) }), value: b.credits });
    // l.37, l.49: a zone point per zone wholly held, for the autonomes and the anarchistes only.
    if (ZONE_TEAMS.includes(f.team as never)) {
      zonePoints = f.zones.length * ZONE_POINT_PER_ZONE;
      if (f.zones.length) notes.push(t(lang, 'riot.turn.note.zones', { zones: f.zones.map(nm).join(', '), n: zonePoints }));
    }
  }
  const gain = modifiers.reduce((s, m) => s + m.value, 0);
  // U124: a penalty never takes the police below 0 credits.
  const credits = Math.max(0, f.credits + gain);
  const points = f.zonePoints + zonePoints;
  if (ZONE_TEAMS.includes(f.team as never) && points >= ZONE_POINTS_TO_WIN) notes.push(t(lang, 'riot.turn.note.win', { team, n: ZONE_POINTS_TO_WIN }));
  const effects: Effect[] = [];
  if (f.onGame) {
    if (credits !== f.credits) effects.push({ op: 'set', path: `riot.teams.${f.team}.credits`, value: credits });
    if (zonePoints) effects.push({ op: 'set', path: `riot.teams.${f.team}.zonePoints`, value: points });
    const now = f.now ?? { team: null, cards: 1, turned: true, attacks: { x: 1 }, moves: { x: 1 } };
    effects.push({ op: 'set', path: 'riot.round.team', value: f.team });
    effects.push({ op: 'set', path: 'riot.round.played', value: [...(f.played ?? []), f.team] });
    // The last turn's count of cards (l.65), its opinion card (l.33) and its attacks on each group (l.83) begin again.
    if (now.cards !== 0) effects.push({ op: 'set', path: 'riot.round.cards', value: 0 });
    if (now.turned) effects.push({ op: 'set', path: 'riot.round.turned', value: false });
    if (Object.keys(now.attacks).length) effects.push({ op: 'set', path: 'riot.round.attacks', value: {} });
    // l.41-45, U202: the team's turn opens on its first phase, no unit has moved yet (l.75).
    // Only what changes is written: a change line says something moved (issue 31 finding 26: no "— → —").
    if (now.phase !== PHASE.count) effects.push({ op: 'set', path: 'riot.round.phase', value: PHASE.count });
    if (Object.keys(now.moves ?? {}).length) effects.push({ op: 'set', path: 'riot.round.moves', value: {} });
    // A card's extra moves (U427) are the turn's they were played in.
    if (Object.keys(now.extra ?? {}).length) effects.push({ op: 'set', path: 'riot.round.extra', value: {} });
    if (f.penalties?.length) effects.push({ op: 'set', path: 'riot.opinion.pending', value: [] });
    // l.101, U120: the team's wounded are whole again; the police's leave the hospital for the HQ.
    for (const w of f.wounded ?? []) {
      effects.push({ op: 'set', path: `riot.units.${w.id}.wounded`, value: false });
      if (w.at === HOSPITAL) {
        effects.push({ op: 'set', path: `riot.units.${w.id}.at`, value: HQ });
        // The board's map follows (U335): into the HQ's zone, unless the map draws the hospital within it (U428).
        const hq = f.mapZones ? mapZoneOf(f.mapZones, HQ) : undefined;
        if (hq !== undefined && hq !== mapZoneOf(f.mapZones!, HOSPITAL)) effects.push({ op: 'set', path: `map.pieces.${w.id}`, value: { zone: hq, turn: f.round ?? 1 } });
        // l.101 "nécessitent donc deux déplacements pour retourner dans la rue": the step into the HQ is the unit's
        // move of this turn (l.75: one a turn), so it is back in the street the turn after; the Combi, two moves a
        // turn "quand bien même elle serait à l'hôpital" (l.139), still has its second (U281).
        effects.push({ op: 'set', path: `riot.round.moves.${w.id}`, value: 1 });
      }
    }
    const back = (f.wounded ?? []).filter((w) => w.at === HOSPITAL).map((w) => w.id);
    if (back.length) notes.push(t(lang, 'riot.turn.note.hospital', { units: back.map(nm).join(', ') }));
  }
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [],
    modifiers,
    total: gain,
    outcome: { code: 'turn-begun', text: t(lang, 'riot.turn.outcome', { team, gain: gain >= 0 ? `+${gain}` : String(gain), credits, points }) },
    effects,
    notes,
    credits: { before: f.credits, gain, after: credits },
    zonePoints: { before: f.zonePoints, gain: zonePoints, after: points },
    fewest,
  };
}
