// Sectors (issue 35): a scenario's `umpires:` names each umpire's crowds,
// units and buildings; a named umpire's procedure on another's subject is
// refused in one line unless --cross (the entry then says `cross`); the
// control (no name) and a scenario without `umpires:` have no sectors. On
// both stores.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { gameOn, STORES } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const WITH_SECTORS = `${readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')}
umpires:
  - name: amy
    crowds: [students]
  - name: bob
    crowds: [dockers]
`;

describe.each(STORES)('sectors (%s store)', (kind) => {
  it("refuses a named umpire another's subject in one line, nothing written; --cross resolves it and the entry says so", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(WITH_SECTORS);
    expect(game.readState().game.sectors).toEqual({ amy: ['students'], bob: ['dockers'] });
    await game.refused(/dockers is in bob's sector, not amy's: add --cross/, 'rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy');
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy', '--cross')).code).toBe(0);
    expect((await game.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    // The control, unnamed, resolves anything; a crowd in no sector is anyone's.
    expect((await game.run('rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
    expect((await game.run('rl-roll', 'looters', '--roll', '3,3', '--umpire', 'bob')).code).toBe(0);
    const log = game.readLog().slice(1);
    expect(log.map((e) => [e.by, e.cross])).toEqual([['amy', true], ['amy', undefined], ['bob', undefined], [undefined, undefined], ['bob', undefined]]);
    expect((await game.run('verify')).code).toBe(0);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
  });

  it('a scenario without umpires: has no sectors', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    expect(game.readState().game).not.toHaveProperty('sectors');
    expect((await game.run('rl-roll', 'dockers', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
  });
});

describe('sectors in a scenario', () => {
  it('an unknown id, an id in two sectors or a bad name is refused with the file, line and field', async () => {
    game = tempGame();
    const bad = (umpires: string) => `${readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8')}\numpires:\n${umpires}`;
    for (const [text, pattern] of [
      ['  - name: amy\n    crowds: [nobody]\n', /umpires\[0\]\.crowds\[0\]: "nobody" is no crowd, unit or building/],
      ['  - name: amy\n    crowds: [students]\n  - name: bob\n    crowds: [students]\n', /umpires\[1\]\.crowds\[0\]: "students" is already in amy's sector/],
      ['  - name: amy smith\n', /umpires\[0\]\.name: an umpire name is 1-32/],
    ] as [string, RegExp][]) {
      const file = join(game.dir, 'bad.yaml');
      writeFileSync(file, bad(text));
      const out = await game.run('init', file, '--force');
      expect(out.code).toBe(2);
      expect(out.stderr).toMatch(pattern);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
