// Where the two editions differ, found in the rule tables themselves: every
// exported value of a rules module is walked, and each place split by edition
// (an object whose keys are exactly `en` and `fr`) is compared leaf by leaf.
// `umpire rules diff` prints the result; nothing here is a hand-written list.
import { EDITIONS } from './types.js';

export interface EditionDifference {
  /** The rules module (file name without extension). */
  module: string;
  /** The exported table. */
  table: string;
  /** Path inside the table's edition entry ('' for the entry itself). */
  path: string;
  en: unknown;
  fr: unknown;
  /**
   * `unit` when the French number is the English one in centimetres (the
   * scales: 1" = 2 m, 2.5 cm = 2 m), `rule` when the editions' rules differ.
   */
  kind: 'unit' | 'rule';
}

// Civil Disorder, Scales: 1" = 2 meters; Émeutes, Echelles: 2,5 cm = 2 mètres.
export const CM_PER_INCH = 2.5;

function numberIn(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const m = /^\s*(\d+(?:[.,]\d+)?)\s*(?:"|cm|in)?\s*$/.exec(v);
    if (m) return Number(m[1].replace(',', '.'));
  }
  return null;
}

function kindOf(en: unknown, fr: unknown): 'unit' | 'rule' {
  const a = numberIn(en);
  const b = numberIn(fr);
  if ((en === 'in' && fr === 'cm')) return 'unit';
  return a !== null && b !== null && a > 0 && Math.abs(b - a * CM_PER_INCH) < 1e-9 ? 'unit' : 'rule';
}

function isEditionSplit(v: unknown): v is Record<'en' | 'fr', unknown> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const keys = Object.keys(v).sort();
  return keys.length === EDITIONS.length && keys.every((k, i) => k === [...EDITIONS].sort()[i]);
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** Leaf-by-leaf differences between two values (arrays by index, objects by key). */
function compare(a: unknown, b: unknown, path: string, out: { path: string; en: unknown; fr: unknown }[]): void {
  if (isPlain(a) && isPlain(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) compare((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, en: a, fr: b });
}

/** Every place where `en` and `fr` differ in the tables exported by `modules`. */
export function editionDifferences(modules: Record<string, Record<string, unknown>>): EditionDifference[] {
  const out: EditionDifference[] = [];
  // A table re-exported or referenced from another is one table: listed once, where first found.
  const seen = new Set<unknown>();
  for (const [module, exports] of Object.entries(modules)) {
    // In the order of their names, whatever order the module system lists them in.
    for (const [table, value] of Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (typeof value === 'function') continue;
      const walk = (v: unknown, at: string, seen: Set<unknown>) => {
        if (!isPlain(v) || seen.has(v)) return;
        seen.add(v);
        if (isEditionSplit(v)) {
          const diffs: { path: string; en: unknown; fr: unknown }[] = [];
          compare(v.en, v.fr, '', diffs);
          for (const d of diffs) out.push({ module, table, path: [at, d.path].filter(Boolean).join('.'), en: d.en, fr: d.fr, kind: kindOf(d.en, d.fr) });
          return;
        }
        for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k, seen);
      };
      walk(value, '', seen);
    }
  }
  return out;
}
