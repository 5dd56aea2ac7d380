// A gang figure's shooting and melee actions (l.95-96) over the core rules (R16).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { resolveGangMelee, resolveGangShot, withFirstAction, type GangMeleeFacts, type GangShotFacts } from '../../../src/rules/guerilla-urbaine/skirmish.js';
import { GU_WEAPONS } from '../../../src/rules/guerilla-urbaine/profile.js';
import type { ActingFigure } from '../../../src/rules/guerilla-urbaine/actions.js';
import type { Round } from '../../../src/rules/guerilla-urbaine/turn.js';

const fig = (id: string, extra: Partial<ActingFigure> = {}): ActingFigure => ({
  id, gang: 'A', rank: 'ganger', dead: false, acted: 1, actions: ['concentrate'], down: false, camouflaged: false, unloaded: [], hasWeapon: true,
  medico: false, priest: false, shaman: false, camouflageUpgrade: false, ...extra,
});
const round: Round = { turn: 1, order: ['A', 'B'], phase: { kind: 'rest', gang: 'A' }, leadersDone: [], restDone: [], active: 'a1' };
const shot = (f: Partial<GangShotFacts> = {}, weapon = GU_WEAPONS.pistol): GangShotFacts => ({
  lang: 'en', round, figure: fig('a1'), extra: [],
  shooting: { shoot: 4, upgrades: [], weapon, distance: 4, shots: [{ targets: [{ id: 'b1', pv: 1, saves: [4] }] }] },
  ...f,
});

describe('resolveGangShot', () => {
  it('hits on T4+ less 1 for concentrating, then the target saves on its Svg (l.42, l.89)', () => {
    const r = resolveGangShot(shot(), fixedDice([3, 4]));
    expect(r.outcome.code).toBe('saved');
    expect(r.modifiers.map((m) => m.key)).toEqual(['concentrated']);
    expect(r.effects).toEqual([{ op: 'set', path: 'figures.a1.actions', value: ['concentrate', 'shoot'] }]);
  });
  it('kills a 1 PV target whose save fails (l.23, l.42)', () => {
    const r = resolveGangShot(shot(), fixedDice([5, 3]));
    expect(r.outcome.code).toBe('killed');
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.b1.pv', value: 0 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.b1.dead', value: true });
  });
  it('leaves a crossbow unloaded after it fires (l.114), and refuses it until reloaded', () => {
    const r = resolveGangShot(shot({}, GU_WEAPONS.crossbow), fixedDice([1]));
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a1.unloaded', value: ['crossbow'] });
    const again = resolveGangShot(shot({ figure: fig('a1', { unloaded: ['crossbow'] }) }, GU_WEAPONS.crossbow), fixedDice([]));
    expect(again.outcome.code).toBe('unloaded');
  });
  it('ends camouflage with a noisy shot, keeps it with a silent one (l.108, l.215)', () => {
    expect(resolveGangShot(shot({ figure: fig('a1', { camouflaged: true }) }), fixedDice([1])).effects).toContainEqual({ op: 'set', path: 'figures.a1.camouflaged', value: false });
    expect(resolveGangShot(shot({ figure: fig('a1', { camouflaged: true }) }, GU_WEAPONS.bow), fixedDice([1])).effects.some((e) => e.path.endsWith('camouflaged'))).toBe(false);
  });
  it('refuses a shot as a first action and a shot out of turn', () => {
    expect(resolveGangShot(shot({ figure: fig('a1', { acted: null, actions: [] }) }), fixedDice([])).outcome.code).toBe('not-first');
    expect(resolveGangShot(shot({ figure: fig('b1', { gang: 'B', acted: null, actions: [] }) }), fixedDice([])).outcome.code).toBe('other-side');
  });
  it('takes a first action given with it: move, then shoot, one record (withFirstAction)', () => {
    const r = withFirstAction('move', 'gu-shoot', resolveGangShot)(shot({ figure: fig('a1', { acted: null, actions: [] }), round: { ...round, active: null } }), fixedDice([4, 4]));
    expect(r.first).toBe('move');
    expect(r.effects.slice(0, 3)).toEqual([
      { op: 'set', path: 'figures.a1.acted', value: 1 },
      { op: 'set', path: 'round.active', value: 'a1' },
      { op: 'set', path: 'figures.a1.actions', value: ['move'] },
    ]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a1.actions', value: ['move', 'shoot'] });
    expect(r.modifiers).toEqual([]);
  });
});

describe('resolveGangMelee', () => {
  const melee = (f: Partial<GangMeleeFacts> = {}): GangMeleeFacts => ({
    lang: 'en', round, figure: fig('a1', { actions: ['move'] }), assassinated: [],
    melee: { attacker: { id: 'a1', fight: 4, pv: 1, attacks: 1 }, defender: { id: 'b1', fight: 5, pv: 1 } },
    ...f,
  });
  it('a parry on the defender\'s C: no PV lost, a step back of 1 pas (l.52-54)', () => {
    const r = resolveGangMelee(melee(), fixedDice([4, 5]));
    expect(r.outcome.code).toBe('parried');
    expect(r.effects).toEqual([{ op: 'set', path: 'figures.a1.actions', value: ['move', 'melee'] }]);
    expect(r.notes).toContain('b1 steps back 1" away from a1; a1 may follow (l.54)');
  });
  it('a failed parry takes 1 PV (R16)', () => {
    const r = resolveGangMelee(melee(), fixedDice([6, 4]));
    expect(r.outcome.code).toBe('killed');
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.b1.dead', value: true });
  });
  it('spends an Assassin\'s first attack on that opponent (l.211)', () => {
    const r = resolveGangMelee(melee({ melee: { attacker: { id: 'a1', fight: 4, pv: 1, attacks: 1, assassinFirst: true }, defender: { id: 'b1', fight: 5, pv: 1 } } }), fixedDice([3, 6]));
    expect(r.outcome.code).toBe('parried');
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a1.assassinated', value: ['b1'] });
  });
  it('refuses a knocked-down attacker (U156)', () => {
    expect(resolveGangMelee(melee({ figure: fig('a1', { actions: ['concentrate'], down: true }) }), fixedDice([])).outcome.code).toBe('down');
  });
});
