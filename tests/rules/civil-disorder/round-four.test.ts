// Issue 44, round four, item 8: Civil Disorder's elements the earlier rounds
// left partial, each test citing the line of the text it plays.
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/state/scenario.js';
import type { Scenario } from '../../../src/state/civil-disorder/scenario.js';
import { tempGame, writeScenario } from '../../helpers/cli.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const withBuilding = (b: string) => `title: T\ncrowds: [{id: c, figures: 5, rl: 4}]\nbuildings: [${b}]\n`;

describe('loot units (EN l.171, FR l.256, U370)', () => {
  // EN l.171: "This will be 50% of the property value, or a figure between 5 and 50."
  it.each([
    ['half the value by default', '{id: b, value: 41}', 20],
    ['half the value rounded up', '{id: b, value: 41, loot: 21}', 21],
    ['half of a department store', '{id: b, value: 300, loot: 150}', 150],
    ['a figure between 5 and 50', '{id: b, value: 300, loot: 5}', 5],
    ['the top of the figures', '{id: b, value: 10, loot: 50}', 50],
    ['nothing worth taking', '{id: b, value: 60, loot: 0}', 0],
  ])('accepts %s', async (_n, b, loot) => {
    game = tempGame();
    const s = (await loadScenario(writeScenario(game.dir, withBuilding(b)))) as Scenario;
    expect(s.buildings[0].loot).toBe(loot);
  });

  it.each([
    ['more than 50 and not half the value', '{id: b, value: 60, loot: 51}', /buildings\[0\]\.loot: loot units must be half the property value \(30\), a figure between 5 and 50, or 0 \(EN l\.171, U370\), found 51/],
    ['fewer than 5 and not half the value', '{id: b, value: 30, loot: 4}', /buildings\[0\]\.loot: .*\(15\).*found 4/],
  ])('refuses %s, naming the field', async (_n, b, msg) => {
    game = tempGame();
    await expect(loadScenario(writeScenario(game.dir, withBuilding(b)))).rejects.toThrow(msg);
  });
});
