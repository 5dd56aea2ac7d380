// Distances, areas, zones and moves on the table (docs/map.md "Geometry"):
// plain points in the map's unit, no game. A rule's limit (10" for a petrol
// bomb, EN l.206) is the caller's; nothing here knows one.
import type { Pt } from '../map/types.js';
import { contains, edgeDistance, point, pointDistance, shapeOf, TOUCH } from './shapes.js';

/** How far apart two points are, in the map's unit (a tape measure's straight line). */
export function distance(a: Pt, b: Pt): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/** Whether a point is in a polygon's area; on its edge counts inside (a figure on the line is in). */
export function inside(p: Pt, polygon: readonly Pt[]): boolean {
  const s = shapeOf(polygon, true);
  // Fewer than three corners: no area, only its line.
  if (!s.polygon) return s.edges.length > 0 && edgeDistance(s, point(p)) <= TOUCH;
  return contains(s, point(p));
}

/** How far a point is from an outline: its nearest edge, or 0 inside a closed one. */
export function distanceToOutline(p: Pt, points: readonly Pt[], closed: boolean): number {
  const s = shapeOf(points, closed);
  if (s.edges.length === 0) return Infinity;
  return pointDistance(s, point(p));
}

/** The point `d` along the line from `from` to `to`, stopping at `to` (a move towards a piece, d >= 0). */
export function toward(from: Pt, to: Pt, d: number): Pt {
  const len = distance(from, to);
  if (len === 0 || d >= len) return [to[0], to[1]];
  const k = Math.max(0, d) / len;
  return [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k];
}

/**
 * The point `d` further from `to` than `from`, on the line through both
 * (pushed back, EN l.267; leaving, l.177). From `to` itself there is no way
 * away to read: the point stays where it is.
 */
export function away(from: Pt, to: Pt, d: number): Pt {
  const len = distance(from, to);
  if (len === 0) return [from[0], from[1]];
  const k = Math.max(0, d) / len;
  return [from[0] + (from[0] - to[0]) * k, from[1] + (from[1] - to[1]) * k];
}

/** The first zone (in the order given) whose outline holds the point, on its edge included; null if none. */
export function zoneAt(p: Pt, zones: readonly { id: string; points?: readonly Pt[] }[]): string | null {
  for (const z of zones) if (z.points && z.points.length > 0 && inside(p, z.points)) return z.id;
  return null;
}

/** A marked place a drop may snap to: a point, or an outline (a deployment zone). */
export interface SnapPlace {
  id: string;
  at?: Pt;
  points?: readonly Pt[];
}

/**
 * Where a piece dropped at `p` stands: on a place's point when the drop is
 * within `radius` of it (the nearest such; the page gives its radius, a
 * finger's width in the map's unit; 0, the default, only an exact drop), and
 * in the zone under that point if any (a drop onto a zone snaps to it:
 * RIOT's board, l.75). `place` names the place it snapped to, or the place
 * whose outline holds the drop.
 */
export function snap(
  p: Pt,
  zones: readonly { id: string; points?: readonly Pt[] }[],
  places: readonly SnapPlace[],
  radius = 0,
): { zone?: string; at: Pt; place?: string } {
  let at: Pt = [p[0], p[1]];
  let place: string | undefined;
  let best = Infinity;
  for (const pl of places) {
    if (!pl.at) continue;
    const d = distance(p, pl.at);
    if (d <= radius && d < best) {
      best = d;
      at = [pl.at[0], pl.at[1]];
      place = pl.id;
    }
  }
  if (place === undefined) place = places.find((pl) => !pl.at && pl.points && pl.points.length > 0 && inside(p, pl.points))?.id;
  const zone = zoneAt(at, zones);
  return { ...(zone !== null ? { zone } : {}), at, ...(place !== undefined ? { place } : {}) };
}
