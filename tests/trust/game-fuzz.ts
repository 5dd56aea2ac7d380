// The property every game's bad-input fuzzer checks: random command lines on
// a game each exit 0, or 2 with one line and nothing written; the game that
// results rebuilds from its log to the same state. (tests/trust/riot-game-fuzz.test.ts
// tests/trust/intv-game-fuzz.test.ts and tests/trust/gu-game-fuzz.test.ts use it.)
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runCli, type tempGame } from '../helpers/cli.js';

/** Runs `runs` lines from `line` on `game`; fails on an exit 1, a stack trace, a refusal that wrote or said more than one line, or a rebuild that differs. */
export async function fuzzGameLines(game: ReturnType<typeof tempGame>, line: fc.Arbitrary<string[]>, seed: number, runs: number): Promise<void> {
  let ok = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(line, async (argv) => {
      const before = game.snapshot();
      const r = await runCli(argv, { cwd: game.dir });
      const where = `${JSON.stringify(argv)} -> exit ${r.code}\n${r.stderr}`;
      expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      expect([0, 2], where).toContain(r.code);
      if (r.code === 2) {
        refused += 1;
        expect(r.stderr.split('\n').filter(Boolean), where).toHaveLength(1);
        expect(game.snapshot(), where).toEqual(before);
      } else ok += 1;
    }),
    { seed, numRuns: runs, endOnFailure: true },
  );
  expect(ok).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
  const state = JSON.parse(readFileSync(game.state, 'utf8')).game;
  const rb = await game.run('rebuild');
  expect(rb.code, rb.stderr).toBe(0);
  expect(JSON.parse(readFileSync(game.state, 'utf8')).game).toEqual(state);
}
