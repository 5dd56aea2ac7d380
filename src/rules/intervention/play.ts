// The procedures of Intervention as a game (intervention.fr.txt l.213-413):
// orders, the sequences of a turn, movement, observation, fire (single and
// grouped), melee, explosions and morale, each a pure function of the game's
// slice and the umpire's facts returning one resolution record whose effects
// the command records. The arithmetic is part 1's calculator (shot.ts,
// melee.ts, explosion.ts, morale.ts, detection.ts, grouped-fire.ts), reused.
import { t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import { condition, damageOutcome, term } from './counter.js';
import { resolveDetection } from './detection.js';
import { SAMPLE_WEAPON_IDS } from './samples.js';
import { blastBand, blastDamage } from './explosion.js';
import {
  automaticAtWill,
  counterEffects,
  FIRE_AT_WILL_TYPES,
  firedPf,
  firesAtWill,
  reloadingNow,
  HEAVY_TYPES,
  DODGE_ORDERS,
  moveAllowance,
  ORDER_RULES,
  PHASES,
  SIGHTINGS,
  standing,
  weaponAt,
  type IvFighter,
  type IvSlice,
  type IvWeapon,
  type Order,
  type Phase,
} from './game.js';
import { resolveGroupedFire, type Objective } from './grouped-fire.js';
import { ACTIVATION_PHASES, activateEffects, activationOf, clearActivation, nextUnits, passEffects, unitsInPlay, withRound, type UnitTurn } from './activation.js';
import { resolveMelee } from './melee.js';
import { SAMPLE_BLASTS, type SampleBlast } from './samples.js';
import { resolveShot } from './shot.js';
import { BLAST_OUTER_FACTOR, BURST_PF_FACTOR, MORALE_MOVE_CM, NO_AIMED_FIRE, type Cover, type DetectedFire, type RangeBand } from './tables.js';

const BASE = { game: 'intervention', dice: false } as const;

/** The game's context of a procedure: its slice, the turn, the output language. */
export interface PlayContext {
  slice: IvSlice;
  turn: number;
  lang: Lang;
}

/** A record of the game (never a roll: l.59-61). */
function record(procedure: string, fields: Record<string, unknown>, modifiers: Modifier[], total: number | null, outcome: { code: string; text: string }, effects: Effect[], notes: string[] = []): Resolution {
  return { procedure, edition: 'fr', ...BASE, ...fields, rolls: [], modifiers, total, outcome, effects, notes };
}

const refuse = (procedure: string, reason: string, fields: Record<string, unknown> = {}) => refusal(procedure, 'fr', reason, { ...BASE, ...fields });

/** Why no procedure may run once the mission has its verdict, or null. */
export function gameOver(c: PlayContext, procedure: string): Resolution | null {
  const v = c.slice.mission.verdict;
  return v ? refuse(procedure, t(c.lang, 'iv.refused.over', { turn: v.turn })) : null;
}

/** Why a fighter may not act (out, gone), or null. */
function unableToAct(c: PlayContext, procedure: string, f: IvFighter): Resolution | null {
  if (f.condition === 'out') return refuse(procedure, t(c.lang, 'iv.refused.out', { id: f.id }));
  if (f.exited !== null) return refuse(procedure, t(c.lang, 'iv.refused.gone', { id: f.id }));
  return null;
}

const dodging = (f: IvFighter, turn: number) => f.dodge !== null && f.dodge === turn - 1;

// ---------------------------------------------------------------- activation

/** A unit's name and initiative in words ("Colonne Alpha (alpha), initiative 6"). */
export function unitLabel(c: Pick<PlayContext, 'lang'>, u: UnitTurn, player = false): string {
  // The players' view: the name alone, no id to type (U74).
  return t(c.lang, player ? 'iv.activation.unit.player' : 'iv.activation.unit', { name: u.name, id: u.id, initiative: u.initiative === null ? t(c.lang, 'iv.activation.no-initiative') : String(u.initiative) });
}

/** Whose turn it is, in words: the units that may be activated next (l.51-53). */
export function turnWords(c: Pick<PlayContext, 'lang' | 'slice'>, player = false): string {
  const next = nextUnits(c.slice);
  return next.length === 0 ? t(c.lang, 'iv.activation.all-acted') : next.map((u) => unitLabel(c, u, player)).join(t(c.lang, 'iv.activation.or'));
}

/**
 * U110: fighters acting in the movement or fire sequence act in their unit's
 * activation (l.51-53): the unit under way, else one whose turn it is (its
 * activation begins, the one under way is over); a unit whose activation is
 * over acts no more in the sequence. Several units (grouped fire, U111): one
 * of them acting or due, the others joining while not yet activated. Figure A
 * has no unit and acts out of the order (U185).
 */
function activation(c: PlayContext, P: string, fs: IvFighter[], fields: Record<string, unknown>): { no: Resolution | null; effects: Effect[]; notes: string[] } {
  const none = { no: null, effects: [], notes: [] };
  if (!(ACTIVATION_PHASES as readonly string[]).includes(c.slice.round.phase)) return none;
  const units = [...new Set(fs.map((f) => f.unit).filter((u) => u !== ''))];
  if (units.length === 0) return none;
  const { active, acted } = activationOf(c.slice);
  const all = unitsInPlay(c.slice);
  const over = units.find((u) => u !== active && acted.includes(u));
  if (over) {
    const f = fs.find((x) => x.unit === over)!;
    return { ...none, no: refuse(P, t(c.lang, 'iv.refused.acted', { id: f.id, unit: all.find((u) => u.id === over)?.name ?? over, turn: turnWords(c) }), fields) };
  }
  if (active !== null && units.includes(active)) return none;
  const next = nextUnits(c.slice);
  const due = next.find((u) => units.includes(u.id));
  if (!due) {
    const f = fs[0];
    const hint = next.length > 0 ? t(c.lang, 'iv.refused.not-turn.pass', { unit: next[0].id }) : '';
    return { ...none, no: refuse(P, t(c.lang, 'iv.refused.not-turn', { id: f.id, unit: all.find((u) => u.id === f.unit)?.name ?? f.unit, turn: turnWords(c), hint }), fields) };
  }
  return { no: null, effects: activateEffects(c.slice, due.id), notes: [t(c.lang, 'iv.activation.begins', { unit: unitLabel(c, due) })] };
}

/** `intv-activate`: units begin their activation in turn, or pass (l.51-53, U110). */
export function resolveActivate(c: PlayContext, units: string[], pass: boolean): Resolution {
  const P = 'intv-activate';
  const over = gameOver(c, P);
  if (over) return over;
  const fields = { units, pass };
  const phase = c.slice.round.phase;
  if (!(ACTIVATION_PHASES as readonly string[]).includes(phase)) return refuse(P, t(c.lang, 'iv.refused.activate-phase'), fields);
  let s = c.slice;
  const effects: Effect[] = [];
  const notes: string[] = [];
  const all = unitsInPlay(s);
  for (const [i, id] of units.entries()) {
    const u = all.find((x) => x.id === id);
    if (!u) return refuse(P, t(c.lang, 'iv.refused.unit-not-in-play', { unit: id }), fields);
    const here = { ...c, slice: s };
    const { active, acted } = activationOf(s);
    if (acted.includes(id)) return refuse(P, t(c.lang, 'iv.refused.unit-acted', { unit: unitLabel(here, u), turn: turnWords(here) }), fields);
    // A list without --pass: the units before the last pass, the last begins (U110).
    const passing = pass || i < units.length - 1;
    if (active === id && !passing) return refuse(P, t(c.lang, 'iv.refused.unit-active', { unit: unitLabel(here, u) }), fields);
    if (active !== id && !nextUnits(s).some((x) => x.id === id)) return refuse(P, t(c.lang, 'iv.refused.unit-not-turn', { unit: unitLabel(here, u), turn: turnWords(here) }), fields);
    const e = passing ? passEffects(s, id) : activateEffects(s, id);
    effects.push(...e);
    notes.push(t(c.lang, passing ? 'iv.activation.passes' : 'iv.activation.begins', { unit: unitLabel(here, u) }));
    s = withRound(s, e);
  }
  const left = { ...c, slice: s };
  const last = units[units.length - 1];
  const code = pass ? 'passed' : 'activated';
  const text = pass ? t(c.lang, 'iv.activation.outcome.passed', { turn: turnWords(left) }) : t(c.lang, 'iv.activation.outcome.activated', { unit: unitLabel(left, all.find((x) => x.id === last)!) });
  return record(P, { ...fields, phase, active: s.round.acting ?? null, next: nextUnits(s).map((u) => u.id) }, [], null, { code, text }, effects, notes);
}

// ---------------------------------------------------------------- orders

/** Orders for fighters in the orders sequence (l.298-314); a dodge marker limits them (l.283-293, U180). */
export function resolveOrders(c: PlayContext, fighters: IvFighter[], order: Order): Resolution {
  const P = 'intv-orders';
  const over = gameOver(c, P);
  if (over) return over;
  if (c.slice.round.phase !== 'orders') return refuse(P, t(c.lang, 'iv.refused.phase', { phase: t(c.lang, `iv.phase.${c.slice.round.phase}`), need: t(c.lang, 'iv.phase.orders') }));
  const effects: Effect[] = [];
  const notes: string[] = [];
  for (const f of fighters) {
    const no = unableToAct(c, P, f);
    if (no) return no;
    if (f.bound && order !== 'progress') return refuse(P, t(c.lang, 'iv.refused.bound', { id: f.id }));
    if (dodging(f, c.turn) && !DODGE_ORDERS[order]) return refuse(P, t(c.lang, 'iv.refused.dodge-order', { id: f.id }));
    if (order === 'aimed') {
      // l.246: "Interdit aux armes NE (Nettoyage), ou lorsque le combattant est blessé".
      if (f.condition === 'wounded') return refuse(P, t(c.lang, 'iv.refused.aimed-wounded', { id: f.id }));
      if (!f.weapons.some((w) => !NO_AIMED_FIRE.includes(w.type))) return refuse(P, t(c.lang, 'iv.refused.aimed-weapon', { id: f.id }));
    }
    if (order === 'fire-at-will' && !f.weapons.some((w) => firesAtWill(w))) return refuse(P, t(c.lang, 'iv.refused.fire-at-will-weapon', { id: f.id }));
    if (f.order !== order) effects.push({ op: 'set', path: `fighters.${f.id}.order`, value: order });
    if (dodging(f, c.turn)) notes.push(t(c.lang, 'iv.orders.dodge', { id: f.id }));
  }
  const ids = fighters.map((f) => f.id).join(', ');
  return record(P, { fighters: fighters.map((f) => f.id), order }, [], null, { code: 'ordered', text: t(c.lang, 'iv.orders.outcome', { ids, order: t(c.lang, `iv.order.${order}`) }) }, effects, notes);
}

// ---------------------------------------------------------------- sequences

/** The next sequence of the turn (l.296-340): orders, then movement, then fire; hiding fighters are hidden as fire begins (l.268). */
export function resolvePhase(c: PlayContext, to: Phase): Resolution {
  const P = 'intv-phase';
  const over = gameOver(c, P);
  if (over) return over;
  const from = c.slice.round.phase;
  if (PHASES.indexOf(to) !== PHASES.indexOf(from) + 1) return refuse(P, t(c.lang, 'iv.refused.phase-order', { from: t(c.lang, `iv.phase.${from}`), to: t(c.lang, `iv.phase.${to}`) }));
  const effects: Effect[] = [{ op: 'set', path: 'round.phase', value: to }, ...clearActivation(c.slice)];
  const notes: string[] = [];
  const fs = Object.values(c.slice.fighters).filter(standing);
  // l.51-53: the units act one at a time, by decreasing initiative (U110).
  notes.push(t(c.lang, 'iv.activation.first', { turn: turnWords({ ...c, slice: { ...c.slice, round: { phase: to, acting: null, unitsActed: [] } } }) }));
  if (to === 'movement') {
    // l.314: fighters without an order have progressed 0 cm and may only fire instinctively (U179).
    const none = fs.filter((f) => f.order === 'none').map((f) => f.id);
    if (none.length > 0) notes.push(t(c.lang, 'iv.phase.no-order', { ids: none.join(', ') }));
    const watch = fs.filter((f) => f.order === 'observe').map((f) => f.id);
    if (watch.length > 0) notes.push(t(c.lang, 'iv.phase.observers', { ids: watch.join(', ') }));
  }
  if (to === 'fire') {
    for (const f of fs) {
      if (!f.hiding) continue;
      effects.push({ op: 'set', path: `fighters.${f.id}.hiding`, value: false });
      if (f.sighting !== 'hidden') effects.push({ op: 'set', path: `fighters.${f.id}.sighting`, value: 'hidden' });
      notes.push(t(c.lang, 'iv.phase.hidden', { id: f.id }));
    }
    notes.push(t(c.lang, 'iv.phase.priorities'));
  }
  return record(P, { from, to }, [], null, { code: to, text: t(c.lang, 'iv.phase.outcome', { phase: t(c.lang, `iv.phase.${to}`) }) }, effects, notes);
}

// ---------------------------------------------------------------- movement

/** Where a move leaves a fighter in mission terms (U185), as the umpire measures it. */
export interface Placing {
  half?: string;
  building?: boolean;
  exit?: string;
  nearEnemy?: boolean;
  /** A camouflage move ending in cover or out of sight (l.268). */
  hide?: boolean;
  /** It moved back into an enemy's view: it loses its hidden marker (l.272). */
  inView?: boolean;
}

/** A move of `cm` (terrain already counted by the umpire: brush double, slopes l.180-202) within the order's allowance. */
export function resolveMove(c: PlayContext, f: IvFighter, cm: number, place: Placing): Resolution {
  const P = 'intv-move';
  const over = gameOver(c, P) ?? unableToAct(c, P, f);
  if (over) return over;
  const phase = c.slice.round.phase;
  const fields = { fighter: f.id, cm, phase };
  if (phase === 'orders') return refuse(P, t(c.lang, 'iv.refused.move-phase'), fields);
  if (f.bound && cm > 0) return refuse(P, t(c.lang, 'iv.refused.bound', { id: f.id }), fields);
  // l.330: no movement in the fire sequence but the second half of a run.
  if (phase === 'fire' && f.order !== 'run' && cm > 0) return refuse(P, t(c.lang, 'iv.refused.move-fire'), fields);
  const allowed = moveAllowance(f, c.turn, phase);
  if (cm > allowed) return refuse(P, t(c.lang, 'iv.refused.too-far', { id: f.id, cm, allowed, order: t(c.lang, `iv.order.${f.order}`) }), fields);
  if (place.hide && f.order !== 'camouflage') return refuse(P, t(c.lang, 'iv.refused.hide-order', { id: f.id }), fields);
  const act = activation(c, P, [f], fields);
  if (act.no) return act.no;
  const path = `fighters.${f.id}`;
  const effects: Effect[] = [...act.effects];
  if (cm > 0) effects.push({ op: 'set', path: `${path}.${phase === 'fire' ? 'movedInFire' : 'moved'}`, value: (phase === 'fire' ? f.movedInFire : f.moved) + cm });
  const notes: string[] = [...act.notes];
  if (place.half !== undefined && place.half !== f.half) effects.push({ op: 'set', path: `${path}.half`, value: place.half });
  if (place.building !== undefined && place.building !== f.building) effects.push({ op: 'set', path: `${path}.building`, value: place.building });
  if (place.nearEnemy !== undefined && place.nearEnemy !== f.nearEnemy) effects.push({ op: 'set', path: `${path}.nearEnemy`, value: place.nearEnemy });
  if (place.hide && !f.hiding) {
    effects.push({ op: 'set', path: `${path}.hiding`, value: true });
    notes.push(t(c.lang, 'iv.move.hiding'));
  }
  if (place.inView && f.sighting === 'hidden') {
    effects.push({ op: 'set', path: `${path}.sighting`, value: 'located' });
    notes.push(t(c.lang, 'iv.move.in-view'));
  }
  if (place.exit !== undefined) {
    effects.push({ op: 'set', path: `${path}.exited`, value: place.exit });
    notes.push(t(c.lang, 'iv.move.exit', { edge: c.slice.sides[place.exit]?.name ?? place.exit }));
  }
  const left = allowed - cm;
  const code = place.exit !== undefined ? 'left-table' : 'moved';
  return record(P, fields, [], null, { code, text: t(c.lang, `iv.move.outcome.${code}`, { id: f.id, cm, left }) }, effects, notes);
}

// ---------------------------------------------------------------- observation

/** An observer on observation detects a hidden enemy within 10 x Det cm, locates one already detected (l.259); a line of sight detects (l.261). */
export function resolveObserve(c: PlayContext, observer: IvFighter, target: IvFighter, distance: number | undefined, lineOfSight: boolean): Resolution {
  const P = 'intv-observe';
  const over = gameOver(c, P) ?? unableToAct(c, P, observer);
  if (over) return over;
  const fields = { observer: observer.id, target: target.id };
  if (observer.order !== 'observe') return refuse(P, t(c.lang, 'iv.refused.not-observing', { id: observer.id }), fields);
  if (c.slice.round.phase === 'orders') return refuse(P, t(c.lang, 'iv.refused.move-phase'), fields);
  if (target.side === observer.side) return refuse(P, t(c.lang, 'iv.refused.own-side', { id: target.id }), fields);
  if (target.sighting === 'located') return refuse(P, t(c.lang, 'iv.refused.already-located', { id: target.id }), fields);
  const det = resolveDetection({ lang: c.lang, det: observer.det, camouflage: target.camouflage, distance, alreadyDetected: target.sighting === 'detected', optical: target.optical });
  let code = det.outcome.code;
  let text = det.outcome.text;
  const notes = [...det.notes];
  // l.261: a line of sight to a hidden enemy detects it, whatever the distance (optical camouflage: only after it fires, l.749).
  if (lineOfSight && !target.optical && target.sighting === 'hidden' && code !== 'detected') {
    code = 'detected';
    text = t(c.lang, 'iv.observe.line-of-sight');
  }
  if (code === 'range') code = 'unseen';
  const next = code === 'detected' ? 'detected' : code === 'located' ? 'located' : null;
  const effects: Effect[] = next ? [{ op: 'set', path: `fighters.${target.id}.sighting`, value: next }] : [];
  return record(P, { ...fields, distance: distance ?? null, range: det.total }, det.modifiers, det.total, { code, text: t(c.lang, 'iv.orders.outcome', { ids: target.id, order: text }) }, effects, notes);
}

// ---------------------------------------------------------------- fire

/** What the umpire says of one shot: the target, the distance, its cover, the weapon (default: the first that reaches). */
export interface FireFacts {
  target: IvFighter;
  distance: number;
  cover: Cover;
  weapon?: string;
  /** AM at fire at will: fire the weapon's cadence instead of 2 shots, none next turn (l.237). */
  cadence?: boolean;
  /** The umpire lets a weapon that reloads fire anyway (l.237, l.606, U212). */
  allowReloading?: boolean;
  /** The target uses its Esquive against this shot (l.736-740, U214). */
  evade?: boolean;
  /** The target, hidden or dodging, lies behind hard cover lower than itself: not a target through it (l.176, l.208, U417). */
  lying?: boolean;
  /** An automatic weapon's burst at fire at will at a detected figure: the other figures it is fired at, not hit (l.403, U243). */
  burst?: IvFighter[];
  /** The enemies that fired at the shooter are out of its view (the first priority does not bind, l.332-340). */
  othersOutOfView?: boolean;
  /** No other enemy at short range or in the open is in its view (the second priority, l.336, U112). */
  noneCloser?: boolean;
  /** No large target at short or long range is in its view (the third priority, l.338, U112). */
  largeOutOfView?: boolean;
  /** No target, nor a fighter of a target's unit, has the shooter in its watch sector: it is only detected (l.270, U421). */
  unwatched?: boolean;
}

/** Who sees a shooter (l.270): located, unless no target nor its unit watches it (U421). */
export type WatchFacts = Pick<FireFacts, 'unwatched'>;

/** The umpire's word on the target priorities (l.332-340): the enemies of each priority not in view. */
export type PriorityFacts = Pick<FireFacts, 'othersOutOfView' | 'noneCloser' | 'largeOutOfView'>;

/** One aim of a shooter: its target, the range band it is at, its cover. */
interface Aim {
  target: IvFighter;
  range: RangeBand;
  cover: Cover;
}

/**
 * The target priorities of the fire sequence (l.332-340, U112): a figure
 * fires first at the enemies firing at it, then at enemies at short range or
 * in the open, then at large targets at short or long range; only when none
 * is in view is the target the player's choice. The state keeps no positions
 * (U185): an enemy standing and not hidden (figure A aside) may be in view
 * and at such a range, so a target of a lower priority is refused naming them
 * until the umpire says they are not (`--others-out-of-view`, `--none-closer`,
 * `--large-out-of-view`).
 */
export function priorityRefusal(c: PlayContext, P: string, f: IvFighter, aims: Aim[], facts: PriorityFacts, fields: Record<string, unknown>): Resolution | null {
  const aimed = new Set(aims.map((a) => a.target.id));
  // l.334: "les ennemis qui lui tirent dessus".
  const attackers = f.firedBy.filter((id) => c.slice.fighters[id] && standing(c.slice.fighters[id]));
  if (attackers.some((id) => aimed.has(id))) return null;
  if (attackers.length > 0 && !facts.othersOutOfView) return refuse(P, t(c.lang, 'iv.refused.priority', { id: f.id, ids: attackers.join(', ') }), fields);
  // l.336: "les ennemis à portée courte ou à découvert".
  if (aims.some((a) => a.range === 'short' || a.cover === 'open')) return null;
  const inView = Object.values(c.slice.fighters).filter((g) => g.side !== f.side && standing(g) && g.sighting !== 'hidden' && g.id !== c.slice.mission.figure && !aimed.has(g.id) && !attackers.includes(g.id));
  if (inView.length > 0 && !facts.noneCloser) return refuse(P, t(c.lang, 'iv.refused.priority-closer', { id: f.id, ids: inView.map((g) => g.id).join(', ') }), fields);
  // l.338: "les cibles de grande taille à portée courte ou longue".
  if (aims.some((a) => a.target.large === true && a.range !== 'beyond')) return null;
  const large = inView.filter((g) => g.large === true);
  if (large.length > 0 && !facts.largeOutOfView) return refuse(P, t(c.lang, 'iv.refused.priority-large', { id: f.id, ids: large.map((g) => g.id).join(', ') }), fields);
  // l.340: "si aucune cible de ce type n'est en vue, la cible est au choix du joueur".
  return null;
}

/** A weapon as the umpire reads it: its scenario name, or a sample weapon's (named by its id, U187) in words of the language. */
export function weaponName(w: Pick<IvWeapon, 'name'>, lang: Lang): string {
  return (SAMPLE_WEAPON_IDS as readonly string[]).includes(w.name) ? t(lang, `intervention.weapon.${w.name}`) : w.name;
}

/** Why this fighter may not fire now (sequence, order, shots left, heavy weapon without order), or null. */
function fireRefusal(c: PlayContext, P: string, f: IvFighter, w: IvWeapon | undefined, cadence: boolean, distance: number | undefined, allowReloading = false): Resolution | null {
  const no = gameOver(c, P) ?? unableToAct(c, P, f);
  if (no) return no;
  const rule = ORDER_RULES[f.order];
  const phase = c.slice.round.phase;
  // l.263, l.322: observers may fire during the enemy's movement; everyone else in the fire sequence (l.328).
  if (phase === 'orders' || (phase === 'movement' && !rule.interrupt)) return refuse(P, t(c.lang, 'iv.refused.fire-phase', { id: f.id, order: t(c.lang, `iv.order.${f.order}`) }));
  if (!w) return refuse(P, t(c.lang, 'iv.refused.no-weapon', { id: f.id }));
  // l.237, l.606: a weapon reloading fires no shot, unless the umpire allows it (U212).
  if (!allowReloading && reloadingNow(f, w, c.turn)) return refuse(P, t(c.lang, f.reloadingWeapon ? 'iv.refused.reloading-weapon' : 'iv.refused.reloading', { id: f.id, weapon: weaponName(w, c.lang) }));
  if (f.order === 'none' && HEAVY_TYPES.includes(w.type)) return refuse(P, t(c.lang, 'iv.refused.heavy-no-order', { id: f.id }));
  if (f.order === 'fire-at-will' && !firesAtWill(w)) return refuse(P, t(c.lang, 'iv.refused.fire-at-will-weapon', { id: f.id }));
  // l.689: the Exécuteur's rifle fires at will at 0-100 cm only (U211).
  if (f.order === 'fire-at-will' && !firesAtWill(w, distance)) return refuse(P, t(c.lang, 'iv.refused.fire-at-will-reach', { id: f.id, weapon: weaponName(w, c.lang), max: w.atWill ?? 0, distance: distance ?? 0 }));
  const allowed = dodging(f, c.turn) && f.order === 'run' ? 0 : cadence && f.order === 'fire-at-will' && w.type === 'AM' && w.cadence ? w.cadence : rule.shots;
  if (allowed === 0) return refuse(P, t(c.lang, 'iv.refused.order-no-shot', { id: f.id, order: t(c.lang, `iv.order.${f.order}`) }));
  if (f.shots >= allowed) return refuse(P, t(c.lang, 'iv.refused.no-shots', { id: f.id, shots: f.shots, order: t(c.lang, `iv.order.${f.order}`) }));
  return null;
}

/** The weapon named, or the first its order allows that reaches the distance (l.233-246, l.314; at will an AS or AM first), or its first. */
function pickWeapon(f: IvFighter, id: string | undefined, distance: number): IvWeapon | undefined {
  if (id !== undefined) return f.weapons.find((w) => w.id === id);
  const fits = (w: IvWeapon) =>
    f.order === 'fire-at-will' ? firesAtWill(w, distance) : f.order === 'aimed' ? !NO_AIMED_FIRE.includes(w.type) : f.order === 'none' ? !HEAVY_TYPES.includes(w.type) : true;
  // At fire at will an AS or AM weapon that reaches at short or long range first (l.231-237), then one its sample allows (l.689, U211).
  const atWill = f.order === 'fire-at-will' ? f.weapons.find((w) => FIRE_AT_WILL_TYPES.includes(w.type) && (weaponAt(w, distance)?.range ?? 'beyond') !== 'beyond') : undefined;
  return atWill ?? f.weapons.find((w) => fits(w) && weaponAt(w, distance) !== null) ?? f.weapons.find((w) => weaponAt(w, distance) !== null) ?? f.weapons[0];
}

/** The kind of fire at a detected, not located target (l.393-403): template (AE, NE), sustained (AM), automatic (AS at will), other (U171, U172). */
export function detectedFire(w: IvWeapon, order: string): DetectedFire {
  if (w.type === 'AE' || w.type === 'NE') return 'template';
  if (w.type === 'AM') return 'sustained';
  // l.403 "Les armes automatiques en feu à volonté": the AS weapons, and the Exécuteur's "Fusil de Précision Automatique" at will (l.687-689, U211).
  if (automaticAtWill(w) && order === 'fire-at-will') return 'automatic';
  return 'other';
}

// l.668, l.746 "sauf à Det X3 cm": camouflage does not count against a shooter within 3 x its Det (U181).
export const CAMOUFLAGE_DET_FACTOR = 3;

/** One shot of a fighter at an enemy (l.356-360, R19), its damage on the target's counter, morale (l.405-413), who sees the shooter (l.270). */
export function resolveFire(c: PlayContext, f: IvFighter, facts: FireFacts): Resolution {
  const P = 'intv-fire';
  const { target, distance } = facts;
  const w = pickWeapon(f, facts.weapon, distance);
  const no = fireRefusal(c, P, f, w, facts.cadence === true, distance, facts.allowReloading === true);
  if (no) return no;
  const fields = { shooter: f.id, target: target.id, weapon: w!.id, distance };
  if (target.side === f.side) return refuse(P, t(c.lang, 'iv.refused.own-side', { id: target.id }), fields);
  if (!standing(target)) return refuse(P, t(c.lang, 'iv.refused.no-target', { id: target.id }), fields);
  // l.176, l.208, l.332: a hidden figure is out of the line of fire until detected.
  if (target.sighting === 'hidden') return refuse(P, t(c.lang, 'iv.refused.hidden', { id: target.id }), fields);
  // l.176, l.208: behind hard cover lower than itself, having dodged, it counts as lying: no target through it (U417).
  if (facts.lying) return refuse(P, t(c.lang, 'iv.refused.lying', { id: target.id }), fields);
  // l.736-740 "Esquive 6 PR si utilisée ... Impossible quand blessé" (U214).
  if (facts.evade && !target.evasion) return refuse(P, t(c.lang, 'iv.refused.no-evasion', { id: target.id }), fields);
  if (facts.evade && target.condition === 'wounded') return refuse(P, t(c.lang, 'iv.refused.evasion-wounded', { id: target.id }), fields);
  const band = weaponAt(w!, distance);
  if (!band) return refuse(P, t(c.lang, 'iv.refused.out-of-range', { weapon: weaponName(w!, c.lang), distance, max: w!.bands[w!.bands.length - 1].to }), fields);
  const burst = facts.burst ?? [];
  const no2 = burstRefusal(c, P, f, w!, target, burst, fields);
  if (no2) return no2;
  // l.332-340: the target priorities (U182, U112); a burst aims at each figure it is fired at.
  const first = priorityRefusal(c, P, f, [{ target, range: band.range, cover: facts.cover }, ...burst.map((g) => ({ target: g, range: band.range, cover: facts.cover }))], facts, fields);
  if (first) return first;
  // l.263, l.322: an observer fires during the enemy's movement out of the order of activation (U110).
  const act = c.slice.round.phase === 'movement' && f.order === 'observe' ? { no: null, effects: [], notes: [] } : activation(c, P, [f], fields);
  if (act.no) return act.no;
  const aimed = f.order === 'aimed';
  // l.219, l.248: only aimed fire reaches beyond long range.
  if (band.range === 'beyond' && !aimed) return refuse(P, t(c.lang, 'iv.refused.beyond', { id: f.id, distance }), fields);
  // U181: no camouflage malus within 3 x the shooter's Det, nor for a net (not optical) at short range in the open (l.668-671).
  const camouflaged = target.camouflage > 0 && distance > CAMOUFLAGE_DET_FACTOR * f.det && (target.optical || band.range !== 'short' || facts.cover !== 'open');
  const shot = resolveShot({
    lang: c.lang,
    // U170: the weapon's PF and the band's Pre apart, so aimed fire doubles the PF alone (a printed band: Pre 0).
    pf: band.base,
    pre: band.pre,
    range: band.range,
    aimed,
    cover: facts.cover,
    running: target.order === 'run',
    camouflaged,
    detected: target.sighting === 'detected' ? detectedFire(w!, f.order) : undefined,
    weaponType: w!.type,
    shooterWounded: f.condition === 'wounded',
    target: { rt: target.rt, counter: target.counter },
  });
  if (shot.refused) return { ...shot, procedure: P, ...fields };
  // U214: the Esquive takes its points off the shot, and is the dodge of l.283-293 (a marker for the next turn, U180).
  const evaded = facts.evade ? Math.min(shot.damage as number, target.evasion ?? 0) : 0;
  const damage = (shot.damage as number) - evaded;
  const shotMods = evaded > 0 || facts.evade ? [...shot.modifiers, { key: 'evasion', label: t(c.lang, 'iv.mod.evasion', { points: target.evasion ?? 0 }), value: -evaded }] : shot.modifiers;
  const shotTotal = facts.evade ? damage : shot.total;
  const hit = counterEffects(`fighters.${target.id}`, { rt: target.rt, counter: target.counter }, damage);
  // U175: the PF aimed at the figure for morale is the band's, doubled for aimed fire at short range, before maluses.
  const pfFired = firedPf(band, aimed);
  const effects: Effect[] = [...act.effects, ...hit.effects];
  const notes = [...act.notes, t(c.lang, 'iv.fire.weapon', { weapon: weaponName(w!, c.lang), from: band.from, to: band.to, pf: band.pf, range: t(c.lang, `intervention.range.${band.range}`) }), ...shot.notes];
  effects.push(...shooterEffects(c, f, [target.id, ...burst.map((g) => g.id)], facts.cadence === true && w!.type === 'AM', w!, facts.unwatched !== true));
  if (facts.unwatched === true) notes.push(unwatchedNote(c, f));
  // l.403 (U243): a burst's PF counts against the Det of each figure it is fired at, hit or not (l.407).
  const bursting = burst.length > 0;
  effects.push(...targetFireEffects(c, target, [f.id], bursting ? pfFired * BURST_PF_FACTOR.hit : pfFired, hit.now, notes));
  const burstFields: { id: string; pf: number; sum: number; det: number; shaken: boolean }[] = [];
  for (const g of burst) {
    const pf = pfFired * BURST_PF_FACTOR.missed;
    const sum = g.pfAt + pf;
    notes.push(t(c.lang, 'iv.fire.burst', { id: g.id, pf, sum, det: g.det }));
    effects.push(...targetFireEffects(c, g, [f.id], pf, g.condition, notes));
    burstFields.push({ id: g.id, pf, sum, det: g.det, shaken: g.pfAt <= g.det && sum > g.det });
  }
  if (facts.evade && target.dodge !== c.turn && !effects.some((e) => e.path === `fighters.${target.id}.dodge`)) effects.push({ op: 'set', path: `fighters.${target.id}.dodge`, value: c.turn });
  if (facts.evade) notes.push(t(c.lang, 'iv.fire.evaded', { id: target.id, points: evaded }));
  const code = facts.evade ? damageOutcome({ rt: target.rt, counter: target.counter }, damage) : shot.outcome.code;
  const text = facts.evade ? t(c.lang, `intervention.outcome.${code}`, { damage, before: hit.before, after: hit.after }) : shot.outcome.text;
  return record(P, { ...fields, damage, evaded, band: band.range, aimed, ...(bursting ? { burst: burstFields } : {}), counter: { before: hit.before, after: hit.after }, condition: hit.now }, shotMods, shotTotal, { code, text: t(c.lang, 'iv.fire.outcome', { shooter: f.id, target: target.id, text }) }, effects, notes);
}

/**
 * Why an automatic burst may not be fired at these figures (U243), or null:
 * only an automatic weapon at fire at will (l.403), its first target detected
 * and not located (l.393), each other figure an enemy standing, not hidden
 * (l.176), named once.
 */
function burstRefusal(c: PlayContext, P: string, f: IvFighter, w: IvWeapon, target: IvFighter, burst: IvFighter[], fields: Record<string, unknown>): Resolution | null {
  if (burst.length === 0) return null;
  if (detectedFire(w, f.order) !== 'automatic') return refuse(P, t(c.lang, 'iv.refused.burst-weapon', { id: f.id, weapon: weaponName(w, c.lang) }), fields);
  if (target.sighting !== 'detected') return refuse(P, t(c.lang, 'iv.refused.burst-target', { id: target.id }), fields);
  for (const g of burst) {
    if (g.id === target.id) return refuse(P, t(c.lang, 'iv.refused.burst-twice', { id: g.id }), fields);
    if (g.side === f.side) return refuse(P, t(c.lang, 'iv.refused.own-side', { id: g.id }), fields);
    if (!standing(g)) return refuse(P, t(c.lang, 'iv.refused.no-target', { id: g.id }), fields);
    if (g.sighting === 'hidden') return refuse(P, t(c.lang, 'iv.refused.hidden', { id: g.id }), fields);
  }
  return null;
}

/**
 * A shooter's bookkeeping: a shot spent, its targets, and (l.270) it is located by the targets (and their unit) that
 * have it in their watch sector, detected by the others: one sighting a fighter, so located when one watches it,
 * detected when none does (`watched` false, U421); optical camouflage only detected (l.749). Never less seen than it was.
 */
function shooterEffects(c: PlayContext, f: IvFighter, targets: string[], cadence: boolean, w?: IvWeapon, watched = true): Effect[] {
  const p = `fighters.${f.id}`;
  const e: Effect[] = [{ op: 'set', path: `${p}.shots`, value: f.shots + 1 }, { op: 'set', path: `${p}.firedAt`, value: [...new Set([...f.firedAt, ...targets])] }];
  const seen = (f.optical && f.sighting === 'hidden') || !watched ? 'detected' : 'located';
  if (SIGHTINGS.indexOf(seen) > SIGHTINGS.indexOf(f.sighting)) e.push({ op: 'set', path: `${p}.sighting`, value: seen });
  if (cadence) {
    e.push({ op: 'set', path: `${p}.reloading`, value: c.turn });
    if (f.reloadingWeapon) e.push({ op: 'set', path: `${p}.reloadingWeapon`, value: null });
  }
  // l.606 "1 tour de recharge": the weapon fired reloads the next turn (U212).
  if (w?.reload) {
    e.push({ op: 'set', path: `${p}.reloading`, value: c.turn });
    if (f.reloadingWeapon !== w.id) e.push({ op: 'set', path: `${p}.reloadingWeapon`, value: w.id });
  }
  return e;
}

/** Said when no target watches the shooter (l.270, U421): detected, not located (unless it already was). */
function unwatchedNote(c: PlayContext, f: IvFighter): string {
  return t(c.lang, f.sighting === 'located' ? 'iv.fire.unwatched-located' : 'iv.fire.unwatched', { id: f.id });
}

/** A target's bookkeeping: who fired at it, the PF aimed at it this turn, and morale when it passes its Det (l.263, l.405-413). */
function targetFireEffects(c: PlayContext, target: IvFighter, shooters: string[], pf: number, now: string, notes: string[]): Effect[] {
  const p = `fighters.${target.id}`;
  const e: Effect[] = [{ op: 'set', path: `${p}.firedBy`, value: [...new Set([...target.firedBy, ...shooters])] }, { op: 'set', path: `${p}.pfAt`, value: target.pfAt + pf }];
  if (now !== 'out' && target.pfAt <= target.det && target.pfAt + pf > target.det) e.push(...shakenEffects(c, target, target.pfAt + pf, notes));
  return e;
}

/** l.407-413: loses its observation marker, gains a dodge marker (it counts next turn), moves 2 cm towards cover. */
function shakenEffects(c: PlayContext, f: IvFighter, sum: number, notes: string[]): Effect[] {
  const p = `fighters.${f.id}`;
  const e: Effect[] = [];
  if (f.order === 'observe') {
    e.push({ op: 'set', path: `${p}.order`, value: 'none' });
    notes.push(t(c.lang, 'iv.morale.lost-observation', { id: f.id }));
  }
  if (f.dodge !== c.turn) e.push({ op: 'set', path: `${p}.dodge`, value: c.turn });
  notes.push(t(c.lang, 'iv.morale.shaken', { id: f.id, sum, det: f.det, cm: MORALE_MOVE_CM }));
  return e;
}

// ---------------------------------------------------------------- grouped fire

/** Grouped fire (l.362-367, R19, U176): the shooters share their PF among the targets, the way the umpire picks is applied. */
export function resolveGroupFire(
  c: PlayContext,
  shooters: IvFighter[],
  targets: { fighter: IvFighter; cover: Cover }[],
  distances: number[],
  objective: Objective,
  way: number,
  priority: PriorityFacts & WatchFacts = {},
): Resolution {
  const P = 'intv-group-fire';
  const fields = { shooters: shooters.map((f) => f.id), targets: targets.map((x) => x.fighter.id), objective, way };
  const pfs: number[] = [];
  const mods: Modifier[] = [];
  const fired: IvWeapon[] = [];
  for (const [i, f] of shooters.entries()) {
    const d = distances[i];
    const w = pickWeapon(f, undefined, d);
    const no = fireRefusal(c, P, f, w, false, d);
    if (no) return { ...no, ...fields };
    const band = weaponAt(w!, d);
    if (!band) return refuse(P, t(c.lang, 'iv.refused.out-of-range', { weapon: weaponName(w!, c.lang), distance: d, max: w!.bands[w!.bands.length - 1].to }), fields);
    if (band.range === 'beyond' && f.order !== 'aimed') return refuse(P, t(c.lang, 'iv.refused.beyond', { id: f.id, distance: d }), fields);
    if (f.order === 'aimed' && f.condition === 'wounded') return refuse(P, t(c.lang, 'intervention.shot.refused.wounded'), fields);
    // l.248, R19: aimed fire doubles the PF alone at short range, the band's Pre added after (U170).
    const pf = firedPf(band, f.order === 'aimed');
    // l.332-340: each shooter's priorities, its aims at the group's targets (U112).
    const first = priorityRefusal(c, P, f, targets.map((x) => ({ target: x.fighter, range: band.range, cover: x.cover })), priority, fields);
    if (first) return first;
    pfs.push(pf);
    fired.push(w!);
    mods.push(term(c.lang, 'pf-shot', pf, { n: `${i + 1} (${f.id})` }));
  }
  for (const { fighter: g } of targets) {
    if (shooters.some((f) => f.side === g.side)) return refuse(P, t(c.lang, 'iv.refused.own-side', { id: g.id }), fields);
    if (!standing(g)) return refuse(P, t(c.lang, 'iv.refused.no-target', { id: g.id }), fields);
    // U183: grouped fire is at located figures in their cover; a running, camouflaged or only detected figure is fired at singly.
    if (g.sighting !== 'located' || g.order === 'run' || g.camouflage > 0) return refuse(P, t(c.lang, 'iv.refused.group-target', { id: g.id }), fields);
  }
  const act = activation(
    c,
    P,
    shooters.filter((f) => !(c.slice.round.phase === 'movement' && f.order === 'observe')),
    fields,
  );
  if (act.no) return act.no;
  const calc = resolveGroupedFire({ lang: c.lang, shooters: pfs, targets: targets.map((x) => ({ rt: x.fighter.rt, counter: x.fighter.counter, cover: x.cover })) });
  if (calc.refused) return { ...calc, procedure: P, ...fields };
  const columns = calc.columns as { objective: Objective; kills: number; wounds: number; ways: { shares: { shooter: number; target: number; points: number; damage: number }[]; targets: { target: number; damage: number }[] }[] }[];
  const col = columns.find((x) => x.objective === objective)!;
  if (col.ways.length === 0) return refuse(P, t(c.lang, 'intervention.grouped.outcome.no-effect'), fields);
  if (way > col.ways.length) return refuse(P, t(c.lang, 'iv.refused.way', { way, n: col.ways.length }), fields);
  const chosen = col.ways[way - 1];
  const effects: Effect[] = [...act.effects];
  const notes: string[] = [...act.notes];
  const results: { target: string; damage: number; before: number; after: number; condition: string }[] = [];
  for (const [j, { fighter: g }] of targets.entries()) {
    const damage = chosen.targets.find((x) => x.target === j)?.damage ?? 0;
    const hit = counterEffects(`fighters.${g.id}`, { rt: g.rt, counter: g.counter }, damage);
    effects.push(...hit.effects);
    results.push({ target: g.id, damage, before: hit.before, after: hit.after, condition: hit.now });
    notes.push(t(c.lang, 'iv.group.takes', { id: g.id, damage, before: hit.before, after: hit.after, fate: t(c.lang, `iv.condition.${hit.now}`) }));
    const by = chosen.shares.filter((s) => s.target === j).map((s) => shooters[s.shooter].id);
    // l.407: the PF directed at the figure: the shares' points (U175).
    const pf = chosen.shares.filter((s) => s.target === j).reduce((s, x) => s + x.points, 0);
    if (by.length > 0) effects.push(...targetFireEffects(c, g, by, pf, hit.now, notes));
  }
  for (const sh of chosen.shares) notes.push(t(c.lang, 'iv.group.share', { shooter: shooters[sh.shooter].id, target: targets[sh.target].fighter.id, points: sh.points, damage: sh.damage }));
  for (const [i, f] of shooters.entries()) {
    const at = chosen.shares.filter((s) => s.shooter === i).map((s) => targets[s.target].fighter.id);
    effects.push(...shooterEffects(c, f, at, false, fired[i], priority.unwatched !== true));
    if (priority.unwatched === true) notes.push(unwatchedNote(c, f));
  }
  const kills = results.filter((r) => r.condition === 'out').length;
  const wounds = results.filter((r) => r.condition === 'wounded').length;
  const text = t(c.lang, 'iv.group.outcome', { way, n: col.ways.length, kills, wounds, objective: t(c.lang, `iv.objective.${objective}`) });
  return record(P, { ...fields, pfs, results, columns: calc.columns }, mods, null, { code: objective === 'kills' ? 'most-kills' : 'most-wounds', text }, effects, [...calc.notes, ...notes]);
}

// ---------------------------------------------------------------- melee

/** Melee between two fighters (l.342-351, R19); an attacker's attack in contact with the bound figure A frees it, unhurt (l.442). */
export function resolvePlayMelee(c: PlayContext, a: IvFighter, d: IvFighter): Resolution {
  const P = 'intv-melee';
  const over = gameOver(c, P) ?? unableToAct(c, P, a);
  if (over) return over;
  const fields = { attacker: a.id, defender: d.id };
  if (c.slice.round.phase === 'orders') return refuse(P, t(c.lang, 'iv.refused.move-phase'), fields);
  if (!standing(d)) return refuse(P, t(c.lang, 'iv.refused.no-target', { id: d.id }), fields);
  if (d.bound && a.side !== d.side) return refuse(P, t(c.lang, 'iv.refused.bound-foe', { id: d.id }), fields);
  if (!d.bound && d.side === a.side) return refuse(P, t(c.lang, 'iv.refused.own-side', { id: d.id }), fields);
  const act = activation(c, P, [a], fields);
  if (act.no) return act.no;
  if (d.bound) {
    return record(P, { ...fields, freed: true }, [], null, { code: 'freed', text: t(c.lang, 'iv.melee.freed', { id: d.id, by: a.id }) }, [...act.effects, { op: 'set', path: `fighters.${d.id}.bound`, value: false }], act.notes);
  }
  const m = resolveMelee({ lang: c.lang, attacker: { pa: a.pa, running: a.order === 'run', counter: { rt: a.rt, counter: a.counter } }, defender: { pa: d.pa, running: false, counter: { rt: d.rt, counter: d.counter } } });
  const sides = [m.attacker, m.defender] as { loss: number }[];
  const effects = [
    ...act.effects,
    ...counterEffects(`fighters.${a.id}`, { rt: a.rt, counter: a.counter }, sides[0].loss).effects,
    ...counterEffects(`fighters.${d.id}`, { rt: d.rt, counter: d.counter }, sides[1].loss).effects,
  ];
  return record(P, { ...fields, losses: [sides[0].loss, sides[1].loss] }, m.modifiers, null, m.outcome, effects, [...act.notes, ...m.notes]);
}

// ---------------------------------------------------------------- explosions

/** A figure caught by an explosion: its distance from the centre and its cover from it. */
export interface BlastVictim {
  fighter: IvFighter;
  distance: number;
  cover: Cover;
}

/** An explosion (l.369-391, R19; a printed table for the sample grenade, U173) on every figure the umpire names. */
export function resolveBlast(c: PlayContext, blast: { pf: number; radius: number; sample?: SampleBlast }, victims: BlastVictim[], thrower?: IvFighter): Resolution {
  const P = 'intv-blast';
  const over = gameOver(c, P);
  if (over) return over;
  let act: ReturnType<typeof activation> = { no: null, effects: [], notes: [] };
  if (thrower) {
    const w = thrower.weapons.find((x) => x.type === 'AE' || x.type === 'NE') ?? thrower.weapons[0];
    const no = fireRefusal(c, P, thrower, w, false, undefined);
    if (no) return no;
    act = c.slice.round.phase === 'movement' && thrower.order === 'observe' ? act : activation(c, P, [thrower], { thrower: thrower.id });
    if (act.no) return act.no;
  }
  const sample = blast.sample ? SAMPLE_BLASTS[blast.sample] : null;
  const pf = sample ? sample.pf : blast.pf;
  const radius = sample?.radius ?? blast.radius;
  const effects: Effect[] = [...act.effects];
  const notes: string[] = [...act.notes];
  const results: { fighter: string; band: string; damage: number; after: number; condition: string }[] = [];
  for (const v of victims) {
    if (!standing(v.fighter)) return refuse(P, t(c.lang, 'iv.refused.no-target', { id: v.fighter.id }));
    const band = blastBand(v.distance, radius);
    const damage = sample ? (band === 'beyond' ? 0 : sample.table[band][v.cover]) : blastDamage(pf, band, v.cover);
    const hit = counterEffects(`fighters.${v.fighter.id}`, { rt: v.fighter.rt, counter: v.fighter.counter }, damage);
    effects.push(...hit.effects);
    results.push({ fighter: v.fighter.id, band, damage, after: hit.after, condition: hit.now });
    notes.push(t(c.lang, 'iv.blast.victim', { id: v.fighter.id, distance: v.distance, cover: t(c.lang, `intervention.cover.${v.cover}`), damage, before: hit.before, after: hit.after, fate: t(c.lang, `iv.condition.${hit.now}`) }));
  }
  if (thrower) effects.push(...shooterEffects(c, thrower, victims.map((v) => v.fighter.id), false));
  const out = results.filter((r) => r.condition === 'out').length;
  const text = t(c.lang, 'iv.blast.outcome', { pf, radius, outer: BLAST_OUTER_FACTOR * radius, n: victims.length, out });
  return record(P, { pf, radius, sample: blast.sample ?? null, thrower: thrower?.id ?? null, results }, [term(c.lang, 'pf', pf)], null, { code: out > 0 ? 'out' : 'damage', text }, effects, notes);
}

// ---------------------------------------------------------------- morale

/** Morale under fire the umpire counts himself (l.405-413): the PF aimed at the figure against its Det. */
export function resolvePlayMorale(c: PlayContext, f: IvFighter, pfs: number[]): Resolution {
  const P = 'intv-morale';
  const over = gameOver(c, P) ?? unableToAct(c, P, f);
  if (over) return over;
  const sum = pfs.reduce((s, x) => s + x, 0);
  const mods = pfs.map((pf, i) => term(c.lang, 'pf-shot', pf, { n: i + 1 }));
  const notes: string[] = [];
  const shaken = sum > f.det;
  const effects = shaken ? shakenEffects(c, f, sum, notes) : [];
  return record(P, { fighter: f.id, sum, det: f.det, shaken }, mods, sum, { code: shaken ? 'shaken' : 'steady', text: t(c.lang, `intervention.morale.outcome.${shaken ? 'shaken' : 'steady'}`, { sum, det: f.det }) }, effects, notes);
}

// ---------------------------------------------------------------- the turn

/** The per-turn markers back to their start as a turn begins (l.296-314): orders, moves, shots, fire received. */
export function turnResetEffects(s: IvSlice): Effect[] {
  const e: Effect[] = [];
  if (s.round.phase !== 'orders') e.push({ op: 'set', path: 'round.phase', value: 'orders' });
  e.push(...clearActivation(s));
  for (const f of Object.values(s.fighters)) {
    const p = `fighters.${f.id}`;
    if (f.order !== 'none') e.push({ op: 'set', path: `${p}.order`, value: 'none' });
    for (const k of ['moved', 'movedInFire', 'shots', 'pfAt'] as const) if (f[k] !== 0) e.push({ op: 'set', path: `${p}.${k}`, value: 0 });
    for (const k of ['firedAt', 'firedBy'] as const) if (f[k].length > 0) e.push({ op: 'set', path: `${p}.${k}`, value: [] });
    if (f.hiding) e.push({ op: 'set', path: `${p}.hiding`, value: false });
  }
  return e;
}

/** Fit, wounded or out of a counter (for the commands). */
export const conditionOf = condition;
