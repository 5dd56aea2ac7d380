// What of a game of RIOT stands on the map (docs/map.md): its units, each in
// a zone of the board (RIOT's board is a map of zones: its streets joined,
// l.75). Both sides see the board. A unit moves by RIOT's own rule,
// `riot-move` (l.71-75: a street free of enemies, a building from its
// street, the HQ the police's, U335), which sets it in the zone that is its
// place; `move` refuses it, saying the line.
import type { Game } from '../../engine/system.js';
import type { MapPiece } from '../../map/types.js';
import type { RiotSlice } from '../../state/riot/state.js';

/** RIOT's move (l.75): `riot-move <units> --to <place>`. */
const RIOT_MOVE = { command: 'riot-move', option: '--to', line: 'l.75' } as const;

/** The units on the board: side their team, named by their type. */
export function riotPieces(game: Game): MapPiece[] {
  const s = (game as unknown as Partial<RiotSlice>).riot;
  if (!s) return [];
  return Object.values(s.units).map((u) => ({ id: u.id, kind: 'unit', name: s.types[u.type]?.name ?? u.type, side: u.team, figures: 1, tone: u.team, movedBy: RIOT_MOVE }));
}
