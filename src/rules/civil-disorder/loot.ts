// Looting: looter crowds and the looters of normal crowds break into a
// building (one turn, 1d6 damage), then take one loot unit per looter per turn
// until each carries one (or the pickup is full), and leave. A place already
// looted is set on fire instead. The turns after the break-in are run by
// `umpire next-turn` (LOOTING_HOOK), one log entry per building.
// Civil Disorder, "Looting" and "Property Damage"; Émeutes, "Pillages"; R12.
import { t } from '../../i18n/index.js';
import { distanceToOutline, inside } from '../../geometry/measure.js';
import type { MapState } from '../../map/types.js';
import type { BuildingState, GameState } from '../../state/civil-disorder/types.js';
import { wreckFireRoll } from './damage.js';
import type { TurnHook as EngineTurnHook } from '../../engine/system.js';
type TurnHook = EngineTurnHook<GameState>;
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

// R12: looting is possible at RL 7 (Bombard) and RL 8 (Attack).
export const LOOT_RLS: readonly number[] = [7, 8];

// Looting, Looters in Normal Crowds: "1d6 members of the crowd break off and
// rob the nearest shops ... a permanent loss to the crowd's strength".
// Émeutes: "1D6 membres de la foule s'enfuient et pillent".
export const NORMAL_CROWD_LOOTERS_DIE = 'd6' as const;

/** The map's unit each edition measures in (EN l.55 inches; FR l.96 cm). */
const EDITION_UNIT = { en: 'in', fr: 'cm' } as const;

/**
 * "Rob the nearest shops" (EN l.177; FR l.268 "pillent le magasin le plus proche"): on a map, the shops a normal
 * crowd's looters make for (U392): the buildings drawn (`outlines[].building`) with loot left, not burning, not
 * being looted, nearest the crowd's point, with every other one within the map's tolerance of that distance (the
 * map cannot tell them apart: each is proposed). Null when the map cannot say: no map or another unit, the crowd
 * unplaced or stale (U250), a shop of the game not drawn (U336). A proposal: the umpire names the building.
 */
export function nearestShops(game: GameState, crowd: string): { ids: string[]; distance: number; unit: 'in' | 'cm' } | null {
  const map = (game as { map?: MapState }).map;
  if (!map || map.unit !== EDITION_UNIT[game.edition]) return null;
  const pos = Object.hasOwn(map.pieces, crowd) ? map.pieces[crowd] : undefined;
  if (!pos?.at || game.turn > pos.turn + map.fresh - 1) return null;
  const at = pos.at;
  const shops = Object.values(game.buildings).filter((b) => b.loot > 0 && !b.looted && (b.fires ?? 0) === 0 && !b.looting);
  if (shops.length === 0) return null;
  const gaps: { id: string; d: number }[] = [];
  for (const b of shops) {
    const drawn = map.outlines.filter((o) => o.kind === 'building' && o.building === b.id && o.points.length >= 3);
    if (drawn.length === 0) return null;
    gaps.push({ id: b.id, d: Math.min(...drawn.map((o) => (inside(at, o.points) ? 0 : distanceToOutline(at, o.points, true)))) });
  }
  const least = Math.min(...gaps.map((g) => g.d));
  return { ids: gaps.filter((g) => g.d - least <= map.tolerance).map((g) => g.id).sort(), distance: Math.round(least * 100) / 100, unit: EDITION_UNIT[game.edition] };
}

// Property Damage: "If the building is being broken into by looters, a looting
// crowd will do 1d6 points of damage"; Émeutes "1D6 points". Looting: "It
// takes one turn for the crowd to break in".
export const BREAK_IN_DAMAGE_DIE = 'd6' as const;

// Looting: "the crowd loots one Loot Unit per looter per turn. Each looter can
// carry one Loot Unit, and will attempt to leave once that has been acquired."
export const LOOT_PER_LOOTER_PER_TURN = 1;
export const LOOT_CARRIED_PER_LOOTER = 1;

// Looting, optional add-on: "a car can carry 5 Loot Units and a Van 10"
// (Émeutes: "une voiture peut transporter 5 unités et un van 10"). Ruling U33:
// the pickup's load comes on top of what the looters carry themselves.
export const PICKUP_CAPACITY = { car: 5, van: 10 } as const;
export type Pickup = keyof typeof PICKUP_CAPACITY;
export const PICKUPS = Object.keys(PICKUP_CAPACITY) as Pickup[];

// R12: looters leave at 1d6" a turn (Civil Disorder) / 2D6 cm (Émeutes), R13.
export const LOOTER_PACE: Record<Edition, { dice: number; unit: 'in' | 'cm' }> = {
  en: { dice: 1, unit: 'in' },
  fr: { dice: 2, unit: 'cm' },
};

/** The looters' pace as text ("1d6\"", "2d6 cm"). */
export function looterPaceText(edition: Edition, lang: Lang): string {
  const p = LOOTER_PACE[edition];
  return `${p.dice}d6${t(lang, `common.unit.${p.unit}`)}`;
}

/** A looting in progress, kept on the building (`buildings.<id>.looting`). */
export interface LootingState {
  /** The crowd the looters came from. */
  crowd: string;
  /** The turn they broke in. */
  since: number;
  looters: number;
  /** Loot units taken so far. */
  carried: number;
  /** Loot units they can take away: one per looter, plus the pickup's load (U33). */
  capacity: number;
  pickup: Pickup | null;
}

/** The facts `umpire loot` needs. */
export interface LootFacts {
  edition: Edition;
  lang?: Lang;
  turn?: number;
  crowdId?: string;
  crowdName?: string;
  rl: number;
  /** A looter crowd (all its figures loot) rather than a normal one. */
  looterCrowd: boolean;
  figures: number;
  /** A normal crowd's looters: fixed (scenario or option), null to roll 1d6, 0 when they have already broken off (U31). */
  looters: number | null;
  buildingId?: string;
  buildingName?: string;
  value: number;
  loot: number;
  looted: boolean;
  fires: number;
  /** The crowd already looting there, if any. */
  lootingBy?: string | null;
  /** The building this crowd is already looting, if any. */
  crowdBusyAt?: string | null;
  pickup?: Pickup | null;
}

/** Resolves `umpire loot`: the looters break in (or set an already looted place on fire). */
export function resolveLoot(facts: LootFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const base = { crowd: facts.crowdId ?? null, building: facts.buildingId ?? null };
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');
  const crowd = facts.crowdName ?? facts.crowdId ?? t(lang, 'loot.the-crowd');
  const refuse = (key: string, p: Record<string, string | number> = {}): Resolution =>
    refusal('loot', facts.edition, t(lang, `loot.refused.${key}`, { name, crowd, ...p }), base);

  if (!LOOT_RLS.includes(facts.rl)) return refuse('rl', { rl: facts.rl, state: t(lang, `rl.state.${facts.rl}`) });
  // Fires and Firefighting: "Crowds will not enter burning buildings."
  if (facts.fires > 0) return refuse('burning', { fires: facts.fires });
  if (facts.lootingBy) return refuse('in-progress', { by: facts.lootingBy });
  if (facts.crowdBusyAt) return refuse('busy', { at: facts.crowdBusyAt });
  const at = facts.buildingId ? `buildings.${facts.buildingId}` : null;
  const paceNote = t(lang, 'loot.pace', { pace: looterPaceText(facts.edition, lang) });

  // Looting: "If it has already been looted, they start fires." (R12)
  if (facts.looted) {
    return {
      procedure: 'loot',
      edition: facts.edition,
      ...base,
      rolls: [],
      modifiers: [],
      total: null,
      outcome: { code: 'set-on-fire', text: t(lang, 'loot.outcome.set-on-fire', { name, crowd }) },
      effects: at ? [{ op: 'add', path: `${at}.fires`, value: 1 }] : [],
      notes: [t(lang, 'loot.already-looted-rule')],
      looters: 0,
      fire: true,
    };
  }
  // U31: a normal crowd's looters break off once; the crowd cannot loot again.
  if (!facts.looterCrowd && facts.looters === 0) return refuse('no-looters');
  if (facts.loot === 0) return refuse('no-loot');

  const effects: Effect[] = [];
  const notes: string[] = [];
  let looters: number;
  if (facts.looterCrowd) {
    looters = facts.figures;
    notes.push(t(lang, 'loot.looter-crowd', { n: looters }));
  } else {
    const rolled = facts.looters === null;
    const wanted = rolled ? dice.roll(NORMAL_CROWD_LOOTERS_DIE, t(lang, 'loot.looters-die')) : (facts.looters as number);
    looters = Math.min(wanted, facts.figures);
    notes.push(t(lang, rolled ? 'loot.break-off-rolled' : 'loot.break-off-fixed', { n: looters, crowd }));
    if (facts.crowdId) {
      if (looters > 0) effects.push({ op: 'add', path: `crowds.${facts.crowdId}.figures`, value: -looters });
      effects.push({ op: 'set', path: `crowds.${facts.crowdId}.looters`, value: 0 });
    }
  }
  if (looters === 0) return refuse('no-looters');

  if (facts.value === 0) {
    // A total wreck: nothing to break, but a 1 in 6 chance of fire (U30).
    const w = wreckFireRoll(dice, lang, facts.buildingId);
    if (w.fire) {
      return {
        procedure: 'loot',
        edition: facts.edition,
        ...base,
        rolls: [...dice.rolls],
        modifiers: [],
        total: null,
        outcome: { code: 'wreck-fire', text: t(lang, 'loot.outcome.wreck-fire', { name }) },
        effects: [...effects, ...w.effects],
        notes: [...notes, t(lang, 'damage.wreck-rule')],
        looters,
        fire: true,
      };
    }
    notes.push(t(lang, 'damage.outcome.wreck-no-fire', { name }));
  }

  const damage = facts.value > 0 ? dice.roll(BREAK_IN_DAMAGE_DIE, t(lang, 'loot.break-in-die')) : 0;
  const after = Math.max(0, facts.value - damage);
  if (at && facts.value - after > 0) effects.push({ op: 'add', path: `${at}.value`, value: -(facts.value - after) });
  if (facts.value > 0) {
    notes.push(t(lang, after === 0 ? 'loot.break-in-wrecked' : 'loot.break-in-damage', { damage, before: facts.value, after }));
  }
  const pickup = facts.pickup ?? null;
  const capacity = looters * LOOT_CARRIED_PER_LOOTER + (pickup ? PICKUP_CAPACITY[pickup] : 0);
  if (pickup) notes.push(t(lang, 'loot.pickup', { load: PICKUP_CAPACITY[pickup], vehicle: t(lang, `loot.vehicle.${pickup}`), capacity }));
  notes.push(t(lang, 'loot.next-turns', { rate: looters * LOOT_PER_LOOTER_PER_TURN, loot: facts.loot }));
  notes.push(paceNote);
  if (at && facts.crowdId && facts.turn !== undefined) {
    const looting: LootingState = { crowd: facts.crowdId, since: facts.turn, looters, carried: 0, capacity, pickup };
    effects.push({ op: 'set', path: `${at}.looting`, value: looting });
  }
  return {
    procedure: 'loot',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: damage,
    outcome: { code: 'breaking-in', text: t(lang, 'loot.outcome.breaking-in', { name, looters, crowd }) },
    effects,
    notes,
    looters,
    capacity,
    pickup,
    damage: { points: damage, before: facts.value, after },
    fire: false,
  };
}

/** The facts of one turn of looting in progress at a building. */
export interface LootingTurnFacts {
  edition: Edition;
  lang?: Lang;
  turn: number;
  buildingId: string;
  buildingName?: string;
  loot: number;
  fires: number;
  looting: LootingState;
}

/** One turn of a looting in progress (run by next-turn): take loot, or leave. */
export function resolveLootingTurn(facts: LootingTurnFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const l = facts.looting;
  const at = `buildings.${facts.buildingId}`;
  const name = facts.buildingName ?? facts.buildingId;
  const base = { procedure: 'loot', edition: facts.edition, crowd: l.crowd, building: facts.buildingId };
  const effects: Effect[] = [];
  const notes: string[] = [];
  let code: string;
  let take = 0;
  let leave = true;
  if (facts.fires > 0) {
    // "Crowds will not enter burning buildings": the looters get out with what they have.
    code = 'looters-flee';
    notes.push(t(lang, 'loot.flee-rule'));
  } else {
    take = Math.min(l.looters * LOOT_PER_LOOTER_PER_TURN, facts.loot, l.capacity - l.carried);
    const carried = l.carried + take;
    const lootLeft = facts.loot - take;
    if (take > 0) effects.push({ op: 'add', path: `${at}.loot`, value: -take });
    if (lootLeft === 0) effects.push({ op: 'set', path: `${at}.looted`, value: true });
    leave = lootLeft === 0 || carried >= l.capacity;
    code = leave ? 'looters-leave' : 'looting';
    if (!leave) effects.push({ op: 'set', path: `${at}.looting.carried`, value: carried });
    notes.push(t(lang, 'loot.took', { take, carried, capacity: l.capacity, left: lootLeft }));
    if (lootLeft === 0) notes.push(t(lang, 'loot.emptied', { name }));
  }
  const carriedOut = l.carried + take;
  let moved: number | null = null;
  if (leave) {
    effects.push({ op: 'del', path: `${at}.looting` });
    const pace = LOOTER_PACE[facts.edition];
    moved = 0;
    for (let i = 0; i < pace.dice && moved !== null; i++) {
      // Named by the place left: two lootings that end together are asked one place at a time (src/prompts/dice.ts).
      const v = dice.rollOptional('d6', t(lang, 'loot.leave-die', { name }));
      moved = v === null ? null : moved + v;
    }
    const unit = t(lang, `common.unit.${pace.unit}`);
    const shown = moved === null ? t(lang, 'rl.move.unrolled', { dice: `${pace.dice}d6` }) : `${moved}${unit}`;
    notes.push(t(lang, 'loot.pace-moved', { pace: looterPaceText(facts.edition, lang), moved: shown }));
    notes.push(t(lang, 'loot.sf-told'));
  }
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: null,
    outcome: { code, text: t(lang, `loot.outcome.${code}`, { name, take, carried: carriedOut, looters: l.looters }) },
    effects,
    notes,
    looters: l.looters,
    taken: take,
    carried: carriedOut,
    movement: leave ? { dice: `${LOOTER_PACE[facts.edition].dice}d6`, unit: LOOTER_PACE[facts.edition].unit, value: moved } : null,
  };
}

/** The facts of a looting turn from the state. */
export function lootingTurnFacts(game: GameState, b: BuildingState, lang: Lang): LootingTurnFacts {
  return {
    edition: game.edition,
    lang,
    turn: game.turn,
    buildingId: b.id,
    buildingName: b.name,
    loot: b.loot,
    fires: b.fires,
    looting: b.looting as LootingState,
  };
}

/** next-turn: each looting in progress takes its turn (one log entry per building). */
export const LOOTING_HOOK: TurnHook = {
  name: 'looting',
  run(ctx) {
    for (const b of Object.values(ctx.game.buildings)) {
      const l = b.looting as LootingState | undefined;
      if (!l || l.since >= ctx.game.turn) continue;
      ctx.record(resolveLootingTurn(lootingTurnFacts(ctx.game, b, ctx.lang), ctx.dice()));
    }
  },
};
