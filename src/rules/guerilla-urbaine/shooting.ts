// Guérilla Urbaine shooting (R16): a D6 against the shooter's T with its
// labelled modifiers (l.33-38, l.89, l.104-112, l.202-203), kept between 2+
// and 6+ (l.25); a hit on a figure with Svg is cancelled by a D6 at or above
// Svg (l.42, and a Bouclier de Bénédiction's Svg5+ tested first, l.247);
// each hit not cancelled takes the weapon's damage in PV (l.44). Cd shots per
// action (l.46); a zone weapon makes one shot attack on every figure within
// X pas (l.48, U131). Pure: facts and dice in, a result out; the state's
// effects are the caller's (the riot pack, the gang game).
import { t } from '../../i18n/index.js';
import type { Dice, Lang, Modifier, ThresholdBlock } from '../types.js';
import { CAMOUFLAGE_SHOT_RANGE, clampThreshold, GIGANTIC_HIT_ON, GU_UPGRADES, type GuUpgradeId, type GuWeapon, type Threshold } from './profile.js';

// l.33-38, l.89, l.104, l.110-112, l.202-203 (R16): the shooting threshold's
// modifiers, in the order the text gives them. `upgrades` are Pieds tendres
// and Excellent tireur (their values are in GU_UPGRADES).
export const SHOT_MODIFIERS = {
  heavy: -1, // l.35 "Le tireur porte une arme lourde : Le seuil de tir est diminué de 1"; l.110
  long: +1, // l.36 "tire à longue portée ... le seuil de tir est augmenté de 1"
  hidden: +1, // l.37 "La cible est cachée par un obstacle qui la couvre à plus de 50 % ... augmenté de 1"
  robust: +1, // l.38 "La cible est Robuste ... augmenté de 1"
  concentrated: -1, // l.89 "se concentrer, ce qui diminue le seuil de tir de 1"
  large: -1, // l.104 "Grande cible ... diminue donc de 1 le seuil de tir"
  unwieldy: +1, // l.112 "Délicate à manier : Seuil de tir augmenté de 1"
} as const;

// l.31 "Pour obtenir la portée longue, doublez cette valeur."
export const LONG_RANGE_FACTOR = 2;

export type RangeBand = 'normal' | 'long' | 'beyond';

/** The range band of a distance in pas for a weapon's Por: up to Por normal, up to twice long (l.31, l.36). */
export function rangeBand(range: number, distance: number): RangeBand {
  if (distance <= range) return 'normal';
  if (distance <= range * LONG_RANGE_FACTOR) return 'long';
  return 'beyond';
}

/** A figure that a shot attack is made on. */
export interface ShotTarget {
  /** Its id in the caller's state (an agent, `unit:<id>`, `crowd:<id>`...). */
  id: string;
  /** PV before the shot. */
  pv: number;
  /** Svg thresholds tested in order (a Bouclier de Bénédiction's first, l.247); empty: none. */
  saves: readonly Threshold[];
  robust?: boolean;
  /** Covered more than half by an obstacle (l.37). */
  hidden?: boolean;
  large?: boolean;
  gigantic?: boolean;
  /** Camouflaged (l.215): cannot be shot from beyond 5 pas. */
  camouflaged?: boolean;
  /** How the texts name it where its id is no word (a unit's second figure shot at, `u1~2`: « u1, figure 2 »); default its id. */
  name?: string;
  /** Identical figures (crowd figures, R17): each takes its own shot attack. Default 1. */
  count?: number;
}

/**
 * One shot of Cd as aimed: its figure (a zone weapon's, every figure in the zone), and its own distance in pas,
 * "Les cibles de chaque tir peuvent être différentes" (l.46): each shot's range band its own (l.31, l.36).
 */
export interface ShotShot {
  targets: readonly ShotTarget[];
  /** Distance to this shot's aimed figure or point, in pas; absent: the action's `distance`. */
  distance?: number;
}

/** The shooter and the circumstances the whole shooting action shares. */
export interface ShootingFacts {
  lang: Lang;
  /** Base T (U130), or null: TX, no ranged weapon (l.118). */
  shoot: Threshold | null;
  upgrades?: readonly GuUpgradeId[];
  weapon: GuWeapon;
  /** Distance to the aimed figure or point, in pas: each shot's own unless it gives one. */
  distance: number;
  /** The first action was Se concentrer (l.89). */
  concentrated?: boolean;
  /** Shots as aimed: one entry per shot (at most Cd, l.46); a zone weapon's entry lists every figure within X pas (l.48). */
  shots: readonly ShotShot[];
  /** The weapon needs reloading (Rechargement, l.114): refused. */
  unloaded?: boolean;
  /** No line of sight from the shooter's head (l.40: "réelles"; a figure in the way, "ne peut tirer à travers une figurine"): refused. */
  noLineOfSight?: boolean;
  /** Labelled modifiers from elsewhere (Inspiration -2, Malaise +1, the umpire's). */
  extra?: readonly Modifier[];
}

/** One figure's shot attack: the to-hit die, the saves, the PV lost. */
export interface FigureAttack {
  target: string;
  /** Which figure of a group (1-based), when the target has a count. */
  figure: number | null;
  threshold: Threshold;
  hitDie: number;
  hit: boolean;
  /** Save dice rolled in order, each with its threshold. */
  saves: { threshold: Threshold; die: number; saved: boolean }[];
  saved: boolean;
  /** PV taken by this attack. */
  damage: number;
}

/** What happened to one target over the whole action. */
export interface TargetResult {
  target: string;
  pvBefore: number;
  /** For a group: PV of each figure is 1 and `downed` counts those at 0. */
  pvAfter: number;
  hits: number;
  saved: number;
  /** Figures brought to 0 PV (l.23: "tués ou détruits"). */
  downed: number;
}

export type ShootingCode = 'killed' | 'wounded' | 'saved' | 'miss';

export interface ShootingResult {
  /** Refused before any die: the reason's code and text. */
  refused: { code: string; text: string } | null;
  /** The band of the farthest shot (out of range before long, long before normal). */
  range: RangeBand;
  /** Each shot's band, in order (l.46: each shot at its own target, at its own distance). */
  ranges: RangeBand[];
  /** Modifiers of every shot of this action, then each target's own, labelled with its id (l.37, l.38, l.104). */
  modifiers: Modifier[];
  /** The score to hit each target (one per target, in order): base T, every modifier, the score. */
  blocks: ThresholdBlock[];
  attacks: FigureAttack[];
  targets: TargetResult[];
  code: ShootingCode;
}

/** The labelled modifiers a target adds to the shot (l.37, l.38, l.104). */
export function targetModifiers(target: ShotTarget, lang: Lang): Modifier[] {
  const mods: Modifier[] = [];
  if (target.hidden) mods.push({ key: 'hidden', label: t(lang, 'gu.mod.hidden'), value: SHOT_MODIFIERS.hidden });
  if (target.robust) mods.push({ key: 'robust', label: t(lang, 'gu.mod.robust'), value: SHOT_MODIFIERS.robust });
  if (target.large) mods.push({ key: 'large', label: t(lang, 'gu.mod.large'), value: SHOT_MODIFIERS.large });
  return mods;
}

/** The labelled modifiers of the shooter, weapon and range (l.35, l.36, l.89, l.110, l.112, l.202-203). */
export function shooterModifiers(facts: Pick<ShootingFacts, 'weapon' | 'concentrated' | 'upgrades' | 'extra' | 'distance'>, lang: Lang, band: RangeBand = rangeBand(facts.weapon.range, facts.distance)): Modifier[] {
  const mods: Modifier[] = [];
  if (facts.weapon.heavy) mods.push({ key: 'heavy', label: t(lang, 'gu.mod.heavy'), value: SHOT_MODIFIERS.heavy });
  if (band === 'long') mods.push({ key: 'long', label: t(lang, 'gu.mod.long'), value: SHOT_MODIFIERS.long });
  if (facts.concentrated) mods.push({ key: 'concentrated', label: t(lang, 'gu.mod.concentrated'), value: SHOT_MODIFIERS.concentrated });
  if (facts.weapon.unwieldy) mods.push({ key: 'unwieldy', label: t(lang, 'gu.mod.unwieldy'), value: SHOT_MODIFIERS.unwieldy });
  for (const u of facts.upgrades ?? []) {
    const v = GU_UPGRADES[u].shoot;
    if (v !== 0) mods.push({ key: u, label: t(lang, `gu.upgrade.${u}`), value: v });
  }
  mods.push(...(facts.extra ?? []));
  return mods;
}

/**
 * A score to reach as the table shows it: its base, its labelled modifiers,
 * and the row that brings it within 2+ and 6+ (l.25) or to a Gigantesque's 2+
 * (l.106) when that changes it, so that the rows add up to the score.
 */
export function thresholdBlock(lang: Lang, label: string, base: { label: string; value: number }, mods: readonly Modifier[], gigantic = false): ThresholdBlock {
  const raw = base.value + mods.reduce((s, m) => s + m.value, 0);
  const value = gigantic ? GIGANTIC_HIT_ON : clampThreshold(raw);
  const modifiers = [...mods];
  if (value !== raw) modifiers.push({ key: gigantic ? 'gigantic' : 'bounds', label: t(lang, gigantic ? 'gu.mod.gigantic' : 'gu.mod.bounds'), value: value - raw });
  return { label, base, modifiers, value };
}

/** The threshold to hit one target: base T plus modifiers, 2+ to 6+; a Gigantesque target always 2+ (l.25, l.106). */
export function shotThreshold(base: Threshold, mods: readonly Modifier[], target: Pick<ShotTarget, 'gigantic'>): Threshold {
  if (target.gigantic) return GIGANTIC_HIT_ON;
  return clampThreshold(base + mods.reduce((s, m) => s + m.value, 0));
}

/** One figure's shot attack: to hit, then its saves in order, then the damage (R16). */
export function shotAttack(threshold: Threshold, saves: readonly Threshold[], damage: number, dice: Dice, lang: Lang, target: string, figure: number | null, name: string = target): FigureAttack {
  const who = figure === null ? name : `${name} #${figure}`;
  const hitDie = dice.roll('d6', t(lang, 'gu.die.hit', { target: who }));
  const hit = hitDie >= threshold;
  // Said before a save is asked (U240): the hit settles whether the target rolls.
  dice.so?.(t(lang, hit ? 'gu.so.hit' : 'gu.so.miss', { target: who, threshold }));
  const rolled: FigureAttack['saves'] = [];
  let saved = false;
  if (hit) {
    for (const s of saves) {
      const die = dice.roll('d6', t(lang, 'gu.die.save', { target: who }));
      const ok = die >= clampThreshold(s);
      dice.so?.(t(lang, ok ? 'gu.so.saved' : 'gu.so.unsaved', { target: who, threshold: clampThreshold(s) }));
      rolled.push({ threshold: clampThreshold(s), die, saved: ok });
      if (ok) {
        saved = true;
        break;
      }
    }
  }
  return { target, figure, threshold, hitDie, hit, saves: rolled, saved, damage: hit && !saved ? damage : 0 };
}

/** The outcome code of a set of target results: the worst that happened. */
export function shootingCode(targets: readonly TargetResult[]): ShootingCode {
  if (targets.some((r) => r.downed > 0)) return 'killed';
  if (targets.some((r) => r.pvAfter < r.pvBefore)) return 'wounded';
  if (targets.some((r) => r.saved > 0)) return 'saved';
  return 'miss';
}

/** Resolves one shooting action: every shot of Cd, every figure of a zone, in order. */
export function resolveShooting(facts: ShootingFacts, dice: Dice): ShootingResult {
  const { lang, weapon } = facts;
  // l.46: each shot at its own target, so at its own distance and in its own band (l.31, l.36).
  const distances = facts.shots.length === 0 ? [facts.distance] : facts.shots.map((s) => s.distance ?? facts.distance);
  const ranges = distances.map((d) => rangeBand(weapon.range, d));
  const order: RangeBand[] = ['normal', 'long', 'beyond'];
  const range = ranges.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a), ranges[0]);
  // One band for every shot: its long range is the action's (as one shot's); bands apart, each target's own row.
  const oneBand = ranges.every((b) => b === ranges[0]);
  const modifiers = shooterModifiers(facts, lang, oneBand ? ranges[0] : 'normal');
  const refuse = (code: string, params: Record<string, string | number> = {}): ShootingResult => ({
    refused: { code, text: t(lang, `gu.refused.${code}`, params) },
    range,
    ranges,
    modifiers,
    blocks: [],
    attacks: [],
    targets: [],
    code: 'miss',
  });
  if (facts.shoot === null) return refuse('no-ranged-weapon'); // l.118 "Un TX ... n'a pas d'arme de tir"
  if (facts.unloaded) return refuse('unloaded', { weapon: t(lang, `gu.weapon.${weapon.id}`) }); // l.114
  if (facts.noLineOfSight) return refuse('no-line-of-sight'); // l.40
  const beyond = ranges.indexOf('beyond');
  if (beyond >= 0) {
    const aimed = facts.shots[beyond]?.targets[0];
    // Several shots: the one out of range named (l.46: each its own target).
    if (facts.shots.length > 1 && aimed !== undefined) return refuse('out-of-range-target', { target: aimed.name ?? aimed.id, distance: distances[beyond], long: weapon.range * LONG_RANGE_FACTOR });
    return refuse('out-of-range', { distance: distances[beyond], long: weapon.range * LONG_RANGE_FACTOR });
  }
  if (facts.shots.length === 0) return refuse('no-target');
  if (facts.shots.length > weapon.rate) return refuse('too-many-shots', { rate: weapon.rate }); // l.46
  for (const [i, s] of facts.shots.entries()) {
    if (s.targets.length === 0) return refuse('no-target');
    if (weapon.zone === null && (s.targets.length > 1 || (s.targets[0].count ?? 1) > 1)) return refuse('one-target-per-shot');
    for (const tg of s.targets) {
      if (tg.camouflaged && distances[i] > CAMOUFLAGE_SHOT_RANGE) return refuse('camouflaged', { target: tg.name ?? tg.id, range: CAMOUFLAGE_SHOT_RANGE }); // l.215
      if (tg.pv <= 0) return refuse('already-down', { target: tg.name ?? tg.id });
    }
  }
  const pv = new Map<string, TargetResult>();
  const attacks: FigureAttack[] = [];
  const blocks = new Map<string, ThresholdBlock>();
  const targetMods: Modifier[] = [];
  const base = { label: t(lang, 'gu.base.t'), value: facts.shoot };
  for (const [i, s] of facts.shots.entries()) {
    // Bands apart (l.46): this shot's long range is its target's own row, named with it (l.36).
    const longHere: Modifier[] = !oneBand && ranges[i] === 'long' ? [{ key: 'long', label: t(lang, 'gu.mod.long'), value: SHOT_MODIFIERS.long }] : [];
    for (const tg of s.targets) {
      const own = [...longHere, ...targetModifiers(tg, lang)].map((m) => ({ ...m, label: t(lang, 'gu.mod.of', { label: m.label, target: tg.name ?? tg.id }) }));
      const mods = [...modifiers, ...own];
      const threshold = shotThreshold(facts.shoot, mods, tg);
      // One score per figure at one distance (a figure shot twice from where it stands: one score).
      const key = `${tg.id}@${distances[i]}`;
      if (!blocks.has(key)) {
        blocks.set(key, thresholdBlock(lang, t(lang, 'gu.threshold.hit', { target: tg.name ?? tg.id }), base, mods, tg.gigantic === true));
        targetMods.push(...own);
      }
      const count = tg.count ?? 1;
      let r = pv.get(tg.id);
      if (!r) pv.set(tg.id, (r = { target: tg.id, pvBefore: tg.pv * count, pvAfter: tg.pv * count, hits: 0, saved: 0, downed: 0 }));
      for (let f = 1; f <= count; f++) {
        // A figure already at 0 PV in this action takes no more attacks.
        if (count === 1 && r.pvAfter <= 0) continue;
        const a = shotAttack(threshold, tg.saves, weapon.damage, dice, lang, tg.id, count > 1 ? f : null, tg.name ?? tg.id);
        attacks.push(a);
        if (a.hit) r.hits += 1;
        if (a.saved) r.saved += 1;
        if (a.damage > 0) {
          if (count > 1) {
            // One figure of a group: it loses at most its own PV.
            r.pvAfter -= Math.min(a.damage, tg.pv);
            if (a.damage >= tg.pv) r.downed += 1;
          } else {
            r.pvAfter = Math.max(0, r.pvAfter - a.damage);
            if (r.pvAfter === 0) r.downed += 1;
          }
        }
      }
    }
  }
  const targets = [...pv.values()];
  return { refused: null, range, ranges, modifiers: [...modifiers, ...targetMods], blocks: [...blocks.values()], attacks, targets, code: shootingCode(targets) };
}
