// What the games' `turn` walks share (Guérilla Urbaine's, Intervention's,
// RIOT's; Civil Disorder's the steps' parts): the command's registration (a
// terminal needed; Ctrl-C in a procedure's questions cancels it and the walk
// goes on, Ctrl-C at the walk's own question ends it with the steps already
// logged) and the steps: a command line run as if typed
// through the same `main` as the shell, and a procedure's line completed by
// the guided questions first. So the log is the one the same commands typed
// one by one would leave.
import type { Command } from 'commander';
import { isUserError, UserError } from '../errors.js';
import { escapeControls } from '../render/safe.js';
import { asksDice, isCancel, takeBacked } from '../prompts/index.js';
import { isBack, Tape } from '../prompts/back.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { askDice, guideWords, prompterFor, type GuideOptions, type PromptIo } from '../prompts/guide.js';
import { firstGroup } from '../dice.js';
import { canPrompt, type Prompter } from '../prompts/prompter.js';
import { joinWords } from '../repl/split.js';
import { readGame } from '../state/transaction.js';
import { theProgram } from '../engine/program.js';
import type { Game } from '../engine/system.js';
import { statePaths, type CommonOpts, type Io } from './common.js';

/** Registers a game's `turn`: `walk` runs only on a terminal (else `terminalError`); Ctrl-C is `cancelledError`. */
export function registerWalk(program: Command, io: Io, o: { description: string; terminalError: string; cancelledError: string; walk: (io: Io, opts: CommonOpts) => Promise<void> }): void {
  program
    .command('turn')
    .description(o.description)
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--player', "players' view of each step's output")
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts) => {
      if (!canPrompt(io)) throw new UserError(o.terminalError, {});
      try {
        await o.walk(io, opts);
      } catch (e) {
        // Ctrl-C in a question: the steps already run stay logged.
        if (isCancel(e)) throw new UserError(o.cancelledError, {});
        throw e;
      }
    });
}

/** The steps of a walk: read the game, run a line as typed (`runningKey` prints it), complete a procedure's line and run it. */
export function walkSteps(io: Io, opts: CommonOpts, runningKey: string) {
  const paths = statePaths(io, opts);
  const { buildProgram, main } = theProgram();
  const quiet = { ...io, stdout: { write: () => true }, stderr: { write: () => true }, argv: [] };
  const extra = [...(opts.state ? ['--state', opts.state] : []), ...(opts.lang ? ['--lang', opts.lang] : [])];
  const env = { ...io.env, ...(opts.player ? { UMPIRE_VIEW: 'player' } : {}) };
  const read = async (): Promise<Game> => (await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) })).game;
  /** Runs one command line as if typed (its refusal is shown, and the walk goes on: the state says what is left); `guided`: back at its first dice goes to the guide. */
  const run = async (words: string[], lang: Lang, guided = false): Promise<void> => {
    const argv = [...words, ...extra];
    // A line whose dice are asked by name is shown once they are known (src/prompts/dice.ts).
    if (!asksDice(words)) io.stdout.write(`${t(lang, runningKey, { command: joinWords(words) })}\n`);
    await main(argv, { ...io, env, argv, ...(guided ? { backTo: true } : {}) });
    stopIfCancelled(io as PromptIo, lang);
  };
  const own = (line: string[]): string[] => withoutWalkOptions(line, extra);
  /** Asks what a procedure's line lacks (its subject already chosen when `fixedSubject`), then runs it; skipped when the umpire says so. */
  const guided = async (name: string, words: string[], lang: Lang, o: GuideOptions): Promise<void> => {
    const cmd = (await buildProgram([name], quiet)).commands.find((c) => c.name() === name) as Command;
    // A refusal before the line runs (nobody can act now) is said in one line; the walk asks again.
    await guidedRun(io, lang, (tape) => guideWords(io as PromptIo, cmd, [...words, ...extra], { ...o, tape }), async (line) => {
      await run(own(line), lang, true);
      return true;
    });
  };
  /** The pending strip (src/render/status.ts): what the game and its packs say is owed or under way now, under a step's heading. */
  const strip = async (lang: Lang): Promise<void> => {
    const g = await read();
    io.stdout.write(`${await (await import('../render/status.js')).pendingStrip(g, lang)}${await (await import('../render/turn-sheet.js')).walkSheetStrip(g, paths, io.env, lang)}`);
  };
  return { read, run, guided, strip };
}

/** The words of a line without the options a walk adds to every line (`extra`: its --state, --lang). */
export function withoutWalkOptions(line: string[], extra: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < line.length; i++) {
    if ((line[i] === '--state' || line[i] === '--lang') && extra.includes(line[i])) i += 1;
    else out.push(line[i]);
  }
  return out;
}

/** A walk's step refused in a terminal: said in one line, as the shell says it; the walk then asks again. */
export function sayRefusal(io: Io, e: unknown, lang: Lang): false {
  if (!isUserError(e)) throw e;
  io.stderr.write(`umpire: ${escapeControls(e.localized(lang).replace(/\s*[\r\n]+\s*/g, ' ').trim(), false)}\n`);
  return false;
}

/**
 * A line completed by the questions: null when the umpire skipped it, false
 * when refused before it ran (said in one line), when the umpire went back
 * from its first question (to the walk's), or pressed Ctrl-C in it: the
 * procedure is cancelled and the walk goes on (a second Ctrl-C, at the
 * walk's own question, leaves it).
 */
export async function guidedOrSaid(io: Io, lang: Lang, ask: () => Promise<string[] | null>): Promise<string[] | null | false> {
  try {
    return await ask();
  } catch (e) {
    if (isBack(e)) return false;
    if (isCancel(e)) {
      io.stderr.write(`umpire: ${t(lang, 'guide.cancelled')}\n${t(lang, 'walk.ctrl-c-again')}\n`);
      return false;
    }
    return sayRefusal(io, e, lang);
  }
}

/**
 * A procedure's step of a walk: its line asked (`ask`, given the tape of its
 * answers), then run (`run`); back at the line's first dice asks the guide's
 * last question again, its answer kept (src/prompts/back.ts). What `ask` gave
 * (the line, null skipped, false not run) and whether it ran.
 */
export async function guidedRun(io: Io, lang: Lang, ask: (tape: Tape) => Promise<string[] | null>, run: (line: string[]) => Promise<boolean>): Promise<{ line: string[] | null | false; ran: boolean }> {
  const tape = new Tape();
  for (;;) {
    const line = await guidedOrSaid(io, lang, () => ask(tape));
    if (!line) return { line, ran: false };
    const ran = await run(line);
    if (takeBacked(io as PromptIo) && tape.back()) continue;
    return { line, ran };
  }
}

/**
 * A walk's own question: back at it gives `onBack` (the walk's way back, as
 * Intervention's "back" to the fighters), else asks it again: what comes
 * before a walk's menu is no question to go back to.
 */
export async function walkAsk<T>(ask: () => Promise<T>, onBack?: T): Promise<T> {
  for (;;) {
    try {
      return await ask();
    } catch (e) {
      if (!isBack(e)) throw e;
      if (onBack !== undefined) return onBack;
    }
  }
}

/** The prompter of a walk's own questions (back: walkAsk). */
export function walkPrompter(p: Prompter): Prompter {
  return {
    get lang() {
      return p.lang;
    },
    set lang(l) {
      p.lang = l;
    },
    select: (message, choices) => walkAsk(() => p.select(message, choices)),
    checkbox: (message, choices, validate) => walkAsk(() => p.checkbox(message, choices, validate)),
    input: (message, validate) => walkAsk(() => p.input(message, validate)),
  };
}

/** Ctrl-C in a question a command asked inside a walk (its dice): the command said "cancelled"; the walk goes on, and says how to leave it. */
export function stopIfCancelled(io: PromptIo, lang: Lang): void {
  if (!io.prompter?.cancelled) return;
  io.prompter.cancelled = false;
  io.stderr.write(`${t(lang, 'walk.ctrl-c-again')}\n`);
}

/**
 * The `next-turn` line a walk runs at the turn's end: when the bookkeeping
 * rolls dice (looters leaving 1d6", EN l.177; a fire growing and spreading),
 * they are named and the dice question asked, as at every procedure: the
 * program rolls them, or the umpire enters the table's dice, each asked by
 * name (`next-turn --roll ask`). None rolled: the line alone, nothing asked.
 */
export async function nextTurnLine(io: PromptIo, game: Game, lang: Lang): Promise<string[]> {
  const { bookkeepingDice } = await import('./next-turn.js');
  let wanted = await bookkeepingDice(game, lang);
  if (wanted.length === 0) return ['next-turn'];
  const { diceQuestion } = await import('../prompts/dice.js');
  const lines: string[] = [];
  while (wanted.length > 0) {
    const group = firstGroup(wanted);
    lines.push(`  ${diceQuestion(lang, group)}`);
    wanted = wanted.slice(group.length);
  }
  io.stdout.write(`${t(lang, 'walk.bookkeeping-dice')}\n${lines.join('\n')}\n`);
  return ['next-turn', ...((await askDice(walkPrompter(prompterFor(io, lang)), lang)) ?? [])];
}
