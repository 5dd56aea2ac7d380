// The guided walk of a game: a prompter that answers every question by itself
// and keeps all it showed, a REPL session on the game, and a walk through it
// (some lines first, then every procedure described by its facts typed alone,
// a whole `turn`, then some lines after). The language tests read what it
// showed and printed (english-words.test.ts, walk-all.test.ts).
import { PassThrough } from 'node:stream';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.js';
import { factsOf } from '../../src/commands/facts.js';
import type { Choice, Prompter } from '../../src/prompts/prompter.js';
import { Session } from '../../src/repl/session.js';

/**
 * A prompter that answers every question by itself and keeps all it showed:
 * each question, each choice's name, description and reason it is disabled,
 * and what a validator says of a bad answer. A list asked again gets its next
 * choice (a loop's "done" the second time), a text the first answer its
 * validator takes. A question asked a 13th time in one line (`asked`, which
 * the walk clears at each line) is answered by Ctrl-C: a loop that only the
 * umpire ends (`turn` in RIOT) is left as the umpire would.
 */
export function recordingPrompter(shown: string[], picks: Choice[], asked = new Map<string, number>()): Prompter {
  const times = new Map<string, number>();
  const showChoices = (message: string, choices: Choice[]) => {
    ask(message);
    shown.push(message);
    for (const c of choices) shown.push(c.description ?? '', c.disabled ?? '');
    picks.push(...choices);
  };
  const ask = (message: string) => {
    const n = (asked.get(message) ?? 0) + 1;
    asked.set(message, n);
    if (n > 12) {
      asked.clear();
      throw Object.assign(new Error('Ctrl-C'), { name: 'ExitPromptError' });
    }
  };
  return {
    async select(message, choices) {
      showChoices(message, choices);
      const n = times.get(message) ?? 0;
      times.set(message, n + 1);
      const open = choices.filter((c) => !c.disabled);
      if (n > 0 && open.some((c) => c.value === '')) return '' as never;
      const real = open.filter((c) => c.value !== '' && c.value !== 'skip');
      return (real.length > 0 ? real[n % real.length] : open[0]).value;
    },
    async checkbox(message, choices) {
      showChoices(message, choices);
      return [];
    },
    async input(message, validate) {
      ask(message);
      shown.push(message);
      for (const bad of ['', '?!']) {
        const why = validate?.(bad);
        if (typeof why === 'string') shown.push(why);
      }
      return ['2', 'toit2', 'les joueurs avancent'].find((a) => (validate ? validate(a) === true : true)) ?? '2';
    },
  };
}

export function sessionIn(dir: string, shown: string[], picks: Choice[], lang?: 'en' | 'fr', asked = new Map<string, number>()) {
  let out = '';
  const stdin = new PassThrough() as PassThrough & { isTTY?: boolean };
  stdin.isTTY = true;
  const io = {
    stdout: { write: (s: string) => ((out += s), true), isTTY: false },
    stderr: { write: (s: string) => ((out += s), true), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined },
    cwd: dir,
    argv: [],
    prompter: recordingPrompter(shown, picks, asked),
  };
  const session = new Session(io as never, lang ? { lang } : {});
  return { session, text: () => out, clear: () => (out = '') };
}

export interface Walked {
  /** Every question, choice description and refusal of an answer the guide showed. */
  shown: string[];
  /** Every choice of every pick list and checklist. */
  picks: Choice[];
  /** What each line printed, by the line typed. */
  printed: { what: string; text: string }[];
  program: Command;
}

/**
 * Plays a game through the REPL with the recording prompter: the lines first,
 * then every procedure described by its facts typed alone (its guided
 * questions), a whole turn asked step by step (the checklist, the procedures
 * offered, the player actions), then the lines after. `lang` plays the
 * session in that language whatever the game's (`umpire play --lang en`).
 */
export async function walk(dir: string, first: string[], last: string[], lang?: 'en' | 'fr'): Promise<Walked> {
  const shown: string[] = [];
  const picks: Choice[] = [];
  const printed: { what: string; text: string }[] = [];
  const asked = new Map<string, number>();
  const s = sessionIn(dir, shown, picks, lang, asked);
  const line = async (l: string) => {
    s.clear();
    asked.clear();
    await s.session.run(l);
    printed.push({ what: l, text: s.text() });
  };
  for (const l of first) await line(l);
  const program = await programIn(dir);
  for (const name of program.commands.filter((c) => factsOf(c)).map((c) => c.name())) await line(name);
  await line('turn');
  for (const l of last) await line(l);
  printed.push({ what: 'prompt', text: s.session.prompt() });
  return { shown, picks, printed, program };
}

/** The program as a line typed in `dir` sees it (the commands of the game there). */
export async function programIn(dir: string): Promise<Command> {
  const quiet = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: new PassThrough(), env: process.env, cwd: dir, argv: [] };
  return buildProgram([], quiet as never);
}
