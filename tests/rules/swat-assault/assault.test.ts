// The swat-assault pack's pure rules (issue 19 part 3): the profiles of Civil
// Disorder's unit types (U190), the start, one six-second turn (R18, R19:
// intervention.fr.txt l.134, l.344-349, l.358-360; morale l.407) and the end
// handed back to the riot (U194-U196); and every message in both languages.
import { describe, expect, it } from 'vitest';
import { renderResolution } from '../../../src/render/human.js';
import { RAW_KEY } from '../../helpers/raw-key.js';
import { en } from '../../../src/i18n/swat-assault/en.js';
import { fr } from '../../../src/i18n/swat-assault/fr.js';
import type { Lang, Resolution } from '../../../src/rules/types.js';
import { resolveAssaultEnd, resolveAssaultStart, resolveAssaultTurn, type ArmedMan, type Assault, type CommittedUnit } from '../../../src/rules/swat-assault/assault.js';
import { MAX_ASSAULT_TURNS, IV_CM_PER_CD_INCH, stormProfile } from '../../../src/rules/swat-assault/tables.js';
import { UNIT_TYPES } from '../../../src/state/civil-disorder/types.js';

const man = (id: string, f: Partial<ArmedMan> = {}): ArmedMan => ({ id, name: id, building: 'bank', weapon: null, pf: 4, pa: 5, rt: 7, det: 8, cover: 'hard', counter: 7, casualty: null, ...f });
const unit = (f: Partial<CommittedUnit> = {}): CommittedUnit => ({ id: 'armed', type: 'swat', riotKit: 'none', armed: true, available: 8, figures: 2, ...f });
const MEN = { gunman: man('gunman'), lookout: man('lookout', { pf: 5, pa: 4, rt: 6, counter: 6, det: 6, cover: 'light' }) };

function started(lang: Lang = 'en', units = [unit()]): Assault {
  const r = resolveAssaultStart({ lang, building: { id: 'bank', name: 'Bank' }, turn: 3, armedMen: Object.values(MEN), underWay: null, units, maxRounds: 4, crowds: ['market', 'market'], counter: 1, taken: new Set() });
  return r.effects[0].op === 'set' ? (r.effects[0].value as Assault) : (null as never);
}

describe('U190: the Intervention profile of each Civil Disorder unit type', () => {
  it('gives every type that storms its weapon, PF indoors, PA, RT and Det = 8 + its over-reaction factor', () => {
    const table = Object.fromEntries(UNIT_TYPES.map((t) => [t, stormProfile(t, 'none')]));
    expect(table).toEqual({
      'regular-police': { weapon: 'infiltrator-pistol', pf: 4, pa: 4, rt: 6, det: 10 },
      'regular-police-riot': { weapon: 'infiltrator-pistol', pf: 4, pa: 4, rt: 6, det: 10 },
      swat: { weapon: 'techno-assault-rifle', pf: 4, pa: 5, rt: 7, det: 7 },
      'anti-riot': { weapon: 'infiltrator-pistol', pf: 4, pa: 4, rt: 6, det: 11 },
      'mounted-police': null,
      'mounted-riot-police': null,
      conscripts: { weapon: 'techno-assault-rifle', pf: 4, pa: 5, rt: 6, det: 6 },
      'regular-soldiers': { weapon: 'techno-assault-rifle', pf: 4, pa: 5, rt: 7, det: 8 },
      'soldiers-riot': { weapon: 'techno-assault-rifle', pf: 4, pa: 5, rt: 7, det: 11 },
      'special-forces': { weapon: 'executor-pistol', pf: 6, pa: 8, rt: 7, det: 7 },
      firefighters: null,
      paramedics: null,
    });
  });
  it('a unit in full riot kit wears body armour: RT 7 (CD l.207)', () => {
    expect(stormProfile('anti-riot', 'full')?.rt).toBe(7);
  });
  it('U191: a riot turn holds 20 six-second turns; an inch of the riot table is 2 cm of Intervention', () => {
    expect([MAX_ASSAULT_TURNS, IV_CM_PER_CD_INCH]).toEqual([20, 2]);
  });
});

describe('resolveAssaultStart', () => {
  it('commits the figures with their profiles and opens the assault', () => {
    const a = started();
    expect(a).toMatchObject({ id: 'assault-2', building: 'bank', turn: 3, rounds: 0, maxRounds: 4, fate: 'under-way', crowds: ['market'], armed: ['gunman', 'lookout'] });
    expect(a.sf['armed-2']).toEqual({ id: 'armed-2', unit: 'armed', weapon: 'techno-assault-rifle', pf: 4, pa: 5, rt: 7, det: 7, counter: 7 });
  });
  const refusals: [string, Parameters<typeof resolveAssaultStart>[0] extends infer F ? Partial<F> : never, RegExp][] = [
    ['not held', { armedMen: [man('gunman', { counter: 0 })] }, /no armed man is standing in bank/],
    ['under way', { underWay: 'assault-1' }, /assault-1 on bank is still under way/],
    ['a unit that does not storm', { units: [unit({ type: 'mounted-police' })] }, /does not storm/],
    ['an unarmed unit', { units: [unit({ armed: false })] }, /carries no guns/],
    ['more figures than it has fit', { units: [unit({ figures: 9 })] }, /has 8 fit figures, not 9/],
    ['a unit named twice', { units: [unit(), unit()] }, /named twice/],
    ['a fighter id taken', { taken: new Set(['armed-1']) }, /armed-1 is already an id/],
  ];
  for (const [what, f, re] of refusals) {
    it(`refuses ${what}`, () => {
      const r = resolveAssaultStart({ lang: 'en', building: { id: 'bank', name: 'Bank' }, turn: 1, armedMen: [man('gunman')], underWay: null, units: [unit()], maxRounds: 20, crowds: [], counter: undefined, taken: new Set(), ...f });
      expect(r.refused?.reason).toMatch(re);
      expect(r.effects).toEqual([]);
    });
  }
});

describe('resolveAssaultTurn', () => {
  const turn = (a: Assault, shots: [string, string, string?][], melees: [string, string][] = [], men = MEN) =>
    resolveAssaultTurn({ lang: 'en', assault: a, armedMen: men, turn: 3, shots: shots.map(([shooter, target, cover]) => ({ shooter, target, cover: cover as never })), melees: melees.map(([attacker, defender]) => ({ attacker, defender })) });

  it('takes PF - cover off the target (R19), the fire simultaneous: a man put out still fires', () => {
    const r = turn(started(), [['armed-1', 'lookout'], ['armed-2', 'lookout'], ['lookout', 'armed-1']]);
    // Light cover: 4 - 1 = 3 each, RT 6 -> 0; the lookout's PF 5 at armed-1 in the open: 7 -> 2, wounded (l.134).
    expect(r.shots).toEqual([
      { shooter: 'armed-1', target: 'lookout', pf: 4, cover: 'light', damage: 3 },
      { shooter: 'armed-2', target: 'lookout', pf: 4, cover: 'light', damage: 3 },
      { shooter: 'lookout', target: 'armed-1', pf: 5, cover: 'open', damage: 5 },
    ]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'armedMen.lookout.counter', value: 0 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'assaults.assault-2.sf.armed-1.counter', value: 2 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'assaults.assault-2.underFire', value: ['armed'] });
    expect(r.fighters).toContainEqual({ id: 'armed-1', side: 'sf', before: 7, after: 2, was: 'fit', now: 'wounded' });
    // l.407: 8 PF aimed at the lookout, more than its Det 6; but he is out. 5 at armed-1 is not more than Det 7.
    expect(r.shaken).toEqual([]);
    expect(r.outcome.code).toBe('exchange');
  });
  it('morale (l.407, U175): 12 PF aimed at the gunman, more than his Det 8, shake him', () => {
    const r = turn(started(), [['armed-1', 'gunman'], ['armed-2', 'gunman']], [], { ...MEN, gunman: man('gunman', { det: 7 }) });
    expect(r.shaken).toEqual(['gunman']);
    expect(r.notes).toContain('gunman is under heavy fire (PF 8 > Det 7): loses observation, dodges 2 cm towards cover');
  });
  it('a shot names the cover the target has for it', () => {
    expect(turn(started(), [['armed-1', 'gunman', 'open']]).shots).toEqual([{ shooter: 'armed-1', target: 'gunman', pf: 4, cover: 'open', damage: 4 }]);
  });
  it('melee (R19): PA 5 against 4, the weaker loses 5, the stronger 2 x 4 - 5 = 3', () => {
    const r = turn(started(), [], [['armed-1', 'lookout']]);
    expect(r.melees).toEqual([{ attacker: 'armed-1', defender: 'lookout', pa: [5, 4], loss: [3, 5] }]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'armedMen.lookout.counter', value: 1 });
  });
  it('says the building is cleared when no armed man stands, repulsed when no SF figure does', () => {
    const weak = { gunman: man('gunman', { counter: 2 }), lookout: man('lookout', { counter: 0 }) };
    expect(turn(started(), [['armed-1', 'gunman']], [], weak).outcome.code).toBe('cleared');
    const a = started();
    a.sf['armed-1'].counter = 1;
    a.sf['armed-2'].counter = 0;
    expect(turn(a, [['gunman', 'armed-1']]).outcome.code).toBe('repulsed');
    expect(turn(started(), []).outcome.code).toBe('quiet');
  });
  const refusals: [string, () => Resolution, RegExp][] = [
    ['an unknown fighter', () => turn(started(), [['armed-9', 'gunman']]), /no fighter "armed-9" in assault-2 \(fighters: armed-1, armed-2, gunman, lookout\)/],
    ['a fighter out', () => turn(started(), [['armed-1', 'lookout']], [], { ...MEN, lookout: man('lookout', { counter: 0 }) }), /lookout is out of action/],
    ['fire at one\'s own side', () => turn(started(), [['armed-1', 'armed-2']]), /same side/],
    ['a fighter acting twice', () => turn(started(), [['armed-1', 'gunman']], [['armed-1', 'lookout']]), /once a turn/],
    ['a turn past the last', () => turn({ ...started(), rounds: 4 }, []), /played its 4 turns/],
    ['a turn after the riot turn', () => resolveAssaultTurn({ lang: 'en', assault: started(), armedMen: MEN, turn: 4, shots: [], melees: [] }), /riot turn 3, which is over/],
    ['an assault over', () => turn({ ...started(), fate: 'held' }, []), /is over \(held\)/],
  ];
  for (const [what, run, re] of refusals) {
    it(`refuses ${what}`, () => {
      const r = run();
      expect(r.refused?.reason).toMatch(re);
      expect(r.effects).toEqual([]);
    });
  }
});

describe('resolveAssaultEnd', () => {
  const end = (a: Assault, men: Record<string, ArmedMan>, f: { fires?: number; damage?: number } = {}) =>
    resolveAssaultEnd({ lang: 'en', assault: a, armedMen: men, building: { id: 'bank', name: 'Bank', value: 8 }, turn: 3, crowds: ['estate', 'church'], inPlay: (c) => c !== 'church', casualtyCounter: 2, fires: f.fires ?? 0, damage: f.damage ?? 0 });

  it('cleared: SF wounded or out and the armed men out become casualties awaiting triage; the crowds around hear gunfire', () => {
    const a = { ...started(), fired: { sf: true, armed: true }, underFire: ['armed'] };
    a.sf['armed-1'].counter = 3;
    const men = { gunman: man('gunman', { counter: 0 }), lookout: man('lookout', { counter: 0 }) };
    const r = end(a, men, { fires: 1, damage: 20 });
    expect(r).toMatchObject({ fate: 'cleared', casualties: ['cas-3', 'cas-4', 'cas-5'], crowds: ['market', 'estate'], burning: true, damaged: true, outcome: { code: 'cleared' } });
    expect(r.effects).toContainEqual({ op: 'set', path: 'casualties.cas-3', value: { id: 'cas-3', side: 'sf', from: 'armed', cause: 'swat-assault', injury: 'wounded', status: 'awaiting-triage', where: 'bank', turn: 3 } });
    expect(r.effects).toContainEqual({ op: 'set', path: 'casualties.cas-4', value: expect.objectContaining({ side: 'crowd', from: 'gunman' }) });
    expect(r.effects).toContainEqual({ op: 'set', path: 'armedMen.lookout.casualty', value: 'cas-5' });
    expect(r.effects).toContainEqual({ op: 'set', path: 'units.armed.owes.member-wounded', value: 3 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'units.armed.owes.shot-at', value: 3 });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.estate.shotAt.automatic', value: true });
    expect(r.effects).toContainEqual({ op: 'set', path: 'crowds.market.owes.shot-at', value: 3 });
    expect(r.effects.some((e) => e.path.startsWith('crowds.church'))).toBe(false);
    // U196: a fire started; the value never below a wreck (8 left, 20 asked).
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.bank.fires', value: 1 });
    expect(r.effects).toContainEqual({ op: 'add', path: 'buildings.bank.value', value: -8 });
  });
  it('held: the SF withdraw with their casualties; the armed men inside stay, none a casualty; no shot, no gunfire', () => {
    const a = started();
    a.sf['armed-2'].counter = 0;
    const r = end(a, { gunman: man('gunman', { counter: 0 }), lookout: man('lookout') });
    expect(r).toMatchObject({ fate: 'held', casualties: ['cas-3'], gunfire: false, crowds: [] });
    expect(r.effects.some((e) => e.path.startsWith('crowds.'))).toBe(false);
  });
  it('refuses an assault already over', () => {
    expect(end({ ...started(), fate: 'cleared' }, MEN).refused?.reason).toMatch(/assault-2 is over \(cleared\)/);
  });
});

describe('the swat-assault messages', () => {
  it('has the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: every outcome and refusal renders, with no raw key`, () => {
      const a = started(lang);
      const men = { gunman: man('gunman', { counter: 1 }), lookout: man('lookout', { counter: 0 }) };
      const recs: Resolution[] = [
        resolveAssaultStart({ lang, building: { id: 'bank', name: 'Bank' }, turn: 3, armedMen: [man('gunman')], underWay: null, units: [unit()], maxRounds: 1, crowds: [], counter: 0, taken: new Set() }),
        resolveAssaultTurn({ lang, assault: a, armedMen: MEN, turn: 3, shots: [{ shooter: 'armed-1', target: 'lookout' }, { shooter: 'armed-2', target: 'lookout' }, { shooter: 'gunman', target: 'armed-1' }], melees: [] }),
        resolveAssaultTurn({ lang, assault: a, armedMen: men, turn: 3, shots: [{ shooter: 'armed-1', target: 'gunman' }], melees: [{ attacker: 'armed-2', defender: 'gunman' }].slice(1) }),
        resolveAssaultTurn({ lang, assault: a, armedMen: MEN, turn: 3, shots: [], melees: [{ attacker: 'armed-1', defender: 'gunman' }] }),
        resolveAssaultEnd({ lang, assault: { ...a, fired: { sf: true, armed: false } }, armedMen: men, building: { id: 'bank', name: 'Bank', value: 10 }, turn: 3, crowds: [], inPlay: () => true, casualtyCounter: 0, fires: 2, damage: 3 }),
        resolveAssaultEnd({ lang, assault: a, armedMen: { gunman: man('gunman', { counter: 0 }), lookout: man('lookout', { counter: 0 }) }, building: { id: 'bank', name: 'Bank', value: 10 }, turn: 3, crowds: [], inPlay: () => true, casualtyCounter: 0, fires: 0, damage: 0 }),
      ];
      const b = { ...a };
      b.sf = { 'armed-1': { ...a.sf['armed-1'], counter: 1 }, 'armed-2': { ...a.sf['armed-2'], counter: 0 } };
      recs.push(resolveAssaultTurn({ lang, assault: b, armedMen: MEN, turn: 3, shots: [{ shooter: 'gunman', target: 'armed-1' }], melees: [] }));
      for (const [f, re] of [[{ units: [unit({ type: 'paramedics' })] }, 1], [{ units: [unit({ armed: false })] }, 1], [{ units: [unit({ figures: 20 })] }, 1], [{ units: [unit(), unit()] }, 1], [{ taken: new Set(['armed-1']) }, 1], [{ underWay: 'assault-1' }, 1], [{ armedMen: [] }, 1]] as const) {
        void re;
        recs.push(resolveAssaultStart({ lang, building: { id: 'bank', name: 'Bank' }, turn: 3, armedMen: [man('gunman')], underWay: null, units: [unit()], maxRounds: 1, crowds: [], counter: 0, taken: new Set(), ...(f as object) }));
      }
      for (const [s, m, x] of [[[['x', 'gunman']], [], {}], [[['armed-1', 'armed-2']], [], {}], [[['armed-1', 'gunman']], [['armed-1', 'gunman']], {}], [[], [], { rounds: 4 }], [[], [], { fate: 'cleared' }]] as const) {
        recs.push(resolveAssaultTurn({ lang, assault: { ...a, ...(x as object) }, armedMen: { ...MEN, lookout: man('lookout', { counter: 0 }) }, turn: 3, shots: s.map(([shooter, target]) => ({ shooter, target })), melees: m.map(([attacker, defender]) => ({ attacker, defender })) }));
      }
      recs.push(resolveAssaultTurn({ lang, assault: a, armedMen: { ...MEN, lookout: man('lookout', { counter: 0 }) }, turn: 3, shots: [{ shooter: 'lookout', target: 'armed-1' }], melees: [] }));
      recs.push(resolveAssaultTurn({ lang, assault: a, armedMen: MEN, turn: 9, shots: [], melees: [] }));
      recs.push(resolveAssaultEnd({ lang, assault: { ...a, fate: 'held' }, armedMen: MEN, building: { id: 'bank', name: 'Bank', value: 10 }, turn: 3, crowds: [], inPlay: () => true, casualtyCounter: 0, fires: 0, damage: 0 }));
      const codes = (p: string) => [...new Set(recs.filter((r) => r.procedure === p).map((r) => r.outcome.code))].sort();
      expect(codes('assault-start')).toEqual(['refused', 'started']);
      expect(codes('assault-turn')).toEqual(['cleared', 'exchange', 'refused', 'repulsed']);
      expect(codes('assault-end')).toEqual(['cleared', 'held', 'refused']);
      const reasons = new Set(recs.filter((r) => r.refused).map((r) => r.refused!.reason));
      expect(reasons.size).toBe(15);
      for (const r of recs) {
        const text = renderResolution(r, { lang, color: false, seq: 1, turn: 3, game: null });
        expect(RAW_KEY.exec(text), text).toBeNull();
        expect(text, text).not.toMatch(/\b(swat|intervention|change|err)\.[a-z]/);
        expect(text).not.toMatch(/\{\w+\}/);
        // French typography (the pack's own texts; the engine's change lines are the catalogue's).
        if (lang === 'fr') for (const line of [r.outcome.text, ...r.notes]) expect(line).not.toMatch(/ [:;?!]|\d\.\d/);
      }
    });
  }
});
