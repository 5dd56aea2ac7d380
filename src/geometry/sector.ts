// Whether a point stands in a piece's sector of view (Intervention l.270,
// "secteur de surveillance"): the piece at `at` facing `facing` degrees
// clockwise from up (the map's y grows downwards, as the picture draws it),
// the sector `half` degrees either side of its facing. Pure: the half-angle
// is the caller's (a ruling, U420), nothing here knows one.
import type { Pt } from '../map/types.js';

export interface SectorReading {
  /** The point is inside the sector (on its edge counts inside). */
  inside: boolean;
  /** The bearing from the piece to the point, degrees clockwise from up (0 to 360). */
  bearing: number;
  /**
   * How far the point is from the sector's nearest edge, in the map's unit
   * (the distance to the edge's ray): small, the reading is a near call
   * (U252). A point on the piece itself: 0.
   */
  margin: number;
}

/** The sector's reading of point `p` from the piece at `at` facing `facing`, `half` degrees either side. */
export function inSector(at: Pt, facing: number, p: Pt, half: number): SectorReading {
  const dx = p[0] - at[0];
  const dy = p[1] - at[1];
  const d = Math.hypot(dx, dy);
  if (d === 0) return { inside: true, bearing: facing, margin: 0 };
  const bearing = ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
  // How far round from the facing, 0 to 180 either way.
  const off = Math.abs((((bearing - facing) % 360) + 540) % 360 - 180);
  // From the edge's ray: the perpendicular within 90 degrees of it, else the piece itself.
  const fromEdge = Math.abs(off - half);
  const margin = fromEdge >= 90 ? d : d * Math.sin((fromEdge * Math.PI) / 180);
  return { inside: off <= half, bearing, margin };
}
