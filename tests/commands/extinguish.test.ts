import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const FR = `title: Incendie
edition: fr
crowds:
  - {id: foule, figures: 20, rl: 5}
buildings:
  - {id: entrepot, value: 50}
hydrants:
  - {id: borne, near: entrepot}
engines:
  - {id: fourgon}
`;

describe('umpire extinguish and umpire hydrant', () => {
  it('answers a stateless lookup', async () => {
    const r = await runCli(['extinguish', '--fires', '2', '--roll', '4', '--json']);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'extinguished' }, water: { before: 2, after: 1 } });
    const fr = await runCli(['extinguish', '--fires', '2', '--edition', 'fr', '--roll', '1', '--json']);
    expect(jsonLines(fr.stdout)[0]).toMatchObject({ water: { before: 4, after: 3 } });
    const dry = await runCli(['extinguish', '--fires', '2', '--water', '0']);
    expect(dry.code).toBe(2);
    expect(dry.stderr).toMatch(/no water left/);
  });

  it('in fr an engine has water for 4 turns, then must connect to a hydrant (one turn)', async () => {
    game = tempGame();
    await game.init(FR);
    expect(game.readState().game.engines.fourgon.water).toBe(4);
    for (let turn = 1; turn <= 4; turn++) {
      await game.run('burn', 'entrepot', '--start');
      const r = await game.run('extinguish', 'fourgon', 'entrepot', '--roll', '1');
      expect(r.code, r.stderr).toBe(0);
      // Put out: nothing burns at the start of the next turn, so it needs no dice.
      expect((await game.run('next-turn')).code).toBe(0);
    }
    expect(game.readState().game.engines.fourgon.water).toBe(0);
    await game.run('burn', 'entrepot', '--start');
    const before = game.snapshot();
    const dry = await game.run('extinguish', 'fourgon', 'entrepot');
    expect(dry.code).toBe(2);
    expect(dry.stderr).toMatch(/n’a plus d’eau/);
    expect(game.snapshot()).toEqual(before);
    const h = await game.run('hydrant', 'fourgon', 'borne');
    expect(h.code).toBe(0);
    expect(h.stdout).toMatch(/près de entrepot/);
    expect((await game.run('next-turn', '--roll', '6,6')).code).toBe(0);
    const r = await game.run('extinguish', 'fourgon', 'entrepot', '--roll', '2', '--json');
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'extinguished' }, water: null });
    const d = await game.run('hydrant', 'fourgon', '--disconnect', '--json');
    expect(jsonLines(d.stdout)[0].outcome.code).toBe('disconnected');
    expect(game.readState().game.engines.fourgon.hydrant).toBeUndefined();
  });

  it('refuses bad input with exit 2 and changes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    for (const [args, msg] of [
      [['extinguish', 'pump9', 'pub'], /unknown fire engine "pump9"/],
      [['extinguish', 'pump1', 'nowhere'], /unknown building "nowhere"/],
      [['extinguish', 'pump1', 'pub'], /not burning/],
      [['extinguish', 'pump1'], /name the burning building/],
      [['hydrant', 'pump1'], /name the hydrant/],
      [['hydrant', 'pump1', '--disconnect'], /not connected/],
      [['hydrant', 'pump1', 'nowhere'], /unknown hydrant "nowhere"/],
    ] as const) {
      await game.refused(msg, ...args);
    }
  });

  it('shows the water of both editions and the hose crew in --help', async () => {
    const r = await runCli(['extinguish', '--help']);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/4 crew at the hose puts out 1d6 fires a turn; water for 2 turns \(en\) \/ 4 \(fr\)/);
  });
});
