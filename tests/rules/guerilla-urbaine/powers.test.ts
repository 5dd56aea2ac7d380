// Médico (l.217), prayers (l.243-253) and shaman powers (l.255-265).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { oddsOf } from '../../../src/odds/run.js';
import { resolveMedico, REVIVE } from '../../../src/rules/guerilla-urbaine/medico.js';
import { markerModifiers, POWERS, resolvePower, savesOf, type PowerTarget } from '../../../src/rules/guerilla-urbaine/powers.js';
import type { ActingFigure } from '../../../src/rules/guerilla-urbaine/actions.js';
import type { Round } from '../../../src/rules/guerilla-urbaine/turn.js';

const fig = (id: string, extra: Partial<ActingFigure> = {}): ActingFigure => ({
  id, gang: 'A', rank: 'ganger', dead: false, acted: 2, actions: ['move'], down: false, camouflaged: false, unloaded: [], hasWeapon: false,
  medico: false, priest: false, shaman: false, camouflageUpgrade: false, ...extra,
});
const round: Round = { turn: 2, order: ['A', 'B'], phase: { kind: 'rest', gang: 'A' }, leadersDone: [], restDone: [], active: 'doc' };
const target = (id: string, gang: string, extra: Partial<PowerTarget> = {}): PowerTarget => ({ id, gang, dead: false, pv: 1, kinds: [], camouflaged: false, saves: [], ...extra });

describe('resolveMedico (l.217)', () => {
  const doc = fig('doc', { medico: true });
  const dead = target('a3', 'A', { dead: true, pv: 0 });
  it('brings a dead figure in base contact back to 1 PV on 3+', () => {
    const r = resolveMedico({ lang: 'en', round, figure: doc, target: dead, contact: true }, fixedDice([3]));
    expect(r.outcome).toEqual({ code: 'revived', text: 'a3 comes back with 1 PV' });
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a3.dead', value: false });
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a3.pv', value: 1 });
    expect(resolveMedico({ lang: 'en', round, figure: doc, target: dead, contact: true }, fixedDice([2])).outcome.code).toBe('not-revived');
  });
  it('needs 2+ after concentrating as its first action (l.89, l.217)', () => {
    const r = resolveMedico({ lang: 'fr', round, figure: { ...doc, actions: ['concentrate'] }, target: dead, contact: true }, fixedDice([2]));
    expect(r.threshold).toBe(2);
    expect(r.modifiers.map((m) => m.value)).toEqual([-1]);
    expect(r.outcome.text).toBe('a3 revient à 1 PV');
  });
  it('gives the exact chance: 4/6 on 3+, 5/6 after concentrating', () => {
    const odds = (f: ActingFigure) => oddsOf({ lang: 'en' as const, round, figure: f, target: dead, contact: true }, resolveMedico);
    const chance = (o: ReturnType<typeof odds>, code: string) => o.outcomes.find((x) => x.code === code)?.probability;
    expect(chance(odds(doc), 'revived')).toBe('2/3');
    expect(chance(odds({ ...doc, actions: ['concentrate'] }), 'revived')).toBe('5/6');
  });
  it('refuses a figure that is not dead, a robot, one out of contact, a figure without Médico', () => {
    expect(resolveMedico({ lang: 'en', round, figure: doc, target: { ...dead, dead: false }, contact: true }, fixedDice([])).outcome.code).toBe('not-dead');
    expect(resolveMedico({ lang: 'en', round, figure: doc, target: { ...dead, kinds: ['robot'] }, contact: true }, fixedDice([])).outcome.code).toBe('not-revivable');
    expect(resolveMedico({ lang: 'en', round, figure: doc, target: dead, contact: false }, fixedDice([])).outcome.code).toBe('no-contact');
    expect(resolveMedico({ lang: 'en', round, figure: { ...doc, medico: false }, target: dead, contact: true }, fixedDice([])).outcome.code).toBe('needs-medico');
  });
  it('keeps each way of bringing back at its line: Médico 3+, Imposition des mains 4+ at 2 pas, Guérison 5+ at 5 pas', () => {
    expect(REVIVE).toEqual({ medico: { threshold: 3, range: 0, line: 217 }, 'laying-on-hands': { threshold: 4, range: 2, line: 245 }, healing: { threshold: 5, range: 5, line: 261 } });
  });
});

describe('resolvePower (l.239-265)', () => {
  const priest = fig('doc', { priest: true });
  const shaman = fig('doc', { shaman: true });
  it('cites every prayer and power at its line, with its range', () => {
    expect(Object.fromEntries(Object.entries(POWERS).map(([k, v]) => [k, [v.line, v.range]]))).toEqual({
      'laying-on-hands': [245, 2], 'blessing-shield': [247, 3], inspiration: [249, 3], banishment: [251, 10], 'aura-of-dread': [253, 10],
      'wrath-of-nature': [257, 5], prescience: [259, null], healing: [261, 5], vision: [263, 10], malaise: [265, 10],
    });
  });
  it('is a second action of a priest or a shaman (l.241)', () => {
    expect(resolvePower({ lang: 'en', round, figure: shaman, power: 'inspiration', targets: [target('a1', 'A')] }, fixedDice([])).outcome.code).toBe('needs-priest');
    expect(resolvePower({ lang: 'en', round, figure: { ...priest, acted: null, actions: [] }, power: 'aura-of-dread', targets: [] }, fixedDice([])).outcome.code).toBe('not-first');
  });
  it('Imposition des mains brings back on 4+, Guérison on 5+', () => {
    const dead = target('a3', 'A', { dead: true, pv: 0 });
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'laying-on-hands', targets: [dead] }, fixedDice([4])).outcome.code).toBe('revived');
    expect(resolvePower({ lang: 'en', round, figure: shaman, power: 'healing', targets: [dead] }, fixedDice([4])).outcome.code).toBe('not-revived');
    expect(resolvePower({ lang: 'en', round, figure: shaman, power: 'healing', targets: [dead] }, fixedDice([5])).outcome.code).toBe('revived');
  });
  it('Bouclier de Bénédiction blesses the priest and its allies; the Svg5+ is tested first (l.247, U158)', () => {
    const r = resolvePower({ lang: 'en', round, figure: priest, power: 'blessing-shield', targets: [target('a1', 'A')] }, fixedDice([]));
    expect(r.effects.filter((e) => e.path.endsWith('.blessed'))).toEqual([
      { op: 'set', path: 'figures.doc.blessed', value: 2 },
      { op: 'set', path: 'figures.a1.blessed', value: 2 },
    ]);
    expect(savesOf(4, 2, 2)).toEqual([5, 4]);
    expect(savesOf(null, 1, 2)).toEqual([]);
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'blessing-shield', targets: [target('b1', 'B')] }, fixedDice([])).outcome.code).toBe('not-ally');
  });
  it('Inspiration gives -2 to one ally but not the priest itself (l.249); Malaise +1 to enemies (l.265)', () => {
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'inspiration', targets: [target('doc', 'A')] }, fixedDice([])).outcome.code).toBe('self');
    const r = resolvePower({ lang: 'en', round, figure: priest, power: 'inspiration', targets: [target('a1', 'A')] }, fixedDice([]));
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a1.inspired', value: 2 });
    const m = resolvePower({ lang: 'en', round, figure: shaman, power: 'malaise', targets: [target('b1', 'B'), target('b2', 'B')] }, fixedDice([]));
    expect(m.effects.filter((e) => e.path.endsWith('.malaise')).map((e) => e.path)).toEqual(['figures.b1.malaise', 'figures.b2.malaise']);
    expect(markerModifiers({ inspired: 2, malaise: 2 }, 2, 'en').map((x) => [x.key, x.value])).toEqual([['inspiration', -2], ['malaise', 1]]);
    expect(markerModifiers({ inspired: 1 }, 2, 'en')).toEqual([]);
  });
  it('Colère de la nature knocks enemies down, but not large or gigantic ones (l.257, l.104, l.106)', () => {
    const r = resolvePower({ lang: 'en', round, figure: shaman, power: 'wrath-of-nature', targets: [target('b1', 'B'), target('van', 'B', { kinds: ['large'] })] }, fixedDice([]));
    expect(r.effects.filter((e) => e.path.endsWith('.down'))).toEqual([{ op: 'set', path: 'figures.b1.down', value: true }]);
    expect(r.outcome.text).toBe('Knocked down: b1');
  });
  it('Vision de l\'invisible reveals camouflaged enemies (l.263); Prescience marks next turn (l.259)', () => {
    const v = resolvePower({ lang: 'en', round, figure: shaman, power: 'vision', targets: [target('b1', 'B', { camouflaged: true }), target('b2', 'B')] }, fixedDice([]));
    expect(v.effects.filter((e) => e.path.endsWith('.camouflaged'))).toEqual([{ op: 'set', path: 'figures.b1.camouflaged', value: false }]);
    const p = resolvePower({ lang: 'en', round, figure: shaman, power: 'prescience', targets: [] }, fixedDice([]));
    expect(p.effects).toContainEqual({ op: 'set', path: 'gangs.A.prescience', value: 3 });
  });
  it('Bannissement hits undead or demons only, on 2+, for 2 PV, saves as usual (l.251)', () => {
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'banishment', targets: [target('b1', 'B')] }, fixedDice([])).outcome.code).toBe('not-unholy');
    const z = target('zed', 'B', { kinds: ['undead'], pv: 3, saves: [5] });
    const hit = resolvePower({ lang: 'en', round, figure: priest, power: 'banishment', targets: [z] }, fixedDice([2, 4]));
    expect(hit.outcome.code).toBe('wounded');
    expect(hit.effects).toContainEqual({ op: 'set', path: 'figures.zed.pv', value: 1 });
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'banishment', targets: [z] }, fixedDice([6, 5])).outcome.code).toBe('saved');
    expect(resolvePower({ lang: 'en', round, figure: priest, power: 'banishment', targets: [z] }, fixedDice([1])).outcome.code).toBe('miss');
  });
});
