// The `guerilla-urbaine` pack over a Civil Disorder riot: armed agents with a
// Guérilla Urbaine profile inside crowds or at positions, shooting, fighting,
// moving and hiding; SF figures with GU profiles shooting back (R17). The
// GU dice come from shooting.ts and melee.ts; this file turns their results
// into resolution records and effects on the state: the pack's own slice
// (`agents`, `sfWounds`) and the Civil Disorder bridges of R17, through the
// fields Civil Disorder already keeps (`units.<id>.owes.shot-at` read by the
// over-reaction test as "under gunfire", `crowds.<id>.shotAt` read by the RL
// roll, casualties awaiting triage).
import { t } from '../../i18n/index.js';
import { casualtyEffects } from '../civil-disorder/casualties.js';
import { refusal, type Dice, type Edition, type Effect, type Lang, type Modifier, type Resolution } from '../types.js';
import type { UnitType } from '../../state/civil-disorder/types.js';
import { resolveGuMelee, type GuMeleeResult } from './melee.js';
import {
  CROWD_FIGURE,
  DEFAULT_MOVE,
  effectiveAttacks,
  effectiveSave,
  GU_MELEE_WEAPONS,
  GU_WEAPONS,
  isRobust,
  RUN_FRACTION,
  upgradeSum,
  type GuProfile,
  type GuUpgradeId,
  type GuWeapon,
  type Threshold,
} from './profile.js';
import { resolveShooting, type ShootingResult, type ShotTarget } from './shooting.js';

/** An agent as the pack's state keeps it (`agents.<id>`): its GU profile, where it is, what it did this turn. */
export interface AgentState {
  id: string;
  name: string;
  /** The crowd it is in, or null. */
  crowd: string | null;
  /** A position the umpire names (a rooftop, a window), or null. */
  position: string | null;
  /** Base T (U130), null: TX. */
  shoot: Threshold | null;
  /** C with its melee weapon, null: CX. */
  fight: Threshold | null;
  attacks: number;
  save: Threshold | null;
  /** PV in the profile, and PV left. */
  pv: number;
  pvLeft: number;
  /** Its ranged weapons, the first the default. */
  weapons: GuWeapon[];
  upgrades: GuUpgradeId[];
  robust: boolean;
  /** Weapons that need reloading (Rechargement, l.114): weapon id -> true. */
  unloaded: Record<string, true>;
  /** Behind cover covering more than half of it (l.37), until it moves. */
  cover: boolean;
  /** Camouflaged (l.215), until it moves or fires a weapon that is not silent. */
  camouflaged: boolean;
  /** This CD turn's activation (R17: one activation, two actions). */
  acted: { turn: number; first: string | null; second: string | null } | null;
  [field: string]: unknown;
}

/** An SF figure's GU profile (U132): what a unit type's figures shoot and fight with. */
export interface SfProfile {
  shoot: Threshold | null;
  fight: Threshold | null;
  attacks: number;
  save: Threshold | null;
  pv: number;
  robust: boolean;
  large: boolean;
  /** Its firearm when the unit is armed; null: the unit fires no GU weapon. */
  weapon: keyof typeof GU_WEAPONS | null;
}

// Ruling U132: the GU profile of a Civil Disorder unit type's figures, from
// Guérilla Urbaine's own lines: base T4+ (U130), SWAT and special forces
// Excellent tireur (l.203: T3+); C from the melee weapon (l.122-128: a baton
// is an "arme normale" C4+, firefighters and paramedics bare hands C6+,
// special forces Arts martiaux l.213: C3+); Svg from the reflexes (l.199-200:
// SWAT Réflexes affûtés 5+, special forces Excellents réflexes 4+); Robuste
// (l.38 "grâce à un gilet pare-balles") for the riot-equipped types, SWAT and
// special forces; a horse is a Grande cible (l.104); 1 PV (l.23); the
// firearm of an armed unit as U64 lets it carry (pistol for police, rifle for
// soldiers, assault rifle for SWAT and special forces). A unit with
// `riotKit: full` in the scenario is Robuste whatever its type. The
// scenario's `sfProfiles` replaces any line, by unit type or by unit id.
export const SF_PROFILES: Record<UnitType, SfProfile> = {
  'regular-police': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: false, large: false, weapon: 'pistol' },
  'regular-police-riot': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: true, large: false, weapon: 'pistol' },
  swat: { shoot: 3, fight: 4, attacks: 1, save: 5, pv: 1, robust: true, large: false, weapon: 'assault-rifle' },
  'anti-riot': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: true, large: false, weapon: 'pistol' },
  'mounted-police': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: false, large: true, weapon: 'pistol' },
  'mounted-riot-police': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: true, large: true, weapon: 'pistol' },
  conscripts: { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: false, large: false, weapon: 'rifle' },
  'regular-soldiers': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: false, large: false, weapon: 'rifle' },
  'soldiers-riot': { shoot: 4, fight: 4, attacks: 1, save: null, pv: 1, robust: true, large: false, weapon: 'rifle' },
  'special-forces': { shoot: 3, fight: 3, attacks: 1, save: 4, pv: 1, robust: true, large: false, weapon: 'assault-rifle' },
  firefighters: { shoot: null, fight: 6, attacks: 1, save: null, pv: 1, robust: false, large: false, weapon: null },
  paramedics: { shoot: null, fight: 6, attacks: 1, save: null, pv: 1, robust: false, large: false, weapon: null },
};

// Ruling U133: a figure brought to 0 PV by a GU weapon or in a GU melee
// becomes a Civil Disorder casualty (R17), first classified `wounded` and
// awaiting triage, SF and crowd figures alike: GU's 0 PV ("tués", l.23) is
// out of action (a Médico brings it back, l.217), and triage's own die says
// who dies (Medical Services: 6). A crowd figure hit leaves the crowd and
// counts as a firearm casualty on its RL rolls (R8); an SF figure counts as a
// member wounded (U15).
export const DOWNED_INJURY = 'wounded';
export const DOWNED_STATUS = 'awaiting-triage';

/**
 * The outcome code of a figure at 0 PV in the pack: `down`, a casualty awaiting
 * triage (U133), never GU's `killed` (l.23 "tués"), which the state does not
 * say: a script reading the code reads what the casualties list holds (R14).
 */
export function packCode<C extends string>(code: C): C | 'down' {
  return code === 'killed' ? 'down' : code;
}
/** The casualty's cause code (a word in casualty.cause.*). */
export const GU_CAUSE = 'guerilla-urbaine';

// Ruling U134: the "shot at" kind a crowd remembers (RL State Chart, Being
// Shot at) for a GU weapon: automatic for the weapons with Cd 2 or more
// (l.142, l.178) and the submachine guns (l.134, l.152: "mitrailleur"), and
// for the explosive zone weapons (grenade, grenade launcher, l.138, l.148),
// whose blasts are no single shot; single-shot for the others.
export function shotAtKind(w: GuWeapon): 'single-shot' | 'automatic' {
  if (w.rate > 1 || w.id === 'smg' || w.id === 'silenced-smg' || w.id === 'grenade' || w.id === 'grenade-launcher') return 'automatic';
  return 'single-shot';
}

// R17: "An armed agent acts once per Civil Disorder turn (one activation,
// two actions)". l.86-89: the first action is a move or Se concentrer;
// l.91-98: the second runs, stands up, shoots, fights, or does a special
// action (hiding is one: Se camoufler, l.215). Ruling U135: each agent
// command takes its slot; a second-action command with the first slot empty
// forgoes the first; a slot taken is refused.
export const FIRST_ACTIONS = ['move', 'concentrate'] as const;
export const SECOND_ACTIONS = ['run', 'shoot', 'melee', 'hide', 'reload', 'stand-up'] as const;
export type AgentAction = (typeof FIRST_ACTIONS)[number] | (typeof SECOND_ACTIONS)[number];

/** Why an agent cannot take this action now, or null; and the effect that records it. */
export function activation(lang: Lang, agent: Pick<AgentState, 'id' | 'acted'>, turn: number, action: AgentAction): { refused: string | null; effect: Effect } {
  const now = agent.acted && agent.acted.turn === turn ? agent.acted : { turn, first: null, second: null };
  const first = (FIRST_ACTIONS as readonly string[]).includes(action);
  let refused: string | null = null;
  if (now.second !== null) refused = t(lang, 'gu.riot.agent.refused.acted', { agent: agent.id, action: t(lang, `gu.riot.action.${now.second}`) });
  else if (first && now.first !== null) refused = t(lang, 'gu.riot.agent.refused.first-taken', { agent: agent.id, action: t(lang, `gu.riot.action.${now.first}`) });
  else if (action === 'run' && now.first !== 'move') refused = t(lang, 'gu.riot.agent.refused.run-needs-move', { agent: agent.id }); // l.93
  const value = first ? { ...now, first: action } : { ...now, second: action };
  return { refused, effect: { op: 'set', path: `agents.${agent.id}.acted`, value } };
}

/** Where an agent is, as a text: its crowd (an id the players' view swaps for the crowd's name) or its position. */
function whereOf(lang: Lang, a: Pick<AgentState, 'crowd' | 'position'>): string {
  if (a.crowd) return a.crowd;
  return a.position ?? t(lang, 'gu.riot.agent.nowhere');
}

/** The umpire's note naming the agent (a note: the players' view shows none, U74). */
function agentNote(lang: Lang, a: Pick<AgentState, 'id' | 'name' | 'pvLeft' | 'pv'>): string {
  return t(lang, 'gu.riot.note.agent', { agent: a.id, name: a.name, pv: a.pvLeft, max: a.pv });
}

/** A unit's figures' GU profile: the scenario's own (by id, then type), else U132's line; `riotKit: full` is Robuste; unarmed: no weapon. */
export function sfProfileOf(unit: { id: string; type: UnitType; armed: boolean; riotKit?: string }, own: Record<string, Partial<SfProfile>> = {}): SfProfile {
  const base = SF_PROFILES[unit.type];
  const byType = Object.hasOwn(own, unit.type) ? own[unit.type] : {};
  const byId = Object.hasOwn(own, unit.id) ? own[unit.id] : {};
  const p: SfProfile = { ...base, ...byType, ...byId };
  if (unit.riotKit === 'full') p.robust = true;
  if (!unit.armed) p.weapon = null;
  return p;
}

/** The common facts of an agent procedure. */
export interface RiotFacts {
  edition: Edition;
  lang: Lang;
  /** The game's turn, or null for a stateless lookup (no effects). */
  turn: number | null;
  casualtyCounter?: number;
}

/** What an agent shoots at. */
export type AgentShotTarget =
  | { kind: 'unit'; unitId: string; type: UnitType; profile: SfProfile; /** PV the figure hit already lost (`sfWounds`). */ hurt: number; hidden?: boolean }
  | { kind: 'crowd'; crowdId: string; figures: number }
  | { kind: 'agent'; agent: AgentState; hidden?: boolean };

export interface AgentShotFacts extends RiotFacts {
  agent: AgentState;
  weapon: GuWeapon;
  distance: number;
  concentrated: boolean;
  /**
   * Shots of Cd, each at its target (a zone weapon: the aimed target and the others within X pas), each with its own
   * distance in pas where the targets differ (l.46 "les cibles de chaque tir peuvent être différentes", U437); absent:
   * the action's `distance`.
   */
  shots: { targets: AgentShotTarget[]; distance?: number }[];
  extra?: Modifier[];
}

/** A target as shooting.ts sees it. */
function shotTarget(tg: AgentShotTarget): ShotTarget {
  if (tg.kind === 'unit') {
    return { id: tg.unitId, pv: tg.profile.pv - tg.hurt, saves: tg.profile.save === null ? [] : [tg.profile.save], robust: tg.profile.robust, large: tg.profile.large, hidden: tg.hidden };
  }
  if (tg.kind === 'crowd') return { id: tg.crowdId, pv: CROWD_FIGURE.pv, saves: [], count: tg.figures }; // R17
  const a = tg.agent;
  const save = effectiveSave(a);
  return { id: a.id, pv: a.pvLeft, saves: save === null ? [] : [save], robust: isRobust(a), hidden: tg.hidden || a.cover, camouflaged: a.camouflaged };
}

/**
 * The targets of an action as shooting.ts sees them: a unit named by several
 * shots of Cd is one figure per shot (its hurt figure first, then whole ones:
 * ids `u1`, `u1~2`...), since the unit has many figures (U133).
 */
function shotTargets(shots: readonly { targets: readonly AgentShotTarget[]; distance?: number }[], lang: Lang): { shots: { targets: ShotTarget[]; distance?: number }[]; byId: Map<string, AgentShotTarget> } {
  const byId = new Map<string, AgentShotTarget>();
  const seenUnit = new Map<string, number>();
  // A unit shot at by several shots: each figure named by its number in the texts (« spg, figure 2 »), never its id `spg~2`.
  const shotsAt = new Map<string, number>();
  for (const s of shots) for (const tg of s.targets) if (tg.kind === 'unit') shotsAt.set(tg.unitId, (shotsAt.get(tg.unitId) ?? 0) + 1);
  const out = shots.map((s) => ({
    targets: s.targets.map((tg) => {
      const st = shotTarget(tg);
      if (tg.kind === 'unit') {
        const n = (seenUnit.get(tg.unitId) ?? 0) + 1;
        seenUnit.set(tg.unitId, n);
        if (n > 1) {
          st.id = `${tg.unitId}~${n}`;
          st.pv = tg.profile.pv;
        }
        if ((shotsAt.get(tg.unitId) ?? 0) > 1) st.name = t(lang, 'gu.target.unit-figure', { unit: tg.unitId, n });
      }
      byId.set(st.id, tg);
      return st;
    }),
    // Each shot's own distance (l.46, U437), kept for its band.
    ...(s.distance === undefined ? {} : { distance: s.distance }),
  }));
  return { shots: out, byId };
}

/** The state effects of a shooting result on its targets (R17, U133). */
function hitEffects(facts: RiotFacts, res: ShootingResult, byId: Map<string, AgentShotTarget>, notes: string[]): { effects: Effect[]; casualties: string[] } {
  const effects: Effect[] = [];
  const casualties: string[] = [];
  if (facts.turn === null) return { effects, casualties };
  const turn = facts.turn;
  const down: Parameters<typeof casualtyEffects>[2][number][] = [];
  const units = new Map<string, { hurt: number; hurtAfter: number; downed: number }>();
  for (const r of res.targets) {
    const tg = byId.get(r.target);
    if (!tg) continue;
    if (tg.kind === 'unit') {
      const u = units.get(tg.unitId) ?? { hurt: tg.hurt, hurtAfter: tg.hurt, downed: 0 };
      units.set(tg.unitId, u);
      if (r.pvAfter !== r.pvBefore) {
        // The figure hit stays hurt until it is down; a figure down leaves the next one whole.
        u.hurtAfter = r.pvAfter === 0 ? (r.target === tg.unitId ? 0 : u.hurtAfter) : tg.profile.pv - r.pvAfter;
      }
      u.downed += r.downed;
      for (let i = 0; i < r.downed; i++) down.push({ side: 'sf', from: tg.unitId, cause: GU_CAUSE, injury: DOWNED_INJURY, status: DOWNED_STATUS });
    } else if (tg.kind === 'crowd') {
      for (let i = 0; i < r.downed; i++) down.push({ side: 'crowd', from: tg.crowdId, cause: GU_CAUSE, injury: DOWNED_INJURY, status: DOWNED_STATUS });
      if (r.downed > 0) {
        effects.push({ op: 'add', path: `crowds.${tg.crowdId}.figures`, value: -r.downed }); // U20: a downed crowd member leaves the crowd
        effects.push({ op: 'add', path: `crowds.${tg.crowdId}.firearmCasualties`, value: r.downed }); // R8
      }
    } else if (r.pvAfter !== r.pvBefore) {
      effects.push({ op: 'set', path: `agents.${tg.agent.id}.pvLeft`, value: r.pvAfter });
      if (r.pvAfter === 0) notes.push(t(facts.lang, 'gu.riot.note.agent-down', { agent: tg.agent.id }));
    }
  }
  for (const [id, u] of units) {
    if (u.hurtAfter !== u.hurt) effects.push(u.hurtAfter === 0 ? { op: 'del', path: `sfWounds.${id}` } : { op: 'set', path: `sfWounds.${id}`, value: u.hurtAfter });
    if (u.downed > 0) {
      effects.push({ op: 'add', path: `units.${id}.wounded`, value: u.downed }, { op: 'add', path: `units.${id}.woundedByTurn.${turn}`, value: u.downed });
      effects.push({ op: 'set', path: `units.${id}.owes.member-wounded`, value: turn }); // U15
    }
  }
  if (down.length > 0) {
    const made = casualtyEffects(facts.casualtyCounter, turn, down);
    effects.push(...made.effects);
    casualties.push(...made.ids);
    notes.push(t(facts.lang, 'gu.riot.note.casualties', { ids: made.ids.join(', ') }));
  }
  return { effects, casualties };
}

/** The crowds that hear the shots (R17: the shooter's crowd; U91: a crowd shot at, hit or miss). */
function shotAtEffects(turn: number | null, crowds: Iterable<string>, kind: 'single-shot' | 'automatic'): Effect[] {
  if (turn === null) return [];
  const out: Effect[] = [];
  for (const c of new Set(crowds)) {
    out.push({ op: 'set', path: `crowds.${c}.shotAt.${kind}`, value: true });
    // U54: being shot at is one of the RL chart's circumstances: the crowd owes a roll.
    out.push({ op: 'set', path: `crowds.${c}.owes.shot-at`, value: turn });
  }
  return out;
}

/** Labels of each target's threshold, for the notes. */
function thresholdNotes(lang: Lang, res: ShootingResult, shots: readonly { targets: readonly ShotTarget[] }[] = []): string[] {
  // Each target by the name the texts give it (a unit's second figure « spg, figure 2 », U133), else its id.
  const names = new Map(shots.flatMap((s) => s.targets.map((x) => [x.id, x.name ?? x.id] as const)));
  const seen = new Map<string, number>();
  for (const a of res.attacks) if (!seen.has(a.target)) seen.set(a.target, a.threshold);
  return [...seen].map(([target, threshold]) => t(lang, 'gu.riot.note.threshold', { target: names.get(target) ?? target, threshold }));
}

/** The outcome text's summary: hits, saves, figures down. */
function summary(res: ShootingResult): Record<string, string | number> {
  const hits = res.targets.reduce((s, r) => s + r.hits, 0);
  const saved = res.targets.reduce((s, r) => s + r.saved, 0);
  const downed = res.targets.reduce((s, r) => s + r.downed, 0);
  return { hits, saved, downed, attacks: res.attacks.length };
}

/** Resolves an agent's shooting action (R16, R17): the GU dice, then the bridges to the riot. */
export function resolveAgentShot(facts: AgentShotFacts, dice: Dice): Resolution {
  const { lang, agent, weapon } = facts;
  const targets = facts.shots.flatMap((s) => s.targets);
  const firstUnit = targets.find((x) => x.kind === 'unit');
  const firstCrowd = targets.find((x) => x.kind === 'crowd');
  const base = {
    agent: agent.id,
    weapon: weapon.id,
    distance: facts.distance,
    // Each shot's distance, in the shots' order (the --roll order), where they are given shot by shot (l.46, U437).
    ...(facts.shots.some((s) => s.distance !== undefined) ? { distances: facts.shots.map((s) => s.distance ?? facts.distance) } : {}),
    unit: firstUnit?.kind === 'unit' ? firstUnit.unitId : null,
    crowd: agent.crowd ?? (firstCrowd?.kind === 'crowd' ? firstCrowd.crowdId : null),
    // Where the shots come from when not from a crowd (U136: the SF see "from which crowd or position"; the players' line).
    position: agent.crowd ? null : (agent.position ?? null),
  };
  if (agent.pvLeft <= 0) return refusal('agent-shoot', facts.edition, t(lang, 'gu.riot.agent.refused.down', { agent: agent.id }), base);
  let act: Effect | null = null;
  if (facts.turn !== null) {
    const first = facts.concentrated ? activation(lang, agent, facts.turn, 'concentrate') : null;
    if (first?.refused) return refusal('agent-shoot', facts.edition, first.refused, base, 'acted');
    const ag = first ? { ...agent, acted: (first.effect as { value: unknown }).value as AgentState["acted"] } : agent;
    const second = activation(lang, ag, facts.turn, 'shoot');
    if (second.refused) return refusal('agent-shoot', facts.edition, second.refused, base, 'acted');
    act = second.effect;
  }
  const mapped = shotTargets(facts.shots, facts.lang);
  const res = resolveShooting(
    {
      lang,
      shoot: agent.shoot,
      upgrades: agent.upgrades,
      weapon,
      distance: facts.distance,
      concentrated: facts.concentrated,
      shots: mapped.shots,
      unloaded: agent.unloaded[weapon.id] === true,
      extra: facts.extra,
    },
    dice,
  );
  if (res.refused) return refusal('agent-shoot', facts.edition, res.refused.text, base, res.refused.code);
  const notes: string[] = [agentNote(lang, agent), ...thresholdNotes(lang, res, mapped.shots)];
  const { effects, casualties } = hitEffects(facts, res, mapped.byId, notes);
  if (act) effects.unshift(act);
  const kind = shotAtKind(weapon);
  if (facts.turn !== null) {
    // R17: every unit shot at is under gunfire for its over-reaction test.
    for (const u of new Set(targets.filter((x) => x.kind === 'unit').map((x) => (x as { unitId: string }).unitId))) {
      effects.push({ op: 'set', path: `units.${u}.owes.shot-at`, value: facts.turn });
      notes.push(t(lang, 'gu.riot.note.under-gunfire', { unit: u }));
    }
    // R17: the agent's crowd hears the gunfire; a crowd shot into is shot at (U91).
    const crowds = [...(agent.crowd ? [agent.crowd] : []), ...targets.filter((x) => x.kind === 'crowd').map((x) => (x as { crowdId: string }).crowdId)];
    effects.push(...shotAtEffects(facts.turn, crowds, kind));
    if (crowds.length > 0) notes.push(t(lang, 'gu.riot.note.crowd-shot-at', { crowds: [...new Set(crowds)].join(', '), kind: t(lang, `gu.riot.shot-at.${kind}`) }));
    if (weapon.reload) effects.push({ op: 'set', path: `agents.${agent.id}.unloaded.${weapon.id}`, value: true }); // l.114
    if (agent.camouflaged && !weapon.silent) {
      effects.push({ op: 'set', path: `agents.${agent.id}.camouflaged`, value: false }); // l.215
      notes.push(t(lang, 'gu.riot.note.camouflage-lost', { agent: agent.id }));
    }
  }
  const s = summary(res);
  return {
    procedure: 'agent-shoot',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: res.modifiers,
    thresholds: res.blocks,
    total: res.blocks.length === 1 ? res.blocks[0].value : null,
    outcome: { code: packCode(res.code), text: t(lang, `gu.riot.shoot.outcome.${packCode(res.code)}`, { from: whereOf(lang, agent), weapon: t(lang, `gu.weapon.${weapon.id}`), ...s }) },
    effects,
    notes,
    range: res.range,
    attacks: res.attacks,
    targets: res.targets,
    shotsHit: s.hits,
    figuresDown: s.downed,
    casualties,
    shotAt: kind,
  };
}

export interface SfShotFacts extends RiotFacts {
  unitId?: string;
  type: UnitType;
  profile: SfProfile;
  /** The figures of the unit that fire (each one shooting action at the agent). */
  shooters: number;
  agent: AgentState;
  distance: number;
  hidden: boolean;
  concentrated: boolean;
  extra?: Modifier[];
}

/** One SF figure's shooting action at the agent standing at `pv` (its Cd shots, l.48); resolveSfShot and the odds use it. Null: unarmed. */
export function sfShooterRound(facts: SfShotFacts, pv: number, dice: Dice): ShootingResult {
  const { lang, agent, profile } = facts;
  const weapon = GU_WEAPONS[profile.weapon!];
  const save = effectiveSave(agent);
  const target: ShotTarget = { id: agent.id, pv: agent.pvLeft, saves: save === null ? [] : [save], robust: isRobust(agent), hidden: facts.hidden || agent.cover, camouflaged: agent.camouflaged };
  return resolveShooting(
    { lang, shoot: profile.shoot!, weapon, distance: facts.distance, concentrated: facts.concentrated, shots: Array.from({ length: weapon.rate }, () => ({ targets: [{ ...target, pv }] })), extra: facts.extra },
    dice,
  );
}

/** Resolves SF figures firing at an agent with their GU profile (R17). */
export function resolveSfShot(facts: SfShotFacts, dice: Dice): Resolution {
  const { lang, agent, profile } = facts;
  const base = { unit: facts.unitId ?? null, agent: agent.id, crowd: agent.crowd, shooters: facts.shooters, weapon: profile.weapon };
  if (profile.weapon === null || profile.shoot === null) return refusal('sf-shoot', facts.edition, t(lang, 'gu.riot.sf.refused.unarmed', { unit: facts.unitId ?? facts.type }), base, 'unarmed');
  if (agent.pvLeft <= 0) return refusal('sf-shoot', facts.edition, t(lang, 'gu.refused.already-down', { target: agent.id }), base, 'already-down');
  const weapon = GU_WEAPONS[profile.weapon];
  // Each figure fires its Cd at the agent; the dice stop once it is down.
  const attacks: ShootingResult['attacks'] = [];
  let pv = agent.pvLeft;
  let first: ShootingResult | null = null;
  for (let i = 0; i < facts.shooters && pv > 0; i++) {
    const res = sfShooterRound(facts, pv, dice);
    if (res.refused) return refusal('sf-shoot', facts.edition, res.refused.text, base, res.refused.code);
    first ??= res;
    attacks.push(...res.attacks);
    pv = res.targets[0].pvAfter;
  }
  const hits = attacks.filter((a) => a.hit).length;
  const saved = attacks.filter((a) => a.saved).length;
  const code = pv === 0 ? 'down' : pv < agent.pvLeft ? 'wounded' : saved > 0 ? 'saved' : 'miss';
  const effects: Effect[] = [];
  const notes: string[] = [agentNote(lang, agent), t(lang, 'gu.riot.note.threshold', { target: agent.id, threshold: attacks[0]?.threshold ?? '-' })];
  if (facts.turn !== null) {
    if (pv !== agent.pvLeft) effects.push({ op: 'set', path: `agents.${agent.id}.pvLeft`, value: pv });
    if (pv === 0) notes.push(t(lang, 'gu.riot.note.agent-down', { agent: agent.id }));
    // Firing at an agent in a crowd is firing into the crowd: it is shot at (U91), and owes a roll (U54).
    if (agent.crowd) {
      effects.push(...shotAtEffects(facts.turn, [agent.crowd], shotAtKind(weapon)));
      notes.push(t(lang, 'gu.riot.note.crowd-shot-at', { crowds: agent.crowd, kind: t(lang, `gu.riot.shot-at.${shotAtKind(weapon)}`) }));
    }
  }
  return {
    procedure: 'sf-shoot',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: first ? [...first.modifiers] : [],
    thresholds: first ? first.blocks : [],
    total: first?.blocks.length === 1 ? first.blocks[0].value : null,
    outcome: { code, text: t(lang, `gu.riot.sf.outcome.${code}`, { unit: facts.unitId ?? t(lang, `overreact.type.${facts.type}`), where: whereOf(lang, agent), hits, saved }) },
    effects,
    notes,
    range: first?.range ?? null,
    attacks,
    shotsHit: hits,
    pvBefore: agent.pvLeft,
    pvAfter: pv,
  };
}

export interface AgentMeleeFacts extends RiotFacts {
  agent: AgentState;
  /** The SF unit whose figure is in the fight. */
  unitId?: string;
  type: UnitType;
  profile: SfProfile;
  hurt: number;
  /** Who attacks: the agent (its action) or the SF figure. */
  attacker: 'agent' | 'sf';
  /** Attacks to make (default A). */
  attacks?: number;
  assassinFirst?: boolean;
  knockedDown?: boolean;
}

/** Resolves a melee between an agent and an SF figure (l.52-62, R16): either one attacks. */
export function resolveAgentMelee(facts: AgentMeleeFacts, dice: Dice): Resolution {
  const { lang, agent, profile } = facts;
  const base = { agent: agent.id, unit: facts.unitId ?? null, crowd: agent.crowd, attacker: facts.attacker };
  if (agent.pvLeft <= 0) return refusal('agent-melee', facts.edition, t(lang, 'gu.riot.agent.refused.down', { agent: agent.id }), base);
  let act: Effect | null = null;
  if (facts.turn !== null && facts.attacker === 'agent') {
    const a = activation(lang, agent, facts.turn, 'melee');
    if (a.refused) return refusal('agent-melee', facts.edition, a.refused, base, 'acted');
    act = a.effect;
  }
  const agentFighter = { id: agent.id, fight: agent.fight, pv: agent.pvLeft };
  const sfFighter = { id: facts.unitId ?? t(lang, `overreact.type.${facts.type}`), fight: profile.fight, pv: profile.pv - facts.hurt };
  const res: GuMeleeResult =
    facts.attacker === 'agent'
      ? resolveGuMelee(
          {
            lang,
            attacker: { ...agentFighter, attacks: facts.attacks ?? effectiveAttacks(agent), coward: agent.upgrades.includes('coward'), assassinFirst: facts.assassinFirst && agent.upgrades.includes('assassin') },
            defender: { ...sfFighter, robust: profile.robust, knockedDown: facts.knockedDown },
          },
          dice,
        )
      : resolveGuMelee(
          {
            lang,
            attacker: { ...sfFighter, attacks: facts.attacks ?? profile.attacks },
            defender: { ...agentFighter, robust: isRobust(agent), knockedDown: facts.knockedDown },
          },
          dice,
        );
  if (res.refused) return refusal('agent-melee', facts.edition, res.refused.text, base, res.refused.code);
  const notes: string[] = [agentNote(lang, agent)];
  const effects: Effect[] = act ? [act] : [];
  for (const a of res.attacks) {
    notes.push(
      a.parry
        ? t(lang, a.parry.parried ? 'gu.riot.melee.note.parried' : 'gu.riot.melee.note.not-parried', { n: a.n, attack: a.attackThreshold, die: a.attackDie, parry: a.parry.threshold, pdie: a.parry.die })
        : a.success
          ? t(lang, `gu.riot.melee.note.no-parry.${a.noParry}`, { n: a.n, attack: a.attackThreshold, die: a.attackDie })
          : t(lang, 'gu.riot.melee.note.missed', { n: a.n, attack: a.attackThreshold, die: a.attackDie }),
    );
  }
  if (res.stepBack > 0) notes.push(t(lang, 'gu.riot.melee.note.step-back', { pas: res.stepBack }));
  const casualties: string[] = [];
  if (facts.turn !== null) {
    const turn = facts.turn;
    if (facts.attacker === 'agent') {
      // U99: a unit attacked in melee owes the `attacked` over-reaction test.
      if (facts.unitId) effects.push({ op: 'set', path: `units.${facts.unitId}.owes.attacked`, value: turn });
      if (facts.unitId && res.pvAfter !== res.pvBefore) {
        const hurtAfter = res.pvAfter === 0 ? 0 : facts.hurt + (res.pvBefore - res.pvAfter);
        effects.push(hurtAfter === 0 ? { op: 'del', path: `sfWounds.${facts.unitId}` } : { op: 'set', path: `sfWounds.${facts.unitId}`, value: hurtAfter });
        if (res.pvAfter === 0) {
          const made = casualtyEffects(facts.casualtyCounter, turn, [{ side: 'sf', from: facts.unitId, cause: GU_CAUSE, injury: DOWNED_INJURY, status: DOWNED_STATUS }]);
          effects.push(...made.effects);
          casualties.push(...made.ids);
          effects.push({ op: 'add', path: `units.${facts.unitId}.wounded`, value: 1 }, { op: 'add', path: `units.${facts.unitId}.woundedByTurn.${turn}`, value: 1 });
          effects.push({ op: 'set', path: `units.${facts.unitId}.owes.member-wounded`, value: turn }); // U15
          notes.push(t(lang, 'gu.riot.note.casualties', { ids: made.ids.join(', ') }));
        }
      }
    } else if (res.pvAfter !== res.pvBefore) {
      effects.push({ op: 'set', path: `agents.${agent.id}.pvLeft`, value: res.pvAfter });
      if (res.pvAfter === 0) notes.push(t(lang, 'gu.riot.note.agent-down', { agent: agent.id }));
    }
  }
  const attackerName = facts.attacker === 'agent' ? whereOf(lang, agent) : sfFighter.id;
  const defenderName = facts.attacker === 'agent' ? sfFighter.id : whereOf(lang, agent);
  return {
    procedure: 'agent-melee',
    edition: facts.edition,
    ...base,
    rolls: [...dice.rolls],
    modifiers: [...res.attackModifiers, ...res.defenceModifiers],
    thresholds: res.blocks,
    total: null,
    outcome: { code: packCode(res.code), text: t(lang, `gu.riot.melee.outcome.${packCode(res.code)}`, { attacker: attackerName, defender: defenderName, pas: res.stepBack }) },
    effects,
    notes,
    coward: res.coward,
    attacks: res.attacks,
    pvBefore: res.pvBefore,
    pvAfter: res.pvAfter,
    stepBack: res.stepBack,
    casualties,
  };
}

export interface AgentMoveFacts extends RiotFacts {
  agent: AgentState;
  /** The crowd it moves into, or a position, or neither (it moves where it is). */
  toCrowd?: string | null;
  toPosition?: string | null;
  run?: boolean;
}

/** An agent moves (first action, 4 pas, Rapide 5, l.88, l.209) or runs (second action, half as far again, l.93). No dice. */
export function resolveAgentMove(facts: AgentMoveFacts, _dice: Dice): Resolution {
  const { lang, agent } = facts;
  const base = { agent: agent.id, crowd: facts.toCrowd ?? agent.crowd };
  if (agent.pvLeft <= 0) return refusal('agent-move', facts.edition, t(lang, 'gu.riot.agent.refused.down', { agent: agent.id }), base);
  const move = DEFAULT_MOVE + upgradeSum(agent, 'move');
  const pas = facts.run ? move * RUN_FRACTION : move;
  const effects: Effect[] = [];
  if (facts.turn !== null) {
    const a = activation(lang, agent, facts.turn, facts.run ? 'run' : 'move');
    if (a.refused) return refusal('agent-move', facts.edition, a.refused, base, 'acted');
    effects.push(a.effect);
    if (facts.toCrowd !== undefined && facts.toCrowd !== agent.crowd) effects.push({ op: 'set', path: `agents.${agent.id}.crowd`, value: facts.toCrowd });
    if (facts.toPosition !== undefined && facts.toPosition !== agent.position) effects.push({ op: 'set', path: `agents.${agent.id}.position`, value: facts.toPosition });
    // Moving leaves cover and camouflage behind (l.215 "Elle ne peut bouger ... sans cesser d'être camouflée").
    if (agent.cover) effects.push({ op: 'set', path: `agents.${agent.id}.cover`, value: false });
    if (agent.camouflaged) effects.push({ op: 'set', path: `agents.${agent.id}.camouflaged`, value: false });
  }
  const to = facts.toCrowd ?? facts.toPosition ?? null;
  const unitWord = t(lang, `gu.riot.pas.${facts.edition}`, { cm: String(pas * 2.5).replace('.', lang === 'fr' ? ',' : '.'), pas: String(pas).replace('.', lang === 'fr' ? ',' : '.') });
  return {
    procedure: 'agent-move',
    edition: facts.edition,
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code: facts.run ? 'runs' : 'moves', text: t(lang, to ? `gu.riot.move.outcome.${facts.run ? 'runs' : 'moves'}-to` : `gu.riot.move.outcome.${facts.run ? 'runs' : 'moves'}`, { to: to ?? '', distance: unitWord }) },
    effects,
    notes: [agentNote(lang, agent), t(lang, 'gu.riot.move.note.terrain')],
    pas,
  };
}

export interface AgentHideFacts extends RiotFacts {
  agent: AgentState;
}

/**
 * An agent hides (a special action, l.98): with Camouflage it is camouflaged
 * (l.215: no one beyond 5 pas may shoot at it), else it takes cover that hides
 * more than half of it (l.37: +1 to hit it). Ruling U135. No dice.
 */
export function resolveAgentHide(facts: AgentHideFacts, _dice: Dice): Resolution {
  const { lang, agent } = facts;
  const base = { agent: agent.id, crowd: agent.crowd };
  if (agent.pvLeft <= 0) return refusal('agent-hide', facts.edition, t(lang, 'gu.riot.agent.refused.down', { agent: agent.id }), base);
  const camo = agent.upgrades.includes('camouflage');
  const effects: Effect[] = [];
  if (facts.turn !== null) {
    const a = activation(lang, agent, facts.turn, 'hide');
    if (a.refused) return refusal('agent-hide', facts.edition, a.refused, base, 'acted');
    effects.push(a.effect, { op: 'set', path: `agents.${agent.id}.${camo ? 'camouflaged' : 'cover'}`, value: true });
  }
  const code = camo ? 'camouflaged' : 'in-cover';
  return {
    procedure: 'agent-hide',
    edition: facts.edition,
    ...base,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code, text: t(lang, `gu.riot.hide.outcome.${code}`, { where: whereOf(lang, agent) }) },
    effects,
    notes: [agentNote(lang, agent), t(lang, `gu.riot.hide.note.${code}`)],
  };
}

/** A figure's profile from an agent, as the pure rules take it. */
export function agentProfile(a: AgentState): GuProfile {
  return { shoot: a.shoot, fight: a.fight, attacks: a.attacks, save: a.save, pv: a.pv, weapon: a.weapons[0] ?? null, upgrades: a.upgrades, robust: a.robust, large: false, gigantic: false };
}

/** The melee weapons' C, for a scenario agent that names its weapon instead of C (l.120-128). */
export const MELEE_C = GU_MELEE_WEAPONS;
