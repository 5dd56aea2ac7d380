import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function play(answers: unknown[], line: string) {
  const s = scriptedSession(game.dir, answers);
  const code = await s.session.run(line);
  return { code, s };
}

describe('the guided flow from each procedure\'s facts (typed alone in a game)', () => {
  it('fire asks the crowd, the weapon, the range band, the firers, then the dice: no dead end', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['frontline', 'rifle', 'close', '2', 'enter', '1,1'], 'fire');
    expect(code, s.err()).toBe(0);
    expect(s.asked.map((q) => q.split(':')[0])).toEqual(['crowd', 'weapon', 'range', 'firers', 'Dice', 'Dice values, in the order the output lists them (e.g. 4,6)']);
    expect(game.readLog().at(-1).argv).toEqual(['fire', 'frontline', '--weapon', 'rifle', '--range', 'close', '--firers', '2', '--roll', '1,1']);
  });

  it('negotiate asks the crowd, then --by from the characters (each question once)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['market', 'liaison', '', [], 'enter', '6'], 'negotiate');
    expect(code, s.err()).toBe(0);
    expect(s.asked.filter((q) => q.startsWith('Dice')).length).toBe(2);
    expect(game.readLog().at(-1).argv).toEqual(['negotiate', 'market', '--by', 'liaison', '--roll', '6']);
  });

  it('triage typed alone in a game asks the casualty awaiting triage, never a stateless lookup', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play([], 'triage');
    expect(code).toBe(2);
    expect(s.err()).toContain('triage: no casualty can act now');
    expect(game.readLog()).toHaveLength(1);
  });

  it('rl-roll shows what the state knows ticked and asks the rest', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const { code, s } = await play(['market', ['--outnumbered'], 'enter', '4,2'], 'rl-roll');
    expect(code, s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['rl-roll', 'market', '--outnumbered', '--roll', '4,2']);
  });
});
