// l.79 "Les cartes peuvent être jouées à n'importe quel moment lors du tour
// d'un.e joueur/euse ... à l'exception des cartes Blitz", U427: the sample's
// three cards that say what they do are played and change the state: Manif
// sauvage one more move for a unit this turn, Squat a unit into an empty
// building of its zone from its entry point, Renforts a free basic unit on an
// entry point; each leaves the hand. A Blitz card, a card not in hand, a unit
// of another team are refused: exit 2, one line, nothing written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';

const SAMPLE = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8');

let g: ReturnType<typeof tempGame>;
beforeEach(async () => {
  g = tempGame();
  await g.init(SAMPLE);
  await g.ok('riot-turn', 'police');
  await g.ok('riot-turn', 'autonomes');
});
afterEach(() => g.cleanup());

const hand = () => g.readState().game.riot.teams.autonomes.hand;

describe('riot-play: a card played outside a fight (l.79, U427)', () => {
  it('Manif sauvage: one more move for a unit this turn (two moves where one was allowed, l.75)', async () => {
    await g.ok('riot-buy', 'autonomes', '--card', 'manif-sauvage');
    await g.ok('riot-move', 'autonome1', '--to', 'gare');
    await g.refused(/déplacement/, 'riot-move', 'autonome1', '--to', 'gare-hotel');
    const [r] = await g.ok('riot-play', 'manif-sauvage', '--unit', 'autonome1');
    expect(r.outcome.code).toBe('extra-move');
    expect(hand()).toEqual([]);
    expect(g.readState().game.riot.round.extra).toEqual({ autonome1: 1 });
    await g.ok('riot-move', 'autonome1', '--to', 'gare-hotel');
    expect(g.readState().game.riot.units.autonome1.at).toBe('gare-hotel');
  });

  it('Renforts: a free basic unit of the team on an entry point; Squat: it enters an empty building of its zone from there', async () => {
    await g.ok('riot-buy', 'autonomes', '--card', 'renforts', '--card', 'squat');
    const credits = g.readState().game.riot.teams.autonomes.credits;
    const [r] = await g.ok('riot-play', 'renforts', '--at', 'entry:marche');
    expect(r.outcome.code).toBe('free-unit');
    const s = g.readState().game.riot;
    expect(s.units.autonome3).toEqual({ id: 'autonome3', type: 'autonome', team: 'autonomes', at: 'entry:marche', wounded: false });
    expect(s.teams.autonomes.credits).toBe(credits);
    const [q] = await g.ok('riot-play', 'squat', '--unit', 'autonome3', '--at', 'marche-halle');
    expect(q.outcome.code).toBe('enter-building');
    expect(g.readState().game.riot.units.autonome3.at).toBe('marche-halle');
    expect(g.readState().game.riot.round.moves.autonome3).toBe(1);
    expect(hand()).toEqual([]);
    const before = g.readState().game;
    const rb = await g.run('rebuild');
    expect(rb.code, rb.stderr).toBe(0);
    expect(g.readState().game).toEqual(before);
  });

  it('refuses a Blitz card, a card not in hand, a unit of another team, an occupied building: exit 2, one line', async () => {
    await g.ok('riot-buy', 'autonomes', '--card', 'pave', '--card', 'squat');
    await g.refused(/carte Blitz/, 'riot-play', 'pave');
    await g.refused(/pas de Renforts en main/, 'riot-play', 'renforts', '--at', 'entry:gare');
    await g.refused(/n’est pas une unité de l’équipe/, 'riot-play', 'squat', '--unit', 'anarchiste1', '--at', 'univ-biblio');
    // La banque is the nationalists'.
    await g.refused(/n’est pas vide/, 'riot-play', 'squat', '--unit', 'autonome1', '--at', 'marche-banque');
    await g.ok('riot-move', 'autonome1', '--to', 'gare');
    await g.refused(/n’est ni sur le point d’entrée ni dans la rue/, 'riot-play', 'squat', '--unit', 'autonome1', '--at', 'marche-halle');
    // Its move of the turn is made (l.75, U427).
    await g.refused(/a fait ses déplacements/, 'riot-play', 'squat', '--unit', 'autonome1', '--at', 'gare-poste');
    expect(hand()).toEqual(['pave', 'squat']);
  });
});
