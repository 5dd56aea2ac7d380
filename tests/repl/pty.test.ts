// The REPL in a real pseudo-terminal: `script` (util-linux) runs bin/umpire.js
// on a pty; the test types a line when the screen shows what it waits for.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';
import { plain } from '../prompts/harness.js';

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** A session on a pty: `type` sends keys, `until` resolves when the screen shows a text (after the last match). */
function ptySession(dir: string, args: string) {
  const p = spawn('script', ['-qfec', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} ${args}`, '/dev/null'], {
    cwd: dir,
    env: (() => {
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm', COLUMNS: '200' };
      delete env.UMPIRE_STATE;
      return env;
    })(),
  });
  let screen = '';
  let seen = 0;
  const waiters: { text: string; resolve: () => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      const at = plain(screen).indexOf(w.text, seen);
      if (at >= 0) {
        seen = at + w.text.length;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  p.stdout.on('data', (d) => {
    screen += d.toString();
    check();
  });
  const exited = new Promise<number>((res) => p.on('close', (c) => res(c ?? -1)));
  return {
    until: (text: string) => new Promise<void>((resolve) => {
      waiters.push({ text, resolve });
      check();
    }),
    type: (s: string) => p.stdin.write(s),
    screen: () => plain(screen),
    exited,
  };
}

describe.skipIf(!hasScript)('the REPL in a pseudo-terminal (script)', () => {
  it('shows scenario and turn in the prompt, completes ids with Tab, runs lines, keeps a history file, exits', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = ptySession(game.dir, '');
    await s.until('Railton Road, Saturday night · turn 1]>');
    // A unique completion types the space after it too.
    s.type('rl-roll fro\t');
    await s.until('rl-roll frontline ');
    s.type('--riot-ch\t');
    await s.until('--riot-charging ');
    s.type('--roll 3,2\r');
    await s.until('logged as entry 2');
    s.type('next-turn\r');
    await s.until('turn 2]>');
    s.type('exit\r');
    expect(await s.exited).toBe(0);
    const log = game.readLog();
    expect(log[1].argv).toEqual(['rl-roll', 'frontline', '--riot-charging', '--roll', '3,2']);
    const hist = `${game.dir}/umpire-state.history`;
    expect(existsSync(hist)).toBe(true);
    expect(readFileSync(hist, 'utf8')).toBe('rl-roll frontline --riot-charging --roll 3,2\nnext-turn\nexit\n');
  });

  it("a named umpire's session says whose it is in its prompt and keeps a history of its own (issue 42)", async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = ptySession(game.dir, 'play --umpire amy');
    await s.until('amy [Railton Road, Saturday night · turn 1]>');
    s.type('rl-roll market --roll 3,2\r');
    await s.until('logged as entry 2');
    s.type('exit\r');
    expect(await s.exited).toBe(0);
    expect(readFileSync(`${game.dir}/umpire-state.amy.history`, 'utf8')).toBe('rl-roll market --roll 3,2\nexit\n');
    // The unnamed session's history is not amy's.
    expect(existsSync(`${game.dir}/umpire-state.history`)).toBe(false);
  });

  it("a named umpire's session says their table is done with `done` (issue 42: from the REPL as from the command line)", async () => {
    game = tempGame();
    await game.init('railton-road-tables.yaml');
    const s = ptySession(game.dir, 'play --umpire amy');
    await s.until('amy [');
    s.type('done\r');
    await s.until("amy's table has finished turn 1; still playing: bob, carl");
    s.type('exit\r');
    expect(await s.exited).toBe(0);
    expect(game.readLog().at(-1)).toMatchObject({ by: 'amy', record: { procedure: 'done', waiting: ['bob', 'carl'] } });
  }, 20_000);

  it('two quick Tabs complete once: no literal tab, no text typed twice (issue 15)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = ptySession(game.dir, '');
    await s.until('Railton Road, Saturday night · turn 1]>');
    // Both Tabs in one write, as tmux or a quick hand sends them: Node's readline took the chunk for a paste.
    s.type('rl-roll fro\t\t');
    await s.until('rl-roll frontline ');
    await new Promise((r) => setTimeout(r, 300));
    s.type('\x15rl-roll mar\t\t');
    await s.until('rl-roll market ');
    await new Promise((r) => setTimeout(r, 300));
    s.type('--roll 3,2\r');
    await s.until('logged as entry 2');
    s.type('exit\r');
    expect(await s.exited).toBe(0);
    expect(game.readLog()[1].argv).toEqual(['rl-roll', 'market', '--roll', '3,2']);
  });

  it('a bare procedure in the terminal asks for its facts with arrow keys and logs the completed line', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = ptySession(game.dir, 'play');
    await s.until(']>');
    s.type('rl-roll\r');
    await s.until('shoplifters');
    s.type('\x1b[B\r'); // market
    await s.until('Situational modifiers');
    s.type('\r'); // none ticked
    await s.until('Dice');
    s.type('\x1b[B\r'); // enter physical dice
    await s.until('RL roll: 1d6');
    s.type('4\r');
    // The movement asked once the RL is known.
    await s.until('movement: 1d6');
    s.type('1\r');
    await s.until('logged as entry 2');
    await s.until(']>');
    s.type('exit\r');
    expect(await s.exited).toBe(0);
    expect(game.readLog()[1].argv).toEqual(['rl-roll', 'market', '--roll', '4,1']);
  });

  it('umpire turn in the terminal walks the steps with real prompts', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // Every crowd (by default only those owing a roll, U54).
    const s = ptySession(game.dir, 'turn --all-crowds');
    await s.until("intentions for this turn");
    s.type('hold the line\r');
    for (const crowd of ['frontline', 'market', 'church', 'estate', 'bikers', 'shoplifters']) {
      await s.until(`RL roll for ${crowd}`);
      if (crowd === 'church') {
        // RL 4 can fall where the chart has a jump: its situation is offered first ("none").
        await s.until('(--situation)');
        s.type('\r');
      }
      await s.until('Situational modifiers');
      s.type('\r');
      await s.until('Dice');
      s.type(crowd === 'market' ? '\r' : '\x1b[B\x1b[B\r'); // market: the program rolls; the others: skip
      if (crowd === 'market') await s.until('logged as entry 3');
    }
    await s.until("moves (empty for none)");
    s.type('\r');
    await s.until('A resolution?');
    s.type('\r'); // none
    await s.until('A player action?');
    s.type('\r'); // none
    await s.until('assessment of the turn');
    s.type('quiet\r');
    await s.until('Advance to the next turn?');
    s.type('\r'); // yes
    expect(await s.exited).toBe(0);
    expect(game.readLog().slice(1, 5).map((e: any) => e.argv.join(' '))).toEqual([
      'note --step intentions hold the line',
      'rl-roll market',
      'note --step assessment quiet',
      'next-turn',
    ]);
  });
});
