// French everywhere, checked by words: in a French game every guided question
// of every procedure (its pick lists, checklist and the reasons it refuses an
// answer), every step of `umpire turn`, the REPL's messages and suggestions,
// and the errors a user can trigger (commander's, the YAML parser's, Node's
// file errors) hold no word of a list of common English words
// (english-words.txt) outside the scenario's names and ids and the codes.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { ALL_EN } from '../helpers/catalogues.js';
import type { Choice } from '../../src/prompts/prompter.js';
import { tempGame } from '../helpers/cli.js';
import { codesOf, ENGLISH_WORDS, englishIn, frenchPunctuationIn, namesOf } from './english.js';
import { walk } from './walk.js';

describe('the English word list', () => {
  it('holds the common English words and none of the French ones', () => {
    expect(ENGLISH_WORDS.size).toBeGreaterThan(5000);
    for (const w of ['the', 'with', 'turn', 'crowd', 'select', 'arrow', 'keys', 'press', 'missing', 'unknown', 'building', 'arrest', 'surrounded', 'of', 'none', 'use']) expect(ENGLISH_WORDS.has(w), w).toBe(true);
    for (const w of ['le', 'tour', 'foule', 'options', 'commande', 'table', 'place', 'police', 'total', 'action', 'position', 'note']) expect(ENGLISH_WORDS.has(w), w).toBe(false);
  });

  it('finds an English word in French text, and not in names or codes', () => {
    expect(englishIn('Choisissez la crowd')).toEqual(['crowd: Choisissez la crowd']);
    expect(englishIn('riot-charging: Forces chargeant (-2)\n→ umpire melee crs --intent arrest\n[open-fire] tir')).toEqual([]);
    expect(englishIn('Supporters du club', new Set(['supporters', 'club']))).toEqual([]);
  });
});

/** Catalogue keys shown as they are (a key missing from the catalogue prints as itself). */
const KEYS = new Set(Object.keys(ALL_EN));
const rawKeys = (text: string) => (text.match(/[a-z][\w-]*(\.[\w-]+)+/g) ?? []).filter((w) => KEYS.has(w));

describe('a French game, by its words', () => {
  const game = tempGame();
  let shown: string[] = [];
  let picks: Choice[] = [];
  let printed: { what: string; text: string }[] = [];
  let names = new Set<string>();
  let program: Command;

  beforeAll(async () => {
    await game.init('emeute-place-du-marche.yaml', '--seed', 'english-words');
    names = namesOf(game.readState().game);
    // The REPL's suggestions: a roll landing on a jump of the RL chart, an over-reaction that opens fire.
    ({ shown, picks, printed, program } = await walk(
      game.dir,
      ['set-rl lyceens --to 3 --reason la pluie', 'rl-roll lyceens --roll 3', 'overreact gign --roll 1 --no-escape --mod panique=-9'],
      ['help', 'player', 'player', 'player peut-être', 'play', '"ouvert', 'report --html rapport.html'],
    ));
    // The after-action page, its words without the markup.
    const page = readFileSync(join(game.dir, 'rapport.html'), 'utf8');
    const body = page.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, '\n').replace(/&[a-z]+;|&#\d+;/g, ' ');
    printed.push({ what: 'report page', text: body });
  }, 120_000);
  afterAll(() => game.cleanup());

  it('shows no catalogue key in place of its text', () => {
    expect([...new Set([...shown, ...picks.map((c) => c.name), ...printed.map((p) => p.text)].flatMap(rawKeys))]).toEqual([]);
  });

  it('asks every procedure, the turn and the REPL in French (the guide asked something)', () => {
    expect(shown.length).toBeGreaterThan(100);
    // The codes a user types (`--intent arrest`) may be quoted in a question or a message; never stand alone as a choice.
    const codes = new Set([...names, ...codesOf(program, game.readState().game)]);
    const found = [...shown.flatMap((t) => englishIn(t, codes)), ...printed.flatMap((p) => englishIn(p.text, codes).map((l) => `${p.what} -> ${l}`))];
    expect([...new Set(found)]).toEqual([]);
  });

  it('puts a space before « : ; ? ! » in what it asks and says', () => {
    const found = [...shown.flatMap((t) => frenchPunctuationIn(t)), ...picks.flatMap((c) => frenchPunctuationIn(c.name)), ...printed.flatMap((p) => frenchPunctuationIn(p.text).map((l) => `${p.what} -> ${l}`))];
    expect([...new Set(found)]).toEqual([]);
  });

  it('names every choice of a pick list in French: a code shows with its word, never alone', () => {
    expect(picks.length).toBeGreaterThan(100);
    expect([...new Set(picks.flatMap((c) => englishIn(c.name, names).map((l) => `${c.value} -> ${l}`)))]).toEqual([]);
  });

  it('says the errors a user can make in French', async () => {
    const dir = join(game.dir, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'dup.yaml'), 'title: x\nedition: fr\ntitle: y\n');
    writeFileSync(join(dir, 'open.yaml'), 'title: x\nedition: fr\ncrowds: [a\n');
    writeFileSync(join(dir, 'bad.yaml'), 'title: x\nedition: fr\ncrowds:\n  - id: a\n    rl: abc\n');
    const lines: string[][] = [
      ['melee', '--bogus'],
      ['meele'],
      ['nimporte'],
      ['load'],
      ['rl-roll', 'lyceens', '--roll'],
      ['status', 'en', 'trop'],
      ['roll'],
      ['rl-roll', 'lyceens', '--lang', 'de'],
      ['log', '--format', 'xml'],
      ['log', '--turn', 'abc'],
      ['init', join(dir, 'dup.yaml'), '--force'],
      ['init', join(dir, 'open.yaml'), '--force'],
      ['init', join(dir, 'bad.yaml'), '--force'],
      ['init', join(dir, 'absent.yaml'), '--force'],
      ['init', dir, '--force'],
      ['screen', '--html', join(dir, 'nulle', 'part.html')],
      ['screen', '--html', '/sys/kernel/umpire.html'],
      ['status', '--state', join(dir, 'absent.json'), '--lang', 'fr'],
      ['status', '--state', dir, '--lang', 'fr'],
    ];
    const found: string[] = [];
    for (const argv of lines) {
      const r = await game.run(...argv);
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr.trim().split('\n'), argv.join(' ')).toHaveLength(1);
      found.push(...englishIn(r.stderr, names).map((l) => `${argv.join(' ')} -> ${l}`));
    }
    expect(found).toEqual([]);
    // An argument's name is a word of the language too (commander's own message quotes it).
    expect((await game.run('roll')).stderr).toMatch(/argument obligatoire manquant «\u00a0dés\u00a0»/);
    expect((await game.run('melee', '--help')).stdout).toMatch(/Utilisation\u00a0: umpire melee \[options\] \[unité\] \[foule\]/);
    // A log left with an unfinished line by a command killed mid-write: the warning is the game's language too.
    appendFileSync(game.log, '{"seq":');
    const warned = await game.run('status');
    expect(warned.stderr).toMatch(/une dernière ligne inachevée est ignorée \(\d+ octets\)/);
    expect(englishIn(warned.stderr, names)).toEqual([]);
  });
});

describe('a game of Guérilla Urbaine, by its words', () => {
  const game = tempGame();
  let w: Awaited<ReturnType<typeof walk>>;
  let names = new Set<string>();
  beforeAll(async () => {
    await game.init('guerilla-urbaine-gangs.yaml', '--seed', 'english-words');
    names = namesOf(game.readState().game);
    // A turn under way, a leader's phase open: the figures have something to do when each procedure is typed alone.
    w = await walk(game.dir, ['gu-initiative --roll 5', 'gu-phase --leader vic --bubble lynx,doc,nono'], ['status', 'help', 'play']);
  }, 120_000);
  afterAll(() => game.cleanup());

  it('asks every procedure of the game and walks its turn in French, with no catalogue key shown', () => {
    expect(w.shown).toContain('Quelle figurine\u00a0?');
    expect(w.printed.find((p) => p.what === 'turn')?.text).toMatch(/les phases dans l’ordre des règles|Le tour \d+ commence/);
    const all = [...w.shown, ...w.picks.map((c) => c.name), ...w.printed.map((p) => p.text)];
    expect([...new Set(all.flatMap(rawKeys))]).toEqual([]);
    const codes = new Set([...names, ...codesOf(w.program, game.readState().game)]);
    const found = [...w.shown.flatMap((t) => englishIn(t, codes)), ...w.picks.flatMap((c) => englishIn(c.name, codes).map((l) => `${c.value} -> ${l}`)), ...w.printed.flatMap((p) => englishIn(p.text, codes).map((l) => `${p.what} -> ${l}`))];
    expect([...new Set(found)]).toEqual([]);
  });
});

describe('the same walk in an English game (English output not made worse)', () => {
  const game = tempGame();
  let w: Awaited<ReturnType<typeof walk>>;
  beforeAll(async () => {
    await game.init('railton-road.yaml', '--seed', 'english-words');
    w = await walk(game.dir, [], ['help', 'player maybe', 'play']);
  }, 120_000);
  afterAll(() => game.cleanup());

  it('asks in English: no French word, no catalogue key, codes named by their words', () => {
    const all = [...w.shown, ...w.picks.map((c) => c.name), ...w.printed.map((p) => p.text)];
    expect(w.picks.length).toBeGreaterThan(100);
    expect([...new Set(all.flatMap(rawKeys))]).toEqual([]);
    // French gives itself away by its accents and its words in a question (the games' names aside: Émeutes, Guérilla Urbaine).
    const asked = [...w.shown, ...w.picks.map((c) => c.name)];
    expect([...new Set(asked.filter((t) => /[àâçéèêëîïôûùœ]|\b(le|la|les|des|une|foule|tour)\b/i.test(t.replace(/Émeutes|Guérilla Urbaine/g, ''))))]).toEqual([]);
    expect(w.picks.map((c) => c.name)).toContain('run: running');
  });
});
