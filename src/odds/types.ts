// The shapes of composed odds (src/odds/composers.ts), apart so that the
// GameSystem interface can name a composer without importing the registry.
import type { Dice, Resolution } from '../rules/types.js';
import type { Distribution, Fraction } from './enumerate.js';

/** Expected value and chance of at least one, for a count in the resolution. */
export interface Stat {
  key: string;
  expected: Fraction;
  /** Null for a count that can be negative. */
  atLeastOne: Fraction | null;
}

/** A composed distribution: each outcome key's chance and a resolution that shows it. */
export interface Composed {
  dist: Distribution;
  reps: Map<string, Resolution>;
  stats: Stat[];
  /** Steps composed (firers and casualty rolls, or bouts). */
  steps: number;
  /** Where one outcome reads differently with the dice (which figures were killed): each text's chance, by outcome key. */
  variants?: Map<string, { text: string; f: Fraction }[]>;
}

/**
 * Composes a procedure's odds from its facts, a sample resolution (dice all
 * 1s) and its rule; null when these facts are better enumerated.
 */
export type Composer = (facts: unknown, sample: Resolution, resolve: (f: unknown, dice: Dice) => Resolution) => Composed | null;
