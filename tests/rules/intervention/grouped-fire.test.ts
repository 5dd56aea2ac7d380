// Grouped fire (intervention.fr.txt l.362-367, R19, U176): the rules' own
// example, the text's expected-value examples (l.42), and the guards.
import { describe, expect, it } from 'vitest';
import type { Resolution } from '../../../src/rules/types.js';
import { GROUPED_FIRE_LIMITS, resolveGroupedFire, type Column, type GroupTarget } from '../../../src/rules/intervention/grouped-fire.js';

const T = (rt: number, cover: GroupTarget['cover'] = 'open', counter = rt): GroupTarget => ({ rt, counter, cover });
const columns = (r: Resolution) => r.columns as Column[];

describe('grouped fire', () => {
  it("the rules' example: 3 infiltrators (PF 8 aimed at short range) at targets of 7 behind hard cover can wound 3 or kill 2 (l.364-367)", () => {
    const r = resolveGroupedFire({ lang: 'en', shooters: [8, 8, 8], targets: [T(7, 'hard'), T(7, 'hard'), T(7, 'hard')] });
    expect(r.outcome).toEqual({ code: 'choose', text: 'Wound 3 or kill 2' });
    expect(resolveGroupedFire({ lang: 'fr', shooters: [8, 8, 8], targets: [T(7, 'hard'), T(7, 'hard'), T(7, 'hard')] }).outcome.text).toBe('Blesser 3 ou tuer 2');
    const [kill, wound] = columns(r);
    // "blesser 3 (8-2=6 pts de dégâts chacune)" (l.366): one way, each shooter on one target.
    expect(wound).toMatchObject({ objective: 'wounds', wounds: 3, kills: 0 });
    expect(wound.ways).toHaveLength(1);
    expect(wound.ways[0].shares.map((s) => [s.points, s.damage])).toEqual([[8, 6], [8, 6], [8, 6]]);
    expect(new Set(wound.ways[0].shares.map((s) => s.target)).size).toBe(3);
    // "tuer 2 (8-2=6 ... pour les 2 premiers tireurs et le 3eme infligeant 3-2=1 pt à ces 2 cibles,
    // les 2 points de PF lui restant étant absorbé par un abri" (l.367).
    expect(kill).toMatchObject({ objective: 'kills', kills: 2, wounds: 0 });
    expect(kill.ways).toHaveLength(1);
    const way = kill.ways[0];
    expect(way.shares.map((s) => [s.shooter, s.points, s.damage])).toEqual([[0, 8, 6], [1, 8, 6], [2, 3, 1], [2, 3, 1]]);
    expect(way.spare).toEqual([{ shooter: 2, points: 2 }]);
    expect(way.targets.filter((g) => g.fate === 'out')).toHaveLength(2);
  });

  it("'3 tireurs ayant chacun 2/3 de chance d'éliminer 1 cible tirant en groupe élimineront 2 cibles' (l.42)", () => {
    const [kill] = columns(resolveGroupedFire({ lang: 'en', shooters: [4, 4, 4], targets: [T(6), T(6), T(6)] }));
    expect(kill.kills).toBe(2);
  });

  it("15 figures each doing a quarter: '3 cibles seront éliminées et une quatrième verra un compteur décroître de ses 3/4' (l.42)", () => {
    const [kill] = columns(resolveGroupedFire({ lang: 'en', shooters: new Array(15).fill(1), targets: [T(4), T(4), T(4), T(4)] }));
    expect(kill).toMatchObject({ kills: 3, damage: 3 });
    expect(kill.ways).toHaveLength(1);
    expect(kill.ways[0].targets.map((g) => g.after).sort()).toEqual([0, 0, 0, 1]); // the fourth: 3 of its 4 points gone
  });

  it('shooters may differ: the strong shooter goes where one shot kills', () => {
    const [kill] = columns(resolveGroupedFire({ lang: 'en', shooters: [9, 3], targets: [T(7, 'hard'), T(2)] }));
    expect(kill.kills).toBe(2);
    expect(kill.ways[0].shares.map((s) => [s.shooter, s.target])).toEqual([[0, 0], [1, 1]]);
  });

  it('identical shooters and targets swapped are one way; a wounded target is not wounded again', () => {
    const r = resolveGroupedFire({ lang: 'en', shooters: [5, 5], targets: [T(6, 'open', 3), T(6)] });
    const [kill, wound] = columns(r);
    expect(kill.kills).toBe(2); // 10 points: 3 finish the wounded one, 6 the fresh one
    expect(wound.wounds).toBe(1);
  });

  it('no effect, more targets than shooters, and too large a search are said, not computed', () => {
    expect(resolveGroupedFire({ lang: 'en', shooters: [2, 2], targets: [T(7, 'hard'), T(7, 'hard')] }).outcome.code).toBe('no-effect');
    expect(resolveGroupedFire({ lang: 'en', shooters: [8], targets: [T(7), T(7)] }).refused).toBeTruthy();
    const big = resolveGroupedFire({ lang: 'en', shooters: [20, 19, 18, 17, 16, 15], targets: [T(7), T(7), T(7), T(7), T(7), T(7)] });
    expect(big.outcome.code).toBe('too-many-ways');
    expect(big.refused?.reason).toContain(String(GROUPED_FIRE_LIMITS.work));
  });
});
