// RIOT's tables, each number against its line (issue 43: each mutant of src/rules/riot/tables.ts meets a test):
// riot-board-game.fr.txt l.19 (the teams), l.37/l.49 (zone points), l.15/l.51 (a building's 1 or 2 credits), l.26,
// l.53, l.55-59, l.65, l.83, l.93, l.101, l.105, l.109-113, l.127, l.133, l.139, l.145; U202, U242, U246, U280, U425,
// U427.
import { describe, expect, it } from 'vitest';
import * as T from '../../../src/rules/riot/tables.js';

describe('RIOT tables (riot-board-game.fr.txt)', () => {
  it('the teams: the police and three protesters; zone points for the autonomes and the anarchistes only (l.19, l.37, l.49)', () => {
    expect(T.TEAMS).toEqual(['police', 'autonomes', 'anarchistes', 'nationalistes']);
    expect(T.PROTESTERS).toEqual(['autonomes', 'anarchistes', 'nationalistes']);
    expect(T.ZONE_TEAMS).toEqual(['autonomes', 'anarchistes']);
    expect(['police', 'autonomes', 'anarchistes', 'nationalistes', 'x'].map(T.isProtester)).toEqual([false, true, true, true, false]);
    expect(T.SPECIALS).toEqual(['mediactiviste', 'black-bloc', 'paramilitaire', 'combi', 'raid']);
  });
  it("the numbers: 1-2 credits a building (l.51), 7 zone points (l.26), 1 a zone (l.37), 1 credit a unit and +0/+2/+3 (l.53-59), the n-th card n (l.65), +1 in a building (l.83), two attacks (l.83), the shield's 1 (l.93), one opinion card a turn (l.33)", () => {
    expect(T.BUILDING_CREDITS).toEqual({ min: 1, max: 2 });
    expect(T.ZONE_POINTS_TO_WIN).toBe(7);
    expect(T.ZONE_POINT_PER_ZONE).toBe(1);
    expect(T.POLICE_CREDIT_PER_UNIT).toBe(1);
    expect(T.POLICE_BONUS).toEqual({ 2: 0, 3: 2, 4: 3 });
    expect([1, 2, 3].map(T.cardCost)).toEqual([1, 2, 3]);
    expect(T.BUILDING_BONUS).toBe(1);
    expect(T.MAX_ATTACKS_ON_GROUP).toBe(2);
    expect(T.SHIELD_POINTS).toBe(1);
    expect(T.OPINION_CARDS_PER_TURN).toBe(1);
    expect(T.BOX).toEqual({ protesterCards: 42, opinionCards: 10, missions: 2 });
  });
  it('the first placement: 2 units each at 3-4 players, 4 at 2 (l.109, l.111, U242)', () => {
    expect(T.FIRST_PLACEMENT).toEqual({ 2: 4, 3: 2, 4: 2 });
    expect(T.PLACEMENTS).toEqual(['first-round', 'free']);
  });
  it('a black bloc: 3 in a street, 2 elsewhere; another unit its type\'s strength (l.127)', () => {
    expect(T.BLACK_BLOC_STRENGTH).toEqual({ street: 3, other: 2 });
    expect(T.strengthAt({ strength: 1, special: 'black-bloc' }, 'street')).toBe(3);
    expect(T.strengthAt({ strength: 1, special: 'black-bloc' }, 'building')).toBe(2);
    expect(T.strengthAt({ strength: 4, special: 'combi' }, 'street')).toBe(4);
    expect(T.strengthAt({ strength: 4 }, 'building')).toBe(4);
  });
  it('the shield: police units but the basic one (l.93)', () => {
    expect([T.hasShield('police', false), T.hasShield('police', true), T.hasShield('autonomes', false)]).toEqual([true, false, false]);
  });
  it('the places: the HQ, the hospital, an entry point; the wounded police to the hospital, the others to the entry point (l.15, l.101)', () => {
    expect([T.HQ, T.HOSPITAL, T.entryOf('z3')]).toEqual(['hq', 'hospital', 'entry:z3']);
    expect([T.woundedPlace('police', 'z3'), T.woundedPlace('anarchistes', 'z3')]).toEqual(['hospital', 'entry:z3']);
  });
  it('the phases in order, one move a turn, two for the Combi (l.41-45, l.75, l.139, U202)', () => {
    expect(T.PHASE).toEqual({ count: 1, buy: 2, deploy: 3, move: 4, fight: 5 });
    expect(T.MOVES_PER_TURN).toBe(1);
    expect([T.movesAllowed(null), T.movesAllowed('combi'), T.movesAllowed('raid')]).toEqual([1, 2, 1]);
  });
  it('a direct attack on any building: the paramilitaire from its entry point, the R.A.I.D. from the HQ (l.133, l.145, U280)', () => {
    expect(T.ATTACK_ANY_BUILDING_FROM).toEqual({ paramilitaire: 'entry', raid: 'hq' });
  });
  it('the order of play: the police open round 1, their order binds from round 2 (l.113, U246)', () => {
    expect([T.FIRST_ROUND_LEADER, T.ORDER_FROM_ROUND]).toEqual(['police', 2]);
    expect(T.nextInOrder(['a', 'b', 'c'], ['a'])).toBe('b');
    expect(T.nextInOrder(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(T.nextInOrder(undefined, [])).toBeNull();
    expect(T.orderRefusal('autonomes', 1, undefined, [])).toBe('police-first');
    expect(T.orderRefusal('police', 1, undefined, [])).toBeNull();
    expect(T.orderRefusal('autonomes', 1, undefined, ['police'])).toBeNull();
    expect(T.orderRefusal('police', 2, ['autonomes', 'police'], [])).toBe('out-of-order');
    expect(T.orderRefusal('autonomes', 2, ['autonomes', 'police'], [])).toBeNull();
    expect(T.orderRefusal('police', 2, undefined, [])).toBeNull();
  });
  it('the cards: ranged and melee Blitz, played and printed cards, the plays and their one extra move (l.79, l.87, U425, U427)', () => {
    expect(T.MELEE_CARD_SIDES).toEqual(['attacker', 'defender']);
    expect(T.MELEE_CARD_PLACES).toEqual(['street', 'building']);
    expect(T.PLAYS).toEqual(['extra-move', 'enter-building', 'free-unit']);
    expect(T.EXTRA_MOVES_PER_CARD).toBe(1);
    expect(T.CARD_EFFECTS).toEqual({
      ranged: { phase: 'ranged', by: 'riot-fight --blitz <card:unit>' },
      melee: { phase: 'melee', by: 'riot-fight --melee-blitz <card:team>' },
      play: { phase: 'turn', by: 'riot-play <card> [--unit u] [--at place]' },
      printed: { phase: 'turn', by: 'riot-play <card>' },
    });
    expect(T.cardEffect({ blitz: true, ranged: 1 })).toBe('ranged');
    expect(T.cardEffect({ blitz: true, ranged: 0, melee: 1 })).toBe('melee');
    expect(T.cardEffect({ blitz: true, ranged: 0 })).toBe('printed');
    expect(T.cardEffect({ blitz: false, ranged: 1, melee: 1 })).toBe('printed');
    expect(T.cardEffect({ blitz: false, ranged: 0, play: 'extra-move' })).toBe('play');
    expect(T.cardEffect({ blitz: false, ranged: 0, play: null })).toBe('printed');
  });
});
