// Issue 31, finding 21: the Techno Guerrier's "Lance Flamme" (intervention.fr.txt
// l.550-561): PF 5 "intérieur", 2 "bordure" (U215), its own printed table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';
import { SAMPLE_BLASTS } from '../../../src/rules/intervention/samples.js';

const game = tempGame();
beforeAll(async () => {
  await game.init('intervention-liberation-otage.yaml');
}, 60000);
afterAll(() => game.cleanup());

describe('the Lance-flammes (l.550-561, U215)', () => {
  it('l.557-561: 5 inside the flame, 2 at its edge, whatever the cover; nothing beyond', async () => {
    const at = async (distance: string, cover: string) => (await game.ok('intervention', 'explosion', '--sample', 'techno-flamer', '--radius', '10', '--distance', distance, '--cover', cover))[0].damage;
    expect([await at('3', 'open'), await at('3', 'hard'), await at('10', 'light'), await at('12', 'open')]).toEqual([5, 5, 2, 0]);
  });

  // l.553's PA 4 is the PA of the fighter who carries it, a scenario's `pa: 4` (U215): no code of the flamer's to test.
  it('its template is the umpire\'s (--radius asked, not invented)', async () => {
    expect(SAMPLE_BLASTS['techno-flamer'].radius).toBeNull();
    const r = await game.run('intervention', 'explosion', '--sample', 'techno-flamer', '--distance', '3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--radius/);
  });

  it('in a game: intv-blast --sample techno-flamer burns every figure named by where it stands', async () => {
    const [r] = await game.ok('intv-blast', '--sample', 'techno-flamer', '--radius', '8', '--at', 'g1:2:hard,g2:8');
    expect(r.results.map((x: any) => [x.fighter, x.damage])).toEqual([['g1', 5], ['g2', 2]]);
  });
});
