// What of a game of Intervention stands on the map (docs/map.md): every
// fighter not out of the fight, facing as the map keeps it (l.231, l.257); a
// hidden fighter is a numbered marker to the players (l.268), never its id.
import type { Game } from '../../engine/system.js';
import type { MapPiece } from '../../map/types.js';
import type { IvFighter } from '../../rules/intervention/game.js';

/** The fighters: side their side, badge their condition; hidden ones a marker to the players (but to their own side's page, U312). */
export function interventionPieces(game: Game, _lang?: unknown, side?: string): MapPiece[] {
  const fighters = (game as unknown as { fighters?: Record<string, IvFighter> }).fighters ?? {};
  return Object.values(fighters)
    .filter((f) => f.condition !== 'out')
    .map((f) => ({ id: f.id, kind: 'fighter', name: f.name, side: f.side, figures: 1, tone: f.side, ...(f.sighting === 'hidden' && f.side !== side ? { hidden: 'marker' as const } : {}) }));
}
