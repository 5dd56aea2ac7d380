// The `guerilla-urbaine` pack's scenario section (`agents:`, `sfProfiles:`)
// and the state slice it starts (`agents`, `sfProfiles`, `sfWounds`).
// docs/scenario.md documents the fields; every threshold is 2+ to 6+ (l.25).
import {
  DEFAULT_ATTACKS,
  DEFAULT_PV,
  GU_MELEE_WEAPON_IDS,
  GU_MELEE_WEAPONS,
  GU_UPGRADE_IDS,
  GU_WEAPON_IDS,
  GU_WEAPONS,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  type GuUpgradeId,
  type GuWeapon,
  type GuWeaponId,
} from '../../rules/guerilla-urbaine/profile.js';
import type { AgentState, SfProfile } from '../../rules/guerilla-urbaine/riot.js';
import { UNIT_TYPES } from '../civil-disorder/types.js';

/** The scenario keys the pack reads. */
export const GU_SCENARIO_KEYS = ['agents', 'sfProfiles'] as const;
/** The state keys the pack owns: every effect path of its procedures on its own slice starts with one. */
export const GU_STATE_KEYS = ['agents', 'sfProfiles', 'sfWounds'] as const;

type Path = (string | number)[];
/** The scenario reader (the engine's ScenarioReader, src/engine/system.ts). */
export interface Reader {
  fail(path: Path, key: string, params?: Record<string, string | number>, atKey?: boolean): never;
  obj(v: unknown, path: Path, fields: readonly string[]): Record<string, unknown>;
  list(v: unknown, path: Path, optional?: boolean): unknown[];
  str(v: unknown, path: Path, dflt?: string): string;
  id(v: unknown, path: Path): string;
  int(v: unknown, path: Path, min: number, max: number, dflt?: number): number;
  bool(v: unknown, path: Path, dflt: boolean): boolean;
  choice<T extends string>(v: unknown, path: Path, choices: readonly T[], dflt?: T): T;
}

/** The pack's slice as the scenario gives it. */
export interface GuScenario {
  agents: AgentState[];
  sfProfiles: Record<string, Partial<SfProfile>>;
}

// Most PV and attacks a scenario may give: far above any figure of the text
// (monsters and vehicles have "plusieurs PV", l.23), an input bound (U81).
export const GU_MAX_PV = 100;
export const GU_MAX_ATTACKS = 20;
// Por up to 1000 pas, Cd up to 20, zone up to 100 pas: input bounds (U81).
export const GU_MAX_RANGE = 1000;
export const GU_MAX_RATE = 20;
export const GU_MAX_ZONE = 100;
export const WEAPON_TRAITS = ['heavy', 'unwieldy', 'silent', 'reload'] as const;

/** A threshold field: 2..6 (l.25), or null when `nullable` and given as TX/CX/none or absent. */
function threshold(V: Reader, v: unknown, path: Path, none: string | null): number | null {
  if (v === undefined || v === null) return null;
  if (none !== null && (v === none || v === 'none')) return null;
  return V.int(v, path, THRESHOLD_MIN, THRESHOLD_MAX);
}

/** A number of pas: whole or with one decimal (the text's "Zone 0,5", "1,5"). */
function pas(V: Reader, v: unknown, path: Path, min: number, max: number): number {
  if (typeof v === 'number' && Number.isFinite(v) && Math.round(v * 10) === v * 10 && v >= min && v <= max) return v;
  if (typeof v === 'number' && Number.isFinite(v) && (v < min || v > max)) V.fail(path, 'must-range', { min, max, n: v });
  return V.fail(path, 'gu-pas', { min, max });
}

/** A weapon: an id of the list (l.130-152), or a mapping with its own Por, Cd, zone and traits. */
function weapon(V: Reader, v: unknown, path: Path): GuWeapon {
  if (typeof v === 'string') return { ...GU_WEAPONS[V.choice(v, path, GU_WEAPON_IDS)] };
  const o = V.obj(v, path, ['id', 'like', 'Por', 'Cd', 'zone', 'traits']);
  const like = o.like === undefined || o.like === null ? null : GU_WEAPONS[V.choice(o.like, [...path, 'like'], GU_WEAPON_IDS)];
  const id = V.id(o.id ?? like?.id, [...path, 'id']);
  const traits = o.traits === undefined ? null : V.list(o.traits, [...path, 'traits']).map((x, i) => V.choice(x, [...path, 'traits', i], WEAPON_TRAITS));
  const has = (k: (typeof WEAPON_TRAITS)[number]) => (traits === null ? (like?.[k] ?? false) : traits.includes(k));
  return {
    id,
    range: o.Por === undefined && like ? like.range : pas(V, o.Por, [...path, 'Por'], 0.5, GU_MAX_RANGE),
    rate: V.int(o.Cd, [...path, 'Cd'], 1, GU_MAX_RATE, like?.rate ?? 1),
    zone: o.zone === undefined ? (like?.zone ?? null) : o.zone === null ? null : pas(V, o.zone, [...path, 'zone'], 0.5, GU_MAX_ZONE),
    heavy: has('heavy'),
    unwieldy: has('unwieldy'),
    silent: has('silent'),
    reload: has('reload'),
    damage: like?.damage ?? 1,
  };
}

/** Parses `agents:` and `sfProfiles:`; `crowds` and `units` are the game's ids (an agent's crowd must be one). */
export function parseGuerillaUrbaine(
  top: Record<string, unknown>,
  V: Reader,
  known: { crowds: ReadonlySet<string>; units: ReadonlySet<string> },
  claimId: (id: string, path: Path) => void,
): GuScenario {
  const agents = V.list(top.agents, ['agents']).map((a, i): AgentState => {
    const p: Path = ['agents', i];
    const o = V.obj(a, p, ['id', 'name', 'crowd', 'position', 'T', 'C', 'A', 'Svg', 'PV', 'weapon', 'weapons', 'melee', 'upgrades', 'robust']);
    const id = V.id(o.id, [...p, 'id']);
    claimId(id, [...p, 'id']);
    const crowd = o.crowd === undefined || o.crowd === null ? null : V.id(o.crowd, [...p, 'crowd']);
    if (crowd !== null && !known.crowds.has(crowd)) V.fail([...p, 'crowd'], 'unknown-crowd', { id: crowd });
    const position = o.position === undefined || o.position === null ? null : V.str(o.position, [...p, 'position']);
    if (o.weapon !== undefined && o.weapons !== undefined) V.fail([...p, 'weapons'], 'gu-weapon-or-weapons', {}, true);
    const list = o.weapons !== undefined ? V.list(o.weapons, [...p, 'weapons']).map((w, j) => weapon(V, w, [...p, 'weapons', j])) : o.weapon === undefined || o.weapon === null ? [] : [weapon(V, o.weapon, [...p, 'weapon'])];
    const seen = new Set<string>();
    list.forEach((w, j) => {
      if (seen.has(w.id)) V.fail([...p, 'weapons', j], 'duplicate-id', { id: w.id, at: `agents[${i}].weapons` });
      seen.add(w.id);
    });
    const melee = o.melee === undefined || o.melee === null ? null : V.choice(o.melee, [...p, 'melee'], GU_MELEE_WEAPON_IDS);
    // C as given, else its melee weapon's (l.120-128), else bare hands C6+ (l.122).
    const fight = o.C !== undefined ? threshold(V, o.C, [...p, 'C'], 'CX') : melee !== null ? GU_MELEE_WEAPONS[melee] : GU_MELEE_WEAPONS['bare-hands'];
    // T as given (U130: before the weapon's traits), required with a weapon; TX without one (l.118).
    const shoot = threshold(V, o.T, [...p, 'T'], 'TX');
    if (list.length > 0 && shoot === null) V.fail([...p, 'T'], 'gu-t-needed', {}, o.T === undefined);
    const upgrades = V.list(o.upgrades, [...p, 'upgrades']).map((u, j) => V.choice(u, [...p, 'upgrades', j], GU_UPGRADE_IDS)) as GuUpgradeId[];
    const pv = V.int(o.PV, [...p, 'PV'], 1, GU_MAX_PV, DEFAULT_PV);
    return {
      id,
      name: V.str(o.name, [...p, 'name'], id),
      crowd,
      position,
      shoot: list.length === 0 ? null : shoot,
      fight,
      attacks: V.int(o.A, [...p, 'A'], 1, GU_MAX_ATTACKS, DEFAULT_ATTACKS),
      save: threshold(V, o.Svg, [...p, 'Svg'], 'none'),
      pv,
      pvLeft: pv,
      weapons: list,
      upgrades: [...new Set(upgrades)],
      robust: V.bool(o.robust, [...p, 'robust'], false),
      unloaded: {},
      cover: false,
      camouflaged: false,
      acted: null,
    };
  });
  const sfProfiles: Record<string, Partial<SfProfile>> = {};
  if (top.sfProfiles !== undefined && top.sfProfiles !== null) {
    const o = V.obj(top.sfProfiles, ['sfProfiles'], [...UNIT_TYPES, ...known.units]);
    for (const key of Object.keys(o)) {
      const p: Path = ['sfProfiles', key];
      const f = V.obj(o[key], p, ['T', 'C', 'A', 'Svg', 'PV', 'robust', 'large', 'weapon']);
      const prof: Partial<SfProfile> = {};
      if (f.T !== undefined) prof.shoot = threshold(V, f.T, [...p, 'T'], 'TX');
      if (f.C !== undefined) prof.fight = threshold(V, f.C, [...p, 'C'], 'CX');
      if (f.A !== undefined) prof.attacks = V.int(f.A, [...p, 'A'], 1, GU_MAX_ATTACKS);
      if (f.Svg !== undefined) prof.save = threshold(V, f.Svg, [...p, 'Svg'], 'none');
      if (f.PV !== undefined) prof.pv = V.int(f.PV, [...p, 'PV'], 1, GU_MAX_PV);
      if (f.robust !== undefined) prof.robust = V.bool(f.robust, [...p, 'robust'], false);
      if (f.large !== undefined) prof.large = V.bool(f.large, [...p, 'large'], false);
      if (f.weapon !== undefined) prof.weapon = f.weapon === null || f.weapon === 'none' ? null : (V.choice(f.weapon, [...p, 'weapon'], GU_WEAPON_IDS) as GuWeaponId);
      sfProfiles[key] = prof;
    }
  }
  return { agents, sfProfiles };
}

/** The pack's slice at the start of the game. */
export function initialGuerillaUrbaine(s: GuScenario): { agents: Record<string, AgentState>; sfProfiles: Record<string, Partial<SfProfile>>; sfWounds: Record<string, number> } {
  return { agents: Object.fromEntries(s.agents.map((a) => [a.id, a])), sfProfiles: s.sfProfiles, sfWounds: {} };
}
