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
});
