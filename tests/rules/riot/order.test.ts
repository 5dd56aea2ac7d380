// The police's order of play, in-process (issue 43: each mutant of src/rules/riot/order.ts meets a test):
// riot-board-game.fr.txt l.113 "A partir de maintenant la police pourra décider à la fin de chaque manche de
// l'ordre de jeu des joueurs/euses" (U246).
import { describe, expect, it } from 'vitest';
import { resolveRiotOrder, type OrderFacts } from '../../../src/rules/riot/order.js';

const TEAMS = ['police', 'autonomes', 'anarchistes', 'nationalistes'];
const order = (f: Partial<OrderFacts>) => resolveRiotOrder({ lang: 'en', order: TEAMS, teams: TEAMS, round: 1, played: TEAMS, ...f });

describe('resolveRiotOrder (l.113, U246)', () => {
  it('refuses as a RIOT (fr) resolution that keeps the order asked for (l.113)', () => {
    const r = order({ played: [] });
    expect(r).toMatchObject({ procedure: 'riot-order', edition: 'fr', order: TEAMS, effects: [], outcome: { code: 'first-round' } });
  });
  it('sets on a game an order that differs from the one in force after its first team, with no note (l.113)', () => {
    const next = ['police', 'anarchistes', 'autonomes', 'nationalistes'];
    const r = order({ order: next, current: TEAMS, onGame: true });
    expect(r.effects).toEqual([{ op: 'set', path: 'riot.order', value: next }]);
    expect(r.notes).toEqual([]);
    expect(r.round).toBe(2);
  });
  it('writes nothing off a game, even an order that changes (l.113)', () => {
    const r = order({ order: ['nationalistes', 'police', 'anarchistes', 'autonomes'], current: TEAMS });
    expect(r.outcome.code).toBe('order-set');
    expect(r.effects).toEqual([]);
    expect(r.notes).toEqual([]);
  });
  it('writes nothing on a game when the order is the one in force, and says so (U246)', () => {
    const r = order({ current: TEAMS, onGame: true });
    expect(r.effects).toEqual([]);
    expect(r.notes).toEqual(['The order was already this one: nothing changes']);
  });
});
