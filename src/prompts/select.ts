// The pick list every guided question shows: inquirer's own select (from
// @inquirer/select 4.4, the same keys, look and redraw), but for what typing
// letters does. Inquirer's type-ahead matches the first choice whose shown
// name starts with them, and a French name is its words before its code
// ("Tirs de flash-ball ... (baton-gun)"): typing `fighters` at « Une
// résolution ? » went to Flash-ball (issue 40). Here the letters match a
// choice's value first (the command, id or code typed on a command line, the
// same in every language), then its shown name: `fi` is `fire`, `fig`
// `fighters`, in English and in French alike.
// Loaded only when a question is asked (src/prompts/prompter.ts), with inquirer.
import type { Theme } from '@inquirer/core';
import { BACK_VALUE, isBackKey } from './back-key.js';
import { answeredLine } from './answered.js';

/** A choice as inquirer takes it (the prompter has already fitted and scrubbed it). */
export interface SelectChoice {
  value: string;
  name: string;
  description?: string;
  short?: string;
  disabled?: boolean | string;
}

export interface SelectConfig {
  message: string;
  choices: readonly SelectChoice[];
  pageSize?: number;
  loop?: boolean;
  default?: string;
  instructions?: { pager: string; navigation: string };
  /** The terminal's width: the answer line fits it (src/prompts/answered.ts). */
  columns?: number;
}

/**
 * The choice the letters typed go to: among those that can be picked, the
 * first whose value starts with them, else the first whose name does (case
 * aside); -1 when none. The value first: it is what a command line types.
 */
export function typeAheadMatch(items: readonly Pick<SelectChoice, 'value' | 'name' | 'disabled'>[], typed: string): number {
  const term = typed.toLowerCase();
  if (term === '') return -1;
  const open = (i: number) => !items[i].disabled;
  const byValue = items.findIndex((c, i) => open(i) && c.value.toLowerCase().startsWith(term));
  if (byValue !== -1) return byValue;
  return items.findIndex((c, i) => open(i) && c.name.toLowerCase().startsWith(term));
}

type SelectPrompt = (config: SelectConfig, context?: unknown) => Promise<string>;
let made: SelectPrompt | null = null;

/** The select prompt, made once on first use (its libraries are loaded then, never at a command's start). */
export async function selectPrompt(): Promise<SelectPrompt> {
  if (made) return made;
  const core = await import('@inquirer/core');
  const { default: figures } = await import('@inquirer/figures');
  const { createPrompt, useState, useKeypress, usePrefix, usePagination, useRef, useMemo, useEffect, isBackspaceKey, isEnterKey, isUpKey, isDownKey, isNumberKey, makeTheme, ValidationError } = core;
  made = createPrompt<string, SelectConfig>((config, done) => {
    const { loop = true, pageSize = 7 } = config;
    const theme: Theme = makeTheme({});
    const [status, setStatus] = useState<'idle' | 'done' | 'back'>('idle');
    const prefix = usePrefix({ status: status === 'back' ? 'idle' : status, theme });
    const searchTimeout = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const items = useMemo(() => config.choices.map((c) => ({ ...c, short: c.short ?? c.name, disabled: c.disabled ?? false })), [config.choices]);
    const selectable = (i: number) => !items[i].disabled;
    const bounds = useMemo(() => {
      const first = items.findIndex((_, i) => selectable(i));
      let last = items.length - 1;
      while (last > first && !selectable(last)) last--;
      if (first === -1) throw new ValidationError('[select prompt] No selectable choices. All choices are disabled.');
      return { first, last };
    }, [items]);
    const defaultIndex = useMemo(() => ('default' in config ? items.findIndex((c, i) => selectable(i) && c.value === config.default) : -1), [config.default, items]);
    const [active, setActive] = useState(defaultIndex === -1 ? bounds.first : defaultIndex);
    const selected = items[active];
    useKeypress((key, rl) => {
      clearTimeout(searchTimeout.current);
      // Back (Escape, `<`): the question before (src/prompts/back.ts).
      if (isBackKey(key)) {
        rl.clearLine(0);
        setStatus('back');
        done(BACK_VALUE);
      } else if (isEnterKey(key)) {
        setStatus('done');
        done(selected.value);
      } else if (isUpKey(key) || isDownKey(key)) {
        rl.clearLine(0);
        if (loop || (isUpKey(key) && active !== bounds.first) || (isDownKey(key) && active !== bounds.last)) {
          const offset = isUpKey(key) ? -1 : 1;
          let next = active;
          do next = (next + offset + items.length) % items.length;
          while (!selectable(next));
          setActive(next);
        }
      } else if (isNumberKey(key) && !Number.isNaN(Number(rl.line))) {
        // A number picks the nth choice, as in inquirer.
        const n = Number(rl.line) - 1;
        if (items[n] !== undefined && selectable(n)) setActive(n);
        searchTimeout.current = setTimeout(() => rl.clearLine(0), 700);
      } else if (isBackspaceKey(key)) {
        rl.clearLine(0);
      } else {
        const match = typeAheadMatch(items, rl.line);
        if (match !== -1) setActive(match);
        searchTimeout.current = setTimeout(() => rl.clearLine(0), 700);
      }
    });
    useEffect(() => () => clearTimeout(searchTimeout.current), []);
    const message = theme.style.message(config.message, status);
    const help = config.instructions ? theme.style.help(items.length > pageSize ? config.instructions.pager : config.instructions.navigation) : '';
    const page = usePagination({
      items,
      active,
      renderItem({ item, isActive }) {
        if (item.disabled) return theme.style.help(`- ${item.name} ${typeof item.disabled === 'string' ? item.disabled : '(disabled)'}`);
        const line = `${isActive ? figures.pointer : ' '} ${item.name}`;
        return isActive ? theme.style.highlight(line) : line;
      },
      pageSize,
      loop,
    });
    if (status === 'back') return theme.style.help(`← ${config.message}`);
    if (status === 'done') return answeredLine([prefix, message].filter(Boolean).join(' '), theme.style.answer(selected.short), config.columns);
    const lines = [[prefix, message].filter(Boolean).join(' '), page, ' ', selected.description ? theme.style.highlight(selected.description) : '', help];
    // Inquirer hides the cursor while the list is shown.
    return `${lines.filter(Boolean).join('\n').trimEnd()}\x1b[?25l`;
  }) as SelectPrompt;
  return made;
}
