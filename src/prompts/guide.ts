// Guided prompts: a procedure started in a terminal without the facts it
// needs asks for them, generically from the command as registered: the
// subject (its argument) picked from the state, the options the refusal named,
// the situational modifiers (boolean options, their --help text showing the
// value) ticked on a checklist, and physical dice or the program's roll.
// The answers become a command line, run through the same path and logged
// as if it had been typed.
import type { Command } from 'commander';
import { t } from '../i18n/index.js';
import type { Io } from '../commands/common.js';
import type { Lang } from '../rules/types.js';
import { pathsFor, readStateFile, resolveStateFile } from '../state/store.js';
import type { GameState } from '../state/types.js';
import { idKindOf, optionModel, type IdKind, type OptionModel } from '../repl/complete.js';
import { inquirerPrompter, type Choice, type Prompter } from './prompter.js';

/** Options that are not situational modifiers: never on the checklist. */
const NOT_MODIFIERS = new Set(['--json', '--player', '--help', '--version', '--dry-run', '--force']);

/** An Io that may carry a prompter (tests, the REPL). */
export type PromptIo = Io & { prompter?: Prompter };

export function prompterFor(io: PromptIo): Prompter {
  if (!io.prompter) io.prompter = inquirerPrompter(io);
  return io.prompter;
}

/** The game of the state file these words point at, or null (stateless). */
export function gameFor(io: Io, words: readonly string[]): GameState | null {
  const i = words.findIndex((w) => w === '--state' || w.startsWith('--state='));
  const opt = i < 0 ? undefined : words[i].includes('=') ? words[i].slice(8) : words[i + 1];
  try {
    return readStateFile(pathsFor(resolveStateFile(opt, io.env, io.cwd))).game;
  } catch {
    return null;
  }
}

/** What a command line already gives: its positionals and option names. */
export function givenIn(cmd: Command, words: readonly string[]): { positionals: string[]; options: Set<string> } {
  const models = cmd.options.map(optionModel);
  const positionals: string[] = [];
  const options = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.startsWith('-')) {
      const long = w.split('=')[0];
      options.add(long);
      const o = models.find((m) => m.long === long);
      if (o?.takesValue && !w.includes('=')) i += 1;
    } else positionals.push(w);
  }
  return { positionals, options };
}

export function langOf(io: Io, words: readonly string[], game: GameState | null): Lang {
  const i = words.indexOf('--lang');
  const v = i >= 0 ? words[i + 1] : undefined;
  if (v === 'en' || v === 'fr') return v;
  return game?.lang ?? (io.env.UMPIRE_LANG === 'fr' ? 'fr' : 'en');
}

/** Choices for the ids of one kind, named, with the RL for crowds. */
export function idChoices(game: GameState, kind: IdKind, lang: Lang): Choice[] {
  const map = (game as unknown as Record<string, Record<string, Record<string, unknown>>>)[kind] ?? {};
  return Object.entries(map).map(([id, e]) => {
    const bits = [typeof e.name === 'string' && e.name !== id ? e.name : ''];
    if (kind === 'crowds' && typeof e.rl === 'number') bits.push(`${t(lang, 'repl.rl')} ${e.rl}`);
    const extra = bits.filter(Boolean).join(', ');
    return { value: id, name: extra ? `${id} (${extra})` : id };
  });
}

async function askValue(p: Prompter, o: OptionModel, game: GameState | null, lang: Lang): Promise<string> {
  const label = `${o.long}: ${o.description}`;
  if (o.choices.length) return p.select(label, o.choices.map((c) => ({ value: c, name: c })));
  if (o.kind && game) {
    const ch = idChoices(game, o.kind, lang);
    if (ch.length) return p.select(label, ch);
  }
  return p.input(label, (s) => (s.trim() !== '' ? true : t(lang, 'repl.needs-value')));
}

/** The modifier checklist: the command's boolean options not already given. */
export function modifierOptions(cmd: Command, given: Set<string>): OptionModel[] {
  return cmd.options
    .filter((o) => !o.required && !o.optional && !o.negate && o.long && !NOT_MODIFIERS.has(o.long) && !given.has(o.long))
    .map(optionModel);
}

/** The dice question: the program rolls, or the umpire enters physical dice. Returns the words to add. */
export async function askDice(p: Prompter, lang: Lang, skip = false): Promise<string[] | null> {
  const how = await p.select(t(lang, 'repl.dice'), [
    { value: 'roll', name: t(lang, 'repl.dice.roll') },
    { value: 'enter', name: t(lang, 'repl.dice.enter') },
    ...(skip ? [{ value: 'skip', name: t(lang, 'repl.dice.skip') }] : []),
  ]);
  if (how === 'skip') return null;
  if (how === 'roll') return [];
  const v = await p.input(t(lang, 'repl.dice.values'), (s) => (/^\s*\d+(\s*,\s*\d+)*\s*$/.test(s) ? true : t(lang, 'repl.dice.bad')));
  return ['--roll', v.replace(/\s+/g, '')];
}

export interface GuideOptions {
  /** The subject is already chosen (the turn sequence): do not ask it. */
  fixedSubject?: boolean;
  /** Offer "skip" at the dice question (the turn sequence); null is returned if taken. */
  allowSkip?: boolean;
  /** The names of missing options from the refusal (`--unit`, `--rl`...). */
  missing?: string;
  /** A second pass (the completed line still lacked a fact): ask only the facts, not the modifiers and dice again. */
  factsOnly?: boolean;
}

/**
 * Asks for what `words` (a command line) lacks and returns the completed
 * command line, or null when the umpire skipped it.
 */
export async function guideWords(io: PromptIo, cmd: Command, words: string[], o: GuideOptions = {}): Promise<string[] | null> {
  const p = prompterFor(io);
  const rest = words.slice(1);
  const game = gameFor(io, rest);
  const lang = langOf(io, rest, game);
  const given = givenIn(cmd, rest);
  const out = [...words];
  let filledSubject = false;

  // The subject: each missing argument that names ids of the state.
  const args = cmd.registeredArguments;
  for (let i = given.positionals.length; i < args.length && game && !o.fixedSubject; i++) {
    const kind = idKindOf(`${args[i].name()} ${args[i].description}`);
    if (!kind) break;
    const ch = idChoices(game, kind, lang);
    if (ch.length === 0) break;
    const id = await p.select(`${args[i].name()}: ${args[i].description}`, ch);
    out.splice(1 + given.positionals.length + (i - given.positionals.length), 0, id);
    filledSubject = true;
  }

  // The options the refusal named (an "A or B" alternative is settled by the subject).
  const named = [...new Set((o.missing ?? '').match(/--[a-z][a-z0-9-]*/g) ?? [])];
  if (!(filledSubject && /\bor\b/.test(o.missing ?? ''))) {
    for (const long of named) {
      const opt = cmd.options.find((x) => x.long === long);
      if (!opt || given.options.has(long)) continue;
      const m = optionModel(opt);
      if (m.takesValue) out.push(long, await askValue(p, m, game, lang));
      else out.push(long);
      given.options.add(long);
    }
  }

  // The situational modifiers, each with its value as --help shows it.
  if (o.factsOnly) return out;
  const mods = modifierOptions(cmd, given.options);
  if (mods.length > 0) {
    const ticked = await p.checkbox(
      t(lang, 'repl.modifiers'),
      mods.map((m) => ({ value: m.long, name: `${m.long.slice(2)}: ${m.description}` })),
    );
    // In the order of the command's options, as a person would type them.
    out.push(...mods.map((m) => m.long).filter((l) => ticked.includes(l)));
  }

  if (cmd.options.some((x) => x.long === '--roll') && !given.options.has('--roll')) {
    const dice = await askDice(p, lang, o.allowSkip);
    if (dice === null) return null;
    out.push(...dice);
  }
  return out;
}
