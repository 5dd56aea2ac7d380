// The moves Civil Disorder's and Émeutes' rules decide, proposed on a map
// (docs/map.md "Moves the program proposes"), each from the resolution's
// record (its dice already rolled) and the scene's positions:
//   - a crowd's RL movement (EN l.144-151; FR l.188-199): RL 1-3 away from
//     the nearest SF in sight (RL 1 with none in sight: to the nearest escape
//     route, l.144), RL 6 and 8 towards it; RL 4, 5 and 7 decide no way;
//   - a defender pushed back 2" (EN l.267; FR l.379 "Reculé de 5 cm") in a
//     melee or a line fight, away from the winner;
//   - looters leaving with their loot at 1d6" (EN l.177; FR l.262 2D6 cm),
//     away from SF (l.167 "always move away from SF") or off the table.
// Pure: no state read, no I/O. Rulings U275-U277.
import { t, keyOf } from '../../i18n/index.js';
import { awayFrom, awayHow, lineOf, measured, nearestExit, nearestInSight, towards, unitMismatch, unreadable } from '../../map/proposals.js';
import type { MoveProposal, MoveScene, Pt, ScenePiece } from '../../map/types.js';
import type { Edition, Lang } from '../types.js';
import { rlStateName, type RlLevel } from './rl-chart.js';
import { GUNFIRE_KINDS } from './rl-roll.js';

// "In general, crowds will not move closer to the sound of gunfire" (EN l.129); "la foule ne s'approche pas plus des
// forces de l'ordre après avoir entendu des coups de feu" (FR l.167): a crowd whose roll was for gunfire closes with no
// SF on the map's say (U334).
const GUNFIRE_LINE: Readonly<Record<Edition, number>> = { en: 129, fr: 167 };

/** The RL states whose movement goes a way the map can read, and that way (EN l.144-151; FR l.188-199). */
export const RL_MOVE_WAY: Readonly<Partial<Record<RlLevel, 'away' | 'toward'>>> = {
  1: 'away', // l.144 "each individual moves that far away from any SF in sight, or to the nearest escape route"
  2: 'away', // l.145 "Run Away From SF in sight"
  3: 'away', // l.146 "Walk away from SF positions in sight"
  6: 'toward', // l.149 "1d6" to close with police lines"
  8: 'toward', // l.151 "charge and break through SF lines ... 2d6" movement"
};

/** The line of each RL state's movement, by edition (a citation, not a rule: not exported to `rules diff`). */
const RL_MOVE_LINE: Readonly<Record<Edition, Readonly<Partial<Record<RlLevel, number>>>>> = {
  en: { 1: 144, 2: 145, 3: 146, 6: 149, 8: 151 },
  fr: { 1: 188, 2: 189, 3: 190, 6: 193, 8: 199 },
};

// EN l.267 "+1 to +3 Defender pushed back 2”"; FR l.379 "2 à 3 Défenseur Reculé de 5 cm" (melee.ts PUSH_BACK).
export const PUSHED_BACK: Readonly<Record<Edition, number>> = { en: 2, fr: 5 };
const PUSHED_BACK_LINE: Readonly<Record<Edition, number>> = { en: 267, fr: 379 };

// EN l.177 "Once looted they attempt to leave the area at 1d6” a turn"; FR l.262 "quitter les lieux à 2D6 cm par tour".
const LOOTERS_LEAVE_LINE: Readonly<Record<Edition, number>> = { en: 177, fr: 262 };

/** The SF a crowd moves from or towards: the security forces' units (U275), not a fire engine or an ambulance. */
export const isSf = (p: ScenePiece): boolean => p.side === 'sf' && p.kind === 'unit';

/** The unit of each edition's distances (EN l.55 inches; FR l.96 cm). */
const UNIT: Readonly<Record<Edition, 'in' | 'cm'>> = { en: 'in', fr: 'cm' };

/** What a Civil Disorder proposal reads: one resolution of the log, the scene, and which crowds are looter crowds. */
export interface CdMoveFacts {
  edition: Edition;
  lang: Lang;
  seq: number;
  record: Readonly<Record<string, unknown>>;
  scene: MoveScene;
  /** The looter crowds (Looting: Looter Crowds): a crowd of looters is a piece; a normal crowd's looters are not. */
  looterCrowds: ReadonlySet<string>;
}

interface Bout {
  winner: string;
  code: string;
}

/** The moves one resolution decides (none for most). */
export function proposeCdMoves(f: CdMoveFacts): MoveProposal[] {
  const r = f.record;
  switch (r.procedure) {
    case 'rl-roll':
      return rlMove(f);
    case 'melee':
      return pushedBack(f, (r.bouts as Bout[] | undefined) ?? []);
    case 'line-fight':
      return pushedBack(f, ((r.pairs as { bouts?: Bout[] }[] | undefined) ?? []).flatMap((p) => p.bouts ?? []));
    case 'loot':
      return lootersLeave(f);
    default:
      return [];
  }
}

/** The unit the record's distance is in differs from the map's: the table measures it. */
function unitProblem(f: CdMoveFacts, unit: unknown): string | null {
  return unitMismatch(f.scene, String(unit), f.lang);
}

const unitWord = (lang: Lang, unit: string) => t(lang, keyOf('common.unit.', unit));

/** A crowd's RL movement, its dice rolled (U275). */
function rlMove(f: CdMoveFacts): MoveProposal[] {
  const r = f.record as { crowd?: string | null; rl?: { after: number }; movement?: { kind: string; value: number | null; unit: string } };
  const level = r.rl?.after as RlLevel | undefined;
  const way = level === undefined ? undefined : RL_MOVE_WAY[level];
  const d = r.movement?.value;
  if (!r.crowd || level === undefined || !way || typeof d !== 'number' || d <= 0) return [];
  const crowd = r.crowd;
  const { lang, scene } = f;
  const rule = lineOf(f.edition, RL_MOVE_LINE[f.edition][level]!);
  const unit = unitWord(lang, r.movement!.unit);
  const head = { seq: f.seq, piece: crowd, rule, distance: d };
  const state = { rl: level, name: rlStateName(lang, level), d, unit };
  const cannot = unitProblem(f, r.movement!.unit) ?? unreadable(scene, crowd, lang);
  if (cannot) return [measured({ ...head, why: t(lang, `cd.moves.rl.${way}`, { ...state, sf: t(lang, 'cd.moves.sf') }) }, cannot)];
  // U334: shot at by firearms (the roll's gunfire rows), a crowd does not close with the SF: the umpire decides on the table.
  const shot = ((f.record.modifiers as { key?: string }[] | undefined) ?? []).some((m) => GUNFIRE_KINDS.includes(String(m.key)));
  if (way === 'toward' && shot) return [measured({ ...head, why: t(lang, `cd.moves.rl.${way}`, { ...state, sf: t(lang, 'cd.moves.sf') }) }, t(lang, 'cd.moves.gunfire', { line: lineOf(f.edition, GUNFIRE_LINE[f.edition]) }))];
  const at = scene.pieces[crowd].at!;
  const near = nearestInSight(scene, crowd, isSf, lang);
  if (near.kind === 'stale') return [measured({ ...head, why: t(lang, `cd.moves.rl.${way}`, { ...state, sf: t(lang, 'cd.moves.sf') }) }, near.why)];
  if (near.kind === 'piece') {
    const sf = near.piece;
    const to = way === 'away' ? awayFrom(scene, at, sf.at!, d) : towards(at, sf.at!, d);
    return [{ ...head, why: t(lang, `cd.moves.rl.${way}`, { ...state, sf: sf.id }), how: way === 'away' ? { away: sf.id } : { toward: sf.id }, to }];
  }
  // No SF in sight: RL 1 runs to the nearest escape route (l.144); the others' chart jumps (to 4, l.145-146) or property damage (l.150-151) decide no way.
  if (level !== 1) return [];
  return exitMove(f, head, t(lang, 'cd.moves.rl.exit', state), at, d);
}

/** A move to the nearest way off the table, as far as `d`. */
function exitMove(f: CdMoveFacts, head: Omit<MoveProposal, 'why'>, why: string, at: Pt, d: number): MoveProposal[] {
  const exit = nearestExit(f.scene, at);
  if (!exit) return [measured({ ...head, why }, t(f.lang, 'moves.measure.no-exit'))];
  return [{ ...head, why, how: exit.id ? { toward: exit.id } : { at: towards(at, exit.at, d) }, to: towards(at, exit.at, d) }];
}

/**
 * Pushed back (U276): the figures of each side a bout pushed back, away
 * from the other side's piece. The map's piece is the whole crowd or unit:
 * it moves when every figure it stands for was pushed back; else the table
 * moves those figures, and the proposal says how many.
 */
function pushedBack(f: CdMoveFacts, bouts: readonly Bout[]): MoveProposal[] {
  const r = f.record as { unit?: string | null; crowd?: string | null };
  if (!r.unit || !r.crowd) return [];
  const { lang, scene } = f;
  const push = { distance: PUSHED_BACK[f.edition], line: PUSHED_BACK_LINE[f.edition] };
  const out: MoveProposal[] = [];
  const sides: [loser: string, winner: string, by: string][] = [
    [r.crowd, r.unit, 'sf'],
    [r.unit, r.crowd, 'crowd'],
  ];
  for (const [loser, winner, by] of sides) {
    const n = bouts.filter((b) => b.winner === by && b.code === 'pushed-back').length;
    if (n === 0) continue;
    const head = { seq: f.seq, piece: loser, rule: lineOf(f.edition, push.line), distance: push.distance };
    const why = t(lang, 'cd.moves.pushed-back', { n, piece: loser, d: push.distance, unit: unitWord(lang, UNIT[f.edition]), winner });
    const cannot = unitProblem(f, UNIT[f.edition]) ?? unreadable(scene, loser, lang) ?? unreadable(scene, winner, lang);
    if (cannot) {
      out.push(measured({ ...head, why }, cannot));
      continue;
    }
    const figures = scene.pieces[loser].figures;
    if (n < figures) {
      out.push(measured({ ...head, why }, t(lang, 'moves.measure.some-figures', { n, figures, piece: loser })));
      continue;
    }
    const at = scene.pieces[loser].at!;
    const to = awayFrom(scene, at, scene.pieces[winner].at!, push.distance);
    out.push({ ...head, why, how: awayHow(scene, winner, to), to });
  }
  return out;
}

/** Looters leaving with their loot (U277): a looter crowd away from the nearest SF in sight, else off the table; a normal crowd's looters are no piece. */
function lootersLeave(f: CdMoveFacts): MoveProposal[] {
  const r = f.record as { crowd?: string; outcome?: { code: string }; movement?: { value: number | null; unit: string } | null };
  const d = r.movement?.value;
  if (!r.crowd || typeof d !== 'number' || d <= 0) return [];
  const { lang, scene } = f;
  const crowd = r.crowd;
  const head = { seq: f.seq, piece: crowd, rule: lineOf(f.edition, LOOTERS_LEAVE_LINE[f.edition]), distance: d };
  const unit = unitWord(lang, r.movement!.unit);
  const why = t(lang, 'cd.moves.looters', { crowd, d, unit });
  if (!f.looterCrowds.has(crowd)) return [measured({ ...head, why }, t(lang, 'moves.measure.looters', { crowd }))];
  const cannot = unitProblem(f, r.movement!.unit) ?? unreadable(scene, crowd, lang);
  if (cannot) return [measured({ ...head, why }, cannot)];
  const at = scene.pieces[crowd].at!;
  const near = nearestInSight(scene, crowd, isSf, lang);
  if (near.kind === 'stale') return [measured({ ...head, why }, near.why)];
  if (near.kind === 'piece') return [{ ...head, why: t(lang, 'cd.moves.looters.away', { crowd, d, unit, sf: near.piece.id }), how: { away: near.piece.id }, to: awayFrom(scene, at, near.piece.at!, d) }];
  return exitMove(f, head, why, at, d);
}
