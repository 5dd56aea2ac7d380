// The game state (the fold of the turn log), the state file around it, and
// the log entries. Entities are kept in maps by id so that effects can name
// them by path (`crowds.c1.rl`); procedures may add optional fields of their
// own to an entity, documented in docs/state.md.
import type { GameCore } from '../../engine/system.js';

// The state file and the log entries are the engine's (src/state/log.ts).
export { STATE_SCHEMA, type EntryKind, type LogEntry, type LogPosition } from '../log.js';
import type { StateFile as EngineStateFile } from '../log.js';

/** A state file of Civil Disorder (or of another game, by its type). */
export type StateFile<G extends GameCore = GameState> = EngineStateFile<G>;

export type Wetness = 'dry' | 'damp' | 'soaked';

export interface CrowdState {
  id: string;
  name: string;
  figures: number;
  rl: number;
  /** A looter crowd (Looting: Looter Crowds) rather than a normal one. */
  looter: boolean;
  /** Looters in a normal crowd, if the scenario fixes them (else 1d6 when needed). */
  looters: number | null;
  /** Ids of crowds next to this one (RL modifiers for adjacent crowds). */
  adjacent: string[];
  wet: Wetness;
  /** Turn the crowd was last hit by water (drying takes 20 turns). */
  wetSince?: number;
  arrests: number;
  /** Casualties from firearms so far (R8): the first -2, each later -1. */
  firearmCasualties: number;
  /** "Shot at by" kinds since the last RL roll (non-lethal, single-shot, automatic). */
  shotAt: Record<string, true>;
  /** The crowd's objective in the scenario ("Civil Disorder, Crowd Movement: their scenario objectives"); shown to the umpire. */
  objective?: string;
  /** Petrol bombs its source still holds, when the scenario counts them (absent: as many as it likes, once every 4 turns). */
  petrolBombsLeft?: number;
  [field: string]: unknown;
}

/** Unit types from "Types of Unit" (the over-reaction factors name them). */
export const UNIT_TYPES = [
  'regular-police',
  'regular-police-riot',
  'swat',
  'anti-riot',
  'mounted-police',
  'mounted-riot-police',
  'conscripts',
  'regular-soldiers',
  'soldiers-riot',
  'special-forces',
  'firefighters',
  'paramedics',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/**
 * U71: the unit types that carry guns when nothing says otherwise (a
 * scenario's unit without `armed`, a stateless over-reaction test without
 * --armed/--unarmed): SWAT and special forces, the rules' armed teams.
 */
export const ARMED_BY_DEFAULT: readonly UnitType[] = ['swat', 'special-forces'];

export const RIOT_KIT = ['none', 'shields', 'full'] as const;
export type RiotKit = (typeof RIOT_KIT)[number];

export interface UnitState {
  id: string;
  name: string;
  type: UnitType;
  strength: number;
  armed: boolean;
  riotKit: RiotKit;
  /** Movement (U61): the vehicle the unit rides (car, van, wheeled-armoured, tracked-armoured, bicycle, motorcycle), or null. */
  vehicle?: string | null;
  /** Movement (U61): its usual pace (walk, run, slow; trot, charge for the mounted), or null. */
  pace?: string | null;
  /** Members wounded so far. */
  wounded: number;
  /** First-time over-reaction triggers already used (first-abuse, first-missiles). */
  firsts: Record<string, true>;
  /** Over-reaction tests owed this turn: trigger code -> turn it was marked. */
  owes: Record<string, number>;
  /** The unit it joined (`join`, U207): out of play, strength 0. */
  joinedInto?: string;
  /** The unit it was detached from (`detach`, U207). */
  detachedFrom?: string;
  [field: string]: unknown;
}

export const NEGOTIATOR = ['good', 'average', 'poor'] as const;
export type NegotiatorQuality = (typeof NEGOTIATOR)[number];

export interface CharacterState {
  id: string;
  name: string;
  negotiator: NegotiatorQuality;
  unit: string | null;
  [field: string]: unknown;
}

export interface BuildingState {
  id: string;
  name: string;
  /** Property value left (Property Damage); 0 is a wreck. */
  value: number;
  /** Value at the start of the game. */
  startValue: number;
  /** Loot units left (Looting). */
  loot: number;
  neighbours: string[];
  fires: number;
  looted: boolean;
  [field: string]: unknown;
}

export interface HydrantState {
  id: string;
  name: string;
  near: string | null;
  [field: string]: unknown;
}

export interface EngineState {
  id: string;
  name: string;
  crew: number;
  /** Turns of firefighting water left on board (R10). */
  water: number;
  [field: string]: unknown;
}

export interface AmbulanceState {
  id: string;
  name: string;
  paramedics: number;
  /** Away to hospital (U208): the turn it left and the turn it is back; absent: on the table. */
  away?: { left: number; back: number };
  [field: string]: unknown;
}

/** Who a casualty belongs to. */
export type Side = 'sf' | 'crowd';

/**
 * A casualty (Medical Services): created by the procedure that caused it
 * (melee, firearms, missiles, petrol bombs, fire) with status
 * `awaiting-triage`, then moved on by triage and the ambulances.
 */
export interface CasualtyState {
  id: string;
  side: Side;
  /** The crowd or unit the casualty came from. */
  from: string;
  /** The procedure that caused it (melee, fire, sniper, missiles, petrol-bomb, baton-gun, burn). */
  cause: string;
  /** The first classification: wounded, dead, scratch, knocked-out... */
  injury: string;
  /** awaiting-triage, then the triage code (scratch, walking-wounded, stretcher, dies), loaded, dead, hospital. */
  status: string;
  /** Where the casualty is: the crowd or unit it fell from, a building, or an ambulance id. */
  where: string;
  /** Turn it happened. */
  turn: number;
  [field: string]: unknown;
}

/**
 * The SF's limited stocks (Civil Disorder, Supplies and Ammunition: "police
 * patrol cars will have only limited stocks of things like tear gas or
 * anti-riot equipment. This will have to be defined in the scenario"; Émeutes:
 * "une rupture de stock peut être précisée dans le scénario"). A stock absent
 * is the rules' default: plenty.
 */
export interface Stocks {
  /** Gas grenades and riot-gun gas rounds left: each new cloud (`gas`) uses one. */
  gas?: number;
  /** Sets of riot kit left to issue (`issue-kit`): one a member. */
  riotKit?: number;
}

/**
 * The scenario's victory conditions (Civil Disorder has none, ruling U105):
 * what the SF must do for the umpire's verdict to be theirs. Each is optional.
 */
export interface VictoryConditions {
  /** The SF must hold out this many turns: the verdict waits for turn N. */
  turns?: number;
  /** At most this many dead, both sides together (U75's count). */
  dead?: number;
  /** At most this many SF casualties, dead or wounded (U75: not the light ones). */
  sfCasualties?: number;
  /** At most this many crowd casualties, dead or wounded. */
  crowdCasualties?: number;
  /** At most this much property value lost (Property Damage's points, every building together). */
  property?: number;
  /** At least this many arrests. */
  arrests?: number;
}

/** The whole game of Civil Disorder: the engine's core (GameCore) and its slice; everything the log folds into. */
export interface GameState extends GameCore {
  /** The scenario's briefing for the players (`status --briefing`, the report); absent: none. */
  briefing?: string;
  /** The SF's limited stocks; absent: plenty of everything. */
  stocks?: Stocks;
  /** The scenario's victory conditions; absent: none (the umpire judges, U105). */
  victory?: VictoryConditions;
  options: { pickup: boolean };
  crowds: Record<string, CrowdState>;
  units: Record<string, UnitState>;
  characters: Record<string, CharacterState>;
  buildings: Record<string, BuildingState>;
  hydrants: Record<string, HydrantState>;
  engines: Record<string, EngineState>;
  ambulances: Record<string, AmbulanceState>;
  /** Casualties by id (medical services); filled by the procedures that cause them. */
  casualties: Record<string, CasualtyState>;
  /** Gas clouds by id (non-lethal weapons). */
  gas: Record<string, Record<string, unknown>>;
  /** Sniper firing positions by id. */
  snipers: Record<string, Record<string, unknown>>;
  /** Petrol bomb factories (EN l.217, U375); absent when the scenario gives none. */
  factories?: Record<string, import('../../rules/civil-disorder/factories.js').FactoryState>;
  /** Parked cars (EN l.151, U376): `wrecked` once turned over or burnt; absent when the scenario gives none. */
  cars?: Record<string, { id: string; name: string; wrecked?: string }>;
}

/** Civil Disorder's slice of the state: its keys of GameState (not the engine's). */
export type CivilDisorderSlice = Omit<GameState, keyof GameCore>;

// The engine's game type (Game, src/engine/system.ts) holds every game's slice.
declare module '../../engine/system.js' {
  interface GameSlices extends CivilDisorderSlice {}
}
