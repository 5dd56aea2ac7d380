// Done-when of issue 35: three umpires on one database each play their part
// of railton-road.yaml for three turns at once, from three processes
// (tests/batch/railton-three-umpires.txt: a section per umpire per turn, each
// run as one batch), a crowd crossing from one umpire's streets to another's;
// one undo refused (a later command by another umpire depends on it) and one
// allowed; `export` then `verify` on the exported files passes; `summary`
// shows the resolutions by umpire.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, tempGame } from '../helpers/cli.js';
import { gameOn } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const UMPIRES = ['amy', 'bob', 'carl'];

/** The script's sections: turn -> umpire -> lines. */
function sections(): Map<number, Map<string, string>> {
  const text = readFileSync(join(ROOT, 'tests', 'batch', 'railton-three-umpires.txt'), 'utf8');
  const out = new Map<number, Map<string, string>>();
  for (const part of text.split(/^## /m).slice(1)) {
    const [head, ...body] = part.split('\n');
    const [, turn, name] = head.trim().split(/\s+/);
    if (!out.has(Number(turn))) out.set(Number(turn), new Map());
    out.get(Number(turn))!.set(name, body.join('\n'));
  }
  return out;
}

describe('three umpires, one database', () => {
  it('play three turns of Railton Road at once from three processes; undo refused and allowed; export verifies; summary by umpire', async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init('railton-road.yaml');
    const g = game;
    const turns = sections();
    expect([...turns.keys()]).toEqual([1, 2, 3]);
    for (const [turn, byUmpire] of turns) {
      expect([...byUmpire.keys()].sort()).toEqual(UMPIRES);
      const runs = UMPIRES.map((name) => {
        const file = join(g.dir, `turn${turn}-${name}.txt`);
        writeFileSync(file, byUmpire.get(name)!);
        return g.start('batch', file, '--umpire', name);
      });
      for (const [i, r] of (await Promise.all(runs)).entries()) expect(r.code, `turn ${turn}, ${UMPIRES[i]}: ${r.stderr}`).toBe(0);
      const end = await g.run('next-turn', '--umpire', 'control');
      expect(end.code, end.stderr).toBe(0);
    }
    const log = g.readLog();
    expect(g.readState().game.turn).toBe(4);
    // The market crossed: amy rolled its RL in turn 1, bob from turn 2 on.
    const marketBy = (turn: number) => new Set(log.filter((e) => e.turn === turn && e.record?.procedure === 'rl-roll' && e.record?.crowd === 'market').map((e) => e.by));
    expect(marketBy(1)).toEqual(new Set(['amy']));
    expect(marketBy(2)).toEqual(new Set(['bob']));

    // amy raises the Front Line; bob, at the next table, changes it again: amy's is no longer hers alone to take back.
    expect((await g.run('set-rl', 'frontline', '--to', '8', '--reason', 'the Front Line charges', '--umpire', 'amy')).code).toBe(0);
    expect((await g.run('set-rl', 'frontline', '--to', '7', '--reason', 'the market joins it', '--umpire', 'bob')).code).toBe(0);
    const refused = await g.run('undo', '--umpire', 'amy');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/cannot be undone: bob resolved entry \d+ \(set-rl\) on crowds\.frontline/);
    // carl's last command (turn 3) touched nothing anyone changed since.
    const allowed = await g.run('undo', '--umpire', 'carl');
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(g.readLog().at(-1)).toMatchObject({ kind: 'undo', by: 'carl' });

    const ex = await g.run('export', 'evening.json');
    expect(ex.code, ex.stderr).toBe(0);
    const v = await runCli(['verify', '--state', join(g.dir, 'evening.json')], { cwd: g.dir });
    expect(v.code, v.stdout + v.stderr).toBe(0);
    const s = JSON.parse((await g.run('summary', '--json')).stdout);
    expect(s.umpires.map((u: { umpire: string }) => u.umpire).sort()).toEqual(['amy', 'bob', 'carl', 'control']);
    expect((await g.run('summary')).stdout).toMatch(/Resolutions by umpire \(4\)/);
    expect((await g.run('verify')).code).toBe(0);
  }, 600_000);
});
