// Guérilla Urbaine: bringing a dead figure back to 1 PV. Médico (l.217, a
// second action, l.97), the prayer Imposition des mains (l.245) and the
// shaman power Guérison (l.261) share one roll: a D6 at or above the
// threshold, within the range (the umpire measures and says).
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { actionEffects, actionRefusal, actionRefusalText, actionsThisTurn, type ActingFigure, type ActionKey } from './actions.js';
import { clampThreshold } from './profile.js';
import type { Round } from './turn.js';

/** Ways of bringing a figure back. */
export type ReviveSource = 'medico' | 'laying-on-hands' | 'healing';

/** Threshold and range of each way (range in pas; 0 is base contact). */
export const REVIVE: Record<ReviveSource, { threshold: number; range: number; line: number }> = {
  // "faire revenir à un PV une figurine morte en contact socle à socle avec elle sur un 3+" (l.217)
  medico: { threshold: 3, range: 0, line: 217 },
  // "Imposition des mains : ... une figurine morte à moins de 2 pas sur un 4+" (l.245)
  'laying-on-hands': { threshold: 4, range: 2, line: 245 },
  // "Guérison : ... une figurine morte à moins de 5 pas sur un 5+" (l.261)
  healing: { threshold: 5, range: 5, line: 261 },
};
// "Si elle s'est concentrée en première action, elle le fait sur un 2+" (l.217; l.89): Médico only.
export const MEDICO_CONCENTRATED = -1;
// "La figurine morte ne doit pas être un véhicule ou un robot" (l.217, l.245, l.261).
export const NOT_REVIVED = ['vehicle', 'robot'] as const;

/** The figure to bring back. */
export interface ReviveTarget {
  id: string;
  dead: boolean;
  /** Its kind of figure when it is not a person (vehicle, robot...). */
  kinds: readonly string[];
}

/** The roll itself, apart from whose action it is: threshold, modifiers, die, effects on the target. */
export function reviveRoll(lang: Lang, source: ReviveSource, concentrated: boolean, target: ReviveTarget, dice: Dice): { modifiers: Modifier[]; threshold: number; die: number; revived: boolean; effects: Effect[] } {
  const modifiers: Modifier[] = [];
  if (source === 'medico' && concentrated) modifiers.push({ key: 'concentrated', label: t(lang, 'gu.mod.concentrated'), value: MEDICO_CONCENTRATED });
  // R15: a healing threshold stays within 2+..6+.
  const threshold = clampThreshold(REVIVE[source].threshold + modifiers.reduce((s, m) => s + m.value, 0));
  const die = dice.roll('d6', t(lang, 'gu.revive.die'));
  const revived = die >= threshold;
  const effects: Effect[] = revived
    ? [
        { op: 'set', path: `figures.${target.id}.dead`, value: false },
        { op: 'set', path: `figures.${target.id}.pv`, value: 1 },
      ]
    : [];
  return { modifiers, threshold, die, revived, effects };
}

/** Why a figure cannot be brought back; null when it can. */
export function reviveTargetRefusal(target: ReviveTarget): 'not-dead' | 'not-revivable' | null {
  if (!target.dead) return 'not-dead';
  if (target.kinds.some((k) => (NOT_REVIVED as readonly string[]).includes(k))) return 'not-revivable';
  return null;
}

export interface MedicoFacts {
  lang: Lang;
  round: Round | null;
  figure: ActingFigure;
  target: ReviveTarget;
  /** The umpire says the dead figure is in base contact (l.217). */
  contact: boolean;
}

/** Médico (l.217): a second action, 3+ (2+ after concentrating) to bring a dead figure in base contact back to 1 PV. */
export function resolveMedico(facts: MedicoFacts, dice: Dice): Resolution {
  const { lang, round, figure: f, target } = facts;
  const action: ActionKey = 'heal';
  const base = { procedure: 'gu-heal', edition: 'fr' as const, figure: f.id, gang: f.gang, target: target.id };
  const why = actionRefusal(round, f, action);
  if (why) return refusal('gu-heal', 'fr', actionRefusalText(lang, why, f, round, action), base, why);
  const bad = reviveTargetRefusal(target);
  if (bad) return refusal('gu-heal', 'fr', t(lang, `gu.refuse.${bad}`, { target: target.id }), base, bad);
  if (!facts.contact) return refusal('gu-heal', 'fr', t(lang, 'gu.refuse.no-contact', { figure: f.id, target: target.id }), base, 'no-contact');
  const r = round as Round;
  const concentrated = actionsThisTurn(f, r.turn)[0] === 'concentrate';
  const roll = reviveRoll(lang, 'medico', concentrated, target, dice);
  const code = roll.revived ? 'revived' : 'not-revived';
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: roll.modifiers,
    total: roll.die,
    threshold: roll.threshold,
    outcome: { code, text: t(lang, `gu.revive.outcome.${code}`, { target: target.id, threshold: roll.threshold }) },
    effects: [...actionEffects(r, f, action), ...roll.effects],
    notes: [t(lang, 'gu.revive.note.threshold', { threshold: roll.threshold, line: REVIVE.medico.line })],
  };
}
