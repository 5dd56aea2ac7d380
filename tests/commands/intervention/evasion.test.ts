// Issue 31, finding 21: the Exécuteur's Esquive, "6 PR si utilisée ...
// Impossible quand blessé" (intervention.fr.txt l.736-740, U214): used
// against a shot it takes 6 points off, and is the dodge of l.283-293.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const SCENARIO = `title: Esquive
game: intervention
edition: fr
seed: esquive
mission: { kind: settling-scores, attacker: bleus, defender: rouges }
sides:
  - id: bleus
    name: Les bleus
    units:
      - { id: u1, name: Un, initiative: 1, fighters: [{ id: exe, name: Exécuteur, sample: executor }, { id: tec, name: Techno, sample: techno }] }
  - id: rouges
    name: Les rouges
    units:
      - id: r1
        name: Rouges
        initiative: 9
        fighters:
          - { id: g1, name: G1, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 9 }, { to: 60, pf: 8 }] }] }
          - { id: g2, name: G2, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 9 }, { to: 60, pf: 8 }] }] }
          - { id: g3, name: G3, mvt: 10, det: 30, rt: 40, pa: 3, weapons: [{ id: fa, name: Fusil, type: AS, bands: [{ to: 30, pf: 9 }, { to: 60, pf: 8 }] }] }
`;

const game = tempGame();
beforeAll(async () => {
  await game.init(SCENARIO);
  await game.ok('intv-orders', 'g1,g2,g3', 'aimed');
  await game.ok('intv-phase', 'movement');
  await game.ok('intv-phase', 'fire');
}, 60000);
afterAll(() => game.cleanup());

describe("the Exécuteur's Esquive (l.736-740, U214)", () => {
  it('l.737: used against a shot, 6 points off it, a labelled row; then a dodge marker (l.283-293)', async () => {
    // Aimed at long range (40 cm, the second band): PF 8, not doubled (l.248); the Esquive takes 6: 2 points.
    const [r] = await game.ok('intv-fire', 'g1', '--at', 'exe', '--distance', '40', '--cover', 'open', '--evade');
    expect(r).toMatchObject({ damage: 2, evaded: 6, counter: { before: 10, after: 8 } });
    expect(r.modifiers).toContainEqual(expect.objectContaining({ key: 'evasion', value: -6 }));
    expect(game.readState().game.fighters.exe.dodge).toBe(1);
  });

  it('a fighter without an Esquive cannot use one', async () => {
    await game.refused(/tec n’a pas d’Esquive/, 'intv-fire', 'g2', '--at', 'tec', '--distance', '40', '--cover', 'open', '--evade');
  });

  it('l.740: "Impossible quand blessé"', async () => {
    // Behind hard cover: 8 - 2 = 6 points, 8 -> 2: wounded (at RT/2 rounded up, R18).
    await game.ok('intv-fire', 'g2', '--at', 'exe', '--distance', '40', '--cover', 'hard', '--none-closer');
    expect(game.readState().game.fighters.exe.condition).toBe('wounded');
    await game.refused(/exe est blessé.*son Esquive est «.impossible quand blessé.» \(l\.740\)/, 'intv-fire', 'g3', '--at', 'exe', '--distance', '40', '--cover', 'hard', '--none-closer', '--evade');
  });
});
