// Derived values of a fighter from its profile (intervention.fr.txt l.118-134,
// R18): PF per weapon (l.122, U213), PA of the better of two plus 1 (l.128),
// RT and where it is wounded.
import { t } from '../../i18n/index.js';
import { refusal, type Lang, type Modifier, type Resolution } from '../types.js';
import { calculation, pointsToWound, term, woundedAt } from './counter.js';
import { DERIVED_BONUS, DERIVED_DIVISOR, DETECTION_PER_DET, RUN_FACTOR, SECOND_WEAPON_BONUS } from './tables.js';

export interface DeriveFacts {
  lang: Lang;
  /** Tir (l.82), Combat (l.78), the For of each weapon (one or two, l.104, l.128). */
  tir?: number;
  cbt?: number;
  forces: number[];
  /** Endurance and Protection (l.90, l.100); or the RT itself, as the samples print it. */
  end?: number;
  prt?: number;
  rt?: number;
  det?: number;
  mvt?: number;
}

/** (skill + For) / 2 + 1, rounded down (l.118, l.122, l.126). */
export function power(skill: number, force: number): number {
  return Math.floor((skill + force) / DERIVED_DIVISOR) + DERIVED_BONUS;
}

/** The power of one or two weapons: the better, and 1 more for a second (l.128, R18): the PA, two weapons in hand (U213). */
export function bestPower(skill: number, forces: readonly number[]): number {
  const each = forces.map((f) => power(skill, f));
  return Math.max(...each) + (each.length > 1 ? SECOND_WEAPON_BONUS : 0);
}

/**
 * A weapon's PF, "pour une arme donnée" (l.122): a shot fires one weapon, so
 * a second adds nothing to it (U213). The one function for the calculator,
 * a game's fighters and the SWAT assault's.
 */
export function weaponPf(tir: number, force: number): number {
  return power(tir, force);
}

/** A fighter's best PF: that of its best weapon, no point for a second (l.122, U213). */
export function bestPf(tir: number, forces: readonly number[]): number {
  return Math.max(...forces.map((f) => weaponPf(tir, f)));
}

/** Derives what the facts allow: PF (Tir and For), PA (Cbt and For), RT (End + Prt, or given), detection range (Det), run (Mvt). */
export function resolveDerive(facts: DeriveFacts): Resolution {
  const { lang } = facts;
  const mods: Modifier[] = [];
  const out: Record<string, unknown> = { pf: null, pfs: null, pa: null, rt: null, woundedAt: null, pointsToWound: null, detectionRange: null, run: null };
  const parts: string[] = [];
  const weapons = facts.forces.length;
  if (facts.tir !== undefined && weapons > 0) {
    // PF "pour une arme donnée" (l.122): each weapon its own; the best is the fighter's best shot, no point for a second (U213).
    const pf = bestPf(facts.tir, facts.forces);
    facts.forces.forEach((f, i) => mods.push(term(lang, 'pf-weapon', weaponPf(facts.tir!, f), { n: i + 1, skill: facts.tir!, force: f })));
    out.pf = pf;
    out.pfs = facts.forces.map((f) => weaponPf(facts.tir!, f));
    parts.push(t(lang, weapons > 1 ? 'intervention.derive.pf-each' : 'intervention.derive.pf', { pf, each: (out.pfs as number[]).join(', ') }));
  }
  if (facts.cbt !== undefined && weapons > 0) {
    const pa = bestPower(facts.cbt, facts.forces);
    facts.forces.forEach((f, i) => mods.push(term(lang, 'pa-weapon', power(facts.cbt!, f), { n: i + 1, skill: facts.cbt!, force: f })));
    if (weapons > 1) mods.push(term(lang, 'second-weapon', SECOND_WEAPON_BONUS));
    out.pa = pa;
    parts.push(t(lang, 'intervention.derive.pa', { pa }));
  }
  const rt = facts.rt ?? (facts.end !== undefined ? facts.end + (facts.prt ?? 0) : undefined);
  if (rt !== undefined) {
    if (facts.rt === undefined) mods.push(term(lang, 'rt', rt, { end: facts.end!, prt: facts.prt ?? 0 }));
    out.rt = rt;
    out.woundedAt = woundedAt(rt);
    out.pointsToWound = pointsToWound(rt);
    parts.push(t(lang, 'intervention.derive.rt', { rt, at: woundedAt(rt), points: pointsToWound(rt) }));
  }
  if (facts.det !== undefined) {
    out.detectionRange = DETECTION_PER_DET * facts.det;
    parts.push(t(lang, 'intervention.derive.detection', { range: DETECTION_PER_DET * facts.det, det: facts.det }));
  }
  if (facts.mvt !== undefined) {
    out.run = RUN_FACTOR * facts.mvt;
    parts.push(t(lang, 'intervention.derive.move', { mvt: facts.mvt, run: RUN_FACTOR * facts.mvt }));
  }
  if (parts.length === 0) return refusal('intervention-derive', 'fr', t(lang, 'intervention.derive.nothing'), { game: 'intervention', dice: false });
  return calculation('intervention-derive', lang, { ...out, weapons }, mods, null, { code: 'derived', text: parts.join(' · ') });
}
