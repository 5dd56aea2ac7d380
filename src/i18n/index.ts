// Message catalogues: one per language (en.ts, fr.ts). Codes and JSON keys
// never go through here; only text a person reads does (R14).
import { en } from './en.js';
import { fr } from './fr.js';
import type { Lang } from '../rules/types.js';

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Lang, Partial<Record<string, string>>> = { en, fr };

/** The catalogues games and packs add (GameSystem.messages, src/engine/registry.ts), after the engine's own. */
const added: Record<Lang, Partial<Record<string, string>>[]> = { en: [], fr: [] };

/** Adds a game's or pack's entries to the catalogue of `lang` (a key the catalogue has keeps its text). */
export function registerMessages(lang: Lang, entries: Partial<Record<string, string>>): void {
  if (!added[lang].includes(entries)) added[lang].push(entries);
}

/** The text of `key` in the catalogue of `lang` (its own, then what systems added), if any. */
function lookup(lang: Lang, key: string): string | undefined {
  const own = catalogues[lang][key];
  if (own !== undefined) return own;
  for (const c of added[lang]) if (Object.hasOwn(c, key)) return c[key];
  return undefined;
}

/** True when the catalogue of `lang` has its own text for `key`. */
export function hasMessage(lang: Lang, key: string): boolean {
  return lookup(lang, key) !== undefined;
}

/**
 * The text for `key` in `lang`, with `{name}` placeholders filled from params.
 * A key missing from `lang` falls back to English; a key missing everywhere is
 * returned as is (a test keeps that from shipping).
 */
export function t(lang: Lang, key: string, params: MessageParams = {}): string {
  const text = lookup(lang, key) ?? lookup('en', key) ?? key;
  if (!text.includes('{')) return text;
  const filled = text.includes('|') ? text.replace(PLURAL, (m, name: string, one: string, other: string) => (name in params ? (pluralOne(lang, Number(params[name])) ? one : other) : m)) : text;
  return filled.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
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

/** A percentage as the language writes it: 83.3% in English, 83,3 % in French (a narrow no-break space before %). */
export function percent(lang: Lang, p: number, digits = 1): string {
  return lang === 'fr' ? `${decimal(lang, p, digits)}\u202f%` : `${decimal(lang, p, digits)}%`;
}

