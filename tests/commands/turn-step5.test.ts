// The Sequence of Action's step 5 in `umpire turn`: players may take an action.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire turn, step 5', () => {
  it('shows the step and logs each --action as umpire act would', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const r = await game.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--action', 'liaison radio calls for support', '--no-next-turn');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('5. Players may take an action');
    expect(game.readLog().at(-1).argv).toEqual(['act', 'liaison', 'radio', 'calls', 'for', 'support']);
  });

  it('refuses an --action that names no action, nothing written', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const before = game.snapshot();
    const r = await game.run('turn', '--intentions', '', '--moves', '', '--assessment', '', '--action', 'liaison', '--no-next-turn');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--action');
    expect(game.snapshot()).toEqual(before);
  });
});
