import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { KEY, runWithKeys } from './harness.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('guided prompts (inquirer driven through streams)', () => {
  it('rl-roll typed bare in a terminal asks the crowd, the modifiers and the dice, and logs it as if typed', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const r = await runWithKeys(
      ['rl-roll'],
      [
        // The crowd from the state: frontline is first, market second.
        { waitFor: 'crowd', keys: [KEY.down, KEY.enter] },
        // The checklist (damp, soaked, outnumbered, police-withdrawing, police-charging...): tick the fourth.
        { waitFor: 'Situational modifiers', keys: [KEY.down, KEY.down, KEY.down, KEY.space, KEY.enter] },
        // Physical dice: the second choice, then the values.
        { waitFor: 'Dice', keys: [KEY.down, KEY.enter] },
        { waitFor: 'Dice values', keys: ['6,3', KEY.enter] },
      ],
      { cwd: game.dir },
    );
    expect(r.unanswered).toEqual([]);
    expect(r.code, r.stderr + r.screen).toBe(0);
    const log = game.readLog();
    expect(log).toHaveLength(2);
    // The checklist showed each modifier with its value, as --help does.
    expect(r.screen).toContain('riot-charging: Specialist riot forces charging (-2)');
    expect(log[1].argv).toEqual(['rl-roll', 'market', '--police-withdrawing', '--roll', '6,3']);
    expect(log[1].record.modifiers.map((m: any) => [m.key, m.value])).toContainEqual(['police-withdrawing', 1]);
    expect(log[1].record.rolls.map((d: any) => [d.value, d.source])).toEqual([
      [6, 'entered'],
      [3, 'entered'],
    ]);
    expect(r.stderr).toContain('→ umpire rl-roll market --police-withdrawing --roll 6,3');
  });
});

describe('guided prompts never on a pipe', () => {
  it('a bare rl-roll with stdin not a terminal fails naming the missing option, nothing written', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const before = game.snapshot();
    const r = await game.run('rl-roll');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--rl');
    expect(game.snapshot()).toEqual(before);
  });
});
