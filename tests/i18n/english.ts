// Finds English words in text meant to be French: every word of the text
// (letters only, accents count as letters) looked up in a list of common
// English words that are not also French (english-words.txt beside this
// file), after the names, ids and codes a French text may quote are taken out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { COMMANDS } from '../../src/commands/index.js';
import { ALL_EN } from '../helpers/catalogues.js';
import { factsOf } from '../../src/commands/facts.js';
import { PLAYER_ACTIONS } from '../../src/rules/civil-disorder/actions.js';
import { TRIGGERS } from '../../src/rules/civil-disorder/overreact.js';
import { NEGOTIATOR } from '../../src/state/civil-disorder/types.js';
import type { GameState } from '../../src/state/civil-disorder/types.js';

/** The English words (lower case), from english-words.txt. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  readFileSync(join(__dirname, 'english-words.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#')),
);

/** Command names are codes (`loot : pas de foule...`, the help's list of commands), and so are the REPL's own and the procedures the log names apart (`opinion-draw`). */
const COMMAND_NAMES = new RegExp(`(?<![\\p{L}\\w-])(${[...Object.keys(COMMANDS), 'help', 'player', 'clear', 'exit', 'quit', 'opinion-draw'].join('|')})(?![\\p{L}\\w-])`, 'gu');

/** Names any text may quote (the games', the program's, formats'), and the loans Émeutes itself uses (sniper, Flash-Ball). */
const NAMES = new Set(['civil', 'disorder', 'jim', 'wallman', 'umpire', 'markdown', 'chromium', 'ctrl', 'tab', 'flash', 'ball', 'sniper', 'snipers', 'json', 'csv', 'md', 'yaml', 'html', 'bash', 'zsh', 'fish']);

/**
 * What is not prose in a French text: the command lines it echoes
 * (`→ umpire melee crs --intent arrest`), options (`--fires`), codes in
 * brackets or before a colon with no space (`[open-fire]`, `riot-charging: ...`:
 * French puts a space before its colon, a code does not), state paths
 * (`crowds.lyceens.rl`) and the effect lines (`turn: 1 → 2`).
 */
export function scrubCodes(text: string): string {
  return scrubMarked(
    text
      .split('\n')
      .filter((l) => !/^\s*(turn|[a-z]+\.[\w-]+(\.[\w.-]+)?): .*→/.test(l))
      .join('\n'),
  )
    .replace(/(?<![\p{L}\w-])[a-z][\w-]*(?=\u00a0?:(\s|$))/gu, ' ')
    .replace(/(?<![\p{L}\w-])[a-z0-9]+(-[a-z0-9]+)+(?![\p{L}\w])/gu, ' ')
    .replace(COMMAND_NAMES, ' ');
}

/**
 * What a text marks as code, taken out: the command lines it echoes
 * (`→ umpire melee crs --intent arrest`), state paths (`crowds.lyceens.rl`),
 * what is quoted (`x`, « x », "x", <x>, [x], a code alone in brackets after
 * its word: `arrêter (arrest)`), file paths, options (`--fires`) and lists of
 * codes (`close|maximum`).
 */
export function scrubMarked(text: string): string {
  return text
    .replace(/(^|\s)[→$] umpire .*$/gm, ' ')
    .replace(/\bumpire [a-z][\w-]*(?: (?:<[^>]+>|--?[\w-]+|[a-z0-9][\w:,.-]*))*/g, ' ')
    .replace(/\(pack [a-z][\w-]*\)/g, ' ')
    .replace(/\b[a-z]+(\[\d+\])?(\.[\w-]+(\[\d+\])?)+\b/g, ' ')
    .replace(/`[^`]*`|<[^<>\s]*>|\[[\w-]+(\.\.\.)?\]|\S*\/\S*/g, ' ')
    .replace(/«\s*(help|player|clear|exit|quit|umpire)\b[^»]*»/g, ' ')
    .replace(/«\s*[\w-]+\s*»/g, ' ') // one word quoted: what the user typed, echoed back
    .replace(/(?<![\p{L}\w-])--?[a-z][\w-]*/gu, ' ')
    .replace(/\((--)?[a-z][a-z0-9-]*\)/g, ' ')
    .replace(/"[a-z][\w-]*"/g, ' ') // a code in quotes: --help's choices ("regular-police", "swat")
    .replace(/(?<![\p{L}\w-])[a-z][a-z0-9-]*(\|[a-z][a-z0-9-]*)+/gu, ' ');
}

/**
 * The English words of a French text, each with the line it is on; `allowed`
 * holds the names and ids the text may quote (the scenario's), lower case.
 */
export function englishIn(text: string, allowed: ReadonlySet<string> = new Set(), o: { strict?: boolean } = {}): string[] {
  const out: string[] = [];
  // Strict: a code stands in French text only where it is marked as one (the command names aside: what the user types).
  const scrubbed = o.strict ? scrubMarked(text).replace(COMMAND_NAMES, ' ').replace(/\bpick-up\b/g, ' ') : scrubCodes(text);
  for (const line of scrubbed.split('\n')) {
    // A word in capitals is an acronym (SWAT, JSON, CS), not prose.
    const words = (line.match(/\p{L}+/gu) ?? []).filter((w) => w !== w.toUpperCase() || w.length === 1).map((w) => w.toLowerCase());
    const bad = [...new Set(words.filter((w) => ENGLISH_WORDS.has(w) && !allowed.has(w) && !NAMES.has(w)))];
    if (bad.length > 0) out.push(`${bad.join(',')}: ${line.trim()}`);
  }
  return out;
}

/** The words of a game's ids and names (crowds, units, buildings...), lower case: what a French text may quote. */
export function namesOf(game: unknown, o: { deep?: boolean } = {}): Set<string> {
  if (o.deep) {
    // Every key and text of the scenario's state: its ids, names, objectives and missions, at any depth.
    const deep = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string') (v.match(/\p{L}+/gu) ?? []).forEach((w) => deep.add(w.toLowerCase()));
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          walk(k);
          walk(x);
        }
    };
    walk(game);
    return deep;
  }
  const out = new Set<string>();
  const add = (s: string) => (s.match(/\p{L}+/gu) ?? []).forEach((w) => out.add(w.toLowerCase()));
  const g = game as Record<string, unknown>;
  if (typeof g.title === 'string') add(g.title);
  for (const v of Object.values(g)) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
    for (const [id, e] of Object.entries(v as Record<string, unknown>)) {
      add(id);
      if (e && typeof e === 'object' && typeof (e as { name?: unknown }).name === 'string') add((e as { name: string }).name);
    }
  }
  return out;
}

/** The fixed values of every option of the program (`arrest`, `pistol`, `surrounded`), the player actions, triggers and negotiator qualities: codes a French text may quote. */
export function codesOf(program: Command, game: GameState | null): string[] {
  const picked = (c: Command) =>
    (factsOf(c)?.options ?? []).flatMap((f) => {
      try {
        return (f.pick?.(game as GameState, [], 'fr') ?? []).map((p) => p.value);
      } catch {
        return []; // a pick list that needs a game or its subjects
      }
    });
  return [...PLAYER_ACTIONS, ...TRIGGERS, ...NEGOTIATOR, ...program.commands.flatMap((c) => [...c.options.flatMap((o) => o.argChoices ?? []), ...c.registeredArguments.flatMap((a) => a.argChoices ?? []), ...picked(c)])];
}

/**
 * French punctuation: « : ; ? ! » take a space before them. A colon glued to
 * a word is a code's (`riot-charging: ...`, `crowds.a.rl: 5`), so only a
 * colon after prose is flagged: after a phrase of several words or a
 * capitalised word (`Intentions des joueurs:`, `Fp:`). Returns the lines at fault.
 */
export function frenchPunctuationIn(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*[→$] umpire /.test(line)) continue;
    const bad = [...line.matchAll(/(?<=[\p{L})»])([:;!?])(?=\s|$)/gu)].some((m) => {
      if (m[1] !== ':') return true;
      const before = line.slice(0, m.index).split(/[·(|,;—│┃\[]|\s{2,}|: /).pop()!.trim();
      return /\s/.test(before) || /^\p{Lu}\p{Ll}/u.test(before);
    });
    if (bad) out.push(line.trim());
  }
  return out;
}

/** Words only French has: its accents, and its commonest words that English does not also use. */
const FRENCH_WORDS = new Set(['le', 'les', 'des', 'une', 'du', 'aux', 'est', 'et', 'ou', 'sur', 'dans', 'pour', 'avec', 'qui', 'que', 'foule', 'foules', 'tour', 'unité', 'unités', 'joueur', 'joueurs', 'aucun', 'aucune', 'jet', 'dés', 'bâtiment', 'figurine', 'figurines', 'équipe', 'manche', 'carte', 'cartes', 'sans', 'puis', 'ni', 'il', 'elle', 'ils', 'sont', 'fait', 'tir', 'oui']);

/** The French words of a text meant to be English, each with its line; `allowed` holds the game's names and ids (lower case). */
export function frenchIn(text: string, allowed: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const line of scrubMarked(text).split('\n')) {
    const words = (line.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
    const bad = [...new Set(words.filter((w) => !allowed.has(w) && !GAME_NAMES.has(w) && (/[àâçéèêëîïôûùœ]/.test(w) || FRENCH_WORDS.has(w))))];
    if (bad.length > 0) out.push(`${bad.join(',')}: ${line.trim()}`);
  }
  return out;
}
/** The games' own names and terms, in French whatever the language (Émeutes, Guérilla Urbaine's « pas » and Médico, RIOT's médiactiviste). */
const GAME_NAMES = new Set(['émeutes', 'guérilla', 'urbaine', 'pas', 'médico', 'médiactiviste', 'rapide']);

/**
 * Raw ids in a text: a catalogue key shown in place of its text
 * (`riot.buy.term.card`), a code the catalogues have a word for standing in
 * prose (`infiltrator-rifle`, `baton-rounds-row`: kebab-case, not marked as
 * a code, not a command), or ids put together as the state keeps them
 * (`entry:gare`, `autonomes@gare-poste`).
 */
export function rawIdsIn(text: string, keys: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const found = (line.match(/[a-z][\w-]*(\.[\w-]+)+/g) ?? []).filter((w) => keys.has(w));
    // An English pick list's or checklist's label (`+2 first-appearance: ...`) shows the code as typed, marked by its colon.
    const prose = scrubMarked(line).replace(COMMAND_NAMES, ' ').replace(/^\s*([+-]\d+( each)? )?[a-z][\w-]*: /, ' ');
    found.push(...(prose.match(/(?<![\p{L}\w-])[a-z][a-z0-9]*(-[a-z0-9]+)+(?![\p{L}\w-])/gu) ?? []).filter((w) => codeWords().has(w)));
    found.push(...(prose.match(/(?<![\p{L}\w-])[a-z][\w-]*[:@][a-z][\w-]*/gu) ?? []));
    if (found.length > 0) out.push(`${[...new Set(found)].join(',')}: ${line.trim()}`);
  }
  return out;
}

let CODE_WORDS: Set<string> | undefined;
/** The kebab-case codes the catalogues give a word (the last part of a key, `iv.weapon.infiltrator-rifle`). */
function codeWords(): Set<string> {
  if (CODE_WORDS) return CODE_WORDS;
  CODE_WORDS = new Set();
  for (const k of Object.keys(ALL_EN)) {
    const last = k.split('.').pop()!;
    // A code that is an English compound its own text uses (`non-lethal`, `single-shot`) reads as a word.
    const text = ALL_EN[k].toLowerCase();
    if (/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(last) && !text.includes(last) && !text.includes(last.replace(/-/g, ' '))) CODE_WORDS.add(last);
  }
  return CODE_WORDS;
}
