// Issue 40 (1): the walk's resume point is read from the steps taken; what
// `next-turn` wrote (its advance and every bookkeeping entry: looters
// leaving, a scratch patched up, a fire, a mission checked) is no step, in
// every game whose walk reads the log (Civil Disorder and its packs).
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { bookkeepingSeqs, stepsTaken } from '../../src/engine/steps.js';
import { stepUnderWay, turnStands } from '../../src/rules/civil-disorder/sequence.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});

/** Railton Road with the bikers looting the pub in turn 1, then next-turn: the looters leave (turn 2's bookkeeping). */
async function lootedTurn() {
  const g = tempGame();
  games.push(g);
  await g.init('railton-road.yaml');
  for (const line of [['loot', 'bikers', 'pub'], ['next-turn']]) {
    const r = await g.run(...line);
    expect(r.code, r.stderr).toBe(0);
  }
  return g;
}

describe('the steps a turn has taken', () => {
  it("a next-turn's bookkeeping entry is no step: turn 2 stands at its start, step 1 next", async () => {
    const g = await lootedTurn();
    const log = g.readLog();
    // The looters' entry is in turn 2, a loot resolution written by next-turn.
    const lootTurn2 = log.filter((e: any) => e.turn === 2 && e.record?.procedure === 'loot');
    expect(lootTurn2).toHaveLength(1);
    expect(turnStands(log, 2, new Set(['loot', 'burn', 'triage'])).step).toBe(0);
    expect(turnStands(log, 2).step).toBe(0);
    expect(stepUnderWay(log, 2)).toBe(1);
    expect(stepsTaken(log, 2)).toEqual([]);
    expect([...bookkeepingSeqs(log)]).toEqual(log.filter((e: any) => e.seq >= 3).map((e: any) => e.seq));
  });

  it('a step the umpire took after the bookkeeping counts: a fire started at step 4 of turn 2', async () => {
    const g = await lootedTurn();
    expect((await g.run('burn', 'offlicence', '--start', '2')).code).toBe(0);
    const log = g.readLog();
    expect(turnStands(log, 2, new Set(['loot', 'burn'])).step).toBe(4);
    expect(stepsTaken(log, 2).map((e: any) => e.record.procedure)).toEqual(['burn']);
  });

  it("one rule for every game and pack: whatever a next-turn's entry is (a pack's opinion card, a mission check), it is no step", () => {
    const e = (seq: number, cmd: number, turn: number, procedure: string) => ({ seq, cmd, kind: 'resolution', turn, record: { procedure } });
    const log = [
      { seq: 1, cmd: 1, kind: 'init', turn: 1 },
      e(2, 2, 1, 'rl-roll'),
      e(3, 3, 1, 'next-turn'),
      e(4, 3, 2, 'riot-opinion'),
      e(5, 3, 1, 'intv-mission'),
      e(6, 3, 2, 'burn'),
      e(7, 7, 2, 'melee'),
    ];
    expect([...bookkeepingSeqs(log)]).toEqual([3, 4, 5, 6]);
    expect(stepsTaken(log, 1).map((x) => x.seq)).toEqual([2]);
    expect(stepsTaken(log, 2).map((x) => x.seq)).toEqual([7]);
    // Undone, a step is no longer taken.
    expect(stepsTaken([...log, { seq: 8, cmd: 8, kind: 'undo', turn: 2, undoes: [7] }], 2)).toEqual([]);
  });
});
