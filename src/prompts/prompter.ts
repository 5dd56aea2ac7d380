// The questions the guided prompts and `umpire turn` ask, behind one small
// interface: the real one is inquirer on the session's streams (imported only
// when a question is asked); tests drive either inquirer through streams or a
// scripted prompter.
import type { Io } from '../engine/io.js';
import { t } from '../i18n/index.js';
import { visible } from '../render/width.js';
import { escapeControls } from '../render/safe.js';
import type { Lang } from '../rules/types.js';
import { BACK_VALUE, BackError } from './back-key.js';

export interface Choice<T extends string = string> {
  value: T;
  name: string;
  description?: string;
  checked?: boolean;
  /** What the answer line shows once picked (a checklist's ticked ids), when not the name. */
  short?: string;
  /** Shown but not choosable (a modifier the state already knows): the text says why. */
  disabled?: string;
}

export interface Prompter {
  /** One of a list; `kept` the answer it had (a question gone back to, src/prompts/back.ts). Throws BackError on back. */
  select<T extends string>(message: string, choices: Choice<T>[], kept?: T): Promise<T>;
  /** Any of a list (a checklist); `validate` returns true or the reason to ask again (more than the credits pay). */
  checkbox<T extends string>(message: string, choices: Choice<T>[], validate?: (ticked: T[]) => true | string, kept?: T[]): Promise<T[]>;
  /** A line of text; `validate` returns true or the reason to ask again. */
  input(message: string, validate?: (s: string) => true | string, kept?: string): Promise<string>;
  /** The language of the key hints under a question (set by whoever asks). */
  lang?: Lang;
  /** Set when the umpire pressed Ctrl-C in a question asked inside a command (its dice): a walk stops there too. */
  cancelled?: boolean;
  /** Set when the umpire pressed back at the first dice a command asked: the guide asks its last question again. */
  backed?: boolean;
}

/** True when questions may be asked: stdin is a terminal (never on a pipe), and UMPIRE_NO_PROMPT is not set. */
export function canPrompt(io: Pick<Io, 'stdin'> & { env?: NodeJS.ProcessEnv }): boolean {
  return io.stdin.isTTY === true && io.env?.UMPIRE_NO_PROMPT === undefined;
}

/** Inquirer's prompts on the given streams (our copies of its select, checkbox and input, with back: src/prompts/back.ts). */
export function inquirerPrompter(io: Pick<Io, 'stdin' | 'stdout'>): Prompter {
  const context = { input: io.stdin as NodeJS.ReadableStream, output: io.stdout as unknown as NodeJS.WritableStream };
  // Back pressed: the prompt said so on its line; the guide goes to the question before.
  const unlessBack = <T>(v: T): T => {
    if (v === BACK_VALUE || (Array.isArray(v) && v[0] === BACK_VALUE)) throw new BackError();
    return v;
  };
  // The key hints under a question, in the prompter's language (inquirer's own are English).
  const hints = (lang: Lang | undefined) => ({
    select: { pager: t(lang ?? 'en', 'prompt.keys.select-pager'), navigation: t(lang ?? 'en', 'prompt.keys.select') },
    checkbox: t(lang ?? 'en', 'prompt.keys.checkbox'),
    input: t(lang ?? 'en', 'prompt.keys.input'),
  });
  // A choice is one line of the terminal: a longer one is cut with an ellipsis (a wrapped line breaks inquirer's
  // redraw and reads as two choices). `lead` is what stands before the name (pointer, box) and after it (a reason).
  // The end of a cut name is never lost: the whole name is the choice's description (shown, wrapped at spaces,
  // under the list while the cursor is on it) and its answer line once picked, unless it has its own.
  // Every text a question shows goes through the one scrubber the terminal output uses (src/render/safe.ts):
  // a crowd named with an escape, a bell or U+202E is shown as ^[, ^G, <U+202E>, never obeyed (issue 34).
  const safe = <T extends string>(c: Choice<T>): Choice<T> => ({
    ...c,
    name: escapeControls(c.name),
    ...(c.description !== undefined ? { description: escapeControls(c.description) } : {}),
    ...(c.short !== undefined ? { short: escapeControls(c.short) } : {}),
    ...(typeof c.disabled === 'string' ? { disabled: escapeControls(c.disabled) } : {}),
  });
  const said = <A extends unknown[]>(validate: ((...a: A) => true | string) | undefined) =>
    validate ? (...a: A) => { const r = validate(...a); return r === true ? r : escapeControls(r); } : undefined;
  // The terminal's width, for the choices and the answer lines (undefined piped: one line each).
  const width = (): number | undefined => (io.stdout as { columns?: number; isTTY?: boolean }).columns;
  const fit = <T extends string>(choices: Choice<T>[], lead: number): Choice<T>[] => {
    const columns = width() ?? 80;
    return choices.map(safe).map((c) => {
      const room = columns - lead - (c.disabled ? visible(c.disabled) + 1 : 0) - 1;
      if (!(visible(c.name) > room && room > 8)) return c;
      return { ...c, name: `${[...c.name].slice(0, room - 1).join('')}…`, description: c.description ?? c.name, short: c.short ?? c.name };
    });
  };
  const prompter: Prompter = {
    async select(message, choices, kept) {
      const { selectPrompt } = await import('./select.js');
      const ch = fit(choices, 2);
      const config = { message: escapeControls(message), choices: ch, pageSize: 15, instructions: hints(prompter.lang).select, columns: width(), ...(kept !== undefined && ch.some((c) => c.value === kept && !c.disabled) ? { default: kept } : {}) };
      return unlessBack((await (await selectPrompt())(config, context)) as never);
    },
    async checkbox(message, choices, validate, kept) {
      const { checkboxPrompt } = await import('./checkbox.js');
      // The checkbox hands validate its ticked choices (objects with their value).
      const check = said(validate ? (ticked: readonly { value: string }[]) => validate(ticked.map((x) => x.value) as never) : undefined);
      // A question gone back to keeps its ticks (what the state knows stays ticked and closed).
      const ch = fit(choices, 4).map((c) => (kept !== undefined && !c.disabled ? { ...c, checked: kept.includes(c.value) } : c));
      return unlessBack((await (await checkboxPrompt())({ message: escapeControls(message), choices: ch, pageSize: 20, instructions: hints(prompter.lang).checkbox, columns: width(), ...(check ? { validate: check } : {}) }, context)) as never);
    },
    async input(message, validate, kept) {
      const { inputPrompt } = await import('./input.js');
      return unlessBack(await (await inputPrompt())({ message: escapeControls(message), instructions: hints(prompter.lang).input, columns: width(), ...(kept ? { default: escapeControls(kept) } : {}), ...(validate ? { validate: said(validate) } : {}) }, context));
    },
  };
  return prompter;
}

/** A scripted answer that presses back (src/prompts/back.ts). */
export const SCRIPT_BACK = Symbol('back');

/**
 * A prompter that answers from a script, in order (tests, and `--answers`-style automation).
 * SCRIPT_BACK presses back; `kept` gets each question's kept answer (undefined for none).
 */
export function scriptedPrompter(answers: unknown[], asked: string[] = [], kept: unknown[] = []): Prompter {
  const next = (message: string, k?: unknown): unknown => {
    asked.push(message);
    kept.push(k);
    if (answers.length === 0) throw new Error(`scripted prompter: no answer left for "${message}"`);
    const a = answers.shift();
    if (a === SCRIPT_BACK) throw new BackError();
    return a;
  };
  return {
    async select(message, choices, k) {
      const a = next(message, k) as string;
      if (!choices.some((c) => c.value === a)) throw new Error(`scripted prompter: "${a}" is not a choice of "${message}" (${choices.map((c) => c.value).join(', ')})`);
      return a as never;
    },
    async checkbox(message, choices, validate, k) {
      const a = next(message, k) as string[];
      for (const v of a) if (!choices.some((c) => c.value === v && !c.disabled)) throw new Error(`scripted prompter: "${v}" is not a choice of "${message}"`);
      const ok = validate ? validate(a as never) : true;
      if (ok !== true) throw new Error(`scripted prompter: ${JSON.stringify(a)} refused for "${message}": ${ok}`);
      return a as never;
    },
    async input(message, validate, k) {
      const a = String(next(message, k));
      const ok = validate ? validate(a) : true;
      if (ok !== true) throw new Error(`scripted prompter: "${a}" refused for "${message}": ${ok}`);
      return a;
    },
  };
}
