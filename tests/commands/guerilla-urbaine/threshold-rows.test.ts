// Issue 31, finding 16: Guérilla Urbaine compares a die with a score to reach
// ("un seuil", l.11-15), which the circumstances change (l.33-38, l.56,
// l.211). Every modifier is a labelled row of the table, the target's own
// too (Robuste l.38, cachée l.37, the Assassin's +1 to the defence l.211), and
// the last row is the score they add up to, never the die.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';
import { resolveShooting } from '../../../src/rules/guerilla-urbaine/shooting.js';
import { resolveGuMelee } from '../../../src/rules/guerilla-urbaine/melee.js';
import { GU_WEAPONS } from '../../../src/rules/guerilla-urbaine/profile.js';
import { fixedDice } from '../../helpers/dice.js';

const SCENARIO = `title: Seuils
game: guerilla-urbaine
edition: fr
seed: seuils
gangs:
  - id: loups
    name: Les Loups
    members:
      - { id: vic, name: Vic, rank: chef, kit: pistol, upgrades: [excellent-reflexes] }
      - { id: sam, name: Sam, rank: sous-chef, kit: shotgun, upgrades: [sharp-reflexes] }
      - { id: brute, name: Brute, kit: two-hands, upgrades: [robust] }
  - id: corbeaux
    name: Les Corbeaux
    members:
      - { id: raven, name: Raven, rank: chef, kit: assault-rifle, upgrades: [excellent-reflexes] }
      - { id: kira, name: Kira, rank: sous-chef, kit: smg, upgrades: [sharp-reflexes] }
      - { id: lame, name: Lame, kit: one-hand, upgrades: [assassin] }
`;

const game = tempGame();
beforeAll(async () => {
  await game.init(SCENARIO);
  await game.ok('gu-initiative', '--roll', '5');
  await game.ok('gu-phase', '--leader', 'vic');
  await game.ok('gu-phase', '--leader', 'raven');
}, 60000);
afterAll(() => game.cleanup());

/** The table's rows (label, value) of a human output. */
const rows = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('│'))
    .map((l) => l.split('│').slice(1, -1).map((c) => c.trim()));

describe('a shot: the target-side modifiers are rows, the last row the score to hit (l.37, l.38)', () => {
  it('l.37, l.38: Robuste and hidden are labelled rows; the rows add up to the threshold, not the die', async () => {
    const r = await game.run('gu-shoot', 'raven', '--first', 'concentrate', '--at', 'brute', '--hidden', 'brute', '--distance', '3', '--roll', '6');
    expect(r.code).toBe(0);
    const t = rows(r.stdout);
    expect(t).toContainEqual(['Cible robuste (Brute)', '+1']);
    expect(t).toContainEqual(['Cible cachée à plus de 50\u00a0% (Brute)', '+1']);
    // Base 5+ (U203), Arme lourde -1, concentré -1, cachée +1, robuste +1: 5+; the die was a 6.
    const from = t.findIndex((x) => x[0] === 'T de base');
    const block = t.slice(from);
    expect(block[0]).toEqual(['T de base', '5+']);
    expect(block.at(-1)).toEqual(['Pour toucher Brute', '5+']);
    const sum = block.slice(1, -1).reduce((s, x) => s + Number(x[1]), 5);
    expect(sum).toBe(5);
    expect(t.some((x) => x[0] === 'Total')).toBe(false);
  });
});

describe('every score the table shows is its rows summed (l.25, l.106)', () => {
  it('l.25: a score past 6+ shows the row that bounds it; l.106: a Gigantesque target the row that makes it 2+', () => {
    const shoot = (target: object) =>
      resolveShooting({ lang: 'en', shoot: 6, weapon: GU_WEAPONS.pistol, distance: 8, shots: [{ targets: [{ id: 'x', pv: 1, saves: [], robust: true, hidden: true, ...target }] }] }, fixedDice([6]));
    for (const r of [shoot({}), shoot({ gigantic: true })]) {
      const [b] = r.blocks;
      expect(b.base.value + b.modifiers.reduce((s, m) => s + m.value, 0)).toBe(b.value);
      expect(b.value).toBe(r.attacks[0].threshold);
    }
    expect(shoot({}).blocks[0].modifiers.map((m) => m.key)).toEqual(['long', 'hidden', 'robust', 'bounds']);
    expect(shoot({ gigantic: true }).blocks[0].value).toBe(2);
  });

  it("l.211: the Assassin's +1 to the defence is a row of the parry's score, its -1 a row of the attack's", () => {
    const r = resolveGuMelee({ lang: 'en', attacker: { id: 'lame', fight: 4, pv: 1, attacks: 2, assassinFirst: true }, defender: { id: 'nono', fight: 5, pv: 1, robust: true } }, fixedDice([4, 5, 2]));
    expect(r.blocks.map((b) => [b.label, b.value, b.modifiers.map((m) => m.value)])).toEqual([
      ['Attack (first)', 3, [-1]],
      ['Parry (first attack)', 5, [-1, 1]],
      ['Attack (the others)', 4, []],
      ['Parry (the other attacks)', 4, [-1]],
    ]);
    expect(r.attacks.map((a) => [a.attackThreshold, a.parry?.threshold ?? null])).toEqual([[3, 5], [4, null]]);
    expect(r.defenceModifiers.map((m) => m.key)).toEqual(['robust', 'assassin']);
  });
});
