// Every game and pack umpire knows: the one file that names them all. Importing
// it registers their entries with the engine (src/engine/registry.ts): each
// entry is its id, name and commands; the system itself (scenario section,
// state slice, messages, hooks) loads only when a game plays it or one of its
// commands runs, so a command's start costs the same however many systems
// exist (tests/engine/lazy-systems.test.ts). src/cli.ts (the composition
// root), src/commands/index.ts and the tests' setup import it.
// Adding a game or a pack: one line here and its own folder with an
// entry.ts (docs/packs.md).
import { registerSystems, type SystemEntry } from '../engine/registry.js';
import { civilDisorderEntry } from './civil-disorder/entry.js';
import { guerillaUrbaineGameEntry } from './guerilla-urbaine/game-entry.js';
import { guerillaUrbainePackEntry } from './guerilla-urbaine/pack-entry.js';
import { interventionEntry } from './intervention/entry.js';
import { riotEntry } from './riot/entry.js';
import { swatAssaultEntry } from './swat-assault/entry.js';
import { riotOpinionEntry } from './riot-opinion/entry.js';

/** Games first, then packs. */
export const SYSTEMS: readonly SystemEntry[] = [civilDisorderEntry, guerillaUrbaineGameEntry, interventionEntry, riotEntry, guerillaUrbainePackEntry, swatAssaultEntry, riotOpinionEntry];

/** The game of a scenario that names none, and of a state written before games had names. */
export const DEFAULT_GAME = civilDisorderEntry.id;

registerSystems(SYSTEMS, DEFAULT_GAME);
