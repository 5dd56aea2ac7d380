// What the map's commands (place, move, where, range) share: the options they
// read (a point, a distance, a displacement), the game's map and pieces, and
// the players' view, which never shows a hidden piece (docs/map.md).
import { Option, type Command } from 'commander';
import { UserError } from '../../errors.js';
import { MAP_MAX_SIZE } from '../../map/scenario.js';
import { piecesOf, hiddenFromPlayers } from '../../map/pieces.js';
import { mapOf } from '../../map/view.js';
import type { MapPiece, MapState, Pt } from '../../map/types.js';
import { LANGS, type Lang } from '../../rules/types.js';
import type { Game } from '../../engine/system.js';

/** The options every map command takes (no dice: no --seed, --roll or --odds). */
export function addMapCommon(cmd: Command): Command {
  return cmd
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the result as one JSON object')
    .option('--player', "players' view: only what the security-force players may know")
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices([...LANGS]));
}

const NUM = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)';
const ONE = new RegExp(`^\\s*(${NUM})\\s*$`);
const TWO = new RegExp(`^\\s*(${NUM})\\s*[,;]\\s*(${NUM})\\s*$`);

/** The game's map, or exit 2 saying its scenario has none. */
export function needMap(game: Game): MapState {
  const map = mapOf(game);
  if (!map) throw new UserError('map-none', {});
  return map;
}

/** `--at X,Y`: a point on the table (its edge included), in the map's unit. */
export function pointOpt(option: string, value: string, map: MapState): Pt {
  if (!map.size) throw new UserError('map-no-points', { option });
  const m = TWO.exec(String(value));
  const [w, h] = map.size;
  if (!m) throw new UserError('map-point', { option, value: String(value), w, h });
  const p: Pt = [Number(m[1]), Number(m[2])];
  if (!(p[0] >= 0 && p[1] >= 0 && p[0] <= w && p[1] <= h)) throw new UserError('map-off-table', { option, value: String(value), w, h });
  return p;
}

/** `--by D`, `--most D`, `--facing D`: a number from 0 to `max` (U256's bound by default). */
export function lengthOpt(option: string, value: string, max = MAP_MAX_SIZE): number {
  const m = ONE.exec(String(value));
  const n = m ? Number(m[1]) : NaN;
  if (!(n >= 0 && n <= max)) throw new UserError('map-number', { option, value: String(value), max });
  return n;
}

/** `--by DX,DY`: a displacement, each part within U256's bound either way. */
export function deltaOpt(option: string, value: string): Pt | null {
  const m = TWO.exec(String(value));
  if (!m) return null;
  const d: Pt = [Number(m[1]), Number(m[2])];
  if (Math.abs(d[0]) > MAP_MAX_SIZE || Math.abs(d[1]) > MAP_MAX_SIZE) throw new UserError('map-number', { option, value: String(value), max: MAP_MAX_SIZE });
  return d;
}

/** The game's pieces as the audience may know them: the players never learn of a hidden one. */
export function visiblePieces(game: Game, lang: Lang, player: boolean): Map<string, MapPiece> {
  const all = piecesOf(game, lang);
  if (!player) return all;
  return new Map([...all].filter(([, p]) => !hiddenFromPlayers(p)));
}

/** A piece by id, or exit 2 listing the known ones (own ids only; a hidden one is unknown to the players). */
export function pieceOpt(pieces: Map<string, MapPiece>, id: string): MapPiece {
  const p = id.trim() === '' ? undefined : pieces.get(id);
  if (!p) {
    if (id.trim() === '') throw new UserError('blank-id', { id, kind: 'piece', knownKey: 'common.none' });
    const known = [...pieces.keys()];
    throw new UserError('map-unknown-piece', { id, ...(known.length > 0 ? { known: known.join(', ') } : { knownKey: 'common.none' }) });
  }
  return p;
}

/** `--zone Z`: a zone of the map, or exit 2 listing them. */
export function zoneOpt(map: MapState, id: string): string {
  if (!map.zones.some((z) => z.id === id)) throw new UserError('map-unknown-zone', { id, known: map.zones.map((z) => z.id).join(', ') || '-' });
  return id;
}

/** `--toward P`, `--away P`: a piece's point, a place's point, or a point X,Y; with the name said. */
export function targetOpt(option: string, value: string, map: MapState, pieces: Map<string, MapPiece>): { at: Pt; name: string } {
  if (TWO.test(value)) return { at: pointOpt(option, value, map), name: value };
  const piece = pieces.get(value);
  if (piece) {
    const pos = Object.hasOwn(map.pieces, value) ? map.pieces[value] : undefined;
    if (!pos?.at) throw new UserError('map-target-unplaced', { option, id: value });
    return { at: pos.at, name: piece.name };
  }
  const place = map.places.find((p) => p.id === value);
  if (place?.at) return { at: place.at, name: place.name ?? place.id };
  throw new UserError('map-unknown-target', { option, id: value });
}
