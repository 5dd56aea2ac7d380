// The bridge to the kept 2D geometry library (@flatten-js/core, MIT; docs/dependencies.md):
// an outline's points become the library's segments and polygon once, and
// the questions every other file of src/geometry/ asks (how far, inside,
// crossed) are asked of them here. Pure: no game, no I/O.
import Flatten from '@flatten-js/core';
import type { Pt } from '../map/types.js';

/**
 * Two things this near are touching: the library's own tolerance
 * (Flatten.Utils.getTolerance(), 1e-6 of the map's unit), far below what a
 * tape reads; not a rule's number (a rule's limits are the caller's).
 */
export const TOUCH = Flatten.Utils.getTolerance();

export type FPoint = Flatten.Point;
export type FSegment = Flatten.Segment;

export const point = (p: Pt): Flatten.Point => new Flatten.Point(p[0], p[1]);
export const segment = (a: Pt, b: Pt): Flatten.Segment => new Flatten.Segment(point(a), point(b));
export const box = (xmin: number, ymin: number, xmax: number, ymax: number): Flatten.Box => new Flatten.Box(xmin, ymin, xmax, ymax);

/** An outline's points with repeats in a row dropped (and a closed one's last point when it repeats the first). */
export function cleanPoints(points: readonly Pt[], closed: boolean): Pt[] {
  const out: Pt[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  if (closed && out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out;
}

/** An outline as the library's shapes: its edges, and a polygon when it is closed with an area to be inside. */
export interface Shape {
  /** Its corners (cleaned). */
  pts: Pt[];
  closed: boolean;
  /** Its edges; a single point's outline is one zero-length edge. */
  edges: Flatten.Segment[];
  /** Closed with three corners or more: the polygon (on its edge counts inside). */
  polygon: Flatten.Polygon | null;
  /** Its bounding box [xmin, ymin, xmax, ymax]. */
  bounds: [number, number, number, number];
}

export function shapeOf(points: readonly Pt[], closed: boolean): Shape {
  const pts = cleanPoints(points, closed);
  const edges: Flatten.Segment[] = [];
  for (let i = 0; i + 1 < pts.length; i++) edges.push(segment(pts[i], pts[i + 1]));
  if (closed && pts.length > 2) edges.push(segment(pts[pts.length - 1], pts[0]));
  if (pts.length === 1) edges.push(segment(pts[0], pts[0]));
  const polygon = closed && pts.length > 2 ? new Flatten.Polygon(pts.map((p) => [p[0], p[1]] as [number, number])) : null;
  let bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of pts) bounds = [Math.min(bounds[0], x), Math.min(bounds[1], y), Math.max(bounds[2], x), Math.max(bounds[3], y)];
  return { pts, closed, edges, polygon, bounds };
}

/** Whether a point is in a closed shape's area or on its edge. */
export function contains(s: Shape, p: Flatten.Point): boolean {
  return s.polygon !== null && s.polygon.contains(p);
}

/** How far a point is from a shape's edges (its area not counted). */
export function edgeDistance(s: Shape, p: Flatten.Point): number {
  let d = Infinity;
  for (const e of s.edges) d = Math.min(d, p.distanceTo(e)[0]);
  return d;
}

/** How far a point is from a shape: 0 inside a closed one. */
export function pointDistance(s: Shape, p: Flatten.Point): number {
  return contains(s, p) ? 0 : edgeDistance(s, p);
}

/** How far a segment is from a shape: 0 when it crosses or touches an edge, or starts inside a closed one. */
export function segmentDistance(s: Shape, seg: Flatten.Segment): number {
  if (s.polygon && (s.polygon.contains(seg.ps) || s.polygon.contains(seg.pe))) return 0;
  let d = Infinity;
  for (const e of s.edges) {
    d = Math.min(d, seg.distanceTo(e)[0]);
    if (d === 0) break;
  }
  return d;
}

/** Where a segment meets a shape's edges, as fractions of its length from its start, sorted. */
export function crossings(s: Shape, seg: Flatten.Segment): number[] {
  const len = seg.length;
  const ts: number[] = [];
  if (len === 0) return ts;
  for (const e of s.edges) for (const ip of seg.intersect(e)) ts.push(seg.ps.distanceTo(ip)[0] / len);
  return ts.sort((x, y) => x - y);
}
