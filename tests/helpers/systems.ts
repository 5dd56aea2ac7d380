// Test setup (vitest setupFiles): registers every game and pack with the
// engine, as src/cli.ts does for the program, and loads them all (a command
// loads only those its game plays: src/engine/registry.ts loadSystems), so a
// test that imports an engine module alone (the store, the scenario reader)
// finds them.
import '../../src/games/index.js';
import { loadAllSystems } from '../../src/engine/registry.js';

await loadAllSystems();
