import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { reactionFor, resolveOverreact, resolveTrigger, UNIT_FACTOR, type OverreactFacts, type TriggerFacts } from '../../../src/rules/civil-disorder/overreact.js';

const facts = (f: Partial<OverreactFacts> = {}): OverreactFacts => ({ edition: 'en', type: 'regular-soldiers', armed: false, ...f });

describe('resolveOverreact: unit factors (Civil Disorder and Émeutes the same; R9)', () => {
  const expected = {
    'regular-police': 2,
    'regular-police-riot': 2,
    swat: -1,
    'anti-riot': 3,
    'soldiers-riot': 3,
    'mounted-police': 3,
    'mounted-riot-police': 4,
    conscripts: -2,
    'regular-soldiers': 0,
    'special-forces': -1,
  } as const;
  for (const [type, value] of Object.entries(expected)) {
    it(`gives ${type} ${value > 0 ? '+' : ''}${value}`, () => {
      const r = resolveOverreact(facts({ type: type as OverreactFacts['type'] }), fixedDice([4]));
      expect(r.modifiers[0]).toMatchObject({ key: 'type', value });
      expect(r.total).toBe(4 + value);
    });
  }
  for (const type of ['firefighters', 'paramedics'] as const) {
    it(`refuses ${type} with a clear message and no roll (R9)`, () => {
      const r = resolveOverreact(facts({ type }), fixedDice([]));
      expect(r.outcome.code).toBe('refused');
      expect(r.refused?.reason).toMatch(/are not tested for over-reaction \(R9\)/);
      expect(UNIT_FACTOR[type]).toBeNull();
    });
  }
});

describe('resolveOverreact: situation factors', () => {
  it('applies outnumbered -1, no support -1, under gunfire -4, crowd outnumbered +1, labelled', () => {
    const r = resolveOverreact(facts({ flags: ['outnumbered', 'no-support', 'under-gunfire', 'crowd-outnumbered'] }), fixedDice([6]));
    expect(r.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['type', 0],
      ['outnumbered', -1],
      ['no-support', -1],
      ['under-gunfire', -4],
      ['crowd-outnumbered', 1],
    ]);
    expect(r.total).toBe(1);
  });
  it('takes -1 per member wounded this turn', () => {
    const r = resolveOverreact(facts({ woundedThisTurn: 3 }), fixedDice([6]));
    expect(r.modifiers[1]).toEqual({ key: 'wounded-this-turn', label: 'Members wounded this turn (3)', value: -3 });
    expect(r.total).toBe(3);
  });
});

describe('resolveOverreact: the result table', () => {
  it.each([
    [9, 'advance'],
    [7, 'advance'],
    [6, 'continue'],
    [3, 'continue'],
    [2, 'fall-back'],
    [1, 'fall-back'],
    [0, 'run-away'],
    [-2, 'run-away'],
    [-3, 'open-fire'],
    [-8, 'open-fire'],
  ] as const)('a total of %i is %s', (total, code) => {
    expect(reactionFor(total)).toBe(code);
  });
  it('gives each band through a roll (regular police +2)', () => {
    const t = (die: number, f: Partial<OverreactFacts> = {}) =>
      resolveOverreact(facts({ type: 'regular-police', armed: true, ...f }), fixedDice([die])).outcome.code;
    expect(t(5)).toBe('advance');
    expect(t(1)).toBe('continue');
    expect(t(4, { flags: ['under-gunfire'] })).toBe('fall-back');
    expect(t(1, { flags: ['under-gunfire', 'outnumbered'] })).toBe('run-away');
    expect(t(1, { flags: ['under-gunfire', 'outnumbered', 'no-support'], woundedThisTurn: 1 })).toBe('open-fire');
  });
  it('note (1): a unit without guns that would open fire runs away', () => {
    const r = resolveOverreact(facts({ type: 'regular-police', armed: false, flags: ['under-gunfire'], woundedThisTurn: 3 }), fixedDice([1]));
    expect(r.total).toBe(-4);
    expect(r.tableResult).toBe('open-fire');
    expect(r.outcome.code).toBe('run-away');
    expect(r.notes).toContain('Note (1): a unit without guns just runs away');
  });
  it('an armed unit opens fire below -2', () => {
    const r = resolveOverreact(facts({ type: 'conscripts', armed: true, flags: ['under-gunfire'] }), fixedDice([1]));
    expect(r.total).toBe(-5);
    expect(r.outcome.code).toBe('open-fire');
    expect(r.rolls).toHaveLength(1);
  });
  for (const type of ['conscripts', 'regular-soldiers', 'soldiers-riot', 'special-forces', 'swat'] as const) {
    it(`note (2): armed ${type} that would run away roll 1d6 more and open fire on 1-3`, () => {
      // die 1 + factors: aim at total 0 (run away).
      const f = facts({ type, armed: true, umpireMods: [{ label: 'to zero', value: -1 - (UNIT_FACTOR[type] as number) }] });
      for (let d = 1; d <= 6; d++) {
        const r = resolveOverreact(f, fixedDice([1, d]));
        expect(r.total).toBe(0);
        expect(r.outcome.code).toBe(d <= 3 ? 'open-fire' : 'run-away');
        expect(r.rolls[1]).toMatchObject({ value: d, label: 'note (2): open fire on 1-3' });
      }
    });
  }
  it('note (2) needs guns: an unarmed military unit just runs away, with no second die', () => {
    const r = resolveOverreact(facts({ type: 'regular-soldiers', armed: false, flags: ['outnumbered'] }), fixedDice([1]));
    expect(r.outcome.code).toBe('run-away');
    expect(r.rolls).toHaveLength(1);
  });
  it('police that would run away roll no second die', () => {
    const r = resolveOverreact(facts({ type: 'regular-police', armed: true, flags: ['under-gunfire'] }), fixedDice([1]));
    expect(r.outcome.code).toBe('run-away');
    expect(r.rolls).toHaveLength(1);
  });
  it('with no escape, an armed unit that would run away opens fire (U22); an unarmed one still runs', () => {
    const f = { type: 'regular-police', flags: ['under-gunfire'], noEscape: true } as const;
    expect(resolveOverreact(facts({ ...f, armed: true }), fixedDice([1])).outcome.code).toBe('open-fire');
    expect(resolveOverreact(facts({ ...f, armed: false }), fixedDice([1])).outcome.code).toBe('run-away');
  });
  it('clears the owed tests when the unit takes it', () => {
    const r = resolveOverreact(facts({ unitId: 'riot1', owes: ['shot-at'] }), fixedDice([4]));
    expect(r.effects).toEqual([{ op: 'set', path: 'units.riot1.owes', value: {} }]);
    expect(resolveOverreact(facts({ unitId: 'riot1', owes: [] }), fixedDice([4])).effects).toEqual([]);
  });
  it('fr: the texts follow Émeutes', () => {
    const r = resolveOverreact(facts({ edition: 'fr', type: 'conscripts', flags: ['no-support'] }), fixedDice([6]));
    expect(r.modifiers.map((m) => m.label)).toEqual(['Appelés', 'Pas d’unité d’appui en vue']);
    expect(r.outcome.text).toBe('Suit les ordres');
  });
});

describe('resolveTrigger', () => {
  const tf = (f: Partial<TriggerFacts> = {}): TriggerFacts => ({ edition: 'en', unitId: 'riot1', type: 'regular-police-riot', trigger: 'shot-at', turn: 2, firsts: [], ...f });
  it('marks the unit as owing a test this turn', () => {
    const r = resolveTrigger(tf(), fixedDice([]));
    expect(r.outcome.code).toBe('owes');
    expect(r.effects).toEqual([{ op: 'set', path: 'units.riot1.owes.shot-at', value: 2 }]);
  });
  it('marks a first-time trigger once per unit', () => {
    const r = resolveTrigger(tf({ trigger: 'first-abuse' }), fixedDice([]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'units.riot1.owes.first-abuse', value: 2 },
      { op: 'set', path: 'units.riot1.firsts.first-abuse', value: true },
    ]);
    const again = resolveTrigger(tf({ trigger: 'first-abuse', firsts: ['first-abuse'] }), fixedDice([]));
    expect(again.outcome.code).toBe('not-first');
    expect(again.effects).toEqual([]);
  });
  it('repeatable triggers (attacked, shot at, member wounded) count every time', () => {
    for (const trigger of ['attacked', 'shot-at', 'member-wounded'] as const) {
      expect(resolveTrigger(tf({ trigger, firsts: ['first-abuse', 'first-missiles'] }), fixedDice([])).outcome.code).toBe('owes');
    }
  });
  it('refuses firefighters and paramedics (R9)', () => {
    expect(resolveTrigger(tf({ type: 'paramedics' }), fixedDice([])).outcome.code).toBe('refused');
  });
});
