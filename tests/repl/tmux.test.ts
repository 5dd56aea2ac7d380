// End to end: a short session in tmux, read off the screen (capture-pane).
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';

const hasTmux = spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
// Named so that a missing tmux reads as a skip with its reason in the report.
const describeTmux = hasTmux ? describe : describe.skip;

let game: ReturnType<typeof tempGame>;
const session = `umpire-e2e-${process.pid}`;
const sock = `umpire-e2e-${process.pid}`;
afterEach(() => {
  spawnSync('tmux', ['-L', sock, 'kill-server']);
  game?.cleanup();
});

const tmux = (...args: string[]) => spawnSync('tmux', ['-L', sock, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', session, '-S', '-200').stdout;

/** Waits until the screen shows `text` (tmux has no event to wait on: poll the pane). */
async function until(text: string): Promise<string> {
  for (;;) {
    const s = screen();
    if (s.includes(text)) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeTmux(hasTmux ? 'a short session in tmux' : 'a short session in tmux (SKIPPED: tmux is not installed; .ci/run must install it)', () => {
  it('plays an RL roll and the players\' view, read off the screen', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const cmd = `cd ${JSON.stringify(game.dir)} && NO_COLOR=1 exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)}`;
    expect(tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '50', `env -u UMPIRE_STATE sh -c ${JSON.stringify(cmd)}`).status).toBe(0);
    await until('turn 1]>');
    tmux('send-keys', '-t', session, 'rl-roll bikers --roll 1,5', 'Enter');
    const s1 = await until('logged as entry 2');
    expect(s1).toContain('#1 RL roll (d6, entered)');
    tmux('send-keys', '-t', session, 'player on', 'Enter');
    await until("players' view]>");
    tmux('send-keys', '-t', session, 'status', 'Enter');
    const s2 = await until('RL: 8 = bad, 1 = good');
    expect(s2).toContain('Gang by the arcade ');
    expect(s2.split('players\' view]> status')[1]).not.toContain('Bombard');
    tmux('send-keys', '-t', session, 'exit', 'Enter');
    expect(game.readLog()[1].argv).toEqual(['rl-roll', 'bikers', '--roll', '1,5']);
  });
});
