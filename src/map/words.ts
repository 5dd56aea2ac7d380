// Numbers, points and lengths of the map in the output language's words
// (a decimal comma in French): light, no geometry, for the renderer too.
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import type { MapState, PiecePos, Pt } from './types.js';

/** A number as the output language writes it: at most two decimals, a decimal comma in French. */
export function numText(lang: Lang, n: number): string {
  const s = String(Math.round(n * 100) / 100);
  return lang === 'fr' ? s.replace('.', ',') : s;
}

/** A point as the output language writes it: "(30, 20)", "(30 ; 20)". */
export function ptText(lang: Lang, p: Pt): string {
  return lang === 'fr' ? `(${numText(lang, p[0])} ; ${numText(lang, p[1])})` : `(${numText(lang, p[0])}, ${numText(lang, p[1])})`;
}

/** A distance in the map's unit, in words: "7.5 in", "7,5 po". */
export function lengthText(lang: Lang, map: Pick<MapState, 'unit'>, n: number): string {
  return `${numText(lang, n)} ${t(lang, `map.unit.${map.unit}`)}`;
}

/** A position as a change of the log reads it (no map at hand: a zone by its id): "(30, 20)", "high-street". */
export function posWords(lang: Lang, p: Partial<PiecePos> | null | undefined): string {
  if (!p || typeof p !== 'object') return '—';
  const at = Array.isArray(p.at) && p.at.length === 2 ? ptText(lang, p.at as Pt) : null;
  return [at, typeof p.zone === 'string' ? p.zone : null].filter((x) => x !== null).join(' · ') || '—';
}
