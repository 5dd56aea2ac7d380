// Tab completion for the REPL, generic over the commander program: command
// names, each command's option names (and an option's choices), and the ids
// of the state for arguments and options that name one of the kinds of ids
// the game's systems declare (GameSystem.idKinds: crowds, units, agents...).
import type { Command, Option } from 'commander';
import { loadedSystems, systemsOf } from '../engine/registry.js';
import { kindEntries, type Game, type GameSystem, type IdKind } from '../engine/system.js';
import { splitLine } from './split.js';

/**
 * The kinds of ids a game's systems keep (GameSystem.idKinds: the game's
 * first, then each pack's); without a game, every loaded system's (the REPL
 * and the prompts load them all then: no ids to offer, but an option still
 * knows what it names).
 */
export function idKindsOf(game: Pick<Game, 'system' | 'packs'> | null): IdKind[] {
  let systems: GameSystem[];
  try {
    systems = game ? systemsOf(game) : loadedSystems();
  } catch {
    systems = []; // a state naming a system this umpire does not know: no ids (the command itself says why)
  }
  return systems.flatMap((s) => s.idKinds ?? []);
}

/** The kind of ids (its state key) a name (argument or option, with its description) refers to, if any. */
export function idKindOf(name: string, kinds: readonly IdKind[]): string | null {
  const n = name.toLowerCase();
  for (const k of kinds) if (k.words.test(n)) return k.key;
  return null;
}

export interface OptionModel {
  long: string;
  takesValue: boolean;
  choices: string[];
  kind: string | null;
  description: string;
}

export interface CommandModel {
  name: string;
  args: { name: string; kind: string | null; variadic?: boolean; choices?: string[] }[];
  options: OptionModel[];
  /** A command's own subcommands (`intervention shot`), completed after its name. */
  subcommands?: CommandModel[];
}

export interface CompletionModel {
  commands: CommandModel[];
  /** Words of the REPL itself (help, exit, player). */
  builtins: string[];
  ids: Record<string, string[]>;
}

/** An option as completion and the guide see it; `kinds` say which names point at ids (idKindsOf). */
export function optionModel(o: Option, kinds: readonly IdKind[] = []): OptionModel {
  return {
    long: o.long ?? o.short ?? '',
    takesValue: Boolean(o.required || o.optional),
    choices: [...(o.argChoices ?? [])],
    // The option's name with its value's (`at <place>`) first, so that a kind can tell `--at <place>` from `--at <zone>`; else the name.
    kind: o.long ? (idKindOf(`${o.long.replace(/^--/, '')} ${/<([^>]*)>/.exec(o.flags)?.[0] ?? ''}`.trim(), kinds) ?? idKindOf(o.long.replace(/^--/, ''), kinds)) : null,
    description: o.description,
  };
}

/** What completion needs from a program (all commands registered) and a game. */
export function completionModel(program: Command, game: Game | null, builtins: string[]): CompletionModel {
  const kinds = idKindsOf(game);
  const model = (c: Command): CommandModel => ({
    name: c.name(),
    args: c.registeredArguments.map((a) => ({ name: a.name(), kind: idKindOf(`${a.name()} ${a.description}`, kinds), variadic: a.variadic, ...(a.argChoices?.length ? { choices: [...a.argChoices] } : {}) })),
    options: [...c.options.map((o) => optionModel(o, kinds)), { long: '--help', takesValue: false, choices: [], kind: null, description: '' }],
    subcommands: c.commands.filter((s) => s.name() !== 'help').map(model),
  });
  const commands = program.commands.map(model);
  const ids: Record<string, string[]> = {};
  if (game) for (const k of kinds) ids[k.key] ??= Object.keys(kindEntries(game, k.key));
  return { commands, builtins, ids };
}

function allIds(m: CompletionModel): string[] {
  return [...new Set(Object.values(m.ids).flat())];
}

/** Readline completer: the candidates for the word under the cursor, and that word. */
export function complete(line: string, m: CompletionModel): [string[], string] {
  const { words, inWord } = splitLine(line);
  const current = inWord ? (words.pop() ?? '') : '';
  const pick = (cands: string[]): [string[], string] => {
    const hits = [...new Set(cands)].filter((c) => c.startsWith(current)).sort();
    return [hits, current];
  };
  if (words.length === 0) return pick([...m.commands.map((c) => c.name), ...m.builtins]);
  let cmd = m.commands.find((c) => c.name === words[0]);
  if (!cmd) return [[], current];
  // A command with subcommands: its subcommand's name first, then that subcommand's options.
  if (cmd.subcommands?.length) {
    if (words.length === 1) return pick(cmd.subcommands.map((c) => c.name));
    cmd = cmd.subcommands.find((c) => c.name === words[1]);
    if (!cmd) return [[], current];
    words.splice(0, 1);
  }
  // Walk the words typed so far: which option waits for a value, how many arguments are given.
  let waiting: OptionModel | null = null;
  let positional = 0;
  const given = new Set<string>();
  for (const w of words.slice(1)) {
    if (waiting) {
      waiting = null;
      continue;
    }
    if (w.startsWith('--')) {
      const o = cmd.options.find((x) => x.long === w.split('=')[0]);
      if (o) given.add(o.long);
      if (o?.takesValue && !w.includes('=')) waiting = o;
    } else positional += 1;
  }
  if (waiting) {
    if (waiting.choices.length) return pick(waiting.choices);
    if (waiting.kind) return pick(m.ids[waiting.kind] ?? []);
    return [[], current];
  }
  if (current.startsWith('-')) {
    return pick(cmd.options.filter((o) => !given.has(o.long) || o.long === '--mod').map((o) => o.long));
  }
  // A variadic last argument (`riot-move <units...>`) takes every word after it.
  const last = cmd.args.at(-1);
  const arg = cmd.args[positional] ?? (last?.variadic ? last : undefined);
  if (arg) return pick(arg.choices ?? (arg.kind ? (m.ids[arg.kind] ?? []) : allIds(m)));
  return pick(cmd.options.filter((o) => !given.has(o.long)).map((o) => o.long));
}
