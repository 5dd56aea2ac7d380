// The missions' checks at a turn's end (intervention.fr.txt l.416-448,
// U184-U186): each mission's win for each side, and the game going on.
import { describe, expect, it } from 'vitest';
import { checkMission, resolveMissionCheck, ASSAULT_HOLD_TURNS } from '../../../src/rules/intervention/missions.js';
import type { IvFighter, IvSlice, MissionKind } from '../../../src/rules/intervention/game.js';

function fighter(id: string, side: string, over: Partial<IvFighter> = {}): IvFighter {
  return {
    id, name: id, side, unit: `${side}-u`, leader: false, mvt: 10, det: 8, rt: 7, pa: 5, camouflage: 0, optical: false, weapons: [],
    counter: 7, condition: 'fit', order: 'none', sighting: 'located', dodge: null, hiding: false, moved: 0, movedInFire: 0, shots: 0,
    firedAt: [], firedBy: [], pfAt: 0, reloading: null, half: side, building: false, exited: null, nearEnemy: false, bound: false, ...over,
  };
}

function slice(kind: MissionKind, fs: IvFighter[], mission: Partial<IvSlice['mission']> = {}): IvSlice {
  return {
    sides: { att: { id: 'att', name: 'Attackers', cost: 0, units: [] }, def: { id: 'def', name: 'Defenders', cost: 0, units: [] } },
    fighters: Object.fromEntries(fs.map((f) => [f.id, f])),
    round: { phase: 'fire' },
    mission: { kind, attacker: 'att', defender: 'def', figure: null, turns: 10, streak: 0, verdict: null, ...mission },
  };
}

const out = { condition: 'out' as const, counter: 0 };

describe('checkMission', () => {
  it('settling scores: the side with no fighter standing loses (l.418, U186)', () => {
    expect(checkMission(slice('settling-scores', [fighter('a', 'att'), fighter('d', 'def', out)]), 2)).toMatchObject({ winner: 'att', code: 'wiped-out' });
    expect(checkMission(slice('settling-scores', [fighter('a', 'att'), fighter('d', 'def')]), 2)).toMatchObject({ winner: null });
    expect(checkMission(slice('settling-scores', [fighter('a', 'att', out), fighter('d', 'def', out)]), 2)).toMatchObject({ winner: 'draw' });
  });

  it('advance: more figures off by the enemy edge at the end of the turns (l.422, U184)', () => {
    const fs = [fighter('a1', 'att', { exited: 'def' }), fighter('a2', 'att', { exited: 'def' }), fighter('d1', 'def', { exited: 'att' }), fighter('d2', 'def')];
    expect(checkMission(slice('advance', [...fs, fighter('a3', 'att')]), 5)).toMatchObject({ winner: null, code: 'advance-count', params: { a: 2, d: 1 } });
    expect(checkMission(slice('advance', [...fs, fighter('a3', 'att')]), 10)).toMatchObject({ winner: 'att', code: 'advance-end' });
  });

  it('conquest: figures in the enemy half and none of the enemy in yours (l.425)', () => {
    expect(checkMission(slice('conquest', [fighter('a1', 'att', { half: 'def' }), fighter('d1', 'def', { half: 'def' })]), 3)).toMatchObject({ winner: 'att', code: 'conquest-held' });
    expect(checkMission(slice('conquest', [fighter('a1', 'att', { half: 'def' }), fighter('d1', 'def', { half: 'att' })]), 3)).toMatchObject({ winner: null });
    expect(checkMission(slice('conquest', [fighter('a1', 'att'), fighter('d1', 'def')]), 10)).toMatchObject({ winner: 'draw', code: 'time-up' });
  });

  // Issue 31, finding 22; U201: "autant ou plus de figurines que l'adversaire dans la moitié du terrain adverse" (l.425).
  it('conquest: 2 figures in the enemy half against 4 of the enemy there is not won; 4 against 4 is (l.425, U201)', () => {
    const theirs = ['d1', 'd2', 'd3', 'd4'].map((id) => fighter(id, 'def', { half: 'def' }));
    const two = [fighter('a1', 'att', { half: 'def' }), fighter('a2', 'att', { half: 'def' })];
    expect(checkMission(slice('conquest', [...two, ...theirs]), 3)).toMatchObject({ winner: null });
    const four = [...two, fighter('a3', 'att', { half: 'def' }), fighter('a4', 'att', { half: 'def' })];
    expect(checkMission(slice('conquest', [...four, ...theirs]), 3)).toMatchObject({ winner: 'att', code: 'conquest-held' });
  });

  it('assault: the attacker alone in the building wins; the defender after 10 turns running (l.429)', () => {
    expect(checkMission(slice('assault', [fighter('a1', 'att', { building: true }), fighter('d1', 'def')]), 3)).toMatchObject({ winner: 'att', code: 'building-taken' });
    expect(checkMission(slice('assault', [fighter('a1', 'att', { building: true }), fighter('d1', 'def', { building: true })], { streak: 4 }), 5)).toMatchObject({ winner: null, streak: 0 });
    expect(checkMission(slice('assault', [fighter('a1', 'att'), fighter('d1', 'def', { building: true })], { streak: ASSAULT_HOLD_TURNS - 1 }), 12)).toMatchObject({ winner: 'def', code: 'building-held', streak: 10 });
  });

  it('elimination: the leader out gives the attacker the win; alive X turns running, the defender (l.432)', () => {
    const fs = [fighter('a1', 'att'), fighter('boss', 'def'), fighter('d2', 'def')];
    expect(checkMission(slice('elimination', fs, { figure: 'boss', turns: 4, streak: 3 }), 4)).toMatchObject({ winner: 'def', code: 'leader-held' });
    expect(checkMission(slice('elimination', fs, { figure: 'boss', turns: 4, streak: 1 }), 2)).toMatchObject({ winner: null, streak: 2 });
    expect(checkMission(slice('elimination', [fighter('a1', 'att'), fighter('boss', 'def', out), fighter('d2', 'def')], { figure: 'boss', turns: 4 }), 2)).toMatchObject({ winner: 'att', code: 'leader-down' });
  });

  it('rescue: A off by the attacker edge wins; by another edge or out, the defender (l.438, U185)', () => {
    const base = [fighter('a1', 'att'), fighter('d1', 'def')];
    expect(checkMission(slice('rescue', [...base, fighter('A', 'att', { exited: 'att' })], { figure: 'A' }), 3)).toMatchObject({ winner: 'att', code: 'a-fled' });
    expect(checkMission(slice('rescue', [...base, fighter('A', 'att', { exited: 'other' })], { figure: 'A' }), 3)).toMatchObject({ winner: 'def', code: 'a-wrong-edge' });
    expect(checkMission(slice('rescue', [...base, fighter('A', 'att', out)], { figure: 'A' }), 3)).toMatchObject({ winner: 'def', code: 'a-down' });
  });

  it('hostage: A alive near its guards at the end of turn 10 wins for the defender; A out, the losses decide (l.446-448, U185)', () => {
    const base = [fighter('a1', 'att'), fighter('d1', 'def')];
    expect(checkMission(slice('hostage', [...base, fighter('A', 'att', { nearEnemy: true, bound: true })], { figure: 'A' }), 9)).toMatchObject({ winner: null });
    expect(checkMission(slice('hostage', [...base, fighter('A', 'att', { nearEnemy: true, bound: true })], { figure: 'A' }), 10)).toMatchObject({ winner: 'def', code: 'a-held' });
    expect(checkMission(slice('hostage', [...base, fighter('A', 'att', { nearEnemy: false })], { figure: 'A' }), 10)).toMatchObject({ winner: null });
    const gone = [fighter('a1', 'att', out), fighter('a2', 'att'), fighter('d1', 'def', { exited: 'other' }), fighter('A', 'att', out)];
    expect(checkMission(slice('hostage', gone, { figure: 'A' }), 4)).toMatchObject({ winner: 'def', code: 'left-fewer-losses', params: { lostA: 1, lostD: 0 } });
    const staying = [fighter('a1', 'att'), fighter('d1', 'def'), fighter('A', 'att', out)];
    expect(checkMission(slice('hostage', staying, { figure: 'A' }), 4)).toMatchObject({ winner: null, code: 'a-down-leave' });
  });
});

describe('resolveMissionCheck', () => {
  it('records the verdict as an effect and says it in both languages', () => {
    const s = slice('hostage', [fighter('a1', 'att'), fighter('d1', 'def'), fighter('A', 'att', { exited: 'def' })], { figure: 'A' });
    const en = resolveMissionCheck(s, 3, 'en');
    expect(en.effects).toEqual([{ op: 'set', path: 'mission.verdict', value: { winner: 'att', code: 'a-fled', turn: 3 } }]);
    expect(en.outcome.text).toBe('Turn 3 ends (hostage rescue): A has fled. Attackers wins.');
    expect(resolveMissionCheck(s, 3, 'fr').outcome.text).toBe('Fin du tour 3 (libération d’otage)\u00a0: A a fui. Attackers gagne.');
  });
});
