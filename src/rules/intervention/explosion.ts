// An explosion (intervention.fr.txt l.369-391, R19): the damage by where the
// figure stands against the radius R (inside, exactly at R, from R to 2R) and
// its cover from the centre. A weapon with its own printed table (the sample
// grenade, l.507-527) uses that table (U173).
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../types.js';
import { afterDamage, calculation, damageOutcome, term, type Counter } from './counter.js';
import { BLAST_OUTER_FACTOR, BLAST_TABLE, type BlastBand, type Cover } from './tables.js';
import { SAMPLE_BLASTS, type SampleBlast } from './samples.js';

export interface ExplosionFacts {
  lang: Lang;
  /** The explosive's PF and radius R in cm, or a sample weapon with its own table. */
  pf: number;
  radius: number;
  sample?: SampleBlast;
  distance: number;
  cover: Cover;
  target?: Counter;
}

/** Which ring of the blast a distance falls in (l.378-388; U173: beyond 2R, none). */
export function blastBand(distance: number, radius: number): BlastBand {
  if (distance < radius) return 'inside';
  if (distance === radius) return 'edge';
  if (distance <= BLAST_OUTER_FACTOR * radius) return 'outer';
  return 'beyond';
}

/** The blast's damage in a band behind a cover, from the general table (R19). */
export function blastDamage(pf: number, band: BlastBand, cover: Cover): number {
  if (band === 'beyond') return 0;
  const cell = BLAST_TABLE[band][cover];
  return Math.max(0, 'points' in cell ? cell.points : pf + cell.pf);
}

/** The damage a figure takes from an explosion. */
export function resolveExplosion(facts: ExplosionFacts): Resolution {
  const { lang } = facts;
  const sample = facts.sample ? SAMPLE_BLASTS[facts.sample] : null;
  const pf = sample ? sample.pf : facts.pf;
  const radius = sample?.radius ?? facts.radius;
  const band = blastBand(facts.distance, radius);
  const damage = sample ? (band === 'beyond' ? 0 : sample.table[band][facts.cover]) : blastDamage(pf, band, facts.cover);
  const mods = [term(lang, 'pf', pf), term(lang, `blast-${band}`, damage - pf, { radius, outer: BLAST_OUTER_FACTOR * radius, cover: t(lang, `intervention.cover.${facts.cover}`) })];
  const notes = sample ? [t(lang, 'intervention.explosion.sample', { sample: t(lang, `intervention.sample.${facts.sample}`), ruling: sample.ruling })] : [];
  const fields = { pf, radius, distance: facts.distance, band, cover: facts.cover, sample: facts.sample ?? null, damage, target: facts.target ? afterDamage(facts.target, damage) : null };
  const code = facts.target ? damageOutcome(facts.target, damage) : damage > 0 ? 'damage' : 'no-damage';
  const r = facts.target ? afterDamage(facts.target, damage) : null;
  return calculation('intervention-explosion', lang, fields, mods, damage, { code, text: t(lang, `intervention.outcome.${code}`, { damage, before: r?.before ?? '', after: r?.after ?? '' }) }, notes);
}
