// Guérilla Urbaine, "Activation d'une figurine" (l.82-98) and the markers an
// action sets or clears: knocked down and standing up (l.58, l.94), reload
// (l.114), camouflage (l.215). Which action may fill which slot is one table;
// a refused action is a reason code, not an exception.
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Resolution } from '../types.js';
import { RUN_FRACTION } from './profile.js';
import { activationRefusal, distanceText, type ActivationRefusal, type Round, type TurnFigure } from './turn.js';
import { namer } from '../names.js';

/** Everything a figure may do with one action. */
export const ACTION_KEYS = ['move', 'concentrate', 'reload', 'run', 'stand-up', 'shoot', 'melee', 'heal', 'pray', 'power', 'camouflage', 'special'] as const;
export type ActionKey = (typeof ACTION_KEYS)[number];

/** What the figure must have for the action. */
type Need = 'moved-first' | 'down' | 'weapon' | 'unloaded' | 'medico' | 'priest' | 'shaman' | 'camouflage-upgrade';

interface ActionRule {
  /** The action slots it may fill: 1 (the first), 2 (the second). */
  slots: readonly (1 | 2)[];
  line: number;
  needs?: Need;
  /** Allowed while knocked down (U156). */
  whileDown: boolean;
  /** Moving ends camouflage (l.215); a shot does unless the weapon is silent (the shooting command decides). */
  breaksCamouflage: boolean;
}

// "Une figurine a deux actions par activation" (l.84). "La première action est forcément" a move or
// concentrating (l.86-89); "La deuxième action peut être" (l.91-98). "Rechargement : ... une action (de
// déplacement ou une 2ème action)" (l.114). Se camoufler is a special action (l.97, l.215; U155).
// U156: a figure knocked down does not move, run or attack in melee until it stands up.
export const ACTIONS: Record<ActionKey, ActionRule> = {
  move: { slots: [1], line: 88, whileDown: false, breaksCamouflage: true },
  concentrate: { slots: [1], line: 89, whileDown: true, breaksCamouflage: false },
  reload: { slots: [1, 2], line: 114, needs: 'unloaded', whileDown: true, breaksCamouflage: false },
  run: { slots: [2], line: 93, needs: 'moved-first', whileDown: false, breaksCamouflage: true },
  'stand-up': { slots: [2], line: 94, needs: 'down', whileDown: true, breaksCamouflage: false },
  shoot: { slots: [2], line: 95, needs: 'weapon', whileDown: true, breaksCamouflage: false },
  melee: { slots: [2], line: 96, whileDown: false, breaksCamouflage: false },
  heal: { slots: [2], line: 217, needs: 'medico', whileDown: true, breaksCamouflage: false },
  pray: { slots: [2], line: 221, needs: 'priest', whileDown: true, breaksCamouflage: false },
  power: { slots: [2], line: 223, needs: 'shaman', whileDown: true, breaksCamouflage: false },
  camouflage: { slots: [2], line: 215, needs: 'camouflage-upgrade', whileDown: true, breaksCamouflage: false },
  special: { slots: [2], line: 98, whileDown: true, breaksCamouflage: false },
};

/** What an action needs to know of the figure beyond the turn. */
export interface ActingFigure extends TurnFigure {
  /** The game's gangs and figures by id → name, for the texts of a refusal (the phase's leader and gang, U402); none: ids. */
  names?: Readonly<Record<string, string>>;
  /** Its actions this activation (the turn's, when `acted` is this turn). */
  actions: readonly string[];
  down: boolean;
  camouflaged: boolean;
  /** Weapons that need reloading (l.114). */
  unloaded: readonly string[];
  hasWeapon: boolean;
  medico: boolean;
  priest: boolean;
  shaman: boolean;
  camouflageUpgrade: boolean;
}

/** Why an action is refused. */
export type ActionRefusal = ActivationRefusal | 'activation-over' | 'no-action-left' | 'not-first' | 'not-second' | 'down' | `needs-${Need}`;

/** The actions a figure has taken in its activation this turn. */
export function actionsThisTurn(f: ActingFigure, turn: number): readonly string[] {
  return f.acted === turn ? f.actions : [];
}

/** Whether the figure may take this action now (l.70-98, l.114, l.215; U156, U157); null when it may. */
export function actionRefusal(round: Round | null, f: ActingFigure, action: ActionKey): ActionRefusal | null {
  if (!round) return 'no-turn';
  const done = actionsThisTurn(f, round.turn);
  if (done.length === 0) {
    const why = activationRefusal(round, f);
    if (why) return why;
  } else if (round.active !== f.id) {
    // U157: beginning another figure's activation ends this one's ("activée qu'un fois par tour", l.70).
    return done.length >= 2 ? 'already-acted' : 'activation-over';
  }
  if (done.length >= 2) return 'no-action-left';
  const rule = ACTIONS[action];
  const slot = (done.length + 1) as 1 | 2;
  if (!rule.slots.includes(slot)) return slot === 1 ? 'not-first' : 'not-second';
  if (f.down && !rule.whileDown) return 'down';
  const lacks: Record<Need, boolean> = {
    'moved-first': done[0] !== 'move',
    down: !f.down,
    weapon: !f.hasWeapon,
    unloaded: f.unloaded.length === 0,
    medico: !f.medico,
    priest: !f.priest,
    shaman: !f.shaman,
    'camouflage-upgrade': !f.camouflageUpgrade,
  };
  if (rule.needs && lacks[rule.needs]) return `needs-${rule.needs}`;
  return null;
}

/** The effects of taking an action: the figure activated (its first action), the action recorded, camouflage lost on a move. */
export function actionEffects(round: Round, f: ActingFigure, action: ActionKey): Effect[] {
  const done = actionsThisTurn(f, round.turn);
  const fx: Effect[] = [];
  if (done.length === 0) {
    fx.push({ op: 'set', path: `figures.${f.id}.acted`, value: round.turn });
    fx.push({ op: 'set', path: 'round.active', value: f.id });
  }
  fx.push({ op: 'set', path: `figures.${f.id}.actions`, value: [...done, action] });
  // "Elle ne peut ainsi bouger ... sans cesser d'être camouflée" (l.215).
  if (ACTIONS[action].breaksCamouflage && f.camouflaged) fx.push({ op: 'set', path: `figures.${f.id}.camouflaged`, value: false });
  return fx;
}

/** The text of an action refusal, in the output language. */
export function actionRefusalText(lang: Lang, why: ActionRefusal, f: ActingFigure, round: Round | null, action: ActionKey): string {
  const phase = round?.phase;
  const nm = namer(f.names);
  const params: Record<string, string | number> = {
    figure: f.name ?? f.id,
    action: t(lang, `gu.action.${action}`),
    first: actionsThisTurn(f, round?.turn ?? -1)[0] ? t(lang, `gu.action.${actionsThisTurn(f, round?.turn ?? -1)[0]}`) : '',
    gang: nm(phase?.gang ?? ''),
    leader: phase?.kind === 'leader' ? nm(phase.leader) : '',
    active: nm(round?.active ?? ''),
  };
  const key = why === 'other-side' && phase ? `gu.refuse.other-side.${phase.kind}` : `gu.refuse.${why}`;
  return t(lang, key, params);
}

/** Facts of an action that rolls no die: move, concentrate, run, stand up, reload, camouflage, a special action. */
export interface SimpleActionFacts {
  lang: Lang;
  round: Round | null;
  figure: ActingFigure;
  action: Exclude<ActionKey, 'shoot' | 'melee' | 'heal' | 'pray' | 'power'>;
  /** Se camoufler: the figure is in base contact with scenery of at least half its volume (the umpire says, l.215). */
  cover?: boolean;
  /** A special action's description (a lever, a door, l.98). */
  what?: string;
  /** The figure's move in pas (l.88, l.209). */
  move: number;
}

/** Resolves an action without dice: checks the order and slot, then sets the markers it changes. */
export function resolveSimpleAction(facts: SimpleActionFacts, _dice: Dice): Resolution {
  const { lang, round, figure: f, action } = facts;
  const base = { procedure: 'gu-act', edition: 'fr' as const, figure: f.id, gang: f.gang, action };
  const why = actionRefusal(round, f, action);
  if (why) return refusal('gu-act', 'fr', actionRefusalText(lang, why, f, round, action), base, why);
  if (action === 'camouflage' && !facts.cover) return refusal('gu-act', 'fr', t(lang, 'gu.refuse.no-cover', { figure: f.name ?? f.id }), base, 'no-cover');
  const r = round as Round;
  const effects = actionEffects(r, f, action);
  const notes: string[] = [];
  const params: Record<string, string | number> = { figure: f.name ?? f.id, move: distanceText(lang, facts.move), run: distanceText(lang, facts.move * RUN_FRACTION), what: facts.what ?? '' }; // run: l.93
  if (action === 'stand-up') effects.push({ op: 'set', path: `figures.${f.id}.down`, value: false });
  if (action === 'reload') effects.push({ op: 'set', path: `figures.${f.id}.unloaded`, value: [] });
  if (action === 'camouflage') effects.push({ op: 'set', path: `figures.${f.id}.camouflaged`, value: true });
  if (ACTIONS[action].breaksCamouflage && f.camouflaged) notes.push(t(lang, 'gu.act.note.camouflage-lost', params));
  if (action === 'move') notes.push(t(lang, 'gu.act.note.difficult'));
  return {
    ...base,
    slot: actionsThisTurn(f, r.turn).length + 1,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: action, text: t(lang, `gu.act.outcome.${action}`, params) },
    effects,
    notes,
  };
}
