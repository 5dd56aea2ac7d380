// What the commands are, read from the code at test time: the names from
// src/commands/index.ts (COMMANDS) and each command's arguments and options
// from the commander program (buildProgram in src/cli.ts). The fuzzer and the
// invariant tests build their command lines from this, so a command that
// lands later is covered without changing them.
import { PassThrough } from 'node:stream';
import type { Command, Option } from 'commander';
import { buildProgram } from '../../src/cli.js';
import { COMMANDS, loadCommand } from '../../src/commands/index.js';

export interface OptionSpec {
  long: string;
  /** Takes a value: 'required' (<v>), 'optional' ([v]) or none (a flag). */
  value: 'required' | 'optional' | 'none';
  choices: string[] | null;
  negate: boolean;
}

export interface CommandSpec {
  name: string;
  args: { name: string; required: boolean; variadic: boolean }[];
  options: OptionSpec[];
}

function quietIo(cwd: string) {
  const stdin = new PassThrough();
  stdin.end();
  return { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: { ...process.env }, cwd, argv: [] as string[] };
}

function optionSpec(o: Option): OptionSpec {
  return {
    long: o.long ?? o.short ?? o.flags,
    value: o.required ? 'required' : o.optional ? 'optional' : 'none',
    choices: (o as unknown as { argChoices?: string[] }).argChoices ?? null,
    negate: o.negate,
  };
}

/** Command names whose module does not load (reported by a test of its own). */
export async function unloadable(): Promise<{ name: string; error: string }[]> {
  const bad: { name: string; error: string }[] = [];
  for (const name of Object.keys(COMMANDS)) {
    try {
      await loadCommand(name);
    } catch (e) {
      bad.push({ name, error: (e as Error).message.split('\n')[0] });
    }
  }
  return bad;
}

/** Every command of the program, as commander knows it. */
export async function commandSpecs(cwd: string): Promise<CommandSpec[]> {
  const bad = new Set((await unloadable()).map((b) => b.name));
  const specs: CommandSpec[] = [];
  for (const name of Object.keys(COMMANDS)) {
    if (bad.has(name)) continue;
    const program = await buildProgram([name], quietIo(cwd) as never);
    const cmd = program.commands.find((c: Command) => c.name() === name);
    if (!cmd) continue;
    specs.push({
      name,
      args: cmd.registeredArguments.map((a) => ({ name: a.name(), required: a.required, variadic: a.variadic })),
      options: cmd.options.map(optionSpec),
    });
  }
  return specs;
}
