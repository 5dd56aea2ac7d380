// A real terminal for end-to-end tests: umpire run under tmux at 80x40 on its
// own socket (parallel runs do not collide), the screen read back, keys sent,
// and a wait for each text the walk expects, in order.
import { spawnSync } from 'node:child_process';
import { describe } from 'vitest';

export const hasTmux = spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
export const describeTmux = hasTmux ? describe : describe.skip;

/** Down-arrow presses. */
export const down = (n: number): string[] => Array.from({ length: n }, () => 'Down');

/** A tmux server and session of this test file's own (`name` makes it so). */
export function tmuxTerminal(name: string) {
  const session = `umpire-${name}-${process.pid}`;
  const sock = session;
  const tmux = (...args: string[]) => spawnSync('tmux', ['-L', sock, ...args], { encoding: 'utf8' });
  /** The whole scrollback, wrapped lines joined. */
  const screen = () => tmux('capture-pane', '-p', '-J', '-t', session, '-S', '-5000').stdout;
  let seen = 0;
  return {
    tmux,
    screen,
    /** Starts `command` (a shell line) in a new 80x40 session; the screen is read from its start. */
    start(command: string): number | null {
      seen = 0;
      return tmux('new-session', '-d', '-s', session, '-x', '80', '-y', '40', command).status;
    },
    /** Ends the server and its session. */
    kill(): void {
      tmux('kill-server');
    },
    keys: (...k: string[]) => tmux('send-keys', '-t', session, ...k),
    /**
     * Waits until the screen shows `text` after what the previous wait found.
     * A question's error line is gone once it is answered again: waited for
     * without moving on (`transient`), so that the next wait still finds its text.
     */
    async until(text: string, transient = false): Promise<void> {
      for (let i = 0; i < 400; i++) {
        const at = screen().indexOf(text, seen);
        if (at >= 0) {
          if (!transient) seen = at + text.length;
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`never showed "${text}"; the screen:\n${screen().slice(-3000)}`);
    },
  };
}
