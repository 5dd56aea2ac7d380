// RIOT's fight as l.87 orders it: the ranged phase "en commençant par la/le
// défenseur/euse", then the melee, where "les joueurs/euses peuvent utiliser
// tous les autres types de cartes Blitz" (U425: a melee card's strength for
// its side, for the comparison only; U426: a card given for a melee that
// never comes stays in hand).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { rangedOrder, resolveRiotFight, type Fighter, type FightFacts, type MeleeBlitz } from '../../../src/rules/riot/fight.js';
import { CARD_EFFECTS, cardEffect } from '../../../src/rules/riot/tables.js';

const u = (id: string, team: string, strength: number): Fighter => ({ id, name: id, team, strength, cost: strength, shield: false, mediactiviste: false });
const facts = (f: Partial<FightFacts>): FightFacts => ({
  lang: 'en',
  place: { id: 'gare', kind: 'street', zone: 'gare' },
  attackerTeam: 'autonomes',
  defenderTeam: 'anarchistes',
  attackers: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 2)],
  defenders: [u('n1', 'anarchistes', 1), u('n2', 'anarchistes', 1)],
  onGame: true,
  hands: { autonomes: ['pave'], anarchistes: ['pave', 'barricade'] },
  ...f,
});
const barricade = (team: string): MeleeBlitz => ({ card: 'barricade', cardName: 'Barricade', team, strength: 1, side: 'defender', where: 'street' });
const hand = (r: any, team: string) => r.effects.find((e: any) => e.path === `riot.teams.${team}.hand`)?.value;

describe('the ranged phase begins with the defender (l.87)', () => {
  it('plays the defender\'s ranged cards first, whatever order they were typed in', () => {
    const blitz = [
      { card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'n1', points: 1 },
      { card: 'pave', cardName: 'Pavé', team: 'anarchistes', target: 'a1', points: 1 },
    ];
    const r = resolveRiotFight(facts({ blitz }), fixedDice([])) as any;
    expect(r.ranged.map((b: any) => b.team)).toEqual(['anarchistes', 'autonomes']);
    expect(r.casualties.filter((c: any) => c.phase === 'ranged').map((c: any) => c.unit)).toEqual(['a1', 'n1']);
    expect(r.modifiers.filter((m: any) => m.key.startsWith('ranged:')).map((m: any) => m.key)).toEqual(['ranged:pave:a1', 'ranged:pave:n1']);
    expect(rangedOrder(blitz, 'autonomes').map((b) => b.team)).toEqual(['autonomes', 'anarchistes']);
  });
});

describe('the melee\'s Blitz cards (l.87, U425)', () => {
  it('adds a melee card\'s strength to the side that plays it: a defender\'s +1 turns a loss into a tie', () => {
    const without = resolveRiotFight(facts({}), fixedDice([])) as any;
    expect(without.melee).toMatchObject({ attack: 3, defence: 2, winner: 'autonomes' });
    const r = resolveRiotFight(facts({ meleeBlitz: [barricade('anarchistes')] }), fixedDice([])) as any;
    expect(r.melee).toMatchObject({ attack: 3, defence: 3, winner: null });
    expect(r.outcome.code).toBe('tie');
    expect(r.modifiers).toContainEqual(expect.objectContaining({ key: 'melee:barricade:anarchistes', value: 1 }));
    // Played: out of the hand.
    expect(hand(r, 'anarchistes')).toEqual(['pave']);
    expect(r.meleeCards).toEqual([{ card: 'barricade', team: 'anarchistes', strength: 1 }]);
  });
  it('counts the card for the comparison only: the winners take the losers\' units\' strength (U425, as R20\'s building)', () => {
    const r = resolveRiotFight(facts({ attackers: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 3)], defenders: [u('n1', 'anarchistes', 1), u('n2', 'anarchistes', 1)], meleeBlitz: [{ ...barricade('autonomes'), side: null }] }), fixedDice([])) as any;
    expect(r.melee).toMatchObject({ attack: 5, defence: 2, winner: 'autonomes' });
    // 2 damage, not 3: a1 (1) removed, a2 (3) wounded by 1.
    expect(r.casualties.filter((c: any) => c.team === 'autonomes').map((c: any) => [c.unit, c.result, c.damage])).toEqual([['a1', 'removed', 1], ['a2', 'wounded', 1]]);
  });
  it('refuses a card outside its side or its place, or of a team not in the fight', () => {
    expect(resolveRiotFight(facts({ meleeBlitz: [barricade('autonomes')] }), fixedDice([])).outcome.code).toBe('melee-card-defender');
    const building = { id: 'gare-hotel', kind: 'building' as const, zone: 'gare' };
    expect(resolveRiotFight(facts({ place: building, meleeBlitz: [barricade('anarchistes')] }), fixedDice([])).outcome.code).toBe('melee-card-street');
    expect(resolveRiotFight(facts({ meleeBlitz: [barricade('nationalistes')] }), fixedDice([])).outcome.code).toBe('melee-card-team');
  });
  it('keeps a melee card in hand when the fight ends before its melee (U426)', () => {
    const blitz = [{ card: 'pave', cardName: 'Pavé', team: 'anarchistes', target: 'a1', points: 1 }];
    const r = resolveRiotFight(facts({ blitz, breakOff: true, meleeBlitz: [barricade('anarchistes')] }), fixedDice([])) as any;
    expect(r.outcome.code).toBe('broken-off');
    expect(r.meleeCards).toEqual([]);
    // The ranged card is spent, the melee card is not.
    expect(hand(r, 'anarchistes')).toEqual(['barricade']);
    expect(r.notes.join('\n')).toContain('Barricade not played, still in hand');
  });
});

describe('the cards\' effects, one entry each', () => {
  it('knows each card as ranged, melee, played or printed (l.79, l.87-91)', () => {
    expect(cardEffect({ blitz: true, ranged: 2 })).toBe('ranged');
    expect(cardEffect({ blitz: true, ranged: 0, melee: 1 })).toBe('melee');
    expect(cardEffect({ blitz: false, ranged: 0, play: 'extra-move' })).toBe('play');
    expect(cardEffect({ blitz: false, ranged: 0 })).toBe('printed');
    expect(Object.keys(CARD_EFFECTS)).toEqual(['ranged', 'melee', 'play', 'printed']);
  });
});
