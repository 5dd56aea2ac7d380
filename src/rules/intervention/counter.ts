// A fighter's RT counter (intervention.fr.txt l.130-134, R18): it goes down
// with damage; wounded once at or under RT/2 rounded up, out at 0. And the
// record every Intervention calculation returns (no dice, ever: l.59-61).
import { t, type MessageParams } from '../../i18n/index.js';
import type { Lang, Modifier, Resolution } from '../types.js';
import { OUT_AT, WOUND_DIVISOR } from './tables.js';

/** A fighter's resistance: its full RT and where its counter stands now. */
export interface Counter {
  rt: number;
  counter: number;
}

export type Condition = 'fit' | 'wounded' | 'out';

/** The counter value at or under which a fighter of this RT is wounded (R18: RT/2 rounded up). */
export function woundedAt(rt: number): number {
  return Math.ceil(rt / WOUND_DIVISOR);
}

/** Points that wound a fresh fighter (the samples' "blessé à N": RT 7 -> 3, l.479). */
export function pointsToWound(rt: number): number {
  return rt - woundedAt(rt);
}

/** Fit, wounded or out, from the counter (l.134). */
export function condition(c: Counter): Condition {
  if (c.counter <= OUT_AT) return 'out';
  return c.counter <= woundedAt(c.rt) ? 'wounded' : 'fit';
}

/** The counter after `damage` points (never below 0) and what it means. */
export function afterDamage(c: Counter, damage: number): { rt: number; before: number; after: number; was: Condition; now: Condition } {
  const after = Math.max(OUT_AT, c.counter - Math.max(0, damage));
  return { rt: c.rt, before: c.counter, after, was: condition(c), now: condition({ rt: c.rt, counter: after }) };
}

/** The outcome code of damage on a counter: out, newly wounded, hit (no change of condition) or no damage. */
export function damageOutcome(c: Counter, damage: number): 'out' | 'wounded' | 'hit' | 'no-damage' {
  if (damage <= 0) return 'no-damage';
  const r = afterDamage(c, damage);
  if (r.now === 'out') return 'out';
  if (r.now === 'wounded' && r.was === 'fit') return 'wounded';
  return 'hit';
}

/** One labelled term of a calculation, in the output language. */
export function term(lang: Lang, key: string, value: number, params: MessageParams = {}): Modifier {
  return { key, label: t(lang, `intervention.term.${key}`, params), value };
}

/**
 * The resolution record of an Intervention calculation: never a roll, never a
 * state change (the calculator needs no game); `dice: false` says so in --json.
 */
export function calculation(
  procedure: string,
  lang: Lang,
  fields: Record<string, unknown>,
  modifiers: Modifier[],
  total: number | null,
  outcome: { code: string; text: string },
  notes: string[] = [],
): Resolution {
  return { procedure, edition: 'fr', game: 'intervention', dice: false, ...fields, rolls: [], modifiers, total, outcome, effects: [], notes };
}
