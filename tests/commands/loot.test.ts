import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const FR = `title: Émeute
edition: fr
crowds:
  - {id: casseurs, figures: 6, rl: 8, looter: true}
  - {id: calmes, figures: 20, rl: 6}
buildings:
  - {id: boutique, value: 8, loot: 4}
`;

describe('umpire loot', () => {
  it('answers a stateless lookup: looters break off, break-in damage, nothing written', async () => {
    const r = await runCli(['loot', '--rl', '7', '--value', '20', '--roll', '5,2', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ procedure: 'loot', outcome: { code: 'breaking-in' }, looters: 5, damage: { points: 2, before: 20, after: 18 }, logged: null });
    expect(rec.effects).toEqual([]);
  });

  it('refuses a stateless lookup below RL 7 with exit 2', async () => {
    const r = await runCli(['loot', '--rl', '6', '--value', '20']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/loot refused: looting needs RL 7/);
  });

  it('uses the scenario\'s fixed looters and takes them off the crowd for good', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.run('rl-roll', 'estate', '--riot-withdrawing', '--roll', '6');
    await game.run('rl-roll', 'estate', '--riot-withdrawing', '--roll', '6');
    expect(game.readState().game.crowds.estate.rl).toBe(7);
    const r = await game.run('loot', 'estate', 'jeweller', '--roll', '4', '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ looters: 4, rolls: [{ label: 'break-in damage', value: 4 }] });
    const s = game.readState().game;
    expect(s.crowds.estate).toMatchObject({ figures: 26, looters: 0 });
    expect(s.buildings.jeweller).toMatchObject({ value: 66, loot: 35, looting: { crowd: 'estate', since: 1, looters: 4, carried: 0, capacity: 4, pickup: null } });
    // The same crowd cannot loot a second place while it is looting, and a building already being looted is refused.
    const busy = await game.run('loot', 'estate', 'bank');
    expect(busy.code).toBe(2);
    expect(busy.stderr).toMatch(/already looting jeweller/);
    const taken = await game.run('loot', 'bikers', 'jeweller');
    expect(taken.code).toBe(2);
    expect(taken.stderr).toMatch(/already being looted by estate/);
    // Next turn the 4 looters take 4 units and leave; the crowd's looters have broken off for good (U31).
    expect((await game.run('next-turn', '--roll', '2')).code).toBe(0);
    expect(game.readState().game.buildings.jeweller).toMatchObject({ loot: 31 });
    const again = await game.run('loot', 'estate', 'bank', '--looters', '3');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/no looters left/);
  });

  it('refuses --pickup when the scenario does not use the pickup rule (said in the game\'s French)', async () => {
    game = tempGame();
    await game.init(FR);
    const before = game.snapshot();
    const r = await game.run('loot', 'casseurs', 'boutique', '--pickup', 'car');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--pickup\u00a0: ce scénario n’utilise pas .*options: \{ pickup: true \}/);
    expect((await game.run('loot', 'casseurs', 'boutique', '--pickup', 'car', '--lang', 'en')).stderr).toMatch(/--pickup: .*options: \{ pickup: true \}/);
    expect(game.snapshot()).toEqual(before);
  });

  it('in fr a looter crowd loots and leaves at 2D6 cm, in French', async () => {
    game = tempGame();
    await game.init(FR);
    const a = await game.run('loot', 'casseurs', 'boutique', '--roll', '3');
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/Les pilleurs partent à 2d6 cm par tour/);
    const n = await game.run('next-turn', '--roll', '2,5', '--json');
    expect(n.code).toBe(0);
    const [, looting] = jsonLines(n.stdout);
    expect(looting).toMatchObject({ outcome: { code: 'looters-leave' }, taken: 4, movement: { dice: '2d6', unit: 'cm', value: 7 } });
    expect(game.readState().game.buildings.boutique).toMatchObject({ loot: 0, looted: true, value: 5 });
    expect(n.stdout).toMatch(/le butin étant un fardeau\u00a0: 7 cm/);
    // A normal crowd at RL 6 may not loot.
    const r = await game.run('loot', 'calmes', 'boutique');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/R12/);
  });

  it('refuses bad input with exit 2 and one line', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    for (const [args, msg] of [
      [['loot', 'nobody', 'pub'], /unknown crowd "nobody"/],
      [['loot', 'bikers'], /name the building to loot/],
      [['loot', 'bikers', 'pub', '--pickup', 'lorry'], /lorry/],
      [['loot', 'bikers', 'pub', '--rl', '7'], /--rl: the state knows this/],
      [['loot', 'bikers', 'chapel'], /nothing to loot/],
    ] as const) {
      await game.refused(msg, ...args);
    }
  });

  it('shows the looters\' pace in both units in --help', async () => {
    const r = await runCli(['loot', '--help']);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/1d6" \(en\) \/ 2d6 cm \(fr\)/);
    expect(text).toMatch(/a car carries 5, a van 10/);
  });
});
