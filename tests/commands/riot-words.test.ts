// Issue 40 item 7, U402: RIOT's human output names things, never by their
// ids: the two rounds of tests/batch/riot-round.txt (every procedure: a
// turn's income, purchases, moves, fights with a Blitz card, the opinion card,
// the victory checks) rendered in French and in English, `status` (the
// umpire's, the players', --brief), the players' view of a resolution and the
// guided walk's pick lists; no unit, place, card, type or mission id of the
// game in them. The ids stay in --json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempGame } from '../helpers/cli.js';
import { blitzChoices, fightPlaces, movePlaces, typeChoices, zoneChoices } from '../../src/commands/riot/ask.js';
import { idChoices } from '../../src/prompts/guide.js';

const BATCH = join(ROOT, 'tests', 'batch', 'riot-round.txt');
const scenario = readFileSync(join(ROOT, 'scenarios', 'riot-sample.fr.yaml'), 'utf8');

/** Every id the sample and the batch give (the recruits' too), and every name, read from the scenario's lines. */
const ids = new Set<string>(['crs1', 'crs2', 'mediactiviste1', 'paramilitaire1', 'blackbloc1']);
const names = new Set<string>();
for (const m of scenario.matchAll(/\bid: ([A-Za-z0-9-]+)/g)) ids.add(m[1]);
for (const m of scenario.matchAll(/\bname: ([^,}\n]+)/g)) names.add(m[1].trim());
for (const z of ['gare', 'marche', 'universite', 'mairie', 'port', 'cite']) ids.add(`entry:${z}`);
// The teams are named by teamName since long ago; their ids are words of the texts ("la police perd").
for (const team of ['police', 'autonomes', 'anarchistes', 'nationalistes']) ids.delete(team);

/** The raw ids in a text: each id standing alone as a word, once the names (that may hold one: « Le port ») are taken out. */
export function rawIds(text: string): string[] {
  let s = text;
  for (const n of [...names].sort((a, b) => b.length - a.length)) s = s.split(n).join(' ');
  const found = new Set<string>();
  for (const id of ids) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}_:-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u');
    if (re.test(s)) found.add(id);
  }
  return [...found];
}

const game = tempGame();
const out: Record<'fr' | 'en', string[]> = { fr: [], en: [] };

beforeAll(async () => {
  await game.init('riot-sample.fr.yaml');
  const en = join(game.dir, 'riot-round.en.txt');
  writeFileSync(en, readFileSync(BATCH, 'utf8').split('\n').map((l) => (l.trim() && !l.startsWith('#') ? `${l} --lang en` : l)).join('\n'));
  // The same two rounds in English on a second game.
  const g2 = tempGame();
  try {
    await g2.init('riot-sample.fr.yaml');
    const r2 = await g2.run('batch', en);
    if (r2.code !== 0) throw new Error(r2.stderr);
    out.en.push(r2.stdout);
  } finally {
    g2.cleanup();
  }
  const r = await game.run('batch', BATCH);
  if (r.code !== 0) throw new Error(r.stderr);
  out.fr.push(r.stdout);
  for (const lang of ['fr', 'en'] as const) {
    for (const view of [[], ['--player'], ['--brief']]) {
      const s = await game.run('status', '--lang', lang, ...view);
      expect(s.code, s.stderr).toBe(0);
      out[lang].push(s.stdout);
    }
  }
}, 120000);
afterAll(() => game.cleanup());

describe('RIOT names things in its human output (issue 40 item 7, U402)', () => {
  it('renders two rounds of every procedure, and status, without a raw id, in French and English', () => {
    for (const lang of ['fr', 'en'] as const) {
      const text = out[lang].join('\n');
      // What the umpire complained of, by name.
      expect(text).toMatch(lang === 'fr' ? /Cartes tirées\s:\sPavé/ : /Cards drawn: Pavé/);
      expect(text).toMatch(/Black Bloc 1/);
      expect(text).toMatch(lang === 'fr' ? /point d’entrée de Quartier de la gare/ : /entry point of Quartier de la gare/);
      expect(text).toMatch(/L'entrepôt/);
      expect(rawIds(text)).toEqual([]);
    }
  });

  it('names things in the players\' view of a resolution and in the guided pick lists', async () => {
    const g = tempGame();
    try {
      await g.init('riot-sample.fr.yaml');
      const texts: string[] = [];
      // Each resolution seen by the players, in both languages (undone between).
      const seen = async (...argv: string[]) => {
        for (const lang of ['fr', 'en']) {
          const r = await g.run(...argv, '--player', '--lang', lang);
          expect(r.code, r.stderr).toBe(0);
          texts.push(r.stdout);
          if (lang === 'fr') await g.ok('undo');
        }
      };
      await seen('riot-turn', 'police');
      await g.ok('undo');
      await g.ok('riot-turn', 'police');
      await g.ok('riot-buy', 'police', '--unit', 'crs', '--unit', 'crs');
      await seen('riot-move', 'crs1', 'crs2', '--to', 'gare');
      await g.ok('undo');
      await g.ok('riot-move', 'crs1', 'crs2', '--to', 'gare');
      const state = g.readState().game;
      for (const lang of ['fr', 'en'] as const) {
        const lists = [
          ...movePlaces(state, 'crs1', lang),
          ...fightPlaces(state, 'crs1,crs2', lang),
          ...zoneChoices(state, lang),
          ...typeChoices(state, 'police', lang),
          ...blitzChoices(state, 'crs1', 'gare-poste', undefined, lang),
          ...['riot.teams', 'riot.units', 'riot.types', 'riot.zones|riot.buildings', 'riot.cards', 'riot.opinion.cards', 'riot.missions'].flatMap((k) => idChoices(state, k, lang)),
        ];
        expect(lists.length).toBeGreaterThan(20);
        texts.push(lists.map((c) => c.name).join('\n'));
      }
      await seen('riot-fight', 'crs1', 'crs2', '--at', 'gare-poste');
      const text = texts.join('\n');
      expect(text).toMatch(/Compagnie d'intervention 1/);
      expect(text).toMatch(/La Poste/);
      // A team picked by its name, its credits after: "Autonomes (crédits 4)", never "autonomes (crédits 4)".
      expect(text).toMatch(/^(Autonomes|Autonomous) \(/m);
      expect(text).not.toMatch(/^(police|autonomes|anarchistes|nationalistes) \(/m);
      expect(rawIds(text)).toEqual([]);
    } finally {
      g.cleanup();
    }
  });

  it('keeps the ids in --json', async () => {
    const [r] = await game.ok('riot-victory', 'nationalistes');
    expect(r.team).toBe('nationalistes');
    const s = await game.run('status', '--json');
    expect(s.stdout).toMatch(/"blackbloc1"/);
  });

  it('finds a raw id when one is printed (the detector itself)', () => {
    expect(rawIds('Cartes tirées : pave, pave')).toEqual(['pave']);
    expect(rawIds('blackbloc1 → entry:gare')).toEqual(['blackbloc1', 'entry:gare']);
    expect(rawIds('Bâtiment port-entrepot (zone port)').sort()).toEqual(['port', 'port-entrepot']);
    expect(rawIds('Bâtiment L\'entrepôt (zone Le port)')).toEqual([]);
  });
});
