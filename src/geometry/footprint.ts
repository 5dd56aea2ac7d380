// A crowd's figures on the table (docs/map.md "Geometry"): "any density from
// around 1" apart down to packed tightly together is acceptable ... Regular
// lines or blocks or formations of civilians are not acceptable" (EN l.131);
// "2 à 3 cm entre chaque élément convient. Des lignes trop régulières de
// civils ne sont pas acceptables" (Émeutes FR l.171). The spacing is the
// caller's (the edition's number); the figures are laid on a sunflower
// spiral (Vogel's: each figure a golden angle round from the last, at a
// radius growing with the square root of its rank), a round mass with no
// rows, and scaled so that no two stand closer than the spacing.
import type { Pt } from '../map/types.js';

/** The golden angle, in radians: no two figures of the spiral line up in rows. */
const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/** The spiral at scale 1: figure i at radius sqrt(i + 0.5), turned i golden angles. */
function spiral(n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const r = Math.sqrt(i + 0.5);
    out.push([r * Math.cos(i * GOLDEN), r * Math.sin(i * GOLDEN)]);
  }
  return out;
}

/**
 * The nearest two figures of the unit spiral. A figure's nearest neighbours on
 * the spiral are a Fibonacci number of ranks away; every pair among the first
 * ones (near the centre, where the pattern is still forming) is read as well.
 */
function closest(pts: readonly Pt[]): number {
  const fib: number[] = [1, 2];
  while (fib[fib.length - 1] < pts.length) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
  let best = Infinity;
  const head = Math.min(pts.length, 64);
  for (let i = 0; i < head; i++) for (let j = i + 1; j < head; j++) best = Math.min(best, Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]));
  for (let i = 0; i < pts.length; i++) {
    for (const k of fib) {
      const j = i + k;
      if (j >= pts.length) break;
      best = Math.min(best, Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]));
    }
  }
  return best;
}

/**
 * Where each of a crowd's `figures` stands round `centre`: a roughly round
 * mass, no two figures nearer than `spacing` and each figure's nearest about
 * that far (the text's spacing, EN l.131, FR l.171). The same numbers give
 * the same points. None for no figures; one at the centre for one.
 */
export function footprint(centre: Pt, figures: number, spacing: number): Pt[] {
  const n = Number.isFinite(figures) ? Math.max(0, Math.floor(figures)) : 0;
  if (n === 0) return [];
  if (n === 1) return [[centre[0], centre[1]]];
  const unit = spiral(n);
  const k = Math.max(0, spacing) / closest(unit);
  return unit.map(([x, y]) => [centre[0] + x * k, centre[1] + y * k] as Pt);
}
