// Intervention: whose activation it is (intervention.fr.txt l.51-53, "Joueur
// prioritaire"): "Les unités sont activées par ordre décroissant d'initiative.
// En cas d'égalité, le joueur dont le coût du détachement est le plus faible
// joue une de ses unités en premier, l'adversaire une autre et ainsi de suite."
// In the movement and fire sequences the units act one at a time (U110); a
// unit's initiative is its team sheet's, else its quickest fighter's (U109).
// Pure helpers: the procedures (play.ts) ask them before a fighter acts.
import type { Effect } from '../types.js';
import { standing, type IvFighter, type IvSlice } from './game.js';

/** The sequences in which units are activated one at a time (U110; the orders sequence runs on the clock, l.314). */
export const ACTIVATION_PHASES = ['movement', 'fire'] as const;

/** A unit of the game with its side and its initiative now (U109), or null when it has no fighter standing. */
export interface UnitTurn {
  id: string;
  name: string;
  side: string;
  initiative: number | null;
}

/** Every unit with a fighter standing, with its initiative (U109: the unit's own, else its standing fighters' best, else none). */
export function unitsInPlay(s: IvSlice): UnitTurn[] {
  const out: UnitTurn[] = [];
  for (const sd of Object.values(s.sides)) {
    for (const u of sd.units) {
      const fs = u.fighters.map((id) => s.fighters[id]).filter((f): f is IvFighter => f !== undefined && standing(f));
      if (fs.length === 0) continue;
      const own = u.initiative ?? null;
      const best = fs.map((f) => f.initiative ?? null).filter((x): x is number => x !== null);
      out.push({ id: u.id, name: u.name, side: sd.id, initiative: own ?? (best.length ? Math.max(...best) : null) });
    }
  }
  return out;
}

// U109: a unit without initiative acts after every unit with one.
const rank = (x: number | null) => (x === null ? -1 : x);

/** The units in play by decreasing initiative (l.53; ties in the scenario's order). */
export function activationOrder(s: IvSlice): UnitTurn[] {
  return unitsInPlay(s).sort((a, b) => rank(b.initiative) - rank(a.initiative));
}

/** The side that plays first in a tie (l.53): the lower cost of the detachment; equal costs, the defender (U110). */
export function tieFirst(s: IvSlice): string {
  const [a, b] = Object.values(s.sides);
  if (!b || a.cost === b.cost) return s.mission.defender;
  return a.cost < b.cost ? a.id : b.id;
}

/** The activation of the sequence: the unit acting, the units whose activation is over. */
export function activationOf(s: IvSlice): { active: string | null; acted: string[] } {
  return { active: s.round.acting ?? null, acted: s.round.unitsActed ?? [] };
}

/**
 * The units that may be activated next (the activation under way counted as
 * over): the highest initiative among the units not yet activated; in a tie
 * between the sides, the side whose turn it is in the alternation (l.53),
 * any of its units of that initiative (its player chooses). Empty when every
 * unit has acted.
 */
export function nextUnits(s: IvSlice): UnitTurn[] {
  const { active, acted } = activationOf(s);
  const units = unitsInPlay(s);
  const over = new Set([...acted, ...(active ? [active] : [])]);
  const pending = units.filter((u) => !over.has(u.id));
  if (pending.length === 0) return [];
  const top = Math.max(...pending.map((u) => rank(u.initiative)));
  const tied = pending.filter((u) => rank(u.initiative) === top);
  const sides = [...new Set(tied.map((u) => u.side))];
  if (sides.length === 1) return tied;
  // l.53: the cheaper side plays one of its units, the other one of its own, and so on: the side that has
  // activated fewer units of this initiative plays; equal, the cheaper side.
  const first = tieFirst(s);
  const other = sides.find((x) => x !== first)!;
  const done = (side: string) => units.filter((u) => over.has(u.id) && u.side === side && rank(u.initiative) === top).length;
  const turn = done(first) <= done(other) ? first : other;
  return tied.filter((u) => u.side === turn);
}

/** The effects of `unit` beginning its activation: the one under way is over. */
export function activateEffects(s: IvSlice, unit: string): Effect[] {
  const { active, acted } = activationOf(s);
  const e: Effect[] = [];
  if (active && active !== unit) e.push({ op: 'set', path: 'round.unitsActed', value: [...acted, active] });
  if (active !== unit) e.push({ op: 'set', path: 'round.acting', value: unit });
  return e;
}

/** The effects of `unit` passing (its activation, begun or not, is over). */
export function passEffects(s: IvSlice, unit: string): Effect[] {
  const { active, acted } = activationOf(s);
  const list = [...acted];
  if (active && !list.includes(active)) list.push(active);
  if (!list.includes(unit)) list.push(unit);
  const e: Effect[] = [{ op: 'set', path: 'round.unitsActed', value: list }];
  if (active !== null) e.push({ op: 'set', path: 'round.acting', value: null });
  return e;
}

/** The activation cleared as a sequence begins (effects only where it changes). */
export function clearActivation(s: IvSlice): Effect[] {
  const { active, acted } = activationOf(s);
  const e: Effect[] = [];
  if (active !== null) e.push({ op: 'set', path: 'round.acting', value: null });
  if (acted.length > 0) e.push({ op: 'set', path: 'round.unitsActed', value: [] });
  return e;
}

/** The slice as it would be once `effects` on `round` are applied (to check a list of activations in turn). */
export function withRound(s: IvSlice, effects: Effect[]): IvSlice {
  const round = { ...s.round };
  for (const e of effects) if (e.op === 'set' && e.path.startsWith('round.')) (round as Record<string, unknown>)[e.path.slice(6)] = e.value;
  return { ...s, round };
}
