// Every game and pack umpire knows: the one file that names them all. Importing
// it registers them with the engine (src/engine/registry.ts); src/cli.ts (the
// composition root), src/commands/index.ts and the tests' setup import it.
// Adding a game or a pack: one line here and its own folder (docs/packs.md).
import { registerSystems } from '../engine/registry.js';
import type { GameSystem } from '../engine/system.js';
import { civilDisorder } from './civil-disorder/index.js';
import { guerillaUrbaineGame } from './guerilla-urbaine/game.js';
import { guerillaUrbainePack } from './guerilla-urbaine/pack.js';
import { intervention } from './intervention/index.js';
import { riot } from './riot/index.js';
import { swatAssaultPack } from './swat-assault/pack.js';
import { riotOpinion } from './riot-opinion/index.js';

/** Games first, then packs. */
export const SYSTEMS: readonly GameSystem[] = [civilDisorder, guerillaUrbaineGame, intervention, riot, guerillaUrbainePack, swatAssaultPack, riotOpinion];

/** The game of a scenario that names none, and of a state written before games had names. */
export const DEFAULT_GAME = civilDisorder.id;

registerSystems(SYSTEMS, DEFAULT_GAME);
