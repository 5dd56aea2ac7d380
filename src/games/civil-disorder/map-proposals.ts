// Civil Disorder's and Émeutes' moves proposed on a map (GameSystem.map.proposals,
// docs/map.md "Moves the program proposes"): the scene read once, then each
// resolution of the turn through the pure rule (src/rules/civil-disorder/map-moves.ts).
// Loaded only when asked (it reaches the geometry).
import type { EntryView, Game } from '../../engine/system.js';
import { sceneOf } from '../../map/owed.js';
import type { MoveProposal } from '../../map/types.js';
import { proposeCdMoves } from '../../rules/civil-disorder/map-moves.js';
import type { Lang } from '../../rules/types.js';
import type { GameState } from '../../state/civil-disorder/types.js';

export function civilDisorderProposals(game: Game, entries: readonly EntryView[], lang: Lang): MoveProposal[] {
  const g = game as unknown as GameState;
  const scene = sceneOf(game, lang);
  const looterCrowds = new Set(Object.values(g.crowds ?? {}).filter((c) => c.looter).map((c) => c.id));
  return entries.flatMap((e) => (e.record ? proposeCdMoves({ edition: g.edition, lang, seq: e.seq, record: e.record as Record<string, unknown>, scene, looterCrowds }) : []));
}
