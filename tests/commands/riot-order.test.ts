// Issue 31, findings 23-25 and the "done when": a team plays its turn in the text's phase order (l.41-45), each unit
// moves once a turn (l.75; the Combi antiémeute twice, l.139), and attacks only what is in reach (l.83); U202.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { movePlaces } from '../../src/commands/riot/ask.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function policeTurn(...buy: string[]) {
  game = tempGame();
  await game.init('riot-sample.fr.yaml');
  await game.ok('riot-turn', 'police');
  await game.ok('riot-buy', 'police', ...buy);
}

describe('RIOT: phases in order, one move a unit, attacks in reach (l.41-45, l.75, l.83, l.139; U202)', () => {
  it('refuses buying after the moves, and moving after a fight (l.41-45)', async () => {
    await policeTurn('--unit', 'crs', '--unit', 'crs');
    await game.ok('riot-move', 'crs1', 'crs2', '--to', 'gare');
    await game.refused(/have moved or fought this turn: buying and deploying come before \(l\.41-45, U202\)/, 'riot-buy', 'police', '--unit', 'gardien', '--lang', 'en');
    await game.ok('riot-fight', 'crs1', 'crs2', '--at', 'gare-poste');
    await game.refused(/have fought this turn: the moves come before the fights/, 'riot-move', 'crs1', '--to', 'gare-hotel', '--lang', 'en');
    // The next team's turn begins on its first phase.
    await game.ok('riot-opinion', '--roll', '1');
    await game.ok('riot-turn', 'autonomes');
    await game.ok('riot-buy', 'autonomes', '--cards', '1', '--roll', '1');
  });

  it('refuses a second move of a unit in one turn; the Combi moves twice (l.75, l.139)', async () => {
    await policeTurn('--unit', 'crs');
    await game.ok('riot-move', 'crs1', '--to', 'gare');
    await game.refused(/Compagnie d'intervention 1 has made its 1 move this turn \(l\.75/, 'riot-move', 'crs1', '--to', 'marche', '--lang', 'en');
    game.cleanup();
    await policeTurn('--unit', 'combi');
    await game.ok('riot-move', 'combi1', '--to', 'gare');
    await game.ok('riot-move', 'combi1', '--to', 'marche');
    await game.refused(/Combi antiémeute 1 has made its 2 moves this turn/, 'riot-move', 'combi1', '--to', 'gare', '--lang', 'en');
  });

  it("the guide's places for a move are the ones the rule takes: none to a unit that has made its move, two moves to the Combi (l.75, l.139)", async () => {
    // The rule's refusal "has made its move" has the code `moved`, the success's: the pick list reads whether it was refused.
    await policeTurn('--unit', 'gardien', '--unit', 'combi');
    const places = () => movePlaces(game.readState().game, 'gardien1', 'en').map((c) => c.value);
    expect(places()).toContain('gare');
    await game.ok('riot-move', 'gardien1', '--to', 'gare');
    expect(places()).toEqual([]);
    await game.ok('riot-move', 'combi1', '--to', 'gare');
    expect(movePlaces(game.readState().game, 'combi1', 'en').length).toBeGreaterThan(0);
  });

  it('refuses an attack out of reach: a moved unit on another zone, a unit at the HQ; the umpire may say a place is in reach (l.83)', async () => {
    await policeTurn('--unit', 'crs', '--unit', 'crs');
    // crs2 stays at the HQ: a building of the gare is not in its zone; the umpire's word that it is one move away.
    await game.refused(/Compagnie d'intervention 2 is not in reach of La Poste: .*--in-reach; l\.83, U202/, 'riot-fight', 'crs2', '--at', 'gare-poste', '--lang', 'en');
    await game.ok('riot-move', 'crs1', '--to', 'gare');
    // crs1 in the gare street: the port's warehouse is in another zone, and crs1 has moved.
    await game.refused(/Compagnie d'intervention 1 has moved this turn and is not in the zone of L'entrepôt \(Le port\): it cannot attack it \(l\.83\)/, 'riot-fight', 'crs1', '--at', 'port-entrepot', '--in-reach', '--lang', 'en');
    const [f] = await game.ok('riot-fight', 'crs2', '--at', 'gare-poste', '--in-reach');
    expect(f.outcome.code).not.toBe('refused');
  });

  it('a batch out of the phase order is refused whole: exit 2, nothing written', async () => {
    await policeTurn('--unit', 'crs');
    const file = join(game.dir, 'out-of-order.txt');
    writeFileSync(file, 'riot-move crs1 --to gare\nriot-buy police --unit gardien\n');
    const before = game.snapshot();
    const r = await game.run('batch', file, '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: riot-buy .*l’achat et le déploiement viennent avant/);
    expect(game.snapshot()).toEqual(before);
  });

  it('says it in French in a French game', async () => {
    game = tempGame();
    await game.init('riot-sample.fr.yaml');
    await game.ok('riot-turn', 'police');
    await game.ok('riot-buy', 'police', '--unit', 'crs');
    await game.ok('riot-move', 'crs1', '--to', 'gare');
    await game.refused(/Compagnie d'intervention 1 a fait 1 déplacement ce tour, son maximum/, 'riot-move', 'crs1', '--to', 'marche');
  });
});
