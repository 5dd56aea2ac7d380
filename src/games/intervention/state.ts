// Intervention as its own game: the schema of its slice of the state
// (`sides`, `fighters`, `round`, `mission`; the types are in
// src/rules/intervention/game.ts). The log's effects address it by dot paths
// (`fighters.a1.counter`, `round.phase`, `mission.verdict`).
import * as v from 'valibot';
import { MISSIONS, ORDERS, PHASES, SIGHTINGS } from '../../rules/intervention/game.js';
import { weaponPf } from '../../rules/intervention/derive.js';
import { WEAPON_TYPES } from '../../rules/intervention/tables.js';
import { VALUE_MAX } from './scenario.js';

const int = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min));
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const turnOrNull = v.nullable(int(0));

// What a scenario can give (U80): a weapon's PF from Tir and For (l.122) at most weaponPf(99, 99), a band's Pre
// within +-99, the band's PF (PF + Pre, or printed) at most their sum; past them a hand-edited state is refused.
const BASE_PF_MAX = weaponPf(VALUE_MAX, VALUE_MAX);
const bounded = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const weapon = v.object({
  id,
  name: v.string(),
  type: v.picklist(WEAPON_TYPES),
  bands: v.array(v.object({ to: int(1), pf: bounded(0, BASE_PF_MAX + VALUE_MAX), pre: v.optional(bounded(-VALUE_MAX, VALUE_MAX)) })),
  basePf: v.optional(v.nullable(bounded(0, BASE_PF_MAX))),
  cadence: v.nullable(int(1)),
  atWill: v.optional(v.nullable(int(1))),
  reload: v.optional(v.nullable(int(1))),
});

const fighter = v.object({
  id,
  name: v.string(),
  side: id,
  unit: v.string(),
  leader: v.boolean(),
  mvt: int(0),
  det: int(0),
  rt: int(1),
  pa: int(0),
  camouflage: int(0),
  optical: v.boolean(),
  evasion: v.optional(v.nullable(int(1))),
  weapons: v.array(weapon),
  counter: int(0),
  condition: v.picklist(['fit', 'wounded', 'out']),
  order: v.picklist([...ORDERS, 'none']),
  sighting: v.picklist(SIGHTINGS),
  dodge: turnOrNull,
  hiding: v.boolean(),
  moved: int(0),
  movedInFire: int(0),
  shots: int(0),
  firedAt: v.array(id),
  firedBy: v.array(id),
  pfAt: int(0),
  reloading: turnOrNull,
  reloadingWeapon: v.optional(v.nullable(id)),
  half: v.nullable(id),
  building: v.boolean(),
  exited: v.nullable(id),
  nearEnemy: v.boolean(),
  bound: v.boolean(),
  initiative: v.optional(v.nullable(int(0))),
  large: v.optional(v.boolean()),
});

const side = v.object({
  id,
  name: v.string(),
  cost: int(0),
  units: v.array(v.object({ id, name: v.string(), fighters: v.array(id), initiative: v.optional(v.nullable(int(0))) })),
});

/** The schema of each key this game owns (the state file is checked against it). */
export const IV_SCHEMA = {
  sides: v.record(v.string(), side),
  fighters: v.record(v.string(), fighter),
  round: v.object({ phase: v.picklist(PHASES), acting: v.optional(v.nullable(id)), unitsActed: v.optional(v.array(id)) }),
  mission: v.object({
    kind: v.picklist(MISSIONS),
    attacker: id,
    defender: id,
    figure: v.nullable(id),
    turns: int(1),
    streak: int(0),
    verdict: v.nullable(v.object({ winner: v.string(), code: v.string(), turn: int(0) })),
  }),
} as const;
