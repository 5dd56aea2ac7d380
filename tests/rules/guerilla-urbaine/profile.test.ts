// Guérilla Urbaine profiles and tables (guerilla-urbaine.fr.txt l.19-25,
// l.120-152, l.164-223, U130): each test names the line it checks.
import { memberProfile } from '../../../src/rules/guerilla-urbaine/gang.js';
import { shooterModifiers, shotThreshold } from '../../../src/rules/guerilla-urbaine/shooting.js';
import { describe, expect, it } from 'vitest';
import {
  clampThreshold,
  effectiveAttacks,
  effectiveMove,
  effectiveSave,
  GANGER_BASE_SHOOT,
  GANGER_LINES,
  GU_MELEE_WEAPONS,
  GU_WEAPONS,
  upgradeSum,
  isRobust,
} from '../../../src/rules/guerilla-urbaine/profile.js';
import { SHOT_MODIFIERS } from '../../../src/rules/guerilla-urbaine/shooting.js';

describe('Guérilla Urbaine profiles', () => {
  it('l.25: thresholds are 2+ to 6+', () => {
    expect([clampThreshold(1), clampThreshold(4), clampThreshold(9)]).toEqual([2, 4, 6]);
  });
  it('l.122-128: bare hands C6+, dagger C5+, normal C4+, heavy C3+', () => {
    expect(GU_MELEE_WEAPONS).toEqual({ 'bare-hands': 6, dagger: 5, normal: 4, heavy: 3 });
  });
  it('l.132-152: Por, Cd, zone and traits as listed', () => {
    expect([GU_WEAPONS.pistol.range, GU_WEAPONS.rifle.range, GU_WEAPONS['assault-rifle'].rate, GU_WEAPONS.grenade.zone, GU_WEAPONS.shotgun.zone]).toEqual([5, 15, 2, 1.5, 0.5]);
    expect([GU_WEAPONS.smg.heavy, GU_WEAPONS.grenade.unwieldy, GU_WEAPONS.crossbow.reload, GU_WEAPONS.bow.silent]).toEqual([true, true, true, true]);
  });
  it('l.198-200: the reflexes give Svg 6+, 5+, 4+; the best counts', () => {
    expect(effectiveSave({ save: null, upgrades: ['good-reflexes'] })).toBe(6);
    expect(effectiveSave({ save: 6, upgrades: ['excellent-reflexes'] })).toBe(4);
    expect(effectiveSave({ save: null, upgrades: [] })).toBeNull();
  });
  it('l.196, l.209, l.219: Robuste, Rapide (5 pas), Expert en arts martiaux (A+1)', () => {
    expect(isRobust({ robust: false, upgrades: ['robust'] })).toBe(true);
    expect(effectiveMove({ upgrades: ['fast'] })).toBe(5);
    expect(effectiveAttacks({ attacks: 1, upgrades: ['martial-arts-expert'] })).toBe(2);
  });
  // Issue 31, finding 15; U203 over U130: "Les profils sont indiqués en prenant en compte les armes" (l.162).
  it('U203: every listed ganger shoots its own weapon at the T printed on its line (l.162, l.172, l.176, l.186)', () => {
    for (const g of GANGER_LINES.filter((l) => l.listedShoot !== null)) {
      const m = memberProfile({ kit: g.id, upgrades: [] })!;
      const w = GU_WEAPONS[g.weapon!];
      const t = shotThreshold(m.profile.shoot!, shooterModifiers({ weapon: w, distance: 0, concentrated: false, upgrades: [] }, 'fr'), { gigantic: false });
      expect(t, g.id).toBe(g.listedShoot);
    }
    // The crossbow and the assault rifle (Arme lourde) are base 5+, hitting at their printed 4+; the SMG base 4+.
    expect(memberProfile({ kit: 'crossbow', upgrades: [] })!.profile.shoot).toBe(5);
    expect(memberProfile({ kit: 'assault-rifle', upgrades: [] })!.profile.shoot).toBe(5);
    expect(memberProfile({ kit: 'smg', upgrades: [] })!.profile.shoot).toBe(GANGER_BASE_SHOOT);
    // l.184: the grenades' T5+ is the pistol's 4+ with Délicate à manier.
    expect(GANGER_BASE_SHOOT + SHOT_MODIFIERS.unwieldy).toBe(5);
  });
});

// Issue 31, finding 14; U204: "Expert en Arts martiaux ... (une figurine avec une dague a C3+ et A2)" (l.219).
describe('Expert en Arts martiaux (l.219, U204)', () => {
  it('gives a dagger ganger C3+ and A2, as the text\'s own example', () => {
    const m = memberProfile({ kit: 'pistol', upgrades: ['martial-arts-expert'] })!;
    expect(GU_MELEE_WEAPONS.dagger).toBe(5);
    expect(m.profile.fight! + upgradeSum(m.profile, 'fight')).toBe(3);
    expect(effectiveAttacks({ attacks: 1, upgrades: ['martial-arts-expert'] })).toBe(2);
  });
});
