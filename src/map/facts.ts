// The rules read the map (docs/map.md, "Reading the map" and "Rules that read
// the map"; U251, U250, U252, U260-U263). Each game gives a table,
// GameSystem.mapFacts: procedure -> option -> fact (a distance from which
// piece to which, sight, contact, inside a cloud or an area, the nearest,
// the pieces of a set within a reach),
// each entry citing its rule line in each edition. One function here applies
// it wherever a procedure's facts are gathered: runProcedure and --odds
// (src/commands/common.ts) and the guided prompts (src/prompts/guide.ts).
//
// On a game with a map, an option the umpire did not type is filled from the
// map when every piece it reads is placed and fresh (U250) and the measure is
// not within the map's tolerance of the text's limit (U252). A stale or
// near-limit reading asks (exit 2 naming the option, or the guide asks it);
// an unplaced piece leaves the option as it is without a map. A typed option
// wins, and the resolution records that it was typed (U251).
import { UserError, withKeys } from '../errors.js';
import { t } from '../i18n/index.js';
import { kindEntries, type FactContext, type FactValues, type Game, type MapFact, type PieceRef, type Reading } from '../engine/system.js';
import { systemsOf } from '../engine/registry.js';
import type { Edition, Lang, Resolution } from '../rules/types.js';
import type { MapUnit } from './types.js';
import { coverBetween, mapOf, measure, nearLimit, positionOf, shelterBetween } from './view.js';
import { distanceToOutline } from '../geometry/measure.js';
import { inSector } from '../geometry/sector.js';

export type { FactContext, FactValues, MapFact, MapFactTable, PieceRef, Reading } from '../engine/system.js';

/** What a resolution, its `--json` and its `--odds` say of each fact the map gave or the umpire typed instead (`fromMap`). */
export interface MapFactEntry {
  option: string;
  fact: MapFact['fact'];
  from: string;
  to: string[];
  /** How far, in `unit` (rounded to 0.01); absent for sight. */
  distance?: number;
  /** A distance read per piece aimed at (`MapFact.each`): each one's, in the order of `to` (rounded to 0.01). */
  distances?: number[];
  unit: MapUnit;
  /** sight: a piece in clear sight; contact / inside / within: one within the reach. */
  yes?: boolean;
  /** The option's value taken: a string, true (the flag given) or false (left out); one string per piece (`MapFact.each`). */
  value: string | string[] | boolean;
  /** The reading in words (a message key's last part: `close`), when the fact says one. */
  says?: string;
  line: string;
  /** `map`: filled from the map; `typed`: the umpire's option won (U251); `unread`: a yes or no the map could not say, left as typed (U263). */
  source: 'map' | 'typed' | 'unread';
  /** Why the map could not say (`unread`). */
  ask?: MapAsk;
}

/** Why the map cannot say: a piece's position is stale (U250), the measure is too near the text's limit (U252), or the text leaves it to the table (`choice`, its `line`). */
export interface MapAsk {
  option: string;
  why: 'stale' | 'near' | 'moved' | 'sector' | 'choice';
  /** `choice`: the text's line and why the table says (`map.says.<says>`). */
  line?: string;
  says?: string;
  piece: string;
  turn?: number;
  distance?: number;
  limit?: number;
  margin?: number;
  unit: MapUnit;
  tolerance: number;
}

type Decision = { kind: 'none' } | { kind: 'typed'; entry: MapFactEntry } | { kind: 'map'; value: string | string[] | true | null; entry: MapFactEntry } | { kind: 'ask'; ask: MapAsk };

/** The long option name of a commander key (`notFaceToFace` -> `--not-face-to-face`). */
export function longOfKey(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The commander key of a long option (`--not-face-to-face` -> `notFaceToFace`). */
export function keyOfLong(long: string): string {
  return long.replace(/^--/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The options of a command's `opts` by long name. */
export function valuesOfOpts(opts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(opts)) {
    if (v === undefined) continue;
    out[longOfKey(k)] = v;
    // commander reads `--no-support` as `support: false`.
    if (v === false) out[`--no-${longOfKey(k).slice(2)}`] = true;
  }
  return out;
}

/** The tables of the game's systems for a procedure (the game's, then each pack's), loaded; null without a map or a table. */
export async function factsFor(game: Game, procedure: string): Promise<Readonly<Record<string, MapFact>> | null> {
  if (!game.map) return null;
  let out: Record<string, MapFact> | null = null;
  for (const sys of systemsOf(game)) {
    if (!sys.mapFacts) continue;
    const table = await sys.mapFacts();
    if (!Object.hasOwn(table, procedure)) continue;
    out = { ...(out ?? {}), ...table[procedure] };
  }
  return out;
}

/** The first id a piece reference names (a subject `a,b` or an option repeated gives its first), or null. */
function oneId(ref: PieceRef, subjects: readonly string[], values: FactValues): string | null {
  if ('subject' in ref) return firstOf(subjects[ref.subject]);
  if ('option' in ref) return firstOf(values[ref.option]);
  return null;
}

function firstOf(v: unknown): string | null {
  const s = Array.isArray(v) ? v[0] : v;
  if (typeof s !== 'string') return null;
  // A typed list's first (`--at g1,g2`), a value qualified after a colon (`g1:hard`) its id.
  const id = s.split(',')[0].split(':')[0].trim();
  return id === '' ? null : id;
}

/** The ids a reference names: one, or every id of its kind that `where` keeps (never `from` itself). */
function idsOf(ref: PieceRef, c: FactContext, from: string): string[] {
  const { game, subjects, values } = c;
  if ('kind' in ref) return Object.keys(kindEntries(game, ref.kind)).filter((id) => id !== from && (ref.where?.(game, id, from, c) ?? true));
  const id = oneId(ref, subjects, values);
  return id === null ? [] : [id];
}

/** Rounded for the record and the label (the decision reads the exact measure). */
const round = (n: number) => Math.round(n * 100) / 100;

/** One fact's decision on this game for these subjects and values. */
export function decide(game: Game, option: string, f: MapFact, subjects: readonly string[], values: FactValues): Decision {
  const map = mapOf(game);
  if (!map) return { kind: 'none' };
  const line = f.line[game.edition];
  if (line === undefined || f.unit[game.edition] !== map.unit) return { kind: 'none' };
  const c: FactContext = { game, edition: game.edition, subjects, values };
  if (f.when && !f.when(c)) return { kind: 'none' };
  const from = oneId(f.from, subjects, values);
  if (from === null) return { kind: 'none' };
  if (f.each && f.fact === 'distance') return decideEach(game, option, f, c, from, f.each(c), line);
  if (f.fact === 'scenery') return decideScenery(game, option, f, c, from, line);
  if (f.fact === 'shelter') return decideShelter(game, option, f, c, from, line);
  if (f.fact === 'cover') return decideCover(game, option, f, c, from, f.each ? f.each(c) : idsOf(f.to, c, from), line);
  if (f.fact === 'sector') return decideSector(game, option, f, c, from, idsOf(f.to, c, from), line);
  const to = idsOf(f.to, c, from);
  if (to.length === 0) return { kind: 'none' };
  const limits = f.limits(c);
  const typed = isTyped(c, option);

  // Each piece of `to` read: definite (its answer and distance), unplaced, stale or too near a limit.
  type One = { id: string; state: 'yes' | 'no'; distance: number | null } | { id: string; state: 'unplaced' } | { id: string; state: 'ask'; ask: MapAsk };
  const within = f.fact === 'contact' || f.fact === 'inside' || f.fact === 'within';
  const movedFrom = f.moved?.(c) ?? false;
  const reads: One[] = to.map((id): One => {
    const measured = measure(game, from, id, f.figures ? { figures: f.figures(c) } : {});
    if (measured === null) return { id, state: 'unplaced' };
    // Moved on the table since the map saw it (U401): nothing read from where the map holds it, typed or not.
    if (movedFrom) return { id, state: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, why: 'moved', piece: from } };
    // Edge to edge when the fact says how far each piece reaches (a crowd's figures, U330).
    const m = f.radius ? { ...measured, distance: Math.max(0, measured.distance - f.radius(c, from) - f.radius(c, id)) } : measured;
    // Typed: the umpire's value wins whatever the map says; what it read is recorded beside it (U251).
    if (typed) {
      if (f.fact === 'sight') return { id, state: m.sight.clear ? 'yes' : 'no', distance: m.distance };
      const yes = within ? m.distance <= (limits[0] ?? 0) : true;
      return { id, state: yes ? 'yes' : 'no', distance: m.distance };
    }
    if (!m.fresh) {
      const a = positionOf(game, from);
      const stale = a && !a.fresh ? from : id;
      return { id, state: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, why: 'stale', piece: stale, turn: positionOf(game, stale)?.turn } };
    }
    if (f.fact === 'sight') {
      if (m.sight.margin <= map.tolerance) return { id, state: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, why: 'near', piece: id, margin: round(m.sight.margin) } };
      return { id, state: m.sight.clear ? 'yes' : 'no', distance: m.distance };
    }
    const near = limits.find((l) => nearLimit(game, m.distance, l));
    if (near !== undefined) return { id, state: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, why: 'near', piece: id, distance: round(m.distance), limit: near } };
    const yes = within ? m.distance <= (limits[0] ?? 0) : true;
    return { id, state: yes ? 'yes' : 'no', distance: m.distance };
  });

  let reading: Reading | null = null;
  const definite = reads.filter((r): r is Extract<One, { distance: number | null }> => r.state === 'yes' || r.state === 'no');
  if (f.fact === 'distance') {
    const r = reads[0];
    if (r.state === 'yes' || r.state === 'no') reading = { from, to: [r.id], distance: r.distance, yes: true };
    else if (r.state === 'ask' && !typed) return { kind: 'ask', ask: r.ask };
  } else if (f.fact === 'nearest') {
    // The nearest of them all: any not read (unplaced, stale, too near) might be nearer, so all must be read, and the two nearest apart by more than the tolerance.
    const asked = reads.find((r): r is Extract<One, { state: 'ask' }> => r.state === 'ask');
    if (reads.every((r) => r.state === 'yes' || r.state === 'no')) {
      const sorted = [...definite].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      const [a, b] = sorted;
      if (b !== undefined && (b.distance ?? 0) - (a.distance ?? 0) <= map.tolerance) {
        if (!typed) return { kind: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, why: 'near', piece: b.id, distance: round(b.distance ?? 0), limit: round(a.distance ?? 0) } };
      } else reading = { from, to: [a.id], distance: a.distance, yes: true };
    } else if (asked && !reads.some((r) => r.state === 'unplaced') && !typed) return { kind: 'ask', ask: asked.ask };
  } else if (f.fact === 'within') {
    // Every piece of the set within the limit (a list, a count): each must be read, so one unplaced leaves the option as
    // without a map, one stale or too near asks (U250, U252, U331).
    if (reads.some((r) => r.state === 'unplaced')) return { kind: 'none' };
    const asked = reads.find((r): r is Extract<One, { state: 'ask' }> => r.state === 'ask');
    if (asked) {
      if (!typed) return { kind: 'ask', ask: asked.ask };
    } else {
      const yes = definite.filter((r) => r.state === 'yes');
      reading = { from, to: yes.map((r) => r.id), distance: yes.length > 0 ? Math.min(...yes.map((r) => r.distance ?? 0)) : null, yes: yes.length > 0 };
    }
  } else {
    // sight, contact, inside over one piece or a set: one piece definitely in sight (within) says yes; all read and none says no.
    const yes = definite.filter((r) => r.state === 'yes');
    if (yes.length > 0) reading = { from, to: yes.map((r) => r.id), distance: f.fact === 'sight' ? null : Math.min(...yes.map((r) => r.distance ?? 0)), yes: true };
    else if (definite.length === reads.length) reading = { from, to: definite.map((r) => r.id), distance: f.fact === 'sight' ? null : Math.min(...definite.map((r) => r.distance ?? 0)), yes: false };
    else if (!reads.some((r) => r.state === 'unplaced') && !typed) return { kind: 'ask', ask: (reads.find((r) => r.state === 'ask') as Extract<One, { state: 'ask' }>).ask };
  }
  if (reading === null) return { kind: 'none' };
  return decided(option, f, c, reading, map.unit, line);
}

/** Whether the umpire typed the option (its value given, a flag set): the typed value wins (U251). */
function isTyped(c: FactContext, option: string): boolean {
  const v = c.values[option];
  return v !== undefined && v !== false;
}

/** An ask for `option` on this map: why (stale, moved, near) and about which piece. */
function asking(option: string, map: { unit: MapUnit; tolerance: number }, a: Omit<MapAsk, 'option' | 'unit' | 'tolerance'>): Decision {
  return { kind: 'ask', ask: { option, unit: map.unit, tolerance: map.tolerance, ...a } };
}

/** A reading made: the option's value from it, or the umpire's typed value beside it (U251), and its entry. */
function decided(option: string, f: MapFact, c: FactContext, reading: Reading, unit: MapUnit, line: string): Decision {
  const typedValue = c.values[option];
  const typed = isTyped(c, option);
  const value = f.value(reading, c);
  const says = f.says?.(reading, c) ?? null;
  const entry: MapFactEntry = {
    option,
    fact: f.fact,
    from: reading.from,
    to: reading.to,
    ...(reading.distance === null ? {} : { distance: round(reading.distance) }),
    unit,
    ...(f.fact === 'distance' || f.fact === 'nearest' ? {} : { yes: reading.yes }),
    value: typed ? (typeof typedValue === 'string' ? typedValue : Array.isArray(typedValue) ? typedValue.join(',') : true) : value === null ? false : value,
    ...(says === null ? {} : { says }),
    line,
    source: typed ? 'typed' : 'map',
  };
  return typed ? { kind: 'typed', entry } : { kind: 'map', value, entry };
}

/**
 * A distance read once per piece aimed at (`MapFact.each`, GU l.46): each piece measured as one `distance` fact is
 * (stale, moved, near a limit: asked; typed: the umpire's values win, what the map read recorded beside them), the
 * option given one value per piece, in order. Any piece unplaced, or none named: not read.
 */
function decideEach(game: Game, option: string, f: MapFact, c: FactContext, from: string, ids: readonly string[], line: string): Decision {
  if (ids.length === 0) return { kind: 'none' };
  // Each piece read as one plain distance to it.
  const to: MapFact = { ...f, each: undefined, when: undefined, to: { option: EACH_TO } };
  const one = (id: string) => decide(game, option, to, c.subjects, { ...c.values, [EACH_TO]: id });
  // One shot: one distance, read and recorded as any distance is.
  if (ids.length === 1) return one(ids[0]);
  const entries: MapFactEntry[] = [];
  for (const id of new Set(ids)) {
    const d = one(id);
    if (d.kind === 'ask' || d.kind === 'none') return d;
    entries.push(d.entry);
  }
  const byId = new Map(entries.map((e) => [e.to[0], e]));
  const read = ids.map((id) => byId.get(id)!);
  const typedValue = c.values[option];
  const typed = isTyped(c, option);
  const value = read.map((e) => String(e.value));
  const says = [...new Set(read.map((e) => e.says ?? ''))];
  const entry: MapFactEntry = {
    option,
    fact: f.fact,
    from,
    to: [...ids],
    distances: read.map((e) => e.distance ?? 0),
    unit: read[0].unit,
    value: typed ? (Array.isArray(typedValue) ? typedValue.map(String) : [String(typedValue)]) : value,
    ...(says.length === 1 && says[0] !== '' ? { says: says[0] } : {}),
    line,
    source: typed ? 'typed' : 'map',
  };
  return typed ? { kind: 'typed', entry } : { kind: 'map', value, entry };
}

/**
 * Whether a piece stands beside scenery (`scenery`, GU l.215): its point within the limit of the nearest outline the
 * fact keeps (a building's or obstacle's edge, a wall's line). Read as a contact is: stale or moved (U250, U401) or
 * within the tolerance of the limit (U252) it does not say (a yes or no: as typed, with a note, U263); a piece in a
 * zone (no point) or no outline kept: not read. Typed, the umpire's word wins, what the map read recorded beside it.
 */
function decideScenery(game: Game, option: string, f: MapFact, c: FactContext, from: string, line: string): Decision {
  const map = mapOf(game)!;
  const pos = positionOf(game, from);
  if (!pos?.at || !f.scenery) return { kind: 'none' };
  const kept = map.outlines.filter((o) => f.scenery!(c, o, map.eye));
  if (kept.length === 0) return { kind: 'none' };
  const typed = isTyped(c, option);
  const ask = (a: Omit<MapAsk, 'option' | 'unit' | 'tolerance'>) => asking(option, map, a);
  if (f.moved?.(c)) return typed ? { kind: 'none' } : ask({ why: 'moved', piece: from });
  const [nearest] = kept.map((o) => ({ id: o.id, d: distanceToOutline(pos.at!, o.points, o.kind !== 'wall') })).sort((a, b) => a.d - b.d);
  const limit = f.limits(c)[0] ?? 0;
  if (!typed && !pos.fresh) return ask({ why: 'stale', piece: from, turn: pos.turn });
  if (!typed && nearLimit(game, nearest.d, limit)) return ask({ why: 'near', piece: from, distance: round(nearest.d), limit });
  return decided(option, f, c, { from, to: [nearest.id], distance: nearest.d, yes: nearest.d <= limit }, map.unit, line);
}

/**
 * Which pieces a low outline hides by more than `coverShare` of their height from the eye of `from` (GU l.37), each
 * read on the upright plane of its sight line (src/geometry/cover.ts): every piece must be read (unplaced: not read;
 * stale or moved: asked, U250, U401), and a near call (the far side of a low outline within the tolerance of where it
 * would hide exactly the share, or the line within the tolerance of passing by it, U252) is not said (a list left as
 * typed, with a note, U263). The value: the pieces hidden, a list; none, the option left out.
 */
function decideCover(game: Game, option: string, f: MapFact, c: FactContext, from: string, ids: readonly string[], line: string): Decision {
  const map = mapOf(game)!;
  const unique = [...new Set(ids)].filter((id) => id !== from);
  if (unique.length === 0 || !positionOf(game, from)?.at || f.coverShare === undefined) return { kind: 'none' };
  const typed = isTyped(c, option);
  const ask = (a: Omit<MapAsk, 'option' | 'unit' | 'tolerance'>) => asking(option, map, a);
  if (f.moved?.(c)) return typed ? { kind: 'none' } : ask({ why: 'moved', piece: from });
  const hidden: string[] = [];
  for (const id of unique) {
    const m = measure(game, from, id);
    const cv = coverBetween(game, from, id, f.coverShare);
    if (!m || !cv) return { kind: 'none' };
    if (!typed && !m.fresh) {
      const stale = positionOf(game, from)?.fresh ? id : from;
      return ask({ why: 'stale', piece: stale, turn: positionOf(game, stale)?.turn });
    }
    const margin = Math.min(cv.margin, m.sight.overMargin);
    if (!typed && margin <= map.tolerance) return ask({ why: 'near', piece: id, margin: round(margin) });
    if (cv.share > f.coverShare) hidden.push(id);
  }
  return decided(option, f, c, { from, to: hidden, distance: null, yes: hidden.length > 0 }, map.unit, line);
}

/**
 * Which pieces of `ids` have `from` in their sector of view (`sector`, Intervention l.270: the watch sector, U420),
 * each read from its point and the facing the map keeps: one definitely watching says yes; all read and none, no.
 * A piece without a point or a facing, or `from` without a point: not read (as unplaced). Stale or moved (U250,
 * U401) or `from` within the tolerance of a sector's edge (U252): not said (a yes or no left as typed, with a note,
 * U263). Typed, the umpire's word wins, what the map read recorded beside it (U251).
 */
function decideSector(game: Game, option: string, f: MapFact, c: FactContext, from: string, ids: readonly string[], line: string): Decision {
  const map = mapOf(game)!;
  const half = f.sector?.(c);
  const pa = positionOf(game, from);
  const unique = [...new Set(ids)].filter((id) => id !== from);
  if (half === undefined || unique.length === 0 || !pa?.at) return { kind: 'none' };
  const typed = isTyped(c, option);
  if (f.moved?.(c)) return typed ? { kind: 'none' } : asking(option, map, { why: 'moved', piece: from });
  const watching: string[] = [];
  let unread = false;
  let ask: Omit<MapAsk, 'option' | 'unit' | 'tolerance'> | null = null;
  for (const id of unique) {
    const pb = positionOf(game, id);
    if (!pb?.at || pb.facing === undefined) {
      unread = true;
      continue;
    }
    if (!typed && !(pa.fresh && pb.fresh)) {
      const stale = pa.fresh ? id : from;
      ask ??= { why: 'stale', piece: stale, turn: positionOf(game, stale)?.turn };
      continue;
    }
    const s = inSector(pb.at, pb.facing, pa.at, half);
    if (!typed && s.margin <= map.tolerance) {
      ask ??= { why: 'sector', piece: id, margin: round(s.margin) };
      continue;
    }
    if (s.inside) watching.push(id);
  }
  // One watching says yes whatever the others; none watching says no only when every piece was read.
  if (watching.length === 0 && !typed) {
    if (unread) return { kind: 'none' };
    if (ask) return asking(option, map, ask);
  }
  return decided(option, f, c, { from, to: watching.length > 0 ? watching : unique, distance: null, yes: watching.length > 0 }, map.unit, line);
}

/**
 * The cover what stands near the target gives it against the shooter (`shelter`, Intervention l.164-208; U415): the
 * outlines the line crosses within the fact's reach of the target and the areas either stands in, as the game's `read`
 * says. Both pieces at points, else not read; stale or moved asked (U250, U401); a reading that changes when the reach
 * moves by the tolerance, a corner within it of the line's last reach, or the game's own limit within it, asked (U252);
 * a cover the text leaves to the target (l.188) asked. Typed, the umpire's word wins, what the map read beside it.
 */
function decideShelter(game: Game, option: string, f: MapFact, c: FactContext, from: string, line: string): Decision {
  const map = mapOf(game)!;
  const to = idsOf(f.to, c, from)[0];
  if (to === undefined || to === from || !f.shelter) return { kind: 'none' };
  const typed = isTyped(c, option);
  const ask = (a: Omit<MapAsk, 'option' | 'unit' | 'tolerance'>) => asking(option, map, a);
  if (f.moved?.(c)) return typed ? { kind: 'none' } : ask({ why: 'moved', piece: from });
  const reach = f.shelter.reach(c);
  const m = measure(game, from, to);
  const s = shelterBetween(game, from, to, reach);
  if (!m || !s) return { kind: 'none' };
  if (!typed && !m.fresh) {
    const stale = positionOf(game, from)?.fresh ? to : from;
    return ask({ why: 'stale', piece: stale, turn: positionOf(game, stale)?.turn });
  }
  const within = (r: number) => ({ ...s, outlines: s.outlines.filter((o) => o.from <= r) });
  const v = f.shelter.read(c, within(reach), map.eye);
  if ('choice' in v) return typed ? { kind: 'none' } : ask({ why: 'choice', piece: to, line: v.choice.line, says: v.choice.says });
  if (!typed) {
    // The reach a tolerance shorter or longer reads another cover: the crossing that changes it is too near to say.
    const [short, long] = [within(reach - map.tolerance), within(reach + map.tolerance)].map((r) => f.shelter!.read(c, r, map.eye));
    const moves = [short, long].some((x) => 'choice' in x || x.value !== v.value);
    const at = s.outlines.find((o) => Math.abs(o.from - reach) <= map.tolerance);
    if (moves && at) return ask({ why: 'near', piece: to, distance: round(at.from), limit: reach });
    if (s.margin <= map.tolerance) return ask({ why: 'near', piece: to, margin: round(s.margin) });
    if (v.near && nearLimit(game, v.near.distance, v.near.limit)) return ask({ why: 'near', piece: to, distance: round(v.near.distance), limit: v.near.limit });
  }
  const read: MapFact = { ...f, value: () => v.value, says: () => v.says };
  return decided(option, read, c, { from, to: [to], distance: null, yes: v.value !== null }, map.unit, line);
}

/** The internal value name one piece of an `each` fact is read through (never a command's option). */
const EACH_TO = '\u0000each';

/**
 * Fills a command's options from the map before its facts are gathered:
 * `opts` is the command's options object (commander's keys), changed in place
 * for each option the map gives; the entries say what was read or typed. A
 * stale or near-limit reading of an option not typed is exit 2 naming it.
 */
export async function fillFromMap(game: Game, procedure: string, subjects: readonly string[], opts: Record<string, unknown>): Promise<MapFactEntry[]> {
  const table = await factsFor(game, procedure);
  if (table === null) return [];
  const entries: MapFactEntry[] = [];
  for (const [option, f] of Object.entries(table)) {
    const d = decide(game, option, f, subjects, valuesOfOpts(opts));
    // A number the map cannot read is asked (exit 2 naming it); a yes or no stays as typed, said in a note (U263).
    if (d.kind === 'ask' && asksNumber(f)) throw askError(procedure, d.ask);
    if (d.kind === 'ask') {
      entries.push({ option, fact: f.fact, from: d.ask.piece, to: [], unit: d.ask.unit, value: false, line: f.line[game.edition] ?? '', source: 'unread', ask: d.ask });
      continue;
    }
    if (d.kind === 'none') continue;
    entries.push(d.entry);
    if (d.kind === 'map' && d.value !== null) {
      // A negated flag (`--no-support`) is commander's `support: false`.
      if (option.startsWith('--no-') && d.value === true) opts[keyOfLong(`--${option.slice(5)}`)] = false;
      else opts[keyOfLong(option)] = d.value;
    }
  }
  return entries;
}

/** The options the map gives for these subjects and answers (the guide does not ask them), by long name. */
export async function mapGiven(game: Game, procedure: string, subjects: readonly string[], values: FactValues): Promise<Map<string, MapFactEntry>> {
  const out = new Map<string, MapFactEntry>();
  const table = await factsFor(game, procedure);
  if (table === null) return out;
  const sofar: Record<string, unknown> = { ...values };
  for (const [option, f] of Object.entries(table)) {
    const d = decide(game, option, f, subjects, sofar);
    if (d.kind !== 'map') continue;
    out.set(option, d.entry);
    if (d.value !== null) sofar[option] = d.value;
  }
  return out;
}

/** The options the map cannot read for these subjects and answers (stale, moved, near a limit), by long name: the guide asks them and takes no Enter. */
export async function mapAsks(game: Game, procedure: string, subjects: readonly string[], values: FactValues): Promise<Map<string, MapAsk>> {
  const out = new Map<string, MapAsk>();
  const table = await factsFor(game, procedure);
  if (table === null) return out;
  for (const [option, f] of Object.entries(table)) {
    const d = decide(game, option, f, subjects, values);
    if (d.kind === 'ask' && asksNumber(f)) out.set(option, d.ask);
  }
  return out;
}

/** Whether a fact fills a number or an id (asked when the map cannot read it), not a yes or no (left as typed, U263). */
export function asksNumber(f: MapFact): boolean {
  return f.asks ?? (f.fact === 'distance' || f.fact === 'nearest' || f.fact === 'within');
}

/** Why the map cannot say, as message params (`{why}` of `err.map-asks` and `map.note-unread`). */
function whyParams(a: MapAsk): Record<string, string | number> {
  const unitKey = `map.fact.unit.${a.unit}`;
  if (a.why === 'stale') return { whyKey: 'map.ask.stale', piece: a.piece, turn: a.turn ?? 0 };
  if (a.why === 'moved') return { whyKey: 'map.ask.moved', piece: a.piece };
  if (a.why === 'sector') return { whyKey: 'map.ask.sector', piece: a.piece, margin: a.margin ?? 0, unitKey };
  if (a.why === 'choice') return { whyKey: 'map.ask.choice', piece: a.piece, line: a.line ?? '', saysKey: `map.says.${a.says ?? ''}` };
  if (a.margin !== undefined) return { whyKey: 'map.ask.sight', piece: a.piece, margin: a.margin, unitKey };
  return { whyKey: 'map.ask.near', piece: a.piece, distance: a.distance ?? 0, limit: a.limit ?? 0, tolerance: a.tolerance, unitKey };
}

/** Exit 2: the map cannot say, type the option (the guide asks it: src/prompts/index.ts missingOf). */
export function askError(procedure: string, a: MapAsk): UserError {
  return new UserError('map-asks', { procedure, option: a.option, ...whyParams(a) });
}

/** One entry in words: "--range 7.5, from the map (7.5 in, van1 → market, EN l.211): close". */
export function entryText(e: MapFactEntry, lang: Lang): string {
  if (e.source === 'unread' && e.ask) return t(lang, 'map.note-unread', withKeys(lang, { option: e.option, line: e.line, ...whyParams(e.ask) }));
  const num = (n: number) => `${String(n).replace('.', lang === 'fr' ? ',' : '.')}${t(lang, `map.fact.unit.${e.unit}`)}`;
  const dist = e.distances !== undefined ? e.distances.map(num).join(' / ') : e.distance === undefined ? '' : num(e.distance);
  const sight = e.yes === undefined ? '' : t(lang, `map.fact.${e.fact === 'sight' || e.fact === 'sector' ? e.fact : 'within'}.${e.yes ? 'yes' : 'no'}`);
  const reading = [sight, dist].filter(Boolean).join(' ');
  // An empty list typed (`--bubble ""`: nobody) said as typed.
  const value = e.value === true ? '' : e.value === false ? ` ${t(lang, 'map.left-out')}` : Array.isArray(e.value) ? ` ${e.value.join(' / ')}` : e.value === '' ? ' ""' : ` ${e.value}`;
  return t(lang, e.source === 'map' ? 'map.note' : 'map.note-typed', {
    option: e.option,
    value,
    reading,
    from: e.from,
    // A long list (every SF unit in sight) as its first three and how many more: the line stays short.
    to: e.to.length === 0 ? '—' : e.distances !== undefined ? e.to.join(' / ') : e.to.length > 3 ? `${e.to.slice(0, 3).join(', ')} +${e.to.length - 3}` : e.to.join(', '),
    line: e.line,
    says: e.says ? `: ${t(lang, `map.says.${e.says}`)}` : '',
  });
}

/** The resolution labelled: its `fromMap` entries and a note each. */
export function labelled(res: Resolution, entries: readonly MapFactEntry[], lang: Lang): Resolution {
  if (entries.length === 0) return res;
  res.fromMap = entries;
  res.notes = [...res.notes, ...entries.map((e) => entryText(e, lang))];
  return res;
}
