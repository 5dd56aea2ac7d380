// RIOT's change lines (GameSystem.changeText): its state is one key, `riot`,
// so the engine's line would read "teams — police credits"; this words each
// change by its subject: "police: credits 12 → 9", "crs1: place gare →
// gare-poste", "new unit crs1 (crs) at hq", "round: opinion card owed no → yes".
import { hasMessage, t } from '../../i18n/index.js';
import { teamName } from '../../rules/riot/fight.js';
import type { Effect, Lang } from '../../rules/types.js';

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

/** "before → after" of one effect. */
function change(e: Effect, lang: Lang): string {
  if (e.op === 'add') return `${words(e.prev ?? 0, lang)} → ${Number(e.prev ?? 0) + e.value}`;
  return `${words(e.prev, lang)} → ${e.op === 'set' ? words(e.value, lang) : '—'}`;
}

/** RIOT's line for one change of its state, or undefined for the engine's. */
export function riotChangeText(e: Effect, lang: Lang): string | undefined {
  const [root, map, id, ...rest] = e.path.split('.');
  if (root !== 'riot' || map === undefined) return undefined;
  const line = (subject: string, what: string) => t(lang, 'riot.change.line', { subject, what, change: change(e, lang) });
  if (map === 'teams' && id !== undefined && rest.length > 0) return line(teamName(lang, id), rest.map((r) => field(r, lang)).join(' '));
  if (map === 'units' && id !== undefined) {
    if (rest.length > 0) return line(id, rest.map((r) => field(r, lang)).join(' '));
    if (e.op === 'set' && e.prev === undefined && e.value && typeof e.value === 'object') {
      const u = e.value as { type?: unknown; team?: unknown; at?: unknown };
      return t(lang, 'riot.change.unit-new', { unit: id, type: String(u.type), team: teamName(lang, String(u.team)), at: String(u.at) });
    }
    if (e.op === 'del' || (e.op === 'set' && e.value === undefined)) return t(lang, 'riot.change.unit-gone', { unit: id });
  }
  if (map === 'round') {
    if (id === undefined) return t(lang, 'riot.change.round-new');
    // A group's attacks this turn (team@place, l.83).
    if (id === 'attacks' && rest.length > 0) {
      const [team, place] = rest.join('.').split('@');
      return line(t(lang, 'riot.change.round'), t(lang, 'riot.change.attacks', { team: teamName(lang, team), place: place ?? '' }));
    }
    return line(t(lang, 'riot.change.round'), [id, ...rest].map((r) => field(r, lang)).join(' '));
  }
  if (map === 'cardDeck' || map === 'opinion') return line(t(lang, `riot.change.${map}`), [id, ...rest].filter((x) => x !== undefined).map((r) => field(r, lang)).join(' '));
  return undefined;
}
