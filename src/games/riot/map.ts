// What of a game of RIOT stands on the map (docs/map.md): its units, each in
// a zone of the board (RIOT's board is a map of zones: its streets joined,
// l.75). Both sides see the board.
import type { Game } from '../../engine/system.js';
import type { MapPiece } from '../../map/types.js';
import type { RiotSlice } from '../../state/riot/state.js';

/** The units on the board: side their team, named by their type. */
export function riotPieces(game: Game): MapPiece[] {
  const s = (game as unknown as Partial<RiotSlice>).riot;
  if (!s) return [];
  return Object.values(s.units).map((u) => ({ id: u.id, kind: 'unit', name: s.types[u.type]?.name ?? u.type, side: u.team, figures: 1, tone: u.team }));
}
