// Test setup (vitest setupFiles): registers every game and pack with the
// engine, as src/cli.ts does for the program, so a test that imports an
// engine module alone (the store, the scenario reader) finds them.
import '../../src/games/index.js';
