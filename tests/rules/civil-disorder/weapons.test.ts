import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  BATON_CLOSE,
  BATON_GUN,
  WATER,
  conditionOverAt,
  WEAPON_RANGE,
  crowdsDrying,
  gasClearing,
  missileDice,
  overReactionMark,
  resolveBatonGun,
  resolveGas,
  resolveMissiles,
  resolvePetrolBomb,
  resolveRestock,
  resolveWater,
  rioterGettingUp,
  type MissileFacts,
  type PetrolFacts,
  type TargetUnit,
} from '../../../src/rules/civil-disorder/weapons.js';
import type { GameState } from '../../../src/state/civil-disorder/types.js';

const unit = (f: Partial<TargetUnit> = {}): TargetUnit => ({ id: 'van1', strength: 8, wounded: 0, riotKit: 'none', firsts: {}, ...f });

describe('Non-Lethal Weapons: ranges in each edition (R13)', () => {
  it('gives the English ranges in inches', () => {
    expect(WEAPON_RANGE.en).toEqual({
      'gas-grenade': 15,
      'riot-gun': 30,
      'water-cannon': 40,
      'fire-hose': 25,
      'baton-gun': 25,
      'bricks-bottles': 10,
      'petrol-bomb': 10,
    });
  });
  it('gives the French ranges in centimetres', () => {
    expect(WEAPON_RANGE.fr).toEqual({
      'gas-grenade': 38,
      'riot-gun': 75,
      'water-cannon': 100,
      'fire-hose': 62.5,
      'baton-gun': 62.5,
      'bricks-bottles': 25,
      'petrol-bomb': 25,
    });
  });
  it('shows the range in the output, in the edition unit', () => {
    expect(resolveGas({ edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null }, fixedDice([1, 1])).notes[0]).toBe('Range of Gas grenade: 15"');
    expect(resolveGas({ edition: 'fr', weapon: 'riot-gun', kind: 'tear', crowds: [], turn: null }, fixedDice([1, 1])).notes[0]).toBe('Portée Fusil lance-grenade\u00a0: 75 cm');
    expect(resolveWater({ edition: 'fr', weapon: 'fire-hose', turn: null, hosedTurns: 0 }, fixedDice([])).notes[0]).toMatch(/62,5 cm/);
  });
  it('refuses a target beyond range, rolling nothing', () => {
    const dice = fixedDice([]);
    const r = resolveGas({ edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null, range: 16 }, dice);
    expect(r.refused?.reason).toMatch(/out of range \(at most 15"\)/);
    expect(resolveGas({ edition: 'fr', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null, range: 38 }, fixedDice([1, 1])).refused).toBeUndefined();
    expect(resolveMissiles({ edition: 'fr', throwers: 10, turn: null, kit: 'none', supplyUsed: 0, range: 26 }, fixedDice([])).refused).toBeDefined();
  });
});

describe('resolveGas: gas grenade and riot gun', () => {
  it('is effective after 1 turn and remains 2d6 turns (U42)', () => {
    const r = resolveGas({ edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: ['c1', 'c2'], turn: 4, counter: 2 }, fixedDice([3, 5]));
    expect(r.total).toBe(8);
    expect(r.effects).toEqual([
      {
        op: 'set',
        path: 'gas.gas-3',
        value: { id: 'gas-3', kind: 'tear', crowds: ['c1', 'c2'], from: 5, until: 13, weapon: 'gas-grenade', unit: null, turn: 4 },
      },
      { op: 'set', path: 'counters.gas', value: 3 },
    ]);
  });
  it('names the RL and melee modifiers of the cloud and blocks negotiation', () => {
    const tear = resolveGas({ edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null }, fixedDice([1, 1])).notes.join('\n');
    expect(tear).toMatch(/RL -2, melee -2/);
    expect(tear).toMatch(/No negotiation/);
    const cs = resolveGas({ edition: 'en', weapon: 'riot-gun', kind: 'cs', crowds: [], turn: null }, fixedDice([1, 1])).notes.join('\n');
    expect(cs).toMatch(/RL -3, melee -4/);
  });
  it('gives the cloud 5" across in English and 15 cm in French', () => {
    expect(resolveGas({ edition: 'en', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null }, fixedDice([1, 1])).notes[1]).toMatch(/5"/);
    expect(resolveGas({ edition: 'fr', weapon: 'gas-grenade', kind: 'tear', crowds: [], turn: null }, fixedDice([1, 1])).notes[1]).toMatch(/15 cm/);
  });
});

describe('resolveWater: water cannon and fire hose', () => {
  const water = (hosedTurns: number, hosedTurn?: number) =>
    resolveWater({ edition: 'en', weapon: 'water-cannon', crowdId: 'c1', turn: 7, hosedTurns, hosedTurn }, fixedDice([]));
  it("makes a crowd 'damp' after 1 turn of hosing", () => {
    const r = water(0);
    expect(r.outcome.code).toBe('damp');
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.c1.hosed', value: 1 },
      { op: 'set', path: 'crowds.c1.hosedTurn', value: 7 },
      { op: 'set', path: 'crowds.c1.wet', value: 'damp' },
      { op: 'set', path: 'crowds.c1.wetSince', value: 7 },
    ]);
  });
  it("stays 'damp' after 2 turns and is 'soaked' after 3", () => {
    expect(water(1, 6).outcome.code).toBe('damp');
    expect(water(2, 6).outcome.code).toBe('soaked');
    expect(water(5, 6).outcome.code).toBe('soaked');
  });
  it('says the crowd dries at the start of turn T+21 when hosed in T (U205, l.208)', () => {
    expect(water(0).notes.join('\n')).toMatch(/start of turn 28 /);
  });
  it('counts the knock-down and the drying alike: N whole turns after the turn it began (U205, l.208, l.211)', () => {
    expect(conditionOverAt(2, BATON_GUN.downTurns)).toBe(6);
    expect(conditionOverAt(3, WATER.dryAfter)).toBe(24);
  });
  it('refuses a second hosing in the same turn', () => {
    expect(water(1, 7).refused?.reason).toMatch(/already been hosed this turn/);
  });
  // "Crowds take 20 turns to dry off" (civil-disorder.en.txt l.208; emeutes.fr.txt l.303 "20 tours à sécher"),
  // counted as the baton gun's "for 3 turns" (l.211): whole turns after the hosing (U205).
  it('keeps a crowd wet for 20 whole turns after it was last hosed, then dries it, one entry per crowd (U205)', () => {
    const game = (turn: number) =>
      ({
        edition: 'en',
        turn,
        crowds: {
          c1: { id: 'c1', wet: 'soaked', wetSince: 3, hosed: 3 },
          c2: { id: 'c2', wet: 'damp', wetSince: 4 },
          c3: { id: 'c3', wet: 'dry' },
        },
      }) as unknown as GameState;
    expect(crowdsDrying(game(23), 'en')).toEqual([]);
    const out = crowdsDrying(game(24), 'en');
    expect(out.map((r) => r.crowd)).toEqual(['c1']);
    expect(out[0].effects).toEqual([
      { op: 'set', path: 'crowds.c1.wet', value: 'dry' },
      { op: 'del', path: 'crowds.c1.hosed' },
    ]);
  });
});

describe('resolveBatonGun', () => {
  it('knocks a rioter down on 5 or 6, not on 4', () => {
    const r = resolveBatonGun({ edition: 'en', turn: null, shots: 3 }, fixedDice([4, 5, 6]));
    expect(r.hits).toBe(2);
    expect(r.knockedDown).toBe(2);
    expect(r.outcome.code).toBe('knocked-down');
  });
  it('rolls no wound die at 10" or more, and rolls one per hit under 10": 6 a serious wound', () => {
    const far = fixedDice([6]);
    expect(resolveBatonGun({ edition: 'en', turn: null, shots: 1, range: 10 }, far).seriouslyWounded).toBe(0);
    expect(far.rolls).toHaveLength(1);
    const near = resolveBatonGun({ edition: 'en', turn: null, shots: 2, range: 9 }, fixedDice([5, 6, 6, 5]));
    expect(near.seriouslyWounded).toBe(1);
    expect(near.knockedDown).toBe(1);
    expect(near.outcome.code).toBe('wounded');
  });
  it('uses 25 cm as the close range in the French edition', () => {
    expect(BATON_CLOSE).toEqual({ en: 10, fr: 25 });
    expect(resolveBatonGun({ edition: 'fr', turn: null, shots: 1, range: 24 }, fixedDice([5, 6])).seriouslyWounded).toBe(1);
    const d = fixedDice([5]);
    expect(resolveBatonGun({ edition: 'fr', turn: null, shots: 1, range: 25 }, d).seriouslyWounded).toBe(0);
  });
  it('on the state: shot at (non-lethal), down until turn T+4 (U44), a serious wound is a casualty leaving the crowd', () => {
    const r = resolveBatonGun({ edition: 'en', crowdId: 'c1', figures: 20, turn: 2, shots: 2, range: 5, counter: 4 }, fixedDice([5, 5, 6, 1]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.c1.shotAt.non-lethal', value: true },
      { op: 'add', path: 'crowds.c1.knockedDown.6', value: 1 },
      { op: 'add', path: 'crowds.c1.figures', value: -1 },
      {
        op: 'set',
        path: 'casualties.cas-5',
        value: { id: 'cas-5', side: 'crowd', from: 'c1', cause: 'baton-gun', injury: 'wounded', status: 'awaiting-triage', where: 'c1', turn: 2 },
      },
      { op: 'set', path: 'counters.casualty', value: 5 },
    ]);
  });
  it('marks the crowd shot at even when every shot misses', () => {
    const r = resolveBatonGun({ edition: 'en', crowdId: 'c1', figures: 20, turn: 2, shots: 1 }, fixedDice([1]));
    expect(r.outcome.code).toBe('miss');
    expect(r.effects).toEqual([{ op: 'set', path: 'crowds.c1.shotAt.non-lethal', value: true }]);
  });
  it('gets knocked-down rioters up at the start of the turn, one entry each', () => {
    const game = { edition: 'en', turn: 6, crowds: { c1: { id: 'c1', knockedDown: { '6': 2, '7': 1 } } } } as unknown as GameState;
    const out = rioterGettingUp(game, 'en');
    expect(out).toHaveLength(1);
    expect(out[0].effects).toEqual([{ op: 'del', path: 'crowds.c1.knockedDown.6' }]);
  });
});

describe('resolveMissiles: bricks and bottles', () => {
  const facts = (f: Partial<MissileFacts> = {}): MissileFacts => ({ edition: 'en', throwers: 30, turn: null, kit: 'none', supplyUsed: 0, ...f });
  it('throws 1d3 per 10 throwers (at least one, U45)', () => {
    expect([1, 9, 10, 19, 20, 35].map(missileDice)).toEqual([1, 1, 1, 1, 2, 3]);
    const r = resolveMissiles(facts(), fixedDice([3, 2, 1]));
    expect(r.hits).toBe(6);
  });
  it('wounds unprotected targets one per hit, shields half (rounded down, U46), full riot kit none', () => {
    expect(resolveMissiles(facts({ kit: 'none' }), fixedDice([3, 2, 2])).wounded).toBe(7);
    expect(resolveMissiles(facts({ kit: 'shields' }), fixedDice([3, 2, 2])).wounded).toBe(3);
    expect(resolveMissiles(facts({ kit: 'full' }), fixedDice([3, 3, 3])).wounded).toBe(0);
  });
  it('wounds no more members than the unit has standing', () => {
    expect(resolveMissiles(facts({ target: unit({ strength: 4, wounded: 2 }), turn: 1, kit: 'none' }), fixedDice([3, 3, 3])).wounded).toBe(2);
  });
  it('marks first-missiles once per unit, and member-wounded, with a note', () => {
    const r = resolveMissiles(facts({ crowdId: 'c1', target: unit(), turn: 3, counter: 0, throwers: 10 }), fixedDice([2]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.c1.missileTurns', value: 1 },
      { op: 'set', path: 'crowds.c1.missileTurn', value: 3 },
      { op: 'add', path: 'units.van1.wounded', value: 2 },
      { op: 'add', path: 'units.van1.woundedByTurn.3', value: 2 },
      expect.objectContaining({ path: 'casualties.cas-1' }),
      expect.objectContaining({ path: 'casualties.cas-2' }),
      { op: 'set', path: 'counters.casualty', value: 2 },
      { op: 'set', path: 'units.van1.owes.first-missiles', value: 3 },
      { op: 'set', path: 'units.van1.firsts.first-missiles', value: true },
      { op: 'set', path: 'units.van1.owes.member-wounded', value: 3 },
    ]);
    expect(r.notes).toContain('Unit van1 owes an over-reaction test (first bricks and bottles thrown at it)');
    const again = resolveMissiles(facts({ crowdId: 'c1', target: unit({ riotKit: 'full', firsts: { 'first-missiles': true } }), kit: 'full', turn: 4, throwers: 10 }), fixedDice([2]));
    expect(again.effects.filter((e) => e.path.includes('owes'))).toEqual([]);
  });
  it('gives a crowd 5 turns of throwing, then refuses until it restocks', () => {
    expect(resolveMissiles(facts({ crowdId: 'c1', turn: 9, supplyUsed: 4, lastThrowTurn: 8 }), fixedDice([1, 1, 1])).refused).toBeUndefined();
    const r = resolveMissiles(facts({ crowdId: 'c1', turn: 9, supplyUsed: 5, lastThrowTurn: 8 }), fixedDice([]));
    expect(r.outcome.code).toBe('out-of-missiles');
    expect(r.refused?.reason).toMatch(/restock/);
    // Throwing again in the same turn uses no more supply (U47).
    const same = resolveMissiles(facts({ crowdId: 'c1', turn: 9, supplyUsed: 5, lastThrowTurn: 9 }), fixedDice([1, 1, 1]));
    expect(same.refused).toBeUndefined();
    expect(same.effects).toEqual([]);
    expect(resolveRestock({ edition: 'en', crowdId: 'c1', supplyUsed: 5 }).effects).toEqual([{ op: 'set', path: 'crowds.c1.missileTurns', value: 0 }]);
  });
});

describe('resolvePetrolBomb', () => {
  const facts = (f: Partial<PetrolFacts> = {}): PetrolFacts => ({ edition: 'en', turn: null, figures: 3, fireproof: false, ...f });
  it('wounds on 1 or 2, only on 1 in fireproof kit', () => {
    expect(resolvePetrolBomb(facts(), fixedDice([1, 2, 3])).wounded).toBe(2);
    expect(resolvePetrolBomb(facts({ fireproof: true }), fixedDice([1, 2, 3])).wounded).toBe(1);
  });
  it('starts a fire in a building: one more fire there', () => {
    const r = resolvePetrolBomb(facts({ crowdId: 'c1', turn: 2, building: 'pub', figures: 0 }), fixedDice([]));
    expect(r.outcome.code).toBe('fire');
    expect(r.effects).toEqual([
      { op: 'set', path: 'crowds.c1.petrolBombTurn', value: 2 },
      { op: 'add', path: 'buildings.pub.fires', value: 1 },
    ]);
  });
  it('marks the unit attacked every time, and member-wounded when it wounds', () => {
    const r = resolvePetrolBomb(facts({ crowdId: 'c1', turn: 2, target: unit({ firsts: { attacked: true } }), figures: 1 }), fixedDice([6]));
    expect(r.effects).toContainEqual({ op: 'set', path: 'units.van1.owes.attacked', value: 2 });
    expect(r.effects.some((e) => e.path.endsWith('member-wounded'))).toBe(false);
  });
  it('lets a crowd throw at most once every 4 turns', () => {
    expect(resolvePetrolBomb(facts({ crowdId: 'c1', turn: 5, lastBombTurn: 2, building: 'pub', figures: 0 }), fixedDice([])).outcome.code).toBe('too-soon');
    expect(resolvePetrolBomb(facts({ crowdId: 'c1', turn: 6, lastBombTurn: 2, building: 'pub', figures: 0 }), fixedDice([])).refused).toBeUndefined();
  });
  it('gives the flame hazard 2" across in English and 5 cm in French', () => {
    expect(resolvePetrolBomb(facts({ figures: 0 }), fixedDice([])).notes[1]).toMatch(/2"/);
    expect(resolvePetrolBomb(facts({ edition: 'fr', figures: 0 }), fixedDice([])).notes[1]).toMatch(/5 cm/);
  });
});

describe('over-reaction marks (shared conventions)', () => {
  it('marks a first-time trigger once, other triggers each time', () => {
    expect(overReactionMark(unit({ firsts: { 'first-missiles': true } }), 'first-missiles', 3, 'en').effects).toEqual([]);
    expect(overReactionMark(unit({ firsts: { attacked: true } }), 'attacked', 3, 'en').effects).toEqual([{ op: 'set', path: 'units.van1.owes.attacked', value: 3 }]);
  });
});

describe('gasClearing: the per-turn hook', () => {
  it('deletes a cloud at the start of its until turn and says when one becomes effective', () => {
    const game = {
      edition: 'en',
      turn: 5,
      gas: {
        'gas-1': { id: 'gas-1', kind: 'tear', crowds: ['c1'], from: 2, until: 5 },
        'gas-2': { id: 'gas-2', kind: 'cs', crowds: ['c2'], from: 5, until: 9 },
        'gas-3': { id: 'gas-3', kind: 'cs', crowds: ['c2'], from: 3, until: 9 },
      },
    } as unknown as GameState;
    const out = gasClearing(game, 'en');
    expect(out.map((r) => [r.cloud, r.outcome.code])).toEqual([
      ['gas-1', 'gas-cleared'],
      ['gas-2', 'gas-effective'],
    ]);
    expect(out[0].effects).toEqual([{ op: 'del', path: 'gas.gas-1' }]);
  });

  it('says a cloud over no crowd is over none, never "over  is" (issue 44, item 5)', () => {
    for (const lang of ['en', 'fr'] as const) {
      const game = { edition: lang, turn: 3, gas: { 'gas-1': { id: 'gas-1', kind: 'tear', crowds: [], from: 3, until: 9 } } } as unknown as GameState;
      const [r] = gasClearing(game, lang);
      expect(r.outcome.code).toBe('gas-effective');
      expect(r.outcome.text).toMatch(lang === 'en' ? /gas-1 is now effective, over no crowd/ : /gas-1 est effectif, sur aucune foule/);
      expect(r.outcome.text).not.toMatch(/  /);
    }
  });
});

describe('every input resolves or is refused cleanly (property)', () => {
  it('missiles, baton gun and petrol bombs never throw, never wound more than the unit has, and every hit is counted', async () => {
    const fc = (await import('fast-check')).default;
    const { ResolutionDice, Rng } = await import('../../../src/dice.js');
    fc.assert(
      fc.property(
        fc.constantFrom('en' as const, 'fr' as const),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('none' as const, 'shields' as const, 'full' as const),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.double({ min: 0, max: 120, noNaN: true }), { nil: undefined }),
        fc.string(),
        (edition, throwers, kit, wounded, supplyUsed, shots, range, seed) => {
          const dice = () => new ResolutionDice(new Rng(seed), null);
          const target = unit({ strength: 8, wounded, riotKit: kit });
          const m = resolveMissiles({ edition, crowdId: 'c1', throwers, turn: 3, target, kit, supplyUsed, lastThrowTurn: 2, range }, dice());
          if (!m.refused) {
            expect(m.wounded).toBeLessThanOrEqual(8 - wounded);
            expect(m.rolls).toHaveLength(missileDice(throwers));
          }
          const b = resolveBatonGun({ edition, crowdId: 'c1', figures: 10, turn: 3, shots, range }, dice());
          if (!b.refused) expect((b.knockedDown as number) + (b.seriouslyWounded as number)).toBe(b.hits);
          const p = resolvePetrolBomb({ edition, crowdId: 'c1', turn: 3, target, figures: Math.max(0, 8 - wounded), fireproof: false, range }, dice());
          if (!p.refused) expect(p.wounded).toBeLessThanOrEqual(8 - wounded);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the RL roll\'s looting line without a game (issue 44, item 5)', () => {
  it('names "the crowd" and a placeholder for the command, never an empty name', async () => {
    const { resolveRlRoll } = await import('../../../src/rules/civil-disorder/rl-roll.js');
    const { fixedDice } = await import('../../helpers/dice.js');
    for (const lang of ['en', 'fr'] as const) {
      const r = resolveRlRoll({ rl: 6, edition: lang, lang, umpireMods: [{ label: 'x', value: 2 }] }, fixedDice([6, 3, 3]));
      const line = r.notes.find((n) => /loot/.test(n))!;
      expect(line).toBeDefined();
      expect(line).toMatch(lang === 'en' ? /members of the crowd break off.*umpire loot <crowd> <building>/ : /membres de la foule .*umpire loot <foule> <bâtiment>/);
      expect(line).not.toMatch(/  /);
    }
  });
});
