// Message catalogues: the engine's own (en.ts, fr.ts) and each game's or pack's
// (src/i18n/<system-id>/, registered through its GameSystem's `messages`). Codes
// and JSON keys never go through here; only text a person reads does (R14).
// A key is checked by tests, not by the type: tests/i18n/catalogue.test.ts
// fails for a literal key the code uses that no catalogue has.
import { en } from './en.js';
import { fr } from './fr.js';
import type { Lang } from '../rules/types.js';

export type MessageParams = Record<string, string | number>;

type Catalogue = Partial<Record<string, string>>;
const catalogues: Record<Lang, Catalogue> = { en, fr };

/**
 * In the bundle each catalogue is a proxy that builds it on first use
 * (scripts/build.mjs, lazy-catalogues) and gives the catalogue itself for this
 * symbol: texts are then read from it directly, not through the proxy's trap
 * at every lookup. Under tsx and vitest the catalogue is the module's object.
 */
const ITSELF = Symbol.for('umpire.catalogue');
const direct: Partial<Record<Lang, Catalogue>> = {};
const catalogue = (lang: Lang): Catalogue => (direct[lang] ??= ((catalogues[lang] as Record<symbol, Catalogue | undefined>)[ITSELF] ?? catalogues[lang]));

/** The catalogues games and packs add (GameSystem.messages, src/engine/registry.ts), after the engine's own. */
const added: Record<Lang, Catalogue[]> = { en: [], fr: [] };
/** The same catalogues, each read once through the bundle's proxy (filled as lookups reach them). */
const addedDirect: Record<Lang, Catalogue[]> = { en: [], fr: [] };

/** Adds a game's or pack's entries to the catalogue of `lang` (a key the catalogue has keeps its text). */
export function registerMessages(lang: Lang, entries: Catalogue): void {
  if (!added[lang].includes(entries)) added[lang].push(entries);
}

/**
 * Texts already found, by language and key: a key's text never changes once
 * found (the engine's catalogue comes first, then the systems' in the order
 * they were added, and a later one never overrides an earlier one), so one Map
 * read replaces the walk through the catalogues (a batch asks for the same
 * few keys tens of thousands of times). Misses are not kept: a system's
 * catalogue added later may have the key.
 */
const found: Record<Lang, Map<string, string>> = { en: new Map(), fr: new Map() };

/** The text of `key` in the catalogue of `lang` (its own, then what systems added), if any. */
function lookup(lang: Lang, key: string): string | undefined {
  const seen = found[lang].get(key);
  if (seen !== undefined) return seen;
  const text = lookupIn(lang, key);
  if (text !== undefined) found[lang].set(key, text);
  return text;
}

function lookupIn(lang: Lang, key: string): string | undefined {
  const own = catalogue(lang)[key];
  if (own !== undefined) return own;
  const list = added[lang];
  const read = addedDirect[lang];
  for (let i = 0; i < list.length; i++) {
    // A system's catalogue is a lazy proxy in the bundle too: read the catalogue itself (built now, at its first lookup).
    const entries = (read[i] ??= (list[i] as Record<symbol, Catalogue | undefined>)[ITSELF] ?? list[i]);
    if (Object.hasOwn(entries, key)) return entries[key];
  }
  return undefined;
}

/** True when the catalogue of `lang` has its own text for `key`. */
export function hasMessage(lang: Lang, key: string): boolean {
  return lookup(lang, key) !== undefined;
}

/** A text made ready to fill: its `{name}` placeholders found once (a batch asks for the same few texts tens of thousands of times). */
interface Template {
  text: string;
  /** Literal, name, literal, ... split at the placeholders; null when the text has none (it is the result as it is). */
  parts: string[] | null;
  /** The text has `{n|one|other}` plurals: filled by the regular expressions. */
  plural: boolean;
}

function template(text: string): Template {
  if (!text.includes('{')) return { text, parts: null, plural: false };
  if (text.includes('|')) return { text, parts: [], plural: true };
  return { text, parts: text.split(/\{(\w+)\}/), plural: false };
}

/**
 * The templates of the texts found in each language's own catalogues, by key
 * (a key's text never changes once found, see `found`). A key that falls back
 * to English or to itself is not kept: the language's text may be added later.
 */
const templates: Record<Lang, Map<string, Template>> = { en: new Map(), fr: new Map() };

const keys = new Map<string, Map<string | number, string>>();

/**
 * `${prefix}${suffix}` as a catalogue key, made once per pair: a rule that
 * names its text by a code (`rl.state.5`) asks for the same key at every
 * resolution, and the same string each time is found at once where a new one
 * is built and hashed again.
 */
export function keyOf(prefix: string, suffix: string | number): string {
  let byPrefix = keys.get(prefix);
  if (byPrefix === undefined) keys.set(prefix, (byPrefix = new Map()));
  let key = byPrefix.get(suffix);
  if (key === undefined) byPrefix.set(suffix, (key = `${prefix}${suffix}`));
  return key;
}

/** No placeholders given (the default of t(), not a new object per call). */
const NO_PARAMS: MessageParams = Object.freeze({}) as MessageParams;

/**
 * The text for `key` in `lang`, with `{name}` placeholders filled from params.
 * A key missing from `lang` falls back to English; a key missing everywhere is
 * returned as is (a test keeps that from shipping).
 */
export function t(lang: Lang, key: string, params: MessageParams = NO_PARAMS): string {
  let tp = templates[lang].get(key);
  if (tp === undefined) {
    const own = lookup(lang, key);
    tp = template(own ?? lookup('en', key) ?? key);
    if (own !== undefined) templates[lang].set(key, tp);
  }
  const parts = tp.parts;
  if (parts === null) return tp.text;
  if (tp.plural) {
    const filled = tp.text.replace(PLURAL, (m, name: string, one: string, other: string) => (name in params ? (pluralOne(lang, Number(params[name])) ? one : other) : m));
    return filled.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? paramText(lang, params[name]) : m));
  }
  // The same filling as the replace above, from the text split once at its placeholders.
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i];
    out += (name in params ? paramText(lang, params[name]) : `{${name}}`) + parts[i + 1];
  }
  return out;
}

/** A placeholder's value as text: a number with decimals as the language writes it (3,16 in French); strings as they are. */
function paramText(lang: Lang, v: unknown): string {
  return typeof v === 'number' && lang !== 'en' && !Number.isInteger(v) ? numberText(lang, v) : String(v);
}

/** `{n|entry|entries}`: the word agreeing with the count n, by the language's own rule (French 0 and 1 are singular). */
const PLURAL = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g;
const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};
function pluralOne(lang: Lang, n: number): boolean {
  const rules = (pluralRules[lang] ??= new Intl.PluralRules(lang));
  return rules.select(n) === 'one';
}

/** All keys of a catalogue (for the completeness tests and `rules diff`). */
export function messageKeys(lang: Lang): string[] {
  return [...new Set([...Object.keys(catalogues[lang]), ...added[lang].flatMap((c) => Object.keys(c))])];
}

/**
 * A code shown as a word: the text of the first of `keys` the catalogue has
 * (in `lang`, else English), or the code itself when none has one.
 */
export function wordFor(lang: Lang, keys: string[], code: string): string {
  const key = keys.find((k) => hasMessage(lang, k) || hasMessage('en', k));
  return key ? t(lang, key) : code;
}

/** A casualty's side, cause, injury or status code as a word of `lang`. */
export function casualtyWord(lang: Lang, field: 'side' | 'cause' | 'injury' | 'status', code: string): string {
  const keys = [`casualty.${field}.${code}`];
  if (field === 'cause') keys.push(`${code}.procedure`);
  if (field === 'status') keys.push(`triage.status.${code}`);
  return wordFor(lang, keys, code);
}

/** A number with `digits` decimals as the language writes it: 12.5 in English, 12,5 in French. */
export function decimal(lang: Lang, n: number, digits: number): string {
  const s = n.toFixed(digits);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** A number as the language writes it, with all its decimals: 12.5 in English, 12,5 in French. */
export function numberText(lang: Lang, n: number): string {
  return lang === 'fr' ? String(n).replace('.', ',') : String(n);
}

/** A percentage as the language writes it: 83.3% in English, 83,3 % in French (a narrow no-break space before %). */
export function percent(lang: Lang, p: number, digits = 1): string {
  return lang === 'fr' ? `${decimal(lang, p, digits)}\u202f%` : `${decimal(lang, p, digits)}%`;
}

/**
 * A code and what it means, as a pick list or checklist shows them: English
 * `riot-charging: Specialist riot forces charging (-2)`; French by its words
 * first, the code (English, what the user types) after in brackets:
 * `Forces de maintien de l’ordre chargeant (-2) (riot-charging)`.
 */
export function labelled(lang: Lang, code: string, text: string): string {
  return lang === 'fr' ? `${text} (${code})` : `${code}: ${text}`;
}
