// The move Guérilla Urbaine's melee decides, proposed on a map (docs/map.md
// "Moves the program proposes"): a parried attack still steps the defender
// back 1 pas, "dans une direction opposée à celle de l'attaquant" (l.54), once
// a parry; the attacker's following is its own choice and not proposed.
// Pure: the record and the scene in, the proposal out. Ruling U276 (which
// piece moves), U250 (stale).
import { t } from '../../i18n/index.js';
import { awayFrom, awayHow, measured, unitMismatch, unreadable } from '../../map/proposals.js';
import type { MoveProposal, MoveScene } from '../../map/types.js';
import type { Lang } from '../types.js';
import { PARRY_STEP_BACK } from './profile.js';

/** What a proposal reads: one resolution of the log and the scene. */
export interface GuMoveFacts {
  lang: Lang;
  seq: number;
  record: Readonly<Record<string, unknown>>;
  scene: MoveScene;
}

/** The step back a gang melee's parries decide (l.54), or none. */
export function proposeGuMoves(f: GuMoveFacts): MoveProposal[] {
  const r = f.record as { procedure?: string; figure?: string; target?: string; attacks?: { parry?: { parried?: boolean } | null }[] };
  if (r.procedure !== 'gu-melee' || !r.figure || !r.target) return [];
  const parries = (r.attacks ?? []).filter((a) => a.parry?.parried === true).length;
  if (parries === 0) return [];
  const d = parries * PARRY_STEP_BACK;
  const { lang, scene } = f;
  const head = { seq: f.seq, piece: r.target, rule: 'GU l.54', distance: d };
  const why = t(lang, 'gu.moves.step-back', { target: r.target, figure: r.figure, d });
  const cannot = unitMismatch(scene, 'pas', lang) ?? unreadable(scene, r.target, lang) ?? unreadable(scene, r.figure, lang);
  if (cannot) return [measured({ ...head, why }, cannot)];
  const to = awayFrom(scene, scene.pieces[r.target].at!, scene.pieces[r.figure].at!, d);
  return [{ ...head, why, how: awayHow(scene, r.figure, to), to }];
}
