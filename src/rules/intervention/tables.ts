// Intervention's numbers, each beside the line of intervention.fr.txt (or the
// ruling) it comes from. The game has no dice: every procedure is arithmetic
// on these tables (intervention.fr.txt l.59-61, "Ils ne sont pas utilisés
// comme facteurs aléatoires mais comme compteur").

import { FREE_ROLL } from '../free-roll.js';

/** Where a figure is against a shot or a blast: in the open, behind light cover, behind hard cover. */
export const COVERS = ['open', 'light', 'hard'] as const;
export type Cover = (typeof COVERS)[number];

// l.168-174: "Abris légers ... diminuent les dommages subis d'1 point par tir";
// "Abris durs ... de 2 points par tir". R19.
export const COVER_REDUCTION: Readonly<Record<Cover, number>> = { open: 0, light: 1, hard: 2 };

// l.122, l.126, R18: PF = (Tir + For) / 2 + 1, PA = (Cbt + For) / 2 + 1, rounded down (l.118 "arrondies par défaut").
export const DERIVED_DIVISOR = 2;
export const DERIVED_BONUS = 1;
// l.128, R18: "si 2 armes: prendre la meilleure l'autre rajoutant 1 point".
export const SECOND_WEAPON_BONUS = 1;
export const MAX_WEAPONS = 2;

// l.134, R18: wounded once the counter is at or under RT/2 rounded up; out at 0.
export const WOUND_DIVISOR = 2;
export const OUT_AT = 0;

/** The range bands of a shot: short and long (l.112, l.219), beyond long (aimed fire only, l.248). */
export const RANGES = ['short', 'long', 'beyond'] as const;
export type RangeBand = (typeof RANGES)[number];

// l.219: instinctive fire at short and long range only; l.248: aimed fire "permet de tirer au-delà de la portée longue".
export const INSTINCTIVE_RANGES: readonly RangeBand[] = ['short', 'long'];

// l.248: "Ce type de tir double la PF à portée courte", R19 "Aimed fire doubles PF at short range" (U170: the PF alone; the band's Pre is added to it, not doubled).
export const AIMED_FACTOR = 2;
export const AIMED_DOUBLES_AT: RangeBand = 'short';

// l.226: "un tir le visant aura sa PF diminuée d 1" (a running target); "sa PA augmentera de 1" (running into melee).
export const RUNNING_TARGET_PF = -1;
export const RUNNING_CHARGE_PA = 1;
// l.76, l.226: running covers "2 fois son Mvt".
export const RUN_FACTOR = 2;

// l.665, l.743: "Filet de Camouflage / Camouflage optique: PF-1 contre les tirs".
export const CAMOUFLAGE_PF = -1;

/** Weapon types (l.161: "On utilisera les abréviations AS, PR, AM, AE, AP, CC, NE"). */
export const WEAPON_TYPES = ['AS', 'PR', 'AM', 'AE', 'AP', 'CC', 'NE'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];

// l.246: aimed fire "Interdit aux armes NE (Nettoyage), ou lorsque le combattant est blessé".
export const NO_AIMED_FIRE: readonly WeaponType[] = ['NE'];

/**
 * Fire at a figure detected but not located (l.393-403): template weapons
 * (explosion, flame) half the damage rounded down; sustained fire 1 point on
 * 2 figures in minor cover, on 1 in major cover; automatic weapons at fire at
 * will 1 point on 1 figure per shot. U172: any other fire does nothing.
 */
export const DETECTED_FIRE = ['template', 'sustained', 'automatic', 'other'] as const;
export type DetectedFire = (typeof DETECTED_FIRE)[number];
// l.395: "Les armes à gabarit font 50% des dommages (arrondi par défaut)".
export const TEMPLATE_DIVISOR = 2;
// l.397-401: 1 point, on 2 distinct figures in minor cover, 1 figure in major cover (U171: the open counts as minor cover).
export const SUSTAINED_DAMAGE = 1;
export const SUSTAINED_FIGURES: Readonly<Record<Cover, number>> = { open: 2, light: 2, hard: 1 };
// l.403: "font chacune 1 point de dommage sur 1 figurine".
export const AUTOMATIC_DAMAGE = 1;
export const AUTOMATIC_FIGURES = 1;
// l.403 "peuvent annuler l'observation des cibles (touchées ou non) suivant leur commandement" (U243): the PF of an
// automatic weapon's burst at fire at will counts against the Det (the Moral test of l.407) of each figure it is fired
// at, the one its point falls on (`hit`) and each other figure in it (`missed`), at this factor of the band's PF.
export const BURST_PF_FACTOR: Readonly<Record<'hit' | 'missed', number>> = { hit: 1, missed: 1 };
// U172: fire of any other kind at a figure only detected does no damage.
export const OTHER_DETECTED_DAMAGE = 0;

/** Where a figure stands against a blast of radius R (l.378-391). */
export const BLAST_BANDS = ['inside', 'edge', 'outer', 'beyond'] as const;
export type BlastBand = (typeof BLAST_BANDS)[number];

// l.371-391, R19: 0-R: PF / PF-1 / PF-2; exactly R: PF-1 / PF-1 / PF-2; R-2R: 1 / 1 / 1 (open / light / hard).
// Each cell is PF plus `pf`, or the fixed `points` when given; never below 0.
export const BLAST_TABLE: Readonly<Record<Exclude<BlastBand, 'beyond'>, Readonly<Record<Cover, { pf: number } | { points: number }>>>> = {
  inside: { open: { pf: 0 }, light: { pf: -1 }, hard: { pf: -2 } },
  edge: { open: { pf: -1 }, light: { pf: -1 }, hard: { pf: -2 } },
  outer: { open: { points: 1 }, light: { points: 1 }, hard: { points: 1 } },
};
// l.388 "R- 2R": the outer ring reaches twice the radius; U173: beyond it, nothing.
export const BLAST_OUTER_FACTOR = 2;

// l.348-349, R19: the weaker loses PAmax; the stronger loses 2 x PAmin - PAmax, never below 0.
export const MELEE_STRONGER_FACTOR = 2;

// l.259: "inférieure à 10 fois la Det"; "Otez cependant 20 cm par malus cumulable ... de tir du au camouflage".
export const DETECTION_PER_DET = 10;
export const DETECTION_PER_CAMOUFLAGE = 20;
// l.270 "ayant le tireur dans leur secteur de surveillance": the text gives no angle; U420: 90 degrees either side of
// the facing the map keeps, the front half.
export const WATCH_SECTOR_HALF = 90;

// l.407-413: summed PF (before maluses) greater than Det: loses its observation marker, gains a dodge marker, 2 cm towards cover.
export const MORALE_MOVE_CM = 2;

// U244: Intervention rolls no dice (l.59-61) and its --roll changes nothing (U177), but a value no die shows is a
// slip, refused: a die's faces run from 1, and the largest die umpire rolls is the free roll's (d100).
export const ROLL_FACES = { min: 1, max: FREE_ROLL.maxSides } as const;

// l.20-22: more than 60 cm between the sides and 10 cm per fighter of the larger side
// ("60 x 50 (minimale) ou 90 x 75 (conseillée) ou 120 x 100 (maximale)" for 4 against 5; U174: x1.5 and x2).
export const TABLE_DEPTH_CM = 60;
export const TABLE_CM_PER_FIGHTER = 10;
export const TABLE_SIZES = [
  { key: 'minimum', factor: 1 },
  { key: 'advised', factor: 1.5 },
  { key: 'maximum', factor: 2 },
] as const;
