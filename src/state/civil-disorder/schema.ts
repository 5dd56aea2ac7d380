// Civil Disorder's state slice schema (valibot): every field of its
// entities the program reads, its type and the values it may take, and the
// cross-checks the types cannot say. src/state/schema.ts checks a state file
// against it (GameSystem.state.schema).
//
// A procedure that adds a field to an entity adds ONE line here (optional,
// with its type and range); fields not listed pass unchecked. Ruling U80
// (docs/rulings.md) says what is refused. Ranges come
// from the rules: RL 1..8 (the RL State Chart's eight levels); a count of
// figures, members, arrests, loot, fires, water, crew is never below 0
// (the invariants of tests/trust/invariants.test.ts).
import * as v from 'valibot';
import type { GameCore, StateProblem } from '../../engine/system.js';
import { count, id, ids, int, text, turn } from '../schema.js';
import { NEGOTIATOR, RIOT_KIT, UNIT_TYPES, type GameState } from './types.js';
import { VICTORY_KEYS } from './scenario.js';

// Response Levels 1 (dispersed) to 8 (attack): the RL State Chart's eight rows (one table, in the rules).
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';

/** turn -> a number (`woundedByTurn`, `down`). */
const byTurn = v.record(v.string(), count);
/** code -> turn (`owes`, `appeared`). */
const codeTurn = v.record(v.string(), v.number());
const flags = v.record(v.string(), v.literal(true));

const crowd = v.looseObject({
  id,
  name: text,
  figures: count,
  rl: int(RL_MIN, RL_MAX),
  looter: v.boolean(),
  looters: v.nullable(count),
  adjacent: ids,
  wet: v.picklist(['dry', 'damp', 'soaked']),
  wetSince: v.optional(v.number()),
  arrests: count,
  firearmCasualties: count,
  shotAt: flags,
  // Issue 13/14 fields (docs/state.md): one line each.
  fighters: v.optional(v.looseObject({ turn: v.number(), n: count })),
  down: v.optional(byTurn),
  owes: v.optional(codeTurn),
  appeared: v.optional(codeTurn),
  mergedInto: v.optional(v.nullable(id)),
  petrolBombs: v.optional(v.boolean()),
  petrolBombsLeft: v.optional(count),
  objective: v.optional(text),
  // On a game of tables (issue 42, U284): who rolled the crowd last, and in which turn.
  rolled: v.optional(v.object({ turn: v.number(), by: v.nullable(v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.-]{1,32}$/u))) })),
});

const unit = v.looseObject({
  id,
  name: text,
  type: v.picklist(UNIT_TYPES),
  strength: count,
  armed: v.boolean(),
  riotKit: v.picklist(RIOT_KIT),
  vehicle: v.optional(v.nullable(text)),
  pace: v.optional(v.nullable(text)),
  wounded: count,
  woundedByTurn: v.optional(byTurn),
  firsts: flags,
  owes: codeTurn,
  down: v.optional(byTurn),
  reaction: v.optional(v.looseObject({ turn: v.number(), code: text })),
  joinedInto: v.optional(id),
  detachedFrom: v.optional(id),
  // The command structure (EN l.17, U371): the character a unit or a character answers to, a character's post.
  answersTo: v.optional(id),
  // Its vehicle turned over or burnt by a crowd (EN l.151, U376).
  vehicleWrecked: v.optional(v.picklist(['overturned', 'burnt'])),
  // Its vehicle (EN l.108, U373): the turn it last drove, the turn its occupants got in or out, and whether they are in it.
  drove: v.optional(v.number()),
  boarded: v.optional(v.number()),
  aboard: v.optional(v.boolean()),
  // What its patrol car carries of the limited stocks (Civil Disorder, U374).
  stocks: v.optional(v.object({ gas: v.optional(count), riotKit: v.optional(count) })),
});

const character = v.looseObject({
  id,
  name: text,
  negotiator: v.picklist(NEGOTIATOR),
  unit: v.nullable(id),
  acted: v.optional(v.looseObject({ turn: v.number(), n: count })),
  role: v.optional(text),
  answersTo: v.optional(id),
});

const building = v.looseObject({
  id,
  name: text,
  value: count,
  startValue: count,
  loot: count,
  neighbours: ids,
  fires: count,
  looted: v.boolean(),
});

const hydrant = v.looseObject({ id, name: text, near: v.nullable(id) });
const engine = v.looseObject({ id, name: text, crew: count, water: count });
const ambulance = v.looseObject({ id, name: text, paramedics: count, away: v.optional(v.looseObject({ left: v.number(), back: v.number() })) });
const casualty = v.looseObject({
  id,
  side: v.picklist(['sf', 'crowd']),
  from: text,
  cause: text,
  injury: text,
  status: text,
  where: text,
  turn,
});
const gas = v.looseObject({ id, kind: v.picklist(['tear', 'cs']), crowds: ids, from: v.number(), until: v.number() });

/** The schema of each top-level key Civil Disorder owns. */
export const CIVIL_DISORDER_SCHEMA = {
  options: v.looseObject({ pickup: v.boolean() }),
  crowds: v.record(id, crowd),
  units: v.record(id, unit),
  characters: v.record(id, character),
  buildings: v.record(id, building),
  hydrants: v.record(id, hydrant),
  engines: v.record(id, engine),
  ambulances: v.record(id, ambulance),
  casualties: v.record(id, casualty),
  gas: v.record(id, gas),
  snipers: v.record(id, v.looseObject({})),
  // The scenario's briefing, stocks and victory conditions (U105, U106): absent when it gives none.
  briefing: v.optional(text),
  stocks: v.optional(v.object({ gas: v.optional(count), riotKit: v.optional(count) })),
  victory: v.optional(v.object(Object.fromEntries(VICTORY_KEYS.map((k) => [k, v.optional(count)])))),
  // Petrol bomb factories (EN l.217, U375): absent when the scenario gives none.
  factories: v.optional(v.record(id, v.looseObject({ id, name: text, crowd: id, seen: v.boolean(), raided: v.optional(v.number()) }))),
  // Parked cars (EN l.151, U376): absent when the scenario gives none.
  cars: v.optional(v.record(id, v.looseObject({ id, name: text, wrecked: v.optional(v.picklist(['overturned', 'burnt'])) }))),
};

/** What the types cannot say: a map's key is its entity's id, and ids named elsewhere exist. */
export function checkCivilDisorder(core: GameCore): StateProblem | null {
  const g = core as unknown as GameState;
  const maps = ['crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances', 'casualties', 'gas', 'factories', 'cars'] as const;
  for (const m of maps) {
    for (const [key, e] of Object.entries((g[m] ?? {}) as Record<string, { id: string }>)) {
      if (e.id !== key) return { field: `game.${m}.${key}.id`, params: { problemKey: 'err.p.sf.key-id', key, found: e.id } };
    }
  }
  const known = (m: Record<string, unknown>, x: string) => Object.hasOwn(m, x);
  for (const c of Object.values(g.crowds)) {
    const bad = c.adjacent.findIndex((a) => !known(g.crowds, a) || a === c.id);
    if (bad >= 0) return { field: `game.crowds.${c.id}.adjacent.${bad}`, params: { problemKey: 'err.p.sf.unknown-id', found: c.adjacent[bad] } };
  }
  for (const b of Object.values(g.buildings)) {
    if (b.value > b.startValue) return { field: `game.buildings.${b.id}.value`, params: { problemKey: 'err.p.sf.max', max: b.startValue, found: b.value } };
    const bad = b.neighbours.findIndex((n) => !known(g.buildings, n) || n === b.id);
    if (bad >= 0) return { field: `game.buildings.${b.id}.neighbours.${bad}`, params: { problemKey: 'err.p.sf.unknown-id', found: b.neighbours[bad] } };
  }
  for (const u of Object.values(g.units)) {
    for (const k of ['joinedInto', 'detachedFrom'] as const) {
      const x = u[k];
      if (x !== undefined && (!known(g.units, x) || x === u.id)) return { field: `game.units.${u.id}.${k}`, params: { problemKey: 'err.p.sf.unknown-id', found: x } };
    }
  }
  for (const f of Object.values(g.factories ?? {})) {
    if (!known(g.crowds, f.crowd)) return { field: `game.factories.${f.id}.crowd`, params: { problemKey: 'err.p.sf.unknown-id', found: f.crowd } };
  }
  for (const c of Object.values(g.characters)) {
    if (c.unit !== null && !known(g.units, c.unit)) return { field: `game.characters.${c.id}.unit`, params: { problemKey: 'err.p.sf.unknown-id', found: c.unit } };
  }
  for (const [m, e] of [...Object.values(g.characters).map((c) => ['characters', c] as const), ...Object.values(g.units).map((u) => ['units', u] as const)]) {
    const x = e.answersTo;
    if (typeof x === 'string' && (!known(g.characters, x) || x === e.id)) return { field: `game.${m}.${e.id}.answersTo`, params: { problemKey: 'err.p.sf.unknown-id', found: x } };
  }
  return null;
}
