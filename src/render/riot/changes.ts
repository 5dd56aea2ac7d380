// RIOT's change lines (GameSystem.changeText): its state is one key, `riot`,
// so the engine's line would read "teams — police credits"; this words each
// change by its subject: "police: credits 12 → 9", "crs1: place gare →
// gare-poste", "new unit crs1 (crs) at hq", "round: opinion card owed no → yes".
import { hasMessage, t } from '../../i18n/index.js';
import { teamName } from '../../rules/riot/fight.js';
import { HOSPITAL, HQ } from '../../rules/riot/tables.js';
import type { Effect, Lang } from '../../rules/types.js';
import { cardName, placeName, unitName, type NameSource } from './names.js';

/** A value as the umpire reads it: yes/no, a list, nothing as a dash. */
function words(v: unknown, lang: Lang): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return t(lang, v ? 'change.yes' : 'change.no');
  if (Array.isArray(v)) return v.length ? v.map((x) => words(x, lang)).join(', ') : '—';
  if (typeof v === 'object') return Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k} ${words(x, lang)}`).join(', ') || '—';
  return String(v);
}

/** A field's word (`riot.change.f.<field>`), else its name. */
function field(name: string, lang: Lang): string {
  const key = `riot.change.f.${name}`;
  return hasMessage(lang, key) ? t(lang, key) : name;
}

/** A place as the umpire reads it: a building or a street by its name, a zone's entry point, the police HQ or the hospital in words (U402). */
function placeWords(s: NameSource, v: unknown, lang: Lang): string {
  if (typeof v !== 'string') return words(v, lang);
  if (v === HQ || v === HOSPITAL) return t(lang, `riot.change.${v}`);
  return placeName(s, lang, v);
}

/** Cards (a hand, a deck's cards drawn, penalties waiting) by their names. */
function cardsWords(s: NameSource, v: unknown, lang: Lang): string {
  return Array.isArray(v) && v.length ? v.map((x) => cardName(s, String(x))).join(', ') : words(v, lang);
}

/** Each unit's moves this turn (`unit: n`), the units by their names. */
function movesWords(s: NameSource, v: unknown, lang: Lang): string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return words(v, lang);
  return Object.entries(v as Record<string, unknown>).map(([k, x]) => `${unitName(s, k)} ${words(x, lang)}`).join(', ') || '—';
}

/** A turn's attacks (`team@place` and their count, l.83) in words. */
function attacksWords(s: NameSource, v: unknown, lang: Lang): string {
  if (!v || typeof v !== 'object') return words(v, lang);
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries
    .map(([k, n]) => {
      const [team, place] = k.split('@');
      return t(lang, 'riot.change.attacks-one', { team: teamName(lang, team), place: placeName(s, lang, place ?? ''), n: String(n) });
    })
    .join(', ');
}

/** "before → after" of one effect, each value in words (`as`: a field's own words). */
function change(e: Effect, lang: Lang, as: (v: unknown, lang: Lang) => string = words): string {
  if (e.op === 'add') return `${as(e.prev ?? 0, lang)} → ${Number(e.prev ?? 0) + e.value}`;
  return `${as(e.prev, lang)} → ${e.op === 'set' ? as(e.value, lang) : '—'}`;
}

/** RIOT's line for one change of its state, or undefined for the engine's; `game`: its state, to name the ids (U402), else the ids. */
export function riotChangeText(e: Effect, lang: Lang, game?: unknown): string | undefined {
  const [root, map, id, ...rest] = e.path.split('.');
  if (root !== 'riot' || map === undefined) return undefined;
  const s: NameSource = (game as { riot?: NameSource } | null | undefined)?.riot ?? {};
  const asPlace = (v: unknown, l: Lang) => placeWords(s, v, l);
  const asCards = (v: unknown, l: Lang) => cardsWords(s, v, l);
  // A unit gone from the state is named by its type, which its record (the effect's before) still gives.
  const typeOf = (v: unknown) => (v && typeof v === 'object' ? String((v as { type?: unknown }).type ?? '') : undefined);
  const unit = (u: string) => unitName(s, u, typeOf(e.prev) ?? (e.op === 'set' ? typeOf(e.value) : undefined));
  const line = (subject: string, what: string, as?: (v: unknown, lang: Lang) => string) => t(lang, 'riot.change.line', { subject, what, change: change(e, lang, as) });
  if (map === 'teams' && id !== undefined && rest.length > 0) return line(teamName(lang, id), rest.map((r) => field(r, lang)).join(' '), rest.join('.') === 'hand' ? asCards : undefined);
  if (map === 'units' && id !== undefined) {
    if (rest.length > 0) return line(unit(id), rest.map((r) => field(r, lang)).join(' '), rest.join('.') === 'at' ? asPlace : undefined);
    if (e.op === 'set' && e.prev === undefined && e.value && typeof e.value === 'object') {
      const u = e.value as { type?: unknown; team?: unknown; at?: unknown };
      const ty = String(u.type);
      const typeName = s.types && Object.hasOwn(s.types, ty) ? s.types[ty].name : ty;
      return t(lang, 'riot.change.unit-new', { unit: unit(id), type: typeName, team: teamName(lang, String(u.team)), at: asPlace(u.at, lang) });
    }
    if (e.op === 'del' || (e.op === 'set' && e.value === undefined)) return t(lang, 'riot.change.unit-gone', { unit: unit(id) });
  }
  if (map === 'round') {
    if (id === undefined) return t(lang, 'riot.change.round-new');
    // A group's attacks this turn (team@place, l.83).
    if (id === 'attacks' && rest.length > 0) {
      const [team, place] = rest.join('.').split('@');
      return line(t(lang, 'riot.change.round'), t(lang, 'riot.change.attacks', { team: teamName(lang, team), place: placeName(s, lang, place ?? '') }));
    }
    if (id === 'attacks') return line(t(lang, 'riot.change.round'), t(lang, 'riot.change.attacks-all'), (v, l) => attacksWords(s, v, l));
    // A unit's moves this turn (l.75): the unit by its name.
    if (id === 'moves' && rest.length > 0) return line(t(lang, 'riot.change.round'), `${field('moves', lang)} ${unit(rest.join('.'))}`);
    if (id === 'moves') return line(t(lang, 'riot.change.round'), field('moves', lang), (v, l) => movesWords(s, v, l));
    // Whose turn, who has played: the teams by name.
    if (id === 'team' || id === 'played') return line(t(lang, 'riot.change.round'), field(id, lang), (v, l) => (v === null || v === undefined ? '—' : Array.isArray(v) ? (v.length ? v.map((x) => teamName(l, String(x))).join(', ') : '—') : teamName(l, String(v))));
    return line(t(lang, 'riot.change.round'), [id, ...rest].map((r) => field(r, lang)).join(' '));
  }
  // The police's order of play (l.113, U246): the teams by name, first to last.
  if (map === 'order' && id === undefined) return line(t(lang, 'riot.change.round'), t(lang, 'riot.change.order'), (v, l) => (Array.isArray(v) && v.length ? v.map((x) => teamName(l, String(x))).join(', ') : '—'));
  if (map === 'cardDeck' || map === 'opinion') return line(t(lang, `riot.change.${map}`), [id, ...rest].filter((x) => x !== undefined).map((r) => field(r, lang)).join(' '), id === 'drawn' || id === 'pending' ? asCards : undefined);
  return undefined;
}
