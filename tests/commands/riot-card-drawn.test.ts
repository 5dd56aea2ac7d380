// Issue 40 item 5, U411: a table playing with the printed deck names the card
// it drew instead of the die. `riot-buy --card <id>` (one per card bought) and
// `riot-opinion --card <id>` take the scenario's ids; an id not in the deck, a
// card whose copies are all drawn, or a count that is not the cards bought is
// refused: exit 2, one line, nothing written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';

// The sample's deck with one Squat only: its second draw finds none left.
const ONE_SQUAT = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8').replace('{ id: squat, name: Squat, play: enter-building, copies: 6,', '{ id: squat, name: Squat, play: enter-building, copies: 1,');

let g: ReturnType<typeof tempGame>;
beforeEach(async () => {
  g = tempGame();
  await g.init(ONE_SQUAT);
  await g.ok('riot-turn', 'police');
  await g.ok('riot-buy', 'police', '--unit', 'crs');
  await g.ok('riot-turn', 'autonomes');
});
afterEach(() => g.cleanup());

describe('riot-buy --card: the cards drawn at the table (U411)', () => {
  it('puts the cards named in the hand and takes them from the deck, no die rolled, at the rising cost (l.65)', async () => {
    const [r] = await g.ok('riot-buy', 'autonomes', '--card', 'squat', '--card', 'cocktail');
    expect(r.rolls).toEqual([]);
    expect(r.cards).toEqual([{ card: 'squat', roll: null, by: 'named' }, { card: 'cocktail', roll: null, by: 'named' }]);
    expect(r.credits).toEqual({ before: 5, cost: 3, after: 2 });
    const s = g.readState().game.riot;
    expect(s.teams.autonomes.hand).toEqual(['squat', 'cocktail']);
    expect(s.cardDeck.drawn).toEqual(['squat', 'cocktail']);
    // The log holds the line as typed: rebuilt, the same state.
    expect(g.readLog().at(-1).argv).toEqual(['riot-buy', 'autonomes', '--card', 'squat', '--card', 'cocktail', '--json']);
    const before = g.readState().game;
    const rb = await g.run('rebuild');
    expect(rb.code, rb.stderr).toBe(0);
    expect(g.readState().game).toEqual(before);
  });

  it('takes --cards with as many --card, and a comma list', async () => {
    const [r] = await g.ok('riot-buy', 'autonomes', '--cards', '2', '--card', 'pave,pave');
    expect(r.cards.map((c: { card: string }) => c.card)).toEqual(['pave', 'pave']);
  });

  it('refuses an id not in the deck, a card none of whose copies is left, and a count not the cards bought: exit 2, one line, nothing written', async () => {
    await g.refused(/pas de carte «\snope\s» dans la pioche des protestataires/, 'riot-buy', 'autonomes', '--card', 'nope');
    // An opinion card is not a protester's card.
    await g.refused(/pas de carte «\sVidéo virale\s» dans la pioche des protestataires/, 'riot-buy', 'autonomes', '--card', 'op-video');
    await g.refused(/il ne reste plus de carte «\sSquat\s»/, 'riot-buy', 'autonomes', '--card', 'squat', '--card', 'squat');
    await g.refused(/1 carte nommée par --card pour 2 achetées/, 'riot-buy', 'autonomes', '--cards', '2', '--card', 'pave');
    await g.refused(/--card ne sert que sur une partie/, 'riot-buy', 'autonomes', '--credits', '5', '--card', 'pave');
    for (const hostile of ['__proto__', 'constructor', '\x1b[2J\x07', 'x'.repeat(5000)]) await g.refused(/pas de carte/, 'riot-buy', 'autonomes', '--card', hostile);
    // Drawn once, a card with one copy is not left for the next purchase.
    await g.ok('riot-buy', 'autonomes', '--card', 'squat');
    await g.refused(/il ne reste plus de carte «\sSquat\s»/, 'riot-buy', 'autonomes', '--card', 'squat');
    const en = await g.run('riot-buy', 'autonomes', '--card', 'squat', '--lang', 'en', '--json');
    expect(en.code).toBe(2);
    expect(JSON.parse(en.stdout).outcome.code).toBe('card-already-drawn');
  });
});

describe('riot-opinion --card names the card turned (U411)', () => {
  it('turns the card named after a police melee, no die; an unknown one is refused, nothing written', async () => {
    const h = tempGame();
    try {
      await h.init('riot-sample.fr.yaml');
      for (const line of [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs:2'], ['riot-move', 'crs1,crs2', '--to', 'gare'], ['riot-fight', 'crs1,crs2', '--at', 'gare-poste']]) await h.ok(...line);
      await h.refused(/pas de carte «\spave\s» dans la pioche Opinion publique/, 'riot-opinion', '--card', 'pave');
      const [r] = await h.ok('riot-opinion', '--card', 'op-editorial');
      expect([r.card, r.by, r.rolls]).toEqual(['op-editorial', 'named', []]);
      expect(h.readState().game.riot.opinion.drawn).toEqual(['op-editorial']);
    } finally {
      h.cleanup();
    }
  });
});
