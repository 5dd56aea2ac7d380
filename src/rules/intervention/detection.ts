// Detection by a unit on observation (intervention.fr.txt l.259): a hidden
// enemy closer than 10 x Det cm is detected, one already detected is located;
// 20 cm less per camouflage malus. Optical camouflage is only detected after
// it fires (l.749).
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../types.js';
import { calculation, term } from './counter.js';
import { DETECTION_PER_CAMOUFLAGE, DETECTION_PER_DET } from './tables.js';

export interface DetectionFacts {
  lang: Lang;
  det: number;
  /** Camouflage maluses of the hidden unit (1 for a sniper suit or brush, l.259). */
  camouflage: number;
  distance?: number;
  /** The hidden unit was already detected (then it is located). */
  alreadyDetected: boolean;
  optical: boolean;
}

/** The observer's detection range, and what happens to a hidden unit at a distance. */
export function resolveDetection(facts: DetectionFacts): Resolution {
  const { lang } = facts;
  const mods = [term(lang, 'det-range', DETECTION_PER_DET * facts.det, { det: facts.det })];
  if (facts.camouflage > 0) mods.push(term(lang, 'camouflage-range', -DETECTION_PER_CAMOUFLAGE * facts.camouflage, { n: facts.camouflage }));
  const range = Math.max(0, DETECTION_PER_DET * facts.det - DETECTION_PER_CAMOUFLAGE * facts.camouflage);
  const notes: string[] = [];
  let code: string;
  if (facts.optical) {
    code = 'unseen';
    notes.push(t(lang, 'intervention.detection.optical'));
  } else if (facts.distance === undefined) code = 'range';
  else if (facts.distance < range) code = facts.alreadyDetected ? 'located' : 'detected';
  else code = 'unseen';
  const text = t(lang, `intervention.detection.outcome.${code}`, { range, distance: facts.distance ?? '' });
  return calculation('intervention-detection', lang, { det: facts.det, camouflage: facts.camouflage, range, distance: facts.distance ?? null }, mods, range, { code, text }, notes);
}
