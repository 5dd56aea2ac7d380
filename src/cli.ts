// The entry point: builds the commander program, loads only the command that
// is asked for, and maps errors to exit codes (0 ok, 2 the user can fix it,
// 1 a bug). Only bin/umpire.js calls process.exit.
import { Command, CommanderError } from 'commander';
import { COMMANDS, loadCommand } from './commands/index.js';
import type { Io } from './commands/common.js';
import { isUserError } from './errors.js';
import type { Lang } from './rules/types.js';

export const VERSION = '0.1.0';

/** The language for an error message: --lang if given, else UMPIRE_LANG, else English. */
function errorLang(argv: string[], env: NodeJS.ProcessEnv): Lang {
  const i = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const v = i < 0 ? env.UMPIRE_LANG : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  return v === 'fr' ? 'fr' : 'en';
}

/** Builds the program with the commands that `argv` needs (all of them for help). */
export async function buildProgram(argv: string[], io: Io): Promise<Command> {
  const program = new Command('umpire')
    .description('Umpire assistant for Civil Disorder (Jim Wallman) and Émeutes: crowd reactions, fights, shots, negotiations, looting, fires and casualties, with the state and a turn log kept for you.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`umpire: ${s.replace(/^error: /, '').trimEnd()}\n`),
    });
  const name = argv.find((a) => !a.startsWith('-'));
  const wanted = name && name in COMMANDS ? [name] : Object.keys(COMMANDS);
  for (const n of wanted) {
    const mod = await loadCommand(n);
    mod.register(program, io);
  }
  program.commands.forEach((c) => c.exitOverride().showHelpAfterError(false));
  return program;
}

/** Runs one command line; returns the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  // No arguments: the REPL in a terminal, commands read line by line on a pipe.
  if (argv.length === 0) return (await import('./repl/session.js')).runSession(io, {});
  let program: Command | undefined;
  try {
    program = await buildProgram(argv, io);
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      // In a terminal, a missing required argument is asked for (src/prompts).
      if (e.code === 'commander.missingArgument' && program && io.stdin.isTTY) {
        const guide = await import('./prompts/index.js');
        const code = guide.mayGuide(io) ? await guide.guideAndRun(argv, io, program, '', main) : null;
        if (code !== null) return code;
      }
      return 2;
    }
    if (isUserError(e)) {
      // In a terminal, a procedure lacking its facts asks for them (src/prompts).
      if (program && io.stdin.isTTY) {
        const guide = await import('./prompts/index.js');
        const missing = guide.missingOf(e);
        const code = missing !== null && guide.mayGuide(io) ? await guide.guideAndRun(argv, io, program, missing, main) : null;
        if (code !== null) return code;
      }
      const lang = errorLang(argv, io.env);
      const rec = (e as { record?: unknown }).record;
      if (rec && argv.includes('--json')) io.stdout.write(`${JSON.stringify(rec)}\n`);
      io.stderr.write(`umpire: ${e.localized((e as { lang?: Lang }).lang ?? lang)}\n`);
      return 2;
    }
    const err = e as Error;
    io.stderr.write(`umpire: internal error (a bug; please report it with the command you ran):\n${err?.stack ?? String(e)}\n`);
    return 1;
  }
}
