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
import { fromTwoPoints } from '../geometry/calibration.js';
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
  /** The background's address and its size in pixels (src/serve/background.ts); absent: none drawn. Placed by map.background's calibrate or corners, else stretched to the table. */
  background?: { href: string; width: number; height: number };
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

/** A text's box on the picture: its centre x, its baseline y, and its size (an estimate: 0.58 of the font a character, above DejaVu Sans's mean, 0.51; its line 1.2 high). */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function textBox(x: number, y: number, text: string, font: number): Box {
  const w = Math.max(1, [...text].length) * font * 0.58;
  return { x0: x - w / 2, y0: y - font * 0.95, x1: x + w / 2, y1: y + font * 0.25 };
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Where each label goes so that no two overlap (issue 41: names written over
 * each other): the ground's names first, each piece's body, then each
 * piece's name at the first of its places (under it, over it, right, left,
 * then further out) that meets nothing already placed; none free: under it.
 */
class Labels {
  private readonly taken: Box[] = [];
  /** The table's size: a name is written on it, never cut by its edge. */
  constructor(private readonly w = Infinity, private readonly h = Infinity) {}
  take(b: Box): void {
    this.taken.push(b);
  }
  free(b: Box): boolean {
    if (b.x0 < 0 || b.y0 < 0 || b.x1 > this.w || b.y1 > this.h) return false;
    return !this.taken.some((t) => overlaps(t, b));
  }
  /**
   * The first free offset from (x, y) for a text (dx, dy of its centre and baseline), taken, and the size it
   * is written at: under the piece, over it, beside it, then further out (up to four lines), shifted left or
   * right; none free, the same tried a size smaller (to two thirds); none still, under it.
   */
  place(x: number, y: number, text: string, font: number, r: number, lines = 1): [number, number, number] {
    for (const size of [font, font * 0.85, font * 0.7]) {
      const at = this.tries(text, size, r, lines).find((o) => this.free(this.boxOf(x, y, o, text, size, lines)));
      if (at) {
        this.take(this.boxOf(x, y, at, text, size, lines));
        return [at[0], at[1], size];
      }
    }
    const first: [number, number] = [0, r + font * 1.1];
    this.take(this.boxOf(x, y, first, text, font, lines));
    return [first[0], first[1], font];
  }
  private boxOf(x: number, y: number, [dx, dy]: [number, number], text: string, font: number, lines: number): Box {
    const b = textBox(x + dx, y + dy, text, font);
    return { ...b, y1: b.y1 + (lines - 1) * font };
  }
  private tries(text: string, font: number, r: number, lines: number): [number, number][] {
    const w = Math.max(1, [...text].length) * font * 0.58;
    const step = font * 1.25;
    const tall = step * lines;
    const out: [number, number][] = [];
    for (let k = 0; k < 4; k++) {
      const below = r + font * 1.1 + k * tall;
      const above = -r - font * 0.35 - (lines - 1) * font - k * tall;
      for (const dx of [0, w / 2, -w / 2]) out.push([dx, below], [dx, above]);
      if (k === 0) out.push([r + w / 2 + font * 0.3, font * 0.35], [-r - w / 2 - font * 0.3, font * 0.35]);
    }
    return out;
  }
}

/** The background under everything (docs/map.md "Background"): stretched to the table, placed by two points, or a photo's four corners warped by the page's script. */
function backgroundSvg(map: MapState, bg: NonNullable<PictureOptions['background']>, w: number, h: number): string {
  const href = xml(bg.href);
  const c = map.background?.corners;
  if (c) return `<image class="background" data-src="${href}" data-corners="${xml(JSON.stringify(c))}" x="0" y="0" width="${num(w)}" height="${num(h)}" preserveAspectRatio="none"/>`;
  const two = map.background?.calibrate;
  if (two) {
    try {
      const k = fromTwoPoints(two[0], two[1]);
      const zr = k.scale * Math.cos(k.rotation);
      const zi = k.scale * Math.sin(k.rotation);
      const m = [zr, zi, -zi, zr, k.offset[0], k.offset[1]].map((v) => String(Math.round(v * 1e6) / 1e6)).join(' ');
      return `<image class="background" href="${href}" x="0" y="0" width="${num(bg.width)}" height="${num(bg.height)}" preserveAspectRatio="none" transform="matrix(${m})"/>`;
    } catch {
      return '';
    }
  }
  return `<image class="background" href="${href}" x="0" y="0" width="${num(w)}" height="${num(h)}" preserveAspectRatio="none"/>`;
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
  if (o.background && !grid) out.push(backgroundSvg(map, o.background, w, h));
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
  const labels = new Labels(w, h);
  // Pieces standing in a zone without a point: side by side about its centre.
  const inZone = new Map<string, number>();
  const count = new Map<string, number>();
  for (const p of pieces) if (!p.pos.at && p.pos.zone) count.set(p.pos.zone, (count.get(p.pos.zone) ?? 0) + 1);
  type Laid = { p: DrawnPiece; at: Pt; stale: boolean; dots: Pt[]; r: number };
  const laid: Laid[] = [];
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
    laid.push({ p, at, stale, dots, r });
  }
  // Every piece's body first: a name is never written over a piece.
  for (const { at, r } of laid) labels.take({ x0: at[0] - r, y0: at[1] - r, x1: at[0] + r, y1: at[1] + r });
  // The ground's names, drawn under the pieces; none written over another or over a piece (Labels).
  for (const z of zones) {
    const c = centreOf(z.points);
    // On a grid of zones the name heads its box; on a drawn map it sits in the zone's middle.
    let y = grid ? Math.min(...z.points.map((q) => q[1])) + font * 1.2 : c[1];
    // A zone's name moves down its zone (up to a quarter of its height) off a name already written.
    const top = Math.min(...z.points.map((q) => q[1]));
    const bottom = Math.max(...z.points.map((q) => q[1]));
    for (let k = 0; k < 8 && !labels.free(textBox(c[0], y, z.zone.name, font)); k++) y = Math.min(bottom - font * 0.3, y + font * 1.1);
    if (y < top) y = top + font;
    labels.take(textBox(c[0], y, z.zone.name, font));
    out.push(`<text class="zone-name" x="${num(c[0])}" y="${num(y)}" font-size="${num(font)}">${xml(z.zone.name)}</text>`);
  }
  for (const l of map.outlines)
    if (l.name !== undefined && l.points.length > 0) {
      const c = centreOf(l.points);
      // A wall's name beside it; a building's in its middle, or its second line when the first is taken.
      let y = c[1];
      for (let k = 0; k < 3 && !labels.free(textBox(c[0], y, l.name, small)); k++) y += small * 1.1;
      labels.take(textBox(c[0], y, l.name, small));
      out.push(`<text class="outline-name" x="${num(c[0])}" y="${num(y)}" font-size="${num(small)}">${xml(l.name)}</text>`);
    }
  for (const p of map.places)
    if (p.name !== undefined) {
      const at = p.at ?? (p.points && p.points.length > 0 ? centreOf(p.points) : null);
      if (!at) continue;
      // Inside the table: a place on its edge writes its name inward.
      const [dx, dy, ps] = labels.place(Math.min(Math.max(at[0], (p.name.length * small * 0.8 * 0.62) / 2), w - (p.name.length * small * 0.8 * 0.62) / 2), at[1], p.name, small * 0.8, token * 0.5);
      const x = Math.min(Math.max(at[0], (p.name.length * small * 0.8 * 0.62) / 2), w - (p.name.length * small * 0.8 * 0.62) / 2) + dx;
      out.push(`<text class="place-name" x="${num(x)}" y="${num(at[1] + dy)}" font-size="${num(ps)}">${xml(p.name)}</text>`);
    }
  out.push(`<g class="pieces">`);
  for (const { p, at, stale, dots, r } of laid) {
    const [lx, ly, ls] = p.marker === undefined ? labels.place(at[0], at[1], p.label, small, r, stale ? 2 : 1) : [0, 0, small];
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
      out.push(`<text class="label"${lx !== 0 ? ` x="${num(lx)}"` : ''} y="${num(ly)}" font-size="${num(ls)}">${xml(p.label)}</text>`);
      if (stale) out.push(`<text class="as-of"${lx !== 0 ? ` x="${num(lx)}"` : ''} y="${num(ly + ls)}" font-size="${num(ls * 0.8)}">${xml(o.words.asOf(p.pos.turn))}</text>`);
    }
    out.push(`</g>`);
  }
  out.push(`</g></g></svg>`);
  return out.join('');
}
