// The map as SVG (docs/map.md "Picture"): the table, its areas, zones,
// outlines, places and (on the umpire's board) sectors, and the pieces each
// game says stand on it (GameSystem.map.pieces), drawn for one audience.
// The players' picture is drawn from the players' view of the pieces
// (picturePieces): a piece hidden `absent` is not drawn at all, one hidden
// `marker` is a numbered token with no id, name, badge, side or tone
// (Intervention l.268); no id of anything (a piece, an outline, a zone, a
// place) is written into it (U74: ids are the umpire's handles and can give a
// piece away). The umpire's board draws everything, each piece with its id
// (what a drop sends). Pure: no game, no I/O; every text escaped here.
import { footprint } from '../geometry/footprint.js';
import { escapeControls } from '../render/safe.js';
import type { MapPiece, MapState, PiecePos, Pt, Zone } from './types.js';

export type Audience = 'players' | 'umpire';

/** A piece as one audience's picture draws it. */
export interface DrawnPiece {
  /** What a drop names it by: its id on the umpire's board, an opaque handle on the map keeper's screen, none elsewhere. */
  key?: string;
  /** The game's kind (`crowd`, `unit`...); absent for a marker. */
  kind?: string;
  side?: string;
  figures: number;
  /** The text beside it: its name as the audience reads it, or a marker's number. */
  label: string;
  badge?: string;
  tone?: string;
  /** A hidden piece's numbered marker (1, 2, ...): drawn as a token with that number only. */
  marker?: number;
  /** Where it stands (state's game.map.pieces). */
  pos: PiecePos;
  /** Named by the last resolution in force. */
  last: boolean;
}

/**
 * The pieces as an audience sees them: every piece placed on the map, for the
 * umpire; for the players, each as the game says they may see it (`hidden:
 * absent` left out, `marker` numbered in the game's order with nothing of the
 * piece but where it stands), named by `label` (the caller's players' words,
 * U74). `key` gives the handle a drop may send (absent: none; a marker never
 * has one on the players' side).
 */
export function picturePieces(
  map: MapState,
  pieces: readonly MapPiece[],
  o: { audience: Audience; last?: ReadonlySet<string>; label?: (p: MapPiece) => string; key?: (p: MapPiece) => string | undefined },
): DrawnPiece[] {
  const out: DrawnPiece[] = [];
  let markers = 0;
  for (const p of pieces) {
    const pos = Object.hasOwn(map.pieces, p.id) ? map.pieces[p.id] : undefined;
    if (o.audience === 'players' && p.hidden === 'absent') continue;
    if (o.audience === 'players' && p.hidden === 'marker') {
      // Numbered even when not placed, so that a marker's number does not tell how many others are placed.
      markers++;
      if (pos) out.push({ figures: 1, label: String(markers), marker: markers, pos: { ...pos }, last: false });
      continue;
    }
    if (!pos) continue;
    const key = o.audience === 'umpire' ? p.id : o.key?.(p);
    out.push({
      ...(key !== undefined ? { key } : {}),
      kind: p.kind,
      side: p.side,
      figures: p.figures,
      label: o.label ? o.label(p) : p.name,
      ...(p.badge !== undefined ? { badge: p.badge } : {}),
      ...(p.tone !== undefined ? { tone: p.tone } : {}),
      pos: { ...pos },
      last: o.last?.has(p.id) ?? false,
    });
  }
  return out;
}

/** What the picture says in words (the caller's language). */
export interface PictureWords {
  /** The picture's accessible name. */
  title: string;
  /** "as of turn N", for a stale position (U250). */
  asOf(turn: number): string;
  /** A hidden piece's marker. */
  marker(n: number): string;
}

export interface PictureOptions {
  audience: Audience;
  /** The game's turn now (a position older than map.fresh turns is drawn stale, U250). */
  turn: number;
  words: PictureWords;
}

/** A zone's box on a map of zones only (no outlines to draw them by): laid in a grid, in the order the scenario gives them. */
const ZONE_BOX: Pt = [10, 6];

/** The picture's frame: the table's size, and each zone's outline (its own, or its box on a map of zones only). */
export function layoutOf(map: MapState): { size: [number, number]; zones: { zone: Zone; points: Pt[] }[]; grid: boolean } {
  const drawn = map.zones.filter((z) => z.points && z.points.length >= 3);
  if (map.size && (drawn.length > 0 || map.zones.length === 0)) return { size: map.size, zones: drawn.map((z) => ({ zone: z, points: z.points! })), grid: false };
  const n = map.zones.length;
  const cols = Math.max(1, Math.ceil(Math.sqrt(n)));
  const rows = Math.max(1, Math.ceil(n / cols));
  const [w, h] = ZONE_BOX;
  const zones = map.zones.map((zone, i) => {
    const x = (i % cols) * w;
    const y = Math.floor(i / cols) * h;
    // A margin inside each box keeps the zones apart.
    const m = 0.4;
    const points: Pt[] = [
      [x + m, y + m],
      [x + w - m, y + m],
      [x + w - m, y + h - m],
      [x + m, y + h - m],
    ];
    return { zone, points };
  });
  return { size: [cols * w, rows * h], zones, grid: true };
}

/** The mean of a polygon's corners (where a piece standing in a zone without a point is drawn). */
function centreOf(points: readonly Pt[]): Pt {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
  }
  return [x / points.length, y / points.length];
}

/** Text as XML: control characters shown as the terminal shows them (src/render/safe.ts, never obeyed), then the five characters escaped (never a tag). */
export function xml(s: string): string {
  return escapeControls(String(s), false)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A number as the picture writes it: finite, to a hundredth of the unit. */
function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  return String(Math.round(n * 100) / 100);
}

function pts(points: readonly Pt[]): string {
  return points.map((p) => `${num(p[0])},${num(p[1])}`).join(' ');
}

/** A class name made of a game's word (a kind, a side, a tone): letters, digits and dashes only. */
function cls(prefix: string, word: string | undefined): string {
  if (word === undefined) return '';
  const w = word.toLowerCase().replace(/[^a-z0-9-]/g, '').slice(0, 24);
  return w ? ` ${prefix}-${w}` : '';
}

/**
 * How far apart a crowd's figures are drawn, in the map's unit: at most
 * "around 1” apart" (EN l.131), "2 à 3 cm entre chaque élément" (FR l.171),
 * the loosest each text allows (src/geometry/footprint.ts lays them out).
 * On a map in paces or of zones a crowd is one token (no spacing there).
 */
function spacingOf(unit: MapState['unit']): number | null {
  if (unit === 'in') return 1; // EN l.131
  if (unit === 'cm') return 3; // FR l.171
  return null;
}

/** A single figure's token on the picture: 1.2% of the table's longer side (the picture's own proportion, read by no rule). */
export function tokenRadius(size: readonly [number, number]): number {
  return (Math.max(size[0], size[1], 1) / 100) * 1.2;
}

/** The map as one <svg> element, for one audience (what the pages put in their map block). */
export function mapSvg(map: MapState, pieces: readonly DrawnPiece[], o: PictureOptions): string {
  const { size, zones, grid } = layoutOf(map);
  const [w, h] = size;
  const umpire = o.audience === 'umpire';
  const token = tokenRadius(size);
  // Text sizes, from the token's (the picture's own proportions): the ground's names, and a piece's smaller.
  const font = 1.5 * token;
  const small = 1.05 * token;
  const spacing = spacingOf(map.unit);
  const out: string[] = [];
  const zoneById = new Map(zones.map((z) => [z.zone.id, z.points]));
  out.push(`<svg class="map" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" role="img" aria-label="${xml(o.words.title)}" data-unit="${xml(map.unit)}" data-w="${num(w)}" data-h="${num(h)}">`);
  out.push(`<g class="layer">`);
  out.push(`<rect class="table" x="0" y="0" width="${num(w)}" height="${num(h)}"/>`);
  for (const a of map.areas) out.push(`<polygon class="area${cls('area', a.kind)}"${umpire ? ` data-id="${xml(a.id)}"` : ''} points="${pts(a.points)}"/>`);
  for (const z of zones) out.push(`<polygon class="zone"${umpire ? ` data-zone="${xml(z.zone.id)}"` : ''} points="${pts(z.points)}"/>`);
  for (const l of map.outlines) {
    const shape = l.kind === 'wall' ? 'polyline' : 'polygon';
    out.push(`<${shape} class="outline${cls('outline', l.kind)}"${umpire ? ` data-id="${xml(l.id)}"` : ''} points="${pts(l.points)}"/>`);
  }
  if (umpire)
    for (const [who, poly] of Object.entries(map.sectors ?? {})) out.push(`<polygon class="sector" data-umpire="${xml(who)}" points="${pts(poly)}"/>`);
  for (const p of map.places) {
    const at = p.at ?? (p.points && p.points.length > 0 ? centreOf(p.points) : null);
    if (p.points && p.points.length >= 3) out.push(`<polygon class="place${cls('place', p.kind)}" points="${pts(p.points)}"/>`);
    if (at) out.push(`<circle class="spot${cls('place', p.kind)}" cx="${num(at[0])}" cy="${num(at[1])}" r="${num(token * 0.5)}"/>`);
  }
  // Names above the ground, under the pieces.
  for (const z of zones) {
    const c = centreOf(z.points);
    // On a grid of zones the name heads its box; on a drawn map it sits in the zone's middle.
    const y = grid ? Math.min(...z.points.map((q) => q[1])) + font * 1.2 : c[1];
    out.push(`<text class="zone-name" x="${num(c[0])}" y="${num(y)}" font-size="${num(font)}">${xml(z.zone.name)}</text>`);
  }
  for (const l of map.outlines)
    if (l.name !== undefined && l.points.length > 0) {
      const c = centreOf(l.points);
      out.push(`<text class="outline-name" x="${num(c[0])}" y="${num(c[1])}" font-size="${num(small)}">${xml(l.name)}</text>`);
    }
  for (const p of map.places)
    if (p.name !== undefined) {
      const at = p.at ?? (p.points && p.points.length > 0 ? centreOf(p.points) : null);
      if (at) out.push(`<text class="place-name" x="${num(at[0])}" y="${num(at[1] + small)}" font-size="${num(small * 0.8)}">${xml(p.name)}</text>`);
    }
  // Pieces standing in a zone without a point: side by side about its centre.
  const inZone = new Map<string, number>();
  const count = new Map<string, number>();
  for (const p of pieces) if (!p.pos.at && p.pos.zone) count.set(p.pos.zone, (count.get(p.pos.zone) ?? 0) + 1);
  out.push(`<g class="pieces">`);
  for (const p of pieces) {
    let at: Pt | null = p.pos.at ?? null;
    if (!at && p.pos.zone && zoneById.has(p.pos.zone)) {
      const c = centreOf(zoneById.get(p.pos.zone)!);
      const i = inZone.get(p.pos.zone) ?? 0;
      inZone.set(p.pos.zone, i + 1);
      const n = count.get(p.pos.zone) ?? 1;
      at = [c[0] + (i - (n - 1) / 2) * token * 2.6, c[1] + token];
    }
    if (!at) continue;
    const stale = p.pos.turn + map.fresh - 1 < o.turn; // U250
    // A crowd: its figures at the text's spacing (footprint, EN l.131: the crowd's), within a disc that holds them; any other piece one token.
    const dots = p.marker === undefined && p.kind === 'crowd' && spacing !== null && p.figures > 1 ? footprint([0, 0], Math.min(p.figures, 1000), spacing) : [];
    const r = dots.length > 0 ? Math.max(token, ...dots.map((d) => Math.hypot(d[0], d[1]) + spacing! / 2)) : token * (p.figures > 1 ? 1.4 : 1);
    const classes = `piece${p.marker !== undefined ? ' marker' : `${cls('kind', p.kind)}${cls('side', p.side)}${cls('tone', p.tone)}`}${p.last ? ' last' : ''}${stale ? ' stale' : ''}${p.key !== undefined ? ' movable' : ''}`;
    const key = p.key !== undefined ? ` data-piece="${xml(p.key)}"` : '';
    const tip = [p.marker !== undefined ? o.words.marker(p.marker) : p.label, p.badge, stale ? o.words.asOf(p.pos.turn) : undefined].filter((x) => x !== undefined && x !== '');
    out.push(`<g class="${classes}"${key} transform="translate(${num(at[0])} ${num(at[1])})"><title>${xml(tip.join(' \u00b7 '))}</title>`);
    if (p.last) out.push(`<circle class="ring" r="${num(r + token * 0.6)}"/>`);
    out.push(`<circle class="body" r="${num(r)}"/>`);
    if (dots.length > 0) out.push(`<g class="figures">${dots.map((d) => `<circle cx="${num(d[0])}" cy="${num(d[1])}" r="${num(spacing! * 0.3)}"/>`).join('')}</g>`);
    if (p.marker !== undefined) out.push(`<text class="number" y="${num(small * 0.35)}" font-size="${num(small)}">${p.marker}</text>`);
    else {
      if (p.badge !== undefined && p.badge !== '') out.push(`<text class="badge" y="${num(small * 0.35)}" font-size="${num(small)}">${xml(p.badge)}</text>`);
      out.push(`<text class="label" y="${num(r + small * 1.1)}" font-size="${num(small)}">${xml(p.label)}</text>`);
      if (stale) out.push(`<text class="as-of" y="${num(r + small * 2.1)}" font-size="${num(small * 0.8)}">${xml(o.words.asOf(p.pos.turn))}</text>`);
    }
    out.push(`</g>`);
  }
  out.push(`</g></g></svg>`);
  return out.join('');
}
