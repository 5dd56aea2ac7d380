// `turn` on a game with a map (docs/map.md "Moves the program proposes"): after
// the crowd movement step the walk lists the moves the rolls decided and takes
// one key (Enter: the first answer) to make them all, as move entries.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('turn on a map: the moves owed, made with one key', () => {
  it('after step 2, the RL 3 crowd\'s walk away from the SF is listed and made by the first answer', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche-map.yaml');
    for (const line of [['note', '--step', 'intentions', 'tenir'], ['set-rl', 'lyceens', '--to', '3', '--reason', 'charge'], ['rl-roll', 'lyceens', '--roll', '3,4,3']]) expect((await game.run(...line)).code).toBe(0);
    // Step 2 again (the others on request: none), the moves (all), step 3, step 4 (none), step 5 (none), step 6, no next turn.
    const s = scriptedSession(game.dir, [[], 'all', '', '', '', '', 'no']);
    expect(await s.session.run('turn'), s.err()).toBe(0);
    expect(s.out()).toMatch(/1\. lyceens\s:\sFR 3 .* \(FR l\.190\)\n\s+move lyceens --away cie1 --by 7/);
    expect(s.asked).toContain('Les règles décident 1 déplacement\u00a0: les faire\u00a0?');
    expect(s.out()).toContain('Déplacement 1 fait\u00a0: move lyceens --away cie1 --by 7');
    const log = game.readLog();
    expect(log.filter((e) => e.record?.procedure === 'move')).toHaveLength(1);
    const at = game.readState().game.map.pieces.lyceens.at;
    expect(Math.hypot(at[0] - 60, at[1] - 80)).toBeCloseTo(7, 6);
  }, 60000);
});
