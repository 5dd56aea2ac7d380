// One base error class for everything the user can fix (exit 2). Anything
// else that escapes is a bug (exit 1, stack trace, please report).
import { t, type MessageParams } from './i18n/index.js';
import type { Lang } from './rules/types.js';

/**
 * An error the user can fix: bad option, bad value, invalid file, refused by
 * the rules. Its `code` is stable and names the catalogue message `err.<code>`,
 * so the same error reads in the user's language.
 */
export class UserError extends Error {
  constructor(
    /** Stable kebab-case code, the same in every language. */
    readonly code: string,
    readonly params: MessageParams = {},
  ) {
    super(t('en', `err.${code}`, params));
    this.name = 'UserError';
  }

  /** The language to say it in, when the code that threw knows the game's. */
  lang?: Lang;

  /** The one-line message in the given language. */
  localized(lang: Lang): string {
    return t(lang, `err.${this.code}`, this.params);
  }
}

export function isUserError(e: unknown): e is UserError {
  return e instanceof UserError;
}
