// A note in the turn log: the players' intentions, their moves, the umpire's
// assessment (Civil Disorder, Sequence of Action, steps 1, 3 and 6; Émeutes,
// Séquences d'action). No dice, no effects: a record a reviewer reads.
import { t } from '../../i18n/index.js';
import type { Edition, Lang, Resolution } from '../types.js';

/** The steps of the Sequence of Action a note may belong to (stable codes). */
export const NOTE_STEPS = ['intentions', 'moves', 'assessment', 'other'] as const;
export type NoteStep = (typeof NOTE_STEPS)[number];

export function resolveNote(f: { edition: Edition; lang: Lang; step: NoteStep; text: string }): Resolution {
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
