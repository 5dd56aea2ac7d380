// The swat-assault pack's procedures typed alone in a riot
// (scenarios/railton-road-swat.yaml), walked through the guided questions to a
// logged resolution: "Which building?" (only those held by armed men), the
// armed unit going in, the crowds around; "Which assault?", the pairs of
// enemies standing that fire and fight; the end's crowds, fires and damage.
// No dice are asked: Intervention rolls none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('railton-road-swat.yaml');
});
afterAll(() => game?.cleanup());

// [command line typed, the answers in order, the command line it logs]
const WALK: [string, unknown[], string[]][] = [
  ['assault-start', ['bank', 'armed', ['market', 'estate']], ['assault-start', 'bank', '--unit', 'armed', '--crowd', 'market,estate']],
  ['assault-turn', ['assault-1', ['armed-1:gunman', 'gunman:armed-1'], ['armed-2:driver']], ['assault-turn', 'assault-1', '--fire', 'armed-1:gunman,gunman:armed-1', '--melee', 'armed-2:driver']],
  ['assault-end', ['assault-1', [], '1', ''], ['assault-end', 'assault-1', '--fires', '1']],
];

describe('a SWAT assault typed alone reaches a resolution through the questions', () => {
  it.each(WALK)('%s', async (line, answers, logged) => {
    const s = scriptedSession(game.dir, [...answers]);
    const code = await s.session.run(line);
    expect(code, s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(game.readLog().at(-1).argv).toEqual(logged);
    expect(s.asked[0]).toBe(line === 'assault-start' ? 'Which building?' : 'Which assault?');
    expect(s.asked.join(' ')).not.toMatch(/[Dd]ice/);
  });

  it('offers no assault once it is over', async () => {
    const s = scriptedSession(game.dir, []);
    expect(await s.session.run('assault-turn')).toBe(2);
    expect(s.err()).toContain('assault-turn: no assault under way can act now');
  });
});
