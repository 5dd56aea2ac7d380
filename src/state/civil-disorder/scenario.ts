// Civil Disorder's scenario section: crowds, units, characters, buildings,
// hydrants, engines, ambulances and the options, validated with file, line,
// column and field path (docs/scenario.md), and the state slice they start.
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import type { ScenarioContext, ScenarioCore, ScenarioPath, ScenarioReader } from '../../engine/system.js';
import {
  NEGOTIATOR,
  RIOT_KIT,
  UNIT_TYPES,
  ARMED_BY_DEFAULT,
  type GameState,
  type NegotiatorQuality,
  type RiotKit,
  type Stocks,
  type UnitType,
  type VictoryConditions,
} from './types.js';
import { ENGINE_WATER_TURNS } from '../../rules/civil-disorder/equipment.js';
import { STOCKS_HELD } from '../../rules/civil-disorder/stocks.js';
import type { Edition } from '../../rules/types.js';
import { MOUNTED_TYPES, PACE_KIND, PACES, VEHICLES, type Pace, type Vehicle } from '../../rules/civil-disorder/movement.js';

type Path = ScenarioPath;
type Validator = ScenarioReader;

/** The top-level scenario keys Civil Disorder reads. */
export const CIVIL_DISORDER_SCENARIO_KEYS = ['options', 'crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances', 'briefing', 'stocks', 'victory', 'factories', 'cars'] as const;

/** The keys of `stocks` (U106) and `victory` (U105). */
export const STOCK_KEYS = ['gas', 'riotKit'] as const;
export const VICTORY_KEYS = ['turns', 'dead', 'sfCasualties', 'crowdCasualties', 'property', 'arrests'] as const;
/** U106: a stock, a crowd's petrol bombs and a victory limit are counts up to this (the scenario's lists' own limit, U81). */
export const SCENARIO_COUNT_MAX = 10000;

export interface ScenarioCrowd {
  id: string;
  name: string;
  figures: number;
  rl: number;
  looter: boolean;
  looters: number | null;
  adjacent: string[];
  /** The crowd has a source of petrol bombs (RL 7: "and petrol bombs if available", U65); absent: none. */
  petrolBombs?: boolean;
  /** How many bombs its source holds (`petrolBombs: 6`, U106); absent: as many as it likes. */
  petrolBombsLeft?: number;
  /** Its scenario objective (Crowds: "their scenario objectives"), for the umpire. */
  objective?: string;
}
export interface ScenarioUnit {
  id: string;
  name: string;
  type: UnitType;
  strength: number;
  armed: boolean;
  riotKit: RiotKit;
  /** Movement (U61): the unit's vehicle, if it rides one (absent: on foot). */
  vehicle?: Vehicle;
  /** Movement (U61): the unit's usual pace on foot or horseback (Émeutes' table), if given. */
  pace?: Pace;
  /** The character it takes its orders from (EN l.17 "a chain of command", U371), if given. */
  answersTo?: string;
  /** What its patrol car carries of the SF's limited stocks (EN l.221 "police patrol cars will have only limited stocks", U374). */
  stocks?: Stocks;
}
export interface ScenarioCharacter {
  id: string;
  name: string;
  negotiator: NegotiatorQuality;
  unit: string | null;
  /** Their post in the command structure ("Gold commander", "fire officer"), as the briefing names it (EN l.17, U371). */
  role?: string;
  /** The character they answer to (EN l.17 "a clear overall police commander, and a chain of command", U371); absent: at the top. */
  answersTo?: string;
}
export interface ScenarioBuilding {
  id: string;
  name: string;
  value: number;
  loot: number;
  neighbours: string[];
}
export interface ScenarioHydrant {
  id: string;
  name: string;
  near: string | null;
}
export interface ScenarioEngine {
  id: string;
  name: string;
  crew: number;
}
/** A petrol bomb factory (EN l.217, U375): the crowd it supplies, and whether the SF can see it. */
export interface ScenarioFactory {
  id: string;
  name: string;
  crowd: string;
  seen: boolean;
}
/** A parked car (EN l.151, U376): property a crowd at RL 8 may turn over or burn. */
export interface ScenarioCar {
  id: string;
  name: string;
}
export interface ScenarioAmbulance {
  id: string;
  name: string;
  paramedics: number;
}

/** Civil Disorder's section of a scenario, as validated. */
export interface CivilDisorderSection {
  options: { pickup: boolean };
  crowds: ScenarioCrowd[];
  units: ScenarioUnit[];
  characters: ScenarioCharacter[];
  buildings: ScenarioBuilding[];
  hydrants: ScenarioHydrant[];
  engines: ScenarioEngine[];
  ambulances: ScenarioAmbulance[];
  /** The players' briefing (Civil Disorder: "set out in the scenario briefing"). */
  briefing?: string;
  /** The SF's limited stocks (Supplies and Ammunition, U106). */
  stocks?: Stocks;
  /** The victory conditions (U105). */
  victory?: VictoryConditions;
  /** Petrol bomb factories (EN l.217, U375). */
  factories?: ScenarioFactory[];
  /** Parked cars (EN l.151, U376). */
  cars?: ScenarioCar[];
}

/** A Civil Disorder scenario: the engine's keys and its section. */
export type Scenario = ScenarioCore & CivilDisorderSection;

/** A unit's pace: one of the paces, on horseback for the mounted types only (U61). */
function unitPace(V: Validator, v: unknown, path: Path, type: UnitType): Pace {
  const mounted = MOUNTED_TYPES.includes(type);
  const fits = PACES.filter((p) => PACE_KIND[p].mounted === mounted);
  return V.choice(v, path, fits);
}

/** Validates Civil Disorder's section of a scenario (its keys of `top`); ids are claimed in the scenario-wide id space. */
export function parseCivilDisorder(top: Record<string, unknown>, ctx: ScenarioContext): CivilDisorderSection {
  const V = ctx.V;
  const opts = top.options === undefined ? {} : V.obj(top.options, ['options'], ['pickup']);
  const options = { pickup: V.bool(opts.pickup, ['options', 'pickup'], false) };

  const crowds = V.list(top.crowds, ['crowds'], false).map((c, i): ScenarioCrowd => {
    const p: Path = ['crowds', i];
    const o = V.obj(c, p, ['id', 'name', 'figures', 'rl', 'looter', 'looters', 'adjacent', 'petrolBombs', 'objective']);
    const id = V.id(o.id, [...p, 'id']);
    // `petrolBombs: true` (a source, as many as it likes) or a count its source holds (U106).
    const bombs = typeof o.petrolBombs === 'number' ? V.int(o.petrolBombs, [...p, 'petrolBombs'], 0, SCENARIO_COUNT_MAX) : null;
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      figures: V.int(o.figures, [...p, 'figures'], 1, 10000),
      rl: V.int(o.rl, [...p, 'rl'], RL_MIN, RL_MAX),
      looter: V.bool(o.looter, [...p, 'looter'], false),
      looters: o.looters === undefined || o.looters === null ? null : V.int(o.looters, [...p, 'looters'], 0, 10000),
      ...(bombs !== null
        ? { petrolBombs: true, petrolBombsLeft: bombs }
        : o.petrolBombs === undefined || o.petrolBombs === null ? {} : { petrolBombs: V.bool(o.petrolBombs, [...p, 'petrolBombs'], false) }),
      ...(o.objective === undefined || o.objective === null ? {} : { objective: V.str(o.objective, [...p, 'objective']) }),
      adjacent: V.ids(o.adjacent, [...p, 'adjacent']),
    };
  });
  if (crowds.length === 0) V.fail(['crowds'], 'no-crowd');

  const units = V.list(top.units, ['units']).map((u, i): ScenarioUnit => {
    const p: Path = ['units', i];
    const o = V.obj(u, p, ['id', 'name', 'type', 'strength', 'armed', 'riotKit', 'vehicle', 'pace', 'answersTo', 'stocks']);
    const id = V.id(o.id, [...p, 'id']);
    const type = V.choice(o.type, [...p, 'type'], UNIT_TYPES);
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      type,
      strength: V.int(o.strength, [...p, 'strength'], 1, 1000),
      armed: V.bool(o.armed, [...p, 'armed'], ARMED_BY_DEFAULT.includes(type)),
      riotKit: V.choice(o.riotKit, [...p, 'riotKit'], RIOT_KIT, 'none'),
      ...(o.vehicle === undefined || o.vehicle === null ? {} : { vehicle: V.choice(o.vehicle, [...p, 'vehicle'], VEHICLES) }),
      ...(o.pace === undefined || o.pace === null ? {} : { pace: unitPace(V, o.pace, [...p, 'pace'], type) }),
      ...(o.answersTo === undefined || o.answersTo === null ? {} : { answersTo: V.id(o.answersTo, [...p, 'answersTo']) }),
      ...(o.stocks === undefined || o.stocks === null ? {} : { stocks: carStocks(V, o.stocks, [...p, 'stocks'], ctx.edition, o.vehicle) }),
    };
  });

  const characters = V.list(top.characters, ['characters']).map((c, i): ScenarioCharacter => {
    const p: Path = ['characters', i];
    const o = V.obj(c, p, ['id', 'name', 'negotiator', 'unit', 'role', 'answersTo']);
    const id = V.id(o.id, [...p, 'id']);
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      negotiator: V.choice(o.negotiator, [...p, 'negotiator'], NEGOTIATOR, 'average'),
      unit: o.unit === undefined || o.unit === null ? null : V.id(o.unit, [...p, 'unit']),
      ...(o.role === undefined || o.role === null ? {} : { role: V.str(o.role, [...p, 'role']) }),
      ...(o.answersTo === undefined || o.answersTo === null ? {} : { answersTo: V.id(o.answersTo, [...p, 'answersTo']) }),
    };
  });

  const buildings = V.list(top.buildings, ['buildings']).map((b, i): ScenarioBuilding => {
    const p: Path = ['buildings', i];
    const o = V.obj(b, p, ['id', 'name', 'value', 'loot', 'neighbours']);
    const id = V.id(o.id, [...p, 'id']);
    const value = V.int(o.value, [...p, 'value'], 1, 1000);
    // Looting: loot units are 50% of the property value, or a figure between 5 and 50.
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      value,
      loot: lootUnits(V, o.loot, [...p, 'loot'], value),
      neighbours: V.ids(o.neighbours, [...p, 'neighbours']),
    };
  });

  const hydrants = V.list(top.hydrants, ['hydrants']).map((h, i): ScenarioHydrant => {
    const p: Path = ['hydrants', i];
    const o = V.obj(h, p, ['id', 'name', 'near']);
    const id = V.id(o.id, [...p, 'id']);
    return { id, name: V.str(o.name, [...p, 'name'], id), near: o.near === undefined || o.near === null ? null : V.id(o.near, [...p, 'near']) };
  });

  const engines = V.list(top.engines, ['engines']).map((e, i): ScenarioEngine => {
    const p: Path = ['engines', i];
    const o = V.obj(e, p, ['id', 'name', 'crew']);
    const id = V.id(o.id, [...p, 'id']);
    // Types of Unit: Firefighters, "a single fire engine and 6 crew".
    return { id, name: V.str(o.name, [...p, 'name'], id), crew: V.int(o.crew, [...p, 'crew'], 1, 50, 6) };
  });

  const ambulances = V.list(top.ambulances, ['ambulances']).map((a, i): ScenarioAmbulance => {
    const p: Path = ['ambulances', i];
    const o = V.obj(a, p, ['id', 'name', 'paramedics']);
    const id = V.id(o.id, [...p, 'id']);
    // Types of Unit: Paramedics, "a single ambulance with 2 paramedics".
    return { id, name: V.str(o.name, [...p, 'name'], id), paramedics: V.int(o.paramedics, [...p, 'paramedics'], 1, 20, 2) };
  });

  const factories = top.factories === undefined || top.factories === null ? undefined : V.list(top.factories, ['factories']).map((f, i): ScenarioFactory => {
    const p: Path = ['factories', i];
    const o = V.obj(f, p, ['id', 'name', 'crowd', 'seen']);
    const id = V.id(o.id, [...p, 'id']);
    return { id, name: V.str(o.name, [...p, 'name'], id), crowd: V.id(o.crowd, [...p, 'crowd']), seen: V.bool(o.seen, [...p, 'seen'], false) };
  });

  const cars = top.cars === undefined || top.cars === null ? undefined : V.list(top.cars, ['cars']).map((c, i): ScenarioCar => {
    const o = V.obj(c, ['cars', i], ['id', 'name']);
    const id = V.id(o.id, ['cars', i, 'id']);
    return { id, name: V.str(o.name, ['cars', i, 'name'], id) };
  });

  // Ids are unique across the whole scenario, so a bare id names one thing.
  const lists: [string, { id: string }[]][] = [
    ['crowds', crowds], ['units', units], ['characters', characters], ['buildings', buildings],
    ['hydrants', hydrants], ['engines', engines], ['ambulances', ambulances], ['factories', factories ?? []], ['cars', cars ?? []],
  ];
  for (const [kind, items] of lists) {
    items.forEach((it, i) => ctx.claimId(it.id, [kind, i, 'id']));
  }
  const crowdIds = new Set(crowds.map((c) => c.id));
  const unitIds = new Set(units.map((u) => u.id));
  const buildingIds = new Set(buildings.map((b) => b.id));
  crowds.forEach((c, i) =>
    c.adjacent.forEach((a, j) => {
      if (!crowdIds.has(a)) V.fail(['crowds', i, 'adjacent', j], 'unknown-crowd', { id: a });
      if (a === c.id) V.fail(['crowds', i, 'adjacent', j], 'self-adjacent');
    }),
  );
  characters.forEach((c, i) => {
    if (c.unit !== null && !unitIds.has(c.unit)) V.fail(['characters', i, 'unit'], 'unknown-unit', { id: c.unit });
  });
  // EN l.17 (FR l.54): the command structure, each character answering to another or at the top, never round in a circle (U371).
  const characterIds = new Set(characters.map((c) => c.id));
  const superior = new Map(characters.filter((c) => c.answersTo !== undefined).map((c) => [c.id, c.answersTo as string]));
  characters.forEach((c, i) => {
    if (c.answersTo === undefined) return;
    if (!characterIds.has(c.answersTo)) V.fail(['characters', i, 'answersTo'], 'unknown-character', { id: c.answersTo });
    if (c.answersTo === c.id) V.fail(['characters', i, 'answersTo'], 'self-answers');
    const seen = new Set([c.id]);
    for (let at = superior.get(c.id); at !== undefined; at = superior.get(at)) {
      if (seen.has(at)) V.fail(['characters', i, 'answersTo'], 'command-circle', { id: c.id });
      seen.add(at);
    }
  });
  units.forEach((u, i) => {
    if (u.answersTo !== undefined && !characterIds.has(u.answersTo)) V.fail(['units', i, 'answersTo'], 'unknown-character', { id: u.answersTo });
  });
  buildings.forEach((b, i) =>
    b.neighbours.forEach((n, j) => {
      if (!buildingIds.has(n)) V.fail(['buildings', i, 'neighbours', j], 'unknown-building', { id: n });
      if (n === b.id) V.fail(['buildings', i, 'neighbours', j], 'self-neighbour');
    }),
  );
  (factories ?? []).forEach((f, i) => {
    if (!crowdIds.has(f.crowd)) V.fail(['factories', i, 'crowd'], 'unknown-crowd', { id: f.crowd });
  });
  hydrants.forEach((h, i) => {
    if (h.near !== null && !buildingIds.has(h.near)) V.fail(['hydrants', i, 'near'], 'unknown-building', { id: h.near });
  });

  const briefing = top.briefing === undefined || top.briefing === null ? undefined : V.str(top.briefing, ['briefing']);
  const stocks = top.stocks === undefined || top.stocks === null ? undefined : countsOf(V, top.stocks, ['stocks'], STOCK_KEYS);
  const victory = top.victory === undefined || top.victory === null ? undefined : countsOf(V, top.victory, ['victory'], VICTORY_KEYS);
  if (victory?.turns === 0) V.fail(['victory', 'turns'], 'must-range', { min: 1, max: SCENARIO_COUNT_MAX, n: 0 });

  return {
    options, crowds, units, characters, buildings, hydrants, engines, ambulances,
    ...(briefing === undefined ? {} : { briefing }),
    ...(stocks === undefined ? {} : { stocks }),
    ...(victory === undefined ? {} : { victory }),
    ...(factories === undefined ? {} : { factories }),
    ...(cars === undefined ? {} : { cars }),
  };
}

// EN l.171 (FR l.256) "a number Loot Units ... will be 50% of the property value, or a figure between 5 and 50";
// U370: 0 (nothing worth taking) is also a figure the scenario may give.
export const LOOT_UNITS = { share: 0.5, min: 5, max: 50, none: 0 } as const;

/** The building's loot units: half its value by default; a figure given must be half the value (either way of rounding), 5..50, or 0 (U370). */
function lootUnits(V: Validator, v: unknown, path: Path, value: number): number {
  const half = value * LOOT_UNITS.share;
  const loot = V.int(v, path, 0, 1000, Math.floor(half));
  const fits = loot === LOOT_UNITS.none || loot === Math.floor(half) || loot === Math.ceil(half) || (loot >= LOOT_UNITS.min && loot <= LOOT_UNITS.max);
  if (!fits) V.fail(path, 'loot-units', { n: loot, value, half: Math.floor(half) === Math.ceil(half) ? String(half) : `${Math.floor(half)}/${Math.ceil(half)}`, min: LOOT_UNITS.min, max: LOOT_UNITS.max });
  return loot;
}

/** A unit's patrol-car stocks (U374): Civil Disorder's only, for a unit with a vehicle. */
function carStocks(V: Validator, v: unknown, path: Path, edition: Edition, vehicle: unknown): Stocks {
  if (!STOCKS_HELD[edition].inPatrolCars) V.fail(path, 'stocks-side-wide');
  if (vehicle === undefined || vehicle === null) V.fail(path, 'stocks-no-car');
  return countsOf(V, v, path, STOCK_KEYS);
}

/** A mapping of counts (`stocks`, `victory`): each key optional, 0..SCENARIO_COUNT_MAX. */
function countsOf<K extends string>(V: Validator, v: unknown, path: Path, keys: readonly K[]): Partial<Record<K, number>> {
  const o = V.obj(v, path, keys);
  const out: Partial<Record<K, number>> = {};
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) out[k] = V.int(o[k], [...path, k], 0, SCENARIO_COUNT_MAX);
  return out;
}

/** Civil Disorder's slice of the game state at the start of a scenario. */
export function initialCivilDisorder(s: Scenario): Pick<GameState, 'options' | 'crowds' | 'units' | 'characters' | 'buildings' | 'hydrants' | 'engines' | 'ambulances' | 'casualties' | 'gas' | 'snipers' | 'briefing' | 'stocks' | 'victory' | 'factories' | 'cars'> {
  const byId = <T extends { id: string }, U>(items: T[], f: (x: T) => U): Record<string, U> =>
    Object.fromEntries(items.map((x) => [x.id, f(x)]));
  // Adjacency is mutual: list it on either crowd and both know it.
  const adjacency = new Map<string, Set<string>>(s.crowds.map((c) => [c.id, new Set(c.adjacent)]));
  for (const c of s.crowds) for (const a of c.adjacent) adjacency.get(a)?.add(c.id);
  const neighbours = new Map<string, Set<string>>(s.buildings.map((b) => [b.id, new Set(b.neighbours)]));
  for (const b of s.buildings) for (const n of b.neighbours) neighbours.get(n)?.add(b.id);
  return {
    options: { ...s.options },
    crowds: byId(s.crowds, (c) => ({
      id: c.id,
      name: c.name,
      figures: c.figures,
      rl: c.rl,
      looter: c.looter,
      looters: c.looters,
      adjacent: [...(adjacency.get(c.id) ?? [])].sort(),
      wet: 'dry' as const,
      arrests: 0,
      firearmCasualties: 0,
      shotAt: {},
      ...(c.petrolBombs ? { petrolBombs: true } : {}),
      ...(c.petrolBombs && c.petrolBombsLeft !== undefined ? { petrolBombsLeft: c.petrolBombsLeft } : {}),
      ...(c.objective !== undefined ? { objective: c.objective } : {}),
    })),
    units: byId(s.units, (u) => ({ ...u, wounded: 0, firsts: {}, owes: {} })),
    characters: byId(s.characters, (c) => ({ ...c })),
    buildings: byId(s.buildings, (b) => ({
      id: b.id,
      name: b.name,
      value: b.value,
      startValue: b.value,
      loot: b.loot,
      neighbours: [...(neighbours.get(b.id) ?? [])].sort(),
      fires: 0,
      looted: false,
    })),
    hydrants: byId(s.hydrants, (h) => ({ ...h })),
    engines: byId(s.engines, (e) => ({ ...e, water: ENGINE_WATER_TURNS[s.edition] })),
    ambulances: byId(s.ambulances, (a) => ({ ...a })),
    casualties: {},
    gas: {},
    snipers: {},
    ...(s.briefing !== undefined ? { briefing: s.briefing } : {}),
    ...(s.stocks !== undefined ? { stocks: { ...s.stocks } } : {}),
    ...(s.victory !== undefined ? { victory: { ...s.victory } } : {}),
    ...(s.factories !== undefined ? { factories: byId(s.factories, (f) => ({ ...f })) } : {}),
    ...(s.cars !== undefined ? { cars: byId(s.cars, (c) => ({ ...c })) } : {}),
  };
}
