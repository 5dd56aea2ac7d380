// A background image placed on the map (docs/map.md, src/map/types.ts
// `Background`): two pixels whose map points are known give its scale,
// rotation and offset; a photo of the table taken at an angle gives its four
// corners, and a homography (the projective map of one quadrilateral onto
// another) takes its pixels to the table's rectangle. Pure arithmetic.
import type { Pt } from '../map/types.js';

/** Pixels to the map's unit and back; each undoes the other. */
export interface Calibration {
  toMap(px: Pt): Pt;
  toPixel(pt: Pt): Pt;
}

/** Two points of a calibration: a pixel of the image and the map point it shows. */
export interface CalibrationPoint {
  pixel: Pt;
  at: Pt;
}

/**
 * The similarity (scale, rotation, offset; no mirroring) that takes each
 * pixel given to its map point. `scale` is map units a pixel, `rotation` in
 * radians (the map's x axis from the image's), `offset` the map point of
 * pixel [0, 0]. Throws a RangeError when the two pixels or the two map points
 * are one (the scenario's check refuses those first).
 */
export function fromTwoPoints(p1: CalibrationPoint, p2: CalibrationPoint): Calibration & { scale: number; rotation: number; offset: Pt } {
  // As complex numbers: at = z * pixel + t.
  const dpx = p2.pixel[0] - p1.pixel[0];
  const dpy = p2.pixel[1] - p1.pixel[1];
  const dmx = p2.at[0] - p1.at[0];
  const dmy = p2.at[1] - p1.at[1];
  const den = dpx * dpx + dpy * dpy;
  if (!(den > 0) || !(dmx * dmx + dmy * dmy > 0)) throw new RangeError('calibration: the two points must differ in the image and on the map');
  const zr = (dmx * dpx + dmy * dpy) / den;
  const zi = (dmy * dpx - dmx * dpy) / den;
  const tx = p1.at[0] - (zr * p1.pixel[0] - zi * p1.pixel[1]);
  const ty = p1.at[1] - (zi * p1.pixel[0] + zr * p1.pixel[1]);
  const zz = zr * zr + zi * zi;
  return {
    scale: Math.sqrt(zz),
    rotation: Math.atan2(zi, zr),
    offset: [tx, ty],
    toMap: (px) => [zr * px[0] - zi * px[1] + tx, zi * px[0] + zr * px[1] + ty],
    toPixel: (pt) => {
      const x = pt[0] - tx;
      const y = pt[1] - ty;
      return [(zr * x + zi * y) / zz, (zr * y - zi * x) / zz];
    },
  };
}

type M3 = [number, number, number, number, number, number, number, number, number];

function apply(m: M3, x: number, y: number): Pt {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

/** The unit square's corners (0,0), (1,0), (1,1), (0,1) onto a quadrilateral's (Heckbert's closed form). */
function squareTo(q: readonly [Pt, Pt, Pt, Pt]): M3 {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (sx === 0 && sy === 0) return [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0, 1];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert(m: M3): M3 | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12 * Math.max(1, Math.abs(a * e), Math.abs(b * d))) return null;
  return [A / det, -(b * i - c * h) / det, (b * f - c * e) / det, B / det, (a * i - c * g) / det, -(a * f - c * d) / det, C / det, -(a * h - b * g) / det, (a * e - b * d) / det];
}

/** Whether no three of four points lie on one line (a quadrilateral a homography can take). */
function proper(q: readonly [Pt, Pt, Pt, Pt]): boolean {
  for (let i = 0; i < 4; i++) {
    const [p, r, s] = [q[i], q[(i + 1) % 4], q[(i + 2) % 4]];
    if ((r[0] - p[0]) * (s[1] - p[1]) - (r[1] - p[1]) * (s[0] - p[0]) === 0) return false;
  }
  return true;
}

/**
 * A photo's pixels of the table's four corners (top-left, top-right,
 * bottom-right, bottom-left, as `Background.corners`) onto the map's
 * rectangle [0, 0]..`size` (the map's `size`; absent, the unit square).
 * Throws a RangeError when three of the corners lie on one line.
 */
export function fromCorners(corners: readonly [Pt, Pt, Pt, Pt], size: readonly [number, number] = [1, 1]): Calibration {
  if (!proper(corners) || !(size[0] > 0) || !(size[1] > 0)) throw new RangeError('calibration: the four corners must make a quadrilateral and the size be positive');
  const toPx = squareTo(corners);
  const fromPx = invert(toPx);
  if (!fromPx) throw new RangeError('calibration: the four corners must make a quadrilateral and the size be positive');
  const [w, h] = size;
  return {
    toMap: (px) => {
      const [u, v] = apply(fromPx, px[0], px[1]);
      return [u * w, v * h];
    },
    toPixel: (pt) => apply(toPx, pt[0] / w, pt[1] / h),
  };
}
