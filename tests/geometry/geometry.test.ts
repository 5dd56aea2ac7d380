// src/geometry/ (docs/map.md "Geometry"): each boundary a rule reads from the
// map, at the limit and just past it; and the properties every reading keeps
// (distance and sight the same both ways, the index the same as the plain
// sight on random maps, calibrations undoing themselves).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  away,
  blockerOf,
  distance,
  distanceToOutline,
  footprint,
  fromCorners,
  fromTwoPoints,
  inside,
  pathBlocked,
  sight,
  SightIndex,
  snap,
  toward,
  zoneAt,
  type Blocker,
  type Pt,
  type SightOptions,
} from '../../src/geometry/index.js';

/** docs/map.md's example: the pub (4 high) and the garden wall (0.5 high), eye at 1. */
const PUB: Blocker = { id: 'pub', closed: true, height: 4, points: [[10, 4], [18, 4], [18, 10], [10, 10]] };
const GARDEN: Blocker = { id: 'garden-wall', closed: false, height: 0.5, points: [[20, 30], [34, 30]] };
const EYE = { eye: 1 };

const close = (x: number, y: number, eps = 1e-9) => Math.abs(x - y) <= eps;

describe('distance', () => {
  it('reads a limit exactly at the limit and past it just past (a petrol bomb\'s 10", EN l.206)', () => {
    expect(distance([0, 0], [6, 8])).toBe(10);
    expect(distance([0, 0], [6, 8]) <= 10).toBe(true);
    expect(distance([0, 0], [6, 8.001]) <= 10).toBe(false);
    expect(distance([0, 0], [6, 7.999]) < 10).toBe(true);
  });

  it('is the same from a to b as from b to a, and 0 from a point to itself', () => {
    const pt = fc.tuple(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }));
    fc.assert(
      fc.property(pt, pt, (a, b) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, a)).toBe(0);
      }),
    );
  });
});

describe('inside and distanceToOutline', () => {
  const sq = PUB.points;
  it('counts a point on an edge, and on a corner, inside; a hair outside is out', () => {
    expect(inside([10, 7], sq)).toBe(true);
    expect(inside([14, 4], sq)).toBe(true);
    expect(inside([18, 10], sq)).toBe(true);
    expect(inside([14, 7], sq)).toBe(true);
    expect(inside([9.999, 7], sq)).toBe(false);
    expect(inside([14, 10.001], sq)).toBe(false);
  });

  it('reads 0 on the edge and inside a closed outline, the nearest edge outside it and along an open one', () => {
    expect(distanceToOutline([10, 7], sq, true)).toBe(0);
    expect(distanceToOutline([14, 7], sq, true)).toBe(0);
    expect(distanceToOutline([14, 7], sq, false)).toBe(3);
    expect(distanceToOutline([14, 12], sq, true)).toBe(2);
    expect(distanceToOutline([21, 14], sq, true)).toBe(5);
    expect(distanceToOutline([27, 33], GARDEN.points, false)).toBe(3);
  });
});

describe('sight', () => {
  // The pub's top-right corner is (18, 4); the line y = x - 14 touches the building there only.
  const d = 0.001 / Math.SQRT2;
  it('is blocked by a building\'s corner the line touches, and by the corner just inside the line; clear just past it', () => {
    const touching = sight([14, 0], [22, 8], [PUB], EYE);
    expect(touching).toMatchObject({ clear: false, blockedBy: ['pub'] });
    expect(touching.margin).toBeLessThan(1e-9);
    // Shifted 0.001 towards the building: it clips the corner.
    const clipped = sight([14 - d, 0 + d], [22 - d, 8 + d], [PUB], EYE);
    expect(clipped).toMatchObject({ clear: false, blockedBy: ['pub'] });
    expect(close(clipped.margin, 0.001, 1e-6)).toBe(true);
    // Shifted 0.001 away: clear, passing 0.001 from the corner.
    const passing = sight([14 + d, 0 - d], [22 + d, 8 - d], [PUB], EYE);
    expect(passing).toMatchObject({ clear: true, blockedBy: [], over: [] });
    expect(close(passing.margin, 0.001, 1e-9)).toBe(true);
  });

  it('sees over a wall lower than the eye (listed in `over`, cover: Intervention l.176, l.208); a wall as tall as the eye blocks', () => {
    const low = sight([25, 25], [25, 35], [GARDEN], { eye: 1 });
    expect(low).toMatchObject({ clear: true, blockedBy: [], over: ['garden-wall'] });
    const asTall = sight([25, 25], [25, 35], [{ ...GARDEN, height: 1 }], { eye: 1 });
    expect(asTall).toMatchObject({ clear: false, blockedBy: ['garden-wall'], over: [] });
    const justLower = sight([25, 25], [25, 35], [{ ...GARDEN, height: 0.999 }], { eye: 1 });
    expect(justLower).toMatchObject({ clear: true, over: ['garden-wall'] });
    // No height given: taller than any figure. No eye given: nothing is seen over.
    expect(sight([25, 25], [25, 35], [{ id: 'w', closed: false, points: GARDEN.points }], { eye: 1 }).clear).toBe(false);
    expect(sight([25, 25], [25, 35], [GARDEN]).blockedBy).toEqual(['garden-wall']);
  });

  it('blocks on a wall\'s end the line touches and clears a hair past it', () => {
    expect(sight([34, 20], [34, 40], [{ ...GARDEN, height: 2 }], EYE).clear).toBe(false);
    const past = sight([34.001, 20], [34.001, 40], [{ ...GARDEN, height: 2 }], EYE);
    expect(past.clear).toBe(true);
    expect(close(past.margin, 0.001, 1e-9)).toBe(true);
  });

  it('a line from inside a building is blocked by it unless it is ignored (the pieces\' own building)', () => {
    expect(sight([14, 7], [30, 7], [PUB], EYE)).toMatchObject({ clear: false, blockedBy: ['pub'] });
    expect(sight([14, 7], [30, 7], [PUB], { ...EYE, ignore: ['pub'] })).toMatchObject({ clear: true, blockedBy: [] });
    expect(sight([12, 6], [16, 8], [PUB], EYE).blockedBy).toEqual(['pub']);
  });

  it('a figure in the way blocks (GU l.40) unless it is one of the two pieces (ignored); its edge counts', () => {
    const figures = [{ id: 'f1', at: [50, 1] as Pt, radius: 1 }];
    expect(sight([40, 0], [60, 0], [], { figures })).toMatchObject({ clear: false, blockedBy: ['f1'] });
    expect(sight([40, 0], [60, 0], [], { figures, ignore: ['f1'] }).clear).toBe(true);
    const past = sight([40, -0.001], [60, -0.001], [], { figures });
    expect(past.clear).toBe(true);
    expect(close(past.margin, 0.001, 1e-9)).toBe(true);
    // The two pieces' own discs, not ignored, are in the way of their own line: the caller names them in `ignore`.
    expect(sight([40, 0], [60, 0], [], { figures: [{ id: 'me', at: [40, 0], radius: 0.5 }] }).blockedBy).toEqual(['me']);
  });

  it('lists every blocker and every low outline crossed, in the order given; the margin of a blocked line is its hardest blocker\'s', () => {
    const second: Blocker = { id: 'shop', closed: true, points: [[40, 4], [44, 4], [44, 10], [40, 10]] };
    const s = sight([0, 7], [50, 7], [second, { id: 'low', closed: false, height: 0.2, points: [[30, 0], [30, 20]] }, PUB], EYE);
    expect(s.blockedBy).toEqual(['shop', 'pub']);
    expect(s.over).toEqual(['low']);
    // Each building is 3 from its long edges either way: sliding the line 3 clears both.
    expect(close(s.margin, 3)).toBe(true);
  });

  it('is the same from a to b as from b to a (property)', () => {
    fc.assert(
      fc.property(mapArb, ptArb, ptArb, optsArb, (blockers, a, b, o) => {
        expect(sight(a, b, blockers, o)).toEqual(sight(b, a, blockers, o));
      }),
      { numRuns: 300 },
    );
  });
});

// Random maps: rectangles and walls, on a coarse grid half the time (lines through corners exactly) and anywhere the rest.
const coord = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 20, noNaN: true }));
const ptArb: fc.Arbitrary<Pt> = fc.tuple(coord, coord);
const heightArb = fc.option(fc.constantFrom(0.5, 1, 2), { nil: undefined });
const blockerArb: fc.Arbitrary<Blocker> = fc.oneof(
  fc.tuple(ptArb, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), heightArb).map(([[x, y], w, h, height]) => ({
    id: '',
    closed: true,
    points: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]] as Pt[],
    ...(height !== undefined ? { height } : {}),
  })),
  fc.tuple(fc.array(ptArb, { minLength: 1, maxLength: 4 }), heightArb).map(([points, height]) => ({ id: '', closed: false, points, ...(height !== undefined ? { height } : {}) })),
  fc.tuple(fc.array(ptArb, { minLength: 3, maxLength: 5 }), heightArb).map(([points, height]) => ({ id: '', closed: true, points, ...(height !== undefined ? { height } : {}) })),
);
const mapArb = fc.array(blockerArb, { maxLength: 30 }).map((bs) => bs.map((b, i) => ({ ...b, id: `o${i}` })));
const optsArb: fc.Arbitrary<SightOptions> = fc.record(
  {
    eye: fc.constantFrom(0.5, 1, 1.5),
    ignore: fc.array(fc.integer({ min: 0, max: 30 }).map((i) => `o${i}`), { maxLength: 3 }),
    figures: fc.array(fc.record({ id: fc.integer({ min: 0, max: 5 }).map((i) => `f${i}`), at: ptArb, radius: fc.constantFrom(0.5, 1) }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

describe('SightIndex', () => {
  it('gives the same answers as sight() on random maps (property)', () => {
    fc.assert(
      fc.property(mapArb, fc.array(fc.tuple(ptArb, ptArb), { minLength: 1, maxLength: 8 }), optsArb, (blockers, lines, o) => {
        const index = new SightIndex(blockers);
        for (const [a, b] of lines) {
          expect(index.sight(a, b, o)).toEqual(sight(a, b, blockers, o));
          expect(index.pathBlocked(a, b)).toEqual(pathBlocked(a, b, blockers));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers on an empty map, on a point, and with two outlines of the same box', () => {
    expect(new SightIndex([]).sight([0, 0], [5, 5])).toEqual({ clear: true, blockedBy: [], over: [], margin: Infinity, overMargin: Infinity });
    const twins = [PUB, { ...PUB, id: 'pub-2', height: 0.5 }];
    const index = new SightIndex(twins);
    expect(index.sight([0, 7], [30, 7], EYE)).toEqual(sight([0, 7], [30, 7], twins, EYE));
    expect(index.sight([0, 7], [30, 7], EYE)).toMatchObject({ blockedBy: ['pub'], over: ['pub-2'] });
    expect(index.sight([14, 7], [14, 7], EYE)).toEqual(sight([14, 7], [14, 7], twins, EYE));
  });
});

describe('pathBlocked', () => {
  it('names a building a move goes through or into, not one it moves within, along or up to', () => {
    expect(pathBlocked([0, 7], [30, 7], [PUB, GARDEN])).toEqual(['pub']);
    expect(pathBlocked([0, 7], [14, 7], [PUB])).toEqual(['pub']);
    expect(pathBlocked([12, 7], [16, 7], [PUB])).toEqual([]);
    expect(pathBlocked([0, 4], [30, 4], [PUB])).toEqual([]);
    expect(pathBlocked([0, 7], [10, 7], [PUB])).toEqual([]);
    expect(pathBlocked([14, 0], [22, 8], [PUB])).toEqual([]);
  });

  it('names a wall a move crosses whatever its height, not one it stops at or goes round the end of', () => {
    expect(pathBlocked([25, 25], [25, 35], [GARDEN])).toEqual(['garden-wall']);
    expect(pathBlocked([25, 25], [25, 30], [GARDEN])).toEqual([]);
    expect(pathBlocked([34, 25], [34, 35], [GARDEN])).toEqual([]);
    // Through the corner of a bent wall, from one side to the other.
    const bent: Blocker = { id: 'bent', closed: false, points: [[0, 0], [5, 5], [10, 0]] };
    expect(pathBlocked([5, 0], [5, 10], [bent])).toEqual(['bent']);
    expect(pathBlocked([0, 5], [10, 5], [bent])).toEqual([]);
  });
});

describe('toward and away', () => {
  it('moves the distance along the line and stops at the point it moves towards', () => {
    expect(toward([0, 0], [6, 8], 5)).toEqual([3, 4]);
    expect(toward([0, 0], [6, 8], 10)).toEqual([6, 8]);
    expect(toward([0, 0], [6, 8], 12)).toEqual([6, 8]);
    expect(toward([1, 1], [1, 1], 3)).toEqual([1, 1]);
  });

  it('moves the distance further away on the same line (pushed back 2", EN l.267)', () => {
    expect(away([3, 4], [0, 0], 5)).toEqual([6, 8]);
    expect(distance(away([10, 10], [7, 6], 2), [7, 6])).toBeCloseTo(7, 12);
    expect(away([1, 1], [1, 1], 3)).toEqual([1, 1]);
  });
});

describe('zoneAt and snap', () => {
  const zones = [
    { id: 'high-street', points: [[0, 0], [10, 0], [10, 10], [0, 10]] as Pt[] },
    { id: 'market-square', points: [[10, 0], [20, 0], [20, 10], [10, 10]] as Pt[] },
    { id: 'the-board-only' },
  ];
  it('finds the zone under a point, the first given on a shared edge, none off every zone', () => {
    expect(zoneAt([5, 5], zones)).toBe('high-street');
    expect(zoneAt([15, 5], zones)).toBe('market-square');
    expect(zoneAt([10, 5], zones)).toBe('high-street');
    expect(zoneAt([25, 5], zones)).toBeNull();
  });

  it('snaps a drop to the nearest place within the radius and into the zone under it', () => {
    const places = [{ id: 'hydrant-1', at: [12, 5] as Pt }, { id: 'deploy', points: [[0, 0], [4, 0], [4, 4], [0, 4]] as Pt[] }];
    expect(snap([9.5, 5], zones, places, 3)).toEqual({ zone: 'market-square', at: [12, 5], place: 'hydrant-1' });
    expect(snap([9.5, 5], zones, places)).toEqual({ zone: 'high-street', at: [9.5, 5] });
    expect(snap([2, 2], zones, places)).toEqual({ zone: 'high-street', at: [2, 2], place: 'deploy' });
    expect(snap([30, 30], zones, places, 1)).toEqual({ at: [30, 30] });
  });
});

describe('footprint', () => {
  const nearest = (pts: Pt[], i: number) => Math.min(...pts.filter((_, j) => j !== i).map((q) => distance(pts[i], q)));
  it('lays a crowd at the text\'s spacing: no two figures nearer than it, each one\'s nearest about that far (EN l.131, FR l.171)', () => {
    for (const spacing of [1, 2.5]) {
      for (let n = 2; n <= 120; n++) {
        const pts = footprint([40, 20], n, spacing);
        expect(pts).toHaveLength(n);
        const near = pts.map((_, i) => nearest(pts, i));
        expect(Math.min(...near)).toBeCloseTo(spacing, 9);
        expect(Math.max(...near)).toBeLessThan(spacing * 1.5);
      }
    }
  });

  it('is a round block round its centre, and the same every time', () => {
    const pts = footprint([40, 20], 30, 1);
    expect(footprint([40, 20], 30, 1)).toEqual(pts);
    const far = Math.max(...pts.map((p) => distance(p, [40, 20])));
    // 30 figures a spacing apart cover about 30 spacings squared: a disc of radius about sqrt(30 / pi) ~ 3.1.
    expect(far).toBeLessThan(4.5);
    expect(far).toBeGreaterThan(2.5);
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    expect(distance([cx, cy], [40, 20])).toBeLessThan(0.5);
    expect(footprint([1, 2], 1, 1)).toEqual([[1, 2]]);
    expect(footprint([1, 2], 0, 1)).toEqual([]);
  });

  it('reads the spiral\'s nearest pair as every pair would (up to 400 figures)', () => {
    for (const n of [2, 3, 5, 64, 65, 100, 233, 400]) {
      const pts = footprint([0, 0], n, 1);
      let best = Infinity;
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) best = Math.min(best, distance(pts[i], pts[j]));
      expect(best).toBeCloseTo(1, 9);
    }
  });
});

describe('calibration', () => {
  const ptPx = fc.tuple(fc.double({ min: -2000, max: 4000, noNaN: true }), fc.double({ min: -2000, max: 4000, noNaN: true }));
  it('fromTwoPoints takes each pixel to its map point, with the scale and rotation between them', () => {
    const c = fromTwoPoints({ pixel: [100, 100], at: [0, 0] }, { pixel: [100, 300], at: [10, 0] });
    expect(c.toMap([100, 100])).toEqual([0, 0]);
    expect(c.toMap([100, 300])).toEqual([10, 0]);
    expect(c.scale).toBeCloseTo(0.05, 12);
    expect(c.rotation).toBeCloseTo(-Math.PI / 2, 12);
    expect(() => fromTwoPoints({ pixel: [1, 1], at: [0, 0] }, { pixel: [1, 1], at: [5, 5] })).toThrow(RangeError);
  });

  it('fromTwoPoints: toPixel undoes toMap and toMap toPixel (property)', () => {
    fc.assert(
      fc.property(ptPx, ptPx, ptPx, ptPx, ptPx, (p1, p2, m1, m2, q) => {
        fc.pre(distance(p1, p2) > 1 && distance(m1, m2) > 1);
        const c = fromTwoPoints({ pixel: p1, at: m1 }, { pixel: p2, at: m2 });
        const back = c.toPixel(c.toMap(q));
        const there = c.toMap(c.toPixel(q));
        const tol = 1e-6 * (1 + Math.abs(q[0]) + Math.abs(q[1])) * Math.max(1, c.scale, 1 / c.scale);
        expect(distance(back, q)).toBeLessThan(tol);
        expect(distance(there, q)).toBeLessThan(tol);
      }),
    );
  });

  it('fromCorners takes a photo\'s four corners to the table\'s, and the middle of the table where its diagonals cross', () => {
    const corners: [Pt, Pt, Pt, Pt] = [[120, 80], [1800, 140], [1650, 1000], [60, 900]];
    const c = fromCorners(corners, [96, 48]);
    const want: Pt[] = [[0, 0], [96, 0], [96, 48], [0, 48]];
    corners.forEach((px, i) => {
      expect(distance(c.toMap(px), want[i])).toBeLessThan(1e-9);
      expect(distance(c.toPixel(want[i]), px)).toBeLessThan(1e-7);
    });
    // A projective map keeps lines: the table's centre is where the photo's diagonals cross.
    const [a, , b] = corners;
    const [, p, , q] = corners;
    const t = ((p[0] - a[0]) * (q[1] - p[1]) - (p[1] - a[1]) * (q[0] - p[0])) / ((b[0] - a[0]) * (q[1] - p[1]) - (b[1] - a[1]) * (q[0] - p[0]));
    expect(distance(c.toMap([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]), [48, 24])).toBeLessThan(1e-9);
    expect(() => fromCorners([[0, 0], [1, 1], [2, 2], [0, 5]], [96, 48])).toThrow(RangeError);
  });

  it('fromCorners: toPixel undoes toMap over the table (property)', () => {
    const c = fromCorners([[120, 80], [1800, 140], [1650, 1000], [60, 900]], [96, 48]);
    const square = fromCorners([[0, 0], [200, 0], [200, 100], [0, 100]], [96, 48]);
    expect(square.toMap([100, 50])).toEqual([48, 24]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 96, noNaN: true }), fc.double({ min: 0, max: 48, noNaN: true }), (x, y) => {
        expect(distance(c.toMap(c.toPixel([x, y])), [x, y])).toBeLessThan(1e-9);
        const px = c.toPixel([x, y]);
        expect(distance(c.toPixel(c.toMap(px)), px)).toBeLessThan(1e-7);
      }),
    );
  });
});

describe('blockerOf', () => {
  it('makes a wall an open line and a building or obstacle a closed one, keeping its height', () => {
    expect(blockerOf({ id: 'w', kind: 'wall', height: 0.5, points: [[0, 0], [1, 0]] })).toEqual({ id: 'w', closed: false, height: 0.5, points: [[0, 0], [1, 0]] });
    expect(blockerOf({ id: 'b', kind: 'building', points: [[0, 0], [1, 0], [1, 1]] })).toEqual({ id: 'b', closed: true, points: [[0, 0], [1, 0], [1, 1]] });
    expect(blockerOf({ id: 'car', kind: 'obstacle', points: [[0, 0], [1, 0], [1, 1]] }).closed).toBe(true);
  });
});
