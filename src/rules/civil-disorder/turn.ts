// Civil Disorder's turn: the Sequence of Action, what the turn advance itself
// changes, and the per-turn bookkeeping its procedures keep (gas clouds
// clearing, crowds drying, fires growing and spreading). The engine's
// `umpire next-turn` runs them (GameSystem.turn, src/games/civil-disorder/);
// each resolution they record is its own log entry, so a reviewer sees why a
// building lost value.
import type { TurnHook, TurnRules } from '../../engine/system.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import type { Edition, Effect, Lang } from '../types.js';
import { t } from '../../i18n/index.js';
import { RL_MIN } from './rl-roll.js';
import { AMBULANCES_HOOK, CASUALTIES_HOOK } from './triage.js';
import { DRYING_HOOK, GAS_HOOK, GET_UP_HOOK } from './weapons.js';
import { LOOTING_HOOK } from './loot.js';
import { FIRE_HOOK } from './burn.js';

// The Sequence of Action. Civil Disorder gives six steps: 1 intentions, 2 the
// umpire moves non-player and crowd figures, 3 the players move, 4 firing,
// fights and negotiations (and over-reaction tests), 5 players may take an
// action, 6 the umpire's assessment. Émeutes gives five ("Séquences d'action"):
// it has no step 5, though its "Les actions" still gives each player one action
// a turn. Ruling U102: both editions play the six steps (the players' actions
// are the step Émeutes leaves out of the list, not out of the game).
export const SEQUENCE_STEPS = ['intentions', 'crowd-moves', 'player-moves', 'resolution', 'player-actions', 'assessment'] as const;
export type SequenceStep = (typeof SEQUENCE_STEPS)[number];
export const SEQUENCE_OF_ACTION: Record<Edition, readonly SequenceStep[]> = {
  en: SEQUENCE_STEPS,
  fr: SEQUENCE_STEPS,
};

/**
 * Hooks in the order they run at the start of each turn. Each procedure that
 * keeps per-turn state adds one line here.
 */
export const TURN_HOOKS: TurnHook<GameState>[] = [
  // --- hooks (property, fire, casualties, weapons) ---
  LOOTING_HOOK,
  FIRE_HOOK,
  GAS_HOOK,
  DRYING_HOOK,
  GET_UP_HOOK,
  CASUALTIES_HOOK,
  AMBULANCES_HOOK,
];

/** The turn advance itself, in Civil Disorder: the over-reaction tests owed last turn are cleared. */
export function advanceEffects(game: GameState): Effect[] {
  const effects: Effect[] = [];
  for (const u of Object.values(game.units)) {
    if (Object.keys(u.owes ?? {}).length > 0) effects.push({ op: 'set', path: `units.${u.id}.owes`, value: {} });
  }
  return effects;
}

/**
 * What is still owed as the turn ends: the crowds' RL rolls carry over to the
 * next turn (U54: the next roll pays every mark); the units' over-reaction
 * tests not taken lapse with the turn (advanceEffects).
 */
export function owedAtTurnEnd(game: GameState, lang: Lang): string[] {
  const notes: string[] = [];
  for (const c of Object.values(game.crowds)) {
    const owes = Object.keys((c.owes as Record<string, number> | undefined) ?? {});
    if (owes.length === 0 || typeof c.mergedInto === 'string' || c.rl <= RL_MIN) continue;
    notes.push(t(lang, 'next-turn.owed.rl', { crowd: c.id, turn: game.turn + 1, triggers: owes.map((k) => t(lang, `owe.trigger.${k}`)).join(', ') }));
  }
  for (const u of Object.values(game.units)) {
    const owes = Object.keys(u.owes ?? {});
    if (owes.length > 0) notes.push(t(lang, 'next-turn.owed.overreact', { unit: u.id, triggers: owes.map((k) => t(lang, `overreact.trigger.${k}`)).join(', ') }));
  }
  return notes;
}

/** Civil Disorder's part of `next-turn` (GameSystem.turn). */
export const CIVIL_DISORDER_TURN: TurnRules<GameState> = { advance: advanceEffects, owed: owedAtTurnEnd, hooks: TURN_HOOKS };
