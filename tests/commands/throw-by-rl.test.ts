import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempGame } from '../helpers/cli.js';
import { THROW_BY_RL, throwRefusal } from '../../src/rules/civil-disorder/weapons.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SCENARIO = `title: Throwing
edition: en
crowds:
  - {id: calm, figures: 20, rl: 5}
  - {id: hassle, figures: 20, rl: 6}
  - {id: bombard, figures: 20, rl: 7}
  - {id: armed, figures: 20, rl: 8, petrolBombs: true}
units:
  - {id: van, type: regular-police-riot, strength: 8}
`;

describe('who throws at which RL (U65)', () => {
  it('follows the RL chart: none below 6, RL 6 only with the police out of reach, 7 and 8 bricks and petrol bombs', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((rl) => THROW_BY_RL[rl].missiles)).toEqual(['no', 'no', 'no', 'no', 'no', 'out-of-reach', 'yes', 'yes']);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((rl) => THROW_BY_RL[rl].petrol)).toEqual([false, false, false, false, false, false, true, true]);
    for (const lang of ['en', 'fr'] as const) {
      expect(throwRefusal(lang, 'missiles', 5, false, 'c')).toMatch(/5/);
      expect(throwRefusal(lang, 'missiles', 6, false, 'c')).toMatch(/--out-of-reach/);
      expect(throwRefusal(lang, 'missiles', 6, true, 'c')).toBeNull();
      expect(throwRefusal(lang, 'petrol', 6, true, 'c')).toMatch(/7/);
      expect(throwRefusal(lang, 'petrol', 8, false, 'c')).toBeNull();
    }
    for (const k of ['weapons.throw.missiles-rl', 'weapons.throw.rl6', 'weapons.throw.petrol-rl', 'weapons.throw.no-source']) expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
  });

  it('on a game: refuses by the crowd\'s RL and without a source of petrol bombs, exit 2, nothing written', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    await game.refused(/RL 5: a crowd throws bricks and bottles at RL 6/, 'missiles', 'calm', '--at', 'van');
    await game.refused(/only when the police are out of its reach/, 'missiles', 'hassle', '--at', 'van');
    await game.ok('missiles', 'hassle', '--at', 'van', '--out-of-reach', '--roll', '1,1');
    await game.ok('missiles', 'bombard', '--at', 'van', '--roll', '1,1');
    await game.refused(/RL 6: petrol bombs are thrown at RL 7 and 8 only/, 'petrol-bomb', 'hassle', '--at', 'van', '--figures', '1');
    await game.refused(/has no petrol bombs/, 'petrol-bomb', 'bombard', '--at', 'van', '--figures', '1');
    await game.ok('petrol-bomb', 'armed', '--at', 'van', '--figures', '1', '--roll', '6');
    await game.refused(/the state knows/, 'missiles', 'bombard', '--at', 'van', '--rl', '7');
  });

  it('stateless: --rl checks the chart when given', async () => {
    expect((await runCli(['missiles', '--throwers', '10', '--rl', '4'])).code).toBe(2);
    expect((await runCli(['missiles', '--throwers', '10', '--rl', '6', '--out-of-reach', '--roll', '2'])).code).toBe(0);
    expect((await runCli(['petrol-bomb', '--figures', '1', '--rl', '6'])).code).toBe(2);
    expect((await runCli(['petrol-bomb', '--figures', '1', '--rl', '8', '--roll', '4'])).code).toBe(0);
    expect((await runCli(['missiles', '--throwers', '10', '--rl', '9'])).stderr).toMatch(/--rl: 9 is outside 1..8/);
  });
});
