// Intervention's moves proposed on a map (GameSystem.map.proposals,
// docs/map.md "Moves the program proposes"): each resolution of the turn that
// shook a figure (l.405-413) through the pure rule
// (src/rules/intervention/map-moves.ts), with the fighters' Det and the
// map's woods. Loaded only when asked.
import type { EntryView, Game } from '../../engine/system.js';
import { sceneOf } from '../../map/owed.js';
import { mapOf } from '../../map/view.js';
import type { MoveProposal } from '../../map/types.js';
import { proposeIvMoves } from '../../rules/intervention/map-moves.js';
import type { Lang } from '../../rules/types.js';

export function interventionProposals(game: Game, entries: readonly EntryView[], lang: Lang): MoveProposal[] {
  const fighters = ((game as unknown as { fighters?: Record<string, { det?: number }> }).fighters ?? {});
  const det: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const [id, f] of Object.entries(fighters)) if (typeof f.det === 'number') det[id] = f.det;
  const woods = (mapOf(game)?.areas ?? []).filter((a) => a.kind === 'wood');
  const scene = sceneOf(game, lang);
  return entries.flatMap((e) => (e.record ? proposeIvMoves({ lang, seq: e.seq, record: e.record as Record<string, unknown>, det, woods, scene }) : []));
}
