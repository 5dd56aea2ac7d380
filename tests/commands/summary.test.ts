import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire summary', () => {
  it('charts each crowd RL turn by turn and checks the dice, in text and JSON', async () => {
    game = tempGame();
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '6,2'); // 5 -> 6 (adjacent dockers +1)
    await game.run('next-turn');
    await game.run('rl-roll', 'students', '--seed', 'summary');
    const s = JSON.parse((await game.run('summary', '--json')).stdout);
    const students = s.rl.find((r: any) => r.crowd === 'students');
    expect(students.byTurn[0]).toBe(6);
    expect(students.byTurn).toHaveLength(2);
    expect(students.byTurn[1]).toBe(game.readState().game.crowds.students.rl);
    const log = game.readLog();
    const rng = log[log.length - 1].record.rolls.filter((d: any) => d.source === 'rng');
    expect(s.dice).toHaveLength(1);
    expect(s.dice[0]).toMatchObject({ die: 'd6', n: rng.length, df: 5 });
    const text = (await game.run('summary')).stdout;
    expect(text).toMatch(new RegExp(`^Tutorial: Town Hall Square: turn 2, ${log.length} log entries`));
    // From the starting RL (5), then each turn's.
    expect(text).toMatch(new RegExp(`^students\\s+▅▆.\\s+5 6 ${students.byTurn[1]}$`, 'm'));
    expect(text).toMatch(new RegExp(`d6: ${rng.length} rolls, chi-square [\\d.]+ with 5 degrees of freedom, p = [\\d.]+`));
  });

  it('speaks French with --lang fr', async () => {
    game = tempGame();
    await game.init();
    const text = (await game.run('summary', '--lang', 'fr')).stdout;
    expect(text).toMatch(/Niveau de réaction par tour/);
    expect(text).toMatch(/aucun tirage du programme/);
  });
});
