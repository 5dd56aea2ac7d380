// One change as a short sentence (src/render/human.ts effectText): an owed roll
// or test reads as what is owed, why and since which turn, in both languages.
import { describe, expect, it } from 'vitest';
import { effectText } from '../../src/render/human.js';

describe('effectText: owed rolls and tests', () => {
  it('says a crowd owes an RL roll, why, and from which turn', () => {
    const e = { op: 'set' as const, path: 'crowds.frontline.owes.melee', value: 1 };
    expect(effectText(e, 'en')).toBe('frontline — owes an RL roll (SF in hand-to-hand fighting with it, turn 1)');
    expect(effectText(e, 'fr')).toMatch(/^frontline — doit un jet de FR \(.+, tour 1\)$/);
  });
  it('says a unit owes an over-reaction test, and when it no longer does', () => {
    const owed = { op: 'set' as const, path: 'units.van1.owes.attacked', value: 2 };
    expect(effectText(owed, 'en')).toMatch(/^van1 — owes an over-reaction test \(.+, turn 2\)$/);
    expect(effectText(owed, 'fr')).toMatch(/^van1 — doit un test de contre-attaque \(.+, tour 2\)$/);
    const paid = { op: 'del' as const, path: 'units.van1.owes.attacked', prev: 2 };
    expect(effectText(paid, 'en')).toMatch(/^van1 — no longer owes the over-reaction test \(.+\)$/);
    expect(effectText(paid, 'fr')).toMatch(/^van1 — ne doit plus le test de contre-attaque \(.+\)$/);
  });
  it('leaves other fields to the general sentence', () => {
    expect(effectText({ op: 'set', path: 'crowds.frontline.rl', value: 7, prev: 6 }, 'en')).toBe('frontline — RL: 6 → 7');
  });
  it('names a field by its map where a system gives it its own word: a GU figure knocked down, not Civil Disorder\'s turn rioters went down', async () => {
    await import('../../src/games/index.js');
    const up = { op: 'set' as const, path: 'figures.a1.down', value: false, prev: true };
    expect(effectText(up, 'en')).toBe('a1 — knocked down: yes → no');
    expect(effectText(up, 'fr')).toBe('a1 — mise à terre\u00a0: oui → non');
    expect(effectText({ op: 'set', path: 'crowds.frontline.down', value: 3 }, 'en')).toBe('frontline — down on turn: — → 3');
  });
});

describe('effectText: no raw field, French agreement', () => {
  it('says every owed roll taken at once is no longer owed, by the crowd\'s words (an RL roll, never a test)', () => {
    const e = { op: 'del' as const, path: 'crowds.lyceens.owes', prev: { melee: 1 } };
    expect(effectText(e, 'en')).toBe('lyceens — no longer owes the RL roll (SF in hand-to-hand fighting with it)');
    expect(effectText(e, 'fr')).toMatch(/^lyceens — ne doit plus le jet de FR \(.+\)$/);
  });
  it('says a first-time trigger is spent, not "first triggers used ...: — → yes"', () => {
    const e = { op: 'set' as const, path: 'units.van1.firsts.first-abuse', value: true };
    expect(effectText(e, 'en')).toMatch(/^van1 — .+: counted \(once per unit\)$/);
    expect(effectText(e, 'fr')).toMatch(/^van1 — .+\u00a0: compté \(une fois par unité\)$/);
  });
  it('names the fields of a record and their codes: a character\'s action, an over-reaction result', () => {
    const acted = { op: 'set' as const, path: 'characters.liaison.acted', value: { turn: 1, n: 1, actions: ['negotiate'] } };
    expect(effectText(acted, 'en')).toBe('liaison — acted on turn 1: a negotiation (1 action this turn)');
    expect(effectText({ ...acted, value: { turn: 1, n: 2, actions: ['radio', 'run'] } }, 'fr')).toBe('liaison — a agi au tour 1\u00a0: radio ou téléphone, courir (2 actions ce tour)');
    const reaction = { op: 'set' as const, path: 'units.van1.reaction', value: { turn: 1, code: 'fall-back' } };
    expect(effectText(reaction, 'en')).toBe('van1 — reaction: — → turn 1, result Fall back slowly');
    expect(effectText({ op: 'set', path: 'snipers.roof.lastTurn', value: 1 }, 'en')).toBe('roof — last shot on turn: — → 1');
  });
  it('agrees "none" with a feminine field in French (voisines : aucune), and says "none" in English', () => {
    const e = { op: 'set' as const, path: 'crowds.market.adjacent', value: [], prev: ['estate'] };
    expect(effectText(e, 'fr')).toBe('market — voisines\u00a0: estate → aucune');
    expect(effectText(e, 'en')).toBe('market — adjacent: estate → none');
    expect(effectText({ op: 'set', path: 'units.van1.riotKit', value: 'shields', prev: 'none' }, 'fr')).not.toMatch(/aucune/);
  });
});

describe('effectText: a record in a few words', () => {
  it('leaves out its empty fields and sets its fields apart by semicolons where a value is a list', async () => {
    await import('../../src/games/index.js');
    const { loadSystem } = await import('../../src/engine/registry.js');
    await loadSystem('game', 'guerilla-urbaine');
    const e = { op: 'set' as const, path: 'round', value: { turn: 1, order: ['ravens', 'wolves'], phase: null, leadersDone: [], restDone: [], active: null } };
    expect(effectText(e, 'en')).toBe('the turn: turn 1; order ravens, wolves');
    expect(effectText(e, 'fr')).toBe('le tour\u00a0: tour 1\u00a0; ordre ravens, wolves');
  });
});

describe('showsNoChange', () => {
  it('is true for a field set to nothing where there was nothing, false for any real change', async () => {
    const { showsNoChange } = await import('../../src/render/human.js');
    expect(showsNoChange({ op: 'set', path: 'round.active', value: null }, 'en')).toBe(true);
    expect(showsNoChange({ op: 'set', path: 'round.active', value: 'raven', prev: null }, 'en')).toBe(false);
    expect(showsNoChange({ op: 'set', path: 'crowds.a.rl', value: 5, prev: 5 }, 'en')).toBe(true);
    expect(showsNoChange({ op: 'del', path: 'crowds.a.owes' }, 'en')).toBe(false);
  });
});

describe('effectText: a field inside a field', () => {
  it("a building's looting's carried reads in words in both languages (walk-all found \"pillage carried\")", () => {
    const e = { op: 'set', path: 'buildings.pub.looting.carried', prev: 0, value: 5 } as never;
    expect(effectText(e, 'fr')).toMatch(/pillage emporté\u00a0?: 0 → 5/);
    expect(effectText(e, 'en')).toMatch(/looting carried: 0 → 5/);
    expect(effectText(e, 'fr')).not.toMatch(/carried/);
  });
});
