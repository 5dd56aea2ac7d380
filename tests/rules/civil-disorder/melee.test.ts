import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { meleeBand, resolveMelee, typeLine, type Bout, type MeleeFacts } from '../../../src/rules/civil-disorder/melee.js';
import type { Edition } from '../../../src/rules/types.js';
import type { UnitType } from '../../../src/state/civil-disorder/types.js';

const facts = (f: Partial<MeleeFacts> = {}): MeleeFacts => ({
  edition: 'en',
  unitType: 'regular-police',
  riotKit: 'none',
  intent: 'arrest',
  sfFigures: 1,
  rioters: 1,
  ...f,
});
const mods = (r: { modifiers: { key: string; value: number }[] }) => r.modifiers.map((m) => [m.key, m.value]);

describe('resolveMelee: the worked examples of Civil Disorder, Fighting', () => {
  it('example 1: a police officer attacked by 2 rioters rolls 2 against 6, is stunned, and the second rioter is not rolled', () => {
    const r = resolveMelee(facts({ rioters: 2, crowdAttacks: true }), fixedDice([2, 6]));
    // "The police officer's score is 2 - 1 (outnumbered) +1 (police officer) = 2."
    expect(mods(r)).toEqual([
      ['sf.outnumbered', -1],
      ['sf.police-soldier', 1],
    ]);
    expect(r.bouts).toEqual([{ n: 1, sf: { die: 2, score: 2 }, crowd: { die: 6, score: 6 }, margin: 4, winner: 'crowd', code: 'stunned' }]);
    // "6 - 2 = +4 in favor of the rioter - the Police officer has been stunned and will fall."
    expect(r.outcome.code).toBe('stunned');
    expect(r.winner).toBe('crowd');
    expect(r.margin).toBe(4);
    // "There is no need to roll for the second rioter."
    expect(r.rolls).toHaveLength(2);
    expect(r.notes.join('\n')).toMatch(/remaining 1 bout is not rolled/);
  });

  it('example 2: a riot policeman arresting scores 6+3 = 9 against 8 (a continued scuffle), then 8+3 = 11 against 6 (+5, under arrest)', () => {
    const riot = facts({ unitType: 'regular-police-riot', riotKit: 'shields', intent: 'arrest' });
    const round1 = resolveMelee(riot, fixedDice([6, 8]));
    // R4: riot trained and equipped +3 only, not +1 as well.
    expect(mods(round1)).toEqual([['sf.riot-trained', 3]]);
    expect(round1.bouts).toMatchObject([{ sf: { score: 9 }, crowd: { score: 8 }, margin: 1 }]);
    expect(round1.outcome.code).toBe('scuffle');
    expect(round1.winner).toBe('none');
    expect(round1.margin).toBe(1);
    // The next round is the next call (one round per call).
    const round2 = resolveMelee(riot, fixedDice([8, 6]));
    expect(round2.bouts).toMatchObject([{ sf: { score: 11 }, crowd: { score: 6 }, margin: 5 }]);
    expect(round2.outcome.code).toBe('subdued');
    expect(round2.winner).toBe('sf');
    expect(round2.margin).toBe(5);
  });
});

describe('resolveMelee: factors, per edition where they differ', () => {
  const cases: [Edition, number, number][] = [
    ['en', 2, -1],
    ['en', 3, -2],
    ['en', 4, -3],
    ['en', 7, -3], // R5: more than 4-1 counts as 4-1
    ['fr', 2, -1],
    ['fr', 3, -2],
    ['fr', 4, -4],
    ['fr', 9, -4],
  ];
  for (const [edition, n, value] of cases) {
    it(`${edition}: an SF figure against ${n} rioters is outnumbered ${Math.min(n, 4)}-1, ${value}`, () => {
      // SF die 10 wins bout 1 (decisively), then bouts are held off: n bouts rolled.
      const dice = Array.from({ length: n }, () => [10, 1]).flat();
      const r = resolveMelee(facts({ edition, rioters: n }), fixedDice(dice));
      expect(r.modifiers.find((m) => m.key === 'sf.outnumbered')?.value).toBe(value);
      expect(r.outnumbered).toEqual({ side: 'sf', ratio: `${Math.min(n, 4)}-1`, opponents: n });
    });
    it(`${edition}: a rioter against ${n} SF figures is outnumbered ${Math.min(n, 4)}-1, ${value}`, () => {
      const dice = Array.from({ length: n }, () => [1, 10]).flat();
      const r = resolveMelee(facts({ edition, sfFigures: n }), fixedDice(dice));
      expect(r.modifiers.find((m) => m.key === 'crowd.outnumbered')?.value).toBe(value);
      expect(r.modifiers.find((m) => m.key === 'sf.outnumbered')).toBeUndefined();
    });
  }

  const lines: [Edition, UnitType, 'none' | 'shields' | 'full', boolean, string | null, number][] = [
    ['en', 'regular-police', 'none', false, 'sf.police-soldier', 1],
    ['en', 'swat', 'none', false, 'sf.police-soldier', 1],
    ['en', 'conscripts', 'none', false, 'sf.police-soldier', 1],
    ['en', 'regular-soldiers', 'full', false, 'sf.police-soldier', 1],
    ['en', 'special-forces', 'none', false, 'sf.police-soldier', 1],
    ['en', 'regular-police-riot', 'shields', false, 'sf.riot-trained', 3],
    ['en', 'regular-police-riot', 'none', false, 'sf.police-soldier', 1],
    ['en', 'anti-riot', 'full', false, 'sf.riot-trained', 3],
    ['en', 'anti-riot', 'none', false, 'sf.police-soldier', 1],
    ['en', 'soldiers-riot', 'shields', false, 'sf.riot-trained', 3],
    ['en', 'mounted-police', 'none', false, 'sf.mounted', 2],
    ['en', 'mounted-police', 'none', true, 'sf.mounted-charging', 4],
    ['en', 'mounted-riot-police', 'full', false, 'sf.mounted-riot', 3],
    ['en', 'mounted-riot-police', 'full', true, 'sf.mounted-riot-charging', 6],
    ['fr', 'regular-police', 'none', false, 'sf.police-soldier', 1],
    ['fr', 'anti-riot', 'full', false, 'sf.riot-trained', 3],
    ['fr', 'mounted-police', 'none', false, 'sf.mounted', 2],
    ['fr', 'mounted-police', 'none', true, 'sf.mounted-charging', 4],
    // R5: Émeutes has no mounted riot police line: they use the mounted police line.
    ['fr', 'mounted-riot-police', 'full', false, 'sf.mounted', 2],
    ['fr', 'mounted-riot-police', 'full', true, 'sf.mounted-charging', 4],
    ['en', 'firefighters', 'none', false, null, 0],
    ['fr', 'paramedics', 'none', false, null, 0],
  ];
  for (const [edition, type, kit, charging, key, value] of lines) {
    it(`${edition}: ${type} (kit ${kit}${charging ? ', charging' : ''}) takes ${key ?? 'no type factor'} ${value}`, () => {
      const r = resolveMelee(facts({ edition, unitType: type, riotKit: kit, charging }), fixedDice([5, 5]));
      expect(mods(r)).toEqual(key ? [[key, value]] : []);
      expect(r.bouts).toMatchObject([{ sf: { score: 5 + value } }]);
    });
  }

  it('ignores charging for a figure that is not mounted, and says so', () => {
    const r = resolveMelee(facts({ charging: true }), fixedDice([5, 5]));
    expect(mods(r)).toEqual([['sf.police-soldier', 1]]);
    expect(r.notes.join('\n')).toMatch(/Charging counts only for mounted police/);
  });

  const conditions: [string, Partial<MeleeFacts['sf']>, number][] = [
    ['tear-gas', { gas: ['tear'] }, -2],
    ['cs-gas', { gas: ['cs'] }, -4],
    ['on-ground', { onGround: true }, -2],
    ['soaked', { soaked: true }, -1],
  ];
  for (const edition of ['en', 'fr'] as const) {
    for (const [key, side, value] of conditions) {
      it(`${edition}: a rioter ${key} takes ${value}, and so does an SF figure`, () => {
        const r = resolveMelee(facts({ edition, crowd: side, sf: side }), fixedDice([5, 5]));
        expect(r.modifiers.find((m) => m.key === `crowd.${key}`)?.value).toBe(value);
        expect(r.modifiers.find((m) => m.key === `sf.${key}`)?.value).toBe(value);
        expect(r.bouts).toMatchObject([{ sf: { score: 5 + 1 + value }, crowd: { score: 5 + value } }]);
      });
    }
  }

  it("adds the umpire's own modifiers to the side they are for", () => {
    const r = resolveMelee(facts({ umpireMods: [{ side: 'crowd', label: 'iron bar', value: 2 }] }), fixedDice([5, 5]));
    expect(r.modifiers.find((m) => m.key === 'crowd.umpire')).toMatchObject({ label: 'Rioter: Umpire: iron bar', value: 2 });
    expect(r.bouts).toMatchObject([{ crowd: { score: 7 } }]);
  });
});

describe('resolveMelee: result bands (R3)', () => {
  // SF regular police +1: SF die d against rioter die c gives margin d + 1 - c.
  const bands: [number, number, 'arrest' | 'beat', string, string][] = [
    [5, 6, 'arrest', 'scuffle', 'none'], // tie
    [5, 5, 'arrest', 'scuffle', 'none'], // +1
    [6, 5, 'arrest', 'pushed-back', 'sf'], // +2
    [7, 5, 'arrest', 'pushed-back', 'sf'], // +3
    [8, 5, 'arrest', 'subdued', 'sf'], // +4
    [9, 5, 'arrest', 'subdued', 'sf'], // +5
    [8, 5, 'beat', 'stunned', 'sf'], // +4
    [9, 5, 'beat', 'stunned', 'sf'], // +5
    [10, 5, 'arrest', 'knocked-out', 'sf'], // +6
    [10, 4, 'beat', 'knocked-out', 'sf'], // +7
    [10, 3, 'arrest', 'wounded', 'sf'], // +8
    [10, 2, 'beat', 'wounded', 'sf'], // +9
    [10, 1, 'arrest', 'killed', 'sf'], // +10
    [1, 4, 'arrest', 'pushed-back', 'crowd'], // -2
    [1, 5, 'arrest', 'pushed-back', 'crowd'], // -3
    [1, 6, 'arrest', 'stunned', 'crowd'], // -4: rioters beat (U13)
    [1, 7, 'arrest', 'stunned', 'crowd'], // -5
    [1, 8, 'arrest', 'knocked-out', 'crowd'], // -6
    [1, 9, 'arrest', 'knocked-out', 'crowd'], // -7
    [1, 10, 'arrest', 'wounded', 'crowd'], // -8
  ];
  for (const [d, c, intent, code, winner] of bands) {
    const margin = Math.abs(d + 1 - c);
    it(`margin ${margin} for ${winner === 'none' ? 'nobody' : winner} (${intent}) is ${code}`, () => {
      const r = resolveMelee(facts({ intent }), fixedDice([d, c]));
      expect([r.outcome.code, r.winner, r.margin]).toEqual([code, winner, margin]);
    });
  }
  it('a rioter winning by 9 wounds the SF figure, by 10 or more kills it', () => {
    const w = resolveMelee(facts({ unitType: 'firefighters' }), fixedDice([1, 10]));
    expect([w.outcome.code, w.winner, w.margin]).toEqual(['wounded', 'crowd', 9]);
    const r = resolveMelee(facts({ unitType: 'firefighters', sf: { onGround: true } }), fixedDice([1, 10]));
    expect([r.outcome.code, r.winner, r.margin]).toEqual(['killed', 'crowd', 11]);
  });
  it('reads margins past 10 as killed, and every margin in exactly one band', () => {
    expect(meleeBand(14, 'beat')).toBe('killed');
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => meleeBand(m, 'arrest'))).toEqual([
      'scuffle', 'scuffle', 'pushed-back', 'pushed-back', 'subdued', 'subdued', 'knocked-out', 'knocked-out', 'wounded', 'wounded', 'killed',
    ]);
  });
  it('gives the push back distance in the edition unit (2" en, 5 cm fr)', () => {
    expect(resolveMelee(facts(), fixedDice([6, 5])).outcome.text).toMatch(/pushed back 2"/);
    expect(resolveMelee(facts({ edition: 'fr' }), fixedDice([6, 5])).outcome.text).toMatch(/reculé de 5 cm/);
  });
});

describe('resolveMelee: several opponents (R6)', () => {
  it('lets the outnumbered figure win one bout at most: a later win only holds the opponent off', () => {
    // SF -1 +1 = 0 net. Bout 1: 10 vs 1 (+9 wounded), bout 2: 10 vs 1 held off, bout 3: 9 vs 9 tie.
    const r = resolveMelee(facts({ rioters: 3, intent: 'beat' }), fixedDice([10, 1, 10, 1, 9, 9]));
    expect((r.bouts as Bout[]).map((b) => [b.code, b.winner, b.heldOff ?? false])).toEqual([
      ['wounded', 'sf', false],
      ['scuffle', 'none', true],
      ['scuffle', 'none', false],
    ]);
    expect(r.outcome.code).toBe('wounded');
  });
  it('stops when the outnumbered figure loses, after it won a bout', () => {
    // SF -2 (3-1) +1 = -1 net. Bout 1: 9 vs 1 (+8), bout 2: 0 vs 9 (-9): bout 3 not rolled.
    const r = resolveMelee(facts({ rioters: 3 }), fixedDice([10, 1, 1, 9]));
    expect((r.bouts as Bout[]).map((b) => [b.code, b.winner])).toEqual([
      ['wounded', 'sf'],
      ['wounded', 'crowd'],
    ]);
    expect(r.outcome.code).toBe('wounded');
    expect(r.winner).toBe('crowd');
  });
  it('goes on to the next opponent after a scuffle', () => {
    const r = resolveMelee(facts({ rioters: 2 }), fixedDice([5, 5, 5, 5]));
    expect(r.bouts).toHaveLength(2);
    expect(r.outcome.code).toBe('scuffle');
  });
  it('an outnumbered rioter also wins one bout at most', () => {
    const r = resolveMelee(facts({ sfFigures: 2 }), fixedDice([1, 10, 1, 10]));
    expect((r.bouts as Bout[]).map((b) => [b.code, b.winner])).toEqual([
      ['knocked-out', 'crowd'],
      ['scuffle', 'none'],
    ]);
  });
});

describe('resolveMelee: effects on the state', () => {
  const onState = (f: Partial<MeleeFacts>) =>
    facts({ unitId: 'riot1', crowdId: 'students', turn: 3, casualtyCounter: 2, crowdFigures: 25, ...f });

  it('an arrest counts on the crowd and takes the figure out of it', () => {
    const r = resolveMelee(onState({}), fixedDice([8, 5]));
    expect(r.effects).toEqual([
      { op: 'add', path: 'crowds.students.arrests', value: 1 },
      { op: 'add', path: 'crowds.students.figures', value: -1 },
    ]);
  });
  it('a stunned SF figure is down for the turn; a crowd attack makes the unit owe a test', () => {
    const r = resolveMelee(onState({ crowdAttacks: true }), fixedDice([1, 6]));
    expect(r.effects).toEqual([
      { op: 'add', path: 'units.riot1.down.3', value: 1 },
      { op: 'set', path: 'units.riot1.owes.attacked', value: 3 },
    ]);
    expect(r.notes).toContain('Unit riot1 owes an over-reaction test (physically attacked)');
  });
  it('a wounded SF member is a casualty awaiting triage, counts as wounded this turn and owes a test', () => {
    const r = resolveMelee(onState({}), fixedDice([1, 10]));
    expect(r.outcome.code).toBe('wounded');
    expect(r.effects).toEqual([
      { op: 'add', path: 'units.riot1.wounded', value: 1 },
      { op: 'add', path: 'units.riot1.woundedByTurn.3', value: 1 },
      {
        op: 'set',
        path: 'casualties.cas-3',
        value: { id: 'cas-3', side: 'sf', from: 'riot1', cause: 'melee', injury: 'wounded', status: 'awaiting-triage', where: 'riot1', turn: 3 },
      },
      { op: 'set', path: 'counters.casualty', value: 3 },
      { op: 'set', path: 'units.riot1.owes.member-wounded', value: 3 },
    ]);
  });
  it('a knocked-out SF figure is down for the turn too (U15)', () => {
    const r = resolveMelee(onState({}), fixedDice([1, 8]));
    expect(r.outcome.code).toBe('knocked-out');
    expect(r.effects).toEqual([{ op: 'add', path: 'units.riot1.down.3', value: 1 }]);
  });
  it('an SF member killed is a casualty and owes member-wounded, without counting as wounded (U15)', () => {
    const r = resolveMelee(onState({ unitType: 'firefighters', sf: { onGround: true } }), fixedDice([1, 10]));
    expect(r.outcome.code).toBe('killed');
    expect(r.effects).toEqual([
      {
        op: 'set',
        path: 'casualties.cas-3',
        value: { id: 'cas-3', side: 'sf', from: 'riot1', cause: 'melee', injury: 'dead', status: 'awaiting-triage', where: 'riot1', turn: 3 },
      },
      { op: 'set', path: 'counters.casualty', value: 3 },
      { op: 'set', path: 'units.riot1.owes.member-wounded', value: 3 },
    ]);
  });
  it('a rioter killed is a casualty and leaves the crowd', () => {
    const r = resolveMelee(onState({ intent: 'beat' }), fixedDice([10, 1]));
    expect(r.effects).toEqual([
      { op: 'add', path: 'crowds.students.figures', value: -1 },
      {
        op: 'set',
        path: 'casualties.cas-3',
        value: { id: 'cas-3', side: 'crowd', from: 'students', cause: 'melee', injury: 'dead', status: 'awaiting-triage', where: 'students', turn: 3 },
      },
      { op: 'set', path: 'counters.casualty', value: 3 },
    ]);
  });
  it('writes nothing for a scuffle or a push back', () => {
    expect(resolveMelee(onState({}), fixedDice([5, 5])).effects).toEqual([]);
    expect(resolveMelee(onState({}), fixedDice([6, 5])).effects).toEqual([]);
  });
  it('refuses more rioters than the crowd has figures, without a roll', () => {
    const r = resolveMelee(onState({ rioters: 3, crowdFigures: 2 }), fixedDice([]));
    expect(r.outcome.code).toBe('refused');
    expect(r.refused?.reason).toMatch(/2 figures left, not 3/);
  });
  it('gives mounted riot police their line whatever their riot kit', () => {
    expect(typeLine('en', 'mounted-riot-police', 'none')?.value).toBe(3);
  });
});

describe('resolveMelee: every input resolves within the rules (property)', () => {
  it('bouts stop at the first loss of the outnumbered figure, which wins one bout at most, and crowd figures never go below 0', async () => {
    const fc = (await import('fast-check')).default;
    const types: UnitType[] = ['regular-police', 'regular-police-riot', 'anti-riot', 'mounted-riot-police', 'firefighters'];
    fc.assert(
      fc.property(
        fc.constantFrom<Edition>('en', 'fr'),
        fc.constantFrom(...types),
        fc.constantFrom<'none' | 'shields' | 'full'>('none', 'shields', 'full'),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 12, maxLength: 12 }),
        (edition, unitType, riotKit, arrest, n, loneSf, figures, dice) => {
          const f = facts({
            edition, unitType, riotKit, intent: arrest ? 'arrest' : 'beat',
            rioters: loneSf ? n : 1, sfFigures: loneSf ? 1 : n,
            unitId: 'u', crowdId: 'c', turn: 1, crowdFigures: loneSf ? Math.max(n, figures) : figures + 1,
          });
          const r = resolveMelee(f, fixedDice(dice));
          const bouts = r.bouts as Bout[];
          const lone = loneSf ? 'sf' : 'crowd';
          expect(bouts.length).toBeGreaterThanOrEqual(1);
          expect(bouts.length).toBeLessThanOrEqual(n);
          expect(bouts.filter((b) => b.winner === lone).length).toBeLessThanOrEqual(1);
          bouts.forEach((b, i) => {
            expect(b.margin).toBe(Math.abs(b.sf.score - b.crowd.score));
            if (b.winner !== 'none' && b.winner !== lone) expect(i).toBe(bouts.length - 1);
          });
          expect(['scuffle', 'pushed-back', 'stunned', 'subdued', 'knocked-out', 'wounded', 'killed']).toContain(r.outcome.code);
          const lost = r.effects.filter((e) => e.path === 'crowds.c.figures').reduce((s, e) => s + (e.op === 'add' ? e.value : 0), 0);
          expect(-lost).toBeLessThanOrEqual(f.crowdFigures!);
        },
      ),
      { numRuns: 500 },
    );
  });
});
