// Property tests: every input of fire, negotiate and overreact resolves to a
// known outcome code within the rules' bounds (or a refusal value), never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { RANGE_BANDS, resolveFire, WEAPONS } from '../../../src/rules/civil-disorder/firearms.js';
import { resolveNegotiate } from '../../../src/rules/civil-disorder/negotiate.js';
import { REACTIONS, resolveOverreact, SITUATION_FACTORS } from '../../../src/rules/civil-disorder/overreact.js';
import { NEGOTIATOR, UNIT_TYPES } from '../../../src/state/civil-disorder/types.js';

const edition = fc.constantFrom('en' as const, 'fr' as const);
const d6s = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 700, maxLength: 700 });

describe('confrontation procedures: every input resolves cleanly', () => {
  it('resolveFire: hit or miss with casualties no more than hits and figures, or refused beyond range', () => {
    fc.assert(
      fc.property(edition, fc.constantFrom(...WEAPONS), fc.constantFrom(...RANGE_BANDS), fc.integer({ min: 1, max: 100 }), fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }), d6s, (e, weapon, range, firers, figures, dice) => {
        const r = resolveFire({ edition: e, weapon, range, firers, figures, crowdId: 'c', turn: 1 }, fixedDice(dice));
        expect(['hit', 'miss', 'refused']).toContain(r.outcome.code);
        if (r.outcome.code === 'refused') {
          expect(range).toBe('beyond');
          expect(r.effects).toEqual([]);
          return;
        }
        const cas = r.casualties as unknown[];
        expect(cas.length).toBeLessThanOrEqual(r.hits as number);
        if (figures !== undefined) expect(cas.length).toBeLessThanOrEqual(figures);
        expect(r.outcome.code).toBe(cas.length > 0 ? 'hit' : 'miss');
        expect(r.rolls).toHaveLength(firers + cas.length);
      }),
      { numRuns: 300 },
    );
  });

  it('resolveNegotiate: RL stays within 1..8 and moves at most 2, only at RL 4 or 5', () => {
    fc.assert(
      fc.property(edition, fc.integer({ min: 1, max: 8 }), fc.constantFrom(...NEGOTIATOR), fc.boolean(), fc.constantFrom(-1, 0, 1), fc.boolean(), fc.boolean(), d6s, (e, rl, quality, nf, disc, shooting, gas, dice) => {
        const r = resolveNegotiate({ edition: e, rl, quality, notFaceToFace: nf, discretion: disc, shooting, gas }, fixedDice(dice));
        const { before, after } = r.rl as { before: number; after: number };
        expect(before).toBe(rl);
        expect(after).toBeGreaterThanOrEqual(1);
        expect(after).toBeLessThanOrEqual(8);
        expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
        if (![4, 5].includes(rl) || shooting || gas) {
          expect(r.outcome.code).toBe('no-effect');
          expect(r.rolls).toEqual([]);
        } else {
          expect(['rl-up', 'rl-same', 'rl-down']).toContain(r.outcome.code);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('resolveOverreact: a reaction of the table (unarmed units never open fire), or refused for firefighters and paramedics', () => {
    const flags = fc.subarray(SITUATION_FACTORS.filter((f) => f.kind === 'flag').map((f) => f.key));
    fc.assert(
      fc.property(edition, fc.constantFrom(...UNIT_TYPES), fc.boolean(), flags, fc.integer({ min: 0, max: 10 }), fc.boolean(), d6s, (e, type, armed, fl, wounded, noEscape, dice) => {
        const r = resolveOverreact({ edition: e, type, armed, flags: fl, woundedThisTurn: wounded, noEscape }, fixedDice(dice));
        if (type === 'firefighters' || type === 'paramedics') {
          expect(r.outcome.code).toBe('refused');
          return;
        }
        expect(REACTIONS).toContain(r.outcome.code);
        if (!armed) expect(r.outcome.code).not.toBe('open-fire');
        expect(r.rolls.length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 300 },
    );
  });
});
