// The RL State Chart's levels (Civil Disorder, "RL State Chart"; Émeutes,
// "Facteur de réaction (FR)"): 1 to 8, their stable codes and their names.
// Apart from the RL roll (rl-roll.ts) so that the chart's jumps (crowd.ts)
// and the roll read it without importing each other.
import { keyOf, t } from '../../i18n/index.js';
import type { Lang } from '../types.js';

export const RL_MIN = 1;
export const RL_MAX = 8;

/** Stable codes of the eight RL states (RL State Chart). */
export const RL_STATE_CODES = {
  1: 'disperse',
  2: 'run-away',
  3: 'move-along',
  4: 'paused',
  5: 'demonstrate',
  6: 'hassle',
  7: 'bombard',
  8: 'attack',
} as const;

export type RlLevel = keyof typeof RL_STATE_CODES;

/** The name of an RL state in `lang` (`rl.state.<rl>` in the catalogue). */
export function rlStateName(lang: Lang, rl: number): string {
  return t(lang, keyOf('rl.state.', rl));
}
