// The crowd commands on the state: what they write, undo, the players' view,
// French, --json and --odds; and bad input: exit 2, one line, nothing written.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});
async function railton() {
  const g = tempGame();
  games.push(g);
  await g.init('railton-road.yaml', '--seed', 'crowd-commands');
  return g;
}

describe('the crowd commands on the state', () => {
  it('split, then undo, gives the state back; merge names the crowd gone in status', async () => {
    const g = await railton();
    const before = g.readState().game;
    const [rec] = await g.ok('split', 'frontline', '--figures', '10', '--as', 'fl-b');
    expect(rec).toMatchObject({ procedure: 'split', outcome: { code: 'split' }, crowd: 'frontline', into: 'fl-b' });
    expect(g.readState().game.crowds['fl-b']).toMatchObject({ figures: 10, rl: 6 });
    expect([...g.readState().game.crowds['fl-b'].adjacent].sort()).toEqual(['church', 'frontline', 'market']);
    expect((await g.run('undo')).code).toBe(0);
    expect(g.readState().game.crowds).toEqual(before.crowds);
    await g.ok('merge', 'church', 'frontline');
    const s = await g.run('status');
    expect(s.stdout).toContain('merged into frontline');
    expect(s.stdout).toMatch(/frontline\s+│ Front Line youths\s+│ 50/);
    await g.refused(/merged into frontline/, 'rl-roll', 'church');
    expect((await g.run('status', '--player')).stdout).not.toMatch(/│ church/);
    const odds = await g.run('odds', 'rl', '--all');
    expect(odds.code, odds.stderr).toBe(0);
    expect(odds.stdout).not.toMatch(/^│ church/m);
  });

  it('status shows adjacency, the crowds owing a roll and which cloud a crowd is in', async () => {
    const g = await railton();
    await g.ok('gas', 'market');
    await g.ok('owe', 'bikers', '--why', 'dramatic');
    const s = await g.run('status');
    expect(s.stdout).toMatch(/market\s+│.*│ estate, frontline\s+│ in gas-1/);
    expect(s.stdout).toContain('RL rolls owed: market (gassed); bikers (a dramatic change in the situation)');
    await g.ok('leave-gas', 'market');
    expect((await g.run('status')).stdout).not.toContain('in gas-1');
  });

  it("set-rl is shown as the umpire's decision in the log, the summary and the report", async () => {
    const g = await railton();
    await g.ok('set-rl', 'market', '--to', '7', '--reason', 'shops looted nearby');
    const log = await g.run('log');
    expect(log.stdout).toContain("Umpire's decision: 5 Demonstrate → 7 Bombard (shops looted nearby)");
    const fr = await g.run('set-rl', 'estate', '--to', '4', '--reason', 'la pluie', '--lang', 'fr');
    expect(fr.stdout).toContain('Décision du maître de jeu');
  });

  it('the players\' view says the change without the reason', async () => {
    const g = await railton();
    const r = await g.run('set-rl', 'market', '--to', '7', '--reason', 'secret plan', '--player');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Bombard');
    expect(r.stdout).not.toContain('secret plan');
    expect(r.stdout).toMatch(/Market crowd (grows angrier|calms|stays at|is at).*RL (\d → )?7/);
    const owe = await g.run('owe', 'bikers', '--why', 'riot-appear', '--player');
    expect(owe.code, owe.stderr).toBe(0);
    expect(owe.stdout).not.toMatch(/\+2|first time/);
  });

  it('--odds of a jump or a status change: one certain outcome, nothing written', async () => {
    const g = await railton();
    const before = g.snapshot();
    const r = await g.run('jump', '--rl', '3', '--situation', 'surrounded', '--odds', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).outcomes).toEqual([expect.objectContaining({ code: 'rl-jump' })]);
    expect(g.snapshot()).toEqual(before);
  });

  it('a dispersed crowd reforms only by the no-escape jump (U50), and its individuals may rejoin a crowd', async () => {
    const g = await railton();
    await g.ok('set-rl', 'church', '--to', '1', '--reason', 'rain');
    expect(g.readState().game.crowds.church.adjacent).toEqual([]);
    expect(g.readState().game.crowds.frontline.adjacent).toEqual(['market']);
    await g.ok('rejoin', 'church', 'market', '--figures', '5');
    expect(g.readState().game.crowds.market.figures).toBe(30);
    await g.ok('jump', 'church', '--situation', 'no-escape');
    expect(g.readState().game.crowds.church).toMatchObject({ rl: 7, figures: 15 });
  });
});

describe('bad input to the crowd commands: exit 2, one line, nothing written', () => {
  const cases: [RegExp, string[]][] = [
    [/unknown crowd "nobody"/, ['jump', 'nobody', '--situation', 'surrounded']],
    [/no "surrounded" jump at RL 6 .*only at RL 2, 3/, ['jump', 'frontline', '--situation', 'surrounded']],
    [/--situation/, ['jump', 'frontline']],
    [/"cornered" is not one of no-escape, no-sf-in-sight, surrounded/, ['jump', 'frontline', '--situation', 'cornered']],
    [/--reason/, ['set-rl', 'market', '--to', '6']],
    [/--reason/, ['set-rl', 'market', '--to', '6', '--reason', '  ']],
    [/--to/, ['set-rl', 'market', '--to', '9', '--reason', 'x']],
    [/already at RL 5/, ['set-rl', 'market', '--to', '5', '--reason', 'x']],
    [/unknown crowd "constructor"/, ['set-rl', 'constructor', '--to', '5', '--reason', 'x']],
    [/itself/, ['adjacent', 'market', 'market']],
    [/already adjacent/, ['adjacent', 'market', 'estate']],
    [/not adjacent/, ['adjacent', 'market', 'bikers', '--apart']],
    [/unknown crowd "__proto__"/, ['adjacent', 'market', '__proto__']],
    [/--why/, ['owe', 'market']],
    [/has 25 figures: a split takes 1 to 24, not 26/, ['split', 'market', '--figures', '26', '--as', 'm2']],
    [/has 25 figures/, ['split', 'market', '--figures', '0', '--as', 'm2']],
    [/already a crowd "estate"/, ['split', 'market', '--figures', '5', '--as', 'estate']],
    [/not an id/, ['split', 'market', '--figures', '5', '--as', '__proto__']],
    [/not an id/, ['split', 'market', '--figures', '5', '--as', 'a\u0007b']],
    [/--figures N --as ID/, ['split', 'market', '--figures', '5']],
    [/itself/, ['merge', 'market', 'market']],
    [/unknown crowd "nobody"/, ['merge', 'market', 'nobody']],
    [/has not dispersed/, ['rejoin', 'market', 'estate']],
    [/in no gas cloud/, ['leave-gas', 'market']],
    [/no gas cloud "gas-9"/, ['leave-gas', 'market', 'gas-9']],
    [/name a crowd of the state/, ['owe', '--why', 'charge']],
  ];
  it.each(cases)('%s', async (pattern, argv) => {
    const g = await railton();
    await g.refused(pattern, ...argv);
  });

  it('merging with a dispersed crowd is refused (its individuals rejoin instead)', async () => {
    const g = await railton();
    await g.ok('set-rl', 'church', '--to', '1', '--reason', 'x');
    await g.refused(/dispersed \(RL 1\): its individuals rejoin/, 'merge', 'church', 'frontline');
    await g.refused(/dispersed/, 'merge', 'frontline', 'church');
    await g.refused(/never reforms/, 'set-rl', 'church', '--to', '3', '--reason', 'x');
    await g.refused(/dispersed/, 'adjacent', 'church', 'market');
  });
});
