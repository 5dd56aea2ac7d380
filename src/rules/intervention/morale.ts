// Morale under fire (intervention.fr.txt l.405-413, also l.263): when the PF
// aimed at a figure (before maluses) adds up to more than its Det, it loses
// its observation marker, gains a dodge marker and moves 2 cm towards cover.
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../types.js';
import { calculation, term } from './counter.js';
import { MORALE_MOVE_CM } from './tables.js';

export interface MoraleFacts {
  lang: Lang;
  /** The PF of each shot aimed at the figure, before cover and other maluses (U175). */
  pfs: number[];
  det: number;
}

/** Whether the fire aimed at a figure shakes it. */
export function resolveMorale(facts: MoraleFacts): Resolution {
  const { lang } = facts;
  const mods = facts.pfs.map((pf, i) => term(lang, 'pf-shot', pf, { n: i + 1 }));
  const total = facts.pfs.reduce((s, x) => s + x, 0);
  const shaken = total > facts.det;
  const code = shaken ? 'shaken' : 'steady';
  const notes = shaken ? [t(lang, 'intervention.morale.lose-observation'), t(lang, 'intervention.morale.gain-dodge'), t(lang, 'intervention.morale.move', { cm: MORALE_MOVE_CM })] : [];
  return calculation('intervention-morale', lang, { sum: total, det: facts.det, shaken }, mods, total, { code, text: t(lang, `intervention.morale.outcome.${code}`, { sum: total, det: facts.det }) }, notes);
}
