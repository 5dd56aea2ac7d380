// Guérilla Urbaine melee, pure (guerilla-urbaine.fr.txt l.52-62, l.118,
// l.207, l.211, R16): each test names the line it checks.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { distribution, fractionText } from '../../../src/odds/enumerate.js';
import { resolveGuMelee, type MeleeFacts } from '../../../src/rules/guerilla-urbaine/melee.js';

const facts = (a: Partial<MeleeFacts['attacker']> = {}, d: Partial<MeleeFacts['defender']> = {}): MeleeFacts => ({
  lang: 'en',
  attacker: { id: 'a', fight: 4, pv: 1, attacks: 1, ...a },
  defender: { id: 'd', fight: 5, pv: 1, ...d },
});

describe('resolveGuMelee', () => {
  it('l.52: the attacker needs its C; a miss rolls no parry', () => {
    const r = resolveGuMelee(facts(), fixedDice([3]));
    expect([r.code, r.attacks[0].parry]).toEqual(['miss', null]);
  });
  it('l.52: a failed parry takes the hit (1 PV, R16)', () => {
    const r = resolveGuMelee(facts(), fixedDice([4, 4]));
    expect([r.code, r.pvAfter, r.attacks[0].parry?.threshold]).toEqual(['killed', 0, 5]);
  });
  it('l.54: a parry steps the defender back 1 pas', () => {
    const r = resolveGuMelee(facts(), fixedDice([6, 5]));
    expect([r.code, r.stepBack, r.pvAfter]).toEqual(['parried', 1, 1]);
  });
  it('l.56: Robuste lowers the defence threshold by 1, in defence only', () => {
    const r = resolveGuMelee(facts({}, { robust: true }), fixedDice([4, 4]));
    expect([r.attacks[0].parry?.threshold, r.code]).toEqual([4, 'parried']);
  });
  it('l.58: a figure knocked down cannot parry', () => {
    const r = resolveGuMelee(facts({}, { knockedDown: true }), fixedDice([5]));
    expect([r.attacks[0].noParry, r.code]).toEqual(['knocked-down', 'killed']);
  });
  it('l.118: a CX figure can neither attack nor parry', () => {
    expect(resolveGuMelee(facts({ fight: null }), fixedDice([])).refused?.code).toBe('cx');
    expect(resolveGuMelee(facts({}, { fight: null }), fixedDice([4])).attacks[0].noParry).toBe('cx');
  });
  it('l.19, l.60: A2 makes two attacks; they stop once the defender is at 0 PV', () => {
    const r = resolveGuMelee(facts({ attacks: 2 }, { pv: 2 }), fixedDice([4, 1, 6, 6]));
    expect(r.attacks.map((x) => [x.attackDie, x.parry?.die, x.damage])).toEqual([[4, 1, 1], [6, 6, 0]]);
    expect([r.pvAfter, r.stepBack, r.code]).toEqual([1, 1, 'wounded']);
    const k = resolveGuMelee(facts({ attacks: 2 }), fixedDice([4, 1]));
    expect(k.attacks).toHaveLength(1);
  });
  it('l.207: a coward must roll 3+ before attacking', () => {
    expect(resolveGuMelee(facts({ coward: true }), fixedDice([2])).code).toBe('no-attack');
    expect(resolveGuMelee(facts({ coward: true }), fixedDice([3, 1])).code).toBe('miss');
  });
  it('l.211: the assassin\'s first attack: C4+ becomes C3+, the dagger\'s C5+ defence becomes C6+ (the text\'s example)', () => {
    const r = resolveGuMelee(facts({ assassinFirst: true, attacks: 2 }, { pv: 2 }), fixedDice([3, 5, 3]));
    expect(r.attacks[0]).toMatchObject({ attackThreshold: 3, success: true, parry: { threshold: 6, die: 5, parried: false } });
    expect(r.attacks[1]).toMatchObject({ attackThreshold: 4, success: false });
  });
  it('l.25: melee thresholds stay within 2+ and 6+', () => {
    const r = resolveGuMelee(facts({ fight: 2, assassinFirst: true }, { fight: 6, robust: false }), fixedDice([2, 6]));
    expect([r.attacks[0].attackThreshold, r.attacks[0].parry?.threshold]).toEqual([2, 6]);
  });
  it('odds: C4+ against C5+ wounds with chance 1/2 x 2/3 = 1/3 exactly', () => {
    const { dist } = distribution((d) => resolveGuMelee(facts(), d), (r) => r.code);
    expect(fractionText(dist.get('killed'))).toBe('1/3');
    expect(fractionText(dist.get('parried'))).toBe('1/6');
  });
});
