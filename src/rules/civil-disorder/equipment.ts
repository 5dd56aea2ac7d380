// Equipment numbers that the state needs from the start of a game.
import type { Edition } from '../types.js';

// R10: Civil Disorder, Fires and Firefighting, "enough onboard water for 2 turns
// of fire fighting"; Émeutes, "assez d'eau pour 4 tours". Each edition its own.
export const ENGINE_WATER_TURNS: Record<Edition, number> = { en: 2, fr: 4 };
