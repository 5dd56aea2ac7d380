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
import { contains, crossings, guarded, point, segment, shapeOf, TOUCH } from './shapes.js';
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
