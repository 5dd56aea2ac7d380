// Catalogue français. Même clés que en.ts ; les codes ne se traduisent pas.
// (Complété par l'issue Émeutes : chaque clé anglaise doit avoir sa traduction.)
import type { en } from './en.js';

export const fr: Partial<Record<keyof typeof en, string>> = {
  // --- common ---
  // --- errors ---
  // --- rl-roll ---
  'flame.die': 'flammes, figurine {n}',
  // --- melee ---
  // --- fire ---
  // --- sniper ---
  // --- negotiate ---
  // --- overreact ---
  // --- loot ---
  // --- damage ---
  // --- burn ---
  // --- triage ---
  // --- weapons ---
  // --- status ---
  // --- repl ---
  // --- log ---
  // --- odds ---
};
