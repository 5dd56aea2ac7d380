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

// Railton Road with two umpires' sectors: crowds, units and buildings.
const RAILTON_SECTORS = `${readFileSync(join(SCENARIOS, 'railton-road.yaml'), 'utf8')}
umpires:
  - name: amy
    crowds: [market, church]
    units: [van1, foot1, spg]
    buildings: [pub]
  - name: bob
    crowds: [frontline, estate, bikers]
    units: [van2, panda1, armed]
    buildings: [offlicence]
`;

describe.each(STORES)('sectors beyond the subject: what a command names or changes (U236; %s store)', (kind) => {
  it("refuses a bookkeeping command naming or changing another's crowd, unit or building in one line, nothing written; --cross does it, logged as such", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(RAILTON_SECTORS);
    // The second crowd of a merge (it changes it), the crowds of a gas cloud, the firing unit named by an option.
    await game.refused(/^umpire: frontline is in bob's sector, not amy's: add --cross/, 'merge', 'market', 'frontline', '--umpire', 'amy');
    await game.refused(/^umpire: frontline is in bob's sector/, 'gas', 'market', 'frontline', '--unit', 'van1', '--umpire', 'amy');
    await game.refused(/^umpire: armed is in bob's sector/, 'fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,3', '--umpire', 'amy');
    await game.refused(/^umpire: van1 is in amy's sector, not bob's/, 'gas', 'frontline', '--unit', 'van1', '--umpire', 'bob');
    // Own subjects, free text that happens to be an id, the control: no sector in the way.
    expect((await game.run('set-rl', 'church', '--to', '5', '--reason', 'frontline', '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('gas', 'frontline', '--unit', 'van2', '--umpire', 'bob')).code).toBe(0);
    expect((await game.run('merge', 'church', 'market')).code).toBe(0);
    const crossed = await game.run('merge', 'estate', 'market', '--umpire', 'bob', '--cross');
    expect(crossed.code, crossed.stderr).toBe(0);
    const log = game.readLog().slice(1);
    expect(log.map((e) => [e.record.procedure, e.by, e.cross])).toEqual([
      ['set-rl', 'amy', undefined],
      ['gas', 'bob', undefined],
      ['merge', undefined, undefined],
      ['merge', 'bob', true],
    ]);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('an Intervention order for another umpire\'s fighters is refused, as any command on a subject', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init(`${readFileSync(join(SCENARIOS, 'intervention-liberation-otage.yaml'), 'utf8')}\numpires:\n  - name: amy\n    units: [chef, a2]\n  - name: bob\n    units: [a3, sniper]\n`);
    await game.refused(/^umpire: a3 est dans le secteur de bob/, 'intv-orders', 'a2,a3', 'run', '--umpire', 'amy');
    // Not named but changed: the unit bravo's order goes to its fighter, the sniper (bob's).
    await game.refused(/^umpire: sniper est dans le secteur de bob/, 'intv-orders', 'bravo', 'observe', '--umpire', 'amy');
    expect((await game.run('intv-orders', 'a2,a3', 'run', '--umpire', 'amy', '--cross')).code).toBe(0);
    expect(game.readLog().at(-1)).toMatchObject({ by: 'amy', cross: true });
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
