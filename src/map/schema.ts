// `game.map` in the state file (docs/map.md): its valibot schema, laid into
// the engine's core schema (src/state/schema.ts), and the checks the types
// cannot say (ids unique, a zone named exists, a point on the table, a
// position no later than the game's turn). A damaged map is refused in one
// line like any other damaged field. No game is named here.
import * as v from 'valibot';
import type { StateProblem } from '../engine/system.js';
import { MAP_MAX_FRESH, MAP_MAX_SIZE, MAP_UNITS } from './scenario.js';
import type { MapState, Pt } from './types.js';

const measure = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAP_MAX_SIZE));
const pt = v.tuple([measure, measure]);
const pts = v.array(pt);
const mapId = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/));
const word = v.string();
/** A game's own place a zone is (RIOT's `entry:gare` has a colon). */
const placeId = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_:-]{0,63}$/));
const turn = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

const outline = v.object({
  id: mapId,
  kind: v.picklist(['building', 'wall', 'obstacle']),
  points: pts,
  height: v.optional(measure),
  material: v.optional(word),
  building: v.optional(mapId),
  name: v.optional(word),
});
const area = v.object({ id: mapId, kind: v.picklist(['wood', 'slope', 'plateau', 'difficult', 'water', 'open']), points: pts, name: v.optional(word) });
const zone = v.object({
  id: mapId,
  name: word,
  points: v.optional(pts),
  adjacent: v.array(mapId),
  sees: v.array(mapId),
  distances: v.optional(v.record(mapId, measure)),
  place: v.optional(placeId),
});
const place = v.object({
  id: mapId,
  kind: v.picklist(['entry', 'deploy', 'escape', 'hydrant', 'place']),
  name: v.optional(word),
  at: v.optional(pt),
  points: v.optional(pts),
  side: v.optional(word),
});
const background = v.object({
  file: word,
  type: v.picklist(['svg', 'image']),
  calibrate: v.optional(v.tuple([v.object({ pixel: pt, at: pt }), v.object({ pixel: pt, at: pt })])),
  corners: v.optional(v.tuple([pt, pt, pt, pt])),
});
/** Where one piece stands (PiecePos). */
export const PIECE_POS_SCHEMA = v.object({
  at: v.optional(pt),
  zone: v.optional(mapId),
  facing: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(360))),
  turn,
});

/** `game.map` (MapState). */
export const MAP_SCHEMA = v.object({
  unit: v.picklist(MAP_UNITS),
  size: v.optional(v.tuple([measure, measure])),
  eye: measure,
  tolerance: measure,
  fresh: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAP_MAX_FRESH)),
  outlines: v.array(outline),
  areas: v.array(area),
  zones: v.array(zone),
  places: v.array(place),
  background: v.optional(background),
  sectors: v.optional(v.record(v.string(), pts)),
  pieces: v.record(mapId, PIECE_POS_SCHEMA),
});

/** The first problem the schema cannot see in a game's map (its fields already of the right types), or null. */
export function checkMap(map: MapState): StateProblem | null {
  const F = 'game.map';
  const unknown = (field: string, found: string): StateProblem => ({ field, params: { problemKey: 'err.p.sf.unknown-id', found } });
  // Every id of the map names one thing.
  const seen = new Set<string>();
  for (const list of ['outlines', 'areas', 'zones', 'places'] as const) {
    for (const [i, x] of map[list].entries()) {
      if (seen.has(x.id)) return { field: `${F}.${list}.${i}.id`, params: { problemKey: 'err.p.sf.map-duplicate-id', found: x.id } };
      seen.add(x.id);
    }
  }
  const zones = new Set(map.zones.map((z) => z.id));
  const onTable = (p: Pt) => !map.size || (p[0] <= map.size[0] && p[1] <= map.size[1]);
  const off = (field: string, p: Pt): StateProblem => ({ field, params: { problemKey: 'err.p.sf.map-off-table', found: `${p[0]},${p[1]}` } });
  // A map of zones has no points; a map with points has its size.
  if ((map.unit === 'zones') === (map.size !== undefined)) return { field: `${F}.size`, params: { problemKey: map.size ? 'err.p.sf.map-size-zones' : 'err.p.sf.missing' } };
  for (const list of ['outlines', 'areas', 'zones', 'places'] as const) {
    for (const [i, x] of (map[list] as { points?: Pt[]; at?: Pt }[]).entries()) {
      const j = (x.points ?? []).findIndex((p) => !onTable(p));
      if (j >= 0) return off(`${F}.${list}.${i}.points.${j}`, x.points![j]);
      if (x.at && !onTable(x.at)) return off(`${F}.${list}.${i}.at`, x.at);
    }
  }
  for (const [i, z] of map.zones.entries()) {
    for (const f of ['adjacent', 'sees'] as const) {
      const j = z[f].findIndex((o) => !zones.has(o));
      if (j >= 0) return unknown(`${F}.zones.${i}.${f}.${j}`, z[f][j]);
    }
    const d = Object.keys(z.distances ?? {}).find((o) => !zones.has(o));
    if (d !== undefined) return unknown(`${F}.zones.${i}.distances.${d}`, d);
  }
  for (const [id, p] of Object.entries(map.pieces)) {
    if (p.zone !== undefined && !zones.has(p.zone)) return unknown(`${F}.pieces.${id}.zone`, p.zone);
    if (p.at && !onTable(p.at)) return off(`${F}.pieces.${id}.at`, p.at);
    if (p.at === undefined && p.zone === undefined) return { field: `${F}.pieces.${id}.at`, params: { problemKey: 'err.p.sf.missing' } };
  }
  return null;
}
