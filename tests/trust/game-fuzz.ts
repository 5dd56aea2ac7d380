// The property every game's bad-input fuzzer checks: random command lines on
// a game each exit 0, or 2 with one line and nothing written; the game that
// results rebuilds from its log to the same state. (tests/trust/riot-game-fuzz.test.ts
// tests/trust/intv-game-fuzz.test.ts and tests/trust/gu-game-fuzz.test.ts use it.)
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runCli, type tempGame } from '../helpers/cli.js';

/**
 * The nastiest values a word of a command line can take, every fuzzer's
 * dictionary shares them: built-in property names, control characters, ANSI
 * and OSC escapes, bidirectional overrides and isolates, huge sizes, and the
 * numbers JavaScript reads oddly (NaN, -0, 1e309 = Infinity).
 */
export const NASTY = [
  'constructor', '__proto__', 'toString', 'prototype', 'hasOwnProperty', 'valueOf', 'isPrototypeOf',
  '\x00', '\x07', '\b', '\r', '\x7f', '\u0085', 'a\nb',
  '\x1b[2J', '\x1b[31mred', '\x1b]0;title\x07', '\x1b]52;c;aGk=\x07', '\x1b]8;;http://x\x1b\\link',
  '\u202eevil', '\u2066x\u2069', '\u200f', '\u061c',
  // Blank ids, alone and in a list (issue 34: `gu-phase --bubble " "` was accepted).
  ' ', '\t', 'a,,b', 'a, ',
  'x'.repeat(300), 'x'.repeat(100000), '9'.repeat(400),
  'NaN', '-0', '1e309', '-1e309', 'Infinity', '0x10', '1_000', '٣',
] as const;

/** Raw terminal controls in text for a terminal (NO_COLOR: not even colours): every one should have been made visible. */
export const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Runs `runs` lines from `line` on `game`; fails on an exit 1, a stack trace, a refusal that wrote or said more
 * than one line, or a rebuild that differs; and when no line changed the game (its `game`, not only the log's
 * counters): the rebuild would then compare the game it started from, whatever the commands do.
 */
export async function fuzzGameLines(game: ReturnType<typeof tempGame>, line: fc.Arbitrary<string[]>, seed: number, runs: number): Promise<void> {
  let ok = 0;
  let refused = 0;
  /** Lines accepted that changed the game itself. */
  let changed = 0;
  const gameOf = (): string => JSON.stringify(JSON.parse(readFileSync(game.state, 'utf8')).game);
  await fc.assert(
    fc.asyncProperty(line, async (argv) => {
      const before = game.snapshot();
      const r = await runCli(argv, { cwd: game.dir });
      const where = `${JSON.stringify(argv)} -> exit ${r.code}\n${r.stderr}`;
      expect(r.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      expect([0, 2], where).toContain(r.code);
      // No escape reaches the terminal raw (JSON output escapes its own).
      expect(r.stderr.replace(/\r?\n/g, ''), where).not.toMatch(RAW_CONTROL);
      if (!argv.includes('--json')) expect(r.stdout.replace(/\r?\n|\t/g, ''), where).not.toMatch(RAW_CONTROL);
      if (r.code === 2) {
        refused += 1;
        expect(r.stderr.split('\n').filter(Boolean), where).toHaveLength(1);
        expect(game.snapshot(), where).toEqual(before);
      } else {
        ok += 1;
        if (gameOf() !== JSON.stringify(JSON.parse(before.state!).game)) changed += 1;
      }
    }),
    { seed, numRuns: runs, endOnFailure: true },
  );
  expect(ok).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
  expect(changed, 'lines that changed the game').toBeGreaterThan(0);
  const state = JSON.parse(readFileSync(game.state, 'utf8')).game;
  const rb = await game.run('rebuild');
  expect(rb.code, rb.stderr).toBe(0);
  expect(JSON.parse(readFileSync(game.state, 'utf8')).game).toEqual(state);
}
