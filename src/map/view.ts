// Reading the map for a rule, a command or the picture (docs/map.md "Reading
// the map"): where a piece is and whether its position is fresh (U250), how
// far two pieces are and what blocks the sight between them, and whether a
// measure is too near a rule's limit to read (U252). Geometry is
// src/geometry/ (pure); no game is named here.
import type { Game } from '../engine/system.js';
import { blockerOf, coverOf, depthIn, distance, inside, shelterOf, sight, zoneAt, type Blocker, type Cover, type Sight } from '../geometry/index.js';
import type { MapState, MapUnit, PiecePos, Pt, ShelterReading } from './types.js';

/** A piece's position as a rule reads it: where, since which turn, and whether a rule may read it now. */
export interface Position {
  at?: Pt;
  zone?: string;
  facing?: number;
  turn: number;
  fresh: boolean;
}

/** How far two pieces are and what stands between them, in the map's unit. */
export interface Measure {
  distance: number;
  sight: Sight;
  /** Both positions fresh (U250): a rule reads the measure only then. */
  fresh: boolean;
  unit: MapUnit;
  /** Read from the zones' tables (a map of zones, or a piece in a zone without a point). */
  byZone?: boolean;
}

/** The game's map, or null when its scenario has none (every fact typed, as before). */
export function mapOf(game: Pick<Game, 'map'> | null | undefined): MapState | null {
  const m = game?.map;
  return m && typeof m === 'object' ? m : null;
}

/** U250: a position set or confirmed in turn N is fresh through turn N + fresh - 1. */
export function isFresh(map: Pick<MapState, 'fresh'>, pos: Pick<PiecePos, 'turn'>, turn: number): boolean {
  return turn <= pos.turn + map.fresh - 1;
}

/** Where a piece stands (its own keys only: `constructor` names no piece), or null when it is not on the map. */
export function positionOf(game: Pick<Game, 'map' | 'turn'>, id: string): Position | null {
  const map = mapOf(game);
  if (!map || !Object.hasOwn(map.pieces, id)) return null;
  const p = map.pieces[id];
  return { ...(p.at ? { at: p.at } : {}), ...(p.zone !== undefined ? { zone: p.zone } : {}), ...(p.facing !== undefined ? { facing: p.facing } : {}), turn: p.turn, fresh: isFresh(map, p, game.turn) };
}

/** The zone a position is in: its own, else the zone under its point (a point is also in the zone under it). */
export function zoneOf(map: MapState, p: Pick<PiecePos, 'at' | 'zone'>): string | null {
  if (p.zone !== undefined) return p.zone;
  return p.at ? zoneAt(p.at, map.zones) : null;
}

/** The map's outlines as sight and moves see them. */
export function blockersOf(map: MapState): Blocker[] {
  return map.outlines.map(blockerOf);
}

/** The sight between two zones from their table (`sees`, its own always): nothing in between to name. */
function zoneSight(map: MapState, a: string, b: string): Sight {
  const clear = a === b || (map.zones.find((z) => z.id === a)?.sees.includes(b) ?? false);
  return { clear, blockedBy: [], over: [], margin: Infinity, overMargin: Infinity } as Sight;
}

/**
 * How far piece `a` is from piece `b` and what blocks the sight between them;
 * null when either has no position, or when they stand in zones whose table
 * gives no distance. Points: measured, sight against the outlines at the
 * eye's height (a piece's own building, the closed outline it stands in, does
 * not hide it). Zones: their table.
 */
export function measure(game: Pick<Game, 'map' | 'turn'>, a: string, b: string, o: { figures?: { ids: readonly string[]; radius: number } } = {}): Measure | null {
  const map = mapOf(game);
  const pa = positionOf(game, a);
  const pb = positionOf(game, b);
  if (!map || !pa || !pb) return null;
  const fresh = pa.fresh && pb.fresh;
  if (pa.at && pb.at) {
    const own = ownOutlines(map, pa.at, pb.at);
    // Figures in the way (GU l.40), when the rule says which stand: every other placed one, its base a disc of `radius`.
    const figures = (o.figures?.ids ?? []).filter((id) => id !== a && id !== b && Object.hasOwn(map.pieces, id) && map.pieces[id].at).map((id) => ({ id, at: map.pieces[id].at!, radius: o.figures!.radius }));
    return { distance: distance(pa.at, pb.at), sight: sight(pa.at, pb.at, blockersOf(map), { eye: map.eye, ignore: own, ...(figures.length > 0 ? { figures } : {}) }), fresh, unit: map.unit };
  }
  const za = zoneOf(map, pa);
  const zb = zoneOf(map, pb);
  if (za === null || zb === null) return null;
  const d = za === zb ? 0 : map.zones.find((z) => z.id === za)?.distances?.[zb];
  if (d === undefined) return null;
  return { distance: d, sight: zoneSight(map, za, zb), fresh, unit: map.unit, byZone: true };
}

/** The pieces' own buildings: the closed outlines either end of a line stands in, which do not hide it. */
function ownOutlines(map: MapState, a: Pt, b: Pt): string[] {
  return map.outlines.filter((x) => x.kind !== 'wall' && (inside(a, x.points) || inside(b, x.points))).map((x) => x.id);
}

/** How much of piece `b` the low outlines hide from the eye of piece `a` (src/geometry/cover.ts), read against the same outlines as `measure`'s sight; null unless both stand at points. */
export function coverBetween(game: Pick<Game, 'map' | 'turn'>, a: string, b: string, over: number): Cover | null {
  const map = mapOf(game);
  const pa = positionOf(game, a);
  const pb = positionOf(game, b);
  if (!map || !pa?.at || !pb?.at) return null;
  const own = ownOutlines(map, pa.at, pb.at);
  return coverOf(pa.at, pb.at, blockersOf(map).filter((x) => !own.includes(x.id)), map.eye, over);
}

/** The outlines between piece `a` and piece `b`, a corner's margin to the line's last `reach`, and the areas either stands in; null unless both stand at points. */
export function shelterBetween(game: Pick<Game, 'map' | 'turn'>, a: string, b: string, reach: number): ShelterReading | null {
  const map = mapOf(game);
  const pa = positionOf(game, a);
  const pb = positionOf(game, b);
  if (!map || !pa?.at || !pb?.at) return null;
  // The shooter's own building does not stand between it and its target; the target's does.
  const own = ownOutlines(map, pa.at, pa.at);
  const s = shelterOf(pa.at, pb.at, blockersOf(map).filter((x) => !own.includes(x.id)), reach);
  const byId = new Map(map.outlines.map((o) => [o.id, o]));
  const areas = map.areas.map((area) => ({ area, depth: depthIn(pb.at!, area.points), shooterIn: depthIn(pa.at!, area.points) !== null })).filter((x) => x.depth !== null || x.shooterIn);
  return { outlines: s.by.map((x) => ({ outline: byId.get(x.id)!, from: x.from })), areas, margin: s.margin };
}

/** The sight between two pieces, even where no distance is known (zones without a table of distances); null: either unplaced. */
export function sightBetween(game: Pick<Game, 'map' | 'turn'>, a: string, b: string): Sight | null {
  const m = measure(game, a, b);
  if (m) return m.sight;
  const map = mapOf(game);
  const pa = positionOf(game, a);
  const pb = positionOf(game, b);
  if (!map || !pa || !pb) return null;
  const za = zoneOf(map, pa);
  const zb = zoneOf(map, pb);
  return za !== null && zb !== null ? zoneSight(map, za, zb) : null;
}

/** U252: a measure this near a rule's limit (within the map's tolerance) is not read: the umpire is asked. */
export function nearLimit(game: Pick<Game, 'map'>, value: number, limit: number): boolean {
  const map = mapOf(game);
  return map !== null && Math.abs(value - limit) <= map.tolerance;
}
