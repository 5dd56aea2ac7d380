// A guided prompt in a French game: the questions, the checklist's labels
// (the options' help texts in French) and the key hints under each question
// are French; inquirer's English hints never show.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { KEY, plain, runWithKeys } from './harness.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('guided prompts in French', () => {
  it('rl-roll typed bare in a French game asks in French, with French checklist labels and key hints', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    const r = await runWithKeys(
      ['rl-roll'],
      [
        { waitFor: 'choisir', keys: [KEY.enter] },
        { waitFor: 'Modificateurs de situation', keys: [KEY.down, KEY.down, KEY.down, KEY.space, KEY.enter] },
        { waitFor: 'Dés', keys: [KEY.down, KEY.enter] },
        // Each die named in French, the movement once the RL is known.
        { waitFor: 'jet de FR\u00a0: 1D6', keys: ['6', KEY.enter] },
        { waitFor: 'mouvement\u00a0: 1D6', keys: ['3', KEY.enter] },
      ],
      { cwd: game.dir },
    );
    expect(r.unanswered).toEqual([]);
    expect(r.code, r.stderr + r.screen).toBe(0);
    const screen = plain(r.screen);
    expect(screen).toContain('-2 Forces de maintien de l’ordre chargeant (riot-charging)');
    expect(screen).toContain('espace cocher');
    expect(screen).toContain('⏎ choisir');
    expect(screen).not.toMatch(/navigate|submit|\bselect\b|Specialist riot forces/);
  });
});
