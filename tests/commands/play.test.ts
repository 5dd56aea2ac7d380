import { afterEach, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { main } from '../../src/cli.js';
import { tempGame } from '../helpers/cli.js';
import { comparable, scriptedSession } from '../helpers/session.js';

const games: ReturnType<typeof tempGame>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});
function newGame() {
  const g = tempGame();
  games.push(g);
  return g;
}

/** Runs `umpire <argv>` in-process with the given lines piped on stdin. */
async function piped(dir: string, argv: string[], lines: string[]) {
  let stdout = '';
  let stderr = '';
  const stdin = new PassThrough();
  stdin.end(lines.map((l) => `${l}\n`).join(''));
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined },
    cwd: dir,
    argv,
  });
  return { code, stdout, stderr };
}

describe('the REPL on a pipe (umpire with no arguments, umpire play)', () => {
  it('reads commands line by line, logs each as typed, and goes on after an error', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir, [], ['rl-roll frontline --riot-charging --roll 3,2', 'rl-roll nosuch', '# a comment', '', `note --step moves "vans to 'the market'"`]);
    expect(r.stderr).toContain('unknown crowd "nosuch"');
    // The failed line did not stop the session; the script learns of it by the exit code.
    expect(r.code).toBe(2);
    const log = g.readLog();
    expect(log.map((e: any) => e.argv)).toEqual([
      ['init', expect.any(String)],
      ['rl-roll', 'frontline', '--riot-charging', '--roll', '3,2'],
      ['note', '--step', 'moves', "vans to 'the market'"],
    ]);
    expect(log[2].record).toMatchObject({ procedure: 'note', step: 'moves', rolls: [], effects: [] });
  });

  it('umpire play --state works on that state file, and exit ends the session', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir + '/..', ['play', '--state', g.state], ['next-turn', 'exit', 'next-turn']);
    expect(r.code).toBe(0);
    expect(g.readState().game.turn).toBe(2);
  });

  it('umpire play --lang fr speaks French in the commands too (an English game), --lang given to each command that takes it', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir, ['play', '--lang', 'fr'], ['rl-roll frontline --roll 3,2', 'rl-roll market --roll 3,2 --lang en']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Jet de facteur de réaction');
    expect(r.stdout).toContain('Response Level roll');
    expect(g.readLog().map((e: any) => e.argv).filter(Boolean).slice(-2)).toEqual([
      ['rl-roll', 'frontline', '--roll', '3,2', '--lang', 'fr'],
      ['rl-roll', 'market', '--roll', '3,2', '--lang', 'en'],
    ]);
  });

  it('umpire with only the session\'s options (--state, --lang, --player) opens the same session as umpire play with them', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir + '/..', ['--state', g.state, '--lang', 'fr', '--player'], ['next-turn', 'exit']);
    expect(r.code, r.stderr).toBe(0);
    expect(g.readState().game.turn).toBe(2);
    // Anything else is still a command line: an unknown option is refused.
    const bad = await piped(g.dir, ['--lang', 'fr', '--nosuch'], []);
    expect(bad.code).toBe(2);
  });

  it('a procedure lacking its facts fails naming the option instead of prompting (stdin not a terminal)', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir, ['play'], ['rl-roll', 'status']);
    expect(r.stderr).toContain('(give <crowd> or --rl N)');
    expect(r.stdout).toContain('Railton Road');
    expect(r.code).toBe(2);
  });

  it('the players\' view toggle hides the RL implications and the looter mark', async () => {
    const g = newGame();
    await g.init('railton-road.yaml');
    const r = await piped(g.dir, [], ['player on', 'rl-roll market --roll 4,1', 'status', 'player off', 'status']);
    const [playerPart, umpirePart] = r.stdout.split("Players' view off");
    expect(playerPart).toContain('Market crowd stays at RL 5');
    expect(playerPart).not.toMatch(/Demonstrate|Harangues|Gang by the arcade \*/);
    expect(umpirePart).toContain('Gang by the arcade *');
    // The log is the umpire's: the view changes the print only.
    expect(g.readLog()[1].argv).toEqual(['rl-roll', 'market', '--roll', '4,1']);
  });
});

describe('a whole turn of Railton Road in the REPL, no option typed by hand', () => {
  it('leaves the same log as the same choices typed on the shell', async () => {
    const repl = newGame();
    await repl.init('railton-road.yaml');
    const s = scriptedSession(repl.dir, [
      'SPG holds Acre Lane; shield vans to the market', // 1. intentions
      ['--riot-charging'], 'enter', '3', '2', // 2. frontline: riot police charging, physical dice
      [], 'roll', //                          market: the program rolls
      '', [], 'skip', //                      church (RL 4: the chart's situation offered, none): skipped
      [], 'roll', //                          estate
      ['--outnumbered'], 'roll', //           bikers
      [], 'roll', //                          shoplifters
      'Snatch squad forward 6 inches', //     3. moves
      'rl-roll', 'bikers', ['--police-charging'], 'roll', // 4. a resolution picked from the list
      '', //                                  done with resolutions
      '', //                                  5. no player action
      'Market crowd calmer; bikers restless', // 6. assessment
      'yes', //                               next-turn
    ]);
    // Every crowd, owing a roll or not (U54: by default only those owing one).
    const code = await s.session.run('turn --all-crowds');
    expect(code, s.err()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(s.out()).toContain('2. Crowd movement');

    const shell = newGame();
    await shell.init('railton-road.yaml');
    const typed: string[][] = [
      ['note', '--step', 'intentions', 'SPG holds Acre Lane; shield vans to the market'],
      ['rl-roll', 'frontline', '--riot-charging', '--roll', '3,2'],
      ['rl-roll', 'market'],
      ['rl-roll', 'estate'],
      ['rl-roll', 'bikers', '--outnumbered'],
      ['rl-roll', 'shoplifters'],
      ['note', '--step', 'moves', 'Snatch squad forward 6 inches'],
      ['rl-roll', 'bikers', '--police-charging'],
      ['note', '--step', 'assessment', 'Market crowd calmer; bikers restless'],
      ['next-turn'],
    ];
    for (const argv of typed) {
      const r = await shell.run(...argv);
      expect(r.code, r.stderr).toBe(0);
    }
    const a = comparable(repl.readLog());
    const b = comparable(shell.readLog());
    // init records the scenario's path, the same file on both sides.
    expect(a.length).toBeGreaterThanOrEqual(typed.length + 1);
    expect(a).toEqual(b);
    expect(repl.readState().game).toEqual(shell.readState().game);
  });
});
