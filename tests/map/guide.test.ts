// The map's commands typed bare in a terminal ask what they lack, as every
// procedure does (src/prompts): the piece from the state, then where.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { KEY, runWithKeys } from '../prompts/harness.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('guided map commands', () => {
  it('move typed bare asks the piece and the point, and logs the line as if typed', async () => {
    game = tempGame();
    await game.init('railton-road-map.yaml');
    const r = await runWithKeys(
      ['move'],
      [
        // The piece from the state (a riot's crowds first), nothing ticked, then the point.
        { waitFor: 'Which crowd?', keys: [KEY.enter] },
        { waitFor: 'space to tick', keys: [KEY.enter] },
        { waitFor: '(--at)', keys: ['22,30', KEY.enter] },
      ],
      { cwd: game.dir },
    );
    expect(r.unanswered).toEqual([]);
    expect(r.code, r.stderr + r.screen).toBe(0);
    const log = game.readLog();
    expect(log.at(-1).argv).toEqual(['move', 'frontline', '--at', '22,30']);
    expect(game.readState().game.map.pieces.frontline.at).toEqual([22, 30]);
  });
});
