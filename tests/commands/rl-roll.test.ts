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

// Issue 31, finding 9: the consequences the rules make automatic are said with the roll that brings them.
describe('umpire rl-roll says what the rules make automatic (issue 31, finding 9)', () => {
  let g: ReturnType<typeof tempGame>;
  afterEach(() => g?.cleanup());
  const notes = async (...argv: string[]) => ((await g.ok('rl-roll', ...argv))[0].notes as string[]).join('\n');

  it('RL 6 Hassle: the unit the crowd closes with owes its first-abuse test (EN l.149, l.326)', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    // market 5, +6 rolls up to 6 (the adjacent frontline at 6 is higher: +1).
    expect(await notes('market', '--roll', '6')).toMatch(/RL 6 Hassle: .*umpire trigger <unit> first-abuse/);
  });

  it('a normal crowd reaching RL 7 sheds its looters, 1d6 or the scenario\'s (EN l.177)', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    expect(await notes('frontline', '--mod', 'charge=+3', '--roll', '6')).toMatch(/Looting is possible: 1d6 members of frontline break off .*umpire loot frontline <building>/);
    // The estate's scenario gives it 4 looters.
    await g.ok('set-rl', 'estate', '--to', '6', '--reason', 'test');
    expect(await notes('estate', '--mod', 'charge=+3', '--roll', '6')).toMatch(/Looting is possible: 4 members of estate/);
    // Already at a looting level: nothing more breaks off.
    expect(await notes('bikers', '--mod', 'charge=+3', '--roll', '6')).not.toMatch(/members of bikers break off/);
  });

  it('a looter crowd gets the looters\' text, not only the ordinary one (EN l.167-169)', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    expect(await notes('shoplifters', '--roll', '3')).toMatch(/A looter crowd: .*always moves away from the SF/);
  });

  it('a crowd shot at by firearms will not move closer to the sound of gunfire (EN l.129), in French too (fr l.167)', async () => {
    g = tempGame();
    await g.init('railton-road.yaml');
    await g.ok('fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'maximum', '--roll', '1');
    expect(await notes('market', '--roll', '3')).toMatch(/will not move closer to the sound of gunfire/);
    expect(await notes('church', '--roll', '3')).not.toMatch(/gunfire/);
    g.cleanup();
    g = tempGame();
    await g.init('emeute-place-du-marche.yaml');
    await g.ok('fire', 'lyceens', '--unit', 'gign', '--weapon', 'rifle', '--range', 'maximum', '--roll', '1');
    expect(await notes('lyceens', '--roll', '3')).toMatch(/elle ne s’approche pas plus des forces de l’ordre/);
  });
});
