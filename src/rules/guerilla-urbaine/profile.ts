// Guérilla Urbaine: a figure's profile (T, C, A, Svg, PV), the weapons'
// profiles, the upgrades that change a profile, and the thresholds' bounds.
// Pure data and small functions shared by the pack laid over a riot
// (`guerilla-urbaine`, issue 17 part 2) and the gang skirmish (part 3).
// Every number cites its line of guerilla-urbaine.fr.txt (l.N) or a ruling.

/** A D6 score to reach (T, C, Svg, healing): 2 to 6 after all modifiers (l.25, R15). */
export type Threshold = number;

// l.25 "Un seuil est au minimum de 2+ et au maximum de 6+, quelques soient les
// modificateurs qu'on lui adjoint." (R15)
export const THRESHOLD_MIN = 2;
export const THRESHOLD_MAX = 6;
// l.106 "Gigantesque : ... est systématiquement touchée sur un 2+, même à
// longue portée ou derrière un obstacle." (R15)
export const GIGANTIC_HIT_ON = 2;

/** A threshold kept within 2+ and 6+ (l.25). */
export function clampThreshold(n: number): Threshold {
  return Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, n));
}

// l.19, l.23: "Par défaut ce nombre de 1" (A), "Par défaut une figurine a un seul PV".
export const DEFAULT_ATTACKS = 1;
export const DEFAULT_PV = 1;
// l.88 "un mouvement de déplacement (4 pas, soit 10 cm, pour la plupart des
// figurines)"; l.209 Rapide: "Le mouvement de base du ganger est augmenté de 1".
export const DEFAULT_MOVE = 4;
export const FAST_MOVE_BONUS = 1;
// l.93 Course: "un demi fois son mouvement" after a move.
export const RUN_FRACTION = 0.5;
// l.102 "Un terrain difficile nécessite le double du mouvement normal".
export const DIFFICULT_TERRAIN_FACTOR = 2;
// l.54 "il doit quand même reculer de 1 pas" (a parried attack).
export const PARRY_STEP_BACK = 1;
// l.215 Camouflage: "aucune figurine à plus de 5 pas ne peut lui tirer dessus".
export const CAMOUFLAGE_SHOT_RANGE = 5;
// l.207 Lâche: "doit réussir à faire un 3+ avec 1D6" to make a melee attack.
export const COWARD_TEST = 3;
// l.60 "Deux armes de corps à corps : ... A1 ... passe à A2" (one more attack).
export const TWO_WEAPONS_ATTACK_BONUS = 1;

/** A ranged weapon's profile: Por (pas), Cd, Zone X pas, and its rules. */
export interface GuWeapon {
  id: string;
  /** Por: normal range in pas; long range is up to twice it (l.31). */
  range: number;
  /** Cd: shots per shooting action (l.46); 1 when the list gives none. */
  rate: number;
  /** Zone X: every figure within X pas takes a shot attack (l.48); null: no zone. */
  zone: number | null;
  /** Arme lourde: threshold -1 (l.35, l.110). */
  heavy: boolean;
  /** Délicate à manier: threshold +1 (l.112). */
  unwieldy: boolean;
  /** Silencieux: no noise, keeps camouflage (l.108). */
  silent: boolean;
  /** Rechargement: an action before it fires again (l.114). */
  reload: boolean;
  /** PV a hit that is not saved takes (l.44, R16: 1; "certaines armes telles que les lance-roquettes" take more, none listed). */
  damage: number;
}

const W = (id: string, range: number, extra: Partial<Omit<GuWeapon, 'id' | 'range'>> = {}): GuWeapon => ({
  id,
  range,
  rate: 1, // l.46: Cd is the number of shots; the list gives it only where it is more than 1
  zone: null,
  heavy: false,
  unwieldy: false,
  silent: false,
  reload: false,
  damage: 1, // R16 "each hit not cancelled takes 1 PV"
  ...extra,
});

// l.130-152 "Armes de tir". Decimal commas of the text ("Zone 0,5") as numbers.
export const GU_WEAPONS = {
  pistol: W('pistol', 5), // l.132 Pistolet : Por 5
  smg: W('smg', 5, { heavy: true }), // l.134 Pistolet mitrailleur : Por 5 ; Arme lourde
  shotgun: W('shotgun', 7, { zone: 0.5 }), // l.136 Fusil à pompe : Por 7 ; Zone 0,5
  'grenade-launcher': W('grenade-launcher', 7, { zone: 0.5, heavy: true }), // l.138 Lance-grenades : Por 7 ; Zone 0,5 ; Arme lourde
  rifle: W('rifle', 15), // l.140 Fusil : Por 15
  'assault-rifle': W('assault-rifle', 12, { rate: 2, heavy: true }), // l.142 Fusil d'assaut : Por 12 ; Cd 2 ; Arme lourde
  bow: W('bow', 12, { silent: true }), // l.144 Arc : Por 12 ; Silencieux
  crossbow: W('crossbow', 12, { heavy: true, silent: true, reload: true }), // l.146 Arbalète : Por 12 ; Arme lourde ; Silencieux ; Rechargement
  grenade: W('grenade', 5, { zone: 1.5, unwieldy: true }), // l.148 Grenade : Por 5 ; Zone 1,5 ; Délicate à manier
  'silenced-pistol': W('silenced-pistol', 5, { silent: true }), // l.150 Pistolet avec silencieux : Por 5 ; Silencieux
  'silenced-smg': W('silenced-smg', 5, { heavy: true, silent: true }), // l.152 Pistolet mitrailleur avec silencieux : Por 5 ; Arme lourde ; Silencieux
  // l.178 "Ganger avec paire de pistolets ... Por 5 ; Cd 2": a pair of pistols fires twice.
  'pistol-pair': W('pistol-pair', 5, { rate: 2 }),
} as const satisfies Record<string, GuWeapon>;
export type GuWeaponId = keyof typeof GU_WEAPONS;
export const GU_WEAPON_IDS = Object.keys(GU_WEAPONS) as GuWeaponId[];

// l.120-128 "Armes de corps à corps": the C threshold each gives.
export const GU_MELEE_WEAPONS = {
  'bare-hands': 6, // l.122 Mains nues : C6+
  dagger: 5, // l.124 Arme légère (Dague) : C5+
  normal: 4, // l.126 Arme normale (Machette, Épée, Matraque) : C4+
  heavy: 3, // l.128 Arme lourde (Batte à 2 mains, Tronçonneuse) : C3+
} as const satisfies Record<string, Threshold>;
export type GuMeleeWeaponId = keyof typeof GU_MELEE_WEAPONS;
export const GU_MELEE_WEAPON_IDS = Object.keys(GU_MELEE_WEAPONS) as GuMeleeWeaponId[];

/** What an upgrade changes in a figure's profile or play (l.196-223). */
export interface GuUpgrade {
  id: string;
  /** Sets Svg to this threshold (reflexes), or null. */
  save: Threshold | null;
  /** Added to the shooting threshold (Pieds tendres +1, Excellent tireur -1). */
  shoot: number;
  /** Added to the melee threshold (Arts martiaux -1, Expert -1). */
  fight: number;
  /** Added to A (Expert en Arts martiaux +1). */
  attacks: number;
  /** Added to the move in pas (Rapide +1). */
  move: number;
}

const U = (id: string, extra: Partial<Omit<GuUpgrade, 'id'>> = {}): GuUpgrade => ({ id, save: null, shoot: 0, fight: 0, attacks: 0, move: 0, ...extra });

// l.196-223 "Améliorations des gangers". Costs are the gang builder's (l.196-223, R16).
export const GU_UPGRADES = {
  robust: U('robust'), // l.196 Robuste: see l.38 (shot at +1) and l.56 (defence -1)
  'good-reflexes': U('good-reflexes', { save: 6 }), // l.198 Bon réflexes : Confère Svg 6+
  'sharp-reflexes': U('sharp-reflexes', { save: 5 }), // l.199 Réflexes affûtés : Confère Svg 5+
  'excellent-reflexes': U('excellent-reflexes', { save: 4 }), // l.200 Excellent réflexes : Confère Svg 4+
  'tender-feet': U('tender-feet', { shoot: +1 }), // l.202 Pieds tendres : Le seuil de Tir est augmenté de 1
  marksman: U('marksman', { shoot: -1 }), // l.203 Excellent tireur : Le seuil de Tir est diminué de 1
  coward: U('coward'), // l.207 Lâche : 3+ on 1D6 before a melee attack
  fast: U('fast', { move: FAST_MOVE_BONUS }), // l.209 Rapide : mouvement +1
  assassin: U('assassin'), // l.211 Assassin : first attack -1 / defender +1
  'martial-arts': U('martial-arts', { fight: -1 }), // l.213 Arts martiaux : seuil de combat diminué de 1
  camouflage: U('camouflage'), // l.215 Camouflage
  medic: U('medic'), // l.217 Médico
  // l.219 Expert : "Seuil de Combat diminué de 1, Attaque A+1 (une figurine avec une dague a C3+ et A2)"; U204: the
  // example decides: the Expert includes the Arts martiaux' -1 (l.213) and adds its own, a dagger's C5+ (l.124) to C3+.
  'martial-arts-expert': U('martial-arts-expert', { fight: -2, attacks: +1 }),
  priest: U('priest'), // l.221 Prêtre
  shaman: U('shaman'), // l.223 Chaman
} as const satisfies Record<string, GuUpgrade>;
export type GuUpgradeId = keyof typeof GU_UPGRADES;
export const GU_UPGRADE_IDS = Object.keys(GU_UPGRADES) as GuUpgradeId[];

/**
 * A figure's profile as a scenario or a gang gives it. `shoot` is the base
 * T before the weapon's traits and the shooting upgrades, which apply as
 * labelled modifiers of each shot (U130); `fight` is C as the profile gives
 * it (its melee weapon's C, l.120-128) before the melee upgrades.
 */
export interface GuProfile {
  /** T: null is TX, no ranged weapon (l.118). */
  shoot: Threshold | null;
  /** C: null is CX, can neither attack nor parry in melee (l.118). */
  fight: Threshold | null;
  /** A (l.19). */
  attacks: number;
  /** Svg: null, none (l.21). */
  save: Threshold | null;
  /** PV (l.23). */
  pv: number;
  /** The ranged weapon, or null. */
  weapon: GuWeapon | null;
  upgrades: readonly GuUpgradeId[];
  /** Robuste (l.38, l.56), by nature or a bullet-proof vest. */
  robust: boolean;
  /** Grande cible (l.104). */
  large: boolean;
  /** Gigantesque (l.106). */
  gigantic: boolean;
}

/** The upgrades' sum on one field of a profile. */
export function upgradeSum(profile: Pick<GuProfile, 'upgrades'>, field: 'shoot' | 'fight' | 'attacks' | 'move'): number {
  return profile.upgrades.reduce((s, u) => s + GU_UPGRADES[u][field], 0);
}

/** Svg from the profile, or the best the reflex upgrades give (l.198-200). */
export function effectiveSave(profile: Pick<GuProfile, 'save' | 'upgrades'>): Threshold | null {
  const saves = [profile.save, ...profile.upgrades.map((u) => GU_UPGRADES[u].save)].filter((s): s is number => s !== null);
  return saves.length === 0 ? null : Math.min(...saves);
}

/** Robuste by the profile's flag or the upgrade (l.196). */
export function isRobust(profile: Pick<GuProfile, 'robust' | 'upgrades'>): boolean {
  return profile.robust || profile.upgrades.includes('robust');
}

/** A (with Expert en Arts martiaux, l.219). */
export function effectiveAttacks(profile: Pick<GuProfile, 'attacks' | 'upgrades'>): number {
  return profile.attacks + upgradeSum(profile, 'attacks');
}

/** Move in pas (l.88, Rapide l.209). */
export function effectiveMove(profile: Pick<GuProfile, 'upgrades'>): number {
  return DEFAULT_MOVE + upgradeSum(profile, 'move');
}

// R17: "Crowd figures have no GU profile of their own beyond C6+ (bare
// hands), 1 PV, no Svg."
export const CROWD_FIGURE: GuProfile = {
  shoot: null,
  fight: GU_MELEE_WEAPONS['bare-hands'],
  attacks: DEFAULT_ATTACKS,
  save: null,
  pv: DEFAULT_PV,
  weapon: null,
  upgrades: [],
  robust: false,
  large: false,
  gigantic: false,
};

/** One line of the list of gangers (l.164-186): cost, profile as listed, weapons. */
export interface GangerLine {
  id: string;
  /** l.164-186: base cost in cdt (the gang builder's, R16). */
  cost: number;
  /** T as the list prints it (weapon traits included, l.162), null for TX. */
  listedShoot: Threshold | null;
  fight: Threshold;
  attacks: number;
  weapon: GuWeaponId | null;
  /** A second ranged weapon (the grenades of l.184). */
  second: GuWeaponId | null;
  melee: GuMeleeWeaponId | 'one-hand' | 'two-hands';
}

// l.164-186 "Profils des gangers". U203 (over U130): `listedShoot` is the T
// printed on the line, the weapons taken into account (l.162); the base T is
// that less the weapon's traits (`kitBaseShoot` in gang.ts).
export const GANGER_LINES: readonly GangerLine[] = [
  { id: 'one-hand', cost: 6, listedShoot: null, fight: 4, attacks: 1, weapon: null, second: null, melee: 'one-hand' }, // l.164
  { id: 'two-hands', cost: 7, listedShoot: null, fight: 3, attacks: 1, weapon: null, second: null, melee: 'two-hands' }, // l.166
  { id: 'pair-one-hand', cost: 9, listedShoot: null, fight: 4, attacks: 2, weapon: null, second: null, melee: 'one-hand' }, // l.168
  { id: 'pistol', cost: 10, listedShoot: 4, fight: 5, attacks: 1, weapon: 'pistol', second: null, melee: 'dagger' }, // l.170
  { id: 'smg', cost: 13, listedShoot: 3, fight: 5, attacks: 1, weapon: 'smg', second: null, melee: 'dagger' }, // l.172
  { id: 'shotgun', cost: 13, listedShoot: 4, fight: 5, attacks: 1, weapon: 'shotgun', second: null, melee: 'dagger' }, // l.174
  { id: 'crossbow', cost: 15, listedShoot: 4, fight: 5, attacks: 1, weapon: 'crossbow', second: null, melee: 'dagger' }, // l.176
  { id: 'pistol-pair', cost: 15, listedShoot: 4, fight: 5, attacks: 1, weapon: 'pistol-pair', second: null, melee: 'dagger' }, // l.178
  { id: 'bow', cost: 17, listedShoot: 4, fight: 5, attacks: 1, weapon: 'bow', second: null, melee: 'dagger' }, // l.180
  { id: 'rifle', cost: 18, listedShoot: 4, fight: 5, attacks: 1, weapon: 'rifle', second: null, melee: 'dagger' }, // l.182
  { id: 'pistol-grenades', cost: 18, listedShoot: 4, fight: 5, attacks: 1, weapon: 'pistol', second: 'grenade', melee: 'dagger' }, // l.184
  { id: 'assault-rifle', cost: 25, listedShoot: 4, fight: 5, attacks: 1, weapon: 'assault-rifle', second: null, melee: 'dagger' }, // l.186
];
// l.130-152: the line of each weapon of the list (for the messages that cite it).
export const GU_WEAPON_LINES: Readonly<Record<GuWeaponId, number>> = {
  pistol: 132, smg: 134, shotgun: 136, 'grenade-launcher': 138, rifle: 140, 'assault-rifle': 142,
  bow: 144, crossbow: 146, grenade: 148, 'silenced-pistol': 150, 'silenced-smg': 152, 'pistol-pair': 178,
};
/**
 * The weapons of the list (l.130-152) that no ganger's line carries
 * (l.164-186): the Lance-grenades, the Pistolet avec silencieux, the Pistolet
 * mitrailleur avec silencieux. No gang can buy them; a stateless shot and an
 * armed agent of a riot (whose scenario gives its weapons) may still fire them.
 */
export const UNSOLD_WEAPONS: readonly GuWeaponId[] = GU_WEAPON_IDS.filter((w) => !GANGER_LINES.some((l) => l.weapon === w || l.second === w));
// l.17, l.23: "Par défaut une figurine a un seul PV"; the list's gangers all have it (l.164-186), and the monsters
// and vehicles of more PV that l.17 names have no profile; no weapon of the list takes more than 1 PV (l.44).
export const GANGER_PV = DEFAULT_PV;

// U130, U203: the base T of a ganger whose weapon has no T trait (and of an agent with a gun, unless its scenario says).
export const GANGER_BASE_SHOOT: Threshold = 4;
