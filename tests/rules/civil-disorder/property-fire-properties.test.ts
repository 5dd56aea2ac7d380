// Invariants of looting, property damage, fires and firefighting, over random
// facts and dice: every input resolves or is refused with a reason, and no
// value or fire count is ever taken below 0.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, ResolutionDice } from '../../../src/dice.js';
import { resolveDamage } from '../../../src/rules/civil-disorder/damage.js';
import { resolveFireTurn } from '../../../src/rules/civil-disorder/burn.js';
import { resolveExtinguish } from '../../../src/rules/civil-disorder/firefight.js';
import { resolveLoot, resolveLootingTurn } from '../../../src/rules/civil-disorder/loot.js';
import type { Effect, Resolution } from '../../../src/rules/types.js';

const dice = (seed: string) => new ResolutionDice(new Rng(seed), null);
const edition = fc.constantFrom('en' as const, 'fr' as const);
const sumAt = (effects: Effect[], path: string) =>
  effects.filter((e) => e.op === 'add' && e.path === path).reduce((s, e) => s + (e as { value: number }).value, 0);
const wellFormed = (r: Resolution) => {
  expect(typeof r.outcome.code).toBe('string');
  expect(r.outcome.text).not.toMatch(/\{\w+\}/);
  for (const n of r.notes) expect(n).not.toMatch(/\{\w+\}/);
  if (r.refused) expect(r.effects).toEqual([]);
};

describe('property damage, looting, fire and firefighting invariants', () => {
  it('damage never takes a value below 0', () => {
    fc.assert(
      fc.property(edition, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 100 }), fc.boolean(), fc.string(), (ed, rl, figures, value, sf, seed) => {
        const r = resolveDamage({ edition: ed, rl, figures, value, sfInSight: sf, buildingId: 'b' }, dice(seed));
        wellFormed(r);
        expect(value + sumAt(r.effects, 'buildings.b.value')).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('looting never takes value, loot or figures below 0, and never loots below RL 7', () => {
    fc.assert(
      fc.property(
        edition,
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 10 })),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.string(),
        (ed, rl, looterCrowd, figures, looters, value, loot, looted, fires, seed) => {
          const r = resolveLoot(
            { edition: ed, turn: 1, crowdId: 'c', rl, looterCrowd, figures, looters, buildingId: 'b', value, loot, looted, fires },
            dice(seed),
          );
          wellFormed(r);
          if (rl < 7) expect(r.refused).toBeDefined();
          expect(value + sumAt(r.effects, 'buildings.b.value')).toBeGreaterThanOrEqual(0);
          expect(figures + sumAt(r.effects, 'crowds.c.figures')).toBeGreaterThanOrEqual(0);
          const l = r.effects.find((e) => e.path === 'buildings.b.looting');
          if (l && l.op === 'set') {
            const t = resolveLootingTurn({ edition: ed, turn: 2, buildingId: 'b', loot, fires: 0, looting: l.value as never }, dice(seed));
            wellFormed(t);
            expect(loot + sumAt(t.effects, 'buildings.b.loot')).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
  it('a fire turn never takes a value below 0 and never puts fires out', () => {
    fc.assert(
      fc.property(edition, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 40 }), fc.string(), (ed, fires, value, n, seed) => {
        const neighbours = Array.from({ length: n }, (_, i) => `n${i}`);
        const r = resolveFireTurn({ edition: ed, turn: 1, buildingId: 'b', fires, value, neighbours }, dice(seed));
        wellFormed(r);
        expect(value + sumAt(r.effects, 'buildings.b.value')).toBeGreaterThanOrEqual(0);
        expect(sumAt(r.effects, 'buildings.b.fires')).toBeGreaterThanOrEqual(0);
        if (r.spreadTo) expect(neighbours).toContain(r.spreadTo);
      }),
    );
  });
  it('firefighting never takes fires, water or crew below 0', () => {
    fc.assert(
      fc.property(edition, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 8 }), fc.string(), (ed, fires, water, crew, seed) => {
        const r = resolveExtinguish({ edition: ed, turn: 1, engineId: 'e', buildingId: 'b', fires, water, crew }, dice(seed));
        wellFormed(r);
        if (water === 0) expect(r.refused).toBeDefined();
        expect(fires + sumAt(r.effects, 'buildings.b.fires')).toBeGreaterThanOrEqual(0);
        expect(water + sumAt(r.effects, 'engines.e.water')).toBeGreaterThanOrEqual(0);
        expect(crew + sumAt(r.effects, 'engines.e.crew')).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
