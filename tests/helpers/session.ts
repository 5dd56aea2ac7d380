// Drives a REPL session in-process: lines through Session.run (the REPL's
// line handler), questions answered by a scripted prompter.
import { PassThrough } from 'node:stream';
import { Session } from '../../src/repl/session.js';
import { scriptedPrompter, type Prompter } from '../../src/prompts/prompter.js';

export function scriptedSession(dir: string, answers: unknown[], o: { tty?: boolean; player?: boolean; lang?: string; prompter?: Prompter } = {}) {
  let stdout = '';
  let stderr = '';
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.isTTY = o.tty ?? true;
  const asked: string[] = [];
  const io = {
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined },
    cwd: dir,
    argv: [],
    prompter: o.prompter ?? scriptedPrompter(answers, asked),
  };
  const session = new Session(io, { player: o.player, lang: o.lang });
  return {
    session,
    asked,
    answersLeft: answers,
    out: () => stdout,
    err: () => stderr,
    /** Runs a line and returns all that was said of it: the scripted prompter's refusal of an answer not offered (thrown), then stderr and stdout. */
    async said(line: string): Promise<string> {
      let thrown = '';
      try {
        await session.run(line);
      } catch (e) {
        thrown = String(e);
      }
      return [thrown, stderr, stdout].join('\n');
    },
  };
}

/** A log without what differs between two runs of the same commands (times, and the hashes that include them). */
export function comparable(log: any[]): any[] {
  return log.map(({ at: _at, prev: _prev, ...rest }) => rest);
}

/** What a guided question asks, for comparing: the option it fills (`--unit`), else the question itself. */
export function questionOf(q: string): string {
  return /\((--[a-z0-9-]+)\)/.exec(q)?.[1] ?? q;
}
