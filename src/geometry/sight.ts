// Sight and moves against the outlines on the table (docs/map.md
// "Geometry"): "what a figure sees is what one sees from the figure's head"
// and "a figure cannot shoot through a friendly or enemy figure" (GU l.40),
// so the line runs from head to head at the eye's height: an outline as tall
// as the eye, or of no height given, blocks it; one lower is seen over, and
// is cover (hard cover lower than a figure: Intervention l.176, l.208).
// Pure: no game, no I/O; the outlines are the caller's (src/map/view.ts).
import Flatten from '@flatten-js/core';
import type { Outline, Pt } from '../map/types.js';
import { box, contains, crossings, edgeDistance, point, pointDistance, segment, segmentDistance, shapeOf, TOUCH, type Shape } from './shapes.js';

/** An outline as sight and moves see it. `height` absent: taller than any figure (blocks all sight). */
export interface Blocker {
  id: string;
  points: readonly Pt[];
  closed: boolean;
  height?: number;
}

/** A figure standing in the way (GU l.40), a disc of its base's radius. */
export interface SightFigure {
  id: string;
  at: Pt;
  radius: number;
}

export interface SightOptions {
  /**
   * A figure's eye height in the map's unit (`map.eye`). Absent: no outline is
   * seen over (each blocks, whatever its height).
   */
  eye?: number;
  /** Ids skipped: of outlines (the pieces' own building) and of figures (the two pieces themselves). */
  ignore?: readonly string[];
  /** Figures that may stand in the way; each blocks unless its id is in `ignore`. */
  figures?: readonly SightFigure[];
}

export interface Sight {
  clear: boolean;
  /** Outlines, then figures, the line crosses or touches that are as tall as the eye or taller (in the order given). */
  blockedBy: string[];
  /** Outlines lower than the eye the line crosses or touches: seen over, and cover (in the order given). */
  over: string[];
  /**
   * How far the line is from changing `clear`: clear, how far it passes from
   * the nearest outline or figure that would block it (Infinity: none there);
   * blocked, how little it would have to move (sideways past the nearer side
   * of each blocker, or an end off it) to pass. Small: a near-limit reading
   * the caller asks the umpire about (U252).
   */
  margin: number;
  /** The same for `over` (cover): how far the line is from an outline lower than the eye changing that list. */
  overMargin: number;
}

/** A map's outline as a blocker: buildings and obstacles are closed, walls open lines (src/map/types.ts). */
export function blockerOf(o: Outline): Blocker {
  return { id: o.id, points: o.points, closed: o.kind !== 'wall', ...(o.height !== undefined ? { height: o.height } : {}) };
}

interface Prepared {
  id: string;
  order: number;
  height?: number;
  shape: Shape;
}

function prepare(b: Blocker, order: number): Prepared {
  return { id: b.id, order, ...(b.height !== undefined ? { height: b.height } : {}), shape: shapeOf(b.points, b.closed) };
}

/** The line between two heads, always taken from the lesser point so that a to b and b to a are one computation. */
interface Line {
  a: Pt;
  b: Pt;
  pa: Flatten.Point;
  pb: Flatten.Point;
  seg: Flatten.Segment | null;
}

function lineOf(a: Pt, b: Pt): Line {
  const [p, q] = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]) ? [a, b] : [b, a];
  const pa = point(p);
  const pb = point(q);
  return { a: p, b: q, pa, pb, seg: p[0] === q[0] && p[1] === q[1] ? null : segment(p, q) };
}

function lineDistance(s: Shape, l: Line): number {
  return l.seg ? segmentDistance(s, l.seg) : pointDistance(s, l.pa);
}

/**
 * How little the line must move to stop touching a shape it touches: the
 * least of sliding it sideways past the shape's far point on either side
 * (among the shape's points between the line's two ends) and moving an end
 * off the shape's edge.
 */
function clearance(s: Shape, l: Line): number {
  let least = Math.min(edgeDistance(s, l.pa), edgeDistance(s, l.pb));
  if (!l.seg) return least;
  const len = l.seg.length;
  const ux = (l.b[0] - l.a[0]) / len;
  const uy = (l.b[1] - l.a[1]) / len;
  let left = 0;
  let right = 0;
  const side = (x: number, y: number) => {
    const off = (x - l.a[0]) * -uy + (y - l.a[1]) * ux;
    if (off > left) left = off;
    if (-off > right) right = -off;
  };
  const along = (p: Pt) => (p[0] - l.a[0]) * ux + (p[1] - l.a[1]) * uy;
  for (const p of s.pts) {
    const t = along(p);
    if (t >= 0 && t <= len) side(p[0], p[1]);
  }
  const corners = s.pts.length;
  const edges = s.closed ? corners : corners - 1;
  for (let i = 0; i < edges; i++) {
    const p = s.pts[i];
    const q = s.pts[(i + 1) % corners];
    const tp = along(p);
    const tq = along(q);
    for (const c of [0, len]) {
      if ((tp - c) * (tq - c) < 0) {
        const k = (c - tp) / (tq - tp);
        side(p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k);
      }
    }
  }
  return Math.min(least, left, right);
}

/** One outline's part of the answer. */
interface Reading {
  p: Prepared;
  /** As tall as the eye or taller (or no height, or no eye given). */
  high: boolean;
  touched: boolean;
  /** Untouched: how far the line passes; touched: how little it must move to stop touching. */
  margin: number;
}

function read(p: Prepared, l: Line, eye: number | undefined): Reading {
  const d = lineDistance(p.shape, l);
  const touched = d <= TOUCH;
  const high = eye === undefined || p.height === undefined || p.height >= eye;
  return { p, high, touched, margin: touched ? clearance(p.shape, l) : d };
}

function figureReadings(l: Line, o: SightOptions, ignore: ReadonlySet<string>): { id: string; touched: boolean; margin: number }[] {
  const out: { id: string; touched: boolean; margin: number }[] = [];
  for (const f of o.figures ?? []) {
    if (ignore.has(f.id)) continue;
    const c = point(f.at);
    const d = (l.seg ? c.distanceTo(l.seg)[0] : c.distanceTo(l.pa)[0]) - f.radius;
    const touched = d <= TOUCH;
    out.push({ id: f.id, touched, margin: touched ? Math.max(0, -d) : d });
  }
  return out;
}

function answer(readings: readonly Reading[], figures: ReturnType<typeof figureReadings>): Sight {
  const sorted = [...readings].sort((x, y) => x.p.order - y.p.order);
  const blocking = sorted.filter((r) => r.high && r.touched);
  const low = sorted.filter((r) => !r.high);
  const blockingFigures = figures.filter((f) => f.touched);
  const clear = blocking.length === 0 && blockingFigures.length === 0;
  let margin: number;
  if (clear) {
    margin = Infinity;
    for (const r of sorted) if (r.high) margin = Math.min(margin, r.margin);
    for (const f of figures) margin = Math.min(margin, f.margin);
  } else {
    // Every blocker must be passed for the line to clear: the one hardest to pass says how far.
    margin = 0;
    for (const r of blocking) margin = Math.max(margin, r.margin);
    for (const f of blockingFigures) margin = Math.max(margin, f.margin);
  }
  let overMargin = Infinity;
  for (const r of low) overMargin = Math.min(overMargin, r.margin);
  return {
    clear,
    blockedBy: [...blocking.map((r) => r.p.id), ...blockingFigures.map((f) => f.id)],
    over: low.filter((r) => r.touched).map((r) => r.p.id),
    margin,
    overMargin,
  };
}

/** What blocks the sight from head `a` to head `b` among the outlines, and what low cover it passes over. */
export function sight(a: Pt, b: Pt, blockers: readonly Blocker[], o: SightOptions = {}): Sight {
  const ignore = new Set(o.ignore ?? []);
  const l = lineOf(a, b);
  const readings: Reading[] = [];
  blockers.forEach((bl, i) => {
    if (!ignore.has(bl.id)) readings.push(read(prepare(bl, i), l, o.eye));
  });
  return answer(readings, figureReadings(l, o, ignore));
}

/** Whether a straight move from `a` to `b` passes through a shape: across a wall, or into or out of a closed outline (along an edge, or ending against it, does not). */
function crosses(s: Shape, a: Pt, b: Pt): boolean {
  if (a[0] === b[0] && a[1] === b[1]) return false;
  const seg = segment(a, b);
  if (s.polygon) {
    const ts = [0, ...crossings(s, seg), 1];
    let within = false;
    let without = false;
    for (let i = 0; i + 1 < ts.length; i++) {
      if (ts[i + 1] - ts[i] <= 0) continue;
      const t = (ts[i] + ts[i + 1]) / 2;
      const mid = point([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      if (!contains(s, mid)) without = true;
      else if (edgeDistance(s, mid) > TOUCH) within = true;
    }
    return within && without;
  }
  // An open line (or a closed outline of two corners): crossed where the move and an edge pass through each other.
  const len = seg.length;
  const off = (p: Pt) => ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / len;
  const sign = (x: number) => (x > TOUCH ? 1 : x < -TOUCH ? -1 : 0);
  const pts = s.pts;
  for (let i = 0; i + 1 < pts.length; i++) {
    const p = pts[i];
    const q = pts[i + 1];
    const el = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (el === 0) continue;
    const offE = (x: Pt) => ((q[0] - p[0]) * (x[1] - p[1]) - (q[1] - p[1]) * (x[0] - p[0])) / el;
    if (sign(off(p)) * sign(off(q)) < 0 && sign(offE(a)) * sign(offE(b)) < 0) return true;
  }
  // Through a corner of the line, from one side of the move to the other.
  for (let i = 1; i + 1 < pts.length; i++) {
    const v = pts[i];
    if (sign(off(v)) !== 0) continue;
    const t = ((v[0] - a[0]) * (b[0] - a[0]) + (v[1] - a[1]) * (b[1] - a[1])) / len;
    if (t <= TOUCH || t >= len - TOUCH) continue;
    if (sign(off(pts[i - 1])) * sign(off(pts[i + 1])) < 0) return true;
  }
  return false;
}

/** The outlines a straight move from `a` to `b` crosses, whatever their height, in the order given. */
export function pathBlocked(a: Pt, b: Pt, blockers: readonly Blocker[]): string[] {
  return blockers.filter((bl) => crosses(shapeOf(bl.points, bl.closed), a, b)).map((bl) => bl.id);
}

/**
 * Many outlines made into the library's shapes once, with a box tree over
 * them (the library's PlanarSet, an interval tree of boxes): the same answers
 * as `sight()` and `pathBlocked()` on the same outlines, reading only the
 * outlines near the line.
 */
export class SightIndex {
  private readonly items: Prepared[];
  private readonly tree = new Flatten.PlanarSet();
  private readonly byEntry = new Map<object, Prepared>();
  private readonly bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];

  constructor(blockers: readonly Blocker[]) {
    this.items = blockers.map(prepare);
    for (const p of this.items) {
      if (p.shape.edges.length === 0) continue;
      const [x0, y0, x1, y1] = p.shape.bounds;
      // Each outline's own first edge stands for it in the tree (the tree keeps shapes; the map finds the outline again).
      const entry = p.shape.edges[0];
      this.tree.add({ key: box(x0, y0, x1, y1), value: entry });
      this.byEntry.set(entry, p);
      this.bounds[0] = Math.min(this.bounds[0], x0);
      this.bounds[1] = Math.min(this.bounds[1], y0);
      this.bounds[2] = Math.max(this.bounds[2], x1);
      this.bounds[3] = Math.max(this.bounds[3], y1);
    }
  }

  /** The outlines whose boxes come within `r` of the box from (x0, y0) to (x1, y1). */
  private near(x0: number, y0: number, x1: number, y1: number, r: number): Prepared[] {
    return this.tree.search(box(x0 - r, y0 - r, x1 + r, y1 + r)).map((s) => this.byEntry.get(s)!);
  }

  /** As `sight(a, b, blockers, o)` over the outlines this index was built on. */
  sight(a: Pt, b: Pt, o: SightOptions = {}): Sight {
    const ignore = new Set(o.ignore ?? []);
    const l = lineOf(a, b);
    const x0 = l.a[0];
    const x1 = l.b[0];
    const y0 = Math.min(l.a[1], l.b[1]);
    const y1 = Math.max(l.a[1], l.b[1]);
    const done = new Map<Prepared, Reading>();
    const figures = figureReadings(l, o, ignore);
    const span = Math.max(this.bounds[2] - this.bounds[0], this.bounds[3] - this.bounds[1], 0);
    // The outlines touching the line are within its box; the nearest ones not touching it (the margins) may be
    // further: the search widens until it has one within its reach of each kind, or has read them all.
    // The library reads two things within TOUCH as touching: the first search reaches that far past the line's box.
    let r = 2 * TOUCH;
    let first = true;
    for (;;) {
      for (const p of this.near(x0, y0, x1, y1, r)) if (!done.has(p) && !ignore.has(p.id)) done.set(p, read(p, l, o.eye));
      const all = x0 - r <= this.bounds[0] && y0 - r <= this.bounds[1] && x1 + r >= this.bounds[2] && y1 + r >= this.bounds[3];
      if (all) break;
      let high = Infinity;
      let low = Infinity;
      let blocked = figures.some((f) => f.touched);
      for (const f of figures) high = Math.min(high, f.margin);
      for (const rd of done.values()) {
        if (rd.high && rd.touched) blocked = true;
        if (rd.touched) continue;
        if (rd.high) high = Math.min(high, rd.margin);
        else low = Math.min(low, rd.margin);
      }
      if ((blocked || high <= r) && low <= r) break;
      r = first ? Math.max(x1 - x0, y1 - y0, span / 64, 4 * TOUCH) / 4 : r * 2;
      first = false;
    }
    return answer([...done.values()], figures);
  }

  /** As `pathBlocked(a, b, blockers)` over the outlines this index was built on. */
  pathBlocked(a: Pt, b: Pt): string[] {
    const near = this.near(Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[0], b[0]), Math.max(a[1], b[1]), 2 * TOUCH);
    return near
      .sort((x, y) => x.order - y.order)
      .filter((p) => crosses(p.shape, a, b))
      .map((p) => p.id);
  }
}
