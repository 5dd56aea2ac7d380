// One shot (intervention.fr.txt l.356-360, R19): PF + Pre of the range band
// - cover, never below 0; aimed fire doubles it at short range (l.248, U170);
// a running target -1 (l.226); camouflage -1 (l.665, l.743); fire at a figure
// detected but not located by the kind of weapon (l.393-403, U171, U172).
import { t } from '../../i18n/index.js';
import { refusal, sumModifiers, type Lang, type Modifier, type Resolution } from '../types.js';
import { afterDamage, calculation, damageOutcome, term, type Counter } from './counter.js';
import { sampleBand, SAMPLE_WEAPONS, type SampleWeapon } from './samples.js';
import {
  AIMED_DOUBLES_AT,
  AIMED_FACTOR,
  AUTOMATIC_DAMAGE,
  AUTOMATIC_FIGURES,
  BURST_PF_FACTOR,
  MORALE_MOVE_CM,
  CAMOUFLAGE_PF,
  COVER_REDUCTION,
  INSTINCTIVE_RANGES,
  NO_AIMED_FIRE,
  OTHER_DETECTED_DAMAGE,
  RUNNING_TARGET_PF,
  SUSTAINED_DAMAGE,
  SUSTAINED_FIGURES,
  TEMPLATE_DIVISOR,
  type Cover,
  type DetectedFire,
  type RangeBand,
  type WeaponType,
} from './tables.js';

export interface ShotFacts {
  lang: Lang;
  /** The weapon's PF, and the Pre of the band the target is in (l.108-112). */
  pf: number;
  pre: number;
  range: RangeBand;
  aimed: boolean;
  cover: Cover;
  running: boolean;
  camouflaged: boolean;
  /** The target is detected but not located: the kind of fire decides (l.393-403). */
  detected?: DetectedFire;
  weaponType?: WeaponType;
  shooterWounded: boolean;
  /** The target's RT and counter, to say what the damage does. */
  target?: Counter;
  /** An automatic burst at fire at will (`detected: 'automatic'`): the Det of each figure it is fired at, the one hit first (l.403, U243). */
  burstDets?: number[];
  /** A sample weapon at a distance: its band gives the PF and the range (U178). */
  sample?: { weapon: SampleWeapon; distance: number };
}

/** The damage of one shot, every term labelled; a refusal when the rules forbid the shot. */
export function resolveShot(given: ShotFacts): Resolution {
  const { lang } = given;
  const base = { game: 'intervention', dice: false };
  let facts = given;
  const notes: string[] = [];
  if (given.sample) {
    const { weapon, distance } = given.sample;
    const band = sampleBand(weapon, distance);
    const bands = SAMPLE_WEAPONS[weapon];
    const name = t(lang, `intervention.weapon.${weapon}`);
    if (!band) return refusal('intervention-shot', 'fr', t(lang, 'intervention.shot.refused.out-of-range', { weapon: name, distance, max: bands[bands.length - 1].to }), base);
    facts = { ...given, pf: band.pf, pre: 0, range: band.range };
    notes.push(t(lang, 'intervention.shot.sample', { weapon: name, from: band.from, to: band.to, pf: band.pf, range: t(lang, `intervention.range.${band.range}`) }));
  }
  if (facts.aimed && facts.shooterWounded) return refusal('intervention-shot', 'fr', t(lang, 'intervention.shot.refused.wounded'), base);
  if (facts.aimed && facts.weaponType && NO_AIMED_FIRE.includes(facts.weaponType)) {
    return refusal('intervention-shot', 'fr', t(lang, 'intervention.shot.refused.ne', { type: facts.weaponType }), base);
  }
  if (!facts.aimed && !INSTINCTIVE_RANGES.includes(facts.range)) return refusal('intervention-shot', 'fr', t(lang, 'intervention.shot.refused.beyond'), base);
  const mods: Modifier[] = [term(lang, 'pf', facts.pf)];
  if (facts.pre !== 0) mods.push(term(lang, 'pre', facts.pre, { range: t(lang, `intervention.range.${facts.range}`) }));
  // l.248 "double la PF", R19 "Aimed fire doubles PF at short range": the PF alone, the band's Pre added after (U170).
  if (facts.aimed && facts.range === AIMED_DOUBLES_AT) mods.push(term(lang, 'aimed', (AIMED_FACTOR - 1) * facts.pf));
  if (facts.running) mods.push(term(lang, 'running', RUNNING_TARGET_PF));
  if (facts.camouflaged) mods.push(term(lang, 'camouflage', CAMOUFLAGE_PF));
  if (COVER_REDUCTION[facts.cover] !== 0) mods.push(term(lang, `cover-${facts.cover}`, -COVER_REDUCTION[facts.cover]));
  const full = Math.max(0, sumModifiers(mods));
  let damage = full;
  let figures = 1;
  if (facts.detected !== undefined) {
    if (facts.detected === 'template') {
      damage = Math.floor(full / TEMPLATE_DIVISOR);
      notes.push(t(lang, 'intervention.shot.detected.template', { full, damage }));
    } else if (facts.detected === 'sustained') {
      damage = SUSTAINED_DAMAGE;
      figures = SUSTAINED_FIGURES[facts.cover];
      notes.push(t(lang, 'intervention.shot.detected.sustained', { figures }));
    } else if (facts.detected === 'automatic') {
      damage = AUTOMATIC_DAMAGE;
      figures = AUTOMATIC_FIGURES;
      notes.push(t(lang, 'intervention.shot.detected.automatic'));
    } else {
      damage = OTHER_DETECTED_DAMAGE;
      notes.push(t(lang, 'intervention.shot.detected.other'));
    }
  }
  // l.403 (U243): the burst's PF, before maluses (U175), against the Det of each figure it is fired at, hit or not (l.407).
  const burst = (facts.detected === 'automatic' ? (facts.burstDets ?? []) : []).map((det, i) => {
    const pf = (facts.pf + facts.pre) * (i === 0 ? BURST_PF_FACTOR.hit : BURST_PF_FACTOR.missed);
    const shaken = pf > det;
    notes.push(t(lang, shaken ? 'intervention.shot.burst.shaken' : 'intervention.shot.burst.steady', { n: i + 1, pf, det, cm: MORALE_MOVE_CM, hit: t(lang, i === 0 ? 'intervention.shot.burst.hit' : 'intervention.shot.burst.missed') }));
    return { det, pf, shaken };
  });
  const fields = { weapon: facts.sample?.weapon ?? null, distance: facts.sample?.distance ?? null, pf: facts.pf, pre: facts.pre, range: facts.range, aimed: facts.aimed, cover: facts.cover, detected: facts.detected ?? null, damage, figures, ...(burst.length > 0 ? { burst } : {}), target: null as unknown };
  if (facts.target) {
    const r = afterDamage(facts.target, damage);
    fields.target = r;
    const code = damageOutcome(facts.target, damage);
    return calculation('intervention-shot', lang, fields, mods, full, { code, text: t(lang, `intervention.outcome.${code}`, { damage, before: r.before, after: r.after }) }, notes);
  }
  const code = damage > 0 ? 'damage' : 'no-damage';
  return calculation('intervention-shot', lang, fields, mods, full, { code, text: t(lang, `intervention.outcome.${code}`, { damage, before: '', after: '' }) }, notes);
}
