// Guérilla Urbaine shooting, pure (guerilla-urbaine.fr.txt l.25-48, R15, R16,
// U130, U131): each test names the line it checks.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { distribution, fractionText } from '../../../src/odds/enumerate.js';
import { GU_WEAPONS, type GuWeapon } from '../../../src/rules/guerilla-urbaine/profile.js';
import { rangeBand, resolveShooting, shotThreshold, type ShootingFacts, type ShotTarget } from '../../../src/rules/guerilla-urbaine/shooting.js';

const target = (f: Partial<ShotTarget> = {}): ShotTarget => ({ id: 'u1', pv: 1, saves: [], ...f });
const facts = (f: Partial<ShootingFacts> = {}, weapon: GuWeapon = GU_WEAPONS.pistol): ShootingFacts => ({
  lang: 'en',
  shoot: 4,
  weapon,
  distance: 3,
  shots: [{ targets: [target()] }],
  ...f,
});
const thresholdOf = (f: ShootingFacts) => resolveShooting(f, fixedDice([6])).attacks[0].threshold;

describe('shooting threshold (l.29-38, l.89, l.104-112, R16)', () => {
  it('l.29: a pistol at T4+ hits on 4 or more, misses on 3', () => {
    expect(resolveShooting(facts(), fixedDice([4])).code).toBe('killed');
    expect(resolveShooting(facts(), fixedDice([3])).code).toBe('miss');
  });
  it('l.35: a heavy weapon (SMG) lowers T4+ to T3+', () => {
    expect(thresholdOf(facts({}, GU_WEAPONS.smg))).toBe(3);
  });
  it('l.31, l.36: between Por and twice Por is long range, +1; beyond is refused', () => {
    expect(rangeBand(5, 5)).toBe('normal');
    expect(rangeBand(5, 6)).toBe('long');
    expect(rangeBand(5, 10)).toBe('long');
    expect(rangeBand(5, 10.5)).toBe('beyond');
    expect(thresholdOf(facts({ distance: 8 }))).toBe(5);
    const r = resolveShooting(facts({ distance: 11 }), fixedDice([]));
    expect(r.refused?.code).toBe('out-of-range');
  });
  it('l.37, l.38: a hidden target +1 and a robust target +1', () => {
    expect(thresholdOf(facts({ shots: [{ targets: [target({ hidden: true, robust: true })] }] }))).toBe(6);
  });
  it('l.89: concentrating lowers the threshold by 1', () => {
    expect(thresholdOf(facts({ concentrated: true }))).toBe(3);
  });
  it('l.104: a large target -1; l.112: an unwieldy weapon (grenade) +1', () => {
    expect(thresholdOf(facts({ shots: [{ targets: [target({ large: true })] }] }))).toBe(3);
    expect(thresholdOf(facts({}, GU_WEAPONS.grenade))).toBe(5);
  });
  it('l.202, l.203: Pieds tendres +1, Excellent tireur -1', () => {
    expect(thresholdOf(facts({ upgrades: ['tender-feet'] }))).toBe(5);
    expect(thresholdOf(facts({ upgrades: ['marksman'] }))).toBe(3);
  });
  it('l.25: a threshold stays between 2+ and 6+ whatever the modifiers', () => {
    expect(shotThreshold(4, [{ key: 'a', label: 'a', value: +5 }], {})).toBe(6);
    expect(shotThreshold(3, [{ key: 'a', label: 'a', value: -5 }], {})).toBe(2);
    expect(thresholdOf(facts({ distance: 8, shots: [{ targets: [target({ hidden: true, robust: true })] }] }))).toBe(6);
  });
  it('l.106: a gigantic target is hit on 2+ even at long range behind cover', () => {
    expect(thresholdOf(facts({ distance: 8, shots: [{ targets: [target({ gigantic: true, hidden: true })] }] }))).toBe(2);
  });
  it('l.118: a TX figure cannot shoot', () => {
    expect(resolveShooting(facts({ shoot: null }), fixedDice([])).refused?.code).toBe('no-ranged-weapon');
  });
  it('l.114: an unloaded crossbow is refused', () => {
    expect(resolveShooting(facts({ unloaded: true }, GU_WEAPONS.crossbow), fixedDice([])).refused?.code).toBe('unloaded');
  });
  it('l.215: a camouflaged target beyond 5 pas cannot be shot at; within 5 it can', () => {
    expect(resolveShooting(facts({ distance: 6, shots: [{ targets: [target({ camouflaged: true })] }] }), fixedDice([])).refused?.code).toBe('camouflaged');
    expect(resolveShooting(facts({ distance: 5, shots: [{ targets: [target({ camouflaged: true })] }] }), fixedDice([1])).refused).toBeNull();
  });
});

describe('saves and PV (l.42, l.44, l.247, R16)', () => {
  it('l.42: a hit on Svg4+ is cancelled by a 5 (the text\'s example)', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ saves: [4] })] }] }), fixedDice([6, 5]));
    expect([r.code, r.targets[0].pvAfter, r.attacks[0].saved]).toEqual(['saved', 1, true]);
  });
  it('l.42: a failed save takes the hit', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ saves: [4] })] }] }), fixedDice([6, 3]));
    expect([r.code, r.targets[0].pvAfter]).toEqual(['killed', 0]);
  });
  it('l.247: the blessing\'s Svg5+ is tested first, then the figure\'s own', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ saves: [5, 4] })] }] }), fixedDice([6, 2, 4]));
    expect(r.attacks[0].saves.map((s) => [s.threshold, s.die, s.saved])).toEqual([[5, 2, false], [4, 4, true]]);
    expect(r.code).toBe('saved');
  });
  it('l.44: a figure with 3 PV takes one PV per hit', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ pv: 3 })] }] }), fixedDice([5]));
    expect([r.code, r.targets[0].pvBefore, r.targets[0].pvAfter]).toEqual(['wounded', 3, 2]);
  });
  it('a figure at 0 PV is refused as a target', () => {
    expect(resolveShooting(facts({ shots: [{ targets: [target({ pv: 0 })] }] }), fixedDice([])).refused?.code).toBe('already-down');
  });
});

describe('Cd and zone (l.46, l.48, U131)', () => {
  it('l.46, l.142: an assault rifle fires Cd 2, each shot at its own target', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ id: 'a' })] }, { targets: [target({ id: 'b' })] }] }, GU_WEAPONS['assault-rifle']), fixedDice([3, 2]));
    expect(r.attacks.map((a) => [a.target, a.threshold, a.hit])).toEqual([['a', 3, true], ['b', 3, false]]);
  });
  it('l.46, l.31, l.36: Cd 2 at two figures, each shot at its own distance: one in range (3+), one at long range (4+)', () => {
    // Assault rifle Por 12 (l.142), heavy -1: T4+ is 3+ within 12 pas, 4+ between 12 and 24 (long +1, named with its target).
    const r = resolveShooting(facts({ distance: 4, shots: [{ targets: [target({ id: 'a' })], distance: 4 }, { targets: [target({ id: 'b' })], distance: 20 }] }, GU_WEAPONS['assault-rifle']), fixedDice([3, 3]));
    expect(r.attacks.map((a) => [a.target, a.threshold, a.hit])).toEqual([['a', 3, true], ['b', 4, false]]);
    expect(r.ranges).toEqual(['normal', 'long']);
    expect(r.range).toBe('long');
    expect(r.blocks.map((b) => b.value)).toEqual([3, 4]);
    expect(r.blocks[1].modifiers.map((m) => m.label)).toContain('Long range (b)');
    // One beyond 24 pas: refused, naming it.
    const out = resolveShooting(facts({ shots: [{ targets: [target({ id: 'a' })], distance: 4 }, { targets: [target({ id: 'b' })], distance: 25 }] }, GU_WEAPONS['assault-rifle']), fixedDice([]));
    expect([out.refused?.code, out.refused?.text]).toEqual(['out-of-range-target', 'b out of range: 25 pas, long range ends at 24 pas']);
  });
  it('l.46: more shots than Cd are refused', () => {
    expect(resolveShooting(facts({ shots: [{ targets: [target()] }, { targets: [target()] }] }), fixedDice([])).refused?.code).toBe('too-many-shots');
  });
  it('a second shot at a figure the first killed is not rolled', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target()] }, { targets: [target()] }] }, GU_WEAPONS['pistol-pair']), fixedDice([6]));
    expect(r.attacks).toHaveLength(1);
  });
  it('l.48: only a zone weapon hits several figures in one shot', () => {
    expect(resolveShooting(facts({ shots: [{ targets: [target({ count: 3 })] }] }), fixedDice([])).refused?.code).toBe('one-target-per-shot');
  });
  it('l.48, l.148: a grenade makes one shot attack on each figure within 1.5 pas, crowd figures 1 PV without Svg (R17)', () => {
    const r = resolveShooting(facts({ shots: [{ targets: [target({ id: 'unit', saves: [6] }), target({ id: 'crowd', count: 3 })] }] }, GU_WEAPONS.grenade), fixedDice([5, 6, 5, 4, 6]));
    // unit: 5 hits (T4 +1 unwieldy = 5+), save 6 cancels; crowd figures: 5 hit, 4 misses, 6 hits.
    expect(r.attacks.map((a) => [a.target, a.figure, a.hit, a.saved])).toEqual([
      ['unit', null, true, true],
      ['crowd', 1, true, false],
      ['crowd', 2, false, false],
      ['crowd', 3, true, false],
    ]);
    expect(r.targets.find((x) => x.target === 'crowd')).toMatchObject({ pvBefore: 3, pvAfter: 1, downed: 2, hits: 2 });
    expect(r.code).toBe('killed');
  });
});

describe('odds: every shooting die is enumerable (src/odds)', () => {
  it('a T4+ pistol shot at a Svg4+ figure kills with chance 1/4 exactly', () => {
    const { dist } = distribution((d) => resolveShooting(facts({ shots: [{ targets: [target({ saves: [4] })] }] }), d), (r) => r.code);
    expect(fractionText(dist.get('killed'))).toBe('1/4');
    expect(fractionText(dist.get('saved'))).toBe('1/4');
    expect(fractionText(dist.get('miss'))).toBe('1/2');
  });
});
