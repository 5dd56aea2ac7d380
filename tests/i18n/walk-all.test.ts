// Every game and pack walked in each language: every procedure typed alone in
// a game (each guided question, pick list and checklist answered with its
// first choice, and what the command then prints), a whole `turn`, and the
// views (status, log, summary, help...; each command's --help is
// tests/i18n/help.test.ts's). In a
// French game nothing shown holds a word of the English word list
// (english-words.txt) outside the game's own names: a code a French line
// quotes is marked as one (`--intent`, `[arrest]`, `(arrest)`, « arrest »);
// in an English game nothing holds a French word. Neither shows a raw id: a
// catalogue key, a code that has a word (`infiltrator-rifle`) standing in
// prose, or a state id put together (`entry:gare`, `autonomes@gare-poste`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_EN } from '../helpers/catalogues.js';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { englishIn, frenchIn, namesOf, rawIdsIn, scrubMarked } from './english.js';
import { walk, type Walked } from './walk.js';

/** The views and engine commands after the procedures: what a whole evening prints besides them. */
const LAST = ['status', 'status --player', 'log', 'summary', 'casualties', 'screen', 'reference', 'verify', 'help', 'next-turn', 'turn', 'status', 'log', 'summary'];

/** [scenario, the language it is played in, lines that set a state where each procedure has something to do] */
const GAMES: [string, 'en' | 'fr', string[]][] = [
  ['emeute-place-du-marche.yaml', 'fr', []],
  ['emeute-place-du-marche-opinion.yaml', 'fr', []],
  ['guerilla-urbaine-gangs.yaml', 'fr', ['gu-initiative --roll 5', 'gu-phase --leader vic --bubble lynx,doc,nono']],
  ['intervention-liberation-otage.yaml', 'fr', []],
  ['riot-sample.fr.yaml', 'fr', []],
  // The packs over Civil Disorder, in a French game of Railton Road.
  ['railton-road-armed.yaml', 'fr', []],
  ['railton-road-swat.yaml', 'fr', []],
  ['railton-road-opinion.yaml', 'fr', []],
  ['railton-road.yaml', 'en', []],
  ['railton-road-armed.yaml', 'en', []],
  ['railton-road-swat.yaml', 'en', []],
  ['railton-road-opinion.yaml', 'en', []],
  ['emeute-place-du-marche-opinion.yaml', 'en', []],
  // Games published only in French, played in English (`umpire play --lang en`).
  ['guerilla-urbaine-gangs.yaml', 'en', ['gu-initiative --roll 5', 'gu-phase --leader vic --bubble lynx,doc,nono']],
  // Three gangs (l.66, U413): each gang's die, a tie rolled again, the order of three said.
  ['../tests/fixtures/guerilla-urbaine-three-gangs.yaml', 'fr', ['gu-initiative --roll 2,5,5,1,6', 'gu-phase --leader ratus']],
  ['../tests/fixtures/guerilla-urbaine-three-gangs.yaml', 'en', ['gu-initiative --roll 2,5,5,1,6', 'gu-phase --leader ratus']],
  ['intervention-liberation-otage.yaml', 'en', []],
  ['riot-sample.fr.yaml', 'en', []],
];

/** Everything a walk showed, each with where it was shown. */
function texts(w: Walked): { where: string; text: string }[] {
  return [
    ...w.shown.filter(Boolean).map((text) => ({ where: 'asked', text })),
    ...w.picks.map((c) => ({ where: `choice ${c.value}`, text: c.name })),
    ...w.printed.map((p) => ({ where: p.what, text: p.text })),
  ];
}

const KEYS = new Set(Object.keys(ALL_EN));

describe.each(GAMES)('%s played in %s', (file, lang, first) => {
  it('shows every question and output in its language, and no raw id', async () => {
    const game = tempGame();
    try {
      // A game only published in one language is played in the other through the session's language.
      const yaml = readFileSync(join(SCENARIOS, file), 'utf8');
      const fixed = /^game: (guerilla-urbaine|intervention|riot)$/m.test(yaml);
      await game.init(fixed ? yaml : yaml.replace(/^edition: \w+$/m, `edition: ${lang}`), '--seed', 'walk');
      // The scenario's own words (its ids, names, objectives), at any depth, taken from the game before it is played.
      const names = namesOf(game.readState().game, { deep: true });
      const w = await walk(game.dir, first, LAST, fixed ? lang : undefined);
      const all = texts(w);
      expect(w.picks.length).toBeGreaterThan(20);
      const wrong = all.flatMap(({ where, text }) => (lang === 'fr' ? englishIn(text, names, { strict: true }) : frenchIn(text, names)).map((l) => `${where} -> ${l}`));
      const raw = all.flatMap(({ where, text }) => rawIdsIn(text, KEYS).map((l) => `${where} -> ${l}`));
      // A question says what it asks in words, never the option alone (`? --at 2/2`).
      const bare = w.shown.filter((q) => q !== '' && !/\p{L}{2,}/u.test(scrubMarked(q)));
      expect({ wrong: [...new Set(wrong)], raw: [...new Set(raw)], bare: [...new Set(bare)] }).toEqual({ wrong: [], raw: [], bare: [] });
    } finally {
      game.cleanup();
    }
  }, 180_000);
});
