// l.270 "Tirer ... conduit à être localisé par la (les) cible(s) (et l'unité) ayant le tireur dans leur secteur de
// surveillance, et à être détecté des autres": without a map, `--unwatched` typed (U421). A shooter no target watches
// is detected, not located; one already located stays so.
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../../helpers/cli.js';

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function fireGame(sniper: 'hidden' | 'located') {
  const g = tempGame();
  games.push(g);
  await g.init('intervention-liberation-otage.yaml');
  for (const line of ['intv-orders chef,a2,a3 progress', 'intv-orders sniper aimed', 'intv-orders garde,patrouille observe', 'intv-phase movement', 'intv-phase fire']) await g.ok(...line.split(' '));
  const file = g.readState();
  file.game.fighters.sniper.sighting = sniper;
  g.damageState(JSON.stringify(file));
  return g;
}

describe('intv-fire --unwatched (l.270, U421)', () => {
  it('a hidden shooter no target watches: detected, said; watched (the default): located', async () => {
    const g = await fireGame('hidden');
    const r = await g.run('intv-fire', 'sniper', '--at', 'g2', '--distance', '40', '--cover', 'open', '--unwatched', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(g.readState().game.fighters.sniper.sighting).toBe('detected');
    expect(JSON.parse(r.stdout.split('\n')[0]).notes.join('\n')).toMatch(/l\.270.*sniper.*U421/);
    const h = await fireGame('hidden');
    await h.ok('intv-fire', 'sniper', '--at', 'g2', '--distance', '40', '--cover', 'open');
    expect(h.readState().game.fighters.sniper.sighting).toBe('located');
  });

  it('a located shooter stays located, said in French too', async () => {
    const g = await fireGame('located');
    const r = await g.run('intv-fire', 'sniper', '--at', 'g2', '--distance', '40', '--cover', 'open', '--unwatched', '--lang', 'fr');
    expect(r.code, r.stderr).toBe(0);
    expect(g.readState().game.fighters.sniper.sighting).toBe('located');
    expect(r.stdout).toMatch(/déjà localisé et le reste \(U421\)/);
  });
});
