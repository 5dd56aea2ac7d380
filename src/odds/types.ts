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
  /** The least and the most it comes to over every roll (missiles' hits 3 to 9 where no one is wounded: one outcome, the count varying). */
  min?: number;
  max?: number;
}

/** The least and the most value seen of each count. */
export class Spans {
  private readonly m = new Map<string, { min: number; max: number }>();
  see(key: string, v: number): void {
    const s = this.m.get(key);
    if (!s) this.m.set(key, { min: v, max: v });
    else if (v < s.min) s.min = v;
    else if (v > s.max) s.max = v;
  }
  of(key: string): { min?: number; max?: number } {
    return this.m.get(key) ?? {};
  }
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
