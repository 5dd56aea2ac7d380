// RIOT as its own game: the facts the procedures take, read from the game's
// slice (`riot`), and parsing of the options they share. No rule here: each
// value is looked up or parsed, and the rules in src/rules/riot/ decide.
import { UserError } from '../../errors.js';
import type { Fighter } from '../../rules/riot/fight.js';
import type { Place } from '../../rules/riot/move.js';
import { entryOf, hasShield, HOSPITAL, HQ, strengthAt, TEAMS, type PlaceKind } from '../../rules/riot/tables.js';
import type { RiotState, RiotUnit } from '../../state/riot/state.js';
import { unitName } from '../../render/riot/names.js';
import { choiceOpt, listedIds, lookup } from '../common.js';

/** On a game with a map: each RIOT place a zone of the map is (its `place`, U335) -> that zone; none without a map. */
export function mapZonesOf(game: unknown): Record<string, string> | undefined {
  const zones = (game as { map?: { zones: readonly { id: string; place?: string }[] } }).map?.zones;
  if (!zones) return undefined;
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const z of zones) if (z.place !== undefined) out[z.place] = z.id;
  return out;
}

/** The game's slice of a state, or exit 2 saying the command is RIOT's. */
export function riotSlice(game: unknown, procedure: string): RiotState {
  const s = (game as { riot?: RiotState }).riot;
  if (!s) throw new UserError('riot-needs-game', { procedure });
  return s;
}

/** A team of the game, or exit 2 naming the teams it has. */
export function teamOf(s: RiotState, team: string): string {
  choiceOpt('<team>', team, TEAMS);
  return lookup(s.teams, team, 'riot-unknown-team').id;
}

/** A team id for a stateless lookup. */
export function teamOpt(option: string, team: unknown): string {
  return choiceOpt(option, team, TEAMS);
}

/** A unit of the game, or exit 2 listing them. */
export function unitOf(s: RiotState, id: string): RiotUnit {
  return lookup(s.units, id, 'riot-unknown-unit');
}

/** What kind of place an id of the game names, and its zone, or null for no place of the board. */
export function placeKind(s: RiotState, id: string): { kind: PlaceKind; zone: string | null } | null {
  if (id === HQ) return { kind: 'hq', zone: null };
  if (id === HOSPITAL) return { kind: 'hospital', zone: null };
  if (id.startsWith('entry:') && Object.hasOwn(s.zones, id.slice(6))) return { kind: 'entry', zone: id.slice(6) };
  if (Object.hasOwn(s.zones, id)) return { kind: 'street', zone: id };
  if (Object.hasOwn(s.buildings, id)) return { kind: 'building', zone: s.buildings[id].zone };
  return null;
}

/** Every place id of the board, for messages. */
export function placeIds(s: RiotState): string[] {
  return [...Object.keys(s.zones), ...Object.keys(s.buildings), ...Object.keys(s.zones).map(entryOf), HQ, HOSPITAL];
}

/** A place of the game with the teams in it (the units `except` left out), or exit 2 listing the places. */
export function placeOf(s: RiotState, id: string, except: readonly string[] = []): Place {
  const k = placeKind(s, id);
  if (!k) throw new UserError('riot-unknown-place', { id, known: placeIds(s).join(', ') });
  const occupants = [...new Set(Object.values(s.units).filter((u) => u.at === id && !except.includes(u.id)).map((u) => u.team))];
  return { id, ...k, occupants };
}

/** A unit as it fights where it stands (its strength there, l.127; its shield, l.93). */
export function fighterOf(s: RiotState, u: RiotUnit, where: PlaceKind): Fighter {
  const type = s.types[u.type];
  return { id: u.id, name: unitName(s, u.id), team: u.team, strength: strengthAt(type, where), cost: type.cost, shield: hasShield(u.team, type.basic), mediactiviste: type.special === 'mediactiviste' };
}

/** Ids given as a list (`a1,a2` or repeated), each once; a blank one is exit 2 naming `option` (listedIds). */
export function idList(option: string, values: readonly string[]): string[] {
  return [...new Set(listedIds(option, values))];
}

/** A new unit's id: its type and the first number no id of the game uses (the log keeps it, so undo and rebuild agree). */
export function newUnitId(s: RiotState, type: string, taken: Set<string>): string {
  const used = (id: string) => taken.has(id) || Object.hasOwn(s.units, id) || Object.hasOwn(s.zones, id) || Object.hasOwn(s.buildings, id) || Object.hasOwn(s.types, id) || Object.hasOwn(s.cards, id) || Object.hasOwn(s.missions, id) || Object.hasOwn(s.opinion.cards, id);
  let n = 1;
  while (used(`${type}${n}`)) n++;
  const id = `${type}${n}`;
  taken.add(id);
  return id;
}

/** A list of whole numbers (`2,1,3`), each within bounds, or exit 2 naming the option. */
export function intList(option: string, text: string, min: number, max: number): number[] {
  const parts = text.split(',').map((x) => x.trim());
  return parts.map((p) => {
    if (!/^\d+$/.test(p)) throw new UserError('bad-int', { option, value: p });
    const n = Number(p);
    if (n < min || n > max) throw new UserError('out-of-range', { option, value: n, min, max });
    return n;
  });
}
