// What a side owes is said at the turn's end (docs/table.md, The turn): a
// crowd's RL roll carries over (U54), a unit's over-reaction test not taken
// lapses with the turn; `status` lists both while they are owed.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { t } from '../../src/i18n/index.js';
import '../../src/games/index.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

describe('owed rolls at the turn end', () => {
  it('next-turn names the RL roll carried over and the over-reaction test that lapses, status keeps the RL roll', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('melee', 'spg', 'frontline', '--crowd-attacks', '--roll', '5,5');
    const before = await game.run('status');
    expect(before.stdout).toMatch(/RL rolls owed: frontline/);
    expect(before.stdout).toMatch(/over-reaction test owed: physically attacked/);
    const [adv] = await game.ok('next-turn');
    expect(adv.notes).toEqual([
      'frontline still owes an RL roll (SF in hand-to-hand fighting with it): carried over to turn 2',
      'spg did not take its over-reaction test (physically attacked or petrol bombed): it lapses with the turn',
    ]);
    const after = await game.run('status');
    expect(after.stdout).toMatch(/RL rolls owed: frontline/);
    expect(after.stdout).not.toMatch(/over-reaction test owed/);
    // Paid: the roll clears the mark, and the next turn end says nothing.
    await game.ok('rl-roll', 'frontline', '--roll', '3,1');
    const [quiet] = await game.ok('next-turn');
    expect(quiet.notes).toEqual([]);
  });

  it('says it in French too', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('melee', 'spg', 'frontline', '--crowd-attacks', '--roll', '5,5');
    const r = await game.run('next-turn', '--lang', 'fr');
    expect(r.stdout).toMatch(/frontline doit encore un jet de FR \(.+\)\u00a0: reporté au tour 2/);
    expect(r.stdout).toMatch(/spg n’a pas passé son test de contre-attaque \(.+\)\u00a0: il n’est plus dû au tour suivant/);
    for (const lang of ['en', 'fr'] as const) {
      for (const key of ['next-turn.owed.rl', 'next-turn.owed.overreact']) expect(t(lang, key, { crowd: 'c', unit: 'u', triggers: 'x', turn: 2 })).not.toMatch(/\{|next-turn\./);
    }
  });
});
