import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import {
  bandFor,
  FIREARM_CASUALTY,
  FIREARM_RANGES,
  resolveFire,
  type FireFacts,
  type Weapon,
} from '../../../src/rules/civil-disorder/firearms.js';

const facts = (f: Partial<FireFacts> = {}): FireFacts => ({ edition: 'en', weapon: 'rifle', range: 'close', firers: 1, ...f });

describe('resolveFire: the hit table (Civil Disorder, Firearms; Émeutes the same)', () => {
  // The rules' scores, restated so that a changed table fails a test.
  const table: [Weapon, 'close' | 'maximum', number[]][] = [
    ['pistol', 'close', [5, 6]],
    ['pistol', 'maximum', [6]],
    ['rifle', 'close', [5, 6]],
    ['rifle', 'maximum', [6]],
    ['automatic', 'close', [3, 4, 5, 6]],
    ['automatic', 'maximum', [5, 6]],
    ['shotgun', 'close', [4, 5, 6]],
    ['shotgun', 'maximum', [6]],
  ];
  for (const edition of ['en', 'fr'] as const) {
    for (const [weapon, range, hitOn] of table) {
      it(`${edition}: a ${weapon} at ${range} range hits on ${hitOn.join(',')} and only then`, () => {
        for (let die = 1; die <= 6; die++) {
          const dice = hitOn.includes(die) ? [die, 5] : [die];
          const r = resolveFire(facts({ edition, weapon, range }), fixedDice(dice));
          expect(r.hits).toBe(hitOn.includes(die) ? 1 : 0);
          expect(r.outcome.code).toBe(hitOn.includes(die) ? 'hit' : 'miss');
        }
      });
    }
    for (const range of ['close', 'maximum'] as const) {
      it(`${edition}: the heavy MG at ${range} range scores 1d6 hits per gun`, () => {
        const r = resolveFire(facts({ edition, lang: 'en', weapon: 'hmg', range, firers: 2 }), fixedDice([3, 1, 1, 1, 1, 1, 1, 1]));
        expect(r.hits).toBe(4);
        expect((r.casualties as unknown[]).length).toBe(4);
        expect(r.rolls.map((d) => d.label)).toEqual([
          'heavy MG 1: hits',
          'heavy MG 2: hits',
          'casualty 1',
          'casualty 2',
          'casualty 3',
          'casualty 4',
        ]);
      });
    }
  }
  it('rolls one die per firer, then one casualty die per hit, in that order', () => {
    const r = resolveFire(facts({ firers: 3 }), fixedDice([6, 1, 5, 4, 2]));
    expect(r.rolls.map((d) => [d.label, d.value])).toEqual([
      ['firer 1', 6],
      ['firer 2', 1],
      ['firer 3', 5],
      ['casualty 1', 4],
      ['casualty 2', 2],
    ]);
    expect(r.casualties).toEqual([
      { roll: 4, code: 'dead', id: null },
      { roll: 2, code: 'wounded', id: null },
    ]);
  });
});

describe('resolveFire: the casualty roll (R8)', () => {
  const en = ['scratch', 'wounded', 'wounded', 'dead', 'dead', 'dead'];
  const fr = ['scratch', 'wounded', 'wounded', 'wounded', 'dead', 'dead'];
  for (const [edition, bands] of [['en', en], ['fr', fr]] as const) {
    for (let die = 1; die <= 6; die++) {
      it(`${edition}: a casualty roll of ${die} is ${bands[die - 1]}`, () => {
        const r = resolveFire(facts({ edition }), fixedDice([6, die]));
        expect((r.casualties as { code: string }[])[0].code).toBe(bands[die - 1]);
      });
    }
  }
  it('fr: the 2 the French text drops counts as wounded (R8)', () => {
    expect(FIREARM_CASUALTY.fr[2]).toBe('wounded');
    expect(FIREARM_CASUALTY.en[4]).toBe('dead');
    expect(FIREARM_CASUALTY.fr[4]).toBe('wounded');
  });
});

describe('resolveFire: ranges in the edition unit (R13)', () => {
  it('en: pistol 5"/30", shotgun 5"/15", rifle and automatic 10"/unlimited, heavy MG 15"/unlimited', () => {
    expect(FIREARM_RANGES.en).toEqual({
      pistol: { close: 5, maximum: 30 },
      rifle: { close: 10, maximum: null },
      automatic: { close: 10, maximum: null },
      shotgun: { close: 5, maximum: 15 },
      hmg: { close: 15, maximum: null },
    });
  });
  it('fr: pistolet 12,5/75 cm, fusil à pompe 12,5/37,5 cm, fusil et automatiques 25 cm/illimité, MMG 37,5 cm', () => {
    expect(FIREARM_RANGES.fr).toEqual({
      pistol: { close: 12.5, maximum: 75 },
      rifle: { close: 25, maximum: null },
      automatic: { close: 25, maximum: null },
      shotgun: { close: 12.5, maximum: 37.5 },
      hmg: { close: 37.5, maximum: null },
    });
  });
  it.each([
    ['en', 'pistol', 5, 'close'],
    ['en', 'pistol', 6, 'maximum'],
    ['en', 'pistol', 30, 'maximum'],
    ['en', 'pistol', 31, 'beyond'],
    ['en', 'shotgun', 15, 'maximum'],
    ['en', 'shotgun', 16, 'beyond'],
    ['en', 'rifle', 500, 'maximum'],
    ['fr', 'pistol', 12.5, 'close'],
    ['fr', 'pistol', 75, 'maximum'],
    ['fr', 'pistol', 76, 'beyond'],
    ['fr', 'shotgun', 37.5, 'maximum'],
    ['fr', 'shotgun', 38, 'beyond'],
    ['fr', 'hmg', 37.5, 'close'],
    ['fr', 'automatic', 1000, 'maximum'],
  ] as const)('%s: a %s at %s is at %s range', (edition, weapon, d, band) => {
    expect(bandFor(edition, weapon, d)).toBe(band);
  });
  it('refuses a pistol beyond its maximum effective range, rolling nothing', () => {
    const r = resolveFire(facts({ weapon: 'pistol', range: 'beyond' }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/beyond maximum effective range \(Pistol: close range 5", maximum effective range 30"\)/);
    expect(r.rolls).toEqual([]);
  });
  it('fr: refuses a shotgun beyond 37,5 cm and says so in French', () => {
    const r = resolveFire(facts({ edition: 'fr', weapon: 'shotgun', range: 'beyond' }), fixedDice([]));
    expect(r.refused?.reason).toMatch(/portée max 37,5 cm/);
  });
  it('refuses "beyond" for a weapon whose maximum is unlimited', () => {
    const r = resolveFire(facts({ weapon: 'rifle', range: 'beyond' }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/unlimited/);
  });
  it('shows the ranges in the edition unit', () => {
    expect(resolveFire(facts({ firers: 1 }), fixedDice([1])).notes[0]).toBe('Rifle: close range 10", maximum effective range unlimited');
    expect(resolveFire(facts({ edition: 'fr', weapon: 'hmg' }), fixedDice([0 + 1, 1])).notes[0]).toBe(
      'Mitrailleuse lourde\u00a0: portée mini 37,5 cm, portée max illimitée',
    );
  });
});

describe('resolveFire: effects on the crowd', () => {
  const onState = (f: Partial<FireFacts> = {}) =>
    facts({ crowdId: 'students', figures: 25, turn: 3, casualtyCounter: 4, ...f });
  it('records each casualty (crowd side), removes them from the crowd and counts them as firearm casualties', () => {
    const r = resolveFire(onState({ firers: 2 }), fixedDice([5, 6, 1, 6]));
    expect(r.effects).toEqual([
      {
        op: 'set',
        path: 'casualties.cas-5',
        value: { id: 'cas-5', side: 'crowd', from: 'students', cause: 'fire', injury: 'scratch', status: 'scratch', where: 'students', turn: 3 },
      },
      {
        op: 'set',
        path: 'casualties.cas-6',
        value: { id: 'cas-6', side: 'crowd', from: 'students', cause: 'fire', injury: 'dead', status: 'awaiting-triage', where: 'students', turn: 3 },
      },
      { op: 'set', path: 'counters.casualty', value: 6 },
      // "can get up again and run for it after one turn"
      { op: 'set', path: 'casualties.cas-5.readyTurn', value: 4 },
      { op: 'add', path: 'crowds.students.figures', value: -2 },
      { op: 'add', path: 'crowds.students.firearmCasualties', value: 2 },
      { op: 'set', path: 'crowds.students.shotAt.single-shot', value: true },
    ]);
    expect((r.casualties as { id: string }[]).map((c) => c.id)).toEqual(['cas-5', 'cas-6']);
  });
  it('remembers single-shot fire for pistols, rifles and shotguns, automatic fire for automatics and the heavy MG', () => {
    const kind = (weapon: Weapon) =>
      resolveFire(onState({ weapon }), fixedDice(weapon === 'hmg' ? [1, 1] : [1])).effects.find((e) => e.path.includes('shotAt'))?.path;
    expect(kind('pistol')).toBe('crowds.students.shotAt.single-shot');
    expect(kind('rifle')).toBe('crowds.students.shotAt.single-shot');
    expect(kind('shotgun')).toBe('crowds.students.shotAt.single-shot');
    expect(kind('automatic')).toBe('crowds.students.shotAt.automatic');
    expect(kind('hmg')).toBe('crowds.students.shotAt.automatic');
  });
  it('a miss still leaves the crowd "shot at", and nothing else', () => {
    const r = resolveFire(onState({ firers: 2 }), fixedDice([1, 4]));
    expect(r.outcome.code).toBe('miss');
    expect(r.effects).toEqual([{ op: 'set', path: 'crowds.students.shotAt.single-shot', value: true }]);
  });
  it('hits beyond the crowd\'s figures are lost (U21)', () => {
    const r = resolveFire(onState({ weapon: 'hmg', figures: 2 }), fixedDice([5, 4, 4]));
    expect(r.hits).toBe(5);
    expect((r.casualties as unknown[]).length).toBe(2);
    expect(r.effects).toContainEqual({ op: 'add', path: 'crowds.students.figures', value: -2 });
    expect(r.notes.join('\n')).toMatch(/3 hits lost/);
  });
  it('a stateless lookup has no effects', () => {
    expect(resolveFire(facts({ firers: 1 }), fixedDice([6, 6])).effects).toEqual([]);
  });
});
