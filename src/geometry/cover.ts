// How much of a target a low outline hides from a shooter's eye (GU l.37:
// "La cible est cachée par un obstacle qui la couvre à plus de 50 % pour le
// tireur"), drawn in the upright plane of the sight line. The shooter's eye
// and the target are a figure high (`eye`, the map's eye height). An outline
// lower than the eye that the line crosses, of height h, its far side at `a`
// along the line from the shooter (the target at D): the line from the eye
// over its top meets the target at height y = eye + (h - eye) x D / a, and
// the target is hidden below y. The share hidden is y / eye (0 to 1). Pure:
// no game, no rule's number (the share that counts is the caller's).
import type { Pt } from '../map/types.js';
import { contains, crossings, edgeDistance, guarded, point, segment, shapeOf, TOUCH } from './shapes.js';
import type { Blocker } from './sight.js';

export interface Cover {
  /** The largest share of the target's height hidden, 0 to 1. */
  share: number;
  /** The outline hiding that share, or null: none crossed. */
  by: string | null;
  /**
   * How far, along the line, the far side of a crossed low outline is from
   * where it would hide exactly `over` of the target (Infinity: none
   * crossed): small, the reading is a near call (U252).
   */
  margin: number;
}

/** The cover the low outlines give the target at `b` from the eye at `a`, judged against the share `over` (0.5: "plus de 50 %"). */
export function coverOf(a: Pt, b: Pt, blockers: readonly Blocker[], eye: number, over: number): Cover {
  return guarded(() => {
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let best: Cover = { share: 0, by: null, margin: Infinity };
    if (!(d > 0) || !(eye > 0)) return best;
    const seg = segment(a, b);
    for (const bl of blockers) {
      // Taller than the eye it blocks the sight (sight.ts), lower it covers; without a height it is taller than any figure.
      if (bl.height === undefined || !(bl.height < eye)) continue;
      const s = shapeOf(bl.points, bl.closed);
      if (s.edges.length === 0) continue;
      const ts = crossings(s, seg).filter((t) => t > TOUCH && t < 1 - TOUCH);
      // A target standing in a closed low outline (a hedge's area): hidden up to its height.
      if (bl.closed && s.area && contains(s, point(b))) ts.push(1);
      if (ts.length === 0) continue;
      const far = Math.max(...ts) * d;
      const y = eye + ((bl.height - eye) * d) / far;
      const share = Math.min(1, Math.max(0, y / eye));
      // Where its far side would hide exactly `over`: eye + (h - eye) d / a = over x eye.
      const at = (d * (eye - bl.height)) / (eye * (1 - over));
      const margin = Math.min(best.margin, Math.abs(far - at));
      best = share > best.share ? { share, by: bl.id, margin } : { ...best, margin };
    }
    return best;
  });
}

/** One outline the line from a shooter to its target crosses (`shelterOf`). */
export interface ShelterBy {
  id: string;
  /** How far from the target, along the line, the outline's crossing nearest it is (0: the target stands in it). */
  from: number;
}

export interface Shelter {
  /** The outlines the line crosses, nearest the target first. */
  by: ShelterBy[];
  /**
   * How far the nearest corner of an outline is from the line's last `reach`
   * before the target (an outline's end a hair off the line: crossed or not,
   * the table says, U252). Infinity: none near.
   */
  margin: number;
}

/**
 * The outlines that stand between the eye at `a` and the target at `b`,
 * whatever their height (a low wall covers, a building's corner too): each
 * crossing of the line, or the target standing in a closed outline, measured
 * from the target along the line; and how near a corner is to the line's
 * last `reach`. Pure: no game, no rule's number (the reach and what each
 * outline is worth are the caller's).
 */
export function shelterOf(a: Pt, b: Pt, blockers: readonly Blocker[], reach: number): Shelter {
  return guarded(() => {
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const out: Shelter = { by: [], margin: Infinity };
    if (!(d > 0)) return out;
    const seg = segment(a, b);
    // The line's last `reach` before the target (all of it when shorter).
    const k = Math.max(0, 1 - reach / d);
    const near = segment([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k], b);
    for (const bl of blockers) {
      const s = shapeOf(bl.points, bl.closed);
      if (s.edges.length === 0) continue;
      const ts = crossings(s, seg).filter((t) => t > TOUCH);
      const within = bl.closed && s.area && contains(s, point(b));
      if (within) ts.push(1);
      // A crossing at the target within the geometry's tolerance is at it (never behind it).
      if (ts.length > 0) out.by.push({ id: bl.id, from: Math.max(0, (1 - Math.max(...ts)) * d) });
      // The target's own outline has no corner to pass by.
      if (!within) for (const p of bl.points) out.margin = Math.min(out.margin, point(p).distanceTo(near)[0]);
    }
    out.by.sort((x, y) => x.from - y.from);
    return out;
  });
}

/** How deep a point stands in a closed area: its distance to the area's edge, or null outside it. */
export function depthIn(p: Pt, points: readonly Pt[]): number | null {
  return guarded(() => {
    const s = shapeOf(points, true);
    if (!s.area || !contains(s, point(p))) return null;
    return edgeDistance(s, point(p));
  });
}
