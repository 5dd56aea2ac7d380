// Facts the procedures read from the game state, gathered in one place so that
// every procedure (and the odds) sees the state the same way.
import { RUNNING_AWAY_LEVELS } from '../../rules/civil-disorder/rl-roll.js';
import { own } from '../effects.js';
import { unitNow } from '../../rules/civil-disorder/units.js';
import type { CrowdState, GameState, UnitState } from './types.js';

/** A gas cloud (Non-Lethal Weapons: gas grenade, riot gun), as kept in `game.gas`. */
export interface GasCloud {
  id: string;
  kind: 'tear' | 'cs';
  /** Crowds inside the cloud. */
  crowds: string[];
  /** First turn the cloud is effective ("takes 1 turn to become effective"). */
  from: number;
  /** Turn at whose start the cloud has cleared ("remains for 2d6 turns"). */
  until: number;
}

/** The kinds of effective gas a crowd stands in this turn. */
export function gasOnCrowd(game: GameState, crowdId: string): ('tear' | 'cs')[] {
  const kinds = new Set<'tear' | 'cs'>();
  for (const g of Object.values(game.gas) as unknown as GasCloud[]) {
    if (g.crowds?.includes(crowdId) && g.from <= game.turn && game.turn < g.until) kinds.add(g.kind);
  }
  return [...kinds].sort();
}

/**
 * The kinds of gas over a crowd that has not cleared, a cloud thrown this
 * turn included (not yet effective, but in sight): Civil Disorder,
 * Negotiation (EN l.181) "cannot take place if there is any shooting or gas
 * in sight of the crowd"; Émeutes l.272 "nuages de gaz en vue".
 */
export function gasInSightOf(game: GameState, crowdId: string): ('tear' | 'cs')[] {
  const kinds = new Set<'tear' | 'cs'>();
  for (const g of Object.values(game.gas) as unknown as GasCloud[]) {
    if (g.crowds?.includes(crowdId) && game.turn < g.until) kinds.add(g.kind);
  }
  return [...kinds].sort();
}

/**
 * True when the SF shot at the crowd this turn (EN l.181 "any shooting ... in
 * sight"): every shot marks `crowds.<id>.owes.shot-at` with the turn (U54).
 */
export function shotAtThisTurn(game: GameState, crowdId: string): boolean {
  const c = own(game.crowds, crowdId);
  const owes = (c?.owes ?? {}) as Record<string, unknown>;
  return Object.hasOwn(owes, 'shot-at') && owes['shot-at'] === game.turn;
}

/** True when any effective gas cloud stands over one of the game's crowds in sight (negotiation). */
export function gasAnywhereOn(game: GameState, crowdId: string): boolean {
  return gasOnCrowd(game, crowdId).length > 0;
}

/** Adjacent crowds (still in the game) at a higher RL, a lower RL, and running away (ruling U2). */
export function adjacentCounts(game: GameState, crowd: CrowdState): { higher: number; lower: number; running: number } {
  let higher = 0;
  let lower = 0;
  let running = 0;
  for (const id of crowd.adjacent) {
    const other = own(game.crowds, id);
    if (!other) continue;
    if (other.rl > crowd.rl) higher += 1;
    if (other.rl < crowd.rl) lower += 1;
    if (RUNNING_AWAY_LEVELS.includes(other.rl)) running += 1;
  }
  return { higher, lower, running };
}

/** Every crowd's adjacency list (the crowd rules and the RL roll take them as facts). */
export function adjacencyLists(game: GameState): Record<string, string[]> {
  return Object.fromEntries(Object.values(game.crowds).map((c) => [c.id, [...(c.adjacent ?? [])]]));
}

/**
 * The adjacency lists of one crowd and of its neighbours: all that a crowd
 * leaving them touches (the RL roll's facts; not the whole game's at every roll).
 */
export function neighbourLists(game: GameState, id: string): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const x of [id, ...(game.crowds[id]?.adjacent ?? [])]) {
    const c = Object.hasOwn(game.crowds, x) ? game.crowds[x] : undefined;
    if (c) lists[x] = [...(c.adjacent ?? [])];
  }
  return lists;
}

/** The gas clouds as the crowd rules take them: id and the crowds inside. */
export function cloudFacts(game: GameState): { id: string; crowds: string[] }[] {
  return Object.entries(game.gas).map(([id, g]) => ({ id, crowds: Array.isArray(g.crowds) ? (g.crowds as string[]) : [] }));
}

/** A per-turn count (`down`, `woundedByTurn`) at one turn; 0 when absent. */
export function countAt(map: unknown, turn: number): number {
  if (!map || typeof map !== 'object') return 0;
  const v = Object.hasOwn(map, String(turn)) ? (map as Record<string, unknown>)[String(turn)] : 0;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}

/**
 * An SF unit's dead: its own and those of the units that joined it (U207); a
 * member first classified dead whom triage found "only a scratch" is back
 * (U197, U206: `rejoined`).
 */
export function unitDead(game: GameState, u: UnitState): number {
  return Object.values(game.casualties).filter((c) => c.side === 'sf' && unitNow(game.units, c.from) === u.id && c.injury === 'dead' && c.rejoined === undefined).length;
}

/** An SF unit's members alive and unhurt: its strength less the wounded and the dead (U253; the figures down count). */
export function unitMembers(game: GameState, u: UnitState): number {
  return Math.max(0, u.strength - u.wounded - unitDead(game, u));
}

/**
 * An SF unit's figures for a fight this turn (U63): its strength less the
 * wounded, the dead and the figures down this turn; of them, the figures
 * down last turn are on the ground.
 */
export function unitFigures(game: GameState, u: UnitState): { fit: number; onGround: number } {
  const fit = Math.max(0, unitMembers(game, u) - countAt(u.down, game.turn));
  return { fit, onGround: Math.min(fit, countAt(u.down, game.turn - 1)) };
}
