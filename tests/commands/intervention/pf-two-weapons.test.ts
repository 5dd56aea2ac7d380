// Issue 31, finding 20: the PF is "pour une arme donnée" (intervention.fr.txt
// l.122); "(si 2 armes: prendre la meilleure l'autre rajoutant 1 point)"
// (l.128) is the PA's (U213). The calculator and a game give a fighter with
// two weapons one answer, from one function.
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const game = tempGame();
afterAll(() => game.cleanup());

const SCENARIO = `title: Deux armes
game: intervention
edition: fr
seed: deux
mission: { kind: settling-scores, attacker: a, defender: b }
sides:
  - id: a
    name: A
    units:
      - id: ua
        name: UA
        fighters:
          - id: f
            name: F
            mvt: 10
            det: 8
            end: 5
            prt: 2
            cbt: 6
            tir: 6
            weapons:
              - { id: w1, name: Arme 1, type: AS, for: 4, pre: [{ to: 15, pre: 0 }, { to: 30, pre: 0 }] }
              - { id: w2, name: Arme 2, type: AS, for: 3, pre: [{ to: 15, pre: 0 }, { to: 30, pre: 0 }] }
  - id: b
    name: B
    units:
      - { id: ub, name: UB, fighters: [{ id: g, name: G, mvt: 10, det: 8, rt: 20, pa: 3, weapons: [{ id: w, name: W, type: AS, bands: [{ to: 30, pf: 4 }] }] }] }
`;

describe('PF with two weapons: one function, one answer (l.122, l.128, U213)', () => {
  it('l.122: derive --tir 6 --for 4,3 gives each weapon its own PF and the best, 6, no point for the second', async () => {
    const [r] = await game.ok('intervention', 'derive', '--tir', '6', '--for', '4,3');
    expect([r.pf, r.pfs]).toEqual([6, [6, 5]]);
    expect(r.modifiers.map((m: any) => m.key)).not.toContain('second-weapon');
  });

  it('l.122: a game fighter with those weapons fires its best at PF 6, the answer of derive', async () => {
    await game.init(SCENARIO);
    const [d] = await game.ok('intervention', 'derive', '--tir', '6', '--for', '4,3');
    const f = game.readState().game.fighters.f;
    expect(f.weapons.map((w: any) => w.bands[0].pf)).toEqual(d.pfs);
    expect(Math.max(...f.weapons.map((w: any) => w.bands[0].pf))).toBe(d.pf);
  });

  it('l.128: the PA of two weapons is the better plus 1, in the calculator as in the game', async () => {
    const [d] = await game.ok('intervention', 'derive', '--cbt', '6', '--for', '4,3');
    expect(d.pa).toBe(7);
    expect(game.readState().game.fighters.f.pa).toBe(d.pa);
  });
});
