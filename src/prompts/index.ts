// The entry point of the guided prompts, called by the CLI when a command in
// a terminal lacks its facts. Never reached when stdin is not a terminal: the
// UserError naming the missing option is printed instead.
import type { Command } from 'commander';
import type { Io } from '../engine/io.js';
import { isUserError, type UserError } from '../errors.js';
import { escapeControls } from '../render/safe.js';
import { joinWords } from '../repl/split.js';
import { canPrompt } from './prompter.js';
import { gameFor, guideWords, lacksFacts, langOf, mappedOptions, type PromptIo } from './guide.js';
import { t } from '../i18n/index.js';
import { factsOf } from '../commands/facts.js';
import { ASK_DICE } from '../dice.js';
import { isBack, Tape } from './back.js';

/** `guided` how many passes the guide made; `backTo` a guide asks its last question again on back at the first dice. */
export type GuideIo = PromptIo & { guided?: number; backTo?: boolean };

/**
 * UserError codes that mean "a fact is missing", and the options they name.
 * `missing-option` names them in its `option` parameter; a command with its
 * own code for a missing fact gets one line here.
 */
export const MISSING_BY_CODE: Record<string, string> = {
  'negotiate-by': '--by',
};

/** The options a UserError says are missing, or null when it is not about a missing fact. */
export function missingOf(e: UserError): string | null {
  if (e.code === 'missing-option') return String(e.params.option ?? '');
  // The map could not read a number (src/map/facts.ts): the option to give, marked so that the guide takes no Enter for it.
  if (e.code === 'map-asks') return `${String(e.params.option ?? '')} (map)`;
  return MISSING_BY_CODE[e.code] ?? null;
}

/**
 * The most passes over one command line: each pass asks what the refusal
 * named (Intervention's intv-observe: the observer, then --at, then
 * --distance) and must add words to the line, so this only stops a loop.
 */
const MOST_PASSES = 8;

/** Whether a failed command line may be completed by asking (a terminal, and passes left). */
export function mayGuide(io: GuideIo): boolean {
  return canPrompt(io) && (io.guided ?? 0) < MOST_PASSES;
}

/**
 * Asks for what the command line lacked and runs the completed line through
 * `run` (the CLI's main), logged as if typed. Null when there is nothing to ask.
 */
export async function guideAndRun(
  argv: string[],
  io: GuideIo,
  program: Command,
  missing: string,
  run: (argv: string[], io: Io) => Promise<number>,
): Promise<number | null> {
  const i = argv.findIndex((a) => !a.startsWith('-'));
  if (i < 0) return null;
  const cmd = program.commands.find((c) => c.name() === argv[i]);
  if (!cmd) return null;
  const tape = new Tape();
  for (;;) {
    let words: string[] | null;
    try {
      words = await guideWords(io, cmd, argv.slice(i), { missing, factsOnly: (io.guided ?? 0) > 0, tape });
    } catch (e) {
      // Ctrl-C, or back at the first question (nothing before it here): the procedure is left, nothing written.
      if (isCancel(e) || isBack(e)) {
        io.stderr.write(`umpire: ${t(langOf(io, argv, await gameFor(io, argv)), 'guide.cancelled')}\n`);
        return 2;
      }
      // A refusal the guide made before or between its questions (a ban, a precondition answered no, nothing to
      // aim at): one line, exit 2, as the command's own refusal (this runs inside the CLI's own error handling).
      if (isUserError(e)) {
        io.stderr.write(`umpire: ${escapeControls(e.localized(langOf(io, argv, await gameFor(io, argv))).replace(/\s*[\r\n]+\s*/g, ' ').trim(), false)}\n`);
        return 2;
      }
      throw e;
    }
    if (!words) return 0;
    const full = [...argv.slice(0, i), ...words];
    if (full.length === argv.length) return null;
    // A line whose dice are asked by name (`--roll ask`) is shown once they are known (src/prompts/dice.ts).
    if (!asksDice(full)) io.stderr.write(`→ umpire ${joinWords(full)}\n`);
    const code = await run(full, { ...io, argv: full, guided: (io.guided ?? 0) + 1, backTo: true } as GuideIo);
    // Back at its first dice (src/prompts/dice.ts): the last question asked again, its answer kept.
    if (takeBacked(io) && tape.back()) continue;
    return code;
  }
}

/** Whether the umpire pressed back at a command's first dice (the flag is cleared). */
export function takeBacked(io: PromptIo): boolean {
  if (!io.prompter?.backed) return false;
  io.prompter.backed = false;
  return true;
}

/**
 * Before a command runs in a terminal on a game: a procedure whose facts are
 * described (src/commands/facts.ts) and that lacks its subject or a value the
 * game needs is asked for them first, then run as if typed. Null when there
 * is nothing to ask (the line runs as given).
 */
export async function guideFirst(
  argv: string[],
  io: GuideIo,
  program: Command,
  run: (argv: string[], io: Io) => Promise<number>,
): Promise<number | null> {
  if (!mayGuide(io) || (io.guided ?? 0) > 0) return null;
  const i = argv.findIndex((a) => !a.startsWith('-'));
  if (i < 0) return null;
  const cmd = program.commands.find((c) => c.name() === argv[i]);
  if (!cmd || !factsOf(cmd)) return null;
  const game = await gameFor(io, argv);
  if (!game) return null;
  // What the map gives is not lacking (src/map/facts.ts).
  const mapped = game.map ? await mappedOptions(game, cmd, argv.slice(i)) : undefined;
  if (!lacksFacts(cmd, argv.slice(i), game, mapped)) return null;
  return guideAndRun(argv, io, program, '', run);
}

/** Whether a command line asks its dice by name as the resolution wants them (`--roll ask`). */
export function asksDice(words: readonly string[]): boolean {
  return words.some((w, i) => (w === '--roll' && words[i + 1] === ASK_DICE) || w === `--roll=${ASK_DICE}`);
}

/** Ctrl-C or Ctrl-D inside a prompt (inquirer's ExitPromptError / AbortPromptError); back is not (src/prompts/back.ts). */
export function isCancel(e: unknown): boolean {
  const n = (e as Error | undefined)?.name;
  return n === 'ExitPromptError' || n === 'AbortPromptError' || n === 'CancelPromptError';
}
