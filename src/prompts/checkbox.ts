// The checklist every guided question shows: inquirer's own checkbox (from
// @inquirer/checkbox 4, the same keys, look and redraw), but for back
// (Escape or `<`: the question before, src/prompts/back.ts) and the ticks a
// question gone back to keeps (its choices' `checked`).
// Loaded only when a question is asked (src/prompts/prompter.ts), with inquirer.
import type { Theme } from '@inquirer/core';
import { BACK_VALUE, isBackKey } from './back-key.js';
import { answeredLine } from './answered.js';

/** A choice as inquirer takes it (the prompter has already fitted and scrubbed it). */
export interface CheckboxChoice {
  value: string;
  name: string;
  description?: string;
  short?: string;
  checked?: boolean;
  disabled?: boolean | string;
}

export interface CheckboxConfig {
  message: string;
  choices: readonly CheckboxChoice[];
  pageSize?: number;
  loop?: boolean;
  instructions?: string;
  /** The terminal's width: the answer line fits it (src/prompts/answered.ts). */
  columns?: number;
  validate?: (ticked: readonly { value: string }[]) => true | string | Promise<true | string>;
}

type CheckboxPrompt = (config: CheckboxConfig, context?: unknown) => Promise<string[]>;
let made: CheckboxPrompt | null = null;

/** The checkbox prompt, made once on first use (its libraries are loaded then, never at a command's start). */
export async function checkboxPrompt(): Promise<CheckboxPrompt> {
  if (made) return made;
  const core = await import('@inquirer/core');
  const { default: figures } = await import('@inquirer/figures');
  const { createPrompt, useState, useKeypress, usePrefix, usePagination, useMemo, isUpKey, isDownKey, isSpaceKey, isNumberKey, isEnterKey, makeTheme, ValidationError } = core;
  made = createPrompt<string[], CheckboxConfig>((config, done) => {
    const { loop = true, pageSize = 7, validate = () => true } = config;
    const theme: Theme = makeTheme({});
    const [status, setStatus] = useState<'idle' | 'done' | 'back'>('idle');
    const prefix = usePrefix({ status: status === 'back' ? 'idle' : status, theme });
    const [items, setItems] = useState(config.choices.map((c) => ({ ...c, short: c.short ?? c.name, checked: c.checked ?? false, disabled: c.disabled ?? false })));
    type Item = (typeof items)[number];
    const selectable = (item: Item) => !item.disabled;
    const bounds = useMemo(() => {
      const first = items.findIndex(selectable);
      let last = items.length - 1;
      while (last > first && !selectable(items[last])) last--;
      if (first === -1) throw new ValidationError('[checkbox prompt] No selectable choices. All choices are disabled.');
      return { first, last };
    }, [items]);
    const [active, setActive] = useState(bounds.first);
    const [errorMsg, setError] = useState<string | undefined>(undefined);
    const toggle = (item: Item): Item => (selectable(item) ? { ...item, checked: !item.checked } : item);
    useKeypress(async (key) => {
      if (isBackKey(key)) {
        setStatus('back');
        done([BACK_VALUE]);
      } else if (isEnterKey(key)) {
        const selection = items.filter((i) => selectable(i) && i.checked);
        const ok = await validate(selection);
        if (ok === true) {
          setStatus('done');
          done(selection.map((c) => c.value));
        } else setError(ok || 'You must select a valid value');
      } else if (isUpKey(key) || isDownKey(key)) {
        if (loop || (isUpKey(key) && active !== bounds.first) || (isDownKey(key) && active !== bounds.last)) {
          const offset = isUpKey(key) ? -1 : 1;
          let next = active;
          do next = (next + offset + items.length) % items.length;
          while (!selectable(items[next]));
          setActive(next);
        }
      } else if (isSpaceKey(key)) {
        setError(undefined);
        setItems(items.map((c, i) => (i === active ? toggle(c) : c)));
      } else if (key.name === 'a') {
        const all = items.some((c) => selectable(c) && !c.checked);
        setItems(items.map((c) => (selectable(c) ? { ...c, checked: all } : c)));
      } else if (key.name === 'i') {
        setItems(items.map(toggle));
      } else if (isNumberKey(key)) {
        const n = Number(key.name) - 1;
        const item = items[n];
        if (item && selectable(item)) {
          setActive(n);
          setItems(items.map((c, i) => (i === n ? toggle(c) : c)));
        }
      }
    });
    const message = theme.style.message(config.message, status === 'back' ? 'idle' : status);
    let description: string | undefined;
    const page = usePagination({
      items,
      active,
      renderItem({ item, isActive }) {
        if (item.disabled) return theme.style.help(`- ${item.name} ${typeof item.disabled === 'string' ? item.disabled : '(disabled)'}`);
        if (isActive) description = item.description;
        const box = item.checked ? theme.style.answer(figures.circleFilled) : figures.circle;
        const line = `${isActive ? figures.pointer : ' '}${box} ${item.name}`;
        return isActive ? theme.style.highlight(line) : line;
      },
      pageSize,
      loop,
    });
    if (status === 'back') return theme.style.help(`← ${config.message}`);
    if (status === 'done') {
      const answer = theme.style.answer(items.filter((i) => selectable(i) && i.checked).map((c) => c.short).join(', '));
      return answeredLine([prefix, message].filter(Boolean).join(' '), answer, config.columns);
    }
    const lines = [[prefix, message].filter(Boolean).join(' '), page, ' ', description ? theme.style.highlight(description) : '', errorMsg ? theme.style.error(errorMsg) : '', config.instructions ? theme.style.help(config.instructions) : ''];
    // Inquirer hides the cursor while the list is shown.
    return `${lines.filter(Boolean).join('\n').trimEnd()}\x1b[?25l`;
  }) as CheckboxPrompt;
  return made;
}
