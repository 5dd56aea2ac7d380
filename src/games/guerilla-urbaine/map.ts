// What of a game of Guérilla Urbaine, and of its armed agents over a riot,
// stands on the map (docs/map.md, GameSystem.map.pieces). The gang skirmish:
// every figure, both sides seeing the whole table (a dead figure is off it).
// The pack: every armed agent, hidden from the players (absent: the SF do not
// know who the agents are, U136).
import type { Game } from '../../engine/system.js';
import type { MapPiece } from '../../map/types.js';
import type { AgentState } from '../../rules/guerilla-urbaine/riot.js';
import type { GuSlice } from './state.js';

/** The skirmish's figures still in the fight: side their gang, badge their PV. */
export function guerillaUrbainePieces(game: Game): MapPiece[] {
  const g = game as unknown as Partial<GuSlice>;
  return Object.values(g.figures ?? {})
    .filter((f) => !f.dead)
    .map((f) => ({ id: f.id, kind: 'figure', name: f.name, side: f.gang, figures: 1, badge: `${f.pv}/${f.pvMax}`, tone: f.gang }));
}

/** The pack's armed agents: each one figure, never shown to the players (U136). */
export function armedAgentPieces(game: Game): MapPiece[] {
  const agents = (game as unknown as { agents?: Record<string, AgentState> }).agents ?? {};
  return Object.values(agents).map((a) => ({ id: a.id, kind: 'agent', name: a.name, side: 'agent', figures: 1, hidden: 'absent' as const }));
}
