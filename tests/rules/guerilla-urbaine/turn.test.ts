// The turn (guerilla-urbaine.fr.txt l.64-98): initiative, leaders' phases, bubbles, activations, actions.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { COMMAND_BUBBLE, distanceText, initiativeOrder, nextPhase, resolveInitiative, resolvePhase, activationRefusal, type Round, type TurnFigure } from '../../../src/rules/guerilla-urbaine/turn.js';
import { actionRefusal, resolveSimpleAction, type ActingFigure } from '../../../src/rules/guerilla-urbaine/actions.js';

const fig = (id: string, gang: string, rank: TurnFigure['rank'] = 'ganger', extra: Partial<ActingFigure> = {}): ActingFigure => ({
  id, gang, rank, dead: false, acted: null, actions: [], down: false, camouflaged: false, unloaded: [], hasWeapon: true,
  medico: false, priest: false, shaman: false, camouflageUpgrade: false, ...extra,
});
const FIGS = [fig('a-chef', 'A', 'chef'), fig('a-sous', 'A', 'sous-chef'), fig('a1', 'A'), fig('a2', 'A'), fig('b-chef', 'B', 'chef'), fig('b-sous', 'B', 'sous-chef'), fig('b1', 'B')];
const round = (r: Partial<Round> = {}): Round => ({ turn: 1, order: ['A', 'B'], phase: null, leadersDone: [], restDone: [], active: null, ...r });

describe('initiative (l.66, l.259, U153)', () => {
  it('gives the first gang the initiative on 4+ and the second otherwise', () => {
    for (let d = 1; d <= 6; d++) expect(initiativeOrder(['A', 'B'], d, {}).order[0]).toBe(d >= 4 ? 'A' : 'B');
  });
  it("moves the die by 1 each side's way for Prescience", () => {
    expect(initiativeOrder(['A', 'B'], 3, { A: true }).order[0]).toBe('A');
    expect(initiativeOrder(['A', 'B'], 4, { B: true }).order[0]).toBe('B');
    expect(initiativeOrder(['A', 'B'], 4, { A: true, B: true }).modifier).toBe(0);
  });
  it('begins turn 1 with the order and no phase open', () => {
    const r = resolveInitiative({ lang: 'en', gangs: ['A', 'B'], round: null, figures: FIGS, prescience: {} }, fixedDice([2]));
    expect(r.effects).toEqual([{ op: 'set', path: 'round', value: round({ order: ['B', 'A'] }) }, { op: 'set', path: 'turn', value: 1 }]);
    expect(r.outcome.text).toBe('Turn 1: B has the initiative, then A');
  });
  it('refuses a new turn while a phase is owed', () => {
    const r = resolveInitiative({ lang: 'fr', gangs: ['A', 'B'], round: round(), figures: FIGS, prescience: {} }, fixedDice([]));
    expect(r.refused?.reason).toBe("le tour 1 n’est pas fini\u00a0: ensuite vient la phase de meneur du gang A");
  });
});

describe('phases (l.72-80)', () => {
  it('alternates leaders from the side with the initiative, then each side\'s rest', () => {
    let r = round({ order: ['B', 'A'] });
    const seen: string[] = [];
    for (;;) {
      const n = nextPhase(r, FIGS);
      if (!n) break;
      seen.push(`${n.kind}:${n.gang}`);
      if (n.kind === 'leader') r = { ...r, leadersDone: [...r.leadersDone, FIGS.find((f) => f.gang === n.gang && f.rank !== 'ganger' && !r.leadersDone.includes(f.id))!.id] };
      else r = { ...r, restDone: [...r.restDone, n.gang] };
    }
    expect(seen).toEqual(['leader:B', 'leader:A', 'leader:B', 'leader:A', 'rest:B', 'rest:A']);
  });
  it('lets the side with more leaders finish them (l.76)', () => {
    const figs = FIGS.map((f) => (f.id === 'b-sous' ? { ...f, dead: true } : f));
    let r = round();
    const seen: string[] = [];
    for (let n = nextPhase(r, figs); n; n = nextPhase(r, figs)) {
      seen.push(`${n.kind}:${n.gang}`);
      r = n.kind === 'leader' ? { ...r, leadersDone: [...r.leadersDone, figs.find((f) => f.gang === n.gang && f.rank !== 'ganger' && !f.dead && !r.leadersDone.includes(f.id))!.id] } : { ...r, restDone: [...r.restDone, n.gang] };
    }
    expect(seen).toEqual(['leader:A', 'leader:B', 'leader:A', 'rest:A', 'rest:B']);
  });
  it('takes the leaders in any order (l.74) and refuses the other side\'s leader', () => {
    const ok = resolvePhase({ lang: 'en', round: round(), figures: FIGS, leader: 'a-sous', bubble: ['a1'] }, fixedDice([]));
    expect(ok.outcome.code).toBe('leader-phase');
    expect(ok.effects).toContainEqual({ op: 'set', path: 'round.phase', value: { kind: 'leader', gang: 'A', leader: 'a-sous', bubble: ['a1'] } });
    expect(ok.notes).toEqual(['Command bubble: less than 2" (l.80)']);
    const no = resolvePhase({ lang: 'en', round: round(), figures: FIGS, leader: 'b-chef' }, fixedDice([]));
    expect(no.outcome.code).toBe('wrong-side');
  });
  it('gives the Chef a bubble of 3 pas and the Sous-chef 2 (l.80)', () => {
    expect(COMMAND_BUBBLE).toEqual({ chef: 3, 'sous-chef': 2 });
  });
  it('keeps other leaders out of a bubble (U154)', () => {
    expect(resolvePhase({ lang: 'en', round: round(), figures: FIGS, leader: 'a-chef', bubble: ['a-sous'] }, fixedDice([])).outcome.code).toBe('bubble-leader');
  });
  it('refuses the rest phase while a leader phase is owed', () => {
    expect(resolvePhase({ lang: 'en', round: round(), figures: FIGS }, fixedDice([])).outcome.code).toBe('leader-phase-owed');
  });
});

describe('activation (l.70, l.80)', () => {
  const leaderPhase = round({ phase: { kind: 'leader', gang: 'A', leader: 'a-chef', bubble: ['a1'] } });
  it('lets the leader and the figures in its bubble act, and no one else', () => {
    expect(activationRefusal(leaderPhase, FIGS[0])).toBeNull();
    expect(activationRefusal(leaderPhase, FIGS[2])).toBeNull();
    expect(activationRefusal(leaderPhase, FIGS[3])).toBe('not-in-bubble');
    expect(activationRefusal(leaderPhase, FIGS[6])).toBe('other-side');
  });
  it('activates a figure once a turn', () => {
    expect(activationRefusal(leaderPhase, { ...FIGS[2], acted: 1 })).toBe('already-acted');
  });
  it('says why an activation out of turn is refused, naming the phase', () => {
    const r = resolveSimpleAction({ lang: 'en', round: leaderPhase, figure: FIGS[6], action: 'move', move: 4 }, fixedDice([]));
    expect(r.refused?.reason).toBe("out of turn: this is the phase of A's leader a-chef");
    expect(r.outcome.code).toBe('other-side');
    expect(r.effects).toEqual([]);
  });
});

describe('actions (l.84-98, l.114, l.215)', () => {
  const rest = round({ phase: { kind: 'rest', gang: 'A' }, active: 'a1' });
  const moved = fig('a1', 'A', 'ganger', { acted: 1, actions: ['move'] });
  it('makes the first action a move or concentrating (l.86-89)', () => {
    expect(actionRefusal(rest, FIGS[3], 'shoot')).toBe('not-first');
    expect(actionRefusal(rest, FIGS[3], 'move')).toBeNull();
    expect(actionRefusal(rest, FIGS[3], 'concentrate')).toBeNull();
  });
  it('lets a figure run only after moving (l.93)', () => {
    expect(actionRefusal(rest, moved, 'run')).toBeNull();
    expect(actionRefusal(rest, { ...moved, actions: ['concentrate'] }, 'run')).toBe('needs-moved-first');
  });
  it('gives two actions, no third (l.84)', () => {
    expect(actionRefusal(rest, { ...moved, actions: ['move', 'run'] }, 'special')).toBe('no-action-left');
  });
  it('ends an activation when another figure begins (U157)', () => {
    expect(actionRefusal({ ...rest, active: 'a2' }, moved, 'run')).toBe('activation-over');
  });
  it('makes a knocked-down figure stand up before it moves (l.58, l.94, U156)', () => {
    const down = fig('a2', 'A', 'ganger', { down: true });
    expect(actionRefusal(rest, down, 'move')).toBe('down');
    const r = resolveSimpleAction({ lang: 'fr', round: { ...rest, active: 'a2' }, figure: { ...down, acted: 1, actions: ['concentrate'] }, action: 'stand-up', move: 4 }, fixedDice([]));
    expect(r.effects).toEqual([
      { op: 'set', path: 'figures.a2.actions', value: ['concentrate', 'stand-up'] },
      { op: 'set', path: 'figures.a2.down', value: false },
    ]);
    expect(r.outcome.text).toBe('a2 se relève');
  });
  it('reloads as the first or second action, only an unloaded weapon (l.114)', () => {
    expect(actionRefusal(rest, FIGS[3], 'reload')).toBe('needs-unloaded');
    const r = resolveSimpleAction({ lang: 'en', round: rest, figure: fig('a2', 'A', 'ganger', { unloaded: ['crossbow'] }), action: 'reload', move: 4 }, fixedDice([]));
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a2.unloaded', value: [] });
    expect(r.effects).toContainEqual({ op: 'set', path: 'figures.a2.acted', value: 1 });
  });
  it('camouflages a figure with Camouflage in contact with scenery, and a move ends it (l.215)', () => {
    const c = fig('a1', 'A', 'ganger', { acted: 1, actions: ['concentrate'], camouflageUpgrade: true });
    expect(resolveSimpleAction({ lang: 'en', round: rest, figure: c, action: 'camouflage', move: 4 }, fixedDice([])).outcome.code).toBe('no-cover');
    expect(resolveSimpleAction({ lang: 'en', round: rest, figure: c, action: 'camouflage', cover: true, move: 4 }, fixedDice([])).effects).toContainEqual({ op: 'set', path: 'figures.a1.camouflaged', value: true });
    expect(actionRefusal(rest, { ...c, camouflageUpgrade: false }, 'camouflage')).toBe('needs-camouflage-upgrade');
    const hidden = fig('a2', 'A', 'ganger', { camouflaged: true });
    const m = resolveSimpleAction({ lang: 'en', round: rest, figure: hidden, action: 'move', move: 5 }, fixedDice([]));
    expect(m.effects).toContainEqual({ op: 'set', path: 'figures.a2.camouflaged', value: false });
    expect(m.outcome.text).toBe('a2 moves up to 5"');
  });
  it('shows pas as inches in English and as pas and cm in French (R15)', () => {
    expect(distanceText('en', 1.5)).toBe('1.5"');
    expect(distanceText('fr', 4)).toBe('4 pas (10 cm)');
    expect(distanceText('fr', 3)).toBe('3 pas (7,5 cm)');
  });
});
