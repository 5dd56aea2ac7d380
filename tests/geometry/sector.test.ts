// inSector (src/geometry/sector.ts): a point within `half` degrees either side of a facing, clockwise from up with
// the map's y growing downwards (the picture's), and how far it is from the nearer edge (Intervention l.270, U420).
import { describe, expect, it } from 'vitest';
import { inSector } from '../../src/geometry/sector.js';

describe('inSector', () => {
  it('reads bearings clockwise from up, y down: north 0, east 90, south 180, west 270', () => {
    expect(inSector([0, 0], 0, [0, -10], 90).bearing).toBeCloseTo(0);
    expect(inSector([0, 0], 0, [10, 0], 90).bearing).toBeCloseTo(90);
    expect(inSector([0, 0], 0, [0, 10], 90).bearing).toBeCloseTo(180);
    expect(inSector([0, 0], 0, [-10, 0], 90).bearing).toBeCloseTo(270);
  });

  it('the front half: ahead and beside inside, behind outside, across 0/360 alike', () => {
    expect(inSector([0, 0], 90, [10, 3], 90).inside).toBe(true);
    expect(inSector([0, 0], 90, [-10, 3], 90).inside).toBe(false);
    expect(inSector([0, 0], 350, [1, -10], 90).inside).toBe(true);
    expect(inSector([0, 0], 10, [-1, -10], 90).inside).toBe(true);
    expect(inSector([0, 0], 10, [-1, 10], 90).inside).toBe(false);
    // A narrower sector (45 either side): 60 degrees off is out.
    expect(inSector([0, 0], 0, [Math.sin(Math.PI / 3) * 10, -Math.cos(Math.PI / 3) * 10], 45).inside).toBe(false);
  });

  it('the margin: the distance from the nearer edge line, the edge itself 0', () => {
    // Facing east, the front half's edges run north and south: a point 2 behind or ahead of that line is 2 from it.
    expect(inSector([0, 0], 90, [2, 10], 90).margin).toBeCloseTo(2);
    expect(inSector([0, 0], 90, [-2, 10], 90).margin).toBeCloseTo(2);
    expect(inSector([0, 0], 90, [0, 10], 90)).toMatchObject({ inside: true, margin: 0 });
    // Far from a narrow sector's edge ray (more than 90 degrees from it): the distance to the piece.
    expect(inSector([0, 0], 0, [0, 10], 30).margin).toBeCloseTo(10);
  });
});
