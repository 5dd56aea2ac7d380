// Intervention as its own game: the scenario's `sides:` and `mission:`
// sections. Each fighter gives its profile either as derived values (Mvt,
// Det, RT, PA, each weapon's PF by band, as the samples print them,
// l.471-752) or as base values (End + Prt, Cbt and Tir with each weapon's
// For and Pre, l.118-134, R18), or names a sample fighter (U187).
import type { ScenarioPath, ScenarioReader } from '../../engine/system.js';
import { bestPower, weaponPf } from '../../rules/intervention/derive.js';
import { woundedAt } from '../../rules/intervention/counter.js';
import { MISSIONS, type IvFighter, type IvMission, type IvSide, type IvSlice, type IvWeapon, type MissionKind } from '../../rules/intervention/game.js';
import { DEFAULT_MISSION_TURNS } from '../../rules/intervention/missions.js';
import { SAMPLE_WEAPONS, SAMPLE_WEAPON_IDS, type SampleWeapon } from '../../rules/intervention/samples.js';
import { WEAPON_TYPES, type WeaponType } from '../../rules/intervention/tables.js';

/** The most any profile value or PF may be, and the longest band (cm): the calculator's bounds. */
/** The most a scenario's profile value, PF, Pre, For or Tir may be (and the least a Pre, negated). */
export const VALUE_MAX = 99;
const DISTANCE_MAX = 10_000;

export const SAMPLE_FIGHTERS = ['techno', 'infiltrator', 'executor'] as const;
export type SampleFighter = (typeof SAMPLE_FIGHTERS)[number];

// U187: the samples' profiles (l.471-752): Mvt, RT and Det as printed; camouflage net (l.664-665) and optical
// camouflage (l.742-749) one malus each; the weapons a sample carries when the scenario names none.
// `evasion`: the Exécuteur's Esquive, "6 PR si utilisée" (l.736-740, U214).
export const SAMPLE_PROFILES: Readonly<Record<SampleFighter, { mvt: number; rt: number; det: number; camouflage: number; optical: boolean; weapons: SampleWeapon[]; evasion?: number }>> = {
  techno: { mvt: 10, rt: 7, det: 8, camouflage: 0, optical: false, weapons: ['techno-assault-rifle'] }, // l.473-486
  infiltrator: { mvt: 10, rt: 6, det: 8, camouflage: 1, optical: false, weapons: ['infiltrator-rifle', 'infiltrator-pistol'] }, // l.610-664
  executor: { mvt: 15, rt: 10, det: 10, camouflage: 1, optical: true, weapons: ['executor-rifle', 'executor-pistol'], evasion: 6 }, // l.676-742; l.737 "6 PR si utilisée"
};

// U187: the samples' weapons' types (l.136-161: assault AS for rifles, SMGs and pistols; precision PR for the
// precision rifles; machine gun AM; a high-power beam AP), their printed PA (l.489-718; none for the rifles
// without one) and the heavy machine gun's cadence (l.567).
// `atWill`: fire at will allowed up to so many cm for a weapon that is not AS or AM (U211); `reload`: turns it
// reloads after each shot (U212).
export const SAMPLE_WEAPON_KIT: Readonly<Record<SampleWeapon, { type: WeaponType; pa: number | null; cadence: number | null; atWill?: number; reload?: number }>> = {
  'techno-assault-rifle': { type: 'AS', pa: 5, cadence: null }, // l.488-489
  'techno-smg': { type: 'AS', pa: 7, cadence: null }, // l.531-532
  'techno-heavy-mg': { type: 'AM', pa: 3, cadence: 4 }, // l.567-571
  'techno-disintegrator': { type: 'AP', pa: 3, cadence: null, reload: 1 }, // l.595-596, l.153; l.606 "1 tour de recharge"
  'infiltrator-rifle': { type: 'PR', pa: null, cadence: null }, // l.621
  'infiltrator-pistol': { type: 'AS', pa: 4, cadence: null }, // l.645-646
  'executor-rifle': { type: 'PR', pa: null, cadence: null, atWill: 100 }, // l.687; l.689 "(feu à volonté autorisé 0-100cm)"
  'executor-pistol': { type: 'AS', pa: 8, cadence: null }, // l.717-718
};

/** The game's section as parsed: the sides with their fighters, and the mission. */
export interface IvScenario {
  sides: (IvSide & { fighters: IvFighter[] })[];
  mission: IvMission;
}

type Path = ScenarioPath;

/** A fighter as it starts: full counter, no order, located (l.274) unless the scenario hides it, in its side's half. */
function newFighter(p: Omit<IvFighter, 'counter' | 'condition' | 'order' | 'dodge' | 'hiding' | 'moved' | 'movedInFire' | 'shots' | 'firedAt' | 'firedBy' | 'pfAt' | 'reloading' | 'exited' | 'building' | 'nearEnemy' | 'bound'> & { building: boolean; nearEnemy: boolean; bound: boolean }): IvFighter {
  return { ...p, counter: p.rt, condition: 'fit', order: 'none', dodge: null, hiding: false, moved: 0, movedInFire: 0, shots: 0, firedAt: [], firedBy: [], pfAt: 0, reloading: null, exited: null };
}

function parseWeapon(V: ScenarioReader, raw: unknown, path: Path, tir: number | undefined, index: number): IvWeapon & { force: number | null; pa: number | null } {
  const w = V.obj(raw, path, ['sample', 'id', 'name', 'type', 'bands', 'for', 'pre', 'cadence', 'pa']);
  if (w.sample !== undefined) {
    const sample = V.choice(w.sample, [...path, 'sample'], SAMPLE_WEAPON_IDS);
    const kit = SAMPLE_WEAPON_KIT[sample];
    return { id: V.id(w.id ?? sample, [...path, 'id']), name: V.str(w.name, [...path, 'name'], sample), type: kit.type, bands: SAMPLE_WEAPONS[sample].map((b) => ({ ...b })), cadence: kit.cadence, ...(kit.atWill ? { atWill: kit.atWill } : {}), ...(kit.reload ? { reload: kit.reload } : {}), force: null, pa: kit.pa };
  }
  const id = V.id(w.id ?? `w${index + 1}`, [...path, 'id']);
  const type = V.choice(w.type, [...path, 'type'], WEAPON_TYPES);
  const cadence = w.cadence === undefined ? null : V.int(w.cadence, [...path, 'cadence'], 1, VALUE_MAX);
  const pa = w.pa === undefined ? null : V.int(w.pa, [...path, 'pa'], 0, VALUE_MAX);
  let force: number | null = null;
  let basePf: number | null = null;
  let bands: { to: number; pf: number; pre?: number }[];
  if (w.bands !== undefined) {
    // Derived values, as the samples print them: PF by band, Pre already in (U178).
    bands = V.list(w.bands, [...path, 'bands']).map((b, i) => {
      const o = V.obj(b, [...path, 'bands', i], ['to', 'pf']);
      return { to: V.int(o.to, [...path, 'bands', i, 'to'], 1, DISTANCE_MAX), pf: V.int(o.pf, [...path, 'bands', i, 'pf'], 0, VALUE_MAX) };
    });
  } else {
    // Base values: PF = (Tir + For) / 2 + 1 (l.122, R18), plus the band's Pre (l.108-112).
    force = V.int(w.for, [...path, 'for'], 0, VALUE_MAX);
    if (tir === undefined) V.fail([...path, 'for'], 'iv-needs-tir');
    const pf = weaponPf(tir, force);
    // U170: the PF and each band's Pre kept apart too, for aimed fire doubles the PF alone (l.248, R19).
    basePf = pf;
    bands = V.list(w.pre, [...path, 'pre']).map((b, i) => {
      const o = V.obj(b, [...path, 'pre', i], ['to', 'pre']);
      const pre = V.int(o.pre, [...path, 'pre', i, 'pre'], -VALUE_MAX, VALUE_MAX);
      return { to: V.int(o.to, [...path, 'pre', i, 'to'], 1, DISTANCE_MAX), pf: Math.max(0, pf + pre), pre };
    });
  }
  if (bands.length === 0) V.fail([...path, w.bands !== undefined ? 'bands' : 'pre'], 'iv-no-bands');
  for (let i = 1; i < bands.length; i++) if (bands[i].to <= bands[i - 1].to) V.fail([...path, w.bands !== undefined ? 'bands' : 'pre', i, 'to'], 'iv-bands-order');
  return { id, name: V.str(w.name, [...path, 'name'], id), type, bands, ...(basePf !== null ? { basePf } : {}), cadence, force, pa };
}

interface FighterCtx {
  side: string;
  unit: string;
  claimId(id: string, path: Path): void;
}

const FIGHTER_FIELDS = ['id', 'name', 'sample', 'leader', 'hidden', 'mvt', 'det', 'rt', 'end', 'prt', 'pa', 'cbt', 'tir', 'camouflage', 'optical', 'weapons', 'bound', 'near-enemy', 'initiative', 'large'] as const;

function parseFighter(V: ScenarioReader, raw: unknown, path: Path, ctx: FighterCtx, figureA: boolean): IvFighter {
  const o = V.obj(raw, path, FIGHTER_FIELDS);
  const id = V.id(o.id, [...path, 'id']);
  ctx.claimId(id, [...path, 'id']);
  const sample = o.sample === undefined ? null : SAMPLE_PROFILES[V.choice(o.sample, [...path, 'sample'], SAMPLE_FIGHTERS)];
  const need = (key: 'mvt' | 'det', min: number) => (o[key] === undefined && sample ? sample[key] : V.int(o[key], [...path, key], min, VALUE_MAX));
  const mvt = need('mvt', 0);
  const det = o.det === undefined && figureA ? 0 : need('det', 0);
  if (o.rt !== undefined && (o.end !== undefined || o.prt !== undefined)) V.fail([...path, 'rt'], 'iv-rt-or-end');
  // RT = End + Prt (l.132, R18), or RT as printed.
  const rt = o.rt !== undefined ? V.int(o.rt, [...path, 'rt'], 1, VALUE_MAX) : o.end !== undefined ? V.int(o.end, [...path, 'end'], 1, VALUE_MAX) + V.int(o.prt, [...path, 'prt'], 0, VALUE_MAX, 0) : sample ? sample.rt : V.int(o.rt, [...path, 'rt'], 1, VALUE_MAX);
  const tir = o.tir === undefined ? undefined : V.int(o.tir, [...path, 'tir'], 0, VALUE_MAX);
  const rawWeapons = o.weapons === undefined && sample ? sample.weapons.map((s) => ({ sample: s })) : V.list(o.weapons, [...path, 'weapons'], true);
  const weapons = rawWeapons.map((w, i) => parseWeapon(V, w, [...path, 'weapons', i], tir, i));
  const ids = new Set<string>();
  weapons.forEach((w, i) => {
    if (ids.has(w.id)) V.fail([...path, 'weapons', i, 'id'], 'iv-weapon-twice', { id: w.id });
    ids.add(w.id);
  });
  if (o.pa !== undefined && o.cbt !== undefined) V.fail([...path, 'pa'], 'iv-pa-or-cbt');
  let pa: number;
  if (o.pa !== undefined) pa = V.int(o.pa, [...path, 'pa'], 0, VALUE_MAX);
  else if (o.cbt !== undefined) {
    // PA = (Cbt + For) / 2 + 1, the better of two weapons plus 1 (l.126-128, R18).
    const cbt = V.int(o.cbt, [...path, 'cbt'], 0, VALUE_MAX);
    const forces = weapons.map((w) => w.force).filter((f): f is number => f !== null);
    if (forces.length === 0) V.fail([...path, 'cbt'], 'iv-cbt-needs-for');
    pa = bestPower(cbt, forces.slice(0, 2));
  } else {
    // U187: a fighter whose scenario gives no PA has the best printed PA of its weapons (0 for figure A, unarmed).
    const printed = weapons.map((w) => w.pa).filter((x): x is number => x !== null);
    if (printed.length === 0 && !figureA) V.fail([...path, 'pa'], 'iv-needs-pa');
    pa = printed.length ? Math.max(...printed) : 0;
  }
  const camouflage = o.camouflage === undefined ? (sample?.camouflage ?? 0) : V.int(o.camouflage, [...path, 'camouflage'], 0, 9);
  const optical = V.bool(o.optical, [...path, 'optical'], sample?.optical ?? false);
  return newFighter({
    id,
    name: V.str(o.name, [...path, 'name'], id),
    side: ctx.side,
    unit: ctx.unit,
    leader: V.bool(o.leader, [...path, 'leader'], false),
    mvt,
    det,
    rt,
    pa,
    camouflage,
    optical,
    ...(sample?.evasion ? { evasion: sample.evasion } : {}),
    weapons: weapons.map(({ force: _f, pa: _p, ...w }) => w),
    sighting: V.bool(o.hidden, [...path, 'hidden'], false) ? 'hidden' : 'located',
    half: ctx.side,
    building: false,
    // l.442: figure A of a hostage rescue is placed by the defender (near its guards) and bound.
    nearEnemy: V.bool(o['near-enemy'], [...path, 'near-enemy'], figureA),
    bound: V.bool(o.bound, [...path, 'bound'], false),
    // l.86-88 "Initiative": the samples print none (U109); l.34 vehicles and pieces are the large targets (l.338, U112).
    initiative: o.initiative === undefined ? null : V.int(o.initiative, [...path, 'initiative'], 0, VALUE_MAX),
    large: V.bool(o.large, [...path, 'large'], false),
  });
}

/** Reads and checks `sides:` (two sides) and `mission:`. */
export function parseIntervention(top: Record<string, unknown>, V: ScenarioReader, claimId: (id: string, path: Path) => void): IvScenario {
  const list = V.list(top.sides, ['sides']);
  // l.38-53: two players, each a group of units.
  if (list.length !== 2) V.fail(['sides'], 'iv-two-sides', { n: list.length });
  const sides = list.map((raw, si) => {
    const sp: Path = ['sides', si];
    const s = V.obj(raw, sp, ['id', 'name', 'cost', 'units']);
    const id = V.id(s.id, [...sp, 'id']);
    claimId(id, [...sp, 'id']);
    const fighters: IvFighter[] = [];
    const units = V.list(s.units, [...sp, 'units']).map((ru, ui) => {
      const up: Path = [...sp, 'units', ui];
      const u = V.obj(ru, up, ['id', 'name', 'initiative', 'fighters']);
      const uid = V.id(u.id, [...up, 'id']);
      claimId(uid, [...up, 'id']);
      const fs = V.list(u.fighters, [...up, 'fighters']).map((rf, fi) => parseFighter(V, rf, [...up, 'fighters', fi], { side: id, unit: uid, claimId }, false));
      if (fs.length === 0) V.fail([...up, 'fighters'], 'iv-empty-unit');
      fighters.push(...fs);
      // U109: the team sheet's initiative (l.55-57), else its fighters'.
      const initiative = u.initiative === undefined ? null : V.int(u.initiative, [...up, 'initiative'], 0, VALUE_MAX);
      return { id: uid, name: V.str(u.name, [...up, 'name'], uid), initiative, fighters: fs.map((f) => f.id) };
    });
    if (units.length === 0) V.fail([...sp, 'units'], 'iv-no-units');
    return { id, name: V.str(s.name, [...sp, 'name'], id), cost: V.int(s.cost, [...sp, 'cost'], 0, 100_000, 0), units, fighters };
  });
  const mp: Path = ['mission'];
  const m = V.obj(top.mission ?? {}, mp, ['kind', 'attacker', 'defender', 'turns', 'leader', 'a', 'budget', 'bid']);
  const kind = V.choice(m.kind, [...mp, 'kind'], MISSIONS, 'settling-scores') as MissionKind;
  const sideIds = sides.map((s) => s.id);
  const attacker = V.choice(m.attacker, [...mp, 'attacker'], sideIds, sideIds[0]);
  const defender = V.choice(m.defender, [...mp, 'defender'], sideIds, sideIds.find((x) => x !== attacker));
  if (attacker === defender) V.fail([...mp, 'defender'], 'iv-same-side');
  const turns = V.int(m.turns, [...mp, 'turns'], 1, 1000, DEFAULT_MISSION_TURNS);
  checkBudgets(V, m, mp, kind, sides, attacker);
  let figure: string | null = null;
  if (kind === 'elimination') {
    // l.432: "Le défenseur désigne son chef".
    figure = V.id(m.leader, [...mp, 'leader']);
    const f = sides.flatMap((s) => s.fighters).find((x) => x.id === figure);
    if (!f || f.side !== defender) V.fail([...mp, 'leader'], 'iv-leader-defender', { id: figure });
  } else if (m.leader !== undefined) V.fail([...mp, 'leader'], 'iv-only-elimination');
  if (kind === 'rescue' || kind === 'hostage') {
    // l.436, l.442: figure A belongs to the attacker; in a hostage rescue it is bound.
    const side = sides.find((s) => s.id === attacker)!;
    const a = parseFighter(V, m.a, [...mp, 'a'], { side: attacker, unit: '', claimId }, true);
    a.bound = kind === 'hostage';
    // l.436: A starts at 20 cm of the edge opposite the attacker's; l.442: among the defenders, near the centre.
    a.half = defender;
    side.fighters.push(a);
    figure = a.id;
  } else if (m.a !== undefined) V.fail([...mp, 'a'], 'iv-only-a');
  return { sides, mission: { kind, attacker, defender, figure, turns, streak: 0, verdict: null } };
}

/**
 * "Les joueurs se fixent un budget identique et recrutent leurs combattants en dépensant celui-ci" (l.49): the
 * budget is the most a side may spend, its detachment's cost what it spent (the lower cost plays first in a tie,
 * l.53; U435). In an assault, a rescue and a hostage rescue the lower bidder attacks "et aura X point de budget de
 * plus que le défenseur" (l.427, l.434, l.440): its budget the budget plus its bid X (U436). The bids come before the
 * recruiting, so before the scenario: `mission.bid` records the attacker's. Elimination's X is the turns its leader
 * must hold (l.431-432: `mission.turns`); the other missions have no bid.
 */
function checkBudgets(V: ScenarioReader, m: Record<string, unknown>, mp: Path, kind: MissionKind, sides: readonly { id: string; cost: number }[], attacker: string): void {
  const bid = m.bid === undefined ? 0 : V.int(m.bid, [...mp, 'bid'], 0, 100_000);
  if (m.bid !== undefined && !(BID_MISSIONS as readonly string[]).includes(kind)) V.fail([...mp, 'bid'], 'iv-no-bid', { kindKey: `iv.mission.${kind}` });
  if (m.budget === undefined) return;
  const budget = V.int(m.budget, [...mp, 'budget'], 0, 100_000);
  sides.forEach((s, si) => {
    const most = budget + (s.id === attacker ? bid : 0);
    if (s.cost > most) V.fail(['sides', si, 'cost'], 'iv-over-budget', { side: s.id, cost: s.cost, most });
  });
}

/** The missions whose lower bidder attacks with X more points of budget (l.427, l.434, l.440). */
export const BID_MISSIONS = ['assault', 'rescue', 'hostage'] as const;

/** The game's slice at the start. */
export function initialSlice(sc: IvScenario): IvSlice {
  const out: IvSlice = { sides: {}, fighters: {}, round: { phase: 'orders', acting: null, unitsActed: [] }, mission: { ...sc.mission } };
  for (const s of sc.sides) {
    out.sides[s.id] = { id: s.id, name: s.name, cost: s.cost, units: s.units.map((u) => ({ ...u, fighters: [...u.fighters] })) };
    for (const f of s.fighters) out.fighters[f.id] = structuredClone(f);
  }
  return out;
}

/** Where a fighter of this RT is wounded (for `init`'s and `status`' lines). */
export const woundedAtOf = woundedAt;
