// A prompt-testing harness: inquirer on in-memory streams. Keys are sent when
// the screen shows the text the step waits for (no timers), so the test
// reads like the umpire's keystrokes.
import { PassThrough, Writable } from 'node:stream';
import { main } from '../../src/cli.js';

export const KEY = { down: '\x1b[B', up: '\x1b[A', enter: '\r', space: ' ' } as const;

/** Strips ANSI escapes from terminal output. */
export function plain(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\x1b[78]/g, '');
}

export interface Step {
  /** Text on the screen (since the previous step) that the keys answer. */
  waitFor: string;
  keys: string[];
}

/**
 * Runs one command line in-process with a terminal-like stdin that answers
 * `steps`; returns the exit code and what was printed.
 */
/**
 * A terminal in memory: a TTY-like stdin to write keys into, and a stdout that
 * keeps what is drawn (`screen()`), calls `onDraw` after each write, and is
 * never ended (inquirer ends its own stream piped into it).
 */
export function fakeTerminal(onDraw: () => void = () => undefined) {
  const input = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode: (b: boolean) => void };
  input.isTTY = true;
  input.setRawMode = () => undefined;
  let screen = '';
  const output = new (class extends Writable {
    isTTY = false;
    columns = 200;
    rows = 50;
    override _write(d: Buffer, _e: BufferEncoding, cb: () => void) {
      screen += d.toString();
      if (process.env.HARNESS_DEBUG) process.stderr.write(`${JSON.stringify(d.toString())}\n`);
      onDraw();
      cb();
    }
    override end(): this {
      return this;
    }
  })();
  return {
    input,
    output,
    screen: () => screen,
    /** Resolves once the screen (escapes stripped) shows `text` after position `from`. */
    until: (text: string, from = 0) =>
      new Promise<void>((res) => {
        const look = () => (plain(screen).indexOf(text, from) >= 0 ? res() : setImmediate(look));
        look();
      }),
  };
}

export async function runWithKeys(argv: string[], steps: Step[], o: { cwd: string; env?: NodeJS.ProcessEnv }) {
  let seen = 0;
  let stderr = '';
  const pending = [...steps];
  const term = fakeTerminal(() => feed());
  const { input, output } = term;
  const feed = () => {
    while (pending.length > 0) {
      const at = plain(term.screen()).indexOf(pending[0].waitFor, seen);
      if (at < 0) return;
      seen = at + pending[0].waitFor.length;
      const step = pending.shift()!;
      setImmediate(() => {
        for (const k of step.keys) input.write(k);
      });
    }
  };
  const code = await main(argv, {
    stdout: output as never,
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    stdin: input,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, ...(o.env ?? {}) },
    cwd: o.cwd,
    argv,
  });
  return { code, screen: plain(term.screen()), stderr, unanswered: pending.map((s) => s.waitFor) };
}
