// What of the `swat-assault` pack stands on the map (docs/map.md): the armed
// men, each a figure inside the building it holds, never shown to the
// players (the pack's players' view never names the armed men).
import type { Game } from '../../engine/system.js';
import type { MapPiece } from '../../map/types.js';
import type { ArmedMan } from '../../rules/swat-assault/assault.js';

/** The armed men, hidden from the players. */
export function armedMenPieces(game: Game): MapPiece[] {
  const men = (game as unknown as { armedMen?: Record<string, ArmedMan> }).armedMen ?? {};
  return Object.values(men).map((m) => ({ id: m.id, kind: 'armed-man', name: m.name, side: 'armed', figures: 1, hidden: 'absent' as const }));
}
