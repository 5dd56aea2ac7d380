// Why a log entry cannot be applied (the fold step: src/state/store.ts
// applyEntry, src/state/effects.ts), as a catalogue key and its params, so
// that `verify`, `rebuild` and every command say it in the game's language.
import { t } from '../i18n/index.js';

export class EntryError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(t('en', key, params));
  }
}

/** The params saying why an entry cannot be applied under `name` (`whyKey`, or the text itself for another error). */
export function entryWhy(err: unknown, name = 'why'): Record<string, string | number> {
  return err instanceof EntryError ? { ...err.params, [`${name}Key`]: err.key } : { [name]: (err as Error)?.message ?? String(err) };
}
