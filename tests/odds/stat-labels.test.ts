// Every count an --odds table shows has a name in both languages (it showed
// raw keys such as `rl.after` and `change`).
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const LINES = [
  ['rl-roll', 'market'],
  ['negotiate', 'market', '--by', 'liaison'],
  ['melee', 'van1', 'bikers'],
  ['fire', 'bikers', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--firers', '3'],
  ['loot', 'bikers', 'garage'],
  ['damage', 'bikers', 'garage'],
  ['gas', 'frontline'],
  ['baton-gun', 'frontline'],
  ['fighters', 'bikers'],
  ['line-fight', 'van1', 'bikers', '--fighters', '1', '--sf', '1'],
];

describe('--odds counts have names', () => {
  it('each stat key of the odds of the procedures on a game has a label in English and French', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const keys = new Set<string>();
    for (const line of LINES) {
      const r = await game.run(...line, '--odds', '--json');
      expect(r.code, `${line.join(' ')}: ${r.stderr}`).toBe(0);
      for (const st of JSON.parse(r.stdout).stats ?? []) keys.add(st.key);
    }
    expect(keys.size).toBeGreaterThan(5);
    const missing = [...keys].filter((k) => !hasMessage('en', `odds.stat.${k}`) || !hasMessage('fr', `odds.stat.${k}`));
    expect(missing).toEqual([]);
  });
});
