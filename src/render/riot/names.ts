// How RIOT's human output names the things of a game (issue 40 item 7, U402):
// a unit by its type's name and the number ending its id (« Autonome 1 »), a
// street by its zone's name, a building by its own, an entry point as « point
// d'entrée de <zone> », the HQ and the hospital in words, a card by its name.
// The ids are the commands' and --json's; an id the game does not know reads
// as itself (a stateless line has no names).
import { t } from '../../i18n/index.js';
import { HOSPITAL, HQ } from '../../rules/riot/tables.js';
import type { Lang } from '../../rules/types.js';
import type { RiotState } from '../../state/riot/state.js';

/** What naming needs of the slice (any of it may be missing on an odd state). */
export type NameSource = Partial<Pick<RiotState, 'zones' | 'buildings' | 'types' | 'units' | 'cards' | 'opinion' | 'missions'>>;

const own = <T>(m: Readonly<Record<string, T>> | undefined, id: string): T | undefined => (m && Object.hasOwn(m, id) ? m[id] : undefined);

/**
 * A unit's name (U402): its type's name and the number its id ends with (`crs2` of type crs:
 * « Compagnie d'intervention 2 »); an id ending in no number, its type's name and the id.
 */
export function unitLabel(typeName: string, id: string): string {
  const m = /(\d+)$/.exec(id);
  return m ? `${typeName} ${Number(m[1])}` : `${typeName} ${id}`;
}

/** A unit's name from the slice, or from its type when it is gone (a removal's record), else its id. */
export function unitName(s: NameSource, id: string, type?: string): string {
  const ty = own(s.types, own(s.units, id)?.type ?? type ?? '');
  return ty ? unitLabel(ty.name, id) : id;
}

/** A place's name: a zone's street, a building, a zone's entry point, the HQ, the hospital; else the id. */
export function placeName(s: NameSource, lang: Lang, id: string): string {
  if (id === HQ || id === HOSPITAL) return t(lang, `riot.change.${id}`);
  if (id.startsWith('entry:')) {
    const z = id.slice('entry:'.length);
    return t(lang, 'riot.change.entry', { zone: own(s.zones, z)?.name ?? z });
  }
  return own(s.zones, id)?.name ?? own(s.buildings, id)?.name ?? id;
}

/** A protesters' card's or an opinion card's name, else the id. */
export function cardName(s: NameSource, id: string): string {
  return own(s.cards, id)?.name ?? own(s.opinion?.cards, id)?.name ?? id;
}

/** Any id of the game in words: a unit, a place, a card, a unit type, a mission; else the id. */
export function riotName(s: NameSource, lang: Lang, id: string): string {
  if (own(s.units, id)) return unitName(s, id);
  const p = placeName(s, lang, id);
  if (p !== id) return p;
  const c = cardName(s, id);
  if (c !== id) return c;
  return own(s.types, id)?.name ?? own(s.missions, id)?.name ?? id;
}

/** Every id of the slice with its name, for a rule's texts (`names` of its facts); `extra`: ids not in it yet (new recruits). */
export function riotNames(s: NameSource, lang: Lang, extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const z of Object.keys(s.zones ?? {})) {
    out[z] = placeName(s, lang, z);
    out[`entry:${z}`] = placeName(s, lang, `entry:${z}`);
  }
  for (const b of Object.keys(s.buildings ?? {})) out[b] = placeName(s, lang, b);
  out[HQ] = placeName(s, lang, HQ);
  out[HOSPITAL] = placeName(s, lang, HOSPITAL);
  for (const c of Object.keys(s.cards ?? {})) out[c] = cardName(s, c);
  for (const c of Object.keys(s.opinion?.cards ?? {})) out[c] = cardName(s, c);
  for (const u of Object.keys(s.units ?? {})) out[u] = unitName(s, u);
  return { ...out, ...extra };
}
