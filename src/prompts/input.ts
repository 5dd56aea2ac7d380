// The line of text a guided question asks (a number, a note, dice): inquirer's
// own input (from @inquirer/input 4, the same keys and look), but for back
// (Escape, or `<` as the line's first character: the question before,
// src/prompts/back.ts), said in a line under the question, and the answer a
// question gone back to keeps (Enter's default, Tab to edit it).
// Loaded only when a question is asked (src/prompts/prompter.ts), with inquirer.
import type { Theme } from '@inquirer/core';
import { BACK_VALUE, isBackKey } from './back-key.js';
import { answeredLine } from './answered.js';

export interface InputConfig {
  message: string;
  default?: string;
  /** The key hints under the question. */
  instructions?: string;
  /** The terminal's width: the answer line fits it (src/prompts/answered.ts). */
  columns?: number;
  validate?: (s: string) => true | string | Promise<true | string>;
}

type InputPrompt = (config: InputConfig, context?: unknown) => Promise<string>;
let made: InputPrompt | null = null;

/** The input prompt, made once on first use (its libraries are loaded then, never at a command's start). */
export async function inputPrompt(): Promise<InputPrompt> {
  if (made) return made;
  const core = await import('@inquirer/core');
  const { createPrompt, useState, useKeypress, usePrefix, isBackspaceKey, isEnterKey, isTabKey, makeTheme } = core;
  made = createPrompt<string, InputConfig>((config, done) => {
    const theme: Theme = makeTheme({});
    const [status, setStatus] = useState<'idle' | 'loading' | 'done' | 'back'>('idle');
    const [defaultValue = '', setDefaultValue] = useState<string | undefined>(config.default);
    const [errorMsg, setError] = useState<string | undefined>(undefined);
    const [value, setValue] = useState('');
    const prefix = usePrefix({ status: status === 'back' ? 'idle' : status, theme });
    useKeypress(async (key, rl) => {
      if (status !== 'idle') return;
      // Back: Escape, or `<` typed on an empty line (a later `<` is text).
      if (key.name === 'escape' || (isBackKey(key) && value === '' && rl.line === '<')) {
        rl.clearLine(0);
        setStatus('back');
        done(BACK_VALUE);
      } else if (isEnterKey(key)) {
        const answer = value || defaultValue;
        setStatus('loading');
        const ok = config.validate ? await config.validate(answer) : true;
        if (ok === true) {
          setValue(answer);
          setStatus('done');
          done(answer);
        } else {
          // The line as it was (readline cleared it on Enter), to mend rather than type again.
          rl.write(value);
          setError(ok || 'You must provide a valid value');
          setStatus('idle');
        }
      } else if (isBackspaceKey(key) && !value) {
        setDefaultValue(undefined);
      } else if (isTabKey(key) && !value) {
        setDefaultValue(undefined);
        rl.clearLine(0);
        rl.write(defaultValue);
        setValue(defaultValue);
      } else {
        setValue(rl.line);
        setError(undefined);
      }
    });
    if (status === 'back') return theme.style.help(`← ${config.message}`);
    const message = theme.style.message(config.message, status);
    const shown = status === 'done' ? theme.style.answer(value) : value;
    const def = defaultValue && status !== 'done' && !value ? theme.style.defaultAnswer(defaultValue) : undefined;
    const bottom = [errorMsg ? theme.style.error(errorMsg) : '', status === 'done' || !config.instructions ? '' : theme.style.help(config.instructions)].filter(Boolean).join('\n');
    if (status === 'done') return [answeredLine([prefix, message].filter(Boolean).join(' '), shown, config.columns), bottom];
    return [[prefix, message, def, shown].filter((v) => v !== undefined).join(' '), bottom];
  }) as InputPrompt;
  return made;
}
