// The back key's value, error and test (issue 40 item 4), apart from the
// tape (src/prompts/back.ts) so that the prompts and the prompter that use
// them import no module that imports the prompter back (no circle).
/** What a prompt resolves to when the umpire pressed back (never a choice's value: values are ids or codes). */
export const BACK_VALUE = '\u0000back';

/** The umpire pressed back at a question. */
export class BackError extends Error {
  constructor() {
    super('back');
    this.name = 'BackPromptError';
  }
}

/** Whether an error is the umpire's back. */
export function isBack(e: unknown): boolean {
  return (e as Error | undefined)?.name === 'BackPromptError';
}

/** Whether a key is back: Escape, or `<` (on a line of text, as its first character). */
export function isBackKey(key: { name?: string; sequence?: string; ctrl?: boolean; meta?: boolean }): boolean {
  return key.name === 'escape' || key.sequence === '<';
}
