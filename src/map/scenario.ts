// The scenario's optional `map:` section (docs/map.md), read by the engine
// for every game alike, as `umpires:` is: its size and unit, outlines with
// their heights, areas, zones, places, a background, each umpire's sector and
// where the scenario's pieces start. Every problem says file, line, column
// and field (src/state/validate.ts); every id it gives is claimed with the
// scenario's others (unique across the scenario). No game is named here.
import type { ScenarioPath } from '../engine/system.js';
import { isReservedId, SCENARIO_MAX_ENTITIES, type Validator } from '../state/validate.js';
import type { Area, Background, MapState, MapUnit, Outline, PiecePos, Place, Pt, Zone } from './types.js';

/** The units a map may be measured in (src/map/types.ts MapUnit). */
export const MAP_UNITS: readonly MapUnit[] = ['in', 'cm', 'pas', 'zones'];

/** The fields of the `map:` section. */
export const MAP_FIELDS = ['unit', 'size', 'eye', 'tolerance', 'fresh', 'background', 'outlines', 'areas', 'zones', 'places', 'sectors', 'pieces'] as const;

/** U256: the longest side of a table, and so every coordinate, height and distance, in the map's unit. */
export const MAP_MAX_SIZE = 100_000;
/** U256: how many turns a position may stay fresh. */
export const MAP_MAX_FRESH = 100;

/** U250: a position set in turn N is fresh through turn N + 1 (the turn it was set and the next). */
export const MAP_FRESH_DEFAULT = 2;

/**
 * The defaults of a map without `eye` or `tolerance`, by unit: the eye is a
 * figure's height (U255: 1 in at EN l.55's 1" = 2 m; 2.5 cm at FR l.96's
 * 2.5 cm = 2 m and Intervention l.16's 25 mm figures; 1 pas, GU l.102), the
 * tolerance U252's (0.5 in, 1 cm, 0.5 pas). A map of zones measures nothing.
 */
export const MAP_DEFAULTS: Readonly<Record<MapUnit, { eye: number; tolerance: number }>> = {
  in: { eye: 1, tolerance: 0.5 },
  cm: { eye: 2.5, tolerance: 1 },
  pas: { eye: 1, tolerance: 0.5 },
  zones: { eye: 0, tolerance: 0 },
};

/** A background's file: a plain name beside the scenario (U256), never a folder or a way out of it. */
const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const OUTLINE_KINDS = ['building', 'wall', 'obstacle'] as const;
const AREA_KINDS = ['wood', 'slope', 'plateau', 'difficult', 'water', 'open'] as const;
const PLACE_KINDS = ['entry', 'deploy', 'escape', 'hydrant', 'place'] as const;

/** What the map's parser needs of the scenario around it. */
export interface MapContext {
  V: Validator;
  /** Claims an id for one thing of the scenario (unique across it). */
  claimId(id: string, path: ScenarioPath): void;
  /** Is this an id the scenario's systems gave (a building an outline draws)? */
  known(id: string): boolean;
  /** The ids of the pieces that may stand on the table (the games' map.pieces, or every id of the scenario). */
  pieces: ReadonlySet<string>;
  /** The scenario's umpires (its `umpires:`), whose sectors the map may draw. */
  umpires: readonly string[];
}

/** Validates the `map:` section into the map's state at the start (every piece's position as of turn 1). */
export function parseMap(raw: unknown, c: MapContext): MapState {
  const V: Validator = c.V;
  const P: ScenarioPath = ['map'];
  const o = V.obj(raw, P, MAP_FIELDS);
  const unit = V.choice<MapUnit>(o.unit, [...P, 'unit'], MAP_UNITS);
  const zonesOnly = unit === 'zones';
  let size: [number, number] | undefined;
  if (zonesOnly) {
    if (o.size !== undefined) V.fail([...P, 'size'], 'map-size-zones');
  } else {
    const s = V.list(o.size, [...P, 'size'], false);
    if (s.length !== 2) V.fail([...P, 'size'], 'map-size');
    size = [V.num(s[0], [...P, 'size', 0], 0, MAP_MAX_SIZE), V.num(s[1], [...P, 'size', 1], 0, MAP_MAX_SIZE)];
    if (size[0] === 0 || size[1] === 0) V.fail([...P, 'size'], 'map-size');
  }
  const d = MAP_DEFAULTS[unit];
  const eye = V.num(o.eye, [...P, 'eye'], 0, MAP_MAX_SIZE, d.eye);
  const tolerance = V.num(o.tolerance, [...P, 'tolerance'], 0, MAP_MAX_SIZE, d.tolerance);
  const fresh = V.int(o.fresh, [...P, 'fresh'], 1, MAP_MAX_FRESH, MAP_FRESH_DEFAULT);

  /** A point [x, y] on the table (on its edge counts), in the unit. */
  const pt = (v: unknown, path: ScenarioPath): Pt => {
    const table = size;
    if (!table) V.fail(path, 'map-point-zones');
    const l = V.list(v, path, false);
    if (l.length !== 2) V.fail(path, 'map-point', V.describe(v));
    const x = V.num(l[0], [...path, 0], 0, MAP_MAX_SIZE);
    const y = V.num(l[1], [...path, 1], 0, MAP_MAX_SIZE);
    if (x > table[0] || y > table[1]) V.fail(path, 'map-point-outside', { x, y, w: table[0], h: table[1] });
    return [x, y];
  };
  const pts = (v: unknown, path: ScenarioPath, min: number): Pt[] => {
    const l = V.list(v, path, false);
    if (l.length < min) V.fail(path, 'map-points-few', { min, n: l.length });
    return l.map((p, i) => pt(p, [...path, i]));
  };
  const optText = (v: unknown, path: ScenarioPath): string | undefined => (v === undefined || v === null ? undefined : V.str(v, path));

  const outlines: Outline[] = V.list(o.outlines, [...P, 'outlines']).map((x, i) => {
    const at: ScenarioPath = [...P, 'outlines', i];
    const e = V.obj(x, at, ['id', 'kind', 'points', 'height', 'material', 'building', 'name']);
    const id = V.id(e.id, [...at, 'id']);
    c.claimId(id, [...at, 'id']);
    const kind = V.choice(e.kind, [...at, 'kind'], OUTLINE_KINDS);
    // A wall is an open line (two corners at least); a building or an obstacle a closed outline (three).
    const out: Outline = { id, kind, points: pts(e.points, [...at, 'points'], kind === 'wall' ? 2 : 3) };
    if (e.height !== undefined && e.height !== null) out.height = V.num(e.height, [...at, 'height'], 0, MAP_MAX_SIZE);
    const material = optText(e.material, [...at, 'material']);
    if (material !== undefined) out.material = material;
    if (e.building !== undefined && e.building !== null) {
      const b = V.id(e.building, [...at, 'building']);
      if (!c.known(b)) V.fail([...at, 'building'], 'map-unknown-building', { id: b });
      out.building = b;
    }
    const name = optText(e.name, [...at, 'name']);
    if (name !== undefined) out.name = name;
    return out;
  });

  const areas: Area[] = V.list(o.areas, [...P, 'areas']).map((x, i) => {
    const at: ScenarioPath = [...P, 'areas', i];
    const e = V.obj(x, at, ['id', 'kind', 'points', 'name']);
    const id = V.id(e.id, [...at, 'id']);
    c.claimId(id, [...at, 'id']);
    const out: Area = { id, kind: V.choice(e.kind, [...at, 'kind'], AREA_KINDS), points: pts(e.points, [...at, 'points'], 3) };
    const name = optText(e.name, [...at, 'name']);
    if (name !== undefined) out.name = name;
    return out;
  });

  // Zones: their ids first (a zone names others before or after it), then their tables, made symmetric.
  const zoneList = V.list(o.zones, [...P, 'zones']);
  const zoneObjs = zoneList.map((x, i) => V.obj(x, [...P, 'zones', i], ['id', 'name', 'points', 'adjacent', 'sees', 'distances', 'place']));
  const zoneIds = zoneObjs.map((e, i) => {
    const id = V.id(e.id, [...P, 'zones', i, 'id']);
    c.claimId(id, [...P, 'zones', i, 'id']);
    return id;
  });
  const isZone = (id: string) => zoneIds.includes(id);
  const zones: Zone[] = zoneObjs.map((e, i) => {
    const at: ScenarioPath = [...P, 'zones', i];
    const id = zoneIds[i];
    const z: Zone = { id, name: V.str(e.name, [...at, 'name'], id), adjacent: [], sees: [id] };
    if (e.points !== undefined && e.points !== null) z.points = pts(e.points, [...at, 'points'], 3);
    // The game's own place this zone is (U335): one zone a place, an id's letters (RIOT's entry points `entry:gare`).
    if (e.place !== undefined && e.place !== null) {
      const place = V.str(e.place, [...at, 'place']);
      if (!/^[A-Za-z][A-Za-z0-9_:-]{0,63}$/.test(place)) V.fail([...at, 'place'], 'bad-id', { id: place });
      if (zoneObjs.slice(0, i).some((o) => o.place === place)) V.fail([...at, 'place'], 'map-place-twice', { id: place });
      z.place = place;
    }
    for (const f of ['adjacent', 'sees'] as const) {
      V.ids(e[f], [...at, f]).forEach((other, j) => {
        if (!isZone(other)) V.fail([...at, f, j], 'map-unknown-zone', { id: other, known: zoneIds.join(', ') });
        if (f === 'adjacent' && other === id) V.fail([...at, f, j], 'map-zone-self', { id });
        if (!z[f].includes(other)) z[f].push(other);
      });
    }
    if (e.distances !== undefined && e.distances !== null) {
      const dv = V.obj(e.distances, [...at, 'distances'], zoneIds.filter((x) => x !== id));
      z.distances = {};
      for (const [other, n] of Object.entries(dv)) z.distances[other] = V.num(n, [...at, 'distances', other], 0, MAP_MAX_SIZE);
    }
    return z;
  });
  // Symmetric: a zone adjacent to another, or seen from it, is so both ways; a distance given both ways agrees.
  const byId = new Map(zones.map((z) => [z.id, z]));
  zones.forEach((z, i) => {
    for (const f of ['adjacent', 'sees'] as const) for (const other of z[f]) if (!byId.get(other)![f].includes(z.id)) byId.get(other)![f].push(z.id);
    for (const [other, n] of Object.entries(z.distances ?? {})) {
      const back = byId.get(other)!;
      const there = back.distances?.[z.id];
      if (there !== undefined && there !== n) V.fail([...P, 'zones', i, 'distances', other], 'map-distance-mismatch', { a: z.id, b: other, n, m: there });
      back.distances = { ...(back.distances ?? {}), [z.id]: n };
    }
  });

  const places: Place[] = V.list(o.places, [...P, 'places']).map((x, i) => {
    const at: ScenarioPath = [...P, 'places', i];
    const e = V.obj(x, at, ['id', 'kind', 'name', 'at', 'points', 'side']);
    const id = V.id(e.id, [...at, 'id']);
    c.claimId(id, [...at, 'id']);
    const p: Place = { id, kind: V.choice(e.kind, [...at, 'kind'], PLACE_KINDS) };
    const name = optText(e.name, [...at, 'name']);
    if (name !== undefined) p.name = name;
    const hasAt = e.at !== undefined && e.at !== null;
    const hasPoints = e.points !== undefined && e.points !== null;
    if (hasAt === hasPoints) V.fail(at, 'map-place-at', { id });
    if (hasAt) p.at = pt(e.at, [...at, 'at']);
    else p.points = pts(e.points, [...at, 'points'], 3);
    const side = optText(e.side, [...at, 'side']);
    if (side !== undefined) p.side = side;
    return p;
  });

  let background: Background | undefined;
  if (o.background !== undefined && o.background !== null) {
    const at: ScenarioPath = [...P, 'background'];
    const e = V.obj(o.background, at, ['file', 'type', 'calibrate', 'corners']);
    const file = V.str(e.file, [...at, 'file']);
    if (!FILE_RE.test(file) || file.includes('..')) V.fail([...at, 'file'], 'map-file', { name: file });
    background = { file, type: V.choice(e.type, [...at, 'type'], ['svg', 'image'] as const, /\.svg$/i.test(file) ? 'svg' : 'image') };
    const pixel = (v: unknown, path: ScenarioPath): Pt => {
      const l = V.list(v, path, false);
      if (l.length !== 2) V.fail(path, 'map-point', V.describe(v));
      return [V.num(l[0], [...path, 0], 0, MAP_MAX_SIZE), V.num(l[1], [...path, 1], 0, MAP_MAX_SIZE)];
    };
    if (e.calibrate !== undefined && e.calibrate !== null) {
      const l = V.list(e.calibrate, [...at, 'calibrate'], false);
      if (l.length !== 2) V.fail([...at, 'calibrate'], 'map-calibrate');
      const two = l.map((x, i) => {
        const q = V.obj(x, [...at, 'calibrate', i], ['pixel', 'at']);
        return { pixel: pixel(q.pixel, [...at, 'calibrate', i, 'pixel']), at: pt(q.at, [...at, 'calibrate', i, 'at']) };
      });
      if (two[0].at[0] === two[1].at[0] && two[0].at[1] === two[1].at[1]) V.fail([...at, 'calibrate', 1, 'at'], 'map-calibrate-same');
      background.calibrate = [two[0], two[1]];
    }
    if (e.corners !== undefined && e.corners !== null) {
      const l = V.list(e.corners, [...at, 'corners'], false);
      if (l.length !== 4) V.fail([...at, 'corners'], 'map-corners', { n: l.length });
      const four = l.map((x, i) => pixel(x, [...at, 'corners', i]));
      background.corners = [four[0], four[1], four[2], four[3]];
    }
  }

  let sectors: Record<string, Pt[]> | undefined;
  if (o.sectors !== undefined && o.sectors !== null) {
    const at: ScenarioPath = [...P, 'sectors'];
    const e = V.obj(o.sectors, at, o.sectors !== null && typeof o.sectors === 'object' ? Object.keys(o.sectors) : []);
    sectors = {};
    for (const [name, v] of Object.entries(e)) {
      if (!c.umpires.includes(name) || isReservedId(name)) V.fail([...at, name], 'map-unknown-umpire', { name, known: c.umpires.join(', ') || '-' }, true);
      sectors[name] = pts(v, [...at, name], 3);
    }
  }

  const pieces: Record<string, PiecePos> = {};
  if (o.pieces !== undefined && o.pieces !== null) {
    const at: ScenarioPath = [...P, 'pieces'];
    const e = V.obj(o.pieces, at, o.pieces !== null && typeof o.pieces === 'object' ? Object.keys(o.pieces) : []);
    if (Object.keys(e).length > SCENARIO_MAX_ENTITIES) V.fail(at, 'too-many', { n: Object.keys(e).length, max: SCENARIO_MAX_ENTITIES });
    for (const [id, v] of Object.entries(e)) {
      // A piece is one of the game's (its crowds, units, figures), never a word the program keeps.
      if (!c.pieces.has(id)) V.fail([...at, id], 'map-unknown-piece', { id, known: [...c.pieces].join(', ') || '-' }, true);
      const q = V.obj(v, [...at, id], ['at', 'zone', 'facing']);
      const pos: PiecePos = { turn: 1 };
      if (q.at !== undefined && q.at !== null) pos.at = pt(q.at, [...at, id, 'at']);
      if (q.zone !== undefined && q.zone !== null) {
        const z = V.id(q.zone, [...at, id, 'zone']);
        if (!isZone(z)) V.fail([...at, id, 'zone'], 'map-unknown-zone', { id: z, known: zoneIds.join(', ') || '-' });
        pos.zone = z;
      }
      if (pos.at === undefined && pos.zone === undefined) V.fail([...at, id], 'map-piece-where', { id });
      // Degrees clockwise from up: a whole turn, 360, is 0.
      if (q.facing !== undefined && q.facing !== null) pos.facing = V.num(q.facing, [...at, id, 'facing'], 0, 360) % 360;
      pieces[id] = pos;
    }
  }

  const map: MapState = { unit, eye, tolerance, fresh, outlines, areas, zones, places, pieces };
  if (size) map.size = size;
  if (background) map.background = background;
  if (sectors) map.sectors = sectors;
  return map;
}
