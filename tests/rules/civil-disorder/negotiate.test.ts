import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { negotiationColumn, resolveNegotiate, type NegotiateFacts } from '../../../src/rules/civil-disorder/negotiate.js';

const facts = (f: Partial<NegotiateFacts> = {}): NegotiateFacts => ({ edition: 'en', rl: 4, quality: 'average', ...f });

/** The total a die gives with the factors that bring it there: die + good/poor/face/discretion. */
function factsFor(total: number): { die: number; f: Partial<NegotiateFacts> } {
  if (total >= 1 && total <= 6) return { die: total, f: {} };
  if (total >= 7) return { die: total - 3, f: { quality: 'good', discretion: 1 } }; // 7..9
  // total <= 0: poor negotiator (-4)
  return { die: total + 4, f: { quality: 'poor' } };
}

describe('resolveNegotiate: the table (R7)', () => {
  // Each edition's columns and the rows they share, restated from R7.
  const change = {
    en: { 4: { 0: 2, 1: 1, 2: 1, 3: 1, 4: 0, 5: 0, 6: 0, 7: -1, 8: -1, 9: -2 }, 5: { 0: 1, 1: 1, 2: 0, 3: 0, 4: -1, 5: -1, 6: -1, 7: -2, 8: -2, 9: -2 } },
    fr: { 4: { 0: 2, 1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: -1, 7: -1, 8: -1, 9: -2 }, 5: { 0: 1, 1: 1, 2: 1, 3: 0, 4: 0, 5: -1, 6: -2, 7: -2, 8: -2, 9: -2 } },
  } as const;
  for (const edition of ['en', 'fr'] as const) {
    for (const rl of [4, 5] as const) {
      for (let total = 0; total <= 9; total++) {
        const delta = change[edition][rl][total as 0];
        it(`${edition}: at RL ${rl} a total of ${total} changes the RL by ${delta}`, () => {
          const { die, f } = factsFor(total);
          const r = resolveNegotiate(facts({ edition, rl, ...f }), fixedDice([die]));
          expect(r.total).toBe(total);
          expect(r.change).toBe(delta);
          expect(r.rl).toEqual({ before: rl, after: rl + delta });
          expect(r.outcome.code).toBe(delta > 0 ? 'rl-up' : delta < 0 ? 'rl-down' : 'rl-same');
        });
      }
    }
  }
  it('puts every total of 0 or less in the first column, 9 or more in the last', () => {
    for (const e of ['en', 'fr'] as const) {
      expect(negotiationColumn(e, -6)).toBe(0);
      expect(negotiationColumn(e, 0)).toBe(0);
      expect(negotiationColumn(e, 9)).toBe(5);
      expect(negotiationColumn(e, 12)).toBe(5);
    }
  });
  it('fr: 8, which the French text drops, goes with 6-7 (R7)', () => {
    expect(negotiationColumn('fr', 8)).toBe(negotiationColumn('fr', 6));
    expect(negotiationColumn('fr', 8)).toBe(4);
  });
});

describe('resolveNegotiate: factors', () => {
  it('adds good negotiator +2, not face to face -2 and the umpire\'s discretion, labelled', () => {
    const r = resolveNegotiate(facts({ quality: 'good', notFaceToFace: true, discretion: -1 }), fixedDice([4]));
    expect(r.modifiers).toEqual([
      { key: 'good-negotiator', label: 'Good negotiator', value: 2 },
      { key: 'not-face-to-face', label: "Negotiation isn't face to face", value: -2 },
      { key: 'discretion', label: "Umpire's discretion", value: -1 },
    ]);
    expect(r.total).toBe(3);
  });
  it('takes -4 for a poor negotiator and nothing for an average one', () => {
    expect(resolveNegotiate(facts({ quality: 'poor' }), fixedDice([6])).modifiers).toEqual([{ key: 'poor-negotiator', label: 'Poor negotiator', value: -4 }]);
    expect(resolveNegotiate(facts({ quality: 'average' }), fixedDice([6])).modifiers).toEqual([]);
  });
});

describe('resolveNegotiate: no effect, no roll', () => {
  for (const rl of [1, 2, 3, 6, 7, 8]) {
    it(`has no effect at RL ${rl}, rolling nothing`, () => {
      const r = resolveNegotiate(facts({ rl, crowdId: 'c' }), fixedDice([]));
      expect(r.outcome.code).toBe('no-effect');
      expect(r.reasons).toEqual(['rl']);
      expect(r.rolls).toEqual([]);
      expect(r.effects).toEqual([]);
      expect(r.refused).toBeUndefined();
      expect(r.rl).toEqual({ before: rl, after: rl });
    });
  }
  it('has no effect with shooting in sight, and says why', () => {
    const r = resolveNegotiate(facts({ shooting: true }), fixedDice([]));
    expect(r.outcome).toEqual({ code: 'no-effect', text: 'The negotiation cannot take place, no roll: there is shooting in sight of the crowd; no action spent, no RL roll owed' });
  });
  it('has no effect with gas in sight, and gives every reason that applies', () => {
    const r = resolveNegotiate(facts({ rl: 7, gas: true, shooting: true }), fixedDice([]));
    expect(r.reasons).toEqual(['rl', 'shooting', 'gas']);
    expect(r.outcome.text).toMatch(/RL 7 Bombard.*shooting.*gas/);
  });
});

describe('a negotiation that cannot take place provokes nothing (EN l.181 "cannot take place", FR l.272; U282, issue 44)', () => {
  const withChar = (f: Parameters<typeof facts>[0]) => facts({ crowdId: 'students', characterId: 'inspector', turn: 2, acted: {}, ...f });
  it('with shooting or gas in sight: no action spent, and the crowd owes no RL roll for it', async () => {
    const { owedRollEffects } = await import('../../../src/rules/civil-disorder/crowd.js');
    for (const f of [{ shooting: true }, { gas: true }, { rl: 7, gas: true }]) {
      const r = resolveNegotiate(withChar(f), fixedDice([]));
      expect(r.tookPlace).toBe(false);
      expect(r.effects).toEqual([]);
      expect(owedRollEffects(r, 2, () => true)).toEqual([]);
    }
  });
  it('at another RL it takes place, automatically without effect: the action is spent and the roll a negotiation makes is owed', async () => {
    const { owedRollEffects } = await import('../../../src/rules/civil-disorder/crowd.js');
    const r = resolveNegotiate(withChar({ rl: 7 }), fixedDice([]));
    expect(r.tookPlace).toBe(true);
    expect(r.effects.map((e) => e.path)).toEqual(['characters.inspector.acted']);
    expect(owedRollEffects(r, 2, () => true).map((e) => e.path)).toEqual(['crowds.students.owes.negotiate']);
  });
});

describe('resolveNegotiate: effects and voice range', () => {
  it('sets the crowd RL on the state', () => {
    const r = resolveNegotiate(facts({ crowdId: 'students', rl: 5 }), fixedDice([6]));
    expect(r.effects).toEqual([{ op: 'set', path: 'crowds.students.rl', value: 4 }]);
  });
  it('writes nothing when the RL does not change', () => {
    expect(resolveNegotiate(facts({ crowdId: 'students', rl: 4 }), fixedDice([5])).effects).toEqual([]);
  });
  it('en: voice 2", 8" with a megaphone; fr: 10 cm, 40 cm', () => {
    expect(resolveNegotiate(facts(), fixedDice([3])).notes).toContain('Voice range 2" (8" with a megaphone or PA)');
    expect(resolveNegotiate(facts({ megaphone: true }), fixedDice([3])).voiceRange).toEqual({ value: 8, unit: 'in', megaphone: true });
    const fr = resolveNegotiate(facts({ edition: 'fr' }), fixedDice([3]));
    expect(fr.notes).toContain('Portée de la voix 10 cm (40 cm avec un mégaphone)');
    expect(resolveNegotiate(facts({ edition: 'fr', megaphone: true }), fixedDice([3])).voiceRange).toEqual({ value: 40, unit: 'cm', megaphone: true });
  });
});
