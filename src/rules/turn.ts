// The turn: advancing it, and the per-turn bookkeeping that procedures
// register (gas clouds clearing, crowds drying, fires growing and spreading).
// `umpire next-turn` runs the hooks in order; each resolution they record is
// its own log entry, so a reviewer sees why a building lost value.
import { t } from '../i18n/index.js';
import type { GameState } from '../state/types.js';
import type { Dice, Edition, Effect, Lang, Resolution } from './types.js';
import { CASUALTIES_HOOK } from './triage.js';
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

/** What a hook may use: the game (already in the new turn), dice, and record. */
export interface TurnContext {
  game: GameState;
  lang: Lang;
  /** Fresh dice for one resolution (PRNG, or the umpire's entered values in order). */
  dice(): Dice;
  /** Applies a resolution's effects to the game and logs it. */
  record(res: Resolution): void;
}

export interface TurnHook {
  /** Stable name, shown in --help of next-turn. */
  name: string;
  run(ctx: TurnContext): void;
}

/**
 * Hooks in the order they run at the start of each turn. Each procedure that
 * keeps per-turn state adds one line here.
 */
export const TURN_HOOKS: TurnHook[] = [
  // --- hooks (property, fire, casualties, weapons) ---
  LOOTING_HOOK,
  FIRE_HOOK,
  GAS_HOOK,
  DRYING_HOOK,
  GET_UP_HOOK,
  CASUALTIES_HOOK,
];

/** The turn advance itself: turn + 1, and the over-reaction tests owed last turn are cleared. */
export function resolveNextTurn(game: GameState, lang: Lang): Resolution {
  const turn = game.turn + 1;
  const effects: Effect[] = [{ op: 'set', path: 'turn', value: turn }];
  for (const u of Object.values(game.units)) {
    if (Object.keys(u.owes ?? {}).length > 0) effects.push({ op: 'set', path: `units.${u.id}.owes`, value: {} });
  }
  return {
    procedure: 'next-turn',
    edition: game.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'turn-advanced', text: t(lang, 'next-turn.outcome', { turn }) },
    effects,
    notes: [],
    turn: { before: game.turn, after: turn },
  };
}
