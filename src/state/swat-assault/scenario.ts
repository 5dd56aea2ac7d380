// The `swat-assault` pack's scenario section (`armedMen:`) and its state
// slice (`armedMen`, `assaults`), with the slice's schema and checks.
// docs/scenario.md ("Armed men holding buildings") documents the fields.
import * as v from 'valibot';
import { bestPf, bestPower } from '../../rules/intervention/derive.js';
import { SAMPLE_WEAPON_IDS, type SampleWeapon } from '../../rules/intervention/samples.js';
import { COVERS, MAX_WEAPONS, type Cover } from '../../rules/intervention/tables.js';
import type { ArmedMan, Assault } from '../../rules/swat-assault/assault.js';
import { ARMED_COVER, DET_BASE, indoorPf, MAX_ASSAULT_TURNS, PROFILE_MAX } from '../../rules/swat-assault/tables.js';
import type { ScenarioPath, ScenarioReader, StateProblem } from '../../engine/system.js';

/** The scenario keys the pack reads. */
export const SWAT_SCENARIO_KEYS = ['armedMen'] as const;
/** The state keys the pack owns: every effect path of its procedures on its own slice starts with one. */
export const SWAT_STATE_KEYS = ['armedMen', 'assaults'] as const;

type Path = ScenarioPath;

const FIELDS = ['id', 'name', 'building', 'weapon', 'PF', 'PA', 'RT', 'Det', 'Tir', 'Cbt', 'For', 'End', 'Prt', 'cover'] as const;

/**
 * Reads `armedMen:`: each man holds a building of the game and has an
 * Intervention profile, derived values or base values (R18, as the samples
 * print either): PF as given, or a sample weapon's short-range PF (U192), or
 * (Tir + For) / 2 + 1; PA as given or (Cbt + For) / 2 + 1; RT as given or
 * End + Prt; Det as given or the samples' 8 (l.482, l.619).
 */
export function parseArmedMen(top: Record<string, unknown>, V: ScenarioReader, buildings: ReadonlySet<string>, claimId: (id: string, path: Path) => void): ArmedMan[] {
  return V.list(top.armedMen, ['armedMen']).map((raw, i): ArmedMan => {
    const p: Path = ['armedMen', i];
    const o = V.obj(raw, p, FIELDS);
    const id = V.id(o.id, [...p, 'id']);
    claimId(id, [...p, 'id']);
    const building = V.id(o.building, [...p, 'building']);
    if (!buildings.has(building)) V.fail([...p, 'building'], 'unknown-building', { id: building });
    const int = (k: (typeof FIELDS)[number], min: number) => (o[k] === undefined || o[k] === null ? undefined : V.int(o[k], [...p, k], min, PROFILE_MAX));
    const forces = o.For === undefined || o.For === null ? [] : Array.isArray(o.For) ? o.For.map((x, j) => V.int(x, [...p, 'For', j], 0, PROFILE_MAX)) : [V.int(o.For, [...p, 'For'], 0, PROFILE_MAX)];
    if (forces.length > MAX_WEAPONS || (Array.isArray(o.For) && forces.length === 0)) V.fail([...p, 'For'], 'swat-forces', { max: MAX_WEAPONS });
    const weapon = o.weapon === undefined || o.weapon === null ? null : (V.choice(o.weapon, [...p, 'weapon'], SAMPLE_WEAPON_IDS) as SampleWeapon);
    const tir = int('Tir', 0);
    const cbt = int('Cbt', 0);
    const given = int('PF', 0);
    const ways = [given !== undefined, weapon !== null, tir !== undefined].filter(Boolean).length;
    if (ways > 1) V.fail([...p, 'PF'], 'swat-pf-one-way', {}, true);
    let pf: number;
    if (given !== undefined) pf = given;
    else if (weapon !== null) pf = indoorPf(weapon);
    else if (tir !== undefined && forces.length > 0) pf = bestPf(tir, forces); // l.122, U213: the best weapon's, no point for a second
    else return V.fail([...p, 'PF'], 'swat-pf-needed', {}, true);
    const paGiven = int('PA', 0);
    if (paGiven !== undefined && cbt !== undefined) V.fail([...p, 'PA'], 'swat-pa-one-way', {}, true);
    const pa = paGiven ?? (cbt !== undefined && forces.length > 0 ? bestPower(cbt, forces) : V.fail([...p, 'PA'], 'swat-pa-needed', {}, true));
    const rtGiven = int('RT', 1);
    const end = int('End', 0);
    const prt = int('Prt', 0);
    if (rtGiven !== undefined && (end !== undefined || prt !== undefined)) V.fail([...p, 'RT'], 'swat-rt-one-way', {}, true);
    const rt = rtGiven ?? (end !== undefined && end + (prt ?? 0) >= 1 ? end + (prt ?? 0) : V.fail([...p, 'RT'], 'swat-rt-needed', {}, true));
    const cover = V.choice(o.cover, [...p, 'cover'], COVERS, ARMED_COVER) as Cover;
    return { id, name: V.str(o.name, [...p, 'name'], id), building, weapon, pf, pa, rt, det: int('Det', 0) ?? DET_BASE, cover, counter: rt, casualty: null };
  });
}

/** The pack's slice at the start of the game: the armed men at full RT, no assault yet. */
export function initialSwatAssault(men: readonly ArmedMan[]): { armedMen: Record<string, ArmedMan>; assaults: Record<string, Assault> } {
  return { armedMen: Object.fromEntries(men.map((m) => [m.id, m])), assaults: {} };
}

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/));
const value = int(0, PROFILE_MAX);

const armedMan = v.looseObject({
  id,
  name: v.string(),
  building: id,
  weapon: v.nullable(v.picklist(SAMPLE_WEAPON_IDS)),
  pf: value,
  pa: value,
  rt: int(1, PROFILE_MAX),
  det: value,
  cover: v.picklist(COVERS),
  counter: value,
  casualty: v.nullable(id),
});

const sfFighter = v.looseObject({ id, unit: id, weapon: v.picklist(SAMPLE_WEAPON_IDS), pf: value, pa: value, rt: int(1, PROFILE_MAX), det: value, counter: value });

const assault = v.looseObject({
  id,
  building: id,
  turn: int(1),
  rounds: int(0, MAX_ASSAULT_TURNS),
  maxRounds: int(1, MAX_ASSAULT_TURNS),
  fate: v.picklist(['under-way', 'cleared', 'held']),
  crowds: v.array(id),
  sf: v.record(id, sfFighter),
  armed: v.array(id),
  fired: v.object({ sf: v.boolean(), armed: v.boolean() }),
  underFire: v.array(id),
  ended: v.nullable(int(1)),
  casualties: v.array(id),
});

/** The schema of each state key the pack owns. */
export const SWAT_SCHEMA = {
  armedMen: v.record(id, armedMan),
  assaults: v.record(id, assault),
} as const;

/** What the types cannot say: keys are ids, a counter within its RT, named buildings, units and crowds exist. */
export function checkSwatAssault(game: Record<string, unknown>): StateProblem | null {
  const has = (map: string, x: string) => Object.hasOwn((game[map] as Record<string, unknown> | undefined) ?? {}, x);
  const men = (game.armedMen ?? {}) as Record<string, ArmedMan>;
  for (const [key, m] of Object.entries(men)) {
    if (m.id !== key) return { field: `game.armedMen.${key}.id`, params: { problemKey: 'err.p.sf.key-id', key, found: m.id } };
    if (m.counter > m.rt) return { field: `game.armedMen.${key}.counter`, params: { problemKey: 'err.p.sf.max', max: m.rt, found: m.counter } };
    if (!has('buildings', m.building)) return { field: `game.armedMen.${key}.building`, params: { problemKey: 'err.p.sf.unknown-id', found: m.building } };
  }
  for (const [key, a] of Object.entries((game.assaults ?? {}) as Record<string, Assault>)) {
    if (a.id !== key) return { field: `game.assaults.${key}.id`, params: { problemKey: 'err.p.sf.key-id', key, found: a.id } };
    if (!has('buildings', a.building)) return { field: `game.assaults.${key}.building`, params: { problemKey: 'err.p.sf.unknown-id', found: a.building } };
    if (a.rounds > a.maxRounds) return { field: `game.assaults.${key}.rounds`, params: { problemKey: 'err.p.sf.max', max: a.maxRounds, found: a.rounds } };
    for (const [fid, x] of Object.entries(a.sf)) {
      if (x.id !== fid) return { field: `game.assaults.${key}.sf.${fid}.id`, params: { problemKey: 'err.p.sf.key-id', key: fid, found: x.id } };
      if (!has('units', x.unit)) return { field: `game.assaults.${key}.sf.${fid}.unit`, params: { problemKey: 'err.p.sf.unknown-id', found: x.unit } };
      if (x.counter > x.rt) return { field: `game.assaults.${key}.sf.${fid}.counter`, params: { problemKey: 'err.p.sf.max', max: x.rt, found: x.counter } };
    }
    const bad = a.armed.find((m) => !Object.hasOwn(men, m));
    if (bad !== undefined) return { field: `game.assaults.${key}.armed`, params: { problemKey: 'err.p.sf.unknown-id', found: bad } };
    const crowd = a.crowds.find((c) => !has('crowds', c));
    if (crowd !== undefined) return { field: `game.assaults.${key}.crowds`, params: { problemKey: 'err.p.sf.unknown-id', found: crowd } };
  }
  return null;
}
