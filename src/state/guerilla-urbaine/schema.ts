// The `guerilla-urbaine` pack's state slice schema (valibot): the agents,
// the SF profiles the scenario gives, the PV lost by SF figures still up;
// and the cross-checks the types cannot say (an agent's crowd exists).
// Thresholds are 2..6 (l.25); PV and counts never below 0.
import * as v from 'valibot';
import { THRESHOLD_MAX, THRESHOLD_MIN } from '../../rules/guerilla-urbaine/profile.js';
import { GU_MAX_ATTACKS, GU_MAX_PV, GU_MAX_RANGE, GU_MAX_RATE, GU_MAX_ZONE } from './scenario.js';

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const num = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const threshold = int(THRESHOLD_MIN, THRESHOLD_MAX);

const weapon = v.looseObject({
  id,
  range: num(0.5, GU_MAX_RANGE),
  rate: int(1, GU_MAX_RATE),
  zone: v.nullable(num(0.5, GU_MAX_ZONE)),
  heavy: v.boolean(),
  unwieldy: v.boolean(),
  silent: v.boolean(),
  reload: v.boolean(),
  damage: int(1, GU_MAX_PV),
});

const agent = v.looseObject({
  id,
  name: v.string(),
  crowd: v.nullable(id),
  position: v.nullable(v.string()),
  shoot: v.nullable(threshold),
  fight: v.nullable(threshold),
  attacks: int(1, GU_MAX_ATTACKS),
  save: v.nullable(threshold),
  pv: int(1, GU_MAX_PV),
  pvLeft: int(0, GU_MAX_PV),
  weapons: v.array(weapon),
  upgrades: v.array(v.string()),
  robust: v.boolean(),
  unloaded: v.record(v.string(), v.literal(true)),
  cover: v.boolean(),
  camouflaged: v.boolean(),
  acted: v.nullable(v.looseObject({ turn: int(1), first: v.nullable(v.string()), second: v.nullable(v.string()) })),
});

const sfProfile = v.looseObject({
  shoot: v.optional(v.nullable(threshold)),
  fight: v.optional(v.nullable(threshold)),
  attacks: v.optional(int(1, GU_MAX_ATTACKS)),
  save: v.optional(v.nullable(threshold)),
  pv: v.optional(int(1, GU_MAX_PV)),
  robust: v.optional(v.boolean()),
  large: v.optional(v.boolean()),
  weapon: v.optional(v.nullable(v.string())),
});

/** The schema of each state key the pack owns. */
export const GU_SCHEMA = {
  agents: v.record(id, agent),
  sfProfiles: v.record(v.string(), sfProfile),
  sfWounds: v.record(id, int(1, GU_MAX_PV)),
};

/** One problem in a state file: the field and what is wrong (the engine's StateProblem). */
export interface GuStateProblem {
  field: string;
  params: Record<string, string | number>;
}

/** What the types cannot say: each agent under its own id, its crowd a crowd of the game, PV left at most its PV. */
export function checkGuerillaUrbaine(game: Record<string, unknown>): GuStateProblem | null {
  const agents = (game.agents ?? {}) as Record<string, { id: string; crowd: string | null; pv: number; pvLeft: number }>;
  const crowds = (game.crowds ?? {}) as Record<string, unknown>;
  for (const [key, a] of Object.entries(agents)) {
    if (a.id !== key) return { field: `game.agents.${key}.id`, params: { problemKey: 'err.p.sf.key-id', key, found: a.id } };
    if (a.crowd !== null && !Object.hasOwn(crowds, a.crowd)) return { field: `game.agents.${key}.crowd`, params: { problemKey: 'err.p.sf.unknown-id', found: a.crowd } };
    if (a.pvLeft > a.pv) return { field: `game.agents.${key}.pvLeft`, params: { problemKey: 'err.p.sf.max', max: a.pv, found: a.pvLeft } };
  }
  return null;
}
