// Issue 40 (1, 5): a turn whose `next-turn` logged bookkeeping (looters
// leaving, EN l.177) is walked from step 1, its owed RL rolls asked at step 2;
// and the bookkeeping's own dice are asked at the walk's end as every
// procedure's are: the program rolls them, or the umpire enters them by name.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** Railton Road, turn 1 on the shell: the bikers break into the pub, the armed unit fires over frontline's heads (it owes a roll). */
async function turnOne(): Promise<void> {
  game = tempGame();
  await game.init('railton-road.yaml');
  for (const l of [['loot', 'bikers', 'pub'], ['fire', 'frontline', '--unit', 'armed', '--over-heads', '--weapon', 'rifle']]) {
    const r = await game.run(...l);
    expect(r.code, r.stderr).toBe(0);
  }
}

describe('turn after a next-turn with bookkeeping', () => {
  it('walks turn 2 from step 1: the intentions, then the RL roll frontline owes, made', async () => {
    await turnOne();
    expect((await game.run('next-turn')).code).toBe(0);
    // next-turn logged the looters leaving the pub in turn 2.
    expect(game.readLog().filter((e: any) => e.turn === 2 && e.record?.procedure === 'loot')).toHaveLength(1);
    const s = scriptedSession(game.dir, ['keep calm', [], [], 'roll', '', '', '', '', 'no']);
    expect(await s.session.run('turn'), s.err() + s.out()).toBe(0);
    expect(s.out()).not.toContain('resumes');
    expect(s.asked[0]).toBe("The players' intentions for this turn (empty for none)");
    const turn2 = game.readLog().filter((e: any) => e.turn === 2 && e.kind === 'resolution').map((e: any) => e.argv.join(' '));
    expect(turn2).toEqual(['next-turn', 'note --step intentions keep calm', 'rl-roll frontline']);
  });

  it("asks next-turn's dice at the walk's end: looters leaving 1d6, entered by name", async () => {
    await turnOne();
    // Turn 1 resumes at step 4 (the loot and the fire are in the log): no resolution, no action, no assessment, then next-turn.
    const s = scriptedSession(game.dir, ['', '', '', 'yes', 'enter', '4']);
    expect(await s.session.run('turn'), s.err() + s.out()).toBe(0);
    expect(s.out()).toContain("next-turn's bookkeeping rolls (a die may depend on the ones before):\n  looters leaving The George (pub): 1d6\n");
    expect(s.asked.slice(-2)).toEqual(['Dice', 'looters leaving The George (pub): 1d6']);
    const leave = game.readLog().find((e: any) => e.turn === 2 && e.record?.procedure === 'loot');
    expect(leave.argv).toEqual(['next-turn', '--roll', '4']);
    expect(leave.record.rolls).toEqual([expect.objectContaining({ value: 4, source: 'entered', label: 'looters leaving The George (pub)' })]);
    expect(leave.record.movement.value).toBe(4);
  });

  it('next-turn --roll ask typed in a session: two lootings ending together are asked one place at a time, as the table rolls them', async () => {
    await turnOne();
    for (const l of [['set-rl', 'estate', '--to', '7', '--reason', 'the bikers egg them on'], ['loot', 'estate', 'offlicence']]) {
      const r = await game.run(...l);
      expect(r.code, r.stderr).toBe(0);
    }
    const s = scriptedSession(game.dir, ['4', '2']);
    expect(await s.session.run('next-turn --roll ask'), s.err()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(s.asked).toEqual(['looters leaving The George (pub): 1d6', 'looters leaving Off-licence: 1d6']);
    const leaving = game.readLog().filter((e: any) => e.turn === 2 && e.record?.procedure === 'loot');
    expect(leaving.map((e: any) => [e.record.building, e.record.movement.value])).toEqual([['pub', 4], ['offlicence', 2]]);
    expect(leaving[0].argv).toEqual(['next-turn', '--roll', '4,2']);
    expect(s.err()).toContain('→ umpire next-turn --roll 4,2');
  });
});
