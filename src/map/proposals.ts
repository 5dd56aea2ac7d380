// The moves the program proposes (docs/map.md "Moves the program proposes"):
// what every game's proposal function shares, no game named. A game's rule
// says which piece moves, how far and from or towards what (a crowd's RL
// movement, a defender pushed back); these helpers read the scene: the
// nearest piece of a side in sight, the nearest escape route or cover, the
// table's edge, and whether a piece may be read at all (placed, fresh, U250).
// Pure: the scene in (src/map/types.ts MoveScene), points and words out.
import { away, distance, toward } from '../geometry/index.js';
import { clampToTable } from './moves.js';
import { keyOf, t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import type { MoveProposal, MoveScene, Outline, Pt, ScenePiece } from './types.js';

/** A number as a command line and a person read it: at most two decimals. */
export function num(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Why a piece's position cannot be read (unplaced, in a zone only, stale: U250), in `lang`; null when it can. */
export function unreadable(scene: MoveScene, id: string, lang: Lang): string | null {
  const p = scene.pieces[id];
  if (!p || p.turn === undefined) return t(lang, 'moves.measure.unplaced', { id });
  if (!p.at) return t(lang, 'moves.measure.zone', { id, zone: p.zone ?? '' });
  if (!p.fresh) return t(lang, 'moves.measure.stale', { id, turn: p.turn });
  return null;
}

/** Why a rule's distance in `unit` cannot be read on the map (measured in another unit: no conversion is the text's), in `lang`; null when it can. */
export function unitMismatch(scene: MoveScene, unit: string, lang: Lang): string | null {
  if (unit === scene.unit) return null;
  return t(lang, 'moves.measure.unit', { map: t(lang, keyOf('map.unit.', scene.unit)), rule: t(lang, keyOf('map.unit.', unit)) });
}

/** The nearest piece of a side a move is made from or towards, as the map reads it. */
export type Nearest =
  /** The nearest fresh piece of the side in sight. */
  | { kind: 'piece'; piece: ScenePiece; d: number }
  /** A piece of the side on the table is stale: the map cannot say which is nearest or in sight (U250). */
  | { kind: 'stale'; why: string }
  /** None of the side on the table is in sight. */
  | { kind: 'none' };

/**
 * The nearest piece `of` the kind a rule names (the SF: a side's units) in
 * sight of `from` (U275): every such piece that stands on the table is
 * read; one unplaced is not on the table (not yet arrived, gone), one stale
 * makes the answer the table's.
 */
export function nearestInSight(scene: MoveScene, from: string, of: (p: ScenePiece) => boolean, lang: Lang): Nearest {
  const me = scene.pieces[from];
  if (!me?.at) return { kind: 'none' };
  let best: { piece: ScenePiece; d: number } | null = null;
  for (const p of Object.values(scene.pieces)) {
    if (!of(p) || p.id === from || p.turn === undefined) continue;
    const why = unreadable(scene, p.id, lang);
    if (why) return { kind: 'stale', why };
    if (scene.sees(from, p.id) !== true) continue;
    const d = distance(me.at, p.at!);
    if (!best || d < best.d) best = { piece: p, d };
  }
  return best ? { kind: 'piece', ...best } : { kind: 'none' };
}

/**
 * The nearest way off the table from a point (EN l.144 "the nearest escape
 * route from the table"; l.177 looters "leave the area"): a marked escape
 * route, else the nearest point of the table's edge; null without either.
 */
export function nearestExit(scene: MoveScene, from: Pt): { id?: string; at: Pt } | null {
  let best: { id?: string; at: Pt; d: number } | null = null;
  for (const e of scene.escapes) {
    const d = distance(from, e.at);
    if (!best || d < best.d) best = { id: e.id, at: e.at, d };
  }
  if (best) return { id: best.id, at: best.at };
  if (!scene.size) return null;
  const [w, h] = scene.size;
  const edges: Pt[] = [[0, from[1]], [w, from[1]], [from[0], 0], [from[0], h]];
  let edge = edges[0];
  for (const p of edges) if (distance(from, p) < distance(from, edge)) edge = p;
  return { at: edge };
}

/** The nearest point of a segment to a point. */
function onSegment(p: Pt, a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const k = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return [a[0] + dx * k, a[1] + dy * k];
}

/** The nearest point of any outline (building, wall, obstacle) or of an extra line given (a wood's edge): the cover a figure moves to; null when the map has none. */
export function nearestCover(scene: MoveScene, from: Pt, extra: readonly { id: string; points: readonly Pt[]; closed: boolean }[] = []): { id: string; at: Pt; d: number } | null {
  let best: { id: string; at: Pt; d: number } | null = null;
  const lines = [...scene.outlines.map((o: Outline) => ({ id: o.id, points: o.points, closed: o.kind !== 'wall' })), ...extra];
  for (const o of lines) {
    const n = o.points.length;
    for (let i = 0; i < n - (o.closed ? 0 : 1); i++) {
      const at = onSegment(from, o.points[i], o.points[(i + 1) % n]);
      const d = distance(from, at);
      if (!best || d < best.d) best = { id: o.id, at, d };
    }
  }
  return best;
}

/** A move `d` away from a piece, stopped at the table's edge. */
export function awayFrom(scene: MoveScene, at: Pt, from: Pt, d: number): Pt {
  const to = away(at, from, d);
  return scene.size ? clampToTable(at, to, scene.size).at : to;
}

/** A move `d` towards a point, stopping there. */
export function towards(at: Pt, to: Pt, d: number): Pt {
  return toward(at, to, d);
}

/** How a move away from a piece is typed: `--away <piece>`; a piece gone from the table since (dead, merged) has no id `move` knows: the point. */
export function awayHow(scene: MoveScene, from: string, to: Pt): { away: string } | { at: Pt } {
  return scene.pieces[from]?.kind === 'gone' ? { at: to } : { away: from };
}

/** A proposal measured on the table: the distance said, no point. */
export function measured(p: Omit<MoveProposal, 'to' | 'how' | 'measure'>, why: string): MoveProposal {
  return { ...p, measure: why };
}

/** The edition's line of a rule as the proposals cite it (`EN l.145`, `FR l.189`). */
export function lineOf(edition: string, n: number): string {
  return `${edition === 'fr' ? 'FR' : 'EN'} l.${n}`;
}
