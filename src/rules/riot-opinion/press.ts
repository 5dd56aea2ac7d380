// The press, or a "médiactiviste", with a crowd (riot-board-game.fr.txt l.128:
// "Quand cette unité prend part à un combat il n'y a pas d'effet sur l'opinion
// publique"): its fights turn no opinion card while it is there (U107).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Lang, type Resolution } from '../types.js';

export interface PressFacts {
  edition: Edition;
  lang: Lang;
  crowdId: string;
  /** The press arrives (true) or leaves (false). */
  on: boolean;
  /** Whether it is there now. */
  present: boolean;
}

/** The press arrives at a crowd or leaves it: logged, undoable; saying what is already so is refused. */
export function resolvePress(facts: PressFacts): Resolution {
  const { lang, crowdId, on } = facts;
  const base = { procedure: 'press', edition: facts.edition, crowd: crowdId, press: on };
  if (on === facts.present) return refusal('press', facts.edition, t(lang, `press.refused.already-${on ? 'on' : 'off'}`, { crowd: crowdId }), base, on ? 'already-on' : 'already-off');
  return {
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: on ? 'press-on' : 'press-off', text: t(lang, `press.outcome.${on ? 'on' : 'off'}`, { crowd: crowdId }) },
    effects: [on ? { op: 'set', path: `opinionCrowds.${crowdId}.press`, value: true } : { op: 'del', path: `opinionCrowds.${crowdId}.press` }],
    notes: [],
  };
}
