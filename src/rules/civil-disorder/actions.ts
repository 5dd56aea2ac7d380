// Player actions: Civil Disorder, "Player Actions": "Communicate on the radio
// or telephone; Have a conversation with someone next to them; Shout orders to
// a unit within earshot; Take one personal action (fire your gun, hit someone,
// drive a vehicle etc); Run somewhere; Negotiate with a crowd. Only one of
// these can be done in any given turn." Émeutes, "Les actions", the same.
// The state keeps which character acted in which turn (U66).
import { t } from '../../i18n/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

export const PLAYER_ACTIONS = ['radio', 'conversation', 'orders', 'personal', 'run', 'negotiate'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

// "Only one of these can be done in any given turn."
export const ACTIONS_PER_TURN = 1;

/** What the state keeps of a character's actions (`characters.<id>.acted`). */
export interface Acted {
  turn: number;
  n: number;
  actions: string[];
}

/** Actions the character has taken in `turn` (0 when none). */
export function actionsIn(acted: unknown, turn: number): number {
  const a = acted as Partial<Acted> | undefined;
  return a && a.turn === turn && typeof a.n === 'number' ? a.n : 0;
}

/**
 * The check before a player character acts: null when it may, else why not
 * (one action a turn; `allowSecond`: the umpire allows another).
 */
/** Whether a character has taken all its actions of this turn (ACTIONS_PER_TURN, U66): a second is refused. */
export function hasActed(acted: unknown, turn: number): boolean {
  return actionsIn(acted, turn) >= ACTIONS_PER_TURN;
}

export function actionRefusal(lang: Lang, character: string, acted: unknown, turn: number, allowSecond: boolean): string | null {
  const n = actionsIn(acted, turn);
  if (n < ACTIONS_PER_TURN || allowSecond) return null;
  const done = ((acted as Acted).actions ?? []).map((a) => t(lang, `act.action.${a}`)).join(', ');
  return t(lang, 'act.refused.second', { character, turn, done, n: ACTIONS_PER_TURN });
}

/** The effect that records one more action of the character this turn. */
export function actionEffect(character: string, acted: unknown, turn: number, action: PlayerAction): Effect {
  const n = actionsIn(acted, turn);
  const before = n > 0 ? ((acted as Acted).actions ?? []) : [];
  return { op: 'set', path: `characters.${character}.acted`, value: { turn, n: n + 1, actions: [...before, action] } satisfies Acted };
}

export interface ActFacts {
  edition: Edition;
  lang?: Lang;
  characterId?: string;
  action: PlayerAction;
  /** What the state knows of the character's actions, and the turn. */
  acted?: unknown;
  turn?: number;
  allowSecond?: boolean;
  /** The player's words ("radios the inspector: hold the line"). */
  text?: string;
}

/** Logs a player character's action for the turn; a second one is refused unless allowed (U66). */
export function resolveAct(facts: ActFacts): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { character: facts.characterId ?? null, action: facts.action, text: facts.text ?? null };
  const turn = facts.turn ?? 0;
  if (facts.characterId) {
    const why = actionRefusal(lang, facts.characterId, facts.acted, turn, Boolean(facts.allowSecond));
    if (why) return refusal('act', facts.edition, why, base, 'second-action');
  }
  const second = facts.characterId !== undefined && actionsIn(facts.acted, turn) >= ACTIONS_PER_TURN;
  return {
    procedure: 'act',
    edition: facts.edition,
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: second ? 'second-action' : 'acted', text: t(lang, second ? 'act.outcome.second' : 'act.outcome.acted', { character: facts.characterId ?? '—', action: t(lang, `act.action.${facts.action}`) }) },
    effects: facts.characterId ? [actionEffect(facts.characterId, facts.acted, turn, facts.action)] : [],
    notes: facts.text ? [facts.text] : [],
  };
}

/** What a procedure a player character carries out in person (fire, melee) knows of that character (U372). */
export interface PersonalFacts {
  /** The player character firing their gun or hitting someone (EN l.46 "Take one personal action"). */
  characterId?: string;
  acted?: unknown;
  turn?: number;
  allowSecond?: boolean;
}

// EN l.46 (FR l.86 "Effectuer une action propre (tirer, conduire...)"): a shot or a fight by a player character is their one action of the turn (U372).
export const PERSONAL_ACTION: PlayerAction = 'personal';

/** A personal action's check and its effect: refused (why) when the character has acted this turn, else the effect recording it (U66, U372). */
export function personalAction(lang: Lang, facts: PersonalFacts): { refused: string | null; effects: Effect[] } {
  if (!facts.characterId || facts.turn === undefined) return { refused: null, effects: [] };
  const why = actionRefusal(lang, facts.characterId, facts.acted, facts.turn, Boolean(facts.allowSecond));
  if (why) return { refused: why, effects: [] };
  return { refused: null, effects: [actionEffect(facts.characterId, facts.acted, facts.turn, PERSONAL_ACTION)] };
}
