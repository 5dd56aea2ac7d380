// Issue 31, finding 13: Aura d'effroi (guerilla-urbaine.fr.txt l.253) "Rend
// lâche pour ce tour toute figurine avec la règle Mort-vivant ou Démon
// souhaitant attaquer une figurine alliée à moins de 10 pas": the Lâche's 3+
// (l.207) before an undead attacks an ally of the priest, unless the umpire
// measured 10 pas or more (U210).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const SCENARIO = `title: Aura
game: guerilla-urbaine
edition: fr
seed: aura
gangs:
  - id: loups
    name: Les Loups
    members:
      - { id: vic, name: Vic, rank: chef, kit: pistol, upgrades: [excellent-reflexes] }
      - { id: sam, name: Sam, rank: sous-chef, kit: shotgun, upgrades: [sharp-reflexes] }
      - { id: frere, name: Frère, kit: one-hand, upgrades: [priest] }
      - { id: brute, name: Brute, kit: two-hands }
  - id: morts
    name: Les Morts
    members:
      - { id: raven, name: Raven, rank: chef, kit: pistol, upgrades: [excellent-reflexes] }
      - { id: kira, name: Kira, rank: sous-chef, kit: pistol, upgrades: [sharp-reflexes] }
      - { id: zomb, name: Zomb, kit: one-hand, kinds: [undead] }
      - { id: lame, name: Lame, kit: one-hand }
`;

let game: ReturnType<typeof tempGame>;
beforeEach(async () => {
  game = tempGame();
  await game.init(SCENARIO);
  await game.ok('gu-initiative', '--roll', '5');
  await game.ok('gu-phase', '--leader', 'vic', '--bubble', 'frere');
  await game.ok('gu-pray', 'frere', 'aura-of-dread', '--first', 'move');
  await game.ok('gu-phase', '--leader', 'raven');
  await game.ok('gu-phase', '--leader', 'sam');
  await game.ok('gu-phase', '--leader', 'kira', '--bubble', 'zomb,lame');
});
afterEach(() => game?.cleanup());

describe("Aura d'effroi in a melee (l.253, U210)", () => {
  it('l.253 with l.207: an undead attacking an ally of the priest rolls 3+ first; a 2 and it does not attack', async () => {
    const [r] = await game.ok('gu-melee', 'zomb', '--first', 'move', '--at', 'brute', '--roll', '2');
    expect(r.outcome.code).toBe('no-attack');
    expect(r.coward).toEqual({ die: 2, passed: false, cause: 'dread' });
    expect(r.attacks).toEqual([]);
    expect(r.notes.join('\n')).toMatch(/Aura d’effroi de frere \(l\.253\)/);
    expect(game.readState().game.figures.brute.pv).toBe(1);
  });

  it('l.253: a 3 passes, and the attack goes on', async () => {
    const [r] = await game.ok('gu-melee', 'zomb', '--first', 'move', '--at', 'frere', '--roll', '3,6,1');
    expect(r.coward).toEqual({ die: 3, passed: true, cause: 'dread' });
    expect(r.outcome.code).toBe('killed');
  });

  it('U210: the umpire measured 10 pas or more (--beyond-aura): no test', async () => {
    const [r] = await game.ok('gu-melee', 'zomb', '--first', 'move', '--at', 'brute', '--beyond-aura', '--roll', '6,1');
    expect(r.coward).toBeNull();
    expect(r.outcome.code).toBe('killed');
  });

  it('l.253: a figure that is neither undead nor demon rolls no test', async () => {
    const [r] = await game.ok('gu-melee', 'lame', '--first', 'move', '--at', 'brute', '--roll', '6,1');
    expect(r.coward).toBeNull();
  });
});
