// Issue 31, finding 26: the first round's placement is checked at init
// (riot-board-game.fr.txt l.107-113, U242): with three or four players each
// protester team's two basic units in two buildings of two zones (l.109);
// with two players the protester team's four units in four buildings of four
// zones (l.111); one unit a building; the police place none (l.113). A
// scenario setting out a position of its own says `placement: free`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const SAMPLE = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8');
const UNITS = SAMPLE.slice(SAMPLE.indexOf('\nunits:'), SAMPLE.indexOf('\ncards:'));
/** Writes a scenario text into the game's folder; returns its path. */
const scenarioFile = (text: string) => {
  const f = join(game!.dir, 's.yaml');
  writeFileSync(f, text);
  return f;
};

describe('RIOT: the first round placement checked at init (l.107-113, U242)', () => {
  it('accepts the sample: two basic units a protester team, two buildings of two zones', async () => {
    game = tempGame();
    await game.init(SAMPLE);
    expect(Object.keys(game.readState().game.riot.units)).toHaveLength(6);
  });

  const cases: [string, string, RegExp][] = [
    ['five units, two in one building', UNITS.replace('at: port-entrepot }', 'at: gare-poste }') + '\n  - { id: autonome3, type: autonome, at: gare-hotel }', /autonome2 et autonome1 sont tous deux dans gare-poste\s:\sle premier tour pose une unité par bâtiment \(l\.109, U242\)/],
    ['three units for one team', UNITS + '\n  - { id: autonome3, type: autonome, at: gare-hotel }', /pose 2 unités pour autonomes à 4 joueurs \(l\.109, l\.111\)\s;\strouvé 3/],
    ['two units in one zone', UNITS.replace('at: port-entrepot }', 'at: gare-hotel }'), /les 2 unités de autonomes sont dans 2 bâtiments de 2 zones différentes/],
    ['a unit in a street', UNITS.replace('at: port-entrepot }', 'at: port }'), /pose chaque unité dans un bâtiment \(l\.109, l\.111\)\s:\sautonome2 est en port\s;/],
    ['a police unit', UNITS + '\n  - { id: gardien1, type: gardien, at: hq }', /la police ne pose aucune unité avant son premier tour \(l\.113\)\s:\sgardien1/],
    ['a unit that is not basic', UNITS.replace('{ id: anarchiste2, type: anarchiste,', '{ id: anarchiste2, type: mediactiviste,'), /unités de base seulement \(l\.109, U242\)\s:\sanarchiste2 est un mediactiviste/],
  ];
  for (const [name, units, message] of cases) {
    it(`refuses ${name} in one line, nothing written`, async () => {
      game = tempGame();
      const yaml = SAMPLE.replace(UNITS, units);
      expect(yaml).not.toBe(SAMPLE);
      await game.refused(message, 'init', scenarioFile(yaml));
    });
  }

  it('says it in English in an English game', async () => {
    game = tempGame();
    const yaml = SAMPLE.replace(UNITS, UNITS.replace('at: port-entrepot }', 'at: gare-hotel }')).replace('edition: fr', 'edition: fr\nlang: en');
    expect(yaml).toContain('lang: en');
    await game.refused(/autonomes's 2 units are in 2 buildings of 2 different zones in the first round \(l\.109, l\.111\)/, 'init', scenarioFile(yaml));
  });

  it('takes a position of the scenario\'s own with placement: free', async () => {
    game = tempGame();
    const yaml = SAMPLE.replace(UNITS, `${UNITS}\n  - { id: autonome3, type: autonome, at: gare-poste }`) + '\nplacement: free\n';
    await game.init(yaml);
    expect(game.readState().game.riot.units.autonome3.at).toBe('gare-poste');
  });

  it('with two players: four units in four buildings of four zones (l.111)', async () => {
    const two = SAMPLE.replace(/\n  - \{ id: anarchistes[^\n]*/, '').replace(/\n  - \{ id: nationalistes[^\n]*/, '')
      .replace(/\n  - \{ id: (anarchiste|mediactiviste|nationaliste|paramilitaire)[^\n]*/g, '');
    const four = '  - { id: autonome1, type: autonome, at: gare-poste }\n  - { id: autonome2, type: autonome, at: port-entrepot }\n  - { id: autonome3, type: autonome, at: univ-amphi }\n  - { id: autonome4, type: autonome, at: cite-tour }';
    const base = two.slice(two.indexOf('\nunits:'), two.indexOf('\ncards:'));
    game = tempGame();
    await game.init(two.replace(base, `\nunits:\n${four}`));
    expect(game.readState().game.riot.players).toBe(2);
    game.cleanup();
    game = tempGame();
    await game.refused(/pose 4 unités pour autonomes à 2 joueurs \(l\.109, l\.111\)\s;\strouvé 2/, 'init', scenarioFile(two.replace(base, `\nunits:\n${four.split('\n').slice(0, 2).join('\n')}`)));
  });
});
