// The `swat-assault` pack's numbers (issue 19 part 3): how a Civil Disorder
// riot and an Intervention firefight meet. Every entry cites its line of
// civil-disorder.en.txt (CD), intervention.fr.txt (IV) or its ruling (U190-U196).
import type { Cover } from '../intervention/tables.js';
import { SAMPLE_WEAPONS, type SampleWeapon } from '../intervention/samples.js';
import { UNIT_FACTOR } from '../civil-disorder/overreact.js';
import type { UnitType } from '../../state/civil-disorder/types.js';

// U191, the time scale: CD "1 turn = a few minutes" (CD l.54) is read as 2 minutes; an Intervention turn is
// 6 seconds (IV l.10): one riot turn holds 20 Intervention turns, the most an assault lasts.
export const SECONDS_PER_IV_TURN = 6;
export const SECONDS_PER_CD_TURN = 120;
export const MAX_ASSAULT_TURNS = SECONDS_PER_CD_TURN / SECONDS_PER_IV_TURN;

// U191, the distance scale: CD "1\" = 2 meters" (CD l.55), IV "1 cm pour 1m réel" (IV l.12): an inch of the
// riot's table is 2 cm of Intervention's. Émeutes measures in cm at its own scale (R13); the pack states
// the English scale, which is the one its sample plays.
export const IV_CM_PER_CD_INCH = 2;

/** An Intervention profile as a fighter of an assault carries it (R18: PF, PA, RT; Det for morale, IV l.407). */
export interface AssaultProfile {
  /** The sample weapon it fires (IV l.484-752), whose first band is its PF indoors (U192). */
  weapon: SampleWeapon;
  pf: number;
  pa: number;
  rt: number;
  det: number;
}

// U190: Det is the samples' 8 (IV l.482, l.619) plus the unit type's over-reaction factor (CD l.335-341, R9):
// "Moral, motivation, discipline ... sang-froid" (IV l.96) is what the over-reaction test measures.
export const DET_BASE = 8;
// U190: RT 6 for a fighter without body armour (the Infiltrateur, IV l.616), 7 with it (the Techno Guerrier,
// IV l.479: the "Choc" line, IV l.484).
export const RT_UNARMOURED = 6;
export const RT_ARMOURED = 7;

// U190: the weapon each type storms with, from those U64 lets it carry (CD l.62-80): police types a pistol
// (the sample silenced pistol, IV l.643-662: PF 4 at 0-15 cm, PA 4), SWAT the Techno Guerrier's assault rifle
// (IV l.486-505: PF 4 at 0-30 cm, PA 5; "better at shooting things and storming buildings", CD l.66), soldiers
// the same assault rifle (rifles and automatic weapons, U64), special forces the Exécuteur's pistol and close
// combat (IV l.715-734: PF 6 at 0-15 cm, PA 8; "whatever you want", CD l.80). Mounted police, firefighters and
// paramedics do not storm buildings (null): horses stay outside, the others carry no guns (U64).
export const STORM_WEAPON: Readonly<Record<UnitType, { weapon: SampleWeapon; pa: number; armoured: boolean } | null>> = {
  'regular-police': { weapon: 'infiltrator-pistol', pa: 4, armoured: false }, // IV l.646
  'regular-police-riot': { weapon: 'infiltrator-pistol', pa: 4, armoured: false }, // IV l.646
  swat: { weapon: 'techno-assault-rifle', pa: 5, armoured: true }, // IV l.489
  'anti-riot': { weapon: 'infiltrator-pistol', pa: 4, armoured: false }, // IV l.646
  'mounted-police': null,
  'mounted-riot-police': null,
  conscripts: { weapon: 'techno-assault-rifle', pa: 5, armoured: false }, // IV l.489
  'regular-soldiers': { weapon: 'techno-assault-rifle', pa: 5, armoured: true }, // IV l.489
  'soldiers-riot': { weapon: 'techno-assault-rifle', pa: 5, armoured: true }, // IV l.489
  'special-forces': { weapon: 'executor-pistol', pa: 8, armoured: true }, // IV l.718
  firefighters: null,
  paramedics: null,
};

/** A weapon's PF indoors: its first band, short range (U192). */
export function indoorPf(weapon: SampleWeapon): number {
  return SAMPLE_WEAPONS[weapon][0].pf;
}

/**
 * The Intervention profile of a figure of a Civil Disorder unit storming a
 * building (U190), or null when its type does not storm. A unit with full riot
 * kit wears body armour (CD l.207: "fully protected").
 */
export function stormProfile(type: UnitType, riotKit: string): AssaultProfile | null {
  const w = STORM_WEAPON[type];
  const factor = UNIT_FACTOR[type];
  if (!w || factor === null) return null;
  return { weapon: w.weapon, pf: indoorPf(w.weapon), pa: w.pa, rt: w.armoured || riotKit === 'full' ? RT_ARMOURED : RT_UNARMOURED, det: DET_BASE + factor };
}

// U192: where the fighters stand. The armed men hold the building from behind its walls ("Abris durs
// (briques, béton ...)", IV l.172) unless the scenario says otherwise; the SF come in through doors and
// windows, in the open (IV l.168-174), unless a shot says otherwise.
export const ARMED_COVER: Cover = 'hard';
export const SF_COVER: Cover = 'open';

// U194: the crowds around hear a firefight of several shots a turn: automatic fire (CD RL chart, "Being Shot at").
export const GUNFIRE_KIND = 'automatic';

// U195: the casualties an assault hands to Civil Disorder: an SF figure wounded or out, an armed man out the SF
// can reach (the building cleared), first classified wounded and awaiting triage (as U133): triage's die says who dies.
export const CASUALTY_INJURY = 'wounded';
export const CASUALTY_STATUS = 'awaiting-triage';
export const CASUALTY_CAUSE = 'swat-assault';

// Input bounds of the scenario and the options: far above any figure of the texts (the Exécuteur: PF 6, PA 8,
// RT 10, Det 10), as the calculator's (VALUE_MAX).
export const PROFILE_MAX = 99;
/** The most figures one unit may commit (CD's platoons are 20-30, CD l.74). */
export const MAX_FIGURES = 30;
/** The most property points or fires an assault's end may record. */
export const MAX_DAMAGE = 1000;
