// Placing and moving pieces on the map (docs/map.md "Commands"): pure, from
// the map as it is, the pieces named and what the umpire asked, to a
// resolution whose effects set `map.pieces.<id>` (so undo, rebuild, verify,
// batch, the database store and sectors treat it like any other), or a
// refusal saying why (nothing written). No game is named here.
import { t } from '../i18n/index.js';
import { away, distance, inside, pathBlocked, toward, zoneAt } from '../geometry/index.js';
import { refusal, type Edition, type Effect, type Lang, type Resolution } from '../rules/types.js';
import type { MapState, PiecePos, Pt } from './types.js';
import { blockersOf } from './view.js';
import { lengthText, ptText } from './words.js';

export { lengthText, numText, ptText } from './words.js';

/** Where a piece stands, in words: a point and the zone under it, or a zone. */
export function posText(lang: Lang, map: MapState, p: Pick<PiecePos, 'at' | 'zone'>): string {
  const zone = p.zone ?? (p.at ? zoneAt(p.at, map.zones) : null);
  const zoneName = zone === null ? null : (map.zones.find((z) => z.id === zone)?.name ?? zone);
  if (p.at) return zoneName === null ? ptText(lang, p.at) : t(lang, 'map.pos.in-zone', { at: ptText(lang, p.at), zone: zoneName });
  return zoneName ?? '—';
}

/** What the umpire asked of a move. */
export type MoveTo =
  | { kind: 'at'; at: Pt }
  | { kind: 'zone'; zone: string }
  | { kind: 'toward' | 'away'; target: Pt; targetName: string; by: number }
  | { kind: 'by'; delta: Pt }
  | { kind: 'stay' };

export interface MoveFacts {
  edition: Edition;
  lang: Lang;
  map: MapState;
  /** The game's turn now: the positions set are "as of" it. */
  turn: number;
  /** The pieces moved, in order (a group: `a,b,c`), with their names. */
  pieces: readonly { id: string; name: string }[];
  to: MoveTo;
  facing?: number;
  /** The longest move the roll allowed, in the map's unit (`--most`). */
  most?: number;
  /** Let a move longer than `most`, or through a building, through (recorded). */
  override: boolean;
}

/** U257: the point where the straight line from `a` to `b` leaves the table (b itself when it stays on). */
export function clampToTable(a: Pt, b: Pt, size: readonly [number, number]): { at: Pt; edge: boolean } {
  const on = (p: Pt) => p[0] >= 0 && p[1] >= 0 && p[0] <= size[0] && p[1] <= size[1];
  if (on(b)) return { at: b, edge: false };
  // The largest share k of the way from a to b that keeps both coordinates on the table (a is on it).
  let k = 1;
  for (const i of [0, 1] as const) {
    const d = b[i] - a[i];
    if (d > 0 && b[i] > size[i]) k = Math.min(k, (size[i] - a[i]) / d);
    if (d < 0 && b[i] < 0) k = Math.min(k, -a[i] / d);
  }
  k = Math.max(0, k);
  const at: Pt = [Math.min(size[0], Math.max(0, a[0] + (b[0] - a[0]) * k)), Math.min(size[1], Math.max(0, a[1] + (b[1] - a[1]) * k))];
  return { at, edge: true };
}

/** One piece's move as the resolution records it. */
export interface PieceMove {
  piece: string;
  from: PiecePos | null;
  to: PiecePos;
  /** The straight-line length moved in the map's unit; null when it cannot be measured (zones without distances). */
  distance: number | null;
  /** Stopped at the table's edge (U257). */
  edge?: true;
  /** Buildings its straight line crosses (let through by --override). */
  through?: string[];
}

/** A position set now: only the fields it has. */
function posOf(turn: number, at: Pt | undefined, zone: string | undefined, facing: number | undefined): PiecePos {
  return { ...(at ? { at: [at[0], at[1]] as Pt } : {}), ...(zone !== undefined ? { zone } : {}), ...(facing !== undefined ? { facing } : {}), turn };
}

/** The distance between two positions: points measured, zones from their table (0 within one); null when unknown. */
function moved(map: MapState, from: PiecePos, to: PiecePos): number | null {
  if (from.at && to.at) return distance(from.at, to.at);
  const za = from.zone ?? (from.at ? zoneAt(from.at, map.zones) : null);
  const zb = to.zone ?? (to.at ? zoneAt(to.at, map.zones) : null);
  if (za === null || zb === null) return null;
  if (za === zb) return from.at || to.at ? null : 0;
  return map.zones.find((z) => z.id === za)?.distances?.[zb] ?? null;
}

/** `place`: puts one piece at a point or in a zone (anew, or again: its position set as of this turn). */
export function resolvePlace(f: { edition: Edition; lang: Lang; map: MapState; turn: number; piece: { id: string; name: string }; at?: Pt; zone?: string; facing?: number }): Resolution {
  const { lang, map } = f;
  const before = Object.hasOwn(map.pieces, f.piece.id) ? map.pieces[f.piece.id] : null;
  const to = posOf(f.turn, f.at, f.zone, f.facing ?? before?.facing);
  const where = posText(lang, map, to);
  return {
    procedure: 'place',
    edition: f.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'placed', text: t(lang, 'map.placed', { piece: f.piece.name, where, turn: f.turn }) },
    effects: [{ op: 'set', path: `map.pieces.${f.piece.id}`, value: to }],
    notes: before ? [t(lang, 'map.note.was', { where: posText(lang, map, before), turn: before.turn })] : [],
    piece: f.piece.id,
    to,
    // What the players may be told, piece by piece (a hidden piece's line is never shown them: src/render/player.ts).
    told: [{ piece: f.piece.id, text: t(lang, 'map.placed', { piece: f.piece.name, where, turn: f.turn }) }],
  };
}

/**
 * `move`: moves a piece or a group by one rule (a point, a zone, towards or
 * away from a piece by a distance, by a displacement), or confirms where
 * they stand (`stay`, U250). Refused, naming the piece: one not on the map;
 * a move longer than `most` or through a building's outline, unless
 * `override` (recorded in the entry); a computed move stops at the table's
 * edge (U257). A group given a point keeps its shape: the first piece goes
 * to the point, the others by the same displacement.
 */
export function resolveMove(f: MoveFacts): Resolution {
  try {
    return planMove(f);
  } catch (e) {
    if (e instanceof Refused) return e.record;
    throw e;
  }
}

/** A move refused on the way (its record, the reason in it). */
class Refused {
  constructor(readonly record: Resolution) {}
}

function planMove(f: MoveFacts): Resolution {
  const { lang, map } = f;
  const refuse = (key: string, params: Record<string, string | number>) => new Refused(refusal('move', f.edition, t(lang, key, params), { pieces: f.pieces.map((p) => p.id) }));
  const moves: PieceMove[] = [];
  const overridden: string[] = [];
  const notes: string[] = [];
  const buildings = blockersOf(map).filter((_, i) => map.outlines[i].kind === 'building');
  // A group given a point: the first piece's displacement.
  const first = f.pieces[0] && Object.hasOwn(map.pieces, f.pieces[0].id) ? map.pieces[f.pieces[0].id] : null;
  for (const p of f.pieces) {
    const from = Object.hasOwn(map.pieces, p.id) ? map.pieces[p.id] : null;
    const facing = f.facing ?? from?.facing;
    let to: PiecePos;
    let edge = false;
    const needPoint = (): Pt => {
      if (!from?.at) throw refuse(from ? 'map.refused.no-point' : 'map.refused.unplaced', { piece: p.name });
      return from.at;
    };
    const computed = (a: Pt, b: Pt): Pt => {
      if (!map.size) return b;
      const c = clampToTable(a, b, map.size);
      edge = c.edge;
      return c.at;
    };
    switch (f.to.kind) {
      case 'stay':
        if (!from) throw refuse('map.refused.unplaced', { piece: p.name });
        to = posOf(f.turn, from.at, from.zone, facing);
        break;
      case 'zone':
        if (!from) throw refuse('map.refused.unplaced', { piece: p.name });
        to = posOf(f.turn, undefined, f.to.zone, facing);
        break;
      case 'at': {
        const a = needPoint();
        let at = f.to.at;
        if (p !== f.pieces[0] && first?.at) at = computed(a, [a[0] + at[0] - first.at[0], a[1] + at[1] - first.at[1]]);
        to = posOf(f.turn, at, undefined, facing);
        break;
      }
      case 'by': {
        const a = needPoint();
        to = posOf(f.turn, computed(a, [a[0] + f.to.delta[0], a[1] + f.to.delta[1]]), undefined, facing);
        break;
      }
      default: {
        const a = needPoint();
        const b = f.to.kind === 'toward' ? toward(a, f.to.target, f.to.by) : away(a, f.to.target, f.to.by);
        to = posOf(f.turn, computed(a, b), undefined, facing);
      }
    }
    const m: PieceMove = { piece: p.id, from, to, distance: from && f.to.kind !== 'stay' ? moved(map, from, to) : 0 };
    if (edge) {
      m.edge = true;
      notes.push(t(lang, 'map.note.edge', { piece: p.name }));
    }
    if (f.most !== undefined && m.distance !== null && m.distance > f.most) {
      if (!f.override) throw refuse('map.refused.too-far', { piece: p.name, d: lengthText(lang, map, m.distance), most: lengthText(lang, map, f.most) });
      overridden.push(p.id);
      notes.push(t(lang, 'map.note.override-most', { piece: p.name, d: lengthText(lang, map, m.distance), most: lengthText(lang, map, f.most) }));
    }
    if (f.most !== undefined && m.distance === null) notes.push(t(lang, 'map.note.unmeasured', { piece: p.name }));
    if (from?.at && to.at) {
      // Entering or leaving a building it stands in is a move through its door; crossing another is not.
      const own = (id: string) => {
        const o = map.outlines.find((x) => x.id === id)!;
        return inside(from.at!, o.points) || inside(to.at!, o.points);
      };
      const through = pathBlocked(from.at, to.at, buildings).filter((id) => !own(id));
      if (through.length > 0) {
        const names = through.map((id) => map.outlines.find((o) => o.id === id)?.name ?? id).join(', ');
        if (!f.override) throw refuse('map.refused.through', { piece: p.name, through: names });
        m.through = through;
        if (!overridden.includes(p.id)) overridden.push(p.id);
        notes.push(t(lang, 'map.note.override-through', { piece: p.name, through: names }));
      }
    }
    moves.push(m);
  }
  const effects: Effect[] = moves.map((m) => ({ op: 'set', path: `map.pieces.${m.piece}`, value: m.to }));
  const line = (m: PieceMove, name: string) =>
    f.to.kind === 'stay'
      ? t(lang, 'map.stayed', { piece: name, where: posText(lang, map, m.to), turn: f.turn })
      : t(lang, 'map.moved', { piece: name, from: m.from ? posText(lang, map, m.from) : '—', to: posText(lang, map, m.to), d: m.distance === null ? '?' : lengthText(lang, map, m.distance) });
  const lines = moves.map((m, i) => line(m, f.pieces[i].name));
  return {
    procedure: 'move',
    edition: f.edition,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: f.to.kind === 'stay' ? 'confirmed' : 'moved', text: lines.length === 1 ? lines[0] : t(lang, 'map.moved-group', { n: lines.length }) },
    effects,
    notes: [...(lines.length > 1 ? lines : []), ...notes],
    pieces: f.pieces.map((p) => p.id),
    moves,
    // What the players may be told, piece by piece (a hidden piece's line is never shown them: src/render/player.ts).
    told: moves.map((m, i) => ({ piece: m.piece, text: lines[i] })),
    ...(f.most !== undefined ? { most: f.most } : {}),
    ...(overridden.length > 0 ? { override: overridden } : {}),
  };
}
