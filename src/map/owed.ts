// The moves owed now (docs/map.md "Moves the program proposes"): the scene a
// game's proposal function reads (its pieces, where each stands, fresh or
// stale, sight between two), the systems' proposals from the log's entries
// in force this turn, less the moves already made, and the `move` command
// line that makes each. No game is named here: each proposes through its
// GameSystem.map.proposals.
import { systemsOf } from '../engine/registry.js';
import type { EntryView, Game } from '../engine/system.js';
import type { Lang } from '../rules/types.js';
import { piecesOf } from './pieces.js';
import { num } from './proposals.js';
import type { MoveProposal, MoveScene, ScenePiece } from './types.js';
import { mapOf, positionOf, sightBetween } from './view.js';

/** The scene of a game with a map: its pieces as its systems describe them, with their positions. */
export function sceneOf(game: Game, lang: Lang): MoveScene {
  const map = mapOf(game)!;
  const pieces: Record<string, ScenePiece> = Object.create(null) as Record<string, ScenePiece>;
  for (const p of piecesOf(game, lang).values()) {
    const pos = positionOf(game, p.id);
    const s: ScenePiece = { id: p.id, kind: p.kind, name: p.name, side: p.side, figures: p.figures, fresh: pos?.fresh ?? false };
    if (pos?.at) s.at = pos.at;
    if (pos?.zone !== undefined) s.zone = pos.zone;
    if (pos) s.turn = pos.turn;
    pieces[p.id] = s;
  }
  // A piece gone from the table since (a figure dead, a crowd merged) keeps its last position for the moves its
  // resolutions decided (a step back from an attacker since killed): of no side, it is no one's SF.
  for (const [id, pos] of Object.entries(map.pieces)) {
    if (Object.hasOwn(pieces, id)) continue;
    const p = positionOf(game, id)!;
    pieces[id] = { id, kind: 'gone', name: id, side: '', figures: 0, ...(pos.at ? { at: pos.at } : {}), ...(pos.zone !== undefined ? { zone: pos.zone } : {}), turn: p.turn, fresh: p.fresh };
  }
  const sees = (a: string, b: string): boolean | null => {
    if (!pieces[a]?.fresh || !pieces[b]?.fresh) return null;
    const s = sightBetween(game, a, b);
    return s ? s.clear : null;
  };
  const escapes = map.places.filter((p) => p.kind === 'escape' && p.at).map((p) => ({ id: p.id, at: p.at! }));
  return { unit: map.unit, ...(map.size ? { size: map.size } : {}), turn: game.turn, pieces, sees, escapes, outlines: map.outlines };
}

/** Does an entry move or place a piece (an effect at `map.pieces.<id>`)? */
function moves(e: EntryView, piece: string): boolean {
  const effects = (e.record as { effects?: { path: string }[] } | undefined)?.effects ?? [];
  const at = `map.pieces.${piece}`;
  return effects.some((x) => x.path === at || x.path.startsWith(`${at}.`));
}

/**
 * The moves the rules decide this turn and not yet made: every system's
 * proposals from the entries in force of the current turn, oldest first; a
 * piece moved (or placed, or confirmed where it stands: `move --stay`) after
 * a proposal's entry has made its oldest move owed (U279).
 */
export async function owedMoves(game: Game, entries: readonly EntryView[], lang: Lang): Promise<MoveProposal[]> {
  if (!mapOf(game)) return [];
  const undone = new Set(entries.flatMap((e) => (e.kind === 'undo' ? (e.undoes ?? []) : [])));
  const now = entries.filter((e) => e.kind === 'resolution' && e.turn === game.turn && !undone.has(e.seq) && e.record);
  const all: MoveProposal[] = [];
  for (const s of systemsOf(game)) if (s.map?.proposals) all.push(...(await s.map.proposals(game, now, lang)));
  // Each piece's owed moves in the order their entries came; a later entry moving the piece makes the oldest.
  const queue = new Map<string, MoveProposal[]>();
  const bySeq = new Map<number, MoveProposal[]>();
  for (const p of all) bySeq.set(p.seq, [...(bySeq.get(p.seq) ?? []), p]);
  for (const e of now) {
    for (const p of bySeq.get(e.seq) ?? []) queue.set(p.piece, [...(queue.get(p.piece) ?? []), p]);
    for (const [piece, q] of queue) if (q.length > 0 && q[0].seq < e.seq && moves(e, piece)) q.shift();
  }
  const owed = [...queue.values()].flat().sort((a, b) => a.seq - b.seq);
  return owed;
}

/** The `move` command line that makes a proposal, or null when it is measured on the table. */
export function moveLine(p: MoveProposal): string[] | null {
  if (!p.how || !p.to) return null;
  if ('away' in p.how) return ['move', p.piece, '--away', p.how.away, '--by', num(p.distance)];
  if ('toward' in p.how) return ['move', p.piece, '--toward', p.how.toward, '--by', num(p.distance)];
  return ['move', p.piece, '--at', `${num(p.how.at[0])},${num(p.how.at[1])}`];
}
