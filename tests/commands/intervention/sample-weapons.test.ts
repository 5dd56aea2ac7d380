// Issue 31, findings 18 and 19: the samples' weapons as printed. The
// Exécuteur's rifle "(feu à volonté autorisé 0-100cm)" (intervention.fr.txt
// l.689, U211) and the Désintégrateur's "1 tour de recharge" (l.606, U212).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const SAMPLES_SCENARIO = `title: Essai
game: intervention
edition: fr
seed: essai
mission: { kind: settling-scores, attacker: bleus, defender: rouges }
sides:
  - id: bleus
    name: Les bleus
    units:
      - { id: u1, name: Un, initiative: 9, fighters: [{ id: exe, name: Exécuteur, sample: executor }] }
      - { id: u2, name: Deux, initiative: 8, fighters: [{ id: tec, name: Techno, sample: techno, weapons: [{ sample: techno-disintegrator }] }] }
  - id: rouges
    name: Les rouges
    units:
      - id: r1
        name: Rouges
        initiative: 1
        fighters:
          - { id: g1, name: G1, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }, { to: 60, pf: 3 }] }] }
          - { id: g2, name: G2, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 4 }, { to: 60, pf: 3 }] }] }
`;

const game = tempGame();
beforeAll(async () => {
  await game.init(SAMPLES_SCENARIO);
}, 60000);
afterAll(() => game.cleanup());

/** Orders, then the movement sequence, then the fire sequence of a turn. */
async function toFire(orders: [string, string][]) {
  for (const [ids, order] of orders) await game.ok('intv-orders', ids, order);
  await game.ok('intv-phase', 'movement');
  await game.ok('intv-phase', 'fire');
}

describe("the samples' weapons as printed (l.606, l.689)", () => {
  it("l.689: the Exécuteur's rifle may be ordered to fire at will, and fires its 2 shots at 0-100 cm (U211)", async () => {
    await toFire([['exe', 'fire-at-will'], ['tec', 'aimed'], ['g1,g2', 'progress']]);
    const [a] = await game.ok('intv-fire', 'exe', '--at', 'g1', '--distance', '90', '--cover', 'open');
    expect(a).toMatchObject({ weapon: 'executor-rifle', damage: 5, band: 'long' });
    await game.refused(/ne tire à volonté qu’à 0-100 cm, pas à 101 cm \(l\.689\)/, 'intv-fire', 'exe', '--at', 'g1', '--distance', '101', '--cover', 'open');
    await game.ok('intv-fire', 'exe', '--at', 'g1', '--distance', '40', '--cover', 'open');
    expect(game.readState().game.fighters.exe.shots).toBe(2);
  });

  it('l.606: the Désintégrateur fires, then reloads the whole next turn; the state and status say so (U212)', async () => {
    const [a] = await game.ok('intv-fire', 'tec', '--at', 'g2', '--distance', '40', '--cover', 'open');
    expect(a.weapon).toBe('techno-disintegrator');
    expect(game.readState().game.fighters.tec).toMatchObject({ reloading: 1, reloadingWeapon: 'techno-disintegrator' });
    await game.ok('intv-activate', 'r1', '--pass');
    await game.ok('next-turn');
    await toFire([['tec', 'aimed'], ['exe', 'aimed']]);
    expect((await game.run('status')).stdout).toMatch(/tec .*recharge/);
    await game.ok('intv-fire', 'exe', '--at', 'g1', '--distance', '90', '--cover', 'open');
    await game.refused(/tec a tiré au tour précédent avec le désintégrateur du Techno Guerrier, qui se recharge ce tour \(l\.606/, 'intv-fire', 'tec', '--at', 'g2', '--distance', '40', '--cover', 'open');
  });

  it("U212: the umpire's --allow-reloading lets it fire anyway; after a turn without a shot it fires again", async () => {
    const [a] = await game.ok('intv-fire', 'tec', '--at', 'g2', '--distance', '40', '--cover', 'open', '--allow-reloading');
    expect(a.outcome.code).toMatch(/hit|wounded/);
    await game.ok('intv-activate', 'r1', '--pass');
    await game.ok('next-turn');
    // Turn 3 after a shot in turn 2: it reloads; turn 4 it fires.
    await toFire([['tec', 'progress']]);
    await game.refused(/se recharge ce tour/, 'intv-fire', 'tec', '--at', 'g2', '--distance', '40', '--cover', 'open');
    await game.ok('intv-activate', 'u1,u2,r1', '--pass');
    await game.ok('next-turn');
    await toFire([['tec', 'progress']]);
    await game.ok('intv-activate', 'u1', '--pass');
    await game.ok('intv-fire', 'tec', '--at', 'g2', '--distance', '40', '--cover', 'open');
  });
});
