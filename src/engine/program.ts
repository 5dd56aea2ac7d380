// The program's own entry points, for the commands that run other command
// lines (batch, odds, turn, demo, the REPL). src/cli.ts hands them over when
// it loads, so no command imports the entry point (which imports every
// command: the circle commands <-> cli).
import type { Command, CommanderError } from 'commander';
import type { Lang } from '../rules/types.js';
import type { Io } from './io.js';

export interface Program {
  /** Runs one command line; returns the exit code. */
  main(argv: string[], io: Io): Promise<number>;
  /** Builds the commander program with the commands that `argv` needs (all of them for help). */
  buildProgram(argv: string[], io: Io): Promise<Command>;
  /** One line for a command-line error found by commander, in the user's language. */
  commanderMessage(e: CommanderError, lang: Lang): string;
  /** Every command's name (the engine's and every game's), or a game's: the engine's and its game's and packs'. */
  commandNames(game?: { system: string; packs: readonly string[] } | null): string[];
}

let program: Program | null = null;

/** src/cli.ts hands its entry points over. */
export function setProgram(p: Program): void {
  program = p;
}

/** The program's entry points (a bug if src/cli.ts was not loaded). */
export function theProgram(): Program {
  if (!program) throw new Error('the program is not loaded (src/cli.ts sets it)');
  return program;
}
