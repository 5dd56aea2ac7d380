// The scenario's victory conditions (U105): Civil Disorder sets none ("if the
// SF have to shoot people to stop a riot they have probably lost it", and the
// umpire rewards good play), so a scenario may: turns to hold, the most dead,
// SF and crowd casualties and property lost, the fewest arrests. Each becomes
// one row of the verdict (src/rules/verdict.ts) with the figure the game
// reached, read from the state alone.
import { t } from '../../i18n/index.js';
import type { Lang } from '../types.js';
import type { VerdictRow } from '../verdict.js';
import type { GameState, VictoryConditions } from '../../state/civil-disorder/types.js';
import { lossClass } from './casualties.js';

/** The figures the conditions are judged on. */
export interface VictoryFigures {
  turn: number;
  dead: number;
  sfCasualties: number;
  crowdCasualties: number;
  property: number;
  arrests: number;
}

/** The figures of a game, from its state: U75's dead and wounded by side, property value lost, arrests. */
export function victoryFigures(game: Pick<GameState, 'turn' | 'casualties' | 'buildings' | 'crowds'>): VictoryFigures {
  let dead = 0;
  const hurt = { sf: 0, crowd: 0 };
  for (const c of Object.values(game.casualties)) {
    const k = lossClass(c);
    if (k === 'dead') dead += 1;
    if (k !== 'light' && (c.side === 'sf' || c.side === 'crowd')) hurt[c.side] += 1;
  }
  const property = Object.values(game.buildings).reduce((s, b) => s + Math.max(0, (b.startValue ?? b.value) - b.value), 0);
  const arrests = Object.values(game.crowds).reduce((s, c) => s + (c.arrests ?? 0), 0);
  return { turn: game.turn, dead, sfCasualties: hurt.sf, crowdCasualties: hurt.crowd, property, arrests };
}

/**
 * Kind of each condition (U105): a maximum (`dead`...) is failed once passed
 * and met until then; a minimum (`arrests`) is open until reached, and failed
 * if the turns to hold are over without it; `turns` is open until reached,
 * and then decides the game for the SF unless another condition failed.
 */
export const VICTORY_KIND: Record<keyof VictoryConditions, 'max' | 'min' | 'turns'> = {
  turns: 'turns',
  dead: 'max',
  sfCasualties: 'max',
  crowdCasualties: 'max',
  property: 'max',
  arrests: 'min',
};

/** The verdict's rows for the scenario's conditions (none without `victory`). */
export function victoryRows(conditions: VictoryConditions | undefined, figures: VictoryFigures, lang: Lang): VerdictRow[] {
  if (!conditions) return [];
  const over = conditions.turns !== undefined && figures.turn >= conditions.turns;
  const rows: VerdictRow[] = [];
  for (const key of Object.keys(VICTORY_KIND) as (keyof VictoryConditions)[]) {
    const limit = conditions[key];
    if (limit === undefined) continue;
    const figure = key === 'turns' ? figures.turn : figures[key];
    const kind = VICTORY_KIND[key];
    // The turns held settle the game (U105): the SF have held out, unless a condition failed.
    const status: VerdictRow['status'] =
      kind === 'max' ? (figure > limit ? 'failed' : 'met') : kind === 'turns' ? (over ? 'decides' : 'open') : figure >= limit ? 'met' : over ? 'failed' : 'open';
    rows.push({ key, system: 'civil-disorder', figure, limit, status, text: t(lang, `victory.row.${key}`, { figure, limit }) });
  }
  return rows;
}
