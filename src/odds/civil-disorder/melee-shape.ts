// The shape of a melee for its odds (sfMod, crowdMod, intent, the lone side),
// read off one resolution: shared by the melee and line-fight composers.
import type { Intent, MeleeSide } from '../../rules/civil-disorder/melee.js';
import type { Resolution } from '../../rules/types.js';

/** The facts of a melee composition, read off one resolution of the same facts. */
export interface MeleeShape {
  sfMod: number;
  crowdMod: number;
  intent: Intent;
  lone: MeleeSide;
  opponents: number;
}

/** sfMod, crowdMod, the lone side and its opponents, from a (non-refused) melee resolution. */
export function meleeShape(r: Resolution): MeleeShape {
  const sum = (side: string) => r.modifiers.filter((m) => m.key.startsWith(`${side}.`)).reduce((s, m) => s + m.value, 0);
  const out = r.outnumbered as { side: MeleeSide; opponents: number } | null;
  return { sfMod: sum('sf'), crowdMod: sum('crowd'), intent: r.intent as Intent, lone: out?.side ?? 'sf', opponents: out?.opponents ?? 1 };
}
