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

/** The library's point; a coordinate that is not a finite number is refused (the scenario's check refuses it first). */
export function point(p: Pt): Flatten.Point {
  if (!Number.isFinite(p[0]) || !Number.isFinite(p[1])) throw new RangeError(`geometry: [${p[0]}, ${p[1]}] is not a point on the table`);
  return new Flatten.Point(p[0], p[1]);
}
export const segment = (a: Pt, b: Pt): Flatten.Segment => new Flatten.Segment(point(a), point(b));
export const box = (xmin: number, ymin: number, xmax: number, ymax: number): Flatten.Box => new Flatten.Box(xmin, ymin, xmax, ymax);

/**
 * Runs a question through the library, whose own refusal (a coordinate or a
 * length it cannot hold, e.g. a line of 1e308) becomes a RangeError like
 * ours; anything else thrown is a bug and goes on.
 */
export function guarded<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ReferenceError && e.message === 'Illegal Parameters') throw new RangeError('geometry: a point or a length beyond what the geometry library holds');
    throw e;
  }
}

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

/**
 * An outline as the library's shapes: its edges, and a polygon when it is
 * closed with an area to be inside. Each is made when first asked for (a
 * sight line far from an outline reads only its box).
 */
export class Shape {
  /** Its corners (cleaned). */
  readonly pts: Pt[];
  readonly closed: boolean;
  /** Closed with three corners or more: it has an area (on its edge counts inside). */
  readonly area: boolean;
  /** Its bounding box [xmin, ymin, xmax, ymax]. */
  readonly bounds: [number, number, number, number];
  private edgeList: Flatten.Segment[] | null = null;
  private poly: Flatten.Polygon | null = null;

  constructor(points: readonly Pt[], closed: boolean) {
    this.pts = cleanPoints(points, closed);
    this.closed = closed;
    this.area = closed && this.pts.length > 2;
    const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of this.pts) {
      if (x < b[0]) b[0] = x;
      if (y < b[1]) b[1] = y;
      if (x > b[2]) b[2] = x;
      if (y > b[3]) b[3] = y;
    }
    this.bounds = b;
  }

  /** Its edges; a single point's outline is one zero-length edge. */
  get edges(): Flatten.Segment[] {
    if (this.edgeList) return this.edgeList;
    const pts = this.pts;
    const edges: Flatten.Segment[] = [];
    for (let i = 0; i + 1 < pts.length; i++) edges.push(segment(pts[i], pts[i + 1]));
    if (this.area) edges.push(segment(pts[pts.length - 1], pts[0]));
    if (pts.length === 1) edges.push(segment(pts[0], pts[0]));
    return (this.edgeList = edges);
  }

  /** Whether a point is in its area or on its edge (never, for an open line). */
  contains(p: Flatten.Point): boolean {
    if (!this.area) return false;
    const [x0, y0, x1, y1] = this.bounds;
    if (p.x < x0 - TOUCH || p.x > x1 + TOUCH || p.y < y0 - TOUCH || p.y > y1 + TOUCH) return false;
    this.poly ??= new Flatten.Polygon(this.pts.map((q) => [q[0], q[1]] as [number, number]));
    return this.poly.contains(p);
  }
}

export function shapeOf(points: readonly Pt[], closed: boolean): Shape {
  return new Shape(points, closed);
}

/** Whether a point is in a closed shape's area or on its edge. */
export function contains(s: Shape, p: Flatten.Point): boolean {
  return s.contains(p);
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

/**
 * How far a segment is from a shape: 0 when it crosses or touches an edge,
 * or lies inside a closed one (a segment meeting no edge is wholly inside or
 * wholly outside: its start says which).
 */
export function segmentDistance(s: Shape, seg: Flatten.Segment): number {
  let d = Infinity;
  for (const e of s.edges) {
    d = Math.min(d, seg.distanceTo(e)[0]);
    if (d === 0) return 0;
  }
  return s.contains(seg.ps) ? 0 : d;
}

/** The least distance between two boxes [xmin, ymin, xmax, ymax]: no point of one is nearer the other. */
export function boxGap(a: readonly number[], b: readonly number[]): number {
  const dx = Math.max(0, a[0] - b[2], b[0] - a[2]);
  const dy = Math.max(0, a[1] - b[3], b[1] - a[3]);
  return Math.hypot(dx, dy);
}

/** Where a segment meets a shape's edges, as fractions of its length from its start, sorted. */
export function crossings(s: Shape, seg: Flatten.Segment): number[] {
  const len = seg.length;
  const ts: number[] = [];
  if (len === 0) return ts;
  for (const e of s.edges) for (const ip of seg.intersect(e)) ts.push(seg.ps.distanceTo(ip)[0] / len);
  return ts.sort((x, y) => x - y);
}
