// The guerilla-urbaine pack over a riot (R17, U132-U135): the GU dice turned
// into records and the bridges to Civil Disorder's state.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { distribution, fractionText } from '../../../src/odds/enumerate.js';
import { GU_WEAPONS } from '../../../src/rules/guerilla-urbaine/profile.js';
import {
  activation,
  resolveAgentHide,
  resolveAgentMelee,
  resolveAgentMove,
  resolveAgentShot,
  resolveSfShot,
  sfProfileOf,
  SF_PROFILES,
  shotAtKind,
  type AgentShotFacts,
  type AgentState,
} from '../../../src/rules/guerilla-urbaine/riot.js';
import type { Effect } from '../../../src/rules/types.js';

const agent = (f: Partial<AgentState> = {}): AgentState => ({
  id: 'gunman', name: 'Gunman', crowd: 'c1', position: null, shoot: 4, fight: 5, attacks: 1, save: null, pv: 1, pvLeft: 1,
  weapons: [GU_WEAPONS.pistol, GU_WEAPONS.grenade], upgrades: [], robust: false, unloaded: {}, cover: false, camouflaged: false, acted: null, ...f,
});
const unitTarget = { kind: 'unit' as const, unitId: 'u1', type: 'regular-police' as const, profile: SF_PROFILES['regular-police'], hurt: 0 };
const shot = (f: Partial<AgentShotFacts> = {}): AgentShotFacts => ({
  edition: 'en', lang: 'en', turn: 3, casualtyCounter: 0, agent: agent(), weapon: GU_WEAPONS.pistol, distance: 4, concentrated: false,
  shots: [{ targets: [unitTarget] }], ...f,
});
const paths = (effects: Effect[]) => effects.map((e) => `${e.op} ${e.path}${e.op === 'del' ? '' : `=${JSON.stringify(e.value)}`}`);

describe('resolveAgentShot (R17)', () => {
  it('a shot at an SF unit puts it under gunfire for its over-reaction test, hit or miss', () => {
    const r = resolveAgentShot(shot(), fixedDice([1]));
    expect(r.outcome.code).toBe('miss');
    expect(paths(r.effects)).toContain('set units.u1.owes.shot-at=3');
  });
  it("the agent's crowd counts as shot at (single-shot for a pistol, U134) and owes an RL roll", () => {
    const r = resolveAgentShot(shot(), fixedDice([1]));
    expect(paths(r.effects)).toEqual(expect.arrayContaining(['set crowds.c1.shotAt.single-shot=true', 'set crowds.c1.owes.shot-at=3']));
  });
  it('an SF figure brought to 0 PV is a casualty awaiting triage, a member wounded (U133, U15)', () => {
    const r = resolveAgentShot(shot(), fixedDice([5]));
    expect(r.outcome.code).toBe('down');
    expect(r.effects).toContainEqual({ op: 'set', path: 'casualties.cas-1', value: { id: 'cas-1', side: 'sf', from: 'u1', cause: 'guerilla-urbaine', injury: 'wounded', status: 'awaiting-triage', where: 'u1', turn: 3 } });
    expect(paths(r.effects)).toEqual(expect.arrayContaining(['add units.u1.wounded=1', 'add units.u1.woundedByTurn.3=1', 'set units.u1.owes.member-wounded=3', 'set counters.casualty=1']));
  });
  it('U132: a riot-equipped figure is Robuste (+1); an SF figure with Svg rolls its save', () => {
    const swat = { ...unitTarget, type: 'swat' as const, profile: SF_PROFILES.swat };
    const r = resolveAgentShot(shot({ shots: [{ targets: [swat] }] }), fixedDice([5, 5]));
    expect(r.attacks).toMatchObject([{ threshold: 5, hit: true, saved: true }]);
    expect(r.outcome.code).toBe('saved');
  });
  it('a figure with 2 PV keeps its hurt in sfWounds until it is down', () => {
    const tough = { ...unitTarget, profile: { ...SF_PROFILES['regular-police'], pv: 2 } };
    const r1 = resolveAgentShot(shot({ shots: [{ targets: [tough] }] }), fixedDice([6]));
    expect(paths(r1.effects)).toContain('set sfWounds.u1=1');
    const r2 = resolveAgentShot(shot({ shots: [{ targets: [{ ...tough, hurt: 1 }] }] }), fixedDice([6]));
    expect(paths(r2.effects)).toEqual(expect.arrayContaining(['del sfWounds.u1', 'add units.u1.wounded=1']));
  });
  it('l.148, U131: a grenade into a crowd attacks each crowd figure within the zone; the downed leave the crowd as firearm casualties (R8)', () => {
    const r = resolveAgentShot(shot({ weapon: GU_WEAPONS.grenade, shots: [{ targets: [{ kind: 'crowd', crowdId: 'c2', figures: 3 }] }] }), fixedDice([5, 1, 6]));
    expect(r.figuresDown).toBe(2);
    expect(r.casualties).toEqual(['cas-1', 'cas-2']);
    expect(paths(r.effects)).toEqual(expect.arrayContaining(['add crowds.c2.figures=-2', 'add crowds.c2.firearmCasualties=2', 'set crowds.c2.shotAt.automatic=true', 'set crowds.c1.shotAt.automatic=true']));
  });
  it('a Cd 2 weapon at one unit hits two figures of it', () => {
    const r = resolveAgentShot(shot({ weapon: GU_WEAPONS['assault-rifle'], shots: [{ targets: [unitTarget] }, { targets: [unitTarget] }] }), fixedDice([3, 3]));
    expect(r.figuresDown).toBe(2);
    expect(paths(r.effects)).toContain('add units.u1.wounded=2');
  });
  it('R17: one activation a turn: a second shot in the same turn is refused; concentrating takes the first action (l.89)', () => {
    const done = agent({ acted: { turn: 3, first: null, second: 'shoot' } });
    expect(resolveAgentShot(shot({ agent: done }), fixedDice([])).refused).toBeTruthy();
    const moved = agent({ acted: { turn: 3, first: 'move', second: null } });
    expect(resolveAgentShot(shot({ agent: moved, concentrated: true }), fixedDice([])).outcome.code).toBe('acted');
    const r = resolveAgentShot(shot({ agent: moved }), fixedDice([1]));
    expect(r.effects[0]).toEqual({ op: 'set', path: 'agents.gunman.acted', value: { turn: 3, first: 'move', second: 'shoot' } });
    // Last turn's activation does not count.
    expect(resolveAgentShot(shot({ agent: agent({ acted: { turn: 2, first: null, second: 'shoot' } }) }), fixedDice([1])).refused).toBeUndefined();
  });
  it('l.114: a crossbow must be reloaded after it fires', () => {
    const r = resolveAgentShot(shot({ weapon: GU_WEAPONS.crossbow, agent: agent({ weapons: [GU_WEAPONS.crossbow] }) }), fixedDice([1]));
    expect(paths(r.effects)).toContain('set agents.gunman.unloaded.crossbow=true');
  });
  it('l.215: a camouflaged agent firing a weapon that is not silent is no longer camouflaged', () => {
    const r = resolveAgentShot(shot({ agent: agent({ camouflaged: true }) }), fixedDice([1]));
    expect(paths(r.effects)).toContain('set agents.gunman.camouflaged=false');
  });
  it('a stateless shot writes nothing', () => {
    expect(resolveAgentShot(shot({ turn: null }), fixedDice([6])).effects).toEqual([]);
  });
  it('--odds: a T4+ pistol at a regular police figure (no Svg) downs it with chance 1/2 exactly', () => {
    const { dist } = distribution((d) => resolveAgentShot(shot(), d), (r) => r.outcome.code);
    expect(fractionText(dist.get('down'))).toBe('1/2');
  });
});

describe('resolveSfShot (R17, U132)', () => {
  it("SF fire back at an agent in a crowd: the agent's Svg, its PV, and the crowd is shot at", () => {
    const r = resolveSfShot({ edition: 'en', lang: 'en', turn: 3, unitId: 'u9', type: 'swat', profile: SF_PROFILES.swat, shooters: 1, agent: agent({ save: 6 }), distance: 6, hidden: false, concentrated: false }, fixedDice([2, 1, 3]));
    // SWAT T3+ with an assault rifle (heavy -1) = 2+, Cd 2: first shot hits, save 1 fails: down; the second is not rolled.
    expect(r.outcome.code).toBe('down');
    expect(r.rolls.map((x) => x.value)).toEqual([2, 1]);
    expect(paths(r.effects)).toEqual(['set agents.gunman.pvLeft=0', 'set crowds.c1.shotAt.automatic=true', 'set crowds.c1.owes.shot-at=3']);
  });
  it('an unarmed unit cannot fire (U132: no weapon)', () => {
    const r = resolveSfShot({ edition: 'en', lang: 'en', turn: 3, type: 'regular-police', profile: sfProfileOf({ id: 'u', type: 'regular-police', armed: false }), shooters: 1, agent: agent(), distance: 2, hidden: false, concentrated: false }, fixedDice([]));
    expect(r.outcome.code).toBe('unarmed');
  });
  it('sfProfileOf: the scenario replaces a line by type then by id; full riot kit is Robuste', () => {
    const p = sfProfileOf({ id: 'u1', type: 'regular-police', armed: true, riotKit: 'full' }, { 'regular-police': { shoot: 5 }, u1: { save: 6 } });
    expect([p.shoot, p.save, p.robust, p.weapon]).toEqual([5, 6, true, 'pistol']);
  });
});

describe('resolveAgentMelee (l.52-62)', () => {
  const melee = (f: Partial<Parameters<typeof resolveAgentMelee>[0]> = {}) => ({
    edition: 'en' as const, lang: 'en' as const, turn: 3, casualtyCounter: 2, agent: agent(), unitId: 'u1', type: 'regular-police' as const, profile: SF_PROFILES['regular-police'], hurt: 0, attacker: 'agent' as const, ...f,
  });
  it('the agent attacks: the unit owes the attacked test (U99); a parry steps the figure back 1 pas', () => {
    const r = resolveAgentMelee(melee(), fixedDice([5, 4]));
    expect([r.outcome.code, r.stepBack]).toEqual(['parried', 1]);
    expect(paths(r.effects)).toContain('set units.u1.owes.attacked=3');
  });
  it('a failed parry downs the SF figure: a casualty for triage', () => {
    const r = resolveAgentMelee(melee(), fixedDice([5, 3]));
    expect(r.outcome.code).toBe('down');
    expect(r.casualties).toEqual(['cas-3']);
  });
  it('the SF figure attacks (no action of the agent): the agent loses PV', () => {
    const r = resolveAgentMelee(melee({ attacker: 'sf' }), fixedDice([4, 4]));
    expect(r.outcome.code).toBe('down');
    expect(paths(r.effects)).toEqual(['set agents.gunman.pvLeft=0']);
  });
});

describe('move, hide and the activation (R17, U135)', () => {
  it('l.88, l.209: a move is 4 pas (Rapide 5), into a crowd; it leaves cover', () => {
    const r = resolveAgentMove({ edition: 'en', lang: 'en', turn: 3, agent: agent({ cover: true, upgrades: ['fast'] }), toCrowd: 'c2' }, fixedDice([]));
    expect(r.pas).toBe(5);
    expect(paths(r.effects)).toEqual(['set agents.gunman.acted={"turn":3,"first":"move","second":null}', 'set agents.gunman.crowd="c2"', 'set agents.gunman.cover=false']);
  });
  it('l.93: a run needs a move first, and is half the move', () => {
    expect(resolveAgentMove({ edition: 'en', lang: 'en', turn: 3, agent: agent(), run: true }, fixedDice([])).refused).toBeTruthy();
    const r = resolveAgentMove({ edition: 'fr', lang: 'fr', turn: 3, agent: agent({ acted: { turn: 3, first: 'move', second: null } }), run: true }, fixedDice([]));
    expect(r.pas).toBe(2);
    expect(r.outcome.text).toContain('5 cm');
  });
  it('l.215: with Camouflage it is camouflaged; else in cover (l.37)', () => {
    expect(resolveAgentHide({ edition: 'en', lang: 'en', turn: 3, agent: agent({ upgrades: ['camouflage'] }) }, fixedDice([])).outcome.code).toBe('camouflaged');
    expect(paths(resolveAgentHide({ edition: 'en', lang: 'en', turn: 3, agent: agent() }, fixedDice([])).effects)).toContain('set agents.gunman.cover=true');
  });
  it('a first action after the second is refused', () => {
    expect(activation('en', agent({ acted: { turn: 3, first: null, second: 'hide' } }), 3, 'move').refused).toMatch(/already acted/);
  });
  it('U134: automatic for Cd 2, SMGs and explosives; single-shot otherwise', () => {
    expect([shotAtKind(GU_WEAPONS['assault-rifle']), shotAtKind(GU_WEAPONS.smg), shotAtKind(GU_WEAPONS.grenade), shotAtKind(GU_WEAPONS.rifle)]).toEqual(['automatic', 'automatic', 'automatic', 'single-shot']);
  });
});
