import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  resolveCounterSnipe,
  resolveSniperShot,
  spotModifier,
  type CounterSnipeFacts,
  type SniperFacts,
} from '../../../src/rules/civil-disorder/sniper.js';

const shot = (f: Partial<SniperFacts> = {}): SniperFacts => ({ edition: 'en', shotsBefore: 0, spotted: false, ...f });
const counter = (f: Partial<CounterSnipeFacts> = {}): CounterSnipeFacts => ({ edition: 'en', spotted: true, shooterType: 'swat', ...f });

describe('resolveSniperShot: to hit (Terrorists and Snipers: 6 on 1d6)', () => {
  for (const edition of ['en', 'fr'] as const) {
    for (const die of [1, 2, 3, 4, 5]) {
      it(`${edition}: ${die} misses the named target`, () => {
        const r = resolveSniperShot(shot({ edition }), fixedDice([die]));
        expect([r.outcome.code, r.hit, r.injury]).toEqual(['miss', false, null]);
      });
    }
  }
  it('the first shot from a position is always unobserved: no spotting roll', () => {
    const r = resolveSniperShot(shot(), fixedDice([2]));
    expect(r.rolls).toHaveLength(1);
    expect(r.spot).toBeNull();
    expect(r.notes[0]).toMatch(/always unobserved/);
  });
  it('the target unit is always told it is under fire', () => {
    expect(resolveSniperShot(shot(), fixedDice([1])).notes).toContain('The target unit is told it is under fire');
  });
});

describe('resolveSniperShot: a hit is a firearm casualty roll per edition (R8, U16)', () => {
  const bands = {
    en: ['scratch', 'wounded', 'wounded', 'dead', 'dead', 'dead'],
    fr: ['scratch', 'wounded', 'wounded', 'wounded', 'dead', 'dead'],
  } as const;
  for (const edition of ['en', 'fr'] as const) {
    bands[edition].forEach((injury, i) => {
      it(`${edition}: 6 hits, casualty roll ${i + 1} is ${injury}`, () => {
        const r = resolveSniperShot(shot({ edition }), fixedDice([6, i + 1]));
        expect([r.outcome.code, r.hit, r.injury]).toEqual(['hit', true, injury]);
      });
    });
  }
});

describe('resolveSniperShot: spotting the position (6 on 1d6 from the second shot, +1 per later shot)', () => {
  it('gives no modifier to the second shot, +1 to the third, +2 to the fourth', () => {
    expect([1, 2, 3, 4, 5].map(spotModifier)).toEqual([null, 0, 1, 2, 3]);
  });
  for (const edition of ['en', 'fr'] as const) {
    it(`${edition}: the second shot is spotted on 6 only`, () => {
      const five = resolveSniperShot(shot({ edition, shotsBefore: 1 }), fixedDice([1, 5]));
      expect(five.spot).toEqual({ die: 5, modifier: 0, total: 5, spotted: false });
      expect(five.modifiers).toEqual([]);
      const six = resolveSniperShot(shot({ edition, shotsBefore: 1 }), fixedDice([1, 6]));
      expect(six.spot).toEqual({ die: 6, modifier: 0, total: 6, spotted: true });
      expect(six.spotted).toBe(true);
    });
    it(`${edition}: the third shot is spotted on 5 or more (+1), the fourth on 4 (+2)`, () => {
      const third = resolveSniperShot(shot({ edition, shotsBefore: 2 }), fixedDice([1, 5]));
      expect(third.spot).toEqual({ die: 5, modifier: 1, total: 6, spotted: true });
      expect(third.modifiers).toEqual([expect.objectContaining({ key: 'later-shots', value: 1 })]);
      expect(resolveSniperShot(shot({ edition, shotsBefore: 2 }), fixedDice([1, 4])).spotted).toBe(false);
      expect(resolveSniperShot(shot({ edition, shotsBefore: 3 }), fixedDice([1, 4])).spot).toEqual({ die: 4, modifier: 2, total: 6, spotted: true });
    });
  }
  it('rolls the hit, then the casualty, then the spotting die', () => {
    const r = resolveSniperShot(shot({ shotsBefore: 1 }), fixedDice([6, 3, 6]));
    expect(r.rolls.map((d) => [d.label, d.value])).toEqual([
      ['sniper to hit', 6],
      ['casualty (R8)', 3],
      ['spotting the sniper', 6],
    ]);
  });
  it('makes no spotting roll once the position is spotted', () => {
    const r = resolveSniperShot(shot({ shotsBefore: 4, spotted: true }), fixedDice([3]));
    expect(r.rolls).toHaveLength(1);
    expect(r.spotted).toBe(true);
  });
  it('refuses a shot from a position whose sniper has been hit, without a roll', () => {
    const r = resolveSniperShot(shot({ position: 'roof', shotsBefore: 2, spotted: true, silenced: 2 }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/already been hit/);
  });
});

describe('resolveSniperShot: effects on the state', () => {
  const on = (f: Partial<SniperFacts>) => shot({ onState: true, position: 'roof', targetUnitId: 'riot1', turn: 2, casualtyCounter: 0, ...f });
  it('a first shot opens the position, and the target owes an over-reaction test (shot at) even when missed', () => {
    const r = resolveSniperShot(on({}), fixedDice([3]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'snipers.roof', value: { id: 'roof', shots: 1, spotted: false, firstTurn: 2 } },
      { op: 'set', path: 'snipers.roof.lastTurn', value: 2 },
      { op: 'set', path: 'units.riot1.owes.shot-at', value: 2 },
    ]);
    expect(r.notes).toContain('Unit riot1 owes an over-reaction test (shot at)');
  });
  it('a later shot counts on the position and marks it spotted on a success', () => {
    const r = resolveSniperShot(on({ shotsBefore: 1 }), fixedDice([3, 6]));
    expect(r.effects.slice(0, 4)).toEqual([
      { op: 'add', path: 'snipers.roof.shots', value: 1 },
      { op: 'set', path: 'snipers.roof.lastTurn', value: 2 },
      { op: 'set', path: 'snipers.roof.spotted', value: true },
      { op: 'set', path: 'snipers.roof.spottedTurn', value: 2 },
    ]);
  });
  it('a wounded SF member is a casualty awaiting triage, counts as wounded and owes member-wounded', () => {
    const r = resolveSniperShot(on({}), fixedDice([6, 2]));
    expect(r.effects.slice(2)).toEqual([
      {
        op: 'set',
        path: 'casualties.cas-1',
        value: { id: 'cas-1', side: 'sf', from: 'riot1', cause: 'sniper', injury: 'wounded', status: 'awaiting-triage', where: 'riot1', turn: 2 },
      },
      { op: 'set', path: 'counters.casualty', value: 1 },
      { op: 'add', path: 'units.riot1.wounded', value: 1 },
      { op: 'add', path: 'units.riot1.woundedByTurn.2', value: 1 },
      { op: 'set', path: 'units.riot1.owes.shot-at', value: 2 },
      { op: 'set', path: 'units.riot1.owes.member-wounded', value: 2 },
    ]);
  });
  it('a scratch is a casualty already patched up ("scratch"), not a wounded member', () => {
    const r = resolveSniperShot(on({}), fixedDice([6, 1]));
    expect(r.effects).toContainEqual(expect.objectContaining({ path: 'casualties.cas-1', value: expect.objectContaining({ injury: 'scratch', status: 'scratch' }) }));
    expect(r.effects.map((e) => e.path)).not.toContain('units.riot1.wounded');
    expect(r.effects.map((e) => e.path)).not.toContain('units.riot1.owes.member-wounded');
  });
  it('a scratch is up again one turn later, as for any firearm casualty (R8)', () => {
    const r = resolveSniperShot(on({}), fixedDice([6, 1]));
    expect(r.effects).toContainEqual({ op: 'set', path: 'casualties.cas-1.readyTurn', value: 3 });
  });
});

describe('resolveCounterSnipe: SWAT snipers hit a spotted sniper on 4-6', () => {
  for (const edition of ['en', 'fr'] as const) {
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const code = die >= 4 ? 'sniper-hit' : 'sniper-miss';
      it(`${edition}: ${die} is ${code}`, () => {
        expect(resolveCounterSnipe(counter({ edition }), fixedDice([die])).outcome.code).toBe(code);
      });
    }
  }
  it('refuses a position that is not spotted', () => {
    const r = resolveCounterSnipe(counter({ spotted: false, position: 'roof' }), fixedDice([]));
    expect(r.refused?.reason).toMatch(/roof has not been spotted/);
  });
  it('refuses a shooter that is not SWAT', () => {
    const r = resolveCounterSnipe(counter({ shooterType: 'anti-riot' }), fixedDice([]));
    expect(r.refused?.reason).toMatch(/only specialist SWAT snipers/);
  });
  it('puts the sniper out of action on the state when it hits', () => {
    const r = resolveCounterSnipe(counter({ onState: true, position: 'roof', turn: 4 }), fixedDice([5]));
    expect(r.effects).toEqual([{ op: 'set', path: 'snipers.roof.silenced', value: 4 }]);
    // A miss leaves the sniper under fire this turn: it will not fire again before the next (EN l.362, U101).
    expect(resolveCounterSnipe(counter({ onState: true, position: 'roof', turn: 4 }), fixedDice([3])).effects).toEqual([{ op: 'set', path: 'snipers.roof.underFire', value: 4 }]);
  });
});

describe('a sniper under fire, by edition (U101, issue 44)', () => {
  it('in English holds its fire the turn a SWAT sniper shot at it (EN l.362 "will not fire whilst under fire")', () => {
    expect(resolveSniperShot(shot({ position: 'roof', underFire: 4, turn: 4 }), fixedDice([6, 1])).outcome.code).toBe('under-fire');
    expect(resolveSniperShot(shot({ position: 'roof', underFire: 3, turn: 4 }), fixedDice([1])).refused).toBeUndefined();
  });
  it('in Émeutes fires on: FR l.513 has no such exception', () => {
    const r = resolveSniperShot(shot({ edition: 'fr', position: 'roof', underFire: 4, turn: 4 }), fixedDice([6, 1]));
    expect(r.refused).toBeUndefined();
    expect(r.rolls).toHaveLength(2);
    // Nor does a SWAT miss put an Émeutes sniper under fire.
    expect(resolveCounterSnipe(counter({ edition: 'fr', onState: true, position: 'roof', turn: 4 }), fixedDice([3])).effects).toEqual([]);
  });
});
