// The map's reports in the terminal (`where`, `range`): positions "as of
// turn N", fresh or stale (U250), and how far two pieces are with what
// blocks the sight between them, in the output language's words.
import { t } from '../i18n/index.js';
import { posText } from '../map/moves.js';
import { lengthText } from '../map/words.js';
import type { MapState } from '../map/types.js';
import type { Lang } from '../rules/types.js';
import { table, theme } from './table.js';

/** One row of `where`: a piece and where it stands (no position: not on the map). */
export interface WhereRow {
  id: string;
  name: string;
  kind: string;
  side: string;
  at?: readonly [number, number];
  zone?: string;
  facing?: number;
  turn?: number;
  fresh?: boolean;
  /** A hidden piece the umpire sees (the players never do). */
  hidden?: 'absent' | 'marker';
}

/** `where`'s text: the table of pieces on the map, then those not on it. */
export function renderWhere(rows: readonly WhereRow[], o: { lang: Lang; color: boolean; map: MapState; turn: number }): string {
  const { lang, map } = o;
  const th = theme(o.color);
  const out = [th.title(t(lang, 'map.where.title', { turn: o.turn, unit: t(lang, `map.unit.${map.unit}`) }))];
  const placed = rows.filter((r) => r.turn !== undefined);
  const off = rows.filter((r) => r.turn === undefined);
  if (placed.length === 0) out.push(t(lang, 'map.where.none'));
  else {
    const cells = placed.map((r) => [
      r.hidden ? `${r.name} ${th.dim(t(lang, 'map.where.hidden'))}` : r.name,
      `${posText(lang, map, r)}${r.facing !== undefined ? ` ${t(lang, 'map.where.facing', { deg: r.facing })}` : ''}`,
      t(lang, 'map.where.as-of', { turn: r.turn! }),
      r.fresh ? t(lang, 'map.fresh') : th.bad(t(lang, 'map.stale')),
    ]);
    out.push(table([t(lang, 'map.col.piece'), t(lang, 'map.col.where'), t(lang, 'map.col.as-of'), t(lang, 'map.col.fresh')], cells, th));
  }
  if (placed.some((r) => !r.fresh)) out.push(th.dim(t(lang, 'map.where.stale-note')));
  if (off.length > 0) out.push(th.dim(t(lang, 'map.where.unplaced', { list: off.map((r) => r.name).join(', ') })));
  return `${out.join('\n')}\n`;
}

/** What `range` found between two pieces. */
export interface RangeReport {
  a: string;
  b: string;
  distance: number | null;
  clear: boolean | null;
  blockedBy: string[];
  over: string[];
  margin: number | null;
  fresh: boolean;
  byZone: boolean;
}

/** `range`'s text: how far, what blocks the sight, what is seen over (cover), and whether a rule may read it. */
export function renderRange(r: RangeReport, o: { lang: Lang; color: boolean; map: MapState; names: (id: string) => string }): string {
  const { lang, map } = o;
  const th = theme(o.color);
  const out = [th.title(r.distance === null ? t(lang, 'map.range.unknown', { a: o.names(r.a), b: o.names(r.b) }) : t(lang, 'map.range.distance', { a: o.names(r.a), b: o.names(r.b), d: lengthText(lang, map, r.distance) }))];
  if (r.clear !== null) out.push(r.clear ? th.good(t(lang, 'map.range.clear')) : th.bad(r.blockedBy.length === 0 ? t(lang, 'map.range.unseen-zone') : t(lang, 'map.range.blocked', { list: r.blockedBy.map(o.names).join(', ') })));
  if (r.over.length > 0) out.push(t(lang, 'map.range.over', { list: r.over.map(o.names).join(', ') }));
  if (r.margin !== null && Number.isFinite(r.margin) && !r.byZone) out.push(th.dim(t(lang, 'map.range.margin', { d: lengthText(lang, map, r.margin) })));
  if (r.byZone) out.push(th.dim(t(lang, 'map.range.zones')));
  if (!r.fresh) out.push(th.bad(t(lang, 'map.range.stale')));
  return `${out.join('\n')}\n`;
}
