// Guérilla Urbaine's moves proposed on a map (GameSystem.map.proposals,
// docs/map.md "Moves the program proposes"): each gang melee of the turn
// through the pure rule (src/rules/guerilla-urbaine/map-moves.ts). Loaded only when asked.
import type { EntryView, Game } from '../../engine/system.js';
import { sceneOf } from '../../map/owed.js';
import type { MoveProposal } from '../../map/types.js';
import { proposeGuMoves } from '../../rules/guerilla-urbaine/map-moves.js';
import type { Lang } from '../../rules/types.js';

export function guerillaUrbaineProposals(game: Game, entries: readonly EntryView[], lang: Lang): MoveProposal[] {
  const scene = sceneOf(game, lang);
  return entries.flatMap((e) => (e.record ? proposeGuMoves({ lang, seq: e.seq, record: e.record as Record<string, unknown>, scene }) : []));
}
