// `umpire turn` on a game of Intervention walks the turn in the text's order
// (l.296-340): the orders, then each sequence with the units acting by
// decreasing initiative (l.51-53, U110): a unit passing, a fighter of the
// unit due moving through the procedure's own questions. The log is the one
// the same commands typed one by one leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('intervention-liberation-otage.yaml');
});
afterAll(() => game?.cleanup());

describe('turn on a game of Intervention', () => {
  it('walks the orders, then the movement by initiative: bravo, garde and patrouille pass, alpha moves', async () => {
    const s = scriptedSession(game.dir, [
      'orders', 'chef', 'run', // an order through intv-orders' questions
      '-next', // the movement sequence begins
      '-pass bravo', '-pass garde', '-pass patrouille', // initiative 9, 8, 7: nothing to do
      'chef', 'intv-move', '15', [], // alpha (6): the chef runs its first half
      '-next', // the fire sequence begins
      '-stop',
    ]);
    const code = await s.session.run('turn');
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().slice(1).map((e: any) => e.argv.join(' '))).toEqual([
      'intv-orders chef run',
      'intv-phase movement',
      'intv-activate bravo --pass',
      'intv-activate garde --pass',
      'intv-activate patrouille --pass',
      'intv-move chef --cm 15',
      'intv-phase fire',
    ]);
    expect(s.asked.join('\n')).toMatch(/Séquence de déplacement\u00a0; à agir\u00a0: bravo\. Qui agit\u00a0\?/);
    expect(game.readState().game.round).toEqual({ phase: 'fire', acting: null, unitsActed: [] });
  });
});
