// The questions the guided prompts and `umpire turn` ask, behind one small
// interface: the real one is inquirer on the session's streams (imported only
// when a question is asked); tests drive either inquirer through streams or a
// scripted prompter.
import type { Io } from '../engine/io.js';
import { t } from '../i18n/index.js';
import { visible } from '../render/width.js';
import { escapeControls } from '../render/safe.js';
import type { Lang } from '../rules/types.js';

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
  /** One of a list. */
  select<T extends string>(message: string, choices: Choice<T>[]): Promise<T>;
  /** Any of a list (a checklist); `validate` returns true or the reason to ask again (more than the credits pay). */
  checkbox<T extends string>(message: string, choices: Choice<T>[], validate?: (ticked: T[]) => true | string): Promise<T[]>;
  /** A line of text; `validate` returns true or the reason to ask again. */
  input(message: string, validate?: (s: string) => true | string): Promise<string>;
  /** The language of the key hints under a question (set by whoever asks). */
  lang?: Lang;
  /** Set when the umpire pressed Ctrl-C in a question asked inside a command (its dice): a walk stops there too. */
  cancelled?: boolean;
}

/** True when questions may be asked: stdin is a terminal (never on a pipe), and UMPIRE_NO_PROMPT is not set. */
export function canPrompt(io: Pick<Io, 'stdin'> & { env?: NodeJS.ProcessEnv }): boolean {
  return io.stdin.isTTY === true && io.env?.UMPIRE_NO_PROMPT === undefined;
}

/** Inquirer on the given streams. */
export function inquirerPrompter(io: Pick<Io, 'stdin' | 'stdout'>): Prompter {
  type Ask = (questions: Record<string, unknown>[]) => Promise<Record<string, unknown>>;
  let promptModule: Ask | null = null;
  const ask = async (q: Record<string, unknown>): Promise<unknown> => {
    if (!promptModule) {
      const { default: inquirer } = await import('inquirer');
      const module = inquirer.createPromptModule({
        input: io.stdin as NodeJS.ReadableStream,
        output: io.stdout as unknown as NodeJS.WritableStream,
        skipTTYChecks: true,
      });
      // Inquirer's select, but typing letters goes to a choice's value first (its code), then its name (src/prompts/select.ts).
      const { selectPrompt } = await import('./select.js');
      module.registerPrompt('umpire-select', (await selectPrompt()) as never);
      promptModule = module as unknown as Ask;
    }
    const answers = await promptModule([{ ...q, name: 'a' }]);
    return answers.a;
  };
  // The key hints under a question, in the prompter's language (inquirer's own are English).
  const hints = (lang: Lang | undefined) => ({
    select: { pager: t(lang ?? 'en', 'prompt.keys.select-pager'), navigation: t(lang ?? 'en', 'prompt.keys.select') },
    checkbox: t(lang ?? 'en', 'prompt.keys.checkbox'),
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
  const fit = <T extends string>(choices: Choice<T>[], lead: number): Choice<T>[] => {
    const columns = (io.stdout as { columns?: number }).columns ?? 80;
    return choices.map(safe).map((c) => {
      const room = columns - lead - (c.disabled ? visible(c.disabled) + 1 : 0) - 1;
      if (!(visible(c.name) > room && room > 8)) return c;
      return { ...c, name: `${[...c.name].slice(0, room - 1).join('')}…`, description: c.description ?? c.name, short: c.short ?? c.name };
    });
  };
  const prompter: Prompter = {
    async select(message, choices) {
      return (await ask({ type: 'umpire-select', message: escapeControls(message), choices: fit(choices, 2), pageSize: 15, instructions: hints(prompter.lang).select })) as never;
    },
    async checkbox(message, choices, validate) {
      // inquirer's checkbox hands validate its ticked choices (objects with their value).
      const check = said(validate ? (ticked: readonly ({ value: string } | string)[]) => validate(ticked.map((x) => (typeof x === 'string' ? x : x.value)) as never) : undefined);
      return (await ask({ type: 'checkbox', message: escapeControls(message), choices: fit(choices, 4), pageSize: 20, instructions: hints(prompter.lang).checkbox, ...(check ? { validate: check } : {}) })) as never;
    },
    async input(message, validate) {
      return (await ask({ type: 'input', message: escapeControls(message), validate: said(validate) })) as string;
    },
  };
  return prompter;
}

/** A prompter that answers from a script, in order (tests, and `--answers`-style automation). */
export function scriptedPrompter(answers: unknown[], asked: string[] = []): Prompter {
  const next = (message: string): unknown => {
    asked.push(message);
    if (answers.length === 0) throw new Error(`scripted prompter: no answer left for "${message}"`);
    return answers.shift();
  };
  return {
    async select(message, choices) {
      const a = next(message) as string;
      if (!choices.some((c) => c.value === a)) throw new Error(`scripted prompter: "${a}" is not a choice of "${message}" (${choices.map((c) => c.value).join(', ')})`);
      return a as never;
    },
    async checkbox(message, choices, validate) {
      const a = next(message) as string[];
      for (const v of a) if (!choices.some((c) => c.value === v && !c.disabled)) throw new Error(`scripted prompter: "${v}" is not a choice of "${message}"`);
      const ok = validate ? validate(a as never) : true;
      if (ok !== true) throw new Error(`scripted prompter: ${JSON.stringify(a)} refused for "${message}": ${ok}`);
      return a as never;
    },
    async input(message, validate) {
      const a = String(next(message));
      const ok = validate ? validate(a) : true;
      if (ok !== true) throw new Error(`scripted prompter: "${a}" refused for "${message}": ${ok}`);
      return a;
    },
  };
}
