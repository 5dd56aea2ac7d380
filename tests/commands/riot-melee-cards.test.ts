// l.87 on a game: the melee's Blitz cards are played from a hand with
// `riot-fight --melee-blitz <card:team>` (U425: its strength for its side,
// for the comparison only; the card leaves the hand), refused with one line
// when the card is not a melee card or not in that team's hand; the guided
// pick offers the defender's cards first (l.87 "en commençant par la/le défenseur/euse").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';

// The sample with the anarchists in the station's street, two autonomes in its buildings (a position of its own).
const STREET = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8')
  .replace('  - { id: anarchiste1, type: anarchiste, at: univ-amphi }', '  - { id: anarchiste1, type: anarchiste, at: gare }')
  .replace('  - { id: autonome2, type: autonome, at: port-entrepot }', '  - { id: autonome2, type: autonome, at: gare-hotel }')
  .replace('units:   #', 'placement: free\nunits:   #');

let g: ReturnType<typeof tempGame>;
beforeEach(async () => {
  g = tempGame();
  await g.init(STREET);
  await g.ok('riot-turn', 'police');
  await g.ok('riot-turn', 'anarchistes');
  await g.ok('riot-buy', 'anarchistes', '--card', 'barricade');
  await g.ok('riot-turn', 'autonomes');
});
afterEach(() => g.cleanup());

describe('riot-fight --melee-blitz (l.87, U425)', () => {
  it('adds the defender\'s Barricade to its side: 2 against 1 + 1 is a tie, and the card leaves the hand', async () => {
    const [r] = await g.ok('riot-fight', 'autonome1', 'autonome2', '--at', 'gare', '--melee-blitz', 'barricade:anarchistes');
    expect(r.melee).toMatchObject({ attack: 2, defence: 2, winner: null });
    expect(r.outcome.code).toBe('tie');
    expect(g.readState().game.riot.teams.anarchistes.hand).toEqual([]);
    const before = g.readState().game;
    const rb = await g.run('rebuild');
    expect(rb.code, rb.stderr).toBe(0);
    expect(g.readState().game).toEqual(before);
  });

  it('without it the autonomes win (the break the card makes)', async () => {
    const [r] = await g.ok('riot-fight', 'autonome1', 'autonome2', '--at', 'gare');
    expect(r.outcome.code).toBe('attacker-wins');
  });

  it('refuses a card that is not a melee card, one not in the hand named, and a malformed value: exit 2, one line', async () => {
    await g.refused(/n’est pas une carte Blitz de corps à corps/, 'riot-fight', 'autonome1', '--at', 'gare', '--melee-blitz', 'pave:anarchistes');
    await g.refused(/barricade/, 'riot-fight', 'autonome1', '--at', 'gare', '--melee-blitz', 'barricade:autonomes');
    await g.refused(/attendu carte:équipe/, 'riot-fight', 'autonome1', '--at', 'gare', '--melee-blitz', 'barricade');
  });
});
