// U244: Intervention rolls no dice (l.59-61) and its --roll changes nothing
// (U177), but a value no die shows (0, over 100, not a whole number) is
// refused: exit 2, one line naming the value and the faces, nothing written;
// on every procedure of the game and every calculation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';
import { interventionEntry } from '../../../src/games/intervention/entry.js';

const game = tempGame();
beforeAll(async () => {
  await game.init('intervention-liberation-otage.yaml');
}, 60000);
afterAll(() => game.cleanup());

/** A line of each procedure that takes --roll, its required options given (the refusal of the value comes first). */
const LINES: Record<string, string[]> = {
  'intv-orders': ['intv-orders', 'a2', 'observe'],
  'intv-phase': ['intv-phase', 'movement'],
  'intv-activate': ['intv-activate', 'bravo', '--pass'],
  'intv-move': ['intv-move', 'a2', '--cm', '5'],
  'intv-observe': ['intv-observe', 'a3', '--at', 'p2', '--distance', '70'],
  'intv-fire': ['intv-fire', 'a2', '--at', 'g1', '--distance', '20'],
  'intv-melee': ['intv-melee', 'a2', '--at', 'g1'],
  'intv-blast': ['intv-blast', '--at', 'g1:3', '--pf', '4', '--radius', '5'],
  'intv-morale': ['intv-morale', 'g1', '--pf', '4'],
};
const CALCULATIONS: string[][] = [
  ['derive', '--rt', '7'],
  ['shot', '--pf', '4'],
  ['melee', '--attacker', '5', '--defender', '8'],
  ['explosion', '--pf', '4', '--radius', '5', '--distance', '5'],
  ['morale', '--pf', '4,5', '--det', '8'],
  ['detection', '--det', '8'],
  ['grouped-fire', '--shooters', '8,8,8', '--targets', '7,7,7'],
  ['table-size', '--fighters', '4,5'],
];

describe('U244: a --roll value no die shows is refused on Intervention', () => {
  it('every procedure of the game that takes --roll is in the list', () => {
    const procedures = Object.keys(interventionEntry.commands).filter((c) => c.startsWith('intv-') && c !== 'intv-clock');
    expect(Object.keys(LINES).sort()).toEqual(procedures.sort());
  });

  for (const [name, line] of Object.entries(LINES)) {
    it(`${name}: --roll 0, 101, 4,0: exit 2, one line naming the value and the faces, nothing written`, async () => {
      await game.refused(/^umpire: --roll: value 1 is 0, on no die \(faces 1 to 100\); Intervention rolls none \(U177, U244\)\n$/, ...line, '--roll', '0', '--lang', 'en');
      await game.refused(/--roll\s: la valeur 1 vaut 101, sur aucun dé \(faces de 1 à 100\)/, ...line, '--roll', '101');
      await game.refused(/value 2 is 0/, ...line, '--roll', '4,0', '--lang', 'en');
    });
  }

  it('a value a die shows still changes nothing, said in a note (U177); --roll ask too', async () => {
    const [r] = await game.ok('intv-orders', 'a2', 'observe', '--roll', '6', '--lang', 'en');
    expect(r.notes.join(' ')).toMatch(/--roll changed nothing/);
    await game.ok('intv-orders', 'a3', 'observe', '--roll', 'ask');
  });

  for (const calc of CALCULATIONS) {
    it(`intervention ${calc[0]} --roll 0: exit 2, one line`, async () => {
      const r = await game.run('intervention', ...calc, '--roll', '0', '--lang', 'en');
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toBe('umpire: --roll: value 1 is 0, on no die (faces 1 to 100); Intervention rolls none (U177, U244)\n');
    });
  }
});
