// `--odds` on the compound procedures and `umpire odds burn --turns N`:
// exact odds, nothing rolled, written or logged; bad input exits 2.
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

const pairs = (rec: any) => Object.fromEntries(rec.outcomes.map((o: any) => [o.winner ? `${o.code}|${o.winner}` : o.code, o.probability]));

describe('odds of compound procedures', () => {
  it('fire --odds: two pistols, a miss 4/9 and at least one dead 11/36 (composed, as fractions in --json)', async () => {
    const r = await runCli(['fire', '--weapon', 'pistol', '--range', 'close', '--firers', '2', '--odds', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.method).toBe('composed');
    expect(pairs(rec)).toEqual({ miss: '4/9', hit: '5/9' });
    expect(rec.stats.find((s: any) => s.key === 'casualties.dead')).toMatchObject({ atLeastOne: '11/36', atLeastOnePercent: 30.6 });
  });

  it('fire --odds in the terminal: a table with percentages to one decimal, bars and the counts', async () => {
    const r = await runCli(['fire', '--weapon', 'pistol', '--range', 'close', '--firers', '2', '--odds']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/44\.4%/);
    expect(r.stdout).toMatch(/█/);
    expect(r.stdout).toMatch(/Dead .*30\.6%/);
  });

  it('umpire odds melee: four rioters in turn (R6) computed whole', async () => {
    const r = await runCli(['odds', 'melee', '--type', 'firefighters', '--rioters', '4', '--intent', 'beat', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.method).toBe('composed');
    expect(rec.outcomes.reduce((s: number, o: any) => s + o.percent, 0)).toBeCloseTo(100, 0);
  });
});

describe('umpire odds burn --turns N', () => {
  it('stateless: one fire spreads on turn 2 with a chance of 1/36', async () => {
    const r = await runCli(['odds', 'burn', '--fires', '1', '--value', '6', '--neighbours', '2', '--turns', '2', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.turns.map((t: any) => t.spread)).toEqual(['0', '1/36']);
  });

  it('on the state: reads the building, writes nothing', async () => {
    const game = tempGame();
    try {
      await game.init();
      expect((await game.run('burn', 'townhall', '--start')).code).toBe(0);
      const before = game.snapshot();
      const r = await game.run('odds', 'burn', 'townhall', '--turns', '3');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Town hall/);
      expect(r.stdout).toMatch(/1 fire, value 80, 1 neighbour\)/);
      expect(game.snapshot()).toEqual(before);
      const j = await game.run('odds', 'burn', 'townhall', '--turns', '3', '--json');
      expect(jsonLines(j.stdout)[0]).toMatchObject({ building: 'townhall', start: { fires: 1, value: 80, neighbours: 1 } });
    } finally {
      game.cleanup();
    }
  });

  it.each([
    [['--fires', '1', '--turns', '0'], /--turns/],
    [['--fires', '1', '--turns', '51'], /--turns/],
    [['--turns', '3'], /--fires/],
    [['--fires', '1', '--turns', '3', '--bogus'], /--bogus/],
    [['--fires', '0', '--turns', '3'], /not burning/],
    [['--fires', '1', '--value', '1000', '--turns', '50'], /too many/],
  ])('odds burn %j exits 2 and says what is wrong', async (args, msg) => {
    const r = await runCli(['odds', 'burn', ...(args as string[])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg as RegExp);
  });

  it('refuses --fires with a building of the state (the state knows)', async () => {
    const game = tempGame();
    try {
      await game.init();
      const r = await game.run('odds', 'burn', 'townhall', '--turns', '2', '--fires', '3');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--fires/);
    } finally {
      game.cleanup();
    }
  });
});
