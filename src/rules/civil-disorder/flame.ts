// The flame hazard of a petrol bomb, shared by every procedure that rolls "as
// if under petrol bomb attack" (petrol bombs, SF entering burning buildings,
// firefighters at 3 or more fires: R11).
// Civil Disorder, Non-Lethal Weapons: Petrol Bombs, "Roll for anyone in the
// area, score 1 or 2 to be wounded, 1 if in fireproof kit". Émeutes, Cocktail
// molotov: "blessés sur 1 ou 2, seulement 1 si vêtements ignifugés".
import { t } from '../../i18n/index.js';
import type { Dice, Lang } from '../types.js';

export const FLAME_WOUNDED_AT_OR_UNDER = { unprotected: 2, fireproof: 1 } as const;

/** Rolls 1d6 for each figure in the flames; returns how many are wounded. */
export function rollFlameHazard(
  figures: number,
  fireproof: boolean,
  dice: Dice,
  lang: Lang,
  table: { unprotected: number; fireproof: number } = FLAME_WOUNDED_AT_OR_UNDER,
): { wounded: number; woundedOn: number } {
  const woundedOn = table[fireproof ? 'fireproof' : 'unprotected'];
  let wounded = 0;
  for (let i = 0; i < figures; i++) {
    if (dice.roll('d6', t(lang, 'flame.die', { n: i + 1 })) <= woundedOn) wounded += 1;
  }
  return { wounded, woundedOn };
}
