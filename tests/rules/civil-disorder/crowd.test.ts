import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  CARRY,
  RL_JUMPS,
  SITUATIONS,
  jumpTarget,
  levelsWithJump,
  owedRollEffects,
  resolveAdjacent,
  resolveJump,
  resolveLeaveGas,
  resolveMerge,
  resolveOwe,
  resolveRejoin,
  resolveSetRl,
  resolveSplit,
  type CrowdFacts,
} from '../../../src/rules/civil-disorder/crowd.js';
import { resolveRlRoll } from '../../../src/rules/civil-disorder/rl-roll.js';
import type { Resolution } from '../../../src/rules/types.js';

const crowd = (id: string, f: Partial<CrowdFacts> = {}): CrowdFacts => ({
  id,
  name: id,
  figures: 20,
  rl: 5,
  adjacent: [],
  looter: false,
  looters: null,
  wet: 'dry',
  arrests: 0,
  firearmCasualties: 0,
  shotAt: {},
  ...f,
});

describe('the RL chart\'s own jumps', () => {
  // Civil Disorder, RL State Chart lines 1-3 (Émeutes names the same levels).
  it.each([
    [1, 'no-escape', 7],
    [2, 'no-sf-in-sight', 4],
    [2, 'surrounded', 6],
    [3, 'no-sf-in-sight', 4],
    [3, 'surrounded', 5],
  ] as const)('RL %i %s goes to RL %i', (rl, situation, to) => {
    expect(jumpTarget(rl, situation)).toBe(to);
    const r = resolveJump({ edition: 'en', crowdId: 'c', rl, situation });
    expect(r).toMatchObject({ outcome: { code: 'rl-jump' }, rl: { before: rl, after: to }, rolls: [] });
    expect(r.effects).toEqual([{ op: 'set', path: 'crowds.c.rl', value: to }]);
  });

  it('has no other jump: every other level and situation is refused, naming the levels that have it', () => {
    for (let rl = 1; rl <= 8; rl++) {
      for (const s of SITUATIONS) {
        if (RL_JUMPS[rl]?.[s] !== undefined) continue;
        const r = resolveJump({ edition: 'en', rl, situation: s });
        expect(r.refused, `${rl} ${s}`).toBeDefined();
        expect(r.refused!.reason).toContain(`only at RL ${levelsWithJump(s).join(', ')}`);
        expect(r.effects).toEqual([]);
      }
    }
  });

  it('applies the jump in the RL roll where the roll lands (RL 3 falls to 2, surrounded: 6)', () => {
    const r = resolveRlRoll({ edition: 'en', crowdId: 'c', rl: 3, situation: 'surrounded', flags: ['outnumbered'] }, fixedDice([1, 1, 1]));
    expect(r.rl).toEqual({ before: 3, after: 6 });
    expect(r.jump).toEqual({ from: 2, to: 6 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.c.rl', value: 6 });
  });

  it('an RL roll landing where the chart has no jump for the situation says so and stands', () => {
    const r = resolveRlRoll({ edition: 'en', rl: 5, situation: 'surrounded' }, fixedDice([3, 2]));
    expect(r.rl).toEqual({ before: 5, after: 5 });
    expect(r.jump).toBeNull();
    expect(r.notes.join('\n')).toContain('no jump at RL 5');
  });

  it('a roll that disperses a crowd ends its adjacency on both sides (U51)', () => {
    const r = resolveRlRoll({ edition: 'en', crowdId: 'a', rl: 2, flags: ['outnumbered'], lists: { a: ['b'], b: ['a', 'c'] } }, fixedDice([1, 1, 1]));
    expect(r.rl).toEqual({ before: 2, after: 1 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.b.adjacent', value: ['c'] });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.a.adjacent', value: [] });
  });

  it('a roll pays off what the crowd owed and says why; a merged crowd does not roll', () => {
    const r = resolveRlRoll({ edition: 'en', crowdId: 'a', rl: 5, owed: ['charge'] }, fixedDice([3, 3]));
    expect(r.effects).toContainEqual({ op: 'del', path: 'crowds.a.owes' });
    expect(r.notes[0]).toBe('Roll owed: SF charge');
    expect(resolveRlRoll({ edition: 'en', crowdId: 'a', rl: 5, mergedInto: 'b' }, fixedDice([])).refused?.reason).toContain('merged into b');
  });

  it('RL 8 movement is said in words in both languages (no raw catalogue key)', () => {
    for (const edition of ['en', 'fr'] as const) {
      const r = resolveRlRoll({ edition, rl: 8 }, fixedDice([3, 1, 1, 1, 1]));
      expect(r.notes.join('\n')).not.toMatch(/rl\.how/);
    }
  });
});

describe("the umpire's status change (step 6)", () => {
  it('sets the RL with the reason, as a decision and no roll', () => {
    const r = resolveSetRl({ edition: 'en', crowdId: 'c', rl: 5, to: 7, reason: 'pub closing time' });
    expect(r).toMatchObject({ outcome: { code: 'rl-set' }, decision: 'umpire', reason: 'pub closing time', rl: { before: 5, after: 7 }, rolls: [] });
    expect(r.outcome.text).toContain('pub closing time');
  });
  it('never moves a dispersed crowd (R1), nor to the RL it is at', () => {
    expect(resolveSetRl({ edition: 'en', rl: 1, to: 5, reason: 'x' }).refused).toBeDefined();
    expect(resolveSetRl({ edition: 'en', rl: 5, to: 5, reason: 'x' }).refused).toBeDefined();
  });
  it('a crowd set to RL 1 leaves its neighbours (U51)', () => {
    const r = resolveSetRl({ edition: 'en', crowdId: 'a', rl: 3, to: 1, reason: 'x', lists: { a: ['b'], b: ['a'] } });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.b.adjacent', value: [] });
  });
});

describe('adjacency', () => {
  it('makes two crowds adjacent on both sides, and apart', () => {
    const r = resolveAdjacent({ edition: 'en', a: crowd('a'), b: crowd('b', { adjacent: ['c'] }), apart: false });
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.a.adjacent', value: ['b'] },
      { op: 'set', path: 'crowds.b.adjacent', value: ['c', 'a'] },
    ]);
    const p = resolveAdjacent({ edition: 'en', a: crowd('a', { adjacent: ['b'] }), b: crowd('b', { adjacent: ['a'] }), apart: true });
    expect(p.outcome.code).toBe('apart');
  });
  it('refuses itself, twice, apart when not adjacent, a dispersed or merged crowd', () => {
    expect(resolveAdjacent({ edition: 'en', a: crowd('a'), b: crowd('a'), apart: false }).refused).toBeDefined();
    expect(resolveAdjacent({ edition: 'en', a: crowd('a', { adjacent: ['b'] }), b: crowd('b', { adjacent: ['a'] }), apart: false }).refused).toBeDefined();
    expect(resolveAdjacent({ edition: 'en', a: crowd('a'), b: crowd('b'), apart: true }).refused).toBeDefined();
    expect(resolveAdjacent({ edition: 'en', a: crowd('a', { rl: 1 }), b: crowd('b'), apart: false }).refused).toBeDefined();
    expect(resolveAdjacent({ edition: 'en', a: crowd('a'), b: crowd('b', { mergedInto: 'c' }), apart: false }).refused).toBeDefined();
  });
});

describe('owed RL rolls', () => {
  const rec = (procedure: string, f: Partial<Resolution> = {}): Resolution => ({ procedure, edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code: 'x', text: '' }, effects: [], notes: [], ...f });
  it('marks the crowds a procedure of the SF acted on (U54), only those still in play', () => {
    expect(owedRollEffects(rec('fire', { crowd: 'a' }), 3, () => true)).toEqual([{ op: 'set', path: 'crowds.a.owes.shot-at', value: 3 }]);
    expect(owedRollEffects(rec('gas', { crowd: 'a', cloud: { crowds: ['a', 'b'] } }), 2, (c) => c !== 'b')).toEqual([{ op: 'set', path: 'crowds.a.owes.gas', value: 2 }]);
    expect(owedRollEffects(rec('missiles', { crowd: 'a' }), 2, () => true)).toEqual([]);
    expect(owedRollEffects(rec('melee', { crowd: 'a', refused: { reason: 'no' } }), 2, () => true)).toEqual([]);
  });
  it('remembers the first appearance of each kind once per crowd (U55)', () => {
    const first = resolveOwe({ edition: 'en', crowd: crowd('a'), trigger: 'riot-appear', turn: 2, appeared: [] });
    expect(first.effects).toEqual([
      { op: 'set', path: 'crowds.a.appeared.riot', value: 2 },
      { op: 'set', path: 'crowds.a.owes.riot-appear', value: 2 },
    ]);
    const again = resolveOwe({ edition: 'en', crowd: crowd('a'), trigger: 'riot-appear', turn: 3, appeared: ['riot'] });
    expect(again.effects).toEqual([{ op: 'set', path: 'crowds.a.owes.more-sf', value: 3 }]);
    const mounted = resolveOwe({ edition: 'en', crowd: crowd('a'), trigger: 'mounted-appear', turn: 3, appeared: ['riot'] });
    expect(mounted.effects[0]).toEqual({ op: 'set', path: 'crowds.a.appeared.mounted', value: 3 });
    expect(resolveOwe({ edition: 'en', crowd: crowd('a', { rl: 1 }), trigger: 'charge', turn: 1, appeared: [] }).refused).toBeDefined();
  });
});

describe('split and merge (U53)', () => {
  it('has a carry rule for every field a crowd has in the state', () => {
    for (const f of ['figures', 'rl', 'looter', 'looters', 'wet', 'arrests', 'firearmCasualties', 'shotAt', 'owes', 'appeared', 'knockedDown']) expect(CARRY[f], f).toBeDefined();
  });

  it('a split carries the fields by the table and never creates or loses a figure', () => {
    const c = crowd('a', { figures: 30, rl: 8, arrests: 2, wet: 'damp', looters: 3, owes: { charge: 1 }, knockedDown: { 2: 1 }, adjacent: ['b'] });
    const r = resolveSplit({ edition: 'en', crowd: c, figures: 12, newId: 'n', newName: 'New', lists: { a: ['b'], b: ['a'] }, clouds: [{ id: 'g', crowds: ['a'] }] });
    const part = r.effects.find((e) => e.path === 'crowds.n')!;
    expect(part).toMatchObject({ op: 'set', value: { id: 'n', name: 'New', figures: 12, rl: 8, arrests: 2, wet: 'damp', looters: null, owes: { charge: 1 }, adjacent: ['b', 'a'] } });
    expect((part as any).value.knockedDown).toBeUndefined();
    expect(r.effects).toContainEqual({ op: 'add', path: 'crowds.a.figures', value: -12 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.b.adjacent', value: ['a', 'n'] });
    expect(r.effects).toContainEqual({ op: 'set', path: 'gas.g.crowds', value: ['a', 'n'] });
  });

  it('a split of all the figures, none, or more than the crowd has is refused', () => {
    for (const n of [0, 30, 31]) {
      const r = resolveSplit({ edition: 'en', crowd: crowd('a', { figures: 30 }), figures: n, newId: 'n', newName: 'n', lists: {}, clouds: [] });
      expect(r.refused, String(n)).toBeDefined();
    }
  });

  it('a merge adds the figures, takes the larger part\'s RL, the greater arrests, the union of owed rolls; the crowd that joins leaves play', () => {
    const from = crowd('a', { figures: 30, rl: 7, arrests: 1, owes: { charge: 2 }, adjacent: ['c'] });
    const into = crowd('b', { figures: 10, rl: 5, arrests: 3, owes: { water: 2 } });
    const r = resolveMerge({ edition: 'en', from, into, lists: { a: ['c'], b: [], c: ['a'] }, clouds: [{ id: 'g', crowds: ['a'] }] });
    const set = Object.fromEntries(r.effects.filter((e) => e.op === 'set').map((e: any) => [e.path, e.value]));
    expect(set['crowds.b.figures']).toBe(40);
    expect(set['crowds.b.rl']).toBe(7);
    expect(set['crowds.b.arrests']).toBeUndefined(); // 3 already the greater
    expect(set['crowds.b.owes']).toEqual({ water: 2, charge: 2 });
    expect(set['crowds.b.adjacent']).toEqual(['c']);
    expect(set['crowds.c.adjacent']).toEqual(['b']);
    expect(set['gas.g.crowds']).toEqual(['b']);
    expect(set['crowds.a.figures']).toBe(0);
    expect(set['crowds.a.mergedInto']).toBe('b');
  });

  it('refuses merging a crowd with itself, a dispersed one or a merged one', () => {
    const m = (a: CrowdFacts, b: CrowdFacts) => resolveMerge({ edition: 'en', from: a, into: b, lists: {}, clouds: [] }).refused;
    expect(m(crowd('a'), crowd('a'))).toBeDefined();
    expect(m(crowd('a', { rl: 1 }), crowd('b'))).toBeDefined();
    expect(m(crowd('a'), crowd('b', { rl: 1 }))).toBeDefined();
    expect(m(crowd('a'), crowd('b', { mergedInto: 'c' }))).toBeDefined();
  });

  it('individuals of a dispersed crowd rejoin an active one: figures only', () => {
    const r = resolveRejoin({ edition: 'en', from: crowd('a', { rl: 1, figures: 8 }), into: crowd('b'), figures: 5 });
    expect(r.effects).toEqual([
      { op: 'add', path: 'crowds.a.figures', value: -5 },
      { op: 'add', path: 'crowds.b.figures', value: 5 },
    ]);
    expect(resolveRejoin({ edition: 'en', from: crowd('a', { rl: 4 }), into: crowd('b'), figures: 1 }).refused).toBeDefined();
    expect(resolveRejoin({ edition: 'en', from: crowd('a', { rl: 1, figures: 3 }), into: crowd('b'), figures: 4 }).refused).toBeDefined();
  });
});

describe('leaving a gas cloud', () => {
  it('takes the crowd off every cloud it is in, or refuses when it is in none', () => {
    const r = resolveLeaveGas({ edition: 'en', crowdId: 'a', clouds: [{ id: 'g1', crowds: ['a', 'b'] }, { id: 'g2', crowds: ['b'] }] });
    expect(r.effects).toEqual([{ op: 'set', path: 'gas.g1.crowds', value: ['b'] }]);
    expect(resolveLeaveGas({ edition: 'en', crowdId: 'a', clouds: [{ id: 'g2', crowds: ['b'] }] }).refused).toBeDefined();
  });
});
