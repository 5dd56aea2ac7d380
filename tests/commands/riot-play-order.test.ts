// Issue 31, finding 26 (part): the police choose the order of play (riot-board-game.fr.txt l.113 "A partir de
// maintenant la police pourra décider à la fin de chaque manche de l'ordre de jeu des joueurs/euses"; U246).
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { orderRefusal } from '../../src/rules/riot/tables.js';
import { resolveRiotOrder } from '../../src/rules/riot/order.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const ALL = ['police', 'autonomes', 'anarchistes', 'nationalistes'];

/** A game of the sample with round 1 played in `order` (the police first, l.113), nothing else done. */
async function roundOne(order: string[] = ALL) {
  game = tempGame();
  await game.init('riot-sample.fr.yaml');
  for (const tm of order) await game.ok('riot-turn', tm);
}

describe('RIOT: the order of play (l.113, U246)', () => {
  it('the police choose the order at the end of the first round; riot-turn then refuses a team out of it (l.113)', async () => {
    await roundOne();
    const [r] = await game.ok('riot-order', 'nationalistes', 'police', 'anarchistes', 'autonomes');
    expect(r.outcome.code).toBe('order-set');
    expect(r.round).toBe(2);
    expect(r.effects).toEqual([{ op: 'set', path: 'riot.order', value: ['nationalistes', 'police', 'anarchistes', 'autonomes'], prev: undefined }]);
    await game.ok('next-turn');
    // The police open the first round only: in the second the nationalists play first.
    await game.refused(/round 2 is played in the police's order, the Nationalists → the Police → the Anarchists → the Autonomists: the Nationalists play now, not the Police \(l\.113, U246\)/, 'riot-turn', 'police', '--lang', 'en');
    await game.ok('riot-turn', 'nationalistes');
    await game.refused(/the Police play now, not the Autonomists/, 'riot-turn', 'autonomes', '--lang', 'en');
    await game.ok('riot-turn', 'police');
    // Once a team of the round has played, the order is not changed.
    await game.refused(/round 2 is under way \(the Nationalists, the Police have played\)/, 'riot-order', 'police', 'autonomes', 'anarchistes', 'nationalistes', '--lang', 'en');
    await game.ok('riot-turn', 'anarchistes');
    await game.ok('riot-turn', 'autonomes');
    // Without a new choice the order holds: round 3 begins with the nationalists again.
    await game.ok('next-turn');
    await game.refused(/the Nationalists play now, not the Police/, 'riot-turn', 'police', '--lang', 'en');
  });

  it('without a choice of the police, the second round is played in the first round\'s order; the police may still choose before its first turn', async () => {
    await roundOne(['police', 'anarchistes', 'nationalistes', 'autonomes']);
    const [next] = await game.ok('next-turn');
    expect(next.effects.find((e: any) => e.path === 'riot.order')).toMatchObject({ path: 'riot.order', value: ['police', 'anarchistes', 'nationalistes', 'autonomes'] });
    await game.refused(/the Police play now, not the Autonomists/, 'riot-turn', 'autonomes', '--lang', 'en');
    // Before any turn of the round, the police choose.
    await game.ok('riot-order', 'autonomes,police,anarchistes,nationalistes');
    await game.ok('riot-turn', 'autonomes');
    await game.refused(/the Police play now, not the Anarchists/, 'riot-turn', 'anarchistes', '--lang', 'en');
  });

  it('refuses an order in the first round, and one that does not name every team once (U246)', async () => {
    game = tempGame();
    await game.init('riot-sample.fr.yaml');
    await game.refused(/the first round is begun by the police, the protesters then in the table's order/, 'riot-order', ...ALL, '--lang', 'en');
    // The first round: the police first, then any protester (the table's order).
    await game.refused(/the first round begins with the police/, 'riot-turn', 'nationalistes', '--lang', 'en');
    for (const tm of ['police', 'nationalistes', 'autonomes', 'anarchistes']) await game.ok('riot-turn', tm);
    await game.refused(/the order names every team once: the Nationalists missing/, 'riot-order', 'police', 'autonomes', 'anarchistes', '--lang', 'en');
    await game.refused(/the Police are named twice/, 'riot-order', 'police', 'autonomes', 'police', 'anarchistes', 'nationalistes', '--lang', 'en');
    await game.refused(/"black-bloc" is not a team of this game/, 'riot-order', 'police', 'autonomes', 'black-bloc', 'anarchistes', 'nationalistes', '--lang', 'en');
    await game.refused(/riot-order: the teams in their order of play/, 'riot-order', '--lang', 'en');
    // French, and the same order again changes nothing.
    const [fr] = await game.ok('riot-order', ...ALL);
    expect(fr.outcome.text).toBe('Ordre de jeu de la manche 2\u00a0: Police → Autonomes → Anarchistes → Nationalistes (la police décide, l.113)');
  });

  it('checks an order against the facts given as options (stateless)', async () => {
    game = tempGame();
    const [r] = await game.ok('riot-order', 'autonomes,police', '--teams', 'police,autonomes', '--round', '3');
    expect(r.outcome.code).toBe('order-set');
    expect(r.effects).toEqual([]);
    const out = await game.run('riot-order', 'autonomes,police', '--teams', 'police,autonomes', '--round', '3', '--played', 'police', '--lang', 'en');
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/round 3 is under way/);
    expect((await game.run('riot-order', 'police,autonomes', '--round', '1', '--lang', 'en')).stderr).toMatch(/the first round is begun by the police/);
  });

  it('the table of the order (l.113): the police open round 1, then the police\'s order binds', () => {
    expect(orderRefusal('autonomes', 1, [], [])).toBe('police-first');
    expect(orderRefusal('autonomes', 1, [], ['police'])).toBeNull();
    expect(orderRefusal('autonomes', 2, ['police', 'autonomes'], [])).toBe('out-of-order');
    expect(orderRefusal('autonomes', 2, ['police', 'autonomes'], ['police'])).toBeNull();
    // A game begun before the order was kept (no order in its state): any order.
    expect(orderRefusal('autonomes', 2, undefined, [])).toBeNull();
    expect(resolveRiotOrder({ lang: 'en', order: ['a'], teams: ['a'], round: 2, played: [] }).refused).toBeUndefined();
  });
});
