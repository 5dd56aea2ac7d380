// REPL completion on a game of RIOT: its ids live under `riot` (riot.teams,
// riot.units...), reached by its id kinds' dot paths: each kind is offered
// where a RIOT command names one.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli.js';
import { complete, completionModel, type CompletionModel } from '../../src/repl/complete.js';
import { tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';

let game: ReturnType<typeof tempGame>;
let m: CompletionModel;
beforeAll(async () => {
  game = tempGame();
  await game.init('riot-sample.fr.yaml');
  const stdin = new PassThrough();
  stdin.end();
  const program = await buildProgram([], { stdout: { write: () => true }, stderr: { write: () => true }, stdin, env: {}, cwd: game.dir, argv: [] } as never);
  m = completionModel(program, game.readState().game, []);
});
afterAll(() => game?.cleanup());

describe('completion of RIOT ids', () => {
  it('offers the teams for a team argument and --defender', () => {
    expect(complete('riot-turn ', m)[0]).toEqual(['anarchistes', 'autonomes', 'nationalistes', 'police']);
    expect(complete('riot-victory p', m)[0]).toEqual(['police']);
    expect(complete('riot-fight autonome1 --defender ', m)[0]).toEqual(['anarchistes', 'autonomes', 'nationalistes', 'police']);
  });
  it('offers the units for the units that move or attack', () => {
    expect(complete('riot-move auto', m)[0]).toEqual(['autonome1', 'autonome2']);
    expect(complete('riot-fight autonome1 nat', m)[0]).toEqual(['nationaliste1', 'nationaliste2']);
  });
  it('offers the unit types for --unit, the zones for --at and --to', () => {
    expect(complete('riot-buy police --unit ', m)[0]).toEqual(expect.arrayContaining(['combi', 'crs', 'gardien', 'raid']));
    expect(complete('riot-buy police --unit ', m)[0]).not.toContain('autonome1');
    expect(complete('riot-buy autonomes --unit blackbloc --at ', m)[0]).toEqual(['cite', 'gare', 'mairie', 'marche', 'port', 'universite']);
    expect(complete('riot-move autonome1 --to g', m)[0]).toEqual(['gare', 'gare-hotel', 'gare-poste']);
  });
  it('offers the buildings and the zones\' streets for a place (riot-fight --at, riot-move --to), a zone only for riot-buy --at', () => {
    expect(complete('riot-fight autonome1 --at gare-', m)[0]).toEqual(['gare-hotel', 'gare-poste']);
    expect(complete('riot-fight autonome1 --at mai', m)[0]).toEqual(['mairie', 'mairie-hdv', 'mairie-tribunal']);
    expect(complete('riot-move autonome1 --to univ-', m)[0]).toEqual(['univ-amphi', 'univ-biblio']);
    expect(complete('riot-buy autonomes --unit blackbloc --at gare', m)[0]).toEqual(['gare']);
  });
  it('offers the protesters\' cards for --blitz and the opinion cards for --card', () => {
    expect(complete('riot-fight autonome1 --at gare --blitz pa', m)[0]).toEqual(['pave']);
    expect(complete('riot-opinion --card op-b', m)[0]).toEqual(['op-blesse']);
  });
  it('keeps the buildings under their kind', () => {
    expect(m.ids['riot.buildings']).toContain('gare-poste');
    expect(m.ids['riot.zones']).not.toContain('gare-poste');
  });
  it("in a REPL session, reads which kind a name points at from the game's systems (a RIOT unit is no Civil Disorder unit)", async () => {
    const s = scriptedSession(game.dir, []);
    const sm = await s.session.completionModel();
    expect(complete('riot-move auto', sm)[0]).toEqual(['autonome1', 'autonome2']);
    expect(complete('riot-buy police --unit cr', sm)[0]).toEqual(['crs']);
    expect(complete('riot-fight crs1 --defender a', sm)[0]).toEqual(['anarchistes', 'autonomes']);
  });
});
