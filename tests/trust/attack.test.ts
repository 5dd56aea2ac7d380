// Trust, round two (issue 16): each attack that once broke a promise, replayed.
// Every case here failed before its fix (a stack trace, a bogus resolution
// logged, a file overwritten or a resolution lost) and must pass now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, tempGame } from '../helpers/cli.js';

/** Names every JavaScript object has (Object.prototype's), and the prototype itself. */
const BUILT_INS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'prototype'];

/** Every file in a folder, with its bytes (a refusal must leave them all as they were). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    out[n] = statSync(p).isDirectory() ? '<dir>' : readFileSync(p, 'latin1');
  }
  return out;
}

/** A refusal: exit 2, one line on stderr, no stack trace. */
function expectRefusal(r: { code: number; stderr: string }, what: string): void {
  expect(r.stderr, what).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
  expect(r.code, `${what}\n${r.stderr}`).toBe(2);
  expect(r.stderr.trimEnd().split('\n'), what).toHaveLength(1);
}

describe('attack 2: ids and command names that are built-in property names', () => {
  let game: ReturnType<typeof tempGame>;
  beforeAll(async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
  });
  afterAll(() => game.cleanup());

  const templates = (id: string): string[][] => [
    ['rl-roll', id, '--roll', '3'],
    ['gas', id, '--roll', '3'],
    ['water', id],
    ['melee', 'riot1', id, '--roll', '5,5'],
    ['melee', id, 'students', '--roll', '5,5'],
    ['burn', id, '--roll', '3,3'],
    ['loot', id, 'bank', '--roll', '3'],
    ['loot', 'students', id, '--roll', '3'],
    ['damage', 'students', id, '--roll', '3'],
    ['triage', id, '--roll', '3'],
    ['stretcher', id],
    ['load', id, 'amb1'],
    ['extinguish', id, 'bank', '--roll', '3'],
    ['hydrant', id],
    ['trigger', id, 'first-abuse'],
    ['trigger', 'riot1', id],
    ['overreact', id, '--roll', '3'],
    ['negotiate', id, '--roll', '3'],
    ['fire', id, '--roll', '3'],
    ['sniper', id, '--roll', '3'],
    ['sniper', id, '--swat', 'tsg', '--roll', '3'],
    ['baton-gun', id, '--roll', '3'],
    ['missiles', id, '--roll', '3'],
    ['petrol-bomb', id, '--roll', '3'],
    [id],
    ['odds', id],
    ['odds', 'rl', id],
    ['odds', 'burn', id, '--turns', '2'],
  ];

  it('as crowd, unit, building, casualty ids and as command names: exit 2 with one line, nothing written', async () => {
    const before = snapshot(game.dir);
    let tries = 0;
    for (const id of BUILT_INS) {
      for (const argv of templates(id)) {
        const r = await runCli(argv, { cwd: game.dir });
        expectRefusal(r, `umpire ${argv.join(' ')}`);
        expect(snapshot(game.dir), `umpire ${argv.join(' ')} changed a file`).toEqual(before);
        tries += 1;
      }
    }
    expect(tries).toBe(BUILT_INS.length * templates('x').length);
  });

  it('a batch line naming a built-in as its command is refused, nothing written', async () => {
    const before = snapshot(game.dir);
    for (const id of BUILT_INS) {
      const file = join(game.dir, '..', `batch-${process.pid}.txt`);
      (await import('node:fs')).writeFileSync(file, `${id}\n`);
      const r = await runCli(['batch', file], { cwd: game.dir });
      expectRefusal(r, `batch line ${id}`);
      expect(snapshot(game.dir)).toEqual(before);
    }
  });

  it('a scenario refuses an id that is a built-in property name', async () => {
    for (const id of BUILT_INS.filter((x) => /^[A-Za-z]/.test(x))) {
      const g = tempGame();
      try {
        const file = join(g.dir, 's.yaml');
        (await import('node:fs')).writeFileSync(file, `title: t\ncrowds:\n  - id: ${id}\n    figures: 10\n    rl: 4\n`);
        const r = await runCli(['init', file], { cwd: g.dir });
        expectRefusal(r, `scenario id ${id}`);
        expect(r.stderr).toContain(`crowds[0].id`);
        expect(readdirSync(g.dir)).toEqual(['s.yaml']);
      } finally {
        g.cleanup();
      }
    }
  });
});
