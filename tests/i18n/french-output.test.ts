// Every subcommand's French output comes from the catalogue alone: a game of
// the French sample scenario is played through every command, and what they
// print holds no English text (no English catalogue phrase, no word of the
// English word list, english-words.txt).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_EN, ALL_FR } from '../helpers/catalogues.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';
import { tempGame } from '../helpers/cli.js';
import { buildProgram } from '../../src/cli.js';
import { codesOf, englishIn, frenchPunctuationIn, namesOf } from './english.js';

/**
 * English catalogue texts, cut at their placeholders, kept where a piece is a
 * phrase of three words or more that the French catalogue does not also hold.
 */
function englishPhrases(): string[] {
  const frTexts = Object.values(ALL_FR).join('\n');
  const frWords = wordsOf(frTexts);
  const out = new Set<string>();
  for (const text of Object.values(ALL_EN)) {
    for (const piece of text.split(/\{\w+\}/)) {
      const p = piece.trim();
      if (p.split(/\s+/).length >= 3 && /[a-z]{3}/i.test(p) && !(mayHold(frWords, p) && frTexts.includes(p))) out.add(p);
    }
  }
  return [...out];
}

/** The words of a text, split at white space. */
const wordsOf = (text: string) => new Set(text.split(/\s+/));

/**
 * Whether a text with these words may hold the phrase: it has each of the
 * phrase's inner words (its first and last may be parts of words of the text,
 * the phrase being cut at a placeholder). A text without one cannot hold the
 * phrase, so `includes` is asked only of the few that may: the same answer, a
 * tenth of the time.
 */
const mayHold = (words: ReadonlySet<string>, phrase: string) => phrase.split(/\s+/).slice(1, -1).every((w) => words.has(w));

// What is not the program's prose: the effects line (paths and values:
// `turn: 1 → 2; crowds.lyceens.rl: 5 → 6`), command names (`next-turn`, the
// log's procedure column), outcome codes in brackets and option names (`--fires`).
const COMMAND_NAMES = new RegExp(`(?<![\\p{L}-])(${Object.keys(COMMANDS).join('|')})(?![\\p{L}-])`, 'gu');
const scrub = (s: string) =>
  s
    .split('\n')
    .filter((l) => !/^\s*(turn|[a-z]+\.[\w-]+(\.[\w.-]+)?): .*→/.test(l))
    .join('\n')
    .replace(COMMAND_NAMES, '')
    .replace(/\b(crowds|units|buildings|engines|casualties|gas|snipers|counters|ambulances)\.[\w.-]+/g, '')
    .replace(/\[[a-z-]+\]/g, '')
    .replace(/(?<![\p{L}\w-])--[a-z][\w-]*/gu, '');

/** The commands of a French game, one line each; every subcommand at least once. */
const SCRIPT: string[][] = [
  ['status'],
  ['done', '--waiting'],
  ['rl-roll', 'lyceens', '--riot-charging'],
  ['melee', 'crs', 'dockers', '--intent', 'arrest'],
  ['sniper', 'toit', '--target', 'cie1'],
  ['fire', 'supporters', '--unit', 'gign', '--weapon', 'rifle', '--range', 'close', '--firers', '3', '--roll', '6,6,6,3,5,2'],
  ['negotiate', 'lyceens', '--by', 'commissaire'],
  ['overreact', 'cie1'],
  ['trigger', 'patrouille', 'first-abuse'],
  ['loot', 'supporters', 'hifi'],
  ['damage', 'supporters', 'banque'],
  ['burn', 'kiosque', '--start', '3'],
  ['extinguish', 'fourgon1', 'kiosque'],
  ['gas', 'dockers'],
  ['water', 'lyceens'],
  ['baton-gun', 'dockers', '--range', '10'],
  ['missiles', 'supporters', '--at', 'crs'],
  ['petrol-bomb', 'supporters', '--at', 'cie1', '--figures', '2'],
  ['issue-kit', 'patrouille', '--kit', 'full'],
  ['owe', 'lyceens', '--why', 'riot-appear'],
  ['owe', 'lyceens', '--why', 'riot-appear'],
  ['owe', 'casseurs', '--why', 'dramatic'],
  ['adjacent', 'lyceens', 'casseurs'],
  ['status'],
  ['adjacent', 'lyceens', 'casseurs', '--apart'],
  ['set-rl', 'casseurs', '--to', '3', '--reason', 'la pluie tombe'],
  ['jump', 'casseurs', '--situation', 'surrounded'],
  ['jump', '--rl', '1', '--situation', 'no-escape', '--edition', 'fr'],
  ['rl-roll', 'lyceens', '--situation', 'no-escape'],
  ['rl-roll', '--rl', '2', '--situation', 'no-escape', '--roll', '1', '--mod', 'x=-3', '--edition', 'fr'],
  ['rl-roll', '--rl', '8', '--roll', '6,3,3,3,3', '--edition', 'fr'],
  ['split', 'dockers', '--figures', '5', '--as', 'dockers2'],
  ['merge', 'dockers2', 'dockers'],
  ['set-rl', 'casseurs', '--to', '1', '--reason', 'fin de soirée'],
  ['rejoin', 'casseurs', 'lyceens', '--figures', '2'],
  ['hospital', '--loaded', '2', '--edition', 'fr'],
  ['detach', 'crs', '--figures', '4', '--as', 'enlevement'],
  ['join', 'enlevement', 'crs'],
  ['leave-gas', 'dockers'],
  ['casualties'],
  ['triage', 'cas-1'],
  ['note', 'les joueurs avancent vers la mairie'],
  // The map's commands on a game without a map (tests/map/ has their French with one).
  ['place', 'lyceens', '--at', '1,1'],
  ['move', 'lyceens', '--by', '1,1'],
  ['where'],
  ['range', 'lyceens', 'crs'],
  ['moves'],
  ['moves', '--accept', 'all'],
  ['roll', '2d6', 'itinéraire au carrefour'],
  ['act', 'brigadier', 'radio', 'appelle', 'la', 'mairie'],
  ['act', 'brigadier', 'run', '--allow-second'],
  ['screen'],
  ['reference'],
  ['fighters', 'supporters'],
  ['line-fight', 'crs', 'supporters', '--intent', 'beat'],
  ['line-fight', '--type', 'swat', '--sf', '3', '--fighters', '7', '--sf-on-ground', '1', '--on-ground', '2', '--edition', 'fr'],
  ['movement', 'patrouille'],
  ['movement', 'patrouille', '--moving'],
  ['drive', 'patrouille'],
  ['raid', 'atelier', '--unit', 'cie1', '--found'],
  ['wreck-car', 'supporters', 'voiture1'], // refused: RL 7 (U376)
  ['wreck-car', '--rl', '8', '--burn', '--edition', 'fr'],
  ['dismount', 'patrouille'], // refused: moving this turn (U373)
  ['dismount', '--vehicle', 'motorcycle', '--edition', 'fr'],
  ['mount', '--vehicle', 'car', '--edition', 'fr'],
  ['movement', 'crs'],
  ['movement', 'cavaliers', '--pace', 'charge'],
  ['movement', '--vehicle', 'motorcycle', '--edition', 'fr'],
  ['movement', '--vehicle', 'tracked-armoured', '--edition', 'fr'],
  ['next-turn'],
  ['stretcher', 'cas-1', '--ambulance', 'vsav1'],
  ['hydrant', 'fourgon1', 'borne1'],
  ['next-turn'],
  ['load', 'cas-1', 'vsav1'],
  ['odds', 'rl', 'dockers'],
  ['odds', 'rl', '--all'],
  ['odds', 'burn', 'kiosque', '--turns', '3'],
  ['rl-roll', 'lyceens', '--odds'],
  ['rules', 'diff', '--lang', 'fr'],
  ['log'],
  ['summary'],
  ['verify'],
  ['undo'],
  ['rebuild'],
  ['status', '--player'],
  // Intervention's calculator reads no game: its language is --lang's (U177).
  ['intervention', 'grouped-fire', '--shooters', '8,8,8', '--targets', '7,7,7', '--cover', 'hard', '--lang', 'fr'],
  ['intervention', 'shot', '--pf', '4', '--aimed', '--cover', 'hard', '--target', '7', '--seed', '1', '--lang', 'fr'],
];

/** Bad inputs after the game: each exits 2 with one line that must be French too. */
const BAD: string[][] = [
  ['rl-roll', 'lyceens', '--rl', '3'], // a stateless-only option given on the state
  ['roll', '2x6'],
  ['roll', '0d6'],
  ['act', 'brigadier', 'voler'],
  ['negotiate', 'lyceens', '--by', 'commissaire', '--allow-second', '--rl', '3'],
  ['movement', 'crs', '--pace', 'trot'],
  ['fighters', 'lyceens'],
  ['line-fight', 'crs', 'dockers'],
  ['movement', 'cavaliers', '--pace', 'run'],
  ['movement', 'crs', '--vehicle', 'van', '--pace', 'walk'],
  ['burn', 'kiosque', '--fires', '2'],
  ['damage', 'supporters', 'banque', '--rl', '3'],
  ['negotiate', 'lyceens', '--by', 'commissaire', '--quality', '2'],
  ['overreact', 'cie1', '--type', 'riot'],
  ['rl-roll', 'lyceens', '--damp', '--soaked'],
  ['sniper', 'toit', '--target', 'cie1', '--swat', 'crs'],
  ['melee', 'crs', 'personne'], // an unknown id
  ['triage', 'cas-1'], // refused: already triaged
  ['load', 'cas-1'], // a missing argument, on a pipe
  ['rl-roll'],
  ['odds', 'nimporte'],
  ['odds', 'burn', 'kiosque', 'banque', '--turns', '3'],
  ['rl-roll', 'lyceens', '--roll', 'x'],
  ['rl-roll', 'lyceens', '--roll', '3,4,5,6,1,2,3'],
  ['hydrant', 'fourgon1', 'borne1', '--disconnect'],
  ['baton-gun', 'dockers', '--range', 'loin'],
  ['note', ''],
  ['batch', 'absent.txt'],
  ['batch', 'lot.txt'], // a line with an option commander refuses
  ['jump', 'lyceens', '--situation', 'no-escape'], // no such jump at its RL
  ['jump', '--rl', '8', '--situation', 'no-escape', '--edition', 'fr'],
  ['set-rl', 'lyceens', '--to', '4'], // no reason
  ['set-rl', 'casseurs', '--to', '4', '--reason', 'x'], // dispersed
  ['split', 'lyceens', '--figures', '999', '--as', 'x'],
  ['split', 'lyceens', '--figures', '2', '--as', 'dockers'],
  ['detach', 'crs', '--figures', '99', '--as', 'x'],
  ['detach', 'crs', '--figures', '2', '--as', 'cie1'],
  ['join', 'crs', 'cie1'],
  ['hospital', 'vsav1'],
  ['merge', 'lyceens', 'lyceens'],
  ['merge', 'casseurs', 'lyceens'],
  ['adjacent', 'lyceens', 'constructor'],
  ['owe', 'lyceens'],
  ['leave-gas', 'lyceens', 'nuage'],
  ['rejoin', 'lyceens', 'dockers'],
  ['intervention', 'shot', '--pf', '4', '--range', 'beyond', '--lang', 'fr'], // refused: instinctive fire
];

describe('French output', () => {
  const game = tempGame();
  const outputs: { argv: string[]; code: number; text: string }[] = [];
  const bad: { argv: string[]; code: number; text: string }[] = [];
  beforeAll(async () => {
    await game.init('emeute-place-du-marche.yaml', '--seed', 'fr-output');
    for (const argv of SCRIPT) {
      const r = await game.run(...argv);
      outputs.push({ argv, code: r.code, text: r.stdout + r.stderr });
    }
    writeFileSync(join(game.dir, 'lot.txt'), 'rl-roll lyceens --vite\n');
    for (const argv of BAD) {
      const r = await game.run(...argv);
      bad.push({ argv, code: r.code, text: r.stdout + r.stderr });
    }
    outputs.push(...bad);
  });
  afterAll(() => game.cleanup());

  it('plays the script (refusals by the rules aside, every command runs)', () => {
    const crashed = outputs.filter((o) => !bad.includes(o)).filter((o) => o.code === 1 || (o.code !== 0 && !/refusé|impossible|déjà|pas/.test(o.text)));
    expect(crashed.map((o) => `${o.argv.join(' ')} -> ${o.code}: ${o.text.slice(0, 200)}`)).toEqual([]);
  });

  it('says each bad input in one line and exits 2', () => {
    expect(bad.filter((o) => o.code !== 2 || o.text.trim().split('\n').length !== 1).map((o) => `${o.argv.join(' ')} -> ${o.code}: ${o.text}`)).toEqual([]);
  });

  it('covers every resolution subcommand', () => {
    const used = new Set(SCRIPT.map((a) => a[0]));
    const notHere = ['init', 'demo', 'batch', 'play', 'turn', 'report', 'completion', 'export', 'import', 'serve', 'host']; // serve and host run until stopped: tests/commands/serve.test.ts reads serve's French pages, tests/state/pg-host.test.ts host's French lines
    // The commands this game plays: the engine's and its game's (another game's, Guérilla Urbaine's, are not offered here).
    const state = game.readState().game;
    const ours = Object.keys(COMMANDS).filter((c) => Object.hasOwn(ENGINE_COMMANDS, c) || commandOwners(c).some((sys) => plays(state, sys)));
    expect(ours.length).toBeGreaterThan(40);
    expect(ours.filter((c) => !used.has(c) && !notHere.includes(c))).toEqual([]);
  });

  it('holds no English phrase of the catalogue', () => {
    const phrases = englishPhrases();
    // rules diff quotes the English rulebook itself (its "en:" lines): the text compared, not output.
    const text = (o: { argv: string[]; text: string }) => (o.argv[0] === 'rules' ? o.text.replace(/^ +en: .*$/gm, '') : o.text);
    // Each output scrubbed once, then searched for the phrases whose whole words it has.
    const found = outputs.flatMap((o) => {
      const scrubbed = scrub(text(o));
      const words = wordsOf(scrubbed);
      return phrases.filter((p) => mayHold(words, p) && scrubbed.includes(p)).map((p) => `${o.argv[0]}: "${p}"`);
    });
    expect(found).toEqual([]);
  });

  it('puts a space before « : ; ? ! »', () => {
    // rules diff quotes the English rulebook (its "en:" lines).
    const found = outputs.flatMap((o) => frenchPunctuationIn(o.argv[0] === 'rules' ? o.text.replace(/^ +en: .*$/gm, '') : o.text).map((l) => `${o.argv.join(' ')}: ${l}`));
    expect([...new Set(found)]).toEqual([]);
  });

  it('writes its decimals with a comma', () => {
    // rules diff quotes the English rulebook (its "en:" lines); ids and paths (crowds.a.rl, 0.1.0) are not numbers.
    const found = outputs.flatMap((o) =>
      (o.argv[0] === 'rules' ? o.text.replace(/^ +en: .*$/gm, '') : o.text)
        .split('\n')
        .filter((l) => /(?<![\w.])\d+\.\d+(?![\w.])/.test(l))
        .map((l) => `${o.argv.join(' ')}: ${l.trim()}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });

  it('holds no English word', async () => {
    // rules diff prints the tables' own values (in, cm, dead...): data, not text.
    const quiet = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: process.stdin, env: process.env, cwd: game.dir, argv: [] };
    const state = game.readState().game;
    const allowed = new Set([...namesOf(state), ...codesOf(await buildProgram([], quiet as never), state)]);
    const found = outputs.filter((o) => o.argv[0] !== 'rules').flatMap((o) => englishIn(o.text, allowed).map((l) => `${o.argv.join(' ')}: ${l}`));
    expect(found).toEqual([]);
  });
});
