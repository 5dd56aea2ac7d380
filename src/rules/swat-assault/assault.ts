// A SWAT assault inside a riot (issue 19 part 3): SF figures storm a Civil
// Disorder building held by armed men, played as an Intervention firefight of
// six-second turns (intervention.fr.txt; R18, R19), then handed back to the
// riot: casualties to triage, gunfire to the crowds around, the building's
// fate. Three pure procedures: the start (who goes in), one turn (who fires at
// whom, the melees; the damage on the RT counters), the end. Intervention has
// no dice (l.59-61): no procedure here rolls one. The numbers are in tables.ts.
import { decimal, t } from '../../i18n/index.js';
import { refusal, type Effect, type Lang, type Resolution } from '../types.js';
import { casualtyEffects, type NewCasualty } from '../civil-disorder/casualties.js';
import { afterDamage, condition, type Condition } from '../intervention/counter.js';
import { meleeLosses } from '../intervention/melee.js';
import { resolveShot } from '../intervention/shot.js';
import { COVERS, type Cover } from '../intervention/tables.js';
import type { UnitType } from '../../state/civil-disorder/types.js';
import {
  ARMED_COVER,
  CASUALTY_CAUSE,
  CASUALTY_INJURY,
  CASUALTY_STATUS,
  GUNFIRE_KIND,
  IV_CM_PER_CD_INCH,
  SECONDS_PER_IV_TURN,
  SF_COVER,
  stormProfile,
  type AssaultProfile,
} from './tables.js';
import { SAMPLE_WEAPONS } from '../intervention/samples.js';

export { COVERS, type Cover };

/** An armed man of the scenario, holding a building: his profile and where his RT counter stands. */
export interface ArmedMan {
  id: string;
  name: string;
  building: string;
  /** A sample weapon (its short-range PF), or null when the scenario gave PF or Tir and For. */
  weapon: string | null;
  pf: number;
  pa: number;
  rt: number;
  det: number;
  cover: Cover;
  counter: number;
  /** The casualty he became once the SF reached him (U195), or null. */
  casualty: string | null;
}

/** An SF figure committed to an assault. */
export interface SfFighter extends AssaultProfile {
  id: string;
  unit: string;
  counter: number;
}

export type AssaultFate = 'under-way' | 'cleared' | 'held';

/** An assault: the building, the riot turn it began in, the Intervention turns played, the fighters. */
export interface Assault {
  id: string;
  building: string;
  /** The Civil Disorder turn it is played in (U191). */
  turn: number;
  rounds: number;
  maxRounds: number;
  fate: AssaultFate;
  /** The crowds around the building, which hear the gunfire (U194). */
  crowds: string[];
  sf: Record<string, SfFighter>;
  /** The armed men in the building when it began. */
  armed: string[];
  /** Whether each side has fired (gunfire for the crowds; the units under gunfire). */
  fired: { sf: boolean; armed: boolean };
  /** Units whose figures the armed men fired at (they owe the over-reaction test, under gunfire). */
  underFire: string[];
  /** The riot turn it ended, the casualties it handed back. */
  ended: number | null;
  casualties: string[];
}

const PROC = { start: 'assault-start', turn: 'assault-turn', end: 'assault-end' } as const;
const base = (procedure: string, fields: Record<string, unknown>) => ({ procedure, edition: 'en' as const, game: 'swat-assault', dice: false, ...fields });
function record(procedure: string, fields: Record<string, unknown>, outcome: { code: string; text: string }, effects: Effect[], notes: string[]): Resolution {
  return { ...base(procedure, fields), rolls: [], modifiers: [], total: null, outcome, effects, notes };
}
const refuse = (procedure: string, lang: Lang, key: string, params: Record<string, string | number>, fields: Record<string, unknown>) =>
  refusal(procedure, 'en', t(lang, `swat.refused.${key}`, params), { game: 'swat-assault', dice: false, ...fields });

/** A unit as the start needs it: its type and kit, guns, figures able to go in, and how many it sends. */
export interface CommittedUnit {
  id: string;
  type: UnitType;
  riotKit: string;
  armed: boolean;
  /** Figures fit to go in: its strength less its wounded. */
  available: number;
  /** Figures it sends (default: all available). */
  figures: number | null;
}

export interface StartFacts {
  lang: Lang;
  building: { id: string; name: string };
  /** The riot's turn. */
  turn: number;
  /** Every armed man of the building (standing or out). */
  armedMen: readonly ArmedMan[];
  /** An assault on this building under way, or null. */
  underWay: string | null;
  units: readonly CommittedUnit[];
  maxRounds: number;
  crowds: readonly string[];
  /** `counters.assault` before this one. */
  counter: number | undefined;
  /** Ids already used in the game: an SF fighter's id may not be one. */
  taken: ReadonlySet<string>;
}

/** Starts an assault: the SF figures committed with their profiles (U190), the armed men inside. */
export function resolveAssaultStart(f: StartFacts): Resolution {
  const { lang } = f;
  const fields = { building: f.building.id, units: f.units.map((u) => u.id) };
  if (f.underWay) return refuse(PROC.start, lang, 'under-way', { building: f.building.id, assault: f.underWay }, fields);
  const standing = f.armedMen.filter((m) => m.counter > 0);
  if (standing.length === 0) return refuse(PROC.start, lang, 'not-held', { building: f.building.id }, fields);
  const sf: Record<string, SfFighter> = {};
  const seen = new Set<string>();
  for (const u of f.units) {
    if (seen.has(u.id)) return refuse(PROC.start, lang, 'unit-twice', { unit: u.id }, fields);
    seen.add(u.id);
    const profile = stormProfile(u.type, u.riotKit);
    if (!profile) return refuse(PROC.start, lang, 'cannot-storm', { unit: u.id, type: u.type }, fields);
    if (!u.armed) return refuse(PROC.start, lang, 'unarmed', { unit: u.id }, fields);
    const n = u.figures ?? u.available;
    if (n < 1 || n > u.available) return refuse(PROC.start, lang, 'figures', { unit: u.id, n, available: u.available }, fields);
    for (let i = 1; i <= n; i++) {
      const id = `${u.id}-${i}`;
      if (f.taken.has(id)) return refuse(PROC.start, lang, 'id-taken', { id }, fields);
      sf[id] = { id, unit: u.id, ...profile, counter: profile.rt };
    }
  }
  const n = (f.counter ?? 0) + 1;
  const id = `assault-${n}`;
  const assault: Assault = {
    id,
    building: f.building.id,
    turn: f.turn,
    rounds: 0,
    maxRounds: f.maxRounds,
    fate: 'under-way',
    crowds: [...new Set(f.crowds)],
    sf,
    armed: f.armedMen.map((m) => m.id),
    fired: { sf: false, armed: false },
    underFire: [],
    ended: null,
    casualties: [],
  };
  const notes = [
    // One line per unit: its figures share the profile (U190).
    ...f.units.map((u) => {
      const mine = Object.values(sf).filter((x) => x.unit === u.id);
      const x = mine[0];
      const ids = mine.length > 2 ? `${x.id} … ${mine[mine.length - 1].id}` : mine.map((m) => m.id).join(', ');
      return t(lang, 'swat.note.sf-fighter', { id: ids, weapon: t(lang, `intervention.weapon.${x.weapon}`), pf: x.pf, pa: x.pa, rt: x.rt, det: x.det });
    }),
    ...standing.map((m) => t(lang, 'swat.note.armed-man', { id: m.id, name: m.name, pf: m.pf, pa: m.pa, rt: m.rt, counter: m.counter, det: m.det, cover: t(lang, `intervention.cover.${m.cover}`) })),
    t(lang, 'swat.note.indoors', { seconds: SECONDS_PER_IV_TURN, turns: f.maxRounds, cm: shortestShortBand(), inches: decimal(lang, shortestShortBand() / IV_CM_PER_CD_INCH, 1) }),
  ];
  const text = t(lang, 'swat.start.outcome', { assault: id, building: f.building.name, sf: Object.keys(sf).length, armed: standing.length });
  return record(PROC.start, { ...fields, assault: id, sf: Object.keys(sf), armed: standing.map((m) => m.id) }, { code: 'started', text }, [{ op: 'set', path: `assaults.${id}`, value: assault }, { op: 'set', path: 'counters.assault', value: n }], notes);
}

/** U192: the shortest short-range band of the storm weapons and samples: every room of a riot's building is within it. */
function shortestShortBand(): number {
  return Math.min(...Object.values(SAMPLE_WEAPONS).map((b) => b[0].to));
}

/** One fighter of an assault, either side, as a turn reads it. */
interface Combatant {
  id: string;
  side: 'sf' | 'armed';
  pf: number;
  pa: number;
  rt: number;
  det: number;
  counter: number;
  cover: Cover;
  path: string;
}

function combatants(a: Assault, armedMen: Readonly<Record<string, ArmedMan>>): Map<string, Combatant> {
  const out = new Map<string, Combatant>();
  for (const x of Object.values(a.sf)) out.set(x.id, { id: x.id, side: 'sf', pf: x.pf, pa: x.pa, rt: x.rt, det: x.det, counter: x.counter, cover: SF_COVER, path: `assaults.${a.id}.sf.${x.id}.counter` });
  for (const id of a.armed) {
    const m = armedMen[id];
    if (m) out.set(id, { id, side: 'armed', pf: m.pf, pa: m.pa, rt: m.rt, det: m.det, counter: m.counter, cover: m.cover ?? ARMED_COVER, path: `armedMen.${id}.counter` });
  }
  return out;
}

const isRefusal = (x: Combatant | Resolution): x is Resolution => 'procedure' in x;

export interface ShotOrder {
  shooter: string;
  target: string;
  /** The target's cover for this shot, when not where it stands (U192). */
  cover?: Cover;
}

export interface TurnFacts {
  lang: Lang;
  assault: Assault;
  armedMen: Readonly<Record<string, ArmedMan>>;
  /** The riot's turn now. */
  turn: number;
  shots: readonly ShotOrder[];
  melees: readonly { attacker: string; defender: string }[];
}

/**
 * One six-second turn (l.296-351, U193): every fighter standing at its start
 * fires once (instinctive fire at short range) or fights one melee; the fire
 * is simultaneous, so a fighter put out this turn still fires. Damage on the
 * RT counters (R18, R19); morale under fire noted (l.407, U175).
 */
export function resolveAssaultTurn(f: TurnFacts): Resolution {
  const { lang, assault: a } = f;
  const fields = { assault: a.id, building: a.building, round: a.rounds + 1 };
  if (a.fate !== 'under-way') return refuse(PROC.turn, lang, 'ended', { assault: a.id, status: t(lang, `swat.fate.${a.fate}`) }, fields);
  if (f.turn !== a.turn) return refuse(PROC.turn, lang, 'riot-turn', { assault: a.id, turn: a.turn }, fields);
  if (a.rounds >= a.maxRounds) return refuse(PROC.turn, lang, 'max-rounds', { assault: a.id, n: a.maxRounds }, fields);
  const all = combatants(a, f.armedMen);
  const acted = new Set<string>();
  const get = (id: string): Combatant | Resolution => {
    const c = all.get(id);
    if (!c) return refuse(PROC.turn, lang, 'unknown-fighter', { id, assault: a.id, known: [...all.keys()].join(', ') }, fields);
    if (c.counter <= 0) return refuse(PROC.turn, lang, 'out', { id }, fields);
    return c;
  };
  const act = (c: Combatant): Resolution | null => {
    if (acted.has(c.id)) return refuse(PROC.turn, lang, 'acts-twice', { id: c.id }, fields);
    acted.add(c.id);
    return null;
  };
  const damage = new Map<string, number>();
  const aimed = new Map<string, number[]>();
  const shots: { shooter: string; target: string; pf: number; cover: Cover; damage: number }[] = [];
  const fired = { sf: false, armed: false };
  const shotAtUnits = new Set<string>();
  for (const s of f.shots) {
    const sh = get(s.shooter);
    if (isRefusal(sh)) return sh;
    const tg = get(s.target);
    if (isRefusal(tg)) return tg;
    if (sh.side === tg.side) return refuse(PROC.turn, lang, 'same-side', { shooter: sh.id, target: tg.id }, fields);
    const twice = act(sh);
    if (twice) return twice;
    const cover = s.cover ?? tg.cover;
    // The calculator's own shot (R19): instinctive fire at short range, PF - cover (U192, U193).
    const shot = resolveShot({ lang, pf: sh.pf, pre: 0, range: 'short', aimed: false, cover, running: false, camouflaged: false, shooterWounded: condition(sh) === 'wounded' });
    const d = shot.damage as number;
    shots.push({ shooter: sh.id, target: tg.id, pf: sh.pf, cover, damage: d });
    damage.set(tg.id, (damage.get(tg.id) ?? 0) + d);
    aimed.set(tg.id, [...(aimed.get(tg.id) ?? []), sh.pf]);
    fired[sh.side] = true;
    if (sh.side === 'armed') shotAtUnits.add(a.sf[tg.id].unit);
  }
  const melees: { attacker: string; defender: string; pa: [number, number]; loss: [number, number] }[] = [];
  for (const m of f.melees) {
    const at = get(m.attacker);
    if (isRefusal(at)) return at;
    const df = get(m.defender);
    if (isRefusal(df)) return df;
    if (at.side === df.side) return refuse(PROC.turn, lang, 'same-side', { shooter: at.id, target: df.id }, fields);
    for (const c of [at, df]) {
      const twice = act(c);
      if (twice) return twice;
    }
    // R19: the weaker loses PAmax, the stronger 2 x PAmin - PAmax.
    const [la, ld] = meleeLosses(at.pa, df.pa);
    melees.push({ attacker: at.id, defender: df.id, pa: [at.pa, df.pa], loss: [la, ld] });
    damage.set(at.id, (damage.get(at.id) ?? 0) + la);
    damage.set(df.id, (damage.get(df.id) ?? 0) + ld);
  }
  const effects: Effect[] = [{ op: 'add', path: `assaults.${a.id}.rounds`, value: 1 }];
  const notes: string[] = [];
  for (const s of shots) notes.push(t(lang, 'swat.note.shot', { shooter: s.shooter, target: s.target, pf: s.pf, cover: t(lang, `intervention.cover.${s.cover}`), damage: s.damage }));
  for (const m of melees) notes.push(t(lang, 'swat.note.melee', { attacker: m.attacker, defender: m.defender, paA: m.pa[0], paD: m.pa[1], lossA: m.loss[0], lossD: m.loss[1] }));
  const hit: { id: string; side: string; before: number; after: number; was: Condition; now: Condition }[] = [];
  for (const [id, d] of damage) {
    const c = all.get(id)!;
    const r = afterDamage(c, d);
    if (r.after !== r.before) effects.push({ op: 'set', path: c.path, value: r.after });
    hit.push({ id, side: c.side, before: r.before, after: r.after, was: r.was, now: r.now });
    c.counter = r.after;
    if (r.now !== r.was) notes.push(t(lang, `swat.note.now-${r.now}`, { id, before: r.before, after: r.after }));
  }
  const shaken: string[] = [];
  for (const [id, pfs] of aimed) {
    const c = all.get(id)!;
    // l.407, U175: the PF aimed at a figure, before cover, summed against its Det.
    const sum = pfs.reduce((s, x) => s + x, 0);
    if (sum > c.det && c.counter > 0) {
      shaken.push(id);
      notes.push(t(lang, 'swat.note.shaken', { id, sum, det: c.det }));
    }
  }
  if (fired.sf && !a.fired.sf) effects.push({ op: 'set', path: `assaults.${a.id}.fired.sf`, value: true });
  if (fired.armed && !a.fired.armed) effects.push({ op: 'set', path: `assaults.${a.id}.fired.armed`, value: true });
  const newUnits = [...shotAtUnits].filter((u) => !a.underFire.includes(u));
  if (newUnits.length > 0) effects.push({ op: 'set', path: `assaults.${a.id}.underFire`, value: [...a.underFire, ...newUnits] });
  const standing = { sf: 0, armed: 0 };
  for (const c of all.values()) if (c.counter > 0) standing[c.side] += 1;
  const code = standing.armed === 0 ? 'cleared' : standing.sf === 0 ? 'repulsed' : shots.length + melees.length === 0 ? 'quiet' : 'exchange';
  const text = t(lang, `swat.turn.outcome.${code}`, { round: a.rounds + 1, max: a.maxRounds, sf: standing.sf, armed: standing.armed });
  if (code === 'cleared' || code === 'repulsed' || a.rounds + 1 === a.maxRounds) notes.push(t(lang, 'swat.note.end-now', { assault: a.id }));
  return record(PROC.turn, { ...fields, shots, melees, fighters: hit, shaken, standing }, { code, text }, effects, notes);
}

/** A unit as the end needs it (to count its wounded members, U15). */
export interface EndFacts {
  lang: Lang;
  assault: Assault;
  armedMen: Readonly<Record<string, ArmedMan>>;
  building: { id: string; name: string; value: number };
  /** The riot's turn now. */
  turn: number;
  /** More crowds around the building, beside those named at the start. */
  crowds: readonly string[];
  /** Which crowds are still in play (at RL above 1, not merged): only they owe a roll (U54). */
  inPlay: (crowd: string) => boolean;
  casualtyCounter: number | undefined;
  /** Fires started and property points lost in the building (U196). */
  fires: number;
  damage: number;
}

/** Ends an assault and hands it back to the riot: casualties, gunfire, the building's fate (U194-U196). */
export function resolveAssaultEnd(f: EndFacts): Resolution {
  const { lang, assault: a } = f;
  const fields = { assault: a.id, building: a.building };
  if (a.fate !== 'under-way') return refuse(PROC.end, lang, 'ended', { assault: a.id, status: t(lang, `swat.fate.${a.fate}`) }, fields);
  const men = a.armed.map((id) => f.armedMen[id]).filter((m): m is ArmedMan => m !== undefined);
  const fate: AssaultFate = men.some((m) => m.counter > 0) ? 'held' : 'cleared';
  const turn = f.turn;
  const effects: Effect[] = [];
  const notes: string[] = [];
  // U195: SF figures wounded or out, each a casualty; the armed men out, when the SF reach them.
  const down: NewCasualty[] = [];
  const byUnit = new Map<string, number>();
  const sfDown = Object.values(a.sf).filter((x) => condition(x) !== 'fit');
  for (const x of sfDown) {
    down.push({ side: 'sf', from: x.unit, cause: CASUALTY_CAUSE, injury: CASUALTY_INJURY, status: CASUALTY_STATUS, where: a.building });
    byUnit.set(x.unit, (byUnit.get(x.unit) ?? 0) + 1);
  }
  const reached = fate === 'cleared' ? men.filter((m) => m.counter <= 0 && m.casualty === null) : [];
  for (const m of reached) down.push({ side: 'crowd', from: m.id, cause: CASUALTY_CAUSE, injury: CASUALTY_INJURY, status: CASUALTY_STATUS, where: a.building });
  const made = casualtyEffects(f.casualtyCounter, turn, down);
  effects.push(...made.effects);
  reached.forEach((m, i) => effects.push({ op: 'set', path: `armedMen.${m.id}.casualty`, value: made.ids[sfDown.length + i] }));
  for (const [unit, n] of byUnit) {
    // U15: a member wounded; the unit owes its over-reaction test.
    effects.push({ op: 'add', path: `units.${unit}.wounded`, value: n }, { op: 'add', path: `units.${unit}.woundedByTurn.${turn}`, value: n });
    effects.push({ op: 'set', path: `units.${unit}.owes.member-wounded`, value: turn });
  }
  // R17, U24: a unit the armed men fired at was under gunfire.
  for (const unit of a.underFire) effects.push({ op: 'set', path: `units.${unit}.owes.shot-at`, value: turn });
  // U194: any shot fired is gunfire the crowds around hear: automatic fire, and they owe an RL roll (U54).
  const crowds = [...new Set([...a.crowds, ...f.crowds])].filter(f.inPlay);
  const gunfire = a.fired.sf || a.fired.armed;
  if (gunfire) {
    for (const c of crowds) effects.push({ op: 'set', path: `crowds.${c}.shotAt.${GUNFIRE_KIND}`, value: true }, { op: 'set', path: `crowds.${c}.owes.shot-at`, value: turn });
    if (crowds.length > 0) notes.push(t(lang, 'swat.note.crowds', { crowds: crowds.join(', ') }));
  }
  // U196: the building's fate: fires started, property points lost (never below a wreck).
  const lost = Math.min(f.damage, f.building.value);
  if (f.fires > 0) effects.push({ op: 'add', path: `buildings.${a.building}.fires`, value: f.fires });
  if (lost > 0) effects.push({ op: 'add', path: `buildings.${a.building}.value`, value: -lost });
  effects.push(
    { op: 'set', path: `assaults.${a.id}.fate`, value: fate },
    { op: 'set', path: `assaults.${a.id}.ended`, value: turn },
  );
  if (made.ids.length > 0) effects.push({ op: 'set', path: `assaults.${a.id}.casualties`, value: made.ids });
  if (made.ids.length > 0) notes.push(t(lang, 'swat.note.casualties', { ids: made.ids.join(', ') }));
  if (fate === 'held') notes.push(t(lang, 'swat.note.held', { n: men.filter((m) => m.counter > 0).length }));
  if (f.fires > 0) notes.push(t(lang, 'swat.note.burning', { n: f.fires }));
  if (lost > 0) notes.push(t(lang, 'swat.note.damaged', { n: lost, left: f.building.value - lost }));
  const code = fate;
  const text = t(lang, `swat.end.outcome.${code}`, { building: f.building.name, rounds: a.rounds, seconds: a.rounds * SECONDS_PER_IV_TURN, n: made.ids.length });
  return record(PROC.end, { ...fields, fate, burning: f.fires > 0, damaged: lost > 0, casualties: made.ids, crowds: gunfire ? crowds : [], gunfire }, { code, text }, effects, notes);
}
