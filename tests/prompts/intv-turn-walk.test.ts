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
      'chef', 'intv-move', '15', '', [], // alpha (6): the chef runs its first half; it does not leave the table (the hostage mission counts it)
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

describe('turn: an observer is offered observation while an enemy is hidden or detected (l.259, U110)', () => {
  it('a3 on observation detects, then locates, the hidden p2 out of the order of activation; then it is offered no more', async () => {
    const g = tempGame();
    try {
      await g.init('intervention-liberation-otage.yaml');
      for (const l of ['intv-orders a3 observe', 'intv-phase movement']) expect((await g.run(...l.split(' '))).code).toBe(0);
      const offered: string[][] = [];
      const answers: unknown[] = [
        'a3', 'intv-observe', 'p2', [], '70', // detected (a hidden enemy within 10 x Det cm, l.259)
        'a3', 'intv-observe', 'p2', [], '70', // located (one already detected)
        'a3', '-stop', // a3 is offered observation no more: nobody left to find
        '-stop',
      ];
      const { scriptedPrompter } = await import('../../src/prompts/prompter.js');
      const inner = scriptedPrompter(answers);
      const s = scriptedSession(g.dir, answers, { prompter: { ...inner, select: (m, ch) => (offered.push(ch.map((c) => c.value)), inner.select(m, ch)) } });
      const code = await s.session.run('turn');
      expect(code, s.err() + s.out()).toBe(0);
      expect(answers).toEqual([]);
      expect(g.readLog().slice(3).map((e: any) => e.argv.join(' '))).toEqual(['intv-observe a3 --at p2 --distance 70', 'intv-observe a3 --at p2 --distance 70']);
      expect(g.readState().game.fighters.p2.sighting).toBe('located');
      // What a3 may do: observation first, while p2 is unlocated; then not.
      const acts = offered.filter((ch) => ch.includes('-stop') && !ch.includes('-next'));
      expect(acts[0]).toContain('intv-observe');
      expect(acts.at(-1)).not.toContain('intv-observe');
    } finally {
      g.cleanup();
    }
  });
});

describe('turn: a move asked within what the order leaves (l.217-268)', () => {
  it('refuses more centimetres than the allowance at the prompt, never after the questions', async () => {
    const g = tempGame();
    try {
      await g.init('intervention-liberation-otage.yaml');
      for (const l of ['intv-orders chef progress', 'intv-phase movement', 'intv-activate bravo --pass', 'intv-activate garde --pass', 'intv-activate patrouille --pass']) expect((await g.run(...l.split(' '))).code).toBe(0);
      const s = scriptedSession(g.dir, ['chef', 'intv-move', '20', [], '-stop']);
      const said = await s.said('turn');
      expect(said).toMatch(/"20" refused for "De combien de cm se déplace chef[^"]*au plus 15[^"]*": au plus 15 dans cette partie, à présent/);
      expect(g.readLog()).toHaveLength(6);
    } finally {
      g.cleanup();
    }
  });
});
