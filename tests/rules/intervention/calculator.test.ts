// Intervention's calculator against the worked numbers of intervention.fr.txt
// (each test names its line) and R18-R19. No dice anywhere: every record says so.
import { describe, expect, it } from 'vitest';
import { bestPower, power, resolveDerive } from '../../../src/rules/intervention/derive.js';
import { resolveShot, type ShotFacts } from '../../../src/rules/intervention/shot.js';
import { meleeLosses, resolveMelee } from '../../../src/rules/intervention/melee.js';
import { blastBand, blastDamage, resolveExplosion } from '../../../src/rules/intervention/explosion.js';
import { resolveMorale } from '../../../src/rules/intervention/morale.js';
import { resolveDetection } from '../../../src/rules/intervention/detection.js';
import { resolveTableSize } from '../../../src/rules/intervention/table-size.js';
import { condition, pointsToWound, woundedAt } from '../../../src/rules/intervention/counter.js';
import { SAMPLE_BLASTS, sampleBand } from '../../../src/rules/intervention/samples.js';
import { COVERS } from '../../../src/rules/intervention/tables.js';

const shot = (f: Partial<ShotFacts>) => resolveShot({ lang: 'en', pf: 4, pre: 0, range: 'short', aimed: false, cover: 'open', running: false, camouflaged: false, shooterWounded: false, ...f });

describe('derived values (l.118-134, R18)', () => {
  it('PF = (Tir + For) / 2 + 1 and PA = (Cbt + For) / 2 + 1, rounded down (l.118, l.122, l.126)', () => {
    expect(power(5, 4)).toBe(5); // (9) / 2 = 4.5 -> 4, + 1
    expect(power(6, 4)).toBe(6);
    const r = resolveDerive({ lang: 'en', tir: 5, cbt: 3, forces: [4] });
    expect([r.pf, r.pa]).toEqual([5, 4]);
    expect(r.dice).toBe(false);
    expect(r.rolls).toEqual([]);
  });

  it('two weapons: the PA of the better, the other adding 1 point (l.128)', () => {
    expect(bestPower(5, [4, 6])).toBe(7); // 5 and 6: the better 6, +1
    expect(resolveDerive({ lang: 'en', cbt: 5, forces: [4, 6] }).pa).toBe(7);
  });

  it('RT = End + Prt (l.130-132)', () => {
    expect(resolveDerive({ lang: 'en', end: 4, prt: 3, forces: [] }).rt).toBe(7);
  });

  it("the samples' wound points: RT 7 'blessé à 3' (l.479), RT 6 'blessé à 3' (l.616), RT 10 'blessé à 5' (l.682)", () => {
    for (const [rt, printed] of [[7, 3], [6, 3], [10, 5]]) {
      expect(pointsToWound(rt)).toBe(printed);
      expect(resolveDerive({ lang: 'en', rt, forces: [] }).pointsToWound).toBe(printed);
    }
    // R18: wounded at or under RT/2 rounded up; out at 0 (l.134).
    expect(woundedAt(7)).toBe(4);
    expect(condition({ rt: 7, counter: 5 })).toBe('fit');
    expect(condition({ rt: 7, counter: 4 })).toBe('wounded');
    expect(condition({ rt: 7, counter: 0 })).toBe('out');
  });

  it('detection range 10 x Det (l.259) and running 2 x Mvt (l.226): the Techno Guerrier, Mvt 10, Det 8 (l.475-482)', () => {
    const r = resolveDerive({ lang: 'en', det: 8, mvt: 10, forces: [] });
    expect([r.detectionRange, r.run]).toEqual([80, 20]);
  });

  it('refuses when nothing can be derived', () => {
    expect(resolveDerive({ lang: 'en', forces: [] }).refused).toBeTruthy();
    expect(resolveDerive({ lang: 'en', tir: 5, forces: [] }).refused).toBeTruthy();
  });
});

describe('a shot (l.356-360, R19)', () => {
  it('PF + Pre - cover (l.360; light 1, hard 2: l.170, l.174)', () => {
    expect(shot({ pf: 4, pre: -1, cover: 'light' }).total).toBe(2);
    expect(shot({ pf: 4, cover: 'hard' }).total).toBe(2);
    expect(shot({ pf: 1, cover: 'hard' }).total).toBe(0); // never below 0 (R19)
  });

  it("aimed fire doubles PF at short range: the infiltrator's rifle, PF 4 at 0-40 cm (l.623-624), 'PF 8 en tir visé à courte portée' (l.364), 8-2=6 behind hard cover (l.366)", () => {
    const r = shot({ pf: 4, aimed: true, cover: 'hard' });
    expect(r.modifiers.map((m) => m.value)).toEqual([4, 4, -2]);
    expect(r.total).toBe(6);
    expect(shot({ pf: 4, aimed: true, range: 'long' }).total).toBe(4); // doubled only at short range
  });

  it("aimed fire doubles the PF alone, never the short range's Pre (l.248 \"double la PF\", R19; U170, issue 44)", () => {
    // PF 4, Pre +1 at short range: 4 x 2 + 1 = 9 in open ground (PF + Pre doubled would be 10).
    expect(shot({ pf: 4, pre: 1, aimed: true }).total).toBe(9);
    expect(shot({ pf: 4, pre: -1, aimed: true, cover: 'light' }).total).toBe(6);
  });

  it('a running target: PF -1 (l.226); camouflage -1 (l.665, l.743)', () => {
    expect(shot({ pf: 4, running: true }).total).toBe(3);
    expect(shot({ pf: 4, camouflaged: true, running: true }).total).toBe(2);
  });

  it('refuses instinctive fire beyond long range (l.219, l.248), aimed fire when wounded or with NE (l.246)', () => {
    expect(shot({ range: 'beyond' }).refused).toBeTruthy();
    expect(shot({ range: 'beyond', aimed: true }).refused).toBeUndefined();
    expect(shot({ aimed: true, shooterWounded: true }).refused).toBeTruthy();
    expect(shot({ aimed: true, weaponType: 'NE' }).refused).toBeTruthy();
    expect(shot({ aimed: true, weaponType: 'PR' }).refused).toBeUndefined();
  });

  it('a figure detected but not located (l.393-403; U171, U172)', () => {
    expect(shot({ pf: 5, detected: 'template' }).damage).toBe(2); // 50%, rounded down (l.395)
    expect(shot({ pf: 5, detected: 'sustained', cover: 'light' })).toMatchObject({ damage: 1, figures: 2 }); // l.399
    expect(shot({ pf: 5, detected: 'sustained', cover: 'hard' })).toMatchObject({ damage: 1, figures: 1 }); // l.401
    expect(shot({ pf: 5, detected: 'automatic' })).toMatchObject({ damage: 1, figures: 1 }); // l.403
    expect(shot({ pf: 5, detected: 'other' }).damage).toBe(0);
  });

  it("the samples' weapons by band (l.484-752, U178): the infiltrator's rifle at 30 cm aimed behind hard cover is the rules' example (l.364-366)", () => {
    const at = (weapon: Parameters<typeof sampleBand>[0], distance: number, f: Partial<ShotFacts> = {}) => shot({ sample: { weapon, distance }, ...f });
    expect(at('infiltrator-rifle', 30, { aimed: true, cover: 'hard' }).total).toBe(6);
    expect(sampleBand('techno-assault-rifle', 30)).toEqual({ pf: 4, range: 'short', from: 0, to: 30 }); // l.492-493, a band holds its upper bound
    expect(sampleBand('techno-assault-rifle', 45)).toMatchObject({ pf: 3, range: 'long' }); // l.496-497
    expect(sampleBand('techno-heavy-mg', 75)).toMatchObject({ pf: 5, range: 'long' }); // l.578-579
    expect(sampleBand('executor-pistol', 45)).toMatchObject({ pf: 3, range: 'beyond' }); // l.733-734, "40-50m" read as cm
    expect(at('executor-rifle', 700).refused).toBeTruthy(); // beyond long range: aimed fire only
    expect(at('executor-rifle', 700, { aimed: true }).total).toBe(1); // l.712-713
    expect(at('techno-smg', 51).refused).toBeTruthy(); // past the last band (l.547-548)
  });

  it('says what the damage does to the target (R18)', () => {
    expect(shot({ pf: 4, aimed: true, cover: 'hard', target: { rt: 7, counter: 7 } }).outcome.code).toBe('wounded');
    expect(shot({ pf: 4, target: { rt: 7, counter: 4 } }).outcome.code).toBe('out');
    expect(shot({ pf: 2, target: { rt: 10, counter: 10 } }).outcome.code).toBe('hit');
    expect(shot({ pf: 2, cover: 'hard', target: { rt: 10, counter: 10 } }).outcome.code).toBe('no-damage');
  });
});

describe('melee (l.342-351, R19)', () => {
  it('the weaker loses PAmax, the stronger 2 x PAmin - PAmax: the Techno Guerrier, PA 5 (l.488-489), against the Exécuteur, PA 8 (l.717-718)', () => {
    expect(meleeLosses(5, 8)).toEqual([8, 2]);
    const r = resolveMelee({ lang: 'en', attacker: { pa: 5, running: false, counter: { rt: 7, counter: 7 } }, defender: { pa: 8, running: false, counter: { rt: 10, counter: 10 } } });
    expect(r.outcome.code).toBe('defender-stronger');
    expect((r.attacker as { counter: { now: string } }).counter.now).toBe('out');
    expect((r.defender as { counter: { after: number } }).counter.after).toBe(8);
  });

  it('never below 0 (R19), equal PAs both lose PA, running into melee +1 PA (l.226)', () => {
    expect(meleeLosses(3, 7)).toEqual([7, 0]);
    expect(meleeLosses(4, 4)).toEqual([4, 4]);
    const r = resolveMelee({ lang: 'en', attacker: { pa: 4, running: true }, defender: { pa: 5, running: false } });
    expect(r.outcome.code).toBe('even');
  });
});

describe('explosions (l.369-391, R19, U173)', () => {
  it('the general table: within R PF / PF-1 / PF-2, at R PF-1 / PF-1 / PF-2, R to 2R 1 (l.378-391)', () => {
    expect(COVERS.map((c) => blastDamage(4, 'inside', c))).toEqual([4, 3, 2]);
    expect(COVERS.map((c) => blastDamage(4, 'edge', c))).toEqual([3, 3, 2]);
    expect(COVERS.map((c) => blastDamage(4, 'outer', c))).toEqual([1, 1, 1]);
    expect(blastDamage(4, 'beyond', 'open')).toBe(0);
    expect([blastBand(4, 5), blastBand(5, 5), blastBand(10, 5), blastBand(11, 5)]).toEqual(['inside', 'edge', 'outer', 'beyond']);
  });

  it("the Techno Guerrier's grenades print their own table (l.507-527): 4 3 2 / 3 2 2 / 1 1 1", () => {
    const cell = (distance: number, cover: (typeof COVERS)[number]) => resolveExplosion({ lang: 'en', pf: 0, radius: 0, sample: 'techno-grenade', distance, cover }).damage;
    expect(COVERS.map((c) => cell(2, c))).toEqual([4, 3, 2]);
    expect(COVERS.map((c) => cell(5, c))).toEqual([3, 2, 2]);
    expect(COVERS.map((c) => cell(8, c))).toEqual([1, 1, 1]);
    expect(cell(11, 'open')).toBe(0);
    // The general table gives the same for the grenade's PF 4, R 5 but at R behind light cover (U173).
    const g = SAMPLE_BLASTS['techno-grenade'];
    for (const band of ['inside', 'edge', 'outer'] as const) {
      for (const c of COVERS) if (!(band === 'edge' && c === 'light')) expect(blastDamage(g.pf, band, c)).toBe(g.table[band][c]);
    }
  });
});

describe('morale (l.405-413)', () => {
  it('summed PF greater than Det: loses observation, gains dodge, 2 cm to cover', () => {
    const r = resolveMorale({ lang: 'en', pfs: [4, 5], det: 8 });
    expect(r.outcome.code).toBe('shaken');
    expect(r.notes).toHaveLength(3);
    expect(resolveMorale({ lang: 'en', pfs: [4, 4], det: 8 }).outcome.code).toBe('steady'); // equal is not greater
  });
});

describe('detection (l.259)', () => {
  it('10 x Det, 20 cm less per camouflage malus; detected, or located when already detected', () => {
    expect(resolveDetection({ lang: 'en', det: 8, camouflage: 0, alreadyDetected: false, optical: false }).total).toBe(80);
    expect(resolveDetection({ lang: 'en', det: 8, camouflage: 1, distance: 59, alreadyDetected: false, optical: false }).outcome.code).toBe('detected');
    expect(resolveDetection({ lang: 'en', det: 8, camouflage: 1, distance: 59, alreadyDetected: true, optical: false }).outcome.code).toBe('located');
    expect(resolveDetection({ lang: 'en', det: 8, camouflage: 1, distance: 60, alreadyDetected: false, optical: false }).outcome.code).toBe('unseen'); // "inférieure à"
    expect(resolveDetection({ lang: 'en', det: 10, camouflage: 0, distance: 5, alreadyDetected: false, optical: true }).outcome.code).toBe('unseen'); // l.749
  });
});

describe('the playing surface (l.18-22, U174)', () => {
  it("4 commandos against 5 terrorists: '60 x 50 (minimale) ou 90 x 75 (conseillée) ou 120 x 100 (maximale)' (l.20-22)", () => {
    const r = resolveTableSize({ lang: 'fr', sides: [4, 5] });
    expect(r.sizes).toEqual([
      { size: 'minimum', depth: 60, width: 50 },
      { size: 'advised', depth: 90, width: 75 },
      { size: 'maximum', depth: 120, width: 100 },
    ]);
    expect(r.outcome.text).toBe('60 x 50 cm (minimale), ou 90 x 75 cm (conseillée), ou 120 x 100 cm (maximale)');
  });
});
