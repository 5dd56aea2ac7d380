// The move Intervention's morale decides, proposed on a map (docs/map.md
// "Moves the program proposes"): a figure whose PF aimed at it passes its
// Det is shaken and moves "2cm vers un couvert (orientation libre)" (l.413):
// towards the nearest cover, a building's, a wall's or an obstacle's line
// or a wood's edge (l.168-184), stopping there (U278). Its facing is free:
// left as it is. Pure: the record, the figures' Det and the scene in.
import { t } from '../../i18n/index.js';
import { measured, nearestCover, towards, unitMismatch, unreadable } from '../../map/proposals.js';
import type { Area, MoveProposal, MoveScene } from '../../map/types.js';
import type { Effect, Lang } from '../types.js';
import { MORALE_MOVE_CM } from './tables.js';

/** What a proposal reads: one resolution of the log, each figure's Det, the woods, and the scene. */
export interface IvMoveFacts {
  lang: Lang;
  seq: number;
  record: Readonly<Record<string, unknown>>;
  /** Each fighter's Det (l.405: the PF aimed at it against it). */
  det: Readonly<Record<string, number>>;
  /** The map's woods: their edge is cover (l.184). */
  woods: readonly Area[];
  scene: MoveScene;
}

/** The figures a resolution shook (l.405-413): the PF aimed at them went past their Det in it. */
export function shakenBy(record: Readonly<Record<string, unknown>>, det: Readonly<Record<string, number>>): string[] {
  const out: string[] = [];
  const r = record as { procedure?: string; fighter?: string; shaken?: boolean; effects?: Effect[] };
  if (r.procedure === 'intv-morale' && r.shaken === true && r.fighter) out.push(r.fighter);
  for (const e of r.effects ?? []) {
    const m = /^fighters\.([^.]+)\.pfAt$/.exec(e.path);
    if (!m || e.op !== 'set' || !Object.hasOwn(det, m[1])) continue;
    const before = typeof e.prev === 'number' ? e.prev : 0;
    if (typeof e.value === 'number' && before <= det[m[1]] && e.value > det[m[1]] && !out.includes(m[1])) out.push(m[1]);
  }
  return out;
}

/** The 2 cm towards cover each figure shaken by the resolution owes (l.413). */
export function proposeIvMoves(f: IvMoveFacts): MoveProposal[] {
  const { lang, scene } = f;
  return shakenBy(f.record, f.det).map((id) => {
    const head = { seq: f.seq, piece: id, rule: 'Intervention l.413', distance: MORALE_MOVE_CM };
    const why = t(lang, 'iv.moves.morale', { id, d: MORALE_MOVE_CM });
    const cannot = unitMismatch(scene, 'cm', lang) ?? unreadable(scene, id, lang);
    if (cannot) return measured({ ...head, why }, cannot);
    const at = scene.pieces[id].at!;
    const cover = nearestCover(scene, at, f.woods.map((w) => ({ id: w.id, points: w.points, closed: true })));
    if (!cover) return measured({ ...head, why }, t(lang, 'moves.measure.no-cover'));
    const to = towards(at, cover.at, MORALE_MOVE_CM);
    return { ...head, why: t(lang, 'iv.moves.morale.to', { id, d: MORALE_MOVE_CM, cover: cover.id }), how: { at: to }, to };
  });
}
