// Issue 40 item 5, U411: a table playing with the printed deck names the card
// it drew. Where the guide's dice question draws cards (riot-buy's cards, the
// public-opinion card of `turn`, the nationalists' mission), it offers "the
// card I drew" beside "let the program roll": a pick list of the cards left, by
// name, a card of several copies once with how many are left, one pick a card
// bought, one copy fewer after each; the line logged names them with --card.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { scriptedSession } from '../helpers/session.js';
import { scriptedPrompter, type Choice, type Prompter } from '../../src/prompts/prompter.js';

// The sample's deck with one Squat only: once drawn, it is not offered again.
const ONE_SQUAT = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8').replace('{ id: squat, name: Squat, play: enter-building, copies: 6,', '{ id: squat, name: Squat, play: enter-building, copies: 1,');

/** A scripted prompter that keeps each pick list it was shown, by question. */
function recording(answers: unknown[]): { prompter: Prompter; lists: [string, Choice[]][] } {
  const inner = scriptedPrompter(answers);
  const lists: [string, Choice[]][] = [];
  return {
    lists,
    prompter: {
      ...inner,
      async select(message, choices, k) {
        lists.push([message, choices]);
        return inner.select(message, choices, k);
      },
    },
  };
}

let g: ReturnType<typeof tempGame>;
beforeEach(async () => {
  g = tempGame();
  await g.init(ONE_SQUAT);
});
afterEach(() => g.cleanup());

describe('riot-buy typed alone: the cards drawn at the table (U411)', () => {
  it('offers "the cards I drew" at the dice question, then one pick a card among the cards left; logs --card for each', async () => {
    for (const line of [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs'], ['riot-turn', 'autonomes']]) await g.ok(...line);
    const r = recording(['autonomes', '2', [], 'card', 'squat', 'pave']);
    const s = scriptedSession(g.dir, [], { prompter: r.prompter });
    expect(await s.session.run('riot-buy'), s.err() + s.out()).toBe(0);
    expect(g.readLog().at(-1).argv).toEqual(['riot-buy', 'autonomes', '--cards', '2', '--card', 'squat', '--card', 'pave']);
    expect(g.readState().game.riot.teams.autonomes.hand).toEqual(['squat', 'pave']);
    const [dice, first, second] = r.lists.slice(-3);
    // Beside the program's die and the dice entered, in the game's French.
    expect(dice[0]).toBe('Dés');
    expect(dice[1].map((c) => c.value)).toEqual(['roll', 'card', 'enter']);
    expect(dice[1][1].name).toBe('nommer les cartes tirées à la table (parmi celles qui restent)');
    // The cards left, in deck order, each once by name, with its copies left.
    expect(first[0]).toBe('Quelle carte avez-vous tirée\u00a0? 1/2');
    expect(first[1].map((c) => c.value)).toEqual(['pave', 'cocktail', 'barricade', 'manif-sauvage', 'squat', 'renforts']);
    expect(first[1][0].name).toBe('Pavé (encore 10 dans la pioche)');
    expect(first[1][4].name).toBe('Squat');
    // The only Squat drawn: not offered for the second card.
    expect(second[0]).toBe('Quelle carte avez-vous tirée\u00a0? 2/2');
    expect(second[1].map((c) => c.value)).toEqual(['pave', 'cocktail', 'barricade', 'manif-sauvage', 'renforts']);
  });

  it('keeps "let the program roll" as before: the die draws the card', async () => {
    for (const line of [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs'], ['riot-turn', 'autonomes']]) await g.ok(...line);
    const s = scriptedSession(g.dir, ['autonomes', '1', [], 'roll']);
    expect(await s.session.run('riot-buy'), s.err()).toBe(0);
    expect(g.readLog().at(-1).argv).toEqual(['riot-buy', 'autonomes', '--cards', '1']);
    expect(g.readState().game.riot.teams.autonomes.hand).toHaveLength(1);
  });
});

describe('`turn`: the opinion card owed and the cards bought, named as drawn (U411)', () => {
  it("turns the opinion card the table drew, picked among the deck's cards left by name, in English", async () => {
    const r = recording(['police', 'riot-buy', ['crs'], '2', 'riot-move', ['crs1', 'crs2'], 'gare', 'riot-fight', ['crs1', 'crs2'], 'gare-poste', '-', 'card', 'op-blesse']);
    const s = scriptedSession(g.dir, [], { prompter: r.prompter });
    expect(await s.session.run('turn --lang en'), s.err() + s.out()).toBe(0);
    expect(g.readLog().at(-1).argv).toEqual(['riot-opinion', '--card', 'op-blesse', '--lang', 'en']);
    expect(g.readState().game.riot.opinion.drawn).toEqual(['op-blesse']);
    // Its dice question said what it is for, before it (l.31).
    expect(s.out()).toMatch(/The police fought protesters hand to hand: a public-opinion card is turned \(l\.31\)\n/);
    const [dice, pick] = r.lists.slice(-2);
    expect(dice[1].map((c) => [c.value, c.name])).toEqual([
      ['roll', 'let the program roll'],
      ['card', 'name the card I drew (from the cards left)'],
      ['enter', 'enter the physical dice'],
    ]);
    // One opinion card a turn (l.33): one pick, by the card's name.
    expect(pick[0]).toBe('Which card did you draw?');
    expect(pick[1]).toHaveLength(10);
    expect(pick[1].find((c) => c.value === 'op-blesse')?.name).toBe('Un passant blessé');
  });

  it("names the cards a protester team buys in its turn's purchase", async () => {
    for (const line of [['riot-turn', 'police'], ['riot-buy', 'police', '--unit', 'crs']]) await g.ok(...line);
    const s = scriptedSession(g.dir, ['autonomes', 'riot-buy', '1', [], 'card', 'cocktail', '-']);
    expect(await s.session.run('turn'), s.err() + s.out()).toBe(0);
    expect(s.answersLeft).toEqual([]);
    expect(g.readLog().at(-1).argv).toEqual(['riot-buy', 'autonomes', '--cards', '1', '--card', 'cocktail']);
    expect(g.readState().game.riot.teams.autonomes.hand).toEqual(['cocktail']);
  });
});

describe("`turn`: the nationalists' mission card drawn at the table (U247, U411)", () => {
  it('offers the missions by name at the dice question; logs --mission', async () => {
    const h = tempGame();
    try {
      await h.init(ONE_SQUAT.replace('{ id: nationalistes, credits: 2, mission: m-beffroi }', '{ id: nationalistes, credits: 2 }'));
      const r = recording(['card', 'm-caisse', 'police', '-']);
      const s = scriptedSession(h.dir, [], { prompter: r.prompter });
      expect(await s.session.run('turn --lang en'), s.err() + s.out()).toBe(0);
      expect(h.readLog().find((e: any) => e.argv?.[0] === 'riot-mission').argv).toEqual(['riot-mission', '--mission', 'm-caisse', '--lang', 'en']);
      expect(h.readState().game.riot.teams.nationalistes.mission).toBe('m-caisse');
      const pick = r.lists.find(([q]) => q === 'Which card did you draw?')!;
      expect(pick[1].map((c) => c.value)).toEqual(['m-beffroi', 'm-caisse']);
    } finally {
      h.cleanup();
    }
  });
});
