// The state file's schema, in one place (valibot): every field the program
// reads, its type and the values it may take. readStateFile checks a state
// against it after migrating it; a wrong type or an impossible value is exit 2
// naming the file, the field and the way back (`umpire rebuild`).
//
// A procedure that adds a field to an entity adds ONE line here (optional,
// with its type and range); fields not listed pass unchecked. Ruling U80
// (docs/rulings.md) says what is refused. Ranges come
// from the rules: RL 1..8 (the RL State Chart's eight levels); a count of
// figures, members, arrests, loot, fires, water, crew is never below 0
// (the invariants of tests/trust/invariants.test.ts); a turn starts at 1.
import * as v from 'valibot';
import { NEGOTIATOR, RIOT_KIT, UNIT_TYPES, type StateFile } from './types.js';

// Response Levels 1 (dispersed) to 8 (attack): the RL State Chart's eight rows (one table, in the rules).
import { RL_MAX, RL_MIN } from '../rules/rl-roll.js';

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const count = int(0);
const turn = int(1);
const text = v.string();
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const ids = v.array(id);
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
});

const character = v.looseObject({
  id,
  name: text,
  negotiator: v.picklist(NEGOTIATOR),
  unit: v.nullable(id),
  acted: v.optional(v.looseObject({ turn: v.number(), n: count })),
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
const ambulance = v.looseObject({ id, name: text, paramedics: count });
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

const rngState = v.object({ c: v.number(), s0: v.number(), s1: v.number(), s2: v.number() });

const game = v.looseObject({
  title: text,
  edition: v.picklist(['en', 'fr']),
  lang: v.picklist(['en', 'fr']),
  turn,
  rng: v.object({ seed: text, state: v.nullable(rngState) }),
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
  counters: v.record(v.string(), count),
});

export const STATE_FILE_SCHEMA = v.looseObject({
  schema: v.number(),
  log: v.looseObject({ file: text, seq: int(1), bytes: int(1), hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) }),
  game,
});

/** One problem found in a state file: the field's dot path and the catalogue key and params saying what is wrong. */
export interface StateProblem {
  field: string;
  params: Record<string, string | number>;
}

const JSON_TYPE: Record<string, string> = { number: 'number', string: 'string', boolean: 'boolean', Object: 'object', object: 'object', Array: 'array', null: 'null', true: 'true' };

/** The first problem in a state file, or null when it fits the schema (types, ranges, and ids that name something). */
export function checkStateFile(raw: unknown): StateProblem | null {
  const r = v.safeParse(STATE_FILE_SCHEMA, raw, { abortEarly: true });
  if (!r.success) {
    const issue = r.issues[0];
    const field = (issue.path ?? []).map((p) => String(p.key)).join('.') || '(top)';
    const found = issue.received;
    switch (issue.type) {
      case 'min_value':
        return { field, params: { problemKey: 'err.p.sf.min', min: String(issue.requirement), found } };
      case 'max_value':
        return { field, params: { problemKey: 'err.p.sf.max', max: String(issue.requirement), found } };
      case 'integer':
        return { field, params: { problemKey: 'err.p.sf.integer', found } };
      case 'picklist':
        return { field, params: { problemKey: 'err.p.sf.choice', choices: (issue.expected ?? '').replace(/[()"]/g, ''), found } };
      case 'regex':
        return { field, params: { problemKey: 'err.p.sf.word', found } };
      default: {
        const expected = (issue.expected ?? '').split(' | ').map((t) => JSON_TYPE[t] ?? t).join(' | ');
        return { field, params: { problemKey: 'err.p.sf.type', expected, found: JSON_TYPE[found] ?? found } };
      }
    }
  }
  return crossCheck(r.output as unknown as StateFile);
}

/** What the types cannot say: a map's key is its entity's id, and ids named elsewhere exist. */
function crossCheck(sf: StateFile): StateProblem | null {
  const g = sf.game;
  const maps = ['crowds', 'units', 'characters', 'buildings', 'hydrants', 'engines', 'ambulances', 'casualties', 'gas'] as const;
  for (const m of maps) {
    for (const [key, e] of Object.entries(g[m] as Record<string, { id: string }>)) {
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
  for (const c of Object.values(g.characters)) {
    if (c.unit !== null && !known(g.units, c.unit)) return { field: `game.characters.${c.id}.unit`, params: { problemKey: 'err.p.sf.unknown-id', found: c.unit } };
  }
  return null;
}
