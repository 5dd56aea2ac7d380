// Equipment numbers that the state needs from the start of a game.
import type { Edition } from '../types.js';

// R10: Civil Disorder, Fires and Firefighting, "enough onboard water for 2 turns
// of fire fighting"; Émeutes, "assez d'eau pour 4 tours". Each edition its own.
export const ENGINE_WATER_TURNS: Record<Edition, number> = { en: 2, fr: 4 };

/** Firefighting (Civil Disorder, Fire; R10, R11): the fire engine and its crew. */
export const FIREFIGHTING = {
  // "A fire engine can extinguish 1d6 fires a turn"; Émeutes "1D6 feux par tours".
  extinguishDie: 'd6',
  // "It takes 4 fire-fighters to man the fire hose"; Émeutes "nécessite 4 hommes".
  hoseCrew: 4,
  // R11: "immune to fires 1 or 2 strong"; at 3 or more, as under petrol bomb attack.
  immuneUpToFires: 2,
  // "Fire-fighters all have fireproof clothing": wounded on 1 only (R11).
  fireproof: true,
  // "need to connect to a fire hydrant (takes one turn)" (R10).
  hydrantConnectTurns: 1,
  // Water: turns of firefighting on board, per edition (R10).
  waterTurns: ENGINE_WATER_TURNS,
} as const;
