// shelterOf and depthIn (src/geometry/cover.ts): the outlines a line crosses, each how far before the target, and a
// corner's margin to the line's last `reach` (Intervention's cover, l.164-208, U415); how deep a point is in an area.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depthIn, shelterOf } from '../../src/geometry/cover.js';
import type { Blocker } from '../../src/geometry/sight.js';

const wall = (x: number, height?: number): Blocker => ({ id: `w${x}`, points: [[x, -5], [x, 5]], closed: false, ...(height === undefined ? {} : { height }) });

describe('shelterOf', () => {
  it('each outline crossed, how far before the target, nearest first, whatever its height', () => {
    const s = shelterOf([0, 0], [10, 0], [wall(3, 1), wall(8), wall(9.5, 0.5)], 4);
    expect(s.by.map((b) => b.id)).toEqual(['w9.5', 'w8', 'w3']);
    expect(s.by[0].from).toBeCloseTo(0.5, 9);
    expect(s.by[1].from).toBeCloseTo(2, 9);
    expect(s.by[2].from).toBeCloseTo(7, 9);
    // Its ends 5 from the line: no corner near.
    expect(s.margin).toBeCloseTo(5, 9);
  });
  it('a target inside a closed outline: 0 before it; its own corners no margin', () => {
    const house: Blocker = { id: 'house', points: [[8, -1], [12, -1], [12, 1], [8, 1]], closed: true };
    const s = shelterOf([0, 0], [10, 0], [house], 4);
    expect(s.by).toEqual([{ id: 'house', from: 0 }]);
    expect(s.margin).toBe(Infinity);
  });
  it("a wall's end a hair off the line's last reach: the margin; off the line far before the reach: not counted", () => {
    const nearEnd: Blocker = { id: 'e', points: [[8, 0.3], [8, 5]], closed: false };
    expect(shelterOf([0, 0], [10, 0], [nearEnd], 4)).toMatchObject({ by: [] });
    expect(shelterOf([0, 0], [10, 0], [nearEnd], 4).margin).toBeCloseTo(0.3, 9);
    const farEnd: Blocker = { id: 'f', points: [[2, 0.3], [2, 5]], closed: false };
    expect(shelterOf([0, 0], [10, 0], [farEnd], 4).margin).toBeCloseTo(Math.hypot(4, 0.3), 9);
  });
  it('no line (the two points one), nothing crossed', () => {
    expect(shelterOf([1, 1], [1, 1], [wall(1)], 4)).toEqual({ by: [], margin: Infinity });
  });
  it('never throws; every crossing lies on the line, from 0 to its length', () => {
    const p = fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }));
    fc.assert(
      fc.property(p, p, fc.array(fc.tuple(fc.array(p, { minLength: 2, maxLength: 5 }), fc.boolean()), { maxLength: 4 }), fc.double({ min: 0, max: 20, noNaN: true }), (a, b, bs, reach) => {
        const s = shelterOf(a, b, bs.map(([points, closed], i) => ({ id: `b${i}`, points, closed })), reach);
        const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
        return s.by.every((x) => x.from >= -1e-9 && x.from <= d + 1e-9) && !Number.isNaN(s.margin);
      }),
    );
  });
});

describe('depthIn', () => {
  it('how far inside from the edge; outside null', () => {
    const wood: [number, number][] = [[0, 0], [10, 0], [10, 10], [0, 10]];
    expect(depthIn([3, 5], wood)).toBeCloseTo(3, 9);
    expect(depthIn([5, 5], wood)).toBeCloseTo(5, 9);
    expect(depthIn([11, 5], wood)).toBeNull();
    expect(depthIn([1, 1], [[0, 0], [1, 1]])).toBeNull();
  });
});
