// Fires: counted per building (R11). Each turn a burning building loses one
// value point per fire, may grow a fire, and may spread one to a neighbour
// chosen by die. Crowds do not enter burning buildings; SF entering roll as
// under petrol bomb attack. `umpire next-turn` runs FIRE_HOOK, one log entry
// per burning building, so a reviewer sees why a building lost value.
// Civil Disorder, "Fires and Firefighting"; Émeutes, "Incendies et lutte
// contre l'incendie".
import { own } from '../../state/effects.js';
import { distanceToOutline, inside } from '../../geometry/measure.js';
import type { Outline, Pt } from '../../map/types.js';
import { t } from '../../i18n/index.js';
import type { GameState, UnitState } from '../../state/civil-disorder/types.js';
import { casualtyEffects } from './casualties.js';
import { FLAME_WOUNDED_AT_OR_UNDER, rollFlameHazard } from './flame.js';
import { FIREFIGHTING } from './equipment.js';
import type { TurnHook as EngineTurnHook } from '../../engine/system.js';
type TurnHook = EngineTurnHook<GameState>;
import { refusal, type Dice, type Edition, type Effect, type Lang, type Resolution } from '../types.js';

/** How a die compares with the number of fires. */
export type FireTest = 'at-or-under' | 'under';
const passes = (test: FireTest, die: number, fires: number) => (test === 'at-or-under' ? die <= fires : die < fires);

export const FIRE_RULES = {
  // "For each fire, the property loses one value point per turn"; Émeutes "Le
  // bâtiment perd un point par tour et par foyers". Never below 0.
  valueLostPerFire: 1,
  // "Roll 1d6 each turn, and score the number of existing fires or less for
  // another fire to start in the same place". Ruling U36: "existing fires" are
  // those burning at the start of the turn.
  grows: 'at-or-under' as FireTest,
  // "If, on each turn, a d6 roll is less than the number of fires, then a
  // single fire spreads to an adjacent building." Ruling U36: a second die,
  // after the growth die, against the fires at the start of the turn; the
  // burning building keeps its own fires.
  spreads: 'under' as FireTest,
} as const;

// Ruling U37: the neighbour a fire spreads to is chosen by die among the
// building's neighbours in the order of their ids: with up to 6 neighbours one
// d6, face k for the k-th, higher faces re-rolled; with more, as many d6 as
// needed read as digits in base 6, re-rolled past the last neighbour. One
// neighbour needs no die. Re-rolled dice are kept in the record.
export const NEIGHBOUR_DIE_SIDES = 6;

/** Dice needed to choose among n neighbours (U37). */
export function neighbourDiceCount(n: number): number {
  let k = 0;
  for (let cap = 1; cap < n; cap *= NEIGHBOUR_DIE_SIDES) k += 1;
  return k;
}

/**
 * Chooses a neighbour index 0..n-1 by die, re-rolling out-of-range results
 * (U37). When the choice is not `required` (a stateless lookup, odds), the
 * dice are optional: with entered dice and none left for it, or in odds,
 * the index is null and the table rolls for it.
 */
export function chooseNeighbour(n: number, dice: Dice, label: string, required = true): { index: number | null; rerolls: number } {
  const k = neighbourDiceCount(n);
  if (k === 0) return { index: 0, rerolls: 0 };
  for (let attempt = 0; attempt < 1000; attempt++) {
    let index = 0;
    for (let i = 0; i < k; i++) {
      const v = required ? dice.roll('d6', label) : dice.rollOptional('d6', label);
      if (v === null) return { index: null, rerolls: attempt };
      index = index * NEIGHBOUR_DIE_SIDES + (v - 1);
    }
    if (index < n) return { index, rerolls: attempt };
  }
  throw new Error('chooseNeighbour: no result in 1000 re-rolls');
}

/** The facts of one turn of fire at one building. */
export interface FireTurnFacts {
  edition: Edition;
  lang?: Lang;
  buildingId?: string;
  buildingName?: string;
  /** Fires burning there at the start of the turn. */
  fires: number;
  value: number;
  /** Neighbour ids (state), or just how many (stateless). */
  neighbours: readonly string[];
  /** The turn, on the state: the building is marked as burnt this turn. */
  turn?: number;
  /** The building has already had its fire turn this turn (next-turn or burn). */
  burntThisTurn?: boolean;
  /** The building caught fire this turn: it burns from next turn (U36, U70). */
  startedThisTurn?: boolean;
  /**
   * The neighbour die must be rolled (default: when the building is in the
   * state). Off for a stateless lookup and for odds: the table may roll it.
   */
  neighbourRequired?: boolean;
  /** The neighbours were read from the map's outlines (U391), not the scenario's list. */
  neighboursFromMap?: boolean;
}

/** Resolves one turn of fire at one building: value lost, growth, spread. */
export function resolveFireTurn(facts: FireTurnFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');
  const base = { procedure: 'burn', edition: facts.edition, building: facts.buildingId ?? null };
  const at = facts.buildingId ? `buildings.${facts.buildingId}` : null;
  if (facts.fires <= 0 || facts.burntThisTurn || facts.startedThisTurn) {
    const reason = t(lang, facts.fires <= 0 ? 'burn.refused.not-burning' : facts.burntThisTurn ? 'burn.refused.burnt' : 'burn.refused.started', { name });
    return refusal('burn', facts.edition, reason, base);
  }
  const effects: Effect[] = [];
  const notes: string[] = [];
  if (at && facts.turn !== undefined) effects.push({ op: 'set', path: `${at}.burntTurn`, value: facts.turn });
  const lost = Math.min(facts.value, facts.fires * FIRE_RULES.valueLostPerFire);
  const after = facts.value - lost;
  if (at && lost > 0) effects.push({ op: 'add', path: `${at}.value`, value: -lost });
  notes.push(
    facts.value === 0
      ? t(lang, 'burn.wreck-burns', { name })
      : t(lang, after === 0 ? 'burn.value-gone' : 'burn.value-lost', { fires: facts.fires, lost, before: facts.value, after }),
  );

  const growDie = dice.roll('d6', t(lang, 'burn.grow-die', { fires: facts.fires }));
  const grows = passes(FIRE_RULES.grows, growDie, facts.fires);
  if (grows && at) effects.push({ op: 'add', path: `${at}.fires`, value: 1 });
  notes.push(t(lang, grows ? 'burn.grows' : 'burn.no-growth', { die: growDie, fires: facts.fires }));

  if (facts.neighboursFromMap) notes.push(t(lang, 'burn.neighbours-from-map', { list: facts.neighbours.join(', ') || '-' }));
  const spreadDie = dice.roll('d6', t(lang, 'burn.spread-die', { fires: facts.fires }));
  let spreadTo: string | null = null;
  let spreadIndex: number | null = null;
  if (passes(FIRE_RULES.spreads, spreadDie, facts.fires)) {
    if (facts.neighbours.length === 0) {
      notes.push(t(lang, 'burn.spread-nowhere', { die: spreadDie, fires: facts.fires }));
    } else {
      const required = facts.neighbourRequired ?? facts.buildingId !== undefined;
      const pick = chooseNeighbour(facts.neighbours.length, dice, t(lang, 'burn.neighbour-die', { n: facts.neighbours.length }), required);
      spreadIndex = pick.index;
      if (pick.index === null) {
        notes.push(t(lang, 'burn.spreads-unchosen', { die: spreadDie, fires: facts.fires, n: facts.neighbours.length }));
      } else {
        spreadTo = facts.neighbours[pick.index];
        if (facts.buildingId) effects.push({ op: 'add', path: `buildings.${spreadTo}.fires`, value: 1 });
        notes.push(t(lang, 'burn.spreads', { die: spreadDie, fires: facts.fires, to: spreadTo }));
      }
      if (pick.rerolls > 0) notes.push(t(lang, 'burn.rerolled', { n: pick.rerolls }));
    }
  } else {
    notes.push(t(lang, 'burn.no-spread', { die: spreadDie, fires: facts.fires }));
  }
  const firesAfter = facts.fires + (grows ? 1 : 0);
  const spreads = passes(FIRE_RULES.spreads, spreadDie, facts.fires) && facts.neighbours.length > 0;
  const code = spreads ? 'spread' : grows ? 'grows' : 'burns';
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: null,
    outcome: { code, text: t(lang, `burn.outcome.${code}`, { name, fires: firesAfter, to: spreadTo ?? t(lang, 'burn.a-neighbour') }) },
    effects,
    notes,
    fires: { before: facts.fires, after: firesAfter },
    value: { before: facts.value, after },
    spreadTo,
    spreadIndex,
    wreck: after === 0,
  };
}

/** The facts `umpire burn --start` needs. */
export interface StartFireFacts {
  edition: Edition;
  lang?: Lang;
  buildingId?: string;
  buildingName?: string;
  fires: number;
  /** Fires to start (1 unless the umpire says more). */
  add: number;
  /** The game's turn (on the state): a building catching fire now burns from next turn (U36, U70). */
  turn?: number;
}

/** Starts fires at a building by the umpire's word (no dice). */
export function resolveStartFire(facts: StartFireFacts, _dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');
  const after = facts.fires + facts.add;
  return {
    procedure: 'burn',
    edition: facts.edition,
    building: facts.buildingId ?? null,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: 'fire-started', text: t(lang, 'burn.outcome.fire-started', { name, add: facts.add, fires: after }) },
    effects: facts.buildingId
      ? [
          { op: 'add', path: `buildings.${facts.buildingId}.fires`, value: facts.add },
          // U70: a building that was not burning takes no fire turn by hand this turn; its first is next-turn's.
          ...(facts.fires === 0 && facts.turn !== undefined ? [{ op: 'set' as const, path: `buildings.${facts.buildingId}.startedTurn`, value: facts.turn }] : []),
        ]
      : [],
    notes: [t(lang, 'burn.start-note')],
    fires: { before: facts.fires, after },
  };
}

/** The facts of SF entering a burning building. */
export interface EnterFireFacts {
  edition: Edition;
  lang?: Lang;
  turn?: number;
  casualtyCounter?: number;
  buildingId?: string;
  buildingName?: string;
  fires: number;
  unitId?: string;
  unitType?: UnitState['type'];
  /** Figures going in. */
  figures: number;
  fireproof: boolean;
}

// R9: firefighters and paramedics are not tested for over-reaction, so a
// wound among them marks no test.
export const NOT_TESTED_TYPES: readonly string[] = ['firefighters', 'paramedics'];

/** Effects for SF members wounded by fire: unit counts, casualties, the over-reaction trigger. */
export function sfFireWoundEffects(
  f: { unitId?: string; unitType?: string; turn?: number; casualtyCounter?: number; buildingId?: string },
  wounded: number,
  lang: Lang,
  from?: string,
): { effects: Effect[]; notes: string[] } {
  const effects: Effect[] = [];
  const notes: string[] = [];
  const who = f.unitId ?? from;
  if (wounded === 0 || !who || f.turn === undefined) return { effects, notes };
  if (f.unitId) {
    effects.push({ op: 'add', path: `units.${f.unitId}.wounded`, value: wounded });
    effects.push({ op: 'add', path: `units.${f.unitId}.woundedByTurn.${f.turn}`, value: wounded });
  }
  const cas = casualtyEffects(
    f.casualtyCounter,
    f.turn,
    Array.from({ length: wounded }, () => ({ side: 'sf' as const, from: who, cause: 'burn', injury: 'wounded', where: f.buildingId ?? who })),
  );
  effects.push(...cas.effects);
  notes.push(t(lang, 'burn.casualties', { ids: cas.ids.join(', ') }));
  if (f.unitId && !NOT_TESTED_TYPES.includes(f.unitType ?? '')) {
    effects.push({ op: 'set', path: `units.${f.unitId}.owes.member-wounded`, value: f.turn });
    notes.push(t(lang, 'burn.owes', { unit: f.unitId }));
  }
  return { effects, notes };
}

// Ruling U95: "SF entering burning buildings roll as if under petrol bomb
// attack" (Civil Disorder); Émeutes' garbled "Les fp peuvent entrer dans un
// bâtiment en flammes s'ils sont attaqués par des molotovs" is read the same:
// in both editions, SF going in roll the petrol bomb's flame hazard.
export const ENTER_FIRE_AS = FLAME_WOUNDED_AT_OR_UNDER;

/** SF entering a burning building roll as if under petrol bomb attack. */
export function resolveEnterFire(facts: EnterFireFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const name = facts.buildingName ?? facts.buildingId ?? t(lang, 'damage.the-building');
  const base = { procedure: 'burn', edition: facts.edition, building: facts.buildingId ?? null, unit: facts.unitId ?? null };
  if (facts.fires <= 0) {
    const reason = t(lang, 'burn.refused.not-burning', { name });
    return refusal('burn', facts.edition, reason, base);
  }
  // Civil Disorder, Fires (civil-disorder.en.txt l.237) "Fire-fighters are immune to fires 1 or 2 strong" (R11):
  // firefighters going into such a fire roll nothing, as at the hose (issue 31, finding 4).
  if (facts.unitType === 'firefighters' && facts.fires <= FIREFIGHTING.immuneUpToFires) {
    return {
      ...base,
      rolls: [],
      modifiers: [],
      total: 0,
      outcome: { code: 'unhurt', text: t(lang, 'burn.outcome.enter-unhurt', { name, wounded: 0, figures: facts.figures }) },
      effects: [],
      notes: [t(lang, 'firefight.immune', { fires: facts.fires })],
      wounded: 0,
      woundedOn: null,
    };
  }
  const { wounded, woundedOn } = rollFlameHazard(facts.figures, facts.fireproof, dice, lang, ENTER_FIRE_AS);
  const notes = [t(lang, 'burn.enter-rule', { on: woundedOn === 1 ? '1' : '1-2' })];
  const w = sfFireWoundEffects(facts, wounded, lang);
  return {
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: wounded,
    outcome: {
      code: wounded > 0 ? 'wounded' : 'unhurt',
      text: t(lang, wounded > 0 ? 'burn.outcome.enter-wounded' : 'burn.outcome.enter-unhurt', { name, wounded, figures: facts.figures }),
    },
    effects: w.effects,
    notes: [...notes, ...w.notes],
    wounded,
    woundedOn,
  };
}

/**
 * "Spreads to an adjacent building" (EN l.233; FR l.336 "étendre un feu au bâtiment adjacent"): on a map whose outlines
 * name the game's buildings, two are adjacent when their outlines are nearer than a crowd's figures stand apart at
 * the loosest (EN l.131 1"; FR l.171 3 cm): no gap a figure could stand in (U391).
 */
export const BUILDING_ADJACENT = { en: 1, fr: 3 } as const;

/** The map's unit each edition measures in (EN l.55 inches; FR l.96 cm). */
const EDITION_UNIT = { en: 'in', fr: 'cm' } as const;

/** The gap between two closed outlines: 0 when they touch or overlap, else the nearest corner to the other's edge. */
function outlineGap(a: readonly Pt[], b: readonly Pt[]): number {
  if (a.some((p) => inside(p, b)) || b.some((p) => inside(p, a))) return 0;
  return Math.min(...a.map((p) => distanceToOutline(p, b, true)), ...b.map((p) => distanceToOutline(p, a, true)));
}

/**
 * A building's neighbours read from the map (U391), or null when the map cannot say and the scenario's typed
 * `neighbours` stand: no map, a map in another unit, a building of the game not drawn (every one must be, U336),
 * or a gap within the map's tolerance of the limit (U252).
 */
export function mapNeighbours(game: GameState, id: string): string[] | null {
  const map = (game as { map?: { unit: string; tolerance: number; outlines: readonly Outline[] } }).map;
  if (!map || map.unit !== EDITION_UNIT[game.edition]) return null;
  const drawn = (b: string) => map.outlines.filter((o) => o.kind === 'building' && o.building === b && o.points.length >= 3);
  const ids = Object.keys(game.buildings);
  if (ids.some((b) => drawn(b).length === 0)) return null;
  const limit = BUILDING_ADJACENT[game.edition];
  const out: string[] = [];
  for (const other of ids) {
    if (other === id) continue;
    const gap = Math.min(...drawn(id).flatMap((a) => drawn(other).map((b) => outlineGap(a.points, b.points))));
    if (Math.abs(gap - limit) <= map.tolerance) return null;
    if (gap < limit) out.push(other);
  }
  return out.sort();
}

/** The facts of a fire turn from the state (fires as they stood at the start of the turn). */
export function fireTurnFacts(game: GameState, id: string, fires: number, lang: Lang): FireTurnFacts {
  const b = own(game.buildings, id);
  if (!b) throw new Error(`no building ${JSON.stringify(id)}`);
  return {
    edition: game.edition,
    lang,
    turn: game.turn,
    buildingId: id,
    buildingName: b.name,
    fires,
    value: b.value,
    ...neighboursOf(game, id, b.neighbours),
  };
}

/** The scenario's typed list when it gives one (it wins, U391); else the map's when it can say; else none. */
function neighboursOf(game: GameState, id: string, typed: readonly string[]): Pick<FireTurnFacts, 'neighbours' | 'neighboursFromMap'> {
  const m = typed.length > 0 ? null : mapNeighbours(game, id);
  return m === null ? { neighbours: [...typed].sort() } : { neighbours: m, neighboursFromMap: true };
}

/**
 * next-turn: every building burning at the start of the turn takes one fire
 * turn, with the fires it had then (a fire spreading to a building later in
 * the list does not burn there until next turn): the order does not matter.
 */
export const FIRE_HOOK: TurnHook = {
  name: 'fires',
  run(ctx) {
    const burning = Object.values(ctx.game.buildings)
      .filter((b) => b.fires > 0 && b.burntTurn !== ctx.game.turn)
      .map((b) => [b.id, b.fires] as const);
    for (const [id, fires] of burning) {
      ctx.record(resolveFireTurn(fireTurnFacts(ctx.game, id, fires, ctx.lang), ctx.dice()));
    }
  },
};
