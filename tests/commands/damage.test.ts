import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire damage', () => {
  it('answers a stateless lookup: 1d6 per 10 figures', async () => {
    const r = await runCli(['damage', '--rl', '8', '--figures', '25', '--value', '10', '--roll', '6,5', '--json']);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'wrecked' }, damage: { dice: 2, points: 11, before: 10, after: 0 } });
  });

  it('refuses RL 7 with SF in sight, and RL 5, with the reason', async () => {
    let r = await runCli(['damage', '--rl', '7', '--figures', '25', '--value', '10', '--sf-in-sight']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/only with no SF in sight/);
    r = await runCli(['damage', '--rl', '5', '--figures', '25', '--value', '10']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/does no property damage/);
  });

  it('takes the damage off the building in the state, down to a wreck, which may then catch fire', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // The bikers (RL 7, 20 figures): 2d6 on the parked cars (value 20).
    let r = await game.run('damage', 'bikers', 'cars', '--roll', '6,6', '--json');
    expect(r.code).toBe(0);
    expect(game.readState().game.buildings.cars.value).toBe(8);
    r = await game.run('damage', 'bikers', 'cars', '--roll', '5,4');
    expect(game.readState().game.buildings.cars.value).toBe(0);
    // Now a total wreck: a 6 sets it on fire.
    r = await game.run('damage', 'bikers', 'cars', '--roll', '6', '--json');
    expect(jsonLines(r.stdout)[0].outcome.code).toBe('wreck-fire');
    expect(game.readState().game.buildings.cars.fires).toBe(1);
  });

  it('at RL 6 rolls the 6 first, with only part of the crowd if the umpire says so', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    let r = await game.run('damage', 'frontline', 'pub', '--roll', '5', '--json');
    expect(jsonLines(r.stdout)[0].outcome.code).toBe('no-damage');
    r = await game.run('damage', 'frontline', 'pub', '--figures', '10', '--roll', '6,3', '--json');
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'damaged' }, damage: { dice: 1, points: 3 } });
    expect(game.readState().game.buildings.pub.value).toBe(47);
  });

  it('refuses bad input with exit 2 and changes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    for (const [args, msg] of [
      [['damage', 'bikers', 'nowhere'], /unknown building "nowhere"/],
      [['damage', 'church', 'pub'], /RL 4 .* does no property damage/],
      [['damage', 'bikers', 'pub', '--sf-in-sight'], /no SF in sight/],
      [['damage', 'bikers', 'pub', '--figures', '99'], /--figures: 99 is outside 1..20/],
    ] as const) {
      const before = game.snapshot();
      const r = await game.run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(game.snapshot()).toEqual(before);
    }
  });
});
