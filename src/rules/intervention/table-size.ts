// The playing surface (intervention.fr.txt l.18-22): more than 60 cm between
// the sides, and 10 cm per fighter of the larger side; the text's example
// (4 against 5: 60 x 50, 90 x 75, 120 x 100) gives the advised and maximum sizes (U174).
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../types.js';
import { calculation, term } from './counter.js';
import { TABLE_CM_PER_FIGHTER, TABLE_DEPTH_CM, TABLE_SIZES } from './tables.js';

export interface TableSizeFacts {
  lang: Lang;
  /** The number of fighters of each side. */
  sides: number[];
}

/** The minimum, advised and maximum table for these sides, in cm. */
export function resolveTableSize(facts: TableSizeFacts): Resolution {
  const { lang } = facts;
  const largest = Math.max(...facts.sides);
  const width = TABLE_CM_PER_FIGHTER * largest;
  const sizes = TABLE_SIZES.map((s) => ({ size: s.key, depth: TABLE_DEPTH_CM * s.factor, width: width * s.factor }));
  const mods = [term(lang, 'table-depth', TABLE_DEPTH_CM), term(lang, 'table-width', width, { n: largest })];
  const text = sizes.map((s) => t(lang, `intervention.table.${s.size}`, { depth: s.depth, width: s.width })).join(t(lang, 'intervention.table.or'));
  return calculation('intervention-table-size', lang, { sides: facts.sides, sizes }, mods, null, { code: 'sizes', text });
}
