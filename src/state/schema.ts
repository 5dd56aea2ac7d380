// The state file's schema, in one place (valibot): the engine's own fields
// (the envelope, the log position, the game's core: title, edition, turn,
// PRNG, system, packs, counters) and, laid over them, the schema of every
// key the game's systems own (GameSystem.state.schema). readStateFile checks
// a state against it after migrating it; a wrong type or an impossible value
// is exit 2 naming the file, the field and the way back (`umpire rebuild`).
// Ruling U80 (docs/rulings.md) says what is refused. A turn starts at 1.
import * as v from 'valibot';
import { systemEntry, systemIds, systemsOf } from '../engine/registry.js';
import type { GameCore, StateProblem } from '../engine/system.js';
import { checkMap, MAP_SCHEMA } from '../map/schema.js';

export type { StateProblem } from '../engine/system.js';

/** Building blocks for the systems' schemas. */
export const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const count = int(0);
export const turn = int(1);
export const text = v.string();
export const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
export const ids = v.array(id);

/** Object schemas' kinds: valibot lets an array through them (its indexes as keys), as a state must not. */
const OBJECT_KINDS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest', 'record']);
const NOT_ARRAY = 'not-array';

/** `schema`, refusing an array where it takes an object or a record (a top-level key of the game: `stocks`, `sfWounds`). */
export function notArray(schema: v.GenericSchema): v.GenericSchema {
  const s = schema as v.GenericSchema & { wrapped?: v.GenericSchema };
  if (s.type === 'optional' && s.wrapped) return v.optional(notArray(s.wrapped));
  if (s.type === 'nullable' && s.wrapped) return v.nullable(notArray(s.wrapped));
  if (!OBJECT_KINDS.has(s.type)) return schema;
  // Checked before the object schema runs: valibot's record turns an array into an object of its indexes.
  return v.pipe(v.unknown(), v.check((x) => !Array.isArray(x), NOT_ARRAY), schema) as v.GenericSchema;
}

/**
 * The dice position: seedrandom's Alea state (node_modules/seedrandom/lib/alea.js).
 * Its three seeds are fractions of 2^32 in [0, 1), and its carry c = t | 0 of
 * t = 2091639 * s0 + c * 2^-32 is a whole number from 0 to 2091639. Anything
 * else is no position the generator can reach (issue 34: s0 = -5 rolled a d6 of -5).
 */
export function isRngState(x: unknown): boolean {
  if (!x || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  const seed = (s: unknown) => typeof s === 'number' && s >= 0 && s < 1 && Number.isInteger(s * 2 ** 32);
  return typeof r.c === 'number' && Number.isInteger(r.c) && r.c >= 0 && r.c <= 2091639 && seed(r.s0) && seed(r.s1) && seed(r.s2);
}
const rngSeed = v.pipe(v.number(), v.minValue(0), v.maxValue(1 - 2 ** -32));
// Each seed a multiple of 2^-32 too, as the log's entries are checked (isRngState).
const rngState = v.pipe(v.object({ c: int(0, 2091639), s0: rngSeed, s1: rngSeed, s2: rngSeed }), v.check((x) => isRngState(x), 'rng-exact'));
const systemId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,39}$/));

/** The game's core, whatever the game (GameCore). */
const CORE = {
  title: text,
  edition: v.picklist(['en', 'fr']),
  lang: v.picklist(['en', 'fr']),
  turn,
  rng: v.object({ seed: text, state: v.nullable(rngState) }),
  system: systemId,
  packs: v.array(systemId),
  versions: notArray(v.optional(v.record(systemId, int(1)))),
  counters: notArray(v.record(v.string(), count)),
  sectors: v.optional(notArray(v.record(v.string(), v.array(v.string())))),
  // The tables of one game (issue 42, U283): the control umpire, and the tables done with the turn.
  control: v.optional(v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.-]{1,32}$/u))),
  // The turn clock (U320): minutes a turn, or the game's own rule.
  clock: v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)), v.literal('rules')])),
  done: v.optional(v.object({ turn, umpires: v.array(v.pipe(v.string(), v.regex(/^[\p{L}\p{N}_.-]{1,32}$/u))) })),
  // The map and where each piece stands (docs/map.md, src/map/schema.ts).
  map: v.optional(MAP_SCHEMA),
};

const envelope = (game: v.GenericSchema) =>
  v.looseObject({
    schema: v.number(),
    log: v.looseObject({ file: text, seq: int(1), bytes: int(1), hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) }),
    game,
  });

/** The engine's part alone: checked first, so the systems named are known before their schemas are used. */
const CORE_FILE_SCHEMA = envelope(v.looseObject(CORE));

/** The whole schema of a game of these systems (cached by their ids). */
const composed = new Map<string, v.GenericSchema>();
function schemaFor(game: GameCore): v.GenericSchema {
  const key = [game.system, ...game.packs].join('+');
  let s = composed.get(key);
  if (!s) {
    const entries = Object.assign({}, ...systemsOf(game).map((x) => x.state.schema)) as Record<string, v.GenericSchema>;
    s = envelope(v.looseObject({ ...CORE, ...Object.fromEntries(Object.entries(entries).map(([k, x]) => [k, notArray(x)])) }));
    composed.set(key, s);
  }
  return s;
}

const JSON_TYPE: Record<string, string> = { number: 'number', string: 'string', boolean: 'boolean', Object: 'object', object: 'object', Array: 'array', null: 'null', true: 'true' };

/** The kinds of value the catalogue names in plain words (`err.p.sf.t.<kind>`), alone or as "<kind> or null". */
const PLAIN = new Set(['number', 'string', 'boolean', 'object', 'array', 'null', 'true', 'number-or-null', 'string-or-null', 'object-or-null', 'boolean-or-null', 'array-or-null']);

/**
 * A wrong type said in plain words (issue 34: 'must be of JSON type "looter",
 * found undefined' for a missing key): a missing field is "is missing"; a
 * type is its catalogue word ("a number", "true or false"), or valibot's own
 * text where the catalogue has none.
 */
function typeProblem(field: string, expected: string, found: string): StateProblem {
  if (found === 'undefined') return { field, params: { problemKey: 'err.p.sf.missing' } };
  const kinds = expected.replace(/[()]/g, '').split(' | ').map((t) => JSON_TYPE[t.trim()] ?? t.trim());
  const kind = [...kinds.filter((k) => k !== 'null'), ...kinds.filter((k) => k === 'null')].join('-or-');
  const shown = JSON_TYPE[found] ?? found;
  return PLAIN.has(kind)
    ? { field, params: { problemKey: 'err.p.sf.type', expectedKey: `err.p.sf.t.${kind}`, found: shown } }
    : { field, params: { problemKey: 'err.p.sf.type', expected: kinds.join(' | '), found: shown } };
}

/** A check's message for a dice position the generator cannot reach (the log's schema: src/state/log-codec.ts). */
export const RNG_EXACT = 'rng-exact';

/** The first problem a schema finds (the state's, or a log entry's), as a StateProblem. */
export function schemaProblem(schema: v.GenericSchema, raw: unknown): StateProblem | null {
  return firstIssue(schema, raw);
}

/** The first schema problem, as a StateProblem. */
function firstIssue(schema: v.GenericSchema, raw: unknown): StateProblem | null {
  const r = v.safeParse(schema, raw, { abortEarly: true });
  if (r.success) return null;
  const issue = r.issues[0];
  const field = (issue.path ?? []).map((p) => String(p.key)).join('.') || '(top)';
  const found = issue.received;
  if (issue.type === 'check' && issue.message === NOT_ARRAY) return typeProblem(field, 'object', 'array');
  if (issue.type === 'check' && issue.message === RNG_EXACT) return { field, params: { problemKey: 'err.p.sf.rng-exact' } };
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
    case 'never':
      return { field, params: { problemKey: 'err.p.sf.not-here' } };
    case 'min_length':
      return { field, params: { problemKey: 'err.p.sf.min-length', min: String(issue.requirement), found } };
    case 'max_length':
      return { field, params: { problemKey: 'err.p.sf.max-length', max: String(issue.requirement), found } };
    default:
      return typeProblem(field, issue.expected ?? '', found);
  }
}

type AnySchema = v.GenericSchema & {
  kind?: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  rest?: AnySchema;
  value?: AnySchema;
  item?: AnySchema;
  items?: AnySchema[];
  options?: AnySchema[];
  pipe?: { kind: string }[];
};

/**
 * The path of the first array found where a schema takes an object or a
 * record, at any depth (valibot lets an array through both, its indexes as
 * keys): `riot.teams.police.units` given as a list. Run on a state that
 * already fits the schema otherwise.
 */
function arrayWhereMap(schema: AnySchema, value: unknown, path: string[]): string[] | null {
  if (schema.pipe) {
    for (const step of schema.pipe.slice(1)) {
      if (step.kind !== 'schema') continue;
      const found = arrayWhereMap(step as AnySchema, value, path);
      if (found) return found;
    }
  }
  if (schema.wrapped) return value === undefined || value === null ? null : arrayWhereMap(schema.wrapped, value, path);
  if (OBJECT_KINDS.has(schema.type)) {
    if (Array.isArray(value)) return path;
    if (value === null || typeof value !== 'object') return null;
    const obj = value as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.entries ?? {})) {
      if (!Object.hasOwn(obj, key)) continue;
      const found = arrayWhereMap(sub, obj[key], [...path, key]);
      if (found) return found;
    }
    const each = schema.type === 'record' ? schema.value : schema.rest;
    if (each) {
      for (const [key, sub] of Object.entries(obj)) {
        if (schema.entries && Object.hasOwn(schema.entries, key)) continue;
        const found = arrayWhereMap(each, sub, [...path, key]);
        if (found) return found;
      }
    }
    return null;
  }
  if (Array.isArray(value)) {
    const items = schema.type === 'array' ? value.map(() => schema.item!) : schema.type === 'tuple' || schema.type === 'loose_tuple' || schema.type === 'strict_tuple' ? schema.items ?? [] : [];
    for (let i = 0; i < Math.min(items.length, value.length); i++) {
      const found = arrayWhereMap(items[i], value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (schema.options && (schema.type === 'union' || schema.type === 'variant' || schema.type === 'intersect')) {
    // A union: the option the value fits says what it is; an intersection: every option.
    const fits = schema.type === 'intersect' ? schema.options : schema.options.filter((o) => v.safeParse(o, value).success).slice(0, 1);
    for (const o of fits) {
      const found = arrayWhereMap(o, value, path);
      if (found) return found;
    }
  }
  return null;
}

/** The first problem in a state file, or null when it fits the schema (types, ranges, and ids that name something). */
export function checkStateFile(raw: unknown): StateProblem | null {
  const core = firstIssue(CORE_FILE_SCHEMA, raw);
  if (core) return core;
  const game = (raw as { game: GameCore }).game;
  // A system this umpire does not know (a state from a newer umpire, or edited): named, with the known ones.
  if (!systemEntry('game', game.system)) return { field: 'game.system', params: { problemKey: 'err.p.sf.choice', choices: systemIds('game').join(', '), found: game.system } };
  const badPack = game.packs.findIndex((p, i) => !systemEntry('pack', p)?.over?.includes(game.system) || game.packs.indexOf(p) !== i);
  if (badPack >= 0) return { field: `game.packs.${badPack}`, params: { problemKey: 'err.p.sf.choice', choices: systemIds('pack').filter((p) => systemEntry('pack', p)!.over!.includes(game.system)).join(', ') || '-', found: game.packs[badPack] } };
  const schema = schemaFor(game);
  const whole = firstIssue(schema, raw);
  if (whole) return whole;
  const listed = arrayWhereMap(schema as AnySchema, raw, []);
  if (listed) return typeProblem(listed.join('.') || '(top)', 'object', 'array');
  for (const s of systemsOf(game)) {
    const p = s.state.check?.(game);
    if (p) return p;
  }
  return game.map ? checkMap(game.map) : null;
}
