// coverOf (src/geometry/cover.ts): the share of a target's height a low outline hides from a shooter's eye, on the
// upright plane of the sight line (GU l.37, U409): y = eye + (h - eye) x D / a at the target, a the outline's far side.
import { describe, expect, it } from 'vitest';
import { coverOf } from '../../src/geometry/cover.js';
import type { Blocker } from '../../src/geometry/sight.js';

const wall = (x: number, height?: number): Blocker => ({ id: `w${x}`, points: [[x, -5], [x, 5]], closed: false, ...(height === undefined ? {} : { height }) });

describe('coverOf', () => {
  it('a wall half the eye high at the target hides half; nearer the shooter less; lower none', () => {
    expect(coverOf([0, 0], [10, 0], [wall(9.999, 0.5)], 1, 0.5).share).toBeCloseTo(0.5, 3);
    expect(coverOf([0, 0], [10, 0], [wall(9.5, 0.5)], 1, 0.5).share).toBeCloseTo(1 - 0.5 * (10 / 9.5), 9);
    expect(coverOf([0, 0], [10, 0], [wall(5, 0.5)], 1, 0.5)).toMatchObject({ share: 0, by: null });
  });
  it('the highest share of the outlines crossed, and the margin to the nearest one that would change the answer', () => {
    const c = coverOf([0, 0], [10, 0], [wall(9, 0.8), wall(9.5, 0.5)], 1, 0.5);
    expect(c.by).toBe('w9');
    expect(c.share).toBeCloseTo(1 - 0.2 * (10 / 9), 9);
    // w9.5's far side would hide exactly half at 10 pas (0.5 away); w9's at 10 x 0.2 / 0.5 = 4 (5 away).
    expect(c.margin).toBeCloseTo(0.5, 9);
  });
  it('an outline as tall as the eye or without a height is not cover (it blocks the sight); none crossed, no cover', () => {
    expect(coverOf([0, 0], [10, 0], [wall(9, 1)], 1, 0.5).by).toBeNull();
    expect(coverOf([0, 0], [10, 0], [wall(9)], 1, 0.5).by).toBeNull();
    expect(coverOf([0, 0], [10, 0], [{ id: 'off', points: [[5, 1], [5, 2]], closed: false, height: 0.5 }], 1, 0.5)).toEqual({ share: 0, by: null, margin: Infinity });
    expect(coverOf([0, 0], [0, 0], [wall(0, 0.5)], 1, 0.5).share).toBe(0);
  });
  it('a line at any angle: the distances along it; a box crossed twice counts from its far side; an eye of 2', () => {
    // From [1, 2] to [7, 10]: 10 long; a wall across it at 9.5 along the line.
    const at = (f: number): [number, number] => [1 + 6 * f, 2 + 8 * f];
    const [px, py] = at(0.95);
    const across: Blocker = { id: 'x', points: [[px - 4, py + 3], [px + 4, py - 3]], closed: false, height: 0.5 };
    expect(coverOf([1, 2], [7, 10], [across], 1, 0.5).share).toBeCloseTo(1 - 0.5 * (10 / 9.5), 9);
    // Hiding exactly half would take its far side at 10 along the line: 0.5 away, in the line's own length.
    expect(coverOf([1, 2], [7, 10], [across], 1, 0.5).margin).toBeCloseTo(0.5, 9);
    // A car 0.8 high from 8 to 9 along a line 10 long: its far side at 9 hides 1 - 0.2 x 10 / 9; its near side would hide less.
    const car: Blocker = { id: 'car', points: [[8, -1], [9, -1], [9, 1], [8, 1]], closed: true, height: 0.8 };
    expect(coverOf([0, 0], [10, 0], [car], 1, 0.5).share).toBeCloseTo(1 - 0.2 * (10 / 9), 9);
    // Eye 2, a wall 1.6 high at 9: y = 2 + (1.6 - 2) x 10 / 9; the share is y / 2.
    expect(coverOf([0, 0], [10, 0], [wall(9, 1.6)], 2, 0.5).share).toBeCloseTo((2 - 0.4 * (10 / 9)) / 2, 9);
  });
  it('a target standing in a low closed outline (a hedge) is hidden up to its height; a line through either end point is no crossing', () => {
    const hedge: Blocker = { id: 'hedge', points: [[9, -1], [11, -1], [11, 1], [9, 1]], closed: true, height: 0.7 };
    expect(coverOf([0, 0], [10, 0], [hedge], 1, 0.5)).toMatchObject({ share: expect.closeTo(1 - 0.3 * (10 / 10), 9), by: 'hedge' });
    // A wall whose line passes through the target's own point, or the shooter's: not between them.
    expect(coverOf([0, 0], [10, 0], [wall(10, 0.8)], 1, 0.5).by).toBeNull();
    expect(coverOf([0, 0], [10, 0], [wall(0, 0.8)], 1, 0.5).by).toBeNull();
    // An open line of two points is not an area: a target beyond its end is not in it.
    expect(coverOf([0, 0], [10, 0], [{ id: 'seg', points: [[10, -1], [10, -0.5]], closed: true, height: 0.7 }], 1, 0.5).by).toBeNull();
  });
});
