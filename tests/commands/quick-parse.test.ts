// A batch reads its lines without commander's machinery (src/commands/quick-parse.ts).
// Whatever it reads must be exactly what commander gives the command's action
// (the same arguments, the same options with the same values in the same
// order), and whatever it does not read must go to commander: checked on every
// documented line of every batch-able command, and on random lines made from
// each command's own options with good, bad and hostile values.
import fc from 'fast-check';
import type { Command } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { NOT_IN_BATCH } from '../../src/commands/batch.js';
import type { Io } from '../../src/commands/common.js';
import { quickParser } from '../../src/commands/quick-parse.js';
import { exampleLines } from '../helpers/examples.js';

const io = (): Io => ({
  stdout: { write: () => true },
  stderr: { write: () => true },
  stdin: process.stdin,
  env: {},
  cwd: process.cwd(),
  argv: [],
});

type Parsed = { name: string; args: unknown[]; opts: [string, unknown][] } | 'refused';

let quick: ReturnType<typeof quickParser>;
let quickProgram: Command;
/** The same program, its actions replaced by one that keeps what commander hands them. */
let commanderProgram: Command;
let captured: Parsed | null = null;

beforeAll(async () => {
  quickProgram = await buildProgram([], io());
  quick = quickParser(quickProgram);
  commanderProgram = await buildProgram([], io());
  for (const c of commanderProgram.commands) {
    c.action((...a: unknown[]) => {
      const opts = a[a.length - 2] as Record<string, unknown>;
      captured = { name: c.name(), args: a.slice(0, -2), opts: Object.entries(opts) };
    });
  }
});

async function byCommander(words: string[]): Promise<Parsed> {
  captured = null;
  try {
    await commanderProgram.parseAsync(words, { from: 'user' });
  } catch {
    return 'refused';
  }
  return captured ?? 'refused';
}

function byQuick(words: string[]): Parsed | null {
  const q = quick.parse(words);
  return q && { name: q.cmd.name(), args: q.args, opts: Object.entries(q.opts) };
}

const batchable = (name: string) => !Object.hasOwn(NOT_IN_BATCH, name);

describe('quickParser', () => {
  it('reads every documented line of every batch-able command as commander does (and reads them itself)', async () => {
    let read = 0;
    for (const [name, lines] of exampleLines()) {
      if (!batchable(name)) continue;
      for (const words of lines) {
        const want = await byCommander(words);
        const got = byQuick(words);
        if (want === 'refused') {
          expect(got, words.join(' ')).toBeNull();
          continue;
        }
        // odds takes unknown options (its procedure's) and a command with subcommands (intervention) is left
        // to commander; every other line is read quickly.
        if (name === 'odds' || (quickProgram.commands.find((c) => c.name() === name)?.commands.length ?? 0) > 0) continue;
        expect(got, words.join(' ')).toEqual(want);
        read++;
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  it('leaves to commander what it does not read: help, --version, --, short and unknown options, missing or extra arguments, refused choices', () => {
    for (const words of [
      ['rl-roll', 'students', '--help'],
      ['rl-roll', 'students', '-h'],
      ['rl-roll', '--mod', '--version'],
      ['rl-roll', '--mod', '-Vx'],
      ['rl-roll', '--', 'students'],
      ['rl-roll', '-x'],
      ['rl-roll', '--nope'],
      ['rl-roll', '--json=1'],
      ['rl-roll', 'a', 'b'],
      ['rl-roll', '--lang', 'de'],
      ['rl-roll', '--roll'],
      ['hydrant'],
      ['nope'],
      ['odds', 'rl-roll', '--rl', '5'],
    ]) {
      expect(quick.parse(words), words.join(' ')).toBeNull();
    }
  });

  it('takes what commander takes as an option value, even words that look like options', async () => {
    for (const words of [
      ['rl-roll', 'students', '--mod', '--rl'],
      ['rl-roll', 'students', '--mod=a=+1', '--mod', 'b=-1'],
      ['burn', '--start', '-3'],
      ['burn', '--start', '--json'],
      ['burn', '--start=', '--json'],
      ['note', 'a', 'b', 'c', '--step', 'other'],
      ['rl-roll', '--state='],
    ]) {
      const want = await byCommander(words);
      const got = byQuick(words);
      if (got !== null) expect(got, words.join(' ')).toEqual(want);
      else expect(want, words.join(' ')).toBe('refused');
    }
    expect(byQuick(['rl-roll', 'students', '--mod', '--rl'])).not.toBeNull();
  });

  it('agrees with commander on 3,000 random lines of every batch-able command', async () => {
    const HOSTILE = ['constructor', '__proto__', 'toString', '\x1b[31mred', '\u0007', '', ' ', 'x'.repeat(300)];
    const ODD = ['--', '-', '-V', '--version', '-Vx', '--help', '-h', '-x', '--nope', '--json=1', '--json=', '-3', '-1.5', '-1e3', 'help'];
    const commands = quickProgram.commands.filter((c) => batchable(c.name()));
    const word = (c: Command) => {
      const longs = c.options.map((o) => o.long!).filter(Boolean);
      const choices = c.options.flatMap((o) => (o as { argChoices?: string[] }).argChoices ?? []);
      const pieces: fc.Arbitrary<string[]>[] = [
        fc.constantFrom('students', 'dockers', 'patrol1', '5', '3,2', ...HOSTILE).map((w) => [w]),
        fc.constantFrom(...ODD).map((w) => [w]),
      ];
      if (longs.length > 0) {
        const value = fc.oneof(fc.constantFrom('5', '3,2', 'x=+1', '-2', ...HOSTILE, ...ODD), choices.length > 0 ? fc.constantFrom(...choices) : fc.constant('1'));
        pieces.push(
          fc.constantFrom(...longs).map((l) => [l]),
          fc.tuple(fc.constantFrom(...longs), value).map(([l, v]) => [l, v]),
          fc.tuple(fc.constantFrom(...longs), value).map(([l, v]) => [`${l}=${v}`]),
        );
      }
      return fc.oneof(...pieces);
    };
    const line = fc.constantFrom(...commands).chain((c) => fc.array(word(c), { maxLength: 6 }).map((ws) => [c.name(), ...ws.flat()]));
    let read = 0;
    await fc.assert(
      fc.asyncProperty(line, async (words) => {
        const got = byQuick(words);
        if (got === null) return;
        read++;
        expect(got, JSON.stringify(words)).toEqual(await byCommander(words));
      }),
      { seed: 21, numRuns: 3000 },
    );
    // Not a test of nothing: a good share of the random lines are read quickly.
    expect(read).toBeGreaterThan(300);
  });
});
