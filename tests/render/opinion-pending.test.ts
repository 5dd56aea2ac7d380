// The pending strip's opinion card (pack riot-opinion) in French agrees with
// the crowds that fought: « frontline a combattu », « frontline, market ont combattu ».
import { describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

describe('the opinion card owed, in the pending strip', () => {
  it('agrees its verb with one crowd or several in French', async () => {
    const g = tempGame();
    try {
      await g.init('railton-road-opinion.yaml');
      expect((await g.run('fire', 'frontline', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,1')).code).toBe(0);
      const one = await g.run('status', '--pending', '--lang', 'fr');
      expect(one.stdout).toMatch(/\(frontline a combattu\)/);
      expect((await g.run('fire', 'market', '--unit', 'armed', '--weapon', 'rifle', '--range', 'close', '--roll', '6,1')).code).toBe(0);
      const two = await g.run('status', '--pending', '--lang', 'fr');
      expect(two.stdout).toMatch(/\(frontline, market ont combattu\)/);
    } finally {
      g.cleanup();
    }
  });
});
