// A command without declared facts whose second argument is one of a few
// codes (Intervention's `intv-orders <fighters> <order>`), typed alone: the
// guide asks the fighter from the state, then the order from its choices,
// and the line reaches a logged resolution (it used to stop at "missing order").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('intervention-liberation-otage.yaml');
});
afterAll(() => game?.cleanup());

describe('intv-orders typed alone', () => {
  it('asks the fighter, then the order among its codes, and logs the order', async () => {
    const s = scriptedSession(game.dir, ['chef', 'aimed', []]);
    const code = await s.session.run('intv-orders');
    expect(code, s.err() + s.out()).toBe(0);
    // The order asked by its help text, never its English name; no dice (Intervention rolls none, U177).
    expect(s.asked[1]).toBe('L’ordre');
    expect(s.asked.join(' ')).not.toMatch(/Dice/);
    expect(game.readLog().at(-1).argv).toEqual(['intv-orders', 'chef', 'aimed']);
    expect(game.readState().game.fighters.chef.order).toBe('aimed');
  });
});
