// Issue 44, item 3: aimed fire "double la PF à portée courte" (intervention.fr.txt
// l.248) and RULINGS R19 "Aimed fire doubles PF at short range": the PF alone is
// doubled, the short range's Pre added after (U170). The calculator follows
// (tests/rules/intervention/calculator.test.ts); here a game's fighter given by
// base values (Tir, For, a Pre per band; l.108-122) fires an aimed shot, alone
// and in grouped fire, and the PF aimed at its target (morale, U175) is the same.
// A printed band (a sample's, a scenario's `bands`) holds its Pre and is doubled
// whole, as the text's own example does (l.364: the infiltrator's PF 4 at short
// range is "PF 8 en tir visé", l.623).
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const game = tempGame();
afterAll(() => game.cleanup());

// f: PF (6 + 4) / 2 + 1 = 6 (l.122), Pre +1 at short range; n: the same PF, Pre -2 at short range;
// h: a printed band PF 7; s: the Infiltrateur sample (its rifle PF 4 at 0-40 cm).
const SCENARIO = `title: Tir visé et Pre
game: intervention
edition: fr
seed: vise
mission: { kind: settling-scores, attacker: a, defender: b }
sides:
  - id: a
    name: A
    units:
      - id: ua
        name: UA
        initiative: 9
        fighters:
          - { id: f, name: F, mvt: 10, det: 8, rt: 7, pa: 3, tir: 6, weapons: [{ id: w, name: Fusil, type: PR, for: 4, pre: [{ to: 30, pre: 1 }, { to: 60, pre: 0 }] }] }
          - { id: n, name: N, mvt: 10, det: 8, rt: 7, pa: 3, tir: 6, weapons: [{ id: w, name: Fusil, type: PR, for: 4, pre: [{ to: 30, pre: -2 }, { to: 60, pre: 0 }] }] }
          - { id: h, name: H, mvt: 10, det: 8, rt: 7, pa: 3, weapons: [{ id: p, name: Pistolet, type: PR, bands: [{ to: 30, pf: 7 }, { to: 60, pf: 6 }] }] }
          - { id: s, name: S, sample: infiltrator }
  - id: b
    name: B
    units:
      - id: ub
        name: UB
        initiative: 1
        fighters:
          - { id: g, name: G, mvt: 10, det: 90, rt: 90, pa: 3, weapons: [{ id: w, name: W, type: AS, bands: [{ to: 30, pf: 4 }] }] }
          - { id: k, name: K, mvt: 10, det: 90, rt: 90, pa: 3, weapons: [{ id: w, name: W, type: AS, bands: [{ to: 30, pf: 4 }] }] }
`;

async function fireSequence(): Promise<void> {
  await game.init(SCENARIO, '--force');
  await game.ok('intv-orders', 'f,n,h,s', 'aimed');
  await game.ok('intv-orders', 'g,k', 'progress');
  await game.ok('intv-phase', 'movement');
  await game.ok('intv-phase', 'fire');
}

describe('aimed fire in a game doubles the PF alone, the short range\'s Pre added after (l.248 "double la PF", R19; U170, issue 44)', () => {
  it('a weapon given by For and Pre +1: PF 6 x 2 + 1 = 13 at short range (PF + Pre doubled would be 14), and 13 aimed at the target (U175)', async () => {
    await fireSequence();
    const [r] = await game.ok('intv-fire', 'f', '--at', 'g', '--distance', '20');
    expect(r).toMatchObject({ band: 'short', aimed: true, damage: 13, counter: { before: 90, after: 77 } });
    expect(r.modifiers.map((m: any) => [m.key, m.value])).toEqual([['pf', 6], ['pre', 1], ['aimed', 6]]);
    expect(game.readState().game.fighters.g.pfAt).toBe(13);
  });

  it('a Pre of -2: 6 x 2 - 2 = 10 (not (6 - 2) x 2 = 8); at long range nothing is doubled', async () => {
    const [r] = await game.ok('intv-fire', 'n', '--at', 'g', '--distance', '20');
    expect(r.damage).toBe(10);
    const [l] = await game.ok('intv-fire', 'h', '--at', 'k', '--distance', '45');
    expect(l).toMatchObject({ band: 'long', damage: 6 });
  });

  it('grouped fire counts each aimed shooter the same way: 13 for f, 8 for the Infiltrateur (l.364 "PF 8 en tir visé à courte portée")', async () => {
    await fireSequence();
    const [g] = await game.ok('intv-fire', 'f,s', '--at', 'g,k', '--distance', '20,30', '--objective', 'kills');
    expect(g.pfs).toEqual([13, 8]);
  });

  it('a printed band holds its Pre and is doubled whole, as l.364 doubles the printed 4: PF 7 aimed at short range is 14', async () => {
    await fireSequence();
    const [r] = await game.ok('intv-fire', 'h', '--at', 'g', '--distance', '20');
    expect(r.damage).toBe(14);
    const [s] = await game.ok('intv-fire', 's', '--at', 'k', '--distance', '30');
    expect(s.damage).toBe(8);
  });

  it('keeps the weapon\'s PF and each band\'s Pre on the state (a printed weapon has neither)', () => {
    const s = game.readState().game;
    expect(s.fighters.f.weapons[0]).toMatchObject({ basePf: 6, bands: [{ to: 30, pf: 7, pre: 1 }, { to: 60, pf: 6, pre: 0 }] });
    expect(s.fighters.h.weapons[0].basePf).toBeUndefined();
    expect(s.fighters.h.weapons[0].bands[0].pre).toBeUndefined();
  });
});

describe('the new state fields, hand-edited (U80): refused with one line, never a stack trace', () => {
  const NASTY: unknown[] = [-100, 1.5, 1e308, -1e308, 'x', {}, [], true, '__proto__'];
  it.each(NASTY.map((v) => [JSON.stringify(v), v]))('basePf and a band\'s Pre set to %s', async (_name, value) => {
    for (const field of ['basePf', 'pre'] as const) {
      await fireSequence();
      const s = game.readState();
      const w = s.game.fighters.f.weapons[0];
      if (field === 'basePf') w.basePf = value;
      else w.bands[0].pre = value;
      game.damageState(JSON.stringify(s));
      const r = await game.run('intv-fire', 'f', '--at', 'g', '--distance', '20');
      expect(r.code, `${field} ${r.stderr}`).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(new RegExp(`weapons\\.0\\.(bands\\.0\\.)?${field}`));
    }
  });
});
