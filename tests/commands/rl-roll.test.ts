import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire rl-roll', () => {
  it('answers a stateless lookup without any state file', async () => {
    const r = await runCli(['rl-roll', '--rl', '5', '--tear-gas', '--roll', '6', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({
      procedure: 'rl-roll',
      rolls: [{ die: 'd6', value: 6, source: 'entered' }],
      modifiers: [{ label: 'In effective tear gas cloud', value: -2 }],
      total: 4,
      outcome: { code: 'rl-same' },
      rl: { before: 5, after: 5 },
      turn: null,
      logged: null,
    });
  });

  it('applies what the state knows, labelled, and logs the resolution', async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('rl-roll', 'students', '--riot-charging', '--roll', '3,2', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    // students (RL 5) are adjacent to dockers (RL 6): +1.
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['adjacent-higher', 1],
      ['riot-charging', -2],
    ]);
    expect(rec.total).toBe(2);
    expect(rec.logged).toBe(2);
    const log = game.readLog();
    expect(log).toHaveLength(2);
    expect(log[1].record.outcome.code).toBe('rl-same');
    expect(log[1].record.rolls.map((d: any) => d.source)).toEqual(['entered', 'entered']);
  });

  it('refuses a dispersed crowd with exit 2 and writes nothing', async () => {
    game = tempGame();
    await game.init(`title: t\ncrowds:\n  - {id: gone, figures: 20, rl: 1}\n`);
    const before = game.snapshot();
    const r = await game.run('rl-roll', 'gone', '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/never reforms/);
    expect(jsonLines(r.stdout)[0].outcome.code).toBe('refused');
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    [['--roll', '7'], /die no. 1 is 7, not possible on a d6/],
    [['--roll', '3,4,5'], /3 values given, but this resolution used 2/],
    [['--roll', 'x'], /value 1 "x" is not a whole number/],
    [['--roll', ''], /no dice values/],
  ])('refuses --roll %j with a clear message', async (args, msg) => {
    const r = await runCli(['rl-roll', '--rl', '5', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a missing die when one is needed', async () => {
    const r = await runCli(['rl-roll', '--rl', '5', '--roll', '']);
    expect(r.code).toBe(2);
  });

  it.each([
    [['--rl', '9'], /--rl: 9 is outside 1..8/],
    [['--rl', 'x'], /--rl: "x" is not a whole number/],
    [[], /give <crowd> or --rl N/],
    [['--rl', '5', '--arrests', '-1'], /--arrests: -1 is outside/],
    [['--rl', '5', '--mod', 'oops'], /--mod: "oops"/],
    [['--rl', '5', '--damp', '--soaked'], /damp or soaked/],
    [['--rl', '5', '--nonsense'], /unknown option '--nonsense'/],
  ])('refuses bad options %j with exit 2', async (args, msg) => {
    const r = await runCli(['rl-roll', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });

  it('names an unknown crowd and the known ones, writing nothing', async () => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const r = await game.run('rl-roll', 'nobody');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown crowd "nobody" \(known: students, dockers, looters\)/);
    expect(game.snapshot()).toEqual(before);
  });

  it('lists every modifier with its value in --help', async () => {
    const r = await runCli(['rl-roll', '--help']);
    expect(r.code).toBe(0);
    for (const line of ['--tear-gas', '(-2)', '--cs-gas', '(-3)', '--police-withdrawing', '(+1)', '--arrests <n>', '(-1 each)']) {
      expect(r.stdout).toContain(line);
    }
  });
});
