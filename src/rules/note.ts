// A note in the turn log: the players' intentions, their moves, the umpire's
// assessment (the steps of a game's turn it may belong to are its systems':
// GameSystem.noteSteps; Civil Disorder, Sequence of Action, steps 1, 3 and 6).
// No dice, no effects: a record a reviewer reads.
import { t } from '../i18n/index.js';
import type { Edition, Lang, Resolution } from './types.js';

/** The step of a note that names none of a game's turn. */
export const OTHER_STEP = 'other';

/**
 * The longest note kept, in characters (U227): about 25 lines at the table's
 * 80 columns, an assessment's paragraph; a note is read back in the log, the
 * summary and the report, so a 50 MB line is refused where it is read.
 */
export const NOTE_MAX_CHARS = 2000;

export function resolveNote(f: { edition: Edition; lang: Lang; step: string; text: string }): Resolution {
  return {
    procedure: 'note',
    edition: f.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'note', text: t(f.lang, 'common.labelled', { label: t(f.lang, `note.step.${f.step}`), text: f.text }) },
    effects: [],
    notes: [],
    step: f.step,
    text: f.text,
  };
}
