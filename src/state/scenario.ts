// Scenario files (YAML): the schema, its validation with file, line, column
// and field path, and the game state a scenario starts from.
// Every field is documented in docs/scenario.md.
import { readFileSync, statSync } from 'node:fs';
import { isUserError, systemWhy, UserError } from '../errors.js';
import { hasMessage, type MessageParams } from '../i18n/index.js';
import { EDITIONS, LANGS, type Edition, type Lang } from '../rules/types.js';
import { RL_MAX, RL_MIN } from '../rules/rl-roll.js';
import {
  NEGOTIATOR,
  RIOT_KIT,
  UNIT_TYPES,
  ARMED_BY_DEFAULT,
  type GameState,
  type NegotiatorQuality,
  type RiotKit,
  type UnitType,
} from './types.js';
import { ENGINE_WATER_TURNS } from '../rules/equipment.js';
import { MOUNTED_TYPES, PACE_KIND, PACES, VEHICLES, type Pace, type Vehicle } from '../rules/movement.js';

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
}
export interface ScenarioCharacter {
  id: string;
  name: string;
  negotiator: NegotiatorQuality;
  unit: string | null;
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
export interface ScenarioAmbulance {
  id: string;
  name: string;
  paramedics: number;
}

export interface Scenario {
  title: string;
  edition: Edition;
  lang: Lang;
  seed: string;
  options: { pickup: boolean };
  crowds: ScenarioCrowd[];
  units: ScenarioUnit[];
  characters: ScenarioCharacter[];
  buildings: ScenarioBuilding[];
  hydrants: ScenarioHydrant[];
  engines: ScenarioEngine[];
  ambulances: ScenarioAmbulance[];
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];
type Where = (path: Path, atKey?: boolean) => { line: number; col: number };

const ID_RE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * Size limits of a scenario (U81): a town-centre riot is tens of crowds,
 * units and buildings; these are far above any table game and keep a
 * mistaken or hostile file from taking minutes and gigabytes.
 */
export const SCENARIO_MAX_BYTES = 1024 * 1024;
export const SCENARIO_MAX_ENTITIES = 1000;

// Words an id cannot be (built-in property names): one test, in effects.ts beside own().
export { isReservedId } from './effects.js';
import { isReservedId } from './effects.js';

function pathText(path: Path): string {
  return path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '') || '(top)';
}

class Validator {
  constructor(
    private readonly file: string,
    private readonly where: Where,
  ) {}

  /** Throws the problem `err.s.<key>` (filled from params) at the path's line and column. */
  fail(path: Path, key: string, params: MessageParams = {}, atKey = false): never {
    const { line, col } = this.where(path, atKey);
    throw new UserError('scenario-field', { file: this.file, line, col, path: pathText(path), ...params, problemKey: `err.s.${key}` });
  }

  /** What was found instead, as params filling `{found}` in the user's language. */
  describe(v: unknown): MessageParams {
    if (v === null || v === undefined) return { foundKey: 'err.s.found.nothing' };
    if (Array.isArray(v)) return { foundKey: 'err.s.found.list' };
    if (typeof v === 'object') return { foundKey: 'err.s.found.mapping' };
    // YAML's scalars: a string, a number or a boolean (anything else is said as text).
    const type = typeof v === 'number' || typeof v === 'boolean' ? typeof v : 'string';
    return { foundKey: `err.s.found.${type}`, value: JSON.stringify(v) ?? String(v) };
  }

  obj(v: unknown, path: Path, fields: readonly string[]): Record<string, unknown> {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) this.fail(path, 'must-mapping', this.describe(v));
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      if (!fields.includes(k)) this.fail([...path, k], 'unknown-field', { fields: fields.join(', ') }, true);
    }
    return o;
  }

  list(v: unknown, path: Path, optional = true): unknown[] {
    if (v === undefined || v === null) {
      if (optional) return [];
      this.fail(path, 'required-list');
    }
    if (!Array.isArray(v)) this.fail(path, 'must-list', this.describe(v));
    if (v.length > SCENARIO_MAX_ENTITIES) this.fail(path, 'too-many', { n: v.length, max: SCENARIO_MAX_ENTITIES });
    return v;
  }

  str(v: unknown, path: Path, dflt?: string): string {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-text');
    }
    if (typeof v === 'number') return String(v);
    if (typeof v !== 'string' || v.trim() === '') this.fail(path, 'must-text', this.describe(v));
    return v;
  }

  id(v: unknown, path: Path): string {
    const s = this.str(v, path);
    if (!ID_RE.test(s)) this.fail(path, 'bad-id', { id: s });
    if (isReservedId(s)) this.fail(path, 'reserved-id', { id: s });
    return s;
  }

  int(v: unknown, path: Path, min: number, max: number, dflt?: number): number {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-int', { min, max });
    }
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(path, 'must-int', { min, max, ...this.describe(v) });
    if (v < min || v > max) this.fail(path, 'must-range', { min, max, n: v });
    return v;
  }

  bool(v: unknown, path: Path, dflt: boolean): boolean {
    if (v === undefined || v === null) return dflt;
    if (typeof v !== 'boolean') this.fail(path, 'must-bool', this.describe(v));
    return v;
  }

  choice<T extends string>(v: unknown, path: Path, choices: readonly T[], dflt?: T): T {
    if (v === undefined || v === null) {
      if (dflt !== undefined) return dflt;
      this.fail(path, 'required-choice', { choices: choices.join(', ') });
    }
    if (typeof v !== 'string' || !choices.includes(v as T)) this.fail(path, 'must-choice', { choices: choices.join(', '), ...this.describe(v) });
    return v as T;
  }

  ids(v: unknown, path: Path): string[] {
    return this.list(v, path).map((x, i) => this.id(x, [...path, i]));
  }
}

/** A unit's pace: one of the paces, on horseback for the mounted types only (U61). */
function unitPace(V: Validator, v: unknown, path: Path, type: UnitType): Pace {
  const mounted = MOUNTED_TYPES.includes(type);
  const fits = PACES.filter((p) => PACE_KIND[p].mounted === mounted);
  return V.choice(v, path, fits);
}

/** Validates parsed YAML as a scenario; `where` maps a field path to its line and column. */
export function validateScenario(data: unknown, file: string, where: Where): Scenario {
  const V = new Validator(file, where);
  const top = V.obj(data, [], [
    'title', 'edition', 'lang', 'seed', 'options', 'crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances',
  ]);
  const title = V.str(top.title, ['title']);
  const edition = V.choice(top.edition, ['edition'], EDITIONS, 'en');
  const lang = V.choice(top.lang, ['lang'], LANGS, edition);
  const seed = V.str(top.seed, ['seed'], title);
  const opts = top.options === undefined ? {} : V.obj(top.options, ['options'], ['pickup']);
  const options = { pickup: V.bool(opts.pickup, ['options', 'pickup'], false) };

  const crowds = V.list(top.crowds, ['crowds'], false).map((c, i): ScenarioCrowd => {
    const p: Path = ['crowds', i];
    const o = V.obj(c, p, ['id', 'name', 'figures', 'rl', 'looter', 'looters', 'adjacent', 'petrolBombs']);
    const id = V.id(o.id, [...p, 'id']);
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      figures: V.int(o.figures, [...p, 'figures'], 1, 10000),
      rl: V.int(o.rl, [...p, 'rl'], RL_MIN, RL_MAX),
      looter: V.bool(o.looter, [...p, 'looter'], false),
      looters: o.looters === undefined || o.looters === null ? null : V.int(o.looters, [...p, 'looters'], 0, 10000),
      ...(o.petrolBombs === undefined || o.petrolBombs === null ? {} : { petrolBombs: V.bool(o.petrolBombs, [...p, 'petrolBombs'], false) }),
      adjacent: V.ids(o.adjacent, [...p, 'adjacent']),
    };
  });
  if (crowds.length === 0) V.fail(['crowds'], 'no-crowd');

  const units = V.list(top.units, ['units']).map((u, i): ScenarioUnit => {
    const p: Path = ['units', i];
    const o = V.obj(u, p, ['id', 'name', 'type', 'strength', 'armed', 'riotKit', 'vehicle', 'pace']);
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
    };
  });

  const characters = V.list(top.characters, ['characters']).map((c, i): ScenarioCharacter => {
    const p: Path = ['characters', i];
    const o = V.obj(c, p, ['id', 'name', 'negotiator', 'unit']);
    const id = V.id(o.id, [...p, 'id']);
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      negotiator: V.choice(o.negotiator, [...p, 'negotiator'], NEGOTIATOR, 'average'),
      unit: o.unit === undefined || o.unit === null ? null : V.id(o.unit, [...p, 'unit']),
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
      loot: V.int(o.loot, [...p, 'loot'], 0, 1000, Math.floor(value / 2)),
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

  // Ids are unique across the whole scenario, so a bare id names one thing.
  const seen = new Map<string, Path>();
  const lists: [string, { id: string }[]][] = [
    ['crowds', crowds], ['units', units], ['characters', characters], ['buildings', buildings],
    ['hydrants', hydrants], ['engines', engines], ['ambulances', ambulances],
  ];
  for (const [kind, items] of lists) {
    items.forEach((it, i) => {
      const p: Path = [kind, i, 'id'];
      const before = seen.get(it.id);
      if (before) V.fail(p, 'duplicate-id', { id: it.id, at: pathText(before) });
      seen.set(it.id, p);
    });
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
  buildings.forEach((b, i) =>
    b.neighbours.forEach((n, j) => {
      if (!buildingIds.has(n)) V.fail(['buildings', i, 'neighbours', j], 'unknown-building', { id: n });
      if (n === b.id) V.fail(['buildings', i, 'neighbours', j], 'self-neighbour');
    }),
  );
  hydrants.forEach((h, i) => {
    if (h.near !== null && !buildingIds.has(h.near)) V.fail(['hydrants', i, 'near'], 'unknown-building', { id: h.near });
  });

  return { title, edition, lang, seed, options, crowds, units, characters, buildings, hydrants, engines, ambulances };
}

/** Reads and validates a scenario file; every problem is a UserError naming file, line, column and field. */
export async function loadScenario(file: string): Promise<Scenario> {
  let text: string;
  try {
    // The size is checked before anything is read or parsed (U81).
    const size = statSync(file).size;
    if (size > SCENARIO_MAX_BYTES) throw new UserError('scenario-unreadable', { file, problemKey: 'err.p.scenario-too-big', bytes: size, max: SCENARIO_MAX_BYTES });
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (isUserError(e)) throw e;
    throw new UserError('scenario-unreadable', { file, ...((e as NodeJS.ErrnoException).code === 'ENOENT' ? { problemKey: 'err.p.no-such-file' } : { problemKey: 'err.p.cannot-read', ...systemWhy(e, file) }) });
  }
  const YAML = await import('yaml');
  const lineCounter = new YAML.LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    const pos = err.linePos?.[0] ?? lineCounter.linePos(err.pos[0]);
    // The YAML parser's reason in the user's language, by its code (its own English words for a code the catalogue lacks).
    const key = `err.yaml.${String(err.code).toLowerCase().replace(/_/g, '-')}`;
    const bad = new UserError('scenario-syntax', { file, line: pos.line, col: pos.col, ...(hasMessage('en', key) ? { problemKey: key } : { problem: err.message.split('\n')[0] }) });
    // A file that cannot be parsed still says its language on a line of its own (lang:, else edition:).
    const said = /^lang:\s*["']?(en|fr)\b/m.exec(text) ?? /^edition:\s*["']?(en|fr)\b/m.exec(text);
    if (said) bad.lang = said[1] as Lang;
    throw bad;
  }
  const where: Where = (path, atKey) => {
    for (let n = path.length; n >= 0; n--) {
      const sub = path.slice(0, n);
      const node = (sub.length === 0 ? doc.contents : doc.getIn(sub, true)) as { range?: [number, number, number] } | undefined;
      if (node && node.range && !(atKey && n === path.length)) return lineCounter.linePos(node.range[0]);
      // A missing value, or an unknown key: point at the key itself when there is one.
      if (n === path.length && typeof path[n - 1] === 'string') {
        const parent = doc.getIn(path.slice(0, -1), true) as { items?: { key: { value?: unknown; range?: [number, number, number] } }[] } | undefined;
        const pair = parent?.items?.find((it) => it.key?.value === path[n - 1]);
        if (pair?.key?.range) return lineCounter.linePos(pair.key.range[0]);
      }
    }
    return { line: 1, col: 1 };
  };
  let data: Json;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) as Json;
  } catch (e) {
    // An alias with no anchor, or an alias bomb: the YAML does not resolve.
    throw new UserError('scenario-syntax', { file, line: 1, col: 1, problem: (e as Error).message.split('\n')[0] });
  }
  try {
    return validateScenario(data, file, where);
  } catch (e) {
    // A problem in a French scenario is said in French (its lang, else its edition's).
    if (isUserError(e) && e.lang === undefined) e.lang = scenarioLang(data);
    throw e;
  }
}

/** The language a scenario asks for, as far as its top-level fields say one. */
function scenarioLang(data: Json): Lang | undefined {
  const top = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const v = top.lang ?? top.edition;
  return v === 'fr' || v === 'en' ? v : undefined;
}

/** The game state at the start of a scenario (before any log entry after init). */
export function initialGame(s: Scenario): GameState {
  const byId = <T extends { id: string }, U>(items: T[], f: (x: T) => U): Record<string, U> =>
    Object.fromEntries(items.map((x) => [x.id, f(x)]));
  // Adjacency is mutual: list it on either crowd and both know it.
  const adjacency = new Map<string, Set<string>>(s.crowds.map((c) => [c.id, new Set(c.adjacent)]));
  for (const c of s.crowds) for (const a of c.adjacent) adjacency.get(a)?.add(c.id);
  const neighbours = new Map<string, Set<string>>(s.buildings.map((b) => [b.id, new Set(b.neighbours)]));
  for (const b of s.buildings) for (const n of b.neighbours) neighbours.get(n)?.add(b.id);
  return {
    title: s.title,
    edition: s.edition,
    lang: s.lang,
    turn: 1,
    rng: { seed: s.seed, state: null },
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
    counters: {},
  };
}
