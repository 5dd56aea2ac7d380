// Issue 40 item 6: line-fight's rioters fighting are bounded by the crowd's
// figures at the question itself (U62), not refused after every question.
import { describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

describe('line-fight --fighters in the guide', () => {
  it("says the crowd's size in the question and refuses more there", async () => {
    const g = tempGame();
    try {
      await g.init('railton-road.yaml');
      const s = scriptedSession(g.dir, ['40']);
      const said = await s.said('line-fight van1 frontline');
      const q = s.asked.find((m) => m.includes('--fighters'));
      expect(q).toMatch(/at most 30/);
      expect(said).toMatch(/"40" refused for .*--fighters.*30/);
    } finally {
      g.cleanup();
    }
  });
});
