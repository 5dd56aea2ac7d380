// RIOT's slice of the state: one key, `riot`, holding the board, the unit
// types, the units and where they stand, the teams' credits, zone points and
// hands, the two decks and the round's bookkeeping. The log's effects address
// it by dot paths (`riot.units.a1.at`, `riot.teams.police.credits`).
import * as v from 'valibot';
import { MISSION_GOALS, type MissionGoal } from '../../rules/riot/victory.js';
import { MELEE_CARD_PLACES, MELEE_CARD_SIDES, PLAYS, SPECIALS, TEAMS, type MeleeCardPlace, type MeleeCardSide, type Play, type Special } from '../../rules/riot/tables.js';
import type { OpinionCard } from '../../rules/riot/opinion.js';

export interface RiotTeam {
  id: string;
  credits: number;
  zonePoints: number;
  /** The protesters' cards in hand (the deck's ids). */
  hand: string[];
  /** The nationalists' secret mission (l.27), or null. */
  mission: string | null;
}

export interface RiotZone {
  id: string;
  name: string;
  buildings: string[];
}

export interface RiotBuilding {
  id: string;
  name: string;
  zone: string;
  credits: number;
}

export interface RiotUnitType {
  id: string;
  name: string;
  team: string;
  cost: number;
  strength: number;
  special: Special | null;
  /** The team's basic unit (l.93: the police's has no shield; l.109: the protesters' first units). */
  basic: boolean;
}

export interface RiotUnit {
  id: string;
  type: string;
  team: string;
  /** A building id, a zone id (its street), `entry:<zone>`, `hq` or `hospital`. */
  at: string;
  wounded: boolean;
}

export interface RiotCard {
  id: string;
  name: string;
  text: string;
  /** A Blitz card, played only in a fight (l.79). */
  blitz: boolean;
  /** A ranged Blitz card's damage (l.91), or 0. */
  ranged: number;
  /** A melee Blitz card's strength for its side (l.87, U425), or 0; absent in a state written before it. */
  melee?: number;
  /** The side that may play a melee card, or null: either (U425). */
  side?: MeleeCardSide | null;
  /** The kind of place a melee card is played in, or null: any (U425). */
  where?: MeleeCardPlace | null;
  /** What a card played outside a fight does (`riot-play`, U427: `PLAYS`), or null: its text, for the players. */
  play?: Play | null;
}

export interface RiotMission {
  id: string;
  name: string;
  goal: MissionGoal;
  target: number;
}

export interface RiotRound {
  /** The team whose turn it is, or null before the first of the round. */
  team: string | null;
  played: string[];
  /** Cards bought this turn (l.65). */
  cards: number;
  /** A public-opinion card is owed by a melee of this turn (l.31). */
  owed: boolean;
  /** A public-opinion card was turned this turn (l.33). */
  turned: boolean;
  /** Attacks on each group this turn, keyed team@place (l.83). */
  attacks: Record<string, number>;
  /** The phase of the active team's turn reached (l.41-45, U202: `PHASE` in src/rules/riot/tables.ts). */
  phase?: number;
  /** Moves each unit made this turn (l.75, l.139, U202). */
  moves?: Record<string, number>;
  /** Moves a card gave a unit this turn beyond its own (U427: Manif sauvage), or absent. */
  extra?: Record<string, number>;
}

export interface RiotState {
  players: number;
  teams: Record<string, RiotTeam>;
  zones: Record<string, RiotZone>;
  buildings: Record<string, RiotBuilding>;
  types: Record<string, RiotUnitType>;
  units: Record<string, RiotUnit>;
  cards: Record<string, RiotCard>;
  cardDeck: { deck: string[]; drawn: string[] };
  opinion: { cards: Record<string, OpinionCard>; deck: string[]; drawn: string[]; pending: string[] };
  missions: Record<string, RiotMission>;
  round: RiotRound;
  /** The police's order of play from the second round (l.113, U246); absent or empty before the first round ends. */
  order?: string[];
}

/** The slice this game owns. */
export interface RiotSlice {
  riot: RiotState;
}

export const RIOT_STATE_KEYS = ['riot'] as const;

const int = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const team = v.picklist(TEAMS);
const place = v.pipe(v.string(), v.regex(/^(entry:)?[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));

const riot = v.looseObject({
  players: v.pipe(int(2), v.maxValue(4)),
  teams: v.record(v.string(), v.looseObject({ id: team, credits: int(0), zonePoints: int(0), hand: v.array(id), mission: v.nullable(id) })),
  zones: v.record(v.string(), v.looseObject({ id, name: v.string(), buildings: v.array(id) })),
  buildings: v.record(v.string(), v.looseObject({ id, name: v.string(), zone: id, credits: v.pipe(int(1), v.maxValue(2)) })),
  types: v.record(v.string(), v.looseObject({ id, name: v.string(), team, cost: int(0), strength: int(1), special: v.nullable(v.picklist(SPECIALS)), basic: v.boolean() })),
  units: v.record(v.string(), v.looseObject({ id, type: id, team, at: place, wounded: v.boolean() })),
  cards: v.record(v.string(), v.looseObject({ id, name: v.string(), text: v.string(), blitz: v.boolean(), ranged: int(0), play: v.optional(v.nullable(v.picklist(PLAYS))), melee: v.optional(int(0)), side: v.optional(v.nullable(v.picklist(MELEE_CARD_SIDES))), where: v.optional(v.nullable(v.picklist(MELEE_CARD_PLACES))) })),
  cardDeck: v.looseObject({ deck: v.array(id), drawn: v.array(id) }),
  opinion: v.looseObject({
    cards: v.record(v.string(), v.looseObject({ id, name: v.string(), text: v.string(), credits: v.pipe(v.number(), v.integer(), v.maxValue(0)) })),
    deck: v.array(id),
    drawn: v.array(id),
    pending: v.array(id),
  }),
  missions: v.record(v.string(), v.looseObject({ id, name: v.string(), goal: v.picklist(MISSION_GOALS), target: int(1) })),
  order: v.optional(v.array(team)),
  round: v.looseObject({ team: v.nullable(team), played: v.array(team), cards: int(0), owed: v.boolean(), turned: v.boolean(), attacks: v.record(v.string(), int(0)), phase: v.optional(v.pipe(int(1), v.maxValue(5))), moves: v.optional(v.record(v.string(), int(0))), extra: v.optional(v.record(v.string(), int(0))) }),
});

/** The schema of the key this game owns (the state file is checked against it). */
export const RIOT_SCHEMA = { riot } as const;

/** A round before any team has played. */
export function freshRound(): RiotRound {
  return { team: null, played: [], cards: 0, owed: false, turned: false, attacks: {} };
}

declare module '../../engine/system.js' {
  interface GameSlices {
    /** RIOT's slice (src/state/riot/state.ts); absent from other games' states. */
    riot?: RiotState;
  }
}
