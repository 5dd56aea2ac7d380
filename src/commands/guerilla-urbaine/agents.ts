// The `guerilla-urbaine` pack's commands over a riot (R17): an armed agent
// shoots (`agent-shoot`), fights in melee (`agent-melee`), moves
// (`agent-move`), hides (`agent-hide`); SF figures fire at an agent
// (`sf-shoot`). Thin adapters: facts from the state (the pack's `agents`,
// `sfProfiles`, `sfWounds` and Civil Disorder's units and crowds) or from
// options (stateless), the rule in src/rules/guerilla-urbaine/riot.ts.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { DEFAULT_ATTACKS, effectiveAttacks, DEFAULT_PV, GANGER_BASE_SHOOT, GU_MELEE_WEAPONS, GU_UPGRADE_IDS, GU_WEAPON_IDS, GU_WEAPONS, THRESHOLD_MAX, THRESHOLD_MIN, type GuUpgradeId, type GuWeapon } from '../../rules/guerilla-urbaine/profile.js';
import { GU_MAX_ATTACKS, GU_MAX_PV } from '../../state/guerilla-urbaine/scenario.js';
import {
  resolveAgentHide,
  resolveAgentMelee,
  resolveAgentMove,
  resolveAgentShot,
  resolveSfShot,
  activation,
  sfProfileOf,
  SF_PROFILES,
  type AgentAction,
  type AgentShotTarget,
  type AgentState,
  type SfProfile,
} from '../../rules/guerilla-urbaine/riot.js';
import { LONG_RANGE_FACTOR } from '../../rules/guerilla-urbaine/shooting.js';
import type { Edition, Lang } from '../../rules/types.js';
import { UNIT_TYPES, type GameState, type UnitState, type UnitType } from '../../state/civil-disorder/types.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

/** The pack's slice of the game state. */
export interface GuSlice {
  agents: Record<string, AgentState>;
  sfProfiles: Record<string, Partial<SfProfile>>;
  sfWounds: Record<string, number>;
}

/** The pack's slice of a game (empty when the scenario lays no agents). */
export function guSlice(game: GameState): GuSlice {
  const g = game as unknown as Partial<GuSlice>;
  return { agents: g.agents ?? {}, sfProfiles: g.sfProfiles ?? {}, sfWounds: g.sfWounds ?? {} };
}

/** An agent of the game, or exit 2 listing the known ones. */
function agentOf(game: GameState, id: string): AgentState {
  return lookup(guSlice(game).agents, id, 'unknown-agent');
}

/** A unit of the game with its figures' GU profile (U132, the scenario's sfProfiles) and the PV its figure hit has lost. */
function unitOf(game: GameState, id: string): { unit: UnitState; profile: SfProfile; hurt: number } {
  const unit = lookup(game.units, id, 'unknown-unit');
  const s = guSlice(game);
  return { unit, profile: sfProfileOf(unit, s.sfProfiles), hurt: Object.hasOwn(s.sfWounds, id) ? s.sfWounds[id] : 0 };
}

// Most pas a distance option takes: an input bound (U81), far beyond the longest long range (Fusil, 2 x 15 pas, l.140).
export const MAX_DISTANCE = 1000;

/** A distance in pas: a number with at most one decimal (the text's 0,5 and 1,5), comma or point. */
export function pasOpt(option: string, value: unknown): number {
  const s = String(value).trim().replace(',', '.');
  if (!/^\d+(\.\d)?$/.test(s)) throw new UserError('bad-option', { option, problemKey: 'err.p.gu-pas' });
  const n = Number(s);
  if (n > MAX_DISTANCE) throw new UserError('out-of-range', { option, value: n, min: 0, max: MAX_DISTANCE });
  return n;
}

const thresholdOpt = (option: string, v: unknown) => intOpt(option, v, THRESHOLD_MIN, THRESHOLD_MAX);

/** A repeatable option's values (commander's list, one value, or none). */
const valuesOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Each shot's distance (GU l.46 "les cibles de chaque tir peuvent être différentes", U437): one `--distance` per target
 * when the shots are one per target (`targets`, in the shots' order, the `--roll` order: `--unit`, then `--agent`, then
 * `--crowd`); one given applies to every shot (null: the action's one distance). Else exit 2, one line.
 */
export function agentShotDistances(distances: readonly number[], targets: readonly string[]): number[] | null {
  if (distances.length === 1) return null;
  if (targets.length > 1 && distances.length === targets.length) return [...distances];
  throw new UserError('gu-agent-distance-per-shot', { given: distances.length, shots: Math.max(1, targets.length), targets: targets.join(', ') || '-' });
}

/** An agent for a stateless lookup, from the options. */
function statelessAgent(o: { t?: string; c?: string; save?: string; pv?: string; weapon?: string; upgrade?: string[] }, weapon: GuWeapon | null): AgentState {
  const pv = o.pv === undefined ? DEFAULT_PV : intOpt('--pv', o.pv, 1, GU_MAX_PV);
  return {
    id: 'agent',
    name: 'agent',
    crowd: null,
    position: null,
    // U130: a ganger's base T; without a weapon TX (l.118); bare hands C6+ (l.122, R17).
    shoot: o.t === undefined ? (weapon ? GANGER_BASE_SHOOT : null) : thresholdOpt('--t', o.t),
    fight: o.c === undefined ? GU_MELEE_WEAPONS['bare-hands'] : thresholdOpt('--c', o.c),
    attacks: DEFAULT_ATTACKS,
    save: o.save === undefined ? null : thresholdOpt('--save', o.save),
    pv,
    pvLeft: pv,
    weapons: weapon ? [weapon] : [],
    upgrades: (o.upgrade ?? []).map((u) => choiceOpt('--upgrade', u, GU_UPGRADE_IDS)) as GuUpgradeId[],
    robust: false,
    unloaded: {},
    cover: false,
    camouflaged: false,
    acted: null,
  };
}

/** The weapons an agent of the game carries (none when the id names no agent). */
function agentWeapons(game: GameState, id: string | undefined): GuWeapon[] {
  const agents = guSlice(game).agents;
  return id !== undefined && Object.hasOwn(agents, id) ? agents[id].weapons : [];
}

/** Whether an agent of the game is in action (PV left) and may still take one of these actions this turn (R17, U135). */
function agentMay(game: GameState, id: string, actions: readonly AgentAction[]): boolean {
  const agents = guSlice(game).agents;
  const a = Object.hasOwn(agents, id) ? agents[id] : undefined;
  return a !== undefined && a.pvLeft > 0 && (actions.length === 0 || actions.some((x) => activation('en', a, game.turn, x).refused === null));
}

/** Whether the weapon an agent fires (named, else its first) is a zone weapon (a grenade, l.48). */
function zoneWeapon(game: GameState, id: string | undefined, weapon: string | undefined): boolean {
  const ws = agentWeapons(game, id);
  const w = weapon === undefined ? ws[0] : ws.find((x) => x.id === weapon);
  return w !== undefined && w.zone !== null;
}

/** A target's id as the messages name it. */
const targetId = (x: AgentShotTarget): string => (x.kind === 'unit' ? x.unitId : x.kind === 'crowd' ? x.crowdId : x.agent.id);

/** The values of a list option as the guide and the map hold them (a list, or one joined with commas). */
const idsOf = (v: unknown): string[] => (v === undefined || v === false || v === true ? [] : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','))).map((x) => x.trim()).filter(Boolean);

/**
 * The piece each shot of an agent aims at, in the shots' order (l.46, U437): the `--unit`s, then the `--agent`s, then
 * the `--crowd`, one shot each where two or more are named; one named, every shot at it; a zone weapon's one shot, at
 * the first named (l.48). The guide asks a distance per piece; the map reads one per shot.
 */
export function agentShotsAimed(zone: boolean, values: Readonly<Record<string, unknown>>): string[] {
  const named = [...idsOf(values['--unit']), ...idsOf(values['--agent']), ...idsOf(values['--crowd'])];
  return zone ? named.slice(0, 1) : named;
}

/** A unit's figures standing (its strength less its wounded), 0 for no unit of the game. */
function standingFigures(game: GameState, id: string | undefined): number {
  if (id === undefined || !Object.hasOwn(game.units, id)) return 0;
  const u = game.units[id];
  return Math.max(0, u.strength - (u.wounded ?? 0));
}

/** The attacks the attacker of a melee has (l.62): the SF unit's figure's when `unit` is named, else the agent's. */
function attackerAttacks(game: GameState, agent: string | undefined, unit: string | undefined): number {
  if (unit !== undefined) return Object.hasOwn(game.units, unit) ? unitOf(game, unit).profile.attacks : 1;
  const agents = guSlice(game).agents;
  return agent !== undefined && Object.hasOwn(agents, agent) ? effectiveAttacks(agents[agent]) : 1;
}

/** The agent argument: the agents that may take the action now (no action: every agent in action). */
const agentArg = (description: string, ...actions: AgentAction[]): ProcedureFacts['args'][number] => ({ name: 'agent', description, kind: 'agents', canAct: (game, id) => agentMay(game, id, actions) });
const agentPick = (game: GameState) => Object.values(guSlice(game).agents).filter((a) => a.pvLeft > 0).map((a) => ({ value: a.id, name: a.name !== a.id ? `${a.id} (${a.name})` : a.id }));

interface ShootOpts extends CommonOpts {
  unit?: string[];
  crowd?: string;
  agent?: string[];
  figures?: string;
  unitFigures?: string;
  distance?: string | string[];
  weapon?: string;
  concentrate?: boolean;
  hidden?: boolean;
  t?: string;
  save?: string;
  pv?: string;
  upgrade?: string[];
  targetSave?: string;
  targetPv?: string;
  targetRobust?: boolean;
}

const SHOOT_FACTS: ProcedureFacts = {
  args: [agentArg('the shooting agent (omit for a stateless lookup with --t and --weapon)', 'shoot')],
  options: [
    {
      flags: '--weapon <weapon>',
      description: `the weapon (default: the agent's first): ${GU_WEAPON_IDS.join(', ')}`,
      role: 'value',
      choices: GU_WEAPON_IDS,
      ask: 'required',
      // Asked when the agent carries more than one (a pistol and grenades).
      askWhen: (game, [id]) => agentWeapons(game, id).length > 1,
      pick: (game, [id]) => agentWeapons(game, id).map((w) => ({ value: w.id })),
    },
    { flags: '--unit <unit>', description: 'an SF unit shot at (repeatable: one per shot of Cd)', role: 'value', ids: 'units', repeatable: true, ask: 'optional' },
    // Asked when no unit is shot at (an agent of a rival group): the other agents standing, "none" first; several together are typed.
    {
      flags: '--agent <agent>',
      description: 'another agent shot at (repeatable)',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      askWhen: (_game, _s, given) => !given.has('--unit'),
      pick: (game, [id]) => agentPick(game as GameState).filter((a) => a.value !== id),
    },
    // Asked, and needed, when no unit nor agent is shot at: a shot needs a target (a unit and a crowd together are typed).
    { flags: '--crowd <crowd>', description: 'a crowd shot into (with --figures: the figures a zone weapon hits)', role: 'value', ids: 'crowds', ask: 'required', askWhen: (_game, _s, given) => !given.has('--unit') && !given.has('--agent') },
    {
      flags: '--figures <n>',
      description: 'crowd figures hit: within the zone of a zone weapon (l.48), else 1',
      role: 'value',
      ask: 'optional',
      // Asked once a crowd is shot into by an agent carrying a zone weapon (a grenade).
      askWhen: (game, [id], given) => given.has('--crowd') && agentWeapons(game, id).some((w) => w.zone !== null),
    },
    {
      flags: '--unit-figures <n>',
      description: 'a zone weapon aimed at a unit: its figures within the zone (default 1)',
      role: 'value',
      ask: 'optional',
      // Asked once a unit is shot at with a zone weapon (a grenade): how many of its figures the blast takes in.
      askWhen: (game, [id], given, values) => given.has('--unit') && zoneWeapon(game as GameState, id, values?.['--weapon']),
    },
    {
      flags: '--distance <pas>',
      description: 'distance to the target or aimed point in pas (long range: up to 2 x Por, +1); repeat, one per target in the shots\' order (l.46)',
      role: 'value',
      ask: 'required',
      repeatable: true,
      // The guide refuses at the prompt what the command refuses (pas with one decimal, at most MAX_DISTANCE).
      parse: (v) => pasOpt('--distance', v),
      // l.46: each shot at its own target: asked once per target the shots aim at, given once per shot in order (U437).
      each: (game, [id], values) => agentShotsAimed(zoneWeapon(game as GameState, id, values['--weapon']), values),
      // No farther than the weapon's long range, 2 x Por (l.31; the rule refuses beyond): the guide asks no farther.
      most: (game, [id], values) => {
        const ws = agentWeapons(game as GameState, id);
        const w = ws.find((x) => x.id === values['--weapon']) ?? ws[0];
        return w === undefined ? null : w.range * LONG_RANGE_FACTOR;
      },
    },
    { flags: '--concentrate', description: 'the first action was Se concentrer: threshold -1 (l.89)', role: 'modifier' },
    { flags: '--hidden', description: 'the target is more than half hidden: +1 (l.37)', role: 'modifier' },
    { flags: '--t <n>', description: "stateless: the shooter's base T, 2..6 (U130)", role: 'stateless' },
    { flags: '--upgrade <upgrade>', description: 'stateless: a shooter upgrade (repeatable): tender-feet, marksman', role: 'stateless', repeatable: true, choices: GU_UPGRADE_IDS },
    { flags: '--target-save <n>', description: "stateless: the target's Svg, 2..6", role: 'stateless' },
    { flags: '--target-pv <n>', description: "stateless: the target's PV (default 1)", role: 'stateless' },
    { flags: '--target-robust', description: 'stateless: the target is Robuste: +1 (l.38)', role: 'stateless' },
  ],
};

/** `agent-shoot`: an agent's shooting action (R16, R17). */
export function registerShoot(program: Command, io: Io): void {
  const cmd = program.command('agent-shoot').description("An armed agent shoots (Guérilla Urbaine): D6 against T with its modifiers, saves, PV; the unit shot at is under gunfire, the agent's crowd is shot at (R17)");
  defineFacts(cmd, SHOOT_FACTS);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: ShootOpts) => {
    // Typed distances checked at once; the map may fill them when the facts are gathered (pack-map-facts.ts, U433, U437), so they are read again then.
    const distancesNow = (): number[] => valuesOf(opts.distance).map((d) => pasOpt('--distance', d));
    distancesNow();
    const needDistance = (): number[] => {
      const ds = distancesNow();
      if (ds.length === 0) throw new UserError('missing-option', { procedure: 'agent-shoot', whatKey: 'err.w.gu-distance', option: '--distance', optionKey: 'err.o.gu-distance' });
      return ds;
    };
    /** The shots with their own distances where one is given per target (U437); the action's distance, the first shot's. */
    const withDistances = (shots: { targets: AgentShotTarget[] }[], targets: readonly string[]) => {
      const ds = needDistance();
      const each = agentShotDistances(ds, targets);
      return { distance: ds[0], shots: each === null ? shots : shots.map((s, i) => ({ ...s, distance: each[i] })) };
    };
    // Input bounds (U81): a crowd has at most 10000 figures (the scenario's bound), a unit 1000.
    const figures = opts.figures === undefined ? undefined : intOpt('--figures', opts.figures, 1, 10000);
    const unitFigures = opts.unitFigures === undefined ? 1 : intOpt('--unit-figures', opts.unitFigures, 1, 1000);
    await runProcedure(io, opts, id, {
      name: 'agent-shoot',
      fromOptions(edition: Edition, lang: Lang) {
        const weapon = { ...GU_WEAPONS[opts.weapon === undefined ? 'pistol' : choiceOpt('--weapon', opts.weapon, GU_WEAPON_IDS)] };
        const agent = statelessAgent({ t: opts.t, upgrade: opts.upgrade }, weapon);
        const tpv = opts.targetPv === undefined ? 1 : intOpt('--target-pv', opts.targetPv, 1, GU_MAX_PV);
        const target: AgentShotTarget =
          figures !== undefined
            ? { kind: 'crowd', crowdId: 'crowd', figures }
            : { kind: 'agent', agent: { ...statelessAgent({ save: opts.targetSave, pv: String(tpv) }, null), id: 'target', robust: Boolean(opts.targetRobust) }, hidden: Boolean(opts.hidden) };
        const shots = weapon.zone === null ? Array.from({ length: weapon.rate }, () => ({ targets: [target] })) : [{ targets: [target] }];
        // One target: one distance.
        return { edition, lang, turn: null, agent, weapon, concentrated: Boolean(opts.concentrate), ...withDistances(shots, ['target']) };
      },
      fromState(game, agentId, lang) {
        for (const o of ['t', 'upgrade', 'targetSave', 'targetPv', 'targetRobust'] as const) {
          if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, whatKey: 'err.w.gu-profile', id: agentId });
        }
        const agent = agentOf(game, agentId);
        const weapon = opts.weapon === undefined ? agent.weapons[0] : agent.weapons.find((w) => w.id === opts.weapon);
        if (!weapon) {
          throw new UserError('bad-option', { option: '--weapon', problemKey: 'err.p.gu-no-such-weapon', agent: agentId, weapons: agent.weapons.map((w) => w.id).join(', ') || '-' });
        }
        const hidden = Boolean(opts.hidden);
        const units: AgentShotTarget[] = (opts.unit ?? []).map((u) => {
          const { unit, profile, hurt } = unitOf(game, u);
          return { kind: 'unit', unitId: unit.id, type: unit.type, profile, hurt, hidden };
        });
        const agents: AgentShotTarget[] = (opts.agent ?? []).map((a) => {
          if (a === agentId) throw new UserError('bad-option', { option: '--agent', problemKey: 'err.p.gu-self' });
          return { kind: 'agent', agent: agentOf(game, a), hidden };
        });
        const crowds: AgentShotTarget[] = [];
        if (opts.crowd !== undefined) {
          const c = lookup(game.crowds, opts.crowd, 'unknown-crowd');
          const n = figures ?? 1;
          if (n > c.figures) throw new UserError('out-of-range', { option: '--figures', value: n, min: 1, max: c.figures });
          crowds.push({ kind: 'crowd', crowdId: c.id, figures: n });
        } else if (figures !== undefined) throw new UserError('bad-option', { option: '--figures', problemKey: 'err.p.gu-figures-need-crowd' });
        const named: AgentShotTarget[] = [...units, ...agents, ...crowds];
        if (opts.unitFigures !== undefined) {
          // A unit's figures in the zone: a zone weapon aimed at a unit, and no more figures than the unit has standing.
          if (weapon.zone === null || units.length === 0) throw new UserError('bad-option', { option: '--unit-figures', problemKey: 'err.p.gu-unit-figures-need-zone' });
          for (const u of opts.unit ?? []) {
            const { unit } = unitOf(game, u);
            const standing = Math.max(0, unit.strength - (unit.wounded ?? 0));
            if (unitFigures > standing) throw new UserError('out-of-range', { option: '--unit-figures', value: unitFigures, min: 1, max: standing });
          }
        }
        let shots: { targets: AgentShotTarget[] }[];
        // The targets one shot each (l.46): a distance each; one target shot Cd times, or a zone weapon's one shot: one distance.
        const perShot = weapon.zone === null && named.length > 1 ? named.map(targetId) : [named[0] === undefined ? '-' : targetId(named[0])];
        if (weapon.zone !== null) {
          // U131: one shot; every figure named is within the zone.
          const inZone = named.flatMap((x): AgentShotTarget[] => (x.kind === 'unit' ? Array.from({ length: unitFigures }, () => x) : [x]));
          shots = [{ targets: inZone }];
        } else if (named.length === 1) shots = Array.from({ length: weapon.rate }, () => ({ targets: [named[0]] }));
        else shots = named.map((x) => ({ targets: [x] }));
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          agent,
          weapon,
          concentrated: Boolean(opts.concentrate),
          ...withDistances(shots, perShot),
        };
      },
      resolve: resolveAgentShot,
    });
  });
}

interface SfShootOpts extends CommonOpts {
  at?: string;
  type?: string;
  shooters?: string;
  distance?: string;
  hidden?: boolean;
  concentrate?: boolean;
  targetSave?: string;
  targetPv?: string;
  targetRobust?: boolean;
}

const SF_SHOOT_FACTS: ProcedureFacts = {
  // Only an armed unit fires (U132: an unarmed one has no weapon in its GU profile); one with a figure standing.
  args: [
    {
      name: 'unit',
      description: 'the SF unit firing (omit for a stateless lookup with --type)',
      kind: 'units',
      canAct: (game, id) => {
        const { unit, profile } = unitOf(game as GameState, id);
        return profile.weapon !== null && unit.strength - (unit.wounded ?? 0) > 0;
      },
    },
  ],
  options: [
    { flags: '--at <agent>', description: 'the agent fired at', role: 'value', ask: 'required', pick: agentPick },
    { flags: '--distance <pas>', description: 'distance in pas (long range: up to 2 x Por, +1)', role: 'value', ask: 'required' },
    // Asked where the unit has more than one figure standing (Enter: one).
    {
      flags: '--shooters <n>',
      description: 'figures of the unit that fire (each its Cd; default 1)',
      role: 'value',
      ask: 'optional',
      askWhen: (game, [id]) => standingFigures(game as GameState, id) > 1,
      // No more than the unit's strength (the command refuses more): the guide asks no more.
      most: (game, [id]) => (id !== undefined && Object.hasOwn(game.units, id) ? Math.max(1, (game as GameState).units[id].strength) : null),
    },
    { flags: '--hidden', description: 'the agent is more than half hidden: +1 (l.37)', role: 'modifier' },
    { flags: '--concentrate', description: 'the firers took aim (Se concentrer): -1 (l.89)', role: 'modifier' },
    { flags: '--type <type>', description: "stateless: the unit's type (its GU profile, U132)", role: 'stateless', choices: UNIT_TYPES },
    { flags: '--target-save <n>', description: "stateless: the agent's Svg, 2..6", role: 'stateless' },
    { flags: '--target-pv <n>', description: "stateless: the agent's PV (default 1)", role: 'stateless' },
    { flags: '--target-robust', description: 'stateless: the agent is Robuste: +1 (l.38)', role: 'stateless' },
  ],
};

// Most figures of a unit that fire in one command: an input bound (U81), a unit's most (1000).
export const MAX_SHOOTERS = 1000;

/** `sf-shoot`: SF figures fire at an agent with their GU profile (U132, R17). */
export function registerSfShoot(program: Command, io: Io): void {
  const cmd = program.command('sf-shoot').description("SF figures fire at an armed agent with their Guérilla Urbaine profile (U132): to hit, the agent's saves and PV; the agent's crowd is shot at");
  defineFacts(cmd, SF_SHOOT_FACTS);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: SfShootOpts) => {
    // A typed distance checked at once; the map may fill it when the facts are gathered (pack-map-facts.ts, U433), so it is read again then.
    if (opts.distance !== undefined) pasOpt('--distance', opts.distance);
    const needDistance = () => {
      if (opts.distance === undefined) throw new UserError('missing-option', { procedure: 'sf-shoot', whatKey: 'err.w.gu-distance', option: '--distance', optionKey: 'err.o.gu-distance' });
      return pasOpt('--distance', opts.distance);
    };
    const shooters = opts.shooters === undefined ? 1 : intOpt('--shooters', opts.shooters, 1, MAX_SHOOTERS);
    const common = { hidden: Boolean(opts.hidden), concentrated: Boolean(opts.concentrate), shooters };
    await runProcedure(io, opts, id, {
      name: 'sf-shoot',
      fromOptions(edition: Edition, lang: Lang) {
        if (opts.type === undefined) throw new UserError('missing-option', { procedure: 'sf-shoot', whatKey: 'err.w.gu-unit-or-type', option: '<unit> or --type TYPE', optionKey: 'err.o.unit-or-type' });
        const type = choiceOpt('--type', opts.type, UNIT_TYPES) as UnitType;
        const pv = opts.targetPv === undefined ? 1 : intOpt('--target-pv', opts.targetPv, 1, GU_MAX_PV);
        const agent = { ...statelessAgent({ save: opts.targetSave, pv: String(pv) }, null), robust: Boolean(opts.targetRobust) };
        return { edition, lang, turn: null, type, profile: { ...SF_PROFILES[type] }, agent, distance: needDistance(), ...common };
      },
      fromState(game, unitId, lang) {
        for (const o of ['type', 'targetSave', 'targetPv', 'targetRobust'] as const) {
          if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, whatKey: 'err.w.gu-profile', id: unitId });
        }
        const { unit, profile } = unitOf(game, unitId);
        if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'sf-shoot', whatKey: 'err.w.gu-at', option: '--at <agent>', optionKey: 'err.o.gu-at' });
        const agent = agentOf(game, opts.at);
        if (shooters > unit.strength) throw new UserError('out-of-range', { option: '--shooters', value: shooters, min: 1, max: unit.strength });
        return { edition: game.edition, lang, turn: game.turn, unitId: unit.id, type: unit.type, profile, agent, distance: needDistance(), ...common };
      },
      resolve: resolveSfShot,
    });
  });
}

interface MeleeOpts extends CommonOpts {
  unit?: string;
  unitAttacks?: boolean;
  attacks?: string;
  firstAttack?: boolean;
  knockedDown?: boolean;
  c?: string;
  type?: string;
  apart?: boolean;
  inContact?: boolean;
}

/** Whether an agent of the game has an upgrade (Assassin...). */
function agentHas(game: GameState, id: string | undefined, upgrade: GuUpgradeId): boolean {
  const agents = guSlice(game).agents;
  return id !== undefined && Object.hasOwn(agents, id) && agents[id].upgrades.includes(upgrade);
}

const MELEE_FACTS: ProcedureFacts = {
  // An SF figure may attack an agent whatever it did this turn: every agent in action; one that has
  // acted is shown so, and only attacked (R17: one activation a turn).
  args: [
    {
      ...agentArg('the agent in the fight (omit for a stateless lookup with --c and --type)'),
      label: (game, id, lang) => (agentMay(game as GameState, id, ['melee']) ? '' : t(lang, 'gu.riot.q.acted')),
    },
  ],
  options: [
    { flags: '--unit <unit>', description: 'the SF unit whose figure is in base contact', role: 'value', ids: 'units', ask: 'required' },
    {
      flags: '--unit-attacks',
      description: "the SF figure attacks the agent (default: the agent attacks, as its action)",
      // Who attacks is the umpire's to say while the agent may still fight (a yes/no, not a modifier);
      // an agent that has taken its action is only attacked: the state gives --unit-attacks (R17, U135).
      role: 'yes-no',
      question: 'gu.riot.q.unit-attacks',
      suppliedWhen: (game, [id]) => !agentMay(game as GameState, id, ['melee']),
    },
    // Asked where the attacker has more than one attack to share out (l.62); Enter: all of them.
    {
      flags: '--attacks <n>',
      description: 'attacks made (default A; fewer when the others go at another figure, l.62)',
      role: 'value',
      ask: 'optional',
      askWhen: (game, [id], given, values) => attackerAttacks(game as GameState, id, given.has('--unit-attacks') ? values?.['--unit'] : undefined) > 1,
      // Enter: all of them (the attacker's A), as the rules take them.
      enter: (game, [id], values, given) => attackerAttacks(game as GameState, id, given.has('--unit-attacks') ? values['--unit'] : undefined),
    },
    // Only the agent's own attack, and only an Assassin's (l.211).
    { flags: '--first-attack', description: "an Assassin's first attack on this opponent (l.211)", role: 'modifier', askWhen: (game, [id], given) => !given.has('--unit-attacks') && agentHas(game as GameState, id, 'assassin') },
    { flags: '--knocked-down', description: 'the defender is down: it cannot parry (l.58)', role: 'modifier' },
    // l.96 "en contact socle à socle": read from the riot's map, the agent within a pace of the unit's figures (U432, U434).
    { flags: '--apart', description: "the agent and the unit's figures are not in base contact: no melee (read from the map, U434)", role: 'other' },
    { flags: '--in-contact', description: "the agent and the unit's figure are in base contact, whatever the map reads (U434)", role: 'other' },
    { flags: '--c <n>', description: "stateless: the agent's C, 2..6", role: 'stateless' },
    { flags: '--type <type>', description: "stateless: the SF unit's type (its GU profile, U132)", role: 'stateless', choices: UNIT_TYPES },
  ],
};

/** `agent-melee`: an agent and an SF figure in melee, either attacking (l.52-62, R16). */
export function registerMelee(program: Command, io: Io): void {
  const cmd = program.command('agent-melee').description('Melee between an armed agent and an SF figure (Guérilla Urbaine): attack against C, parry against C, a parry steps back 1 pas, a failed parry 1 PV');
  defineFacts(cmd, MELEE_FACTS);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: MeleeOpts) => {
    const attacks = opts.attacks === undefined ? undefined : intOpt('--attacks', opts.attacks, 1, GU_MAX_ATTACKS);
    const common = { attacker: opts.unitAttacks ? ('sf' as const) : ('agent' as const), attacks, assassinFirst: Boolean(opts.firstAttack), knockedDown: Boolean(opts.knockedDown) };
    await runProcedure(io, opts, id, {
      name: 'agent-melee',
      fromOptions(edition: Edition, lang: Lang) {
        if (opts.type === undefined) throw new UserError('missing-option', { procedure: 'agent-melee', whatKey: 'err.w.gu-unit-or-type', option: '<agent> --unit U, or --type TYPE', optionKey: 'err.o.unit-or-type' });
        const type = choiceOpt('--type', opts.type, UNIT_TYPES) as UnitType;
        const agent = statelessAgent({ c: opts.c }, null);
        return { edition, lang, turn: null, agent, type, profile: { ...SF_PROFILES[type] }, hurt: 0, ...common };
      },
      fromState(game, agentId, lang) {
        for (const o of ['c', 'type'] as const) if (opts[o] !== undefined) throw new UserError('state-knows', { option: `--${o}`, whatKey: 'err.w.gu-profile', id: agentId });
        const agent = agentOf(game, agentId);
        if (opts.unit === undefined) throw new UserError('missing-option', { procedure: 'agent-melee', whatKey: 'err.w.gu-melee-unit', option: '--unit <unit>', optionKey: 'err.o.gu-unit' });
        const { unit, profile, hurt } = unitOf(game, opts.unit);
        // l.96 "en contact socle à socle": an agent apart from the unit does not fight it (U434, as gu-melee's U400).
        if (opts.apart === true && opts.inContact !== true) throw new UserError('agent-melee-apart', { agent: agent.id, unit: unit.id });
        return { edition: game.edition, lang, turn: game.turn, casualtyCounter: game.counters.casualty, agent, unitId: unit.id, type: unit.type, profile, hurt, ...common };
      },
      resolve: resolveAgentMelee,
    });
  });
}

interface MoveOpts extends CommonOpts {
  crowd?: string;
  position?: string;
  run?: boolean;
  upgrade?: string[];
}

// Most characters of a position's text: an input bound (U81).
export const MAX_POSITION = 200;

const MOVE_FACTS: ProcedureFacts = {
  args: [agentArg('the agent moving (omit for a stateless lookup)', 'move', 'run')],
  options: [
    { flags: '--crowd <crowd>', description: 'the crowd it moves into', role: 'value', ids: 'crowds', ask: 'optional' },
    // Asked when it goes into no crowd: a rooftop, a window (Enter: it stays where it is).
    { flags: '--position <text>', description: 'the position it moves to, in words (leaves its crowd)', role: 'value', ask: 'optional', askWhen: (_g, _s, given) => !given.has('--crowd') },
    { flags: '--run', description: 'a run as its second action, after a move (half its move again, l.93)', role: 'modifier' },
    { flags: '--upgrade <upgrade>', description: 'stateless: an upgrade (fast: 5 pas)', role: 'stateless', repeatable: true, choices: GU_UPGRADE_IDS },
  ],
  diceWhen: () => false,
};

/** `agent-move`: an agent moves or runs (l.88, l.93, l.209), into a crowd or to a position. */
export function registerMove(program: Command, io: Io): void {
  const cmd = program.command('agent-move').description('An armed agent moves (4 pas, Rapide 5) or runs (half as far again), into a crowd or to a position; no dice');
  defineFacts(cmd, MOVE_FACTS);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: MoveOpts) => {
    if (opts.crowd !== undefined && opts.position !== undefined) throw new UserError('bad-option', { option: '--crowd/--position', problemKey: 'err.p.one-at-a-time' });
    const position = opts.position === undefined ? undefined : opts.position.trim();
    if (position !== undefined && (position === '' || position.length > MAX_POSITION || /[\u0000-\u001f\u007f]/.test(position))) {
      throw new UserError('bad-option', { option: '--position', problemKey: 'err.p.gu-position', max: MAX_POSITION });
    }
    await runProcedure(io, opts, id, {
      name: 'agent-move',
      fromOptions(edition: Edition, lang: Lang) {
        return { edition, lang, turn: null, agent: statelessAgent({ upgrade: opts.upgrade }, null), run: Boolean(opts.run) };
      },
      fromState(game, agentId, lang) {
        if (opts.upgrade !== undefined) throw new UserError('state-knows', { option: '--upgrade', whatKey: 'err.w.gu-profile', id: agentId });
        const agent = agentOf(game, agentId);
        const toCrowd = opts.crowd === undefined ? (position !== undefined ? null : undefined) : lookup(game.crowds, opts.crowd, 'unknown-crowd').id;
        return { edition: game.edition, lang, turn: game.turn, agent, toCrowd, toPosition: position ?? (toCrowd ? null : undefined), run: Boolean(opts.run) };
      },
      resolve: resolveAgentMove,
    });
  });
}

const HIDE_FACTS: ProcedureFacts = {
  args: [agentArg('the agent hiding', 'hide')],
  options: [{ flags: '--upgrade <upgrade>', description: 'stateless: an upgrade (camouflage)', role: 'stateless', repeatable: true, choices: GU_UPGRADE_IDS }],
  diceWhen: () => false,
};

/** `agent-hide`: an agent takes cover, or camouflages itself with Camouflage (l.37, l.215, U135). */
export function registerHide(program: Command, io: Io): void {
  const cmd = program.command('agent-hide').description('An armed agent hides as its second action: camouflaged with Camouflage (not shot at from beyond 5 pas), else in cover (+1 to hit it)');
  defineFacts(cmd, HIDE_FACTS);
  addCommon(cmd);
  cmd.action(async (id: string | undefined, opts: CommonOpts & { upgrade?: string[] }) => {
    await runProcedure(io, opts, id, {
      name: 'agent-hide',
      fromOptions(edition: Edition, lang: Lang) {
        return { edition, lang, turn: null, agent: statelessAgent({ upgrade: opts.upgrade }, null) };
      },
      fromState(game, agentId, lang) {
        if (opts.upgrade !== undefined) throw new UserError('state-knows', { option: '--upgrade', whatKey: 'err.w.gu-profile', id: agentId });
        return { edition: game.edition, lang, turn: game.turn, agent: agentOf(game, agentId) };
      },
      resolve: resolveAgentHide,
    });
  });
}

