// RIOT's board as the map (issue 41, U335): each zone of the map names the
// RIOT place it is (`place`); a unit moves by RIOT's own rule, riot-move
// (l.71-75: an entry point's first move into its street, a building from its
// street, the HQ the police's), and the map follows it, as it follows a unit
// deployed by riot-buy (l.69); `move` refuses a RIOT unit, giving the
// riot-move line, writing nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

async function riot() {
  const g = tempGame();
  games.push(g);
  await g.init('riot-sample-map.fr.yaml');
  return g;
}

describe("RIOT's places are the map's zones (U335)", () => {
  it('move refuses a RIOT unit and names the riot-move line for the zone dropped on; nothing written', async () => {
    const g = await riot();
    const before = g.readLog().length;
    const r = await g.run('move', 'autonome1', '--zone', 'rue-gare');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/riot-move autonome1 --to gare/);
    expect(r.stderr).toMatch(/l\.75/);
    expect(g.readLog().length).toBe(before);
    expect(g.readState().game.map.pieces.autonome1.zone).toBe('b-gare-poste');
    // Confirming where it stands (U250) is no move.
    expect((await g.run('move', 'autonome1', '--stay')).code).toBe(0);
  });

  it('riot-move sets the units in the zone that is their new place, and undo takes it back; a refused riot-move moves nothing', async () => {
    const g = await riot();
    await g.ok('riot-turn', 'police');
    await g.ok('riot-buy', 'police', '--unit', 'crs', '--unit', 'crs');
    // l.69: the police deploy in their HQ: the map's zone that is the HQ.
    expect(g.readState().game.map.pieces.crs1).toMatchObject({ zone: 'qg' });
    // l.75: only the police enter the HQ; a protester never stops on an entry point.
    const m = await g.run('riot-move', 'crs1', 'crs2', '--to', 'gare', '--json');
    expect(m.code, m.stderr).toBe(0);
    const pieces = g.readState().game.map.pieces;
    expect(pieces.crs1).toMatchObject({ zone: 'rue-gare' });
    expect(pieces.crs2).toMatchObject({ zone: 'rue-gare' });
    const where = JSON.parse((await g.run('where', 'crs1', '--json')).stdout);
    expect(JSON.stringify(where)).toMatch(/rue-gare/);
    // l.75: a unit moves once a turn: the second is refused, the map unchanged.
    const again = await g.run('riot-move', 'crs1', '--to', 'hq');
    expect(again.code).toBe(2);
    expect(g.readState().game.map.pieces.crs1.zone).toBe('rue-gare');
    expect((await g.run('undo')).code).toBe(0);
    expect(g.readState().game.map.pieces.crs1).toMatchObject({ zone: 'qg' });
  });

  it('riot-play sets the unit a card places in its zone: Renforts on an entry point, Squat into a building (U335, U427)', async () => {
    const g = await riot();
    await g.ok('riot-turn', 'police');
    await g.ok('riot-turn', 'autonomes');
    await g.ok('riot-buy', 'autonomes', '--card', 'renforts', '--card', 'squat');
    await g.ok('riot-play', 'renforts', '--at', 'entry:marche');
    expect(g.readState().game.map.pieces.autonome3).toMatchObject({ zone: 'entree-marche' });
    await g.ok('riot-play', 'squat', '--unit', 'autonome3', '--at', 'marche-halle');
    expect(g.readState().game.map.pieces.autonome3).toMatchObject({ zone: 'b-marche-halle' });
  });
});

