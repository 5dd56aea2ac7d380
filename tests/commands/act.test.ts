import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { ACTIONS_PER_TURN, PLAYER_ACTIONS, resolveAct } from '../../src/rules/civil-disorder/actions.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('one action per player character per turn (U66)', () => {
  it('lists the rules\' actions, one a turn', () => {
    expect(PLAYER_ACTIONS).toEqual(['radio', 'conversation', 'orders', 'personal', 'run', 'negotiate']);
    expect(ACTIONS_PER_TURN).toBe(1);
  });

  it('says every message in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const action of PLAYER_ACTIONS) {
        const first = resolveAct({ edition: 'en', lang, characterId: 'pc', action, turn: 2 });
        expect(first.outcome.code).toBe('acted');
        const refused = resolveAct({ edition: 'en', lang, characterId: 'pc', action, turn: 2, acted: { turn: 2, n: 1, actions: ['radio'] } });
        expect(refused.refused?.reason).not.toMatch(/act\./);
        const allowed = resolveAct({ edition: 'en', lang, characterId: 'pc', action, turn: 2, acted: { turn: 2, n: 1, actions: ['radio'] }, allowSecond: true });
        expect(allowed.outcome.code).toBe('second-action');
        expect(allowed.outcome.text).not.toMatch(/act\./);
      }
    }
    for (const k of ['act.procedure', 'act.outcome.acted', 'act.outcome.second', 'act.refused.second', ...PLAYER_ACTIONS.map((a) => `act.action.${a}`)]) {
      expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    }
  });

  it('on a game: the state knows who acted; a second action (act or negotiate) is refused unless --allow-second; next turn it may act again', async () => {
    game = tempGame();
    await game.init();
    const [a] = await game.ok('act', 'sergeant', 'radio', 'calls', 'the', 'inspector');
    expect(a).toMatchObject({ character: 'sergeant', action: 'radio', outcome: { code: 'acted' }, notes: ['calls the inspector'] });
    expect(game.readState().game.characters.sergeant.acted).toEqual({ turn: 1, n: 1, actions: ['radio'] });
    await game.refused(/sergeant has already acted in turn 1 \(radio or telephone\)/, 'negotiate', 'students', '--by', 'sergeant');
    await game.refused(/--allow-second/, 'act', 'sergeant', 'run');
    const [n] = await game.ok('negotiate', 'students', '--by', 'sergeant', '--allow-second', '--roll', '6');
    expect(n.effects).toContainEqual(expect.objectContaining({ path: 'characters.sergeant.acted', value: { turn: 1, n: 2, actions: ['radio', 'negotiate'] } }));
    // The inspector negotiates (its action), then may not act again.
    await game.ok('negotiate', 'dockers', '--by', 'inspector');
    await game.refused(/inspector has already acted/, 'act', 'inspector', 'orders');
    await game.ok('next-turn');
    await game.ok('act', 'inspector', 'orders');
    await game.refused(/unknown player character "__proto__"/, 'act', '__proto__', 'radio');
    await game.refused(/"fly" is not one of radio/, 'act', 'inspector', 'fly');
    // undo takes the action back: the character may act again.
    expect((await game.run('undo')).code).toBe(0);
    await game.ok('act', 'inspector', 'personal');
  });

  it('negotiation with gas in sight elsewhere can be declared on a game (--gas)', async () => {
    game = tempGame();
    await game.init();
    const [n] = await game.ok('negotiate', 'students', '--by', 'inspector', '--gas');
    expect(n).toMatchObject({ outcome: { code: 'no-effect' }, reasons: ['gas'], rolls: [] });
  });
});
