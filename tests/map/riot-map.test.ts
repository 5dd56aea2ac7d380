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


// Issue 41: the moves a fight decides (l.101, l.105) and the hospital's step into the HQ (l.101) are made on the map
// by the same entry, as riot-move's are (U335, U428): no proposal to accept, nothing out of step.
describe("a RIOT fight's moves on the map (l.101, l.105; U428)", () => {
  async function policeInTheStation() {
    const g = await riot();
    await g.ok('riot-turn', 'police');
    await g.ok('riot-buy', 'police', '--unit', 'crs', '--unit', 'crs');
    await g.ok('riot-move', 'crs1', 'crs2', '--to', 'gare');
    return g;
  }

  it("a building taken: the attacker's survivors, its wounded too, stand in the building's zone (l.105); undo takes them back", async () => {
    const g = await policeInTheStation();
    const r = await g.run('riot-fight', 'crs1', 'crs2', '--at', 'gare-poste', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = g.readState().game;
    expect(s.riot.units.autonome1).toBeUndefined();
    expect(Object.values(s.riot.units).filter((u: any) => u.type === 'crs').map((u: any) => u.at)).toEqual(['gare-poste', 'gare-poste']);
    expect(s.map.pieces.crs1).toMatchObject({ zone: 'b-gare-poste', turn: 1 });
    expect(s.map.pieces.crs2).toMatchObject({ zone: 'b-gare-poste', turn: 1 });
    // The one removed is off the board: no piece of the map's (the game no longer has it).
    const where = await g.run('where', '--json');
    expect(where.stdout).not.toMatch(/autonome1/);
    expect((await g.run('undo')).code).toBe(0);
    expect(g.readState().game.map.pieces.crs1).toMatchObject({ zone: 'rue-gare' });
    expect(g.readState().game.map.pieces.autonome1).toMatchObject({ zone: 'b-gare-poste' });
  });

  it("a police unit wounded in a street goes to the hospital: on this board the HQ's zone, the HQ holding the hospital (l.15, l.101, U428); the winner's unhurt unit stays", async () => {
    const g = await policeInTheStation();
    await g.ok('riot-turn', 'autonomes');
    await g.ok('riot-move', 'autonome1', '--to', 'gare');
    await g.ok('riot-turn', 'anarchistes');
    await g.ok('riot-turn', 'nationalistes');
    await g.ok('next-turn');
    await g.ok('riot-turn', 'police');
    const r = await g.run('riot-fight', 'crs1', 'crs2', '--at', 'gare', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = g.readState().game;
    const hurt = Object.values(s.riot.units).find((u: any) => u.wounded) as any;
    expect(hurt.at).toBe('hospital');
    const whole = ['crs1', 'crs2'].find((id) => id !== hurt.id)!;
    expect(s.map.pieces[hurt.id]).toMatchObject({ zone: 'qg', turn: 2 });
    expect(s.map.pieces[whole]).toMatchObject({ zone: 'rue-gare', turn: 1 });
  });
});
