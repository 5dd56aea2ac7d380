// The map on `umpire serve`'s pages (docs/map.md "Picture", docs/serve.md
// "The map"): the picture of a game for one audience (src/map/svg.ts, from
// the pieces each system says stand on the table, GameSystem.map.pieces),
// and a drop on the board turned into the command line a person would type
// (`move <piece> --at X,Y` or `--zone Z`), run in this process through the
// same transaction as the shell's (the program's `main`, as the REPL runs a
// line), as the umpire who serves the board.
import { createHmac, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { theProgram } from '../engine/program.js';
import type { Game } from '../engine/system.js';
import { t } from '../i18n/index.js';
import type { Lang, Resolution } from '../rules/types.js';
import { snap } from '../geometry/measure.js';
import { layoutOf, mapSvg, picturePieces, tokenRadius, xml, type Audience } from '../map/svg.js';
import { piecesOf } from '../map/pieces.js';
import { lastIdsOf } from '../map/last.js';
import type { MapPiece, MapState, Pt } from '../map/types.js';
import type { LogEntry } from '../state/log.js';
import type { Paths } from '../state/store.js';

/** Every piece the game's systems say stand on the table now (the map core's piecesOf: the game's, then its packs'), in their order. */
export function mapPieces(game: Game, lang: Lang, side?: string): MapPiece[] {
  return [...piecesOf(game, lang, side).values()];
}

/** The last resolution in force (not undone), and the ids it names (its command line's words, its effects' paths, its record's text fields): the pieces it marks (U273). */
export function lastIds(entries: readonly LogEntry[]): { ids: Set<string>; record: Resolution | null } {
  const undone = new Set(entries.flatMap((e) => (e.kind === 'undo' ? (e.undoes ?? []) : [])));
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.kind !== 'resolution' || !e.record || undone.has(e.seq)) continue;
    const ids = lastIdsOf(e);
    return { ids, record: e.record };
  }
  return { ids: new Set(), record: null };
}

/** A piece as the players name it (U74: a name that is only its id gives nothing away; the text scrubbed as every players' text is). */
async function playersLabel(game: Game, lang: Lang, side?: string): Promise<(p: MapPiece) => string> {
  const { playerScrub, playerSubject } = await import('../render/player.js');
  return (p) => {
    if (p.name.trim() !== '' && p.name !== p.id) return playerScrub(p.name, game, lang, side);
    const said = playerSubject(lang, p.kind, p.id, game);
    return said === `player.subject.${p.kind}` ? t(lang, 'serve.map-piece') : said;
  };
}

/** The map keeper's handles: opaque to the page (no id), the same for a piece all the server's life, unknown without the server's key. */
export class Handles {
  private readonly key = randomBytes(32);
  of(id: string): string {
    return `k${createHmac('sha256', this.key).update(id).digest('base64url').slice(0, 16)}`;
  }
  /** The id of a handle among the pieces the keeper may move now, or null. */
  find(handle: string, pieces: readonly MapPiece[]): string | null {
    for (const p of pieces) if (!p.hidden && this.of(p.id) === handle) return p.id;
    return null;
  }
}

/**
 * The map block of a page, or '' when the game has no map. `umpire`: every
 * piece with its id; `players`: the players' view; `keeper`: the players'
 * view, each piece they may see carrying a handle a drop sends (a marker or an
 * absent piece none).
 */
export async function mapBlock(game: Game, entries: readonly LogEntry[], lang: Lang, who: Audience | 'keeper', handles?: Handles, side?: string): Promise<string> {
  const map = game.map;
  if (!map) return '';
  return `${toolsHtml(lang, who)}${await mapPicture(game, entries, lang, who, handles, side)}`;
}

/**
 * Where `umpire serve` reads the background from (the scenario's folder: `serve --scenario`, else the state
 * file's), and the server's key in its address (an address no one guesses: the page that shows the map gives
 * it, and only that page; U341). Set by the application (src/serve/app.ts); unset, no background is drawn.
 */
let backgroundAt: { dir: string; key: string } | null = null;

export function serveBackground(dir: string | null): string | null {
  backgroundAt = dir === null ? null : { dir, key: randomBytes(12).toString('base64url') };
  return backgroundAt?.key ?? null;
}

/** The background served now: its file (read from the scenario's folder) and its address, or why it is not. */
export async function currentBackground(map: MapState): Promise<{ file: import('./background.js').BackgroundFile; href: string } | { problem: string } | null> {
  if (!map.background || !backgroundAt) return null;
  const { backgroundOf } = await import('./background.js');
  const got = backgroundOf(backgroundAt.dir, map.background);
  if ('problem' in got) return { problem: got.problem };
  return { file: got, href: `/map/background/${backgroundAt.key}/${got.etag}` };
}

/** The map's tray: the selection (board and keeper), fit to the screen, full screen. Buttons the page's script works. */
function toolsHtml(lang: Lang, who: Audience | 'keeper'): string {
  const b = (tool: string, key: Parameters<typeof t>[1], extra = '') => `<button type="button" data-tool="${tool}"${extra}>${xml(t(lang, key))}</button>`;
  const moves = who !== 'players';
  return `<div class="maptools" role="toolbar" aria-label="${xml(t(lang, 'serve.map'))}">${
    moves ? `${b('select', 'serve.map-select', ' aria-pressed="false"')}<span class="count" data-count></span>${b('clear', 'serve.map-clear')}` : ''
  }${b('fit', 'serve.map-fit')}${b('full', 'serve.map-full')}</div>`;
}

/** The map's <svg> alone (the report's replay draws it too). */
export async function mapPicture(game: Game, entries: readonly LogEntry[], lang: Lang, who: Audience | 'keeper', handles?: Handles, side?: string): Promise<string> {
  const map = game.map;
  if (!map) return '';
  const pieces = mapPieces(game, lang, side);
  const audience: Audience = who === 'umpire' ? 'umpire' : 'players';
  const players = audience === 'players';
  const label = audience === 'players' ? await playersLabel(game, lang, side) : undefined;
  const key = who === 'keeper' && handles ? (p: MapPiece) => (p.hidden ? undefined : handles.of(p.id)) : undefined;
  const scrub = players ? (await import('../render/player.js')).playerScrub : null;
  // The last resolution's pieces, ringed; on the players' picture only when they are told of it (a resolution they see nothing of marks nothing).
  const last = lastIds(entries);
  const told = !players || !last.record || !(await import('../render/player.js')).playerRecord(last.record, { lang, game, ...(side !== undefined ? { side } : {}) }).unseen;
  const drawn = picturePieces(map, pieces, {
    audience,
    last: told ? last.ids : new Set(),
    ...(label ? { label } : {}),
    ...(key ? { key } : {}),
  }).map((d) => (scrub && d.badge !== undefined ? { ...d, badge: scrub(d.badge, game, lang, side) } : d));
  const bg = await currentBackground(map);
  return mapSvg(map, drawn, {
    audience,
    ...(bg && 'file' in bg ? { background: { href: bg.href, width: bg.file.width, height: bg.file.height } } : {}),
    turn: game.turn,
    words: {
      title: t(lang, 'serve.map'),
      asOf: (turn) => t(lang, 'serve.map-as-of', { turn }),
      marker: (n) => t(lang, 'serve.map-marker', { n }),
    },
  });
}

/**
 * The command line a drop is (docs/map.md: a drop snaps to the zone under
 * it; src/geometry/ snap): on a map of zones only, or for a piece that
 * stands in a zone without a point, `move <id> --zone Z` for the zone under
 * the drop; else `move <id> --at X,Y` at the drop's point (or a place's,
 * within a token's reach of it), to a tenth of the unit, the zone under it
 * read from the point (U270). A drop outside the table is taken to its edge
 * (a piece may stand on the edge, docs/map.md). [] when nothing is under a
 * drop that needs a zone.
 */
export function dropLine(map: MapState, pieces: string | readonly string[], at: Pt): string[] {
  // A group (U340): the piece dragged first, the others keep their places about it (move's --at keeps a group's shape); one command line.
  const ids = typeof pieces === 'string' ? [pieces] : pieces;
  const id = ids[0];
  if (id === undefined) return [];
  const { size, zones, grid } = layoutOf(map);
  const p: Pt = [Math.min(Math.max(at[0], 0), size[0]), Math.min(Math.max(at[1], 0), size[1])];
  const drawn = zones.map((z) => ({ id: z.zone.id, points: z.points }));
  // The reach of a snap to a place: the drawn token's radius (src/map/svg.ts), a finger's width at the map's scale.
  const s = snap(p, drawn, grid ? [] : map.places, tokenRadius(size));
  const byZone = grid || map.unit === 'zones' || (Object.hasOwn(map.pieces, id) && map.pieces[id].zone !== undefined && map.pieces[id].at === undefined);
  const list = ids.join(',');
  if (byZone) return s.zone !== undefined ? ['move', list, '--zone', s.zone] : [];
  const r = (n: number) => String(Math.round(n * 10) / 10); // U270
  return ['move', list, '--at', `${r(s.at[0])},${r(s.at[1])}`];
}

/** What one drop did: the command line, its exit code, and what it said (one line on a refusal). */
export interface DropResult {
  line: string[];
  code: number;
  said: string;
}

/** Drops run one at a time (each its own transaction, in the order they came). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a drop's command line as the shell would (the program's `main`, its
 * lock, its transaction, its sector check), on the served game, as `umpire`
 * (UMPIRE_NAME: the entry's `by`; sectors checked for that name), never
 * asking anything (no terminal), its output kept for the answer.
 */
export function runDrop(line: string[], o: { paths: Paths; env: NodeJS.ProcessEnv; cwd: string; umpire?: string }): Promise<DropResult> {
  const run = async (): Promise<DropResult> => {
    let out = '';
    let err = '';
    const env: NodeJS.ProcessEnv = { ...o.env, UMPIRE_NO_PROMPT: '1' };
    if (o.paths.db === undefined) env.UMPIRE_STATE = o.paths.state;
    delete env.UMPIRE_CROSS;
    if (o.umpire !== undefined) env.UMPIRE_NAME = o.umpire;
    else delete env.UMPIRE_NAME;
    const code = await theProgram().main(line, {
      stdout: { write: (s: string) => (out += s), isTTY: false },
      stderr: { write: (s: string) => (err += s), isTTY: false },
      stdin: Object.assign(new PassThrough().end(), { isTTY: false }),
      env,
      cwd: o.cwd,
      argv: line,
    });
    // What it said: the refusal's one line, or the resolution's outcome (the line under its title).
    const lines = (code === 0 ? out : err).split('\n').map((l) => l.replace(/^umpire: /, '').trim()).filter((l) => l !== '');
    const said = (code === 0 ? lines[1] ?? lines[0] : lines[0]) ?? '';
    return { line, code, said: said.slice(0, 500) };
  };
  const p = queue.then(run, run);
  queue = p.catch(() => undefined);
  return p;
}
