// More than two gangs' initiative (guerilla-urbaine.fr.txt l.66, "G24b"): "Si il y a plus de 2 joueurs, chacun
// lance un D6 et l'initiative se fait par ordre décroissant de score. Relancez un D6 pour chaque joueur en cas
// d'égalité jusqu'à ce qu'ils soient départagés" (U413); Prescience (l.259) on its own gang's first die (U414).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { MOST_REROLLS, nextPhase, ONE_DIE_UP_TO, PRESCIENCE, PRESCIENCE_ON_REROLLS, resolveInitiative, rollOff, type Round, type TurnFigure } from '../../../src/rules/guerilla-urbaine/turn.js';

const fig = (id: string, gang: string, rank: TurnFigure['rank'] = 'ganger'): TurnFigure => ({ id, gang, rank, dead: false, acted: null });
const FIGS = ['A', 'B', 'C'].flatMap((g) => [fig(`${g}-chef`, g, 'chef'), fig(`${g}-sous`, g, 'sous-chef'), fig(`${g}1`, g)]);
const facts = (prescience: Record<string, boolean> = {}, lang: 'en' | 'fr' = 'en') => ({ lang, gangs: ['A', 'B', 'C'], round: null, figures: FIGS, prescience });
const order = (r: ReturnType<typeof resolveInitiative>) => r.order as string[];

describe('three gangs: each rolls a D6, the order by score (l.66, U413)', () => {
  it('has each gang roll its own die, in the scenario order, each die named by its gang', () => {
    expect(ONE_DIE_UP_TO).toBe(2); // "plus de 2 joueurs" (l.66)
    const r = resolveInitiative(facts(), fixedDice([2, 6, 4]));
    expect(order(r)).toEqual(['B', 'C', 'A']);
    expect(r.winner).toBe('B');
    expect(r.rolls.map((x) => [x.label, x.value])).toEqual([['initiative roll of A', 2], ['initiative roll of B', 6], ['initiative roll of C', 4]]);
    expect(r.outcome.text).toBe('Turn 1: B has the initiative, then C, then A');
    expect(r.effects[0]).toEqual({ op: 'set', path: 'round', value: { turn: 1, order: ['B', 'C', 'A'], phase: null, leadersDone: [], restDone: [], active: null } });
  });

  it('rolls again only the tied gangs, among themselves, keeping the others where their score put them', () => {
    // A and C tie at 3 below B's 5: only A and C roll again (C 6 over A 2).
    const r = resolveInitiative(facts(), fixedDice([3, 5, 3, 2, 6]));
    expect(order(r)).toEqual(['B', 'C', 'A']);
    expect(r.rolls.slice(3).map((x) => x.label)).toEqual(['initiative re-roll 1 of A (tied)', 'initiative re-roll 1 of C (tied)']);
    expect(r.ties).toEqual([{ gangs: ['A', 'C'], score: 3, reroll: 0 }]);
    expect(r.notes).toContain('A, C tied at 3: they roll again among themselves (l.66)');
  });

  it('rolls again as often as the tie holds ("jusqu\'à ce qu\'ils soient départagés")', () => {
    // All three at 4; re-rolls 3, 3, 1: C is last, A and B still tied; again 2, 5: B before A.
    const r = resolveInitiative(facts(), fixedDice([4, 4, 4, 3, 3, 1, 2, 5]));
    expect(order(r)).toEqual(['B', 'A', 'C']);
    expect(r.ties).toEqual([{ gangs: ['A', 'B', 'C'], score: 4, reroll: 0 }, { gangs: ['A', 'B'], score: 3, reroll: 1 }]);
    expect(r.rolls).toHaveLength(8);
  });

  it('parts the higher tie before the lower one rolls', () => {
    // A, B at 6; C, D at 1: A and B roll first (1, 2), then C and D (5, 4).
    const r = resolveInitiative({ ...facts(), gangs: ['A', 'B', 'C', 'D'] }, fixedDice([6, 6, 1, 1, 1, 2, 5, 4]));
    expect(order(r)).toEqual(['B', 'A', 'C', 'D']);
    expect(r.rolls.slice(4).map((x) => x.label)).toEqual(['initiative re-roll 1 of A (tied)', 'initiative re-roll 1 of B (tied)', 'initiative re-roll 1 of C (tied)', 'initiative re-roll 1 of D (tied)']);
  });

  it('refuses a tie still unparted after the most re-rolls: nothing written, roll again (U413)', () => {
    const r = resolveInitiative(facts(), fixedDice(Array(3 * (MOST_REROLLS + 1)).fill(2)));
    expect(r.refused).toEqual({ reason: expect.stringContaining(`still tied after ${MOST_REROLLS} re-rolls`), onDice: true });
    expect(r.outcome.code).toBe('tie-unparted');
    expect(r.effects).toEqual([]);
    // One re-roll fewer is still parted by the next.
    expect(rollOff(['A', 'B'], {}, (g, n) => (n < MOST_REROLLS ? 2 : g === 'A' ? 1 : 6)).order).toEqual(['B', 'A']);
  });

  it('says each die in French too', () => {
    const r = resolveInitiative(facts({}, 'fr'), fixedDice([3, 3, 1, 1, 6]));
    expect(r.rolls.map((x) => x.label)).toEqual(["jet d’initiative du gang A", "jet d’initiative du gang B", "jet d’initiative du gang C", "relance 1 d’initiative du gang A (égalité)", "relance 1 d’initiative du gang B (égalité)"]);
    expect(r.outcome.text).toBe("Tour 1\u00a0: l’initiative au gang B, puis A, puis C");
  });
});

describe('Prescience with more than two gangs: +1 on its own first die, not on the re-rolls (l.259, U414)', () => {
  it('adds 1 to the gang\'s first die', () => {
    expect(PRESCIENCE).toBe(1);
    // C's 4 + 1 beats B's 4 and A's 3.
    const r = resolveInitiative(facts({ C: true }), fixedDice([3, 4, 4]));
    expect(order(r)).toEqual(['C', 'B', 'A']);
    expect(r.scores).toEqual({ A: 3, B: 4, C: 5 });
    expect(r.modifiers).toEqual([{ key: 'prescience', label: 'Prescience of C', value: 1 }]);
  });
  it('does not add it to a re-roll', () => {
    expect(PRESCIENCE_ON_REROLLS).toBe(false);
    // C's 3 + 1 ties B's 4; re-rolls C 4, B 4 tie again (no +1 for C), then C 2, B 5.
    const r = resolveInitiative(facts({ C: true }), fixedDice([1, 4, 3, 4, 4, 5, 2]));
    expect(order(r)).toEqual(['B', 'C', 'A']);
  });
});

describe('the phases of three gangs follow the initiative order (l.72-76, U413)', () => {
  it('one leader of each gang in turn, then each gang\'s remaining figures', () => {
    const done: string[] = [];
    let r: Round = { turn: 1, order: ['B', 'C', 'A'], phase: null, leadersDone: [], restDone: [], active: null };
    for (let next = nextPhase(r, FIGS); next; next = nextPhase(r, FIGS)) {
      const leader = next.kind === 'leader' ? FIGS.find((f) => f.gang === next!.gang && f.rank !== 'ganger' && !r.leadersDone.includes(f.id))!.id : null;
      done.push(leader ?? `rest:${next.gang}`);
      r = leader ? { ...r, leadersDone: [...r.leadersDone, leader] } : { ...r, restDone: [...r.restDone, next.gang] };
    }
    expect(done).toEqual(['B-chef', 'C-chef', 'A-chef', 'B-sous', 'C-sous', 'A-sous', 'rest:B', 'rest:C', 'rest:A']);
  });
});
