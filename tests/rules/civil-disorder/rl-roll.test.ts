import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { RL_MODIFIERS, RL_MOVEMENT, resolveRlRoll, rlAfter, type RlFacts } from '../../../src/rules/civil-disorder/rl-roll.js';

const facts = (f: Partial<RlFacts> = {}): RlFacts => ({ edition: 'en', rl: 5, ...f });

describe('resolveRlRoll: each modifier of the RL State Chart', () => {
  // The rules' numbers, restated here so that a changed table fails a test.
  const expected: Record<string, number> = {
    damp: -1,
    soaked: -2,
    outnumbered: -3,
    'police-withdrawing': +1,
    'police-charging': -1,
    'riot-withdrawing': +2,
    'riot-charging': -2,
    'first-appearance': +2,
    'mounted-charging': -3,
    'tear-gas': -2,
    'cs-gas': -3,
    'non-lethal': -1,
    'single-shot': -3,
    automatic: -4,
  };
  for (const [key, value] of Object.entries(expected)) {
    it(`applies "${key}" as ${value > 0 ? '+' : ''}${value}`, () => {
      const r = resolveRlRoll(facts({ flags: [key] }), fixedDice([4, 1]));
      expect(r.modifiers).toEqual([expect.objectContaining({ key, value })]);
      expect(r.total).toBe(4 + value);
    });
  }
  it('counts -1 per arrest, +1 per adjacent crowd higher, -1 per lower, -1 per running away', () => {
    const r = resolveRlRoll(
      facts({ counts: { arrests: 3, 'adjacent-higher': 2, 'adjacent-lower': 1, 'adjacent-running': 1 } }),
      fixedDice([4, 1]),
    );
    expect(r.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['arrests', -3],
      ['adjacent-higher', 2],
      ['adjacent-lower', -1],
      ['adjacent-running', -1],
    ]);
    expect(r.total).toBe(1);
  });
  it('takes -2 for the first firearm casualty and -1 for each later one (R8)', () => {
    expect(resolveRlRoll(facts({ firearmCasualties: 1 }), fixedDice([6, 1])).modifiers.map((m) => m.value)).toEqual([-2]);
    const r = resolveRlRoll(facts({ firearmCasualties: 4 }), fixedDice([6, 1]));
    expect(r.modifiers.map((m) => [m.key, m.value])).toEqual([
      ['first-casualty', -2],
      ['later-casualties', -3],
    ]);
    expect(r.total).toBe(1);
  });
  it("labels the umpire's own modifiers and adds them", () => {
    const r = resolveRlRoll(facts({ umpireMods: [{ label: 'burning car', value: 1 }] }), fixedDice([6, 2, 2]));
    expect(r.modifiers).toEqual([{ key: 'umpire', label: 'Umpire: burning car', value: 1 }]);
    expect(r.total).toBe(7);
  });
  it('gives ordinary police withdrawing +1, the number the English text drops (R2)', () => {
    expect(RL_MODIFIERS.find((m) => m.key === 'police-withdrawing')?.value).toBe(1);
  });
});

describe('resolveRlRoll: result thresholds (R1)', () => {
  it('raises the RL on a total of 7 or more', () => {
    const r = resolveRlRoll(facts({ rl: 5, flags: ['riot-withdrawing'] }), fixedDice([5, 1]));
    expect(r.total).toBe(7);
    expect(r.outcome.code).toBe('rl-up');
    expect(r.rl).toEqual({ before: 5, after: 6 });
  });
  it('keeps the RL on 1 to 6', () => {
    for (const die of [1, 6]) {
      const r = resolveRlRoll(facts({ rl: 5 }), fixedDice([die, 1]));
      expect(r.outcome.code).toBe('rl-same');
      expect(r.rl).toEqual({ before: 5, after: 5 });
    }
  });
  it('lowers the RL on 0 or less', () => {
    const r = resolveRlRoll(facts({ rl: 5, flags: ['tear-gas'] }), fixedDice([2, 1]));
    expect(r.total).toBe(0);
    expect(r.outcome.code).toBe('rl-down');
    expect(r.rl).toEqual({ before: 5, after: 4 });
  });
  it('never goes above 8', () => {
    const r = resolveRlRoll(facts({ rl: 8, flags: ['riot-withdrawing', 'first-appearance'] }), fixedDice([6, 1, 1]));
    expect(r.rl).toEqual({ before: 8, after: 8 });
    expect(r.outcome.code).toBe('rl-same');
    expect(r.outcome.text).toMatch(/highest/);
  });
  it('can fall from 2 to 1 (dispersed)', () => {
    const r = resolveRlRoll(facts({ rl: 2, flags: ['cs-gas'] }), fixedDice([1, 1, 1]));
    expect(r.rl).toEqual({ before: 2, after: 1 });
    expect(r.state).toEqual({ code: 'disperse', name: 'Disperse' });
  });
  it('refuses a dispersed crowd without a roll: it never reforms', () => {
    const r = resolveRlRoll(facts({ rl: 1 }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/never reforms/);
    expect(r.rolls).toEqual([]);
  });
  it('maps every total to the R1 band', () => {
    for (let total = -10; total <= 15; total++) {
      const step = total >= 7 ? 1 : total <= 0 ? -1 : 0;
      expect(rlAfter(4, total)).toBe(4 + step);
    }
  });
});

describe('resolveRlRoll: movement in the edition\'s dice and unit (R13)', () => {
  it('rolls 2d6" at RL 8 in English and 4D6 cm in French', () => {
    const en = resolveRlRoll(facts({ rl: 8 }), fixedDice([3, 2, 5]));
    expect(en.movement).toMatchObject({ dice: '2d6', unit: 'in', value: 7 });
    expect(en.notes.join('\n')).toContain('7"');
    const fr = resolveRlRoll(facts({ edition: 'fr', rl: 8 }), fixedDice([3, 1, 2, 3, 4]));
    expect(fr.movement).toMatchObject({ dice: '4d6', unit: 'cm', value: 10 });
    expect(fr.notes.join('\n')).toContain('10 cm');
  });
  it('uses the movement of the new RL', () => {
    const r = resolveRlRoll(facts({ rl: 2, flags: ['riot-withdrawing'] }), fixedDice([6, 4]));
    expect(r.rl).toEqual({ before: 2, after: 3 });
    expect(r.movement).toMatchObject({ dice: '1d6', value: 4 });
  });
  it('rolls a direction die at RL 4', () => {
    const r = resolveRlRoll(facts({ rl: 4 }), fixedDice([3, 5]));
    expect(r.movement).toMatchObject({ kind: 'direction', direction: 5, value: null });
  });
  it('leaves the movement to the table when only the RL die is entered', () => {
    const r = resolveRlRoll(facts({ rl: 5, flags: ['tear-gas'] }), fixedDice([6]));
    expect(r.total).toBe(4);
    expect(r.movement).toMatchObject({ value: null });
    expect(r.notes.join('\n')).toContain('roll 1d6 at the table');
  });
  it('has the same levels in both editions, French dice doubled but at RL 5 and 6', () => {
    for (const lv of [1, 2, 3, 7, 8] as const) expect(RL_MOVEMENT.fr[lv].dice).toBe(RL_MOVEMENT.en[lv].dice * 2);
    expect(RL_MOVEMENT.fr[5].dice).toBe(1);
    expect(RL_MOVEMENT.fr[6].dice).toBe(1);
  });
});

describe('resolveRlRoll: effects on the state', () => {
  it('sets the new RL and uses up "shot at" for the next roll only', () => {
    const r = resolveRlRoll(facts({ crowdId: 'c1', rl: 5, flags: ['single-shot'] }), fixedDice([1, 1, 1]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.c1.rl', value: 4 },
      { op: 'del', path: 'crowds.c1.shotAt.single-shot' },
    ]);
  });
  it('writes nothing when the RL stays', () => {
    expect(resolveRlRoll(facts({ crowdId: 'c1' }), fixedDice([3, 1])).effects).toEqual([]);
  });
});
