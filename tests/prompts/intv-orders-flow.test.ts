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

describe('a target asked for a fighter (intv-melee, intv-fire typed with the fighter only)', () => {
  it('offers the other side\'s fighters still in the game, never the fighter itself nor its own side', async () => {
    // In the movement sequence: in the orders sequence a melee is refused before any question.
    expect((await game.run('intv-phase', 'movement')).code).toBe(0);
    for (const [line, own] of [['intv-melee chef', 'a2'], ['intv-fire chef', 'a3'], ['intv-melee g1', 'g2']] as const) {
      const self = line.split(' ')[1];
      const s = scriptedSession(game.dir, [self]);
      const said = await s.said(line);
      expect(said, line).toMatch(/is not a choice of ".*\(--at\)"/);
      const offered = /\(([^()]*)\)\s*$/.exec(said.split('\n').find((l) => l.includes('is not a choice'))!)?.[1].split(', ') ?? [];
      expect(offered.length, line).toBeGreaterThan(0);
      expect(offered, line).not.toContain(self);
      expect(offered, line).not.toContain(own);
    }
  });
});
