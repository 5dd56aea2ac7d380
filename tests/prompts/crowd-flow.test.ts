// The crowd commands typed alone in a game: the guided flow from their facts
// asks the crowds that can act and the values they need, nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { questionOf, scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function play(answers: unknown[], line: string) {
  const s = scriptedSession(game.dir, answers);
  const code = await s.session.run(line);
  return { code, s };
}

describe('the crowd commands, guided', () => {
  it('set-rl asks the crowd, the new RL (not the one it is at) and the reason', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['market', '7', 'the pubs emptied'], 'set-rl');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map(questionOf)).toEqual(['Which crowd?', '--to', '--reason']);
    expect(game.readLog().at(-1).argv).toEqual(['set-rl', 'market', '--to', '7', '--reason', 'the pubs emptied']);
  });

  it('jump offers only the crowds the chart has a jump for, and only their situations', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('set-rl', 'church', '--to', '3', '--reason', 'x')).code).toBe(0);
    const { code, s } = await play(['church', 'surrounded'], 'jump');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['jump', 'church', '--situation', 'surrounded']);
    expect(game.readState().game.crowds.church.rl).toBe(5);
  });

  it('merge asks the crowd that joins, then the crowd it joins (not the same)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['church', 'frontline'], 'merge');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['merge', 'church', 'frontline']);
  });

  it('owe asks the crowd and why', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['bikers', 'riot-appear'], 'owe');
    expect(code, s.err()).toBe(0);
    expect(game.readState().game.crowds.bikers.owes).toEqual({ 'riot-appear': 1 });
  });
});

describe('turn at the table offers the chart\'s jump where the roll lands', () => {
  it('rolls only the crowd owing a roll; it lands on RL 3 and the umpire says it is surrounded: RL 5', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('owe', 'church', '--why', 'threaten')).code).toBe(0);
    const { code, s } = await play(['', [] /* none of the others anyway */, '', ['--outnumbered'], 'enter', '1', '2' /* RL 3's movement, asked once the RL is known */, 'surrounded', '', '', '' /* step 5: no player action */, '', 'no'], 'turn');
    expect(code, s.err()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    const argv = game.readLog().slice(2).map((e: any) => e.argv.join(' '));
    expect(argv).toEqual(['rl-roll church --outnumbered --roll 1,2', 'jump church --situation surrounded']);
    expect(game.readState().game.crowds.church.rl).toBe(5);
  });
});

describe('turn at the table asks which other crowds to roll anyway (no option to remember mid-turn)', () => {
  it('lists the crowds owing no roll in one checklist; the ticked one is rolled, the others are not', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['', ['market'], [], 'enter', '4', '1', '', '', '' /* step 5 */, '', 'no'], 'turn');
    expect(code, s.err()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(s.out()).not.toMatch(/no RL roll owed/);
    const argv = game.readLog().slice(1).map((e: any) => e.argv.join(' '));
    expect(argv).toEqual(['rl-roll market --roll 4,1']);
  });
});

describe("turn at the table, step 5: a player's negotiation is resolved, not only recorded", () => {
  it('negotiate as the action runs the negotiation with the character filled in (R7, U66)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const answers = ['', [], '', '' /* step 4: none */, 'liaison', 'negotiate', 'market', '+1', [], 'enter', '5', '' /* step 5: done */, '', 'no'];
    const { code, s } = await play(answers, 'turn');
    expect(code, `${s.err()} ${JSON.stringify(s.asked.map(questionOf))}`).toBe(0);
    const last = game.readLog().filter((e: { argv?: string[] }) => e.argv?.[0] === 'negotiate');
    expect(last).toHaveLength(1);
    expect(last[0].argv.slice(0, 4)).toEqual(['negotiate', 'market', '--by', 'liaison']);
    expect(game.readLog().some((e: { argv?: string[] }) => e.argv?.[0] === 'act')).toBe(false);
    // The negotiation was the character's action of the turn.
    expect(game.readState().game.characters.liaison.acted).toMatchObject({ turn: 1, n: 1, actions: ['negotiate'] });
  });

  it("another action's words are one argument, as typed", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['', [], '', '', 'liaison', 'radio', 'calls for "support"', '', '', 'no'], 'turn');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['act', 'liaison', 'radio', 'calls for "support"']);
  });
});
