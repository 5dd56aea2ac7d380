// Issue 19 part 2, "done when": a scripted hostage rescue of several turns
// (tests/batch/intervention-hostage.txt on scenarios/intervention-liberation-otage.yaml)
// ends with the right side winning, and `rebuild` equals the state. Every
// number below is worked from intervention.fr.txt (the line cited) or a ruling.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { batchGame } from '../../helpers/batch-game.js';

const { game, of } = batchGame('intervention-liberation-otage.yaml', 'intervention-hostage.txt');

describe('a hostage rescue of three turns', () => {
  it('reads both kinds of profile: derived values and base values (R18)', () => {
    const s = game.readState().game;
    // a2: RT = End 5 + Prt 2; PA = (6 + 4) / 2 + 1 = 6; PF = (6 + 4) / 2 + 1 = 6, plus each band's Pre (l.122-132).
    expect(s.fighters.a2).toMatchObject({ rt: 7, pa: 6, weapons: [{ bands: [{ to: 15, pf: 6 }, { to: 30, pf: 5 }, { to: 50, pf: 3 }] }] });
    // The Exécuteur sample: Mvt 15, RT 10, Det 10, PA 8 of its pistol, optical camouflage (l.676-749, U187).
    expect(s.fighters.chef).toMatchObject({ mvt: 15, rt: 10, det: 10, pa: 8, optical: true, camouflage: 1, leader: true });
    // g1 as printed: RT 7, PA 5, its rifle's PF by band.
    expect(s.fighters.g1).toMatchObject({ rt: 7, pa: 5, weapons: [{ type: 'AS', bands: [{ to: 30, pf: 4 }, { to: 60, pf: 3 }, { to: 100, pf: 2 }] }] });
  });

  it('gives orders in the orders sequence, then moves, then fires (l.296-340)', () => {
    const phases = of('intv-phase').map((r) => `${r.turn}:${r.to}`);
    expect(phases).toEqual(['1:movement', '1:fire', '2:movement', '2:fire', '3:movement', '3:fire']);
    const orders = of('intv-orders').filter((r) => r.turn === 1).map((r) => [r.fighters.join(','), r.order]);
    expect(orders).toEqual([['chef,a2', 'run'], ['a3', 'observe'], ['sniper', 'aimed'], ['g1,g2', 'observe'], ['p1,p2', 'progress']]);
  });

  it('detects a hidden enemy within 10 x Det cm, then locates it (l.259)', () => {
    const obs = of('intv-observe');
    expect(obs.map((r) => [r.target, r.range, r.outcome.code])).toEqual([['p2', 80, 'detected'], ['p2', 80, 'located']]);
  });

  it('lets an observer fire during the enemy movement; a runner takes 1 less (l.226, l.263)', () => {
    const shot = of('intv-fire').find((r) => r.turn === 1 && r.shooter === 'g2')!;
    // 35 cm is the assault rifle's second band, PF 3 (long range), a running target -1: 2 points.
    expect(shot).toMatchObject({ band: 'long', damage: 2, counter: { before: 7, after: 5 } });
    expect(shot.modifiers.map((m: any) => [m.key, m.value])).toEqual([['pf', 3], ['running', -1]]);
  });

  it('doubles aimed fire at short range only; cover comes off (l.248, R19)', () => {
    const [first, last] = of('intv-fire').filter((r) => r.shooter === 'sniper');
    // 60 cm: the precision rifle's long band, PF 4, not doubled; light cover -1 -> 3; g2 7 -> 4, wounded at 4 (R18).
    expect(first).toMatchObject({ target: 'g2', band: 'long', aimed: true, damage: 3, condition: 'wounded' });
    expect(last).toMatchObject({ target: 'p1', damage: 4, counter: { before: 7, after: 3 } });
  });

  it('takes camouflage off only beyond 3 x the shooter\'s Det (l.668, U181)', () => {
    const atChef = of('intv-fire').filter((r) => r.target === 'chef');
    // g1 at 30 cm (> 3 x 8): PF 4, running -1, camouflage -1 = 2; p1 at 20 cm (< 24): PF 4 in full.
    expect(atChef.map((r) => r.damage)).toEqual([2, 4]);
    expect(atChef[0].modifiers.map((m: any) => m.key)).toEqual(['pf', 'running', 'camouflage']);
  });

  it('frees the bound hostage by an attack in contact, unhurt (l.442)', () => {
    const m = of('intv-melee');
    expect(m).toHaveLength(1);
    expect(m[0]).toMatchObject({ attacker: 'a2', defender: 'otage', outcome: { code: 'freed' }, effects: [{ path: 'fighters.otage.bound', value: false }] });
  });

  it('shares grouped fire to kill the most, cover taken off each share (l.362-367, R19, U176)', () => {
    const g = of('intv-group-fire')[0];
    // chef's pistol at 15 cm (PF 6), the sniper aimed at 40 cm (4 x 2 = 8), a3's SMG at 15 cm (PF 5).
    expect(g.pfs).toEqual([6, 8, 5]);
    expect(g.results.map((r: any) => [r.target, r.condition])).toEqual([['g1', 'out'], ['g2', 'out']]);
    expect(g.outcome.code).toBe('most-kills');
  });

  it('applies an explosion by distance and cover: the grenade\'s printed table (l.507-527, U173)', () => {
    const b = of('intv-blast')[0];
    expect(b.results.map((r: any) => [r.fighter, r.band, r.damage])).toEqual([['a3', 'inside', 3], ['chef', 'outer', 1]]);
  });

  it('shakes a figure whose PF aimed at it passes its Det: a dodge marker (l.405-413)', () => {
    const s = game.readState().game;
    expect(s.fighters.otage.dodge).toBe(3);
  });

  it('checks the mission at each turn\'s end: the attacker wins when A flees (l.444)', () => {
    const checks = of('intv-mission');
    expect(checks.map((r) => [r.ended, r.outcome.code])).toEqual([[1, 'goes-on'], [2, 'goes-on'], [3, 'won']]);
    // Issue 40: each check is logged in the turn it checks, not in the next.
    expect(checks.map((r) => r.turn)).toEqual([1, 2, 3]);
    expect(checks[2]).toMatchObject({ winner: 'gign', check: 'a-fled' });
    expect(game.readState().game.mission.verdict).toEqual({ winner: 'gign', code: 'a-fled', turn: 3 });
  });

  it('refuses any procedure once the mission has its verdict, writing nothing', async () => {
    await game.refused(/la mission s’est terminée au tour 3/, 'intv-orders', 'chef', 'run');
  });

  it('shows the verdict and the order clocks in status, in French and in English', async () => {
    const fr = await game.run('status');
    expect(fr.stdout).toMatch(/Mission finie au tour 3\u00a0: Le groupe d'intervention gagne/);
    expect(fr.stdout).toMatch(/Les ravisseurs\u00a0: 1 minute d’ordres \(1 unité, 0 chef\u00a0; l\.314\)/);
    const en = await game.run('status', '--lang', 'en');
    expect(en.stdout).toMatch(/Mission over at turn 3: Le groupe d'intervention wins/);
    expect(en.stdout).toMatch(/hors de combat|out of the fight/);
  });

  it('rebuilds the same state from the log', async () => {
    const before = readFileSync(game.state, 'utf8');
    const r = await game.run('rebuild');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(game.state, 'utf8')).game).toEqual(JSON.parse(before).game);
  });
});
