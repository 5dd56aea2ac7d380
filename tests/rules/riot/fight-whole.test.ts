// A RIOT fight read whole, in-process (issue 43: each mutant of src/rules/riot/fight.ts meets a test):
// riot-board-game.fr.txt l.83 (totals compared, +1 in a building, a tie nothing, the police never attack in the
// minority, two attacks a group a turn, a target in reach), l.87 (the defender's ranged cards first, then the
// melee's Blitz cards; the attacker may break off), l.91-95 (ranged damage, the shield), l.97 (no melee, no opinion
// card), l.101 and l.105 (the wounded; the attacker's survivors enter the building), l.117 (a médiactiviste: no
// opinion effect), l.121 (a médiactiviste eliminated in defence: a card drawn at once), l.31 and l.33 (the opinion
// card owed, one a turn); R20, U120-U123, U202, U425, U426.
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { groupKey, inReach, layingOrder, rangedOrder, resolveRiotFight, teamName, type Fighter, type FightFacts } from '../../../src/rules/riot/fight.js';

const u = (id: string, team: string, strength: number, extra: Partial<Fighter> = {}): Fighter => ({ id, name: id.toUpperCase(), team, strength, cost: strength, shield: false, mediactiviste: false, ...extra });
const BUILDING = { id: 'b1', kind: 'building' as const, zone: 'z1' };
const STREET = { id: 'z1', kind: 'street' as const, zone: 'z1' };
const fight = (f: Partial<FightFacts>, rolls: number[] = []) =>
  resolveRiotFight({ lang: 'en', place: STREET, attackerTeam: 'autonomes', defenderTeam: 'police', attackers: [u('a1', 'autonomes', 2)], defenders: [u('p1', 'police', 1)], onGame: true, ...f }, fixedDice(rolls)) as any;

describe('resolveRiotFight, whole (l.83-105, R20)', () => {
  it('the police take a building: a ranged card first, the melee with a card and the +1, the damage laid, the survivor entering, the cards spent (l.83, l.87, l.91, l.105, R20, U425)', () => {
    const r = fight({
      place: BUILDING,
      attackerTeam: 'police',
      defenderTeam: 'autonomes',
      attackers: [u('p1', 'police', 2, { shield: true }), u('p2', 'police', 3, { shield: true }), u('p3', 'police', 1)],
      defenders: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)],
      blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'p3', points: 1 }],
      meleeBlitz: [{ card: 'charge', cardName: 'Charge', team: 'police', strength: 1, side: 'attacker', where: 'building' }],
      hands: { police: ['lbd', 'charge', 'x'], autonomes: ['pave'] },
      phase: 4,
      attacksSoFar: 1,
      names: { b1: 'Mairie' },
    });
    expect(r).toEqual({
      procedure: 'riot-fight',
      edition: 'fr',
      place: 'b1',
      placeKind: 'building',
      zone: 'z1',
      attacker: 'police',
      defender: 'autonomes',
      rolls: [],
      modifiers: [
        { key: 'ranged:pave:p3', label: 'Ranged: Pavé on P3', value: 1 },
        { key: 'attack:p1', label: 'Attacker P1', value: 2 },
        { key: 'attack:p2', label: 'Attacker P2', value: 3 },
        { key: 'defence:a1', label: 'Defender A1', value: 1 },
        { key: 'defence:a2', label: 'Defender A2', value: 1 },
        { key: 'building', label: 'Defending a building (comparison only, R20)', value: 1 },
        { key: 'melee:charge:police', label: 'Melee card of the Police: Charge (comparison only, l.87, U425)', value: 1 },
      ],
      total: null,
      outcome: { code: 'attacker-wins', text: 'Won by the Police: every unit the Autonomists had in the fight is removed' },
      effects: [
        { op: 'set', path: 'riot.round.phase', value: 5 },
        { op: 'del', path: 'riot.units.p3' },
        { op: 'del', path: 'riot.units.a1' },
        { op: 'del', path: 'riot.units.a2' },
        { op: 'del', path: 'riot.units.p1' },
        { op: 'set', path: 'riot.units.p2.at', value: 'b1' },
        { op: 'add', path: 'riot.round.attacks.autonomes@b1', value: 1 },
        { op: 'set', path: 'riot.round.owed', value: true },
        { op: 'set', path: 'riot.teams.autonomes.hand', value: [] },
        { op: 'set', path: 'riot.teams.police.hand', value: ['lbd', 'x'] },
      ],
      notes: [
        'Attack 6 against defence 3',
        'The winners take 2 damage, the weakest unit first (R20)',
        'The police fought a melee with protesters: a public-opinion card is turned at the end of this turn (riot-opinion, l.31)',
      ],
      ranged: [{ card: 'pave', team: 'autonomes', target: 'p3', points: 1 }],
      melee: { attack: 6, defence: 3, bonus: 1, winner: 'police' },
      meleeCards: [{ card: 'charge', team: 'police', strength: 1 }],
      casualties: [
        { unit: 'p3', team: 'police', result: 'removed', damage: 1, to: null, phase: 'ranged' },
        { unit: 'a1', team: 'autonomes', result: 'removed', damage: 1, to: null, phase: 'melee' },
        { unit: 'a2', team: 'autonomes', result: 'removed', damage: 1, to: null, phase: 'melee' },
        { unit: 'p1', team: 'police', result: 'removed', damage: 2, to: null, phase: 'melee' },
      ],
      opinion: { owed: true, why: 'police-melee' },
      drawn: [],
    });
  });
  it('a building held: the defenders win, their wounded stay inside, the attackers removed; no phase line in the fights phase; nothing enters (l.105, U120)', () => {
    const r = fight({ place: BUILDING, attackers: [u('a1', 'autonomes', 2)], defenders: [u('p1', 'police', 3), u('p2', 'police', 3)], phase: 5 });
    expect(r.outcome).toEqual({ code: 'defender-wins', text: 'Held by the Police: every unit the Autonomists had in the fight is removed' });
    expect(r.casualties).toEqual([
      { unit: 'a1', team: 'autonomes', result: 'removed', damage: 2, to: null, phase: 'melee' },
      { unit: 'p1', team: 'police', result: 'wounded', damage: 2, to: 'b1', phase: 'melee' },
    ]);
    expect(r.effects).toEqual([
      { op: 'del', path: 'riot.units.a1' },
      { op: 'set', path: 'riot.units.p1.wounded', value: true },
      { op: 'set', path: 'riot.units.p1.at', value: 'b1' },
      { op: 'add', path: 'riot.round.attacks.police@b1', value: 1 },
      { op: 'set', path: 'riot.round.owed', value: true },
    ]);
  });
  it('a street won by the attacker: nobody enters anything, the wounded to the entry point (l.101)', () => {
    const r = fight({ attackers: [u('a1', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] });
    expect(r.effects).toEqual([
      { op: 'del', path: 'riot.units.p1' },
      { op: 'set', path: 'riot.units.a1.wounded', value: true },
      { op: 'set', path: 'riot.units.a1.at', value: 'entry:z1' },
      { op: 'add', path: 'riot.round.attacks.police@z1', value: 1 },
      { op: 'set', path: 'riot.round.owed', value: true },
    ]);
  });
  it('a wounded attacker who took the building enters it too, once (l.105)', () => {
    const r = fight({ place: BUILDING, attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 3), u('p2', 'police', 3)], defenders: [u('a1', 'autonomes', 2)] });
    expect(r.effects.filter((e: any) => e.path.startsWith('riot.units.p'))).toEqual([
      { op: 'set', path: 'riot.units.p1.wounded', value: true },
      { op: 'set', path: 'riot.units.p1.at', value: 'b1' },
      { op: 'set', path: 'riot.units.p2.at', value: 'b1' },
    ]);
  });
  it('the shield takes the first ranged point: a shield line, a note, nobody out (l.93)', () => {
    const r = fight({ defenders: [u('p1', 'police', 2, { shield: true })], attackers: [u('a1', 'autonomes', 3)], blitz: [{ card: 'pave', cardName: 'Pavé', team: 'autonomes', target: 'p1', points: 1 }] });
    expect(r.modifiers.slice(0, 2)).toEqual([
      { key: 'ranged:pave:p1', label: 'Ranged: Pavé on P1', value: 1 },
      { key: 'shield:p1', label: 'Shield of P1: the first ranged point (l.93)', value: -1 },
    ]);
    expect(r.notes[0]).toBe('P1: the shield takes it, no damage (l.93)');
    expect(r.casualties.filter((c: any) => c.phase === 'ranged')).toEqual([]);
    // +3 on a shielded 3: 2 damage, wounded, to the hospital (l.93, l.101).
    const w = fight({ defenders: [u('p1', 'police', 3, { shield: true }), u('p2', 'police', 1)], attackers: [u('a1', 'autonomes', 1)], blitz: [{ card: 'lbd', cardName: 'LBD', team: 'autonomes', target: 'p1', points: 3 }] });
    expect(w.modifiers[1]).toEqual({ key: 'shield:p1', label: 'Shield of P1: the first ranged point (l.93)', value: -1 });
    expect(w.casualties[0]).toEqual({ unit: 'p1', team: 'police', result: 'wounded', damage: 2, to: 'hospital', phase: 'ranged' });
    // Exactly its strength: removed.
    const x = fight({ defenders: [u('p1', 'police', 2), u('p2', 'police', 1)], blitz: [{ card: 'lbd', cardName: 'LBD', team: 'autonomes', target: 'p1', points: 2 }] });
    expect(x.casualties[0]).toMatchObject({ unit: 'p1', result: 'removed', to: null });
    expect(x.melee).toMatchObject({ attack: 2, defence: 1 });
  });
  it('the defender\'s ranged cards are played first (l.87)', () => {
    const b = (team: string, card: string) => ({ card, cardName: card, team, target: 'x', points: 1 });
    expect(rangedOrder([b('autonomes', 'a'), b('police', 'p'), b('autonomes', 'c')], 'police').map((x) => x.card)).toEqual(['p', 'a', 'c']);
  });
  it('broken off after the ranged phase: no melee, the melee cards kept, no opinion card (l.87, l.97, U426)', () => {
    const r = fight({ breakOff: true, meleeBlitz: [{ card: 'charge', cardName: 'Charge', team: 'autonomes', strength: 1, side: null, where: null }], hands: { autonomes: ['charge'] } });
    expect(r).toMatchObject({ outcome: { code: 'broken-off', text: 'Broken off by the Autonomists after the ranged phase (l.87)' }, melee: null, meleeCards: [], opinion: { owed: false, why: 'no-melee' } });
    expect(r.notes).toEqual(['No melee: Charge not played, still in hand (l.87, U426)', 'Over before the melee: no effect on public opinion (l.97)']);
    expect(r.effects).toEqual([{ op: 'add', path: 'riot.round.attacks.police@z1', value: 1 }]);
  });
  it('a tie: nothing happens (l.83)', () => {
    expect(fight({ defenders: [u('p1', 'police', 2)] })).toMatchObject({ outcome: { code: 'tie', text: 'A tie: nothing happens (l.83)' }, casualties: [], melee: { attack: 2, defence: 2, bonus: 0, winner: null } });
  });
  it('the opinion card: protesters among themselves, a médiactiviste, one turned, one owed (l.31, l.33, l.117, U122)', () => {
    const why = (f: Partial<FightFacts>) => fight(f).opinion;
    expect(why({ defenderTeam: 'anarchistes', defenders: [u('n1', 'anarchistes', 1)] })).toEqual({ owed: false, why: 'no-police' });
    expect(why({ attackers: [u('a1', 'autonomes', 2, { mediactiviste: true })] })).toEqual({ owed: false, why: 'mediactiviste' });
    expect(why({ defenders: [u('p1', 'police', 1, { mediactiviste: true })] })).toEqual({ owed: false, why: 'mediactiviste' });
    expect(why({ turnedThisTurn: true })).toEqual({ owed: false, why: 'turned-this-turn' });
    expect(why({ owedAlready: true })).toEqual({ owed: false, why: 'owed-already' });
    expect(fight({ owedAlready: true }).effects).not.toContainEqual({ op: 'set', path: 'riot.round.owed', value: true });
  });
  it('a médiactiviste eliminated in defence: its team draws a card at once, into its hand (l.121)', () => {
    const r = fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 3)], defenders: [u('m1', 'autonomes', 1, { mediactiviste: true })], cardDeck: { deck: ['c1', 'c2', 'c3'], drawn: ['c1'] }, hands: { autonomes: ['h'] }, names: { c3: 'Squat' } }, [2]);
    expect(r.drawn).toEqual([{ team: 'autonomes', card: 'c3', roll: 2 }]);
    expect(r.rolls).toEqual([{ die: 'd2', value: 2, source: 'entered', label: 'card drawn (place among those left)' }]);
    expect(r.notes).toContain('Card drawn by the Autonomists, Squat: their médiactiviste was eliminated in defence (l.121)');
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.teams.autonomes.hand', value: ['h', 'c3'] });
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.cardDeck.drawn', value: ['c1', 'c3'] });
    // A team with no hand yet begins one.
    const n = fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 3)], defenders: [u('m1', 'autonomes', 1, { mediactiviste: true })], cardDeck: { deck: ['c1'], drawn: [] } });
    expect(n.effects).toContainEqual({ op: 'set', path: 'riot.teams.autonomes.hand', value: ['c1'] });
    // With no deck known: the draw is said, not made; with the deck spent: said so (U123).
    const none = fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 3)], defenders: [u('m1', 'autonomes', 1, { mediactiviste: true })] });
    expect(none.drawn).toEqual([{ team: 'autonomes', card: null, roll: null }]);
    expect(none.notes).toContain('The médiactiviste of the Autonomists was eliminated in defence: a card is drawn at once (l.121)');
    expect(none.effects.some((e: any) => e.path.endsWith('.hand') || e.path === 'riot.cardDeck.drawn')).toBe(false);
    const spent = fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 3)], defenders: [u('m1', 'autonomes', 1, { mediactiviste: true })], cardDeck: { deck: ['c1'], drawn: ['c1'] } });
    expect(spent.notes).toContain("The médiactiviste of the Autonomists was eliminated in defence, but the protesters' deck is spent (l.121, U123)");
    expect(spent.effects.some((e: any) => e.path === 'riot.cardDeck.drawn')).toBe(false);
    expect(spent.drawn).toEqual([{ team: 'autonomes', card: null, roll: null }]);
    // Not in defence, or only wounded: no draw.
    expect(fight({ attackers: [u('m1', 'autonomes', 1, { mediactiviste: true })], defenders: [u('p1', 'police', 3)] }).drawn).toEqual([]);
    expect(fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 1)], defenders: [u('m1', 'autonomes', 3, { mediactiviste: true })] }).drawn).toEqual([]);
  });
  it('the loose ends of a fight: a street has no +1 line; an untouched winner in a street stays where it stood; a tie at a building enters nothing (l.83, l.105)', () => {
    const street = fight({ attackers: [u('a1', 'autonomes', 3), u('a2', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] });
    expect(street.modifiers.map((m: any) => m.key)).toEqual(['attack:a1', 'attack:a2', 'defence:p1']);
    expect(street.effects.filter((e: any) => e.path === 'riot.units.a2.at')).toEqual([]);
    const tie = fight({ place: BUILDING, attackers: [u('a1', 'autonomes', 3)], defenders: [u('p1', 'police', 2)] });
    expect(tie.outcome.code).toBe('tie');
    expect(tie.effects.filter((e: any) => e.path.endsWith('.at'))).toEqual([]);
  });
  it('the attackers all put out by the defender\'s ranged cards: no melee (l.87, l.91, l.97)', () => {
    const r = fight({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 5)], blitz: [{ card: 'lbd', cardName: 'LBD', team: 'police', target: 'a1', points: 1 }], hands: { police: ['x'] } });
    expect(r).toMatchObject({ outcome: { code: 'no-melee' }, melee: null });
    // The notes: no melee cards kept when none were given; only the opinion's.
    expect(r.notes).toEqual(['Over before the melee: no effect on public opinion (l.97)']);
    // A card not in the hand takes no other card out of it (the police keep x).
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.teams.police.hand', value: ['x'] });
    // A team with no hand known: its hand is written empty.
    expect(fight({ attackers: [u('a1', 'autonomes', 1)], defenders: [u('p1', 'police', 5)], blitz: [{ card: 'lbd', cardName: 'LBD', team: 'police', target: 'a1', points: 1 }] }).effects).toContainEqual({
      op: 'set',
      path: 'riot.teams.police.hand',
      value: [],
    });
  });
  it('two melee cards kept are both named (U426)', () => {
    const m = (card: string) => ({ card, cardName: card, team: 'autonomes', strength: 1, side: null, where: null });
    expect(fight({ breakOff: true, meleeBlitz: [m('Charge'), m('Barricade')] }).notes[0]).toBe('No melee: Charge, Barricade not played, still in hand (l.87, U426)');
  });
  it('two médiactivistes eliminated in defence with one card left: the first draws it, the second finds the deck spent (l.121, U123)', () => {
    const r = fight({ attackerTeam: 'police', defenderTeam: 'autonomes', attackers: [u('p1', 'police', 5), u('p2', 'police', 5)], defenders: [u('m1', 'autonomes', 1, { mediactiviste: true }), u('m2', 'autonomes', 1, { mediactiviste: true })], cardDeck: { deck: ['c1'], drawn: [] } });
    expect(r.drawn).toEqual([
      { team: 'autonomes', card: 'c1', roll: null },
      { team: 'autonomes', card: null, roll: null },
    ]);
    expect(r.effects).toContainEqual({ op: 'set', path: 'riot.cardDeck.drawn', value: ['c1'] });
  });
  it('lays damage on equal units in the order given (R20)', () => {
    expect(layingOrder([u('x', 'p', 2), u('y', 'p', 2), u('z', 'p', 2)]).map((f) => f.id)).toEqual(['x', 'y', 'z']);
  });
  it('writes nothing off a game', () => {
    expect(fight({ onGame: false, attackers: [u('a1', 'autonomes', 3)] }).effects).toEqual([]);
  });
  it('refuses as a RIOT (fr) resolution of the place: the same team, no attacker, no defender, twice attacked, the police in the minority (l.83, U121)', () => {
    const base = { procedure: 'riot-fight', edition: 'fr', place: 'z1', placeKind: 'street', zone: 'z1', attacker: 'autonomes', defender: 'police', effects: [] };
    expect(fight({ defenderTeam: 'autonomes' })).toMatchObject({ ...base, defender: 'autonomes', outcome: { code: 'same-team', text: 'the Autonomists cannot fight themselves' } });
    expect(fight({ attackers: [] }).outcome).toEqual({ code: 'no-attacker', text: 'no attacking unit' });
    expect(fight({ defenders: [], names: { z1: 'Rue' } }).outcome).toEqual({ code: 'no-defender', text: 'no unit of the Police at Rue' });
    expect(fight({ attacksSoFar: 2 })).toMatchObject({ ...base, outcome: { code: 'attacked-twice', text: 'this group has been attacked 2 times this turn, the most allowed (l.83)' } });
    expect(fight({ attacksSoFar: 1 }).outcome.code).toBe('attacker-wins');
    const police = { attackerTeam: 'police', defenderTeam: 'autonomes' };
    expect(fight({ ...police, attackers: [u('p1', 'police', 5)], defenders: [u('a1', 'autonomes', 1), u('a2', 'autonomes', 1)] }).outcome).toEqual({
      code: 'police-minority',
      text: 'the police never start a fight with fewer units than the protesters: 1 against 2 (l.83, U121)',
    });
    expect(fight({ ...police, attackers: [u('p1', 'police', 5)], defenders: [u('a1', 'autonomes', 1)] }).outcome.code).toBe('attacker-wins');
  });
  it('refuses a melee card of a team not in the fight, on the wrong side, in the wrong place (l.87, U425)', () => {
    const m = (team: string, side: 'attacker' | 'defender' | null, where: 'street' | 'building' | null) => ({ meleeBlitz: [{ card: 'c', cardName: 'Charge', team, strength: 1, side, where }] });
    expect(fight(m('anarchistes', null, null)).outcome).toEqual({ code: 'melee-card-team', text: 'Charge: the Anarchists is not a side of this fight (l.87)' });
    expect(fight(m('police', 'attacker', null)).outcome).toEqual({ code: 'melee-card-attacker', text: 'Charge is played by the attacker only (the card, U425)' });
    expect(fight(m('autonomes', 'attacker', 'street')).outcome.code).toBe('attacker-wins');
    expect(fight(m('police', 'defender', 'street')).melee).toMatchObject({ defence: 2 });
    expect(fight(m('autonomes', null, 'building')).outcome).toEqual({ code: 'melee-card-building', text: 'Charge is played in a fight for a building only (the card, U425)' });
  });
  it('refuses a target out of reach, naming a unit that moved (l.83, U202)', () => {
    const r = (moved: number) => [{ unit: 'a1', kind: 'street', zone: 'z2', moved, special: null }];
    expect(fight({ reach: r(0) }).outcome.code).toBe('out-of-reach');
    expect(fight({ reach: r(1), names: { z1: 'Centre' } }).outcome).toEqual({ code: 'moved-out-of-reach', text: 'a1 has moved this turn and is not in the zone of Centre (Centre): it cannot attack it (l.83)' });
    expect(fight({ reach: r(0), inReach: true }).outcome.code).toBe('attacker-wins');
    expect(fight({ reach: [{ unit: 'a1', kind: 'street', zone: 'z1', moved: 1, special: null }] }).outcome.code).toBe('attacker-wins');
  });
});

describe('inReach, groupKey, teamName (l.83, l.133, l.145, U202, U280)', () => {
  it('its own zone; any building for a paramilitaire on its entry point or the R.A.I.D. in the HQ; another zone by the umpire\'s word, unmoved', () => {
    const b = { kind: 'building', zone: 'z9' };
    expect(inReach({ kind: 'street', zone: 'z9', moved: 1, special: null }, b)).toBe(true);
    expect(inReach({ kind: 'entry', zone: 'z1', moved: 0, special: 'paramilitaire' }, b)).toBe(true);
    expect(inReach({ kind: 'street', zone: 'z1', moved: 0, special: 'paramilitaire' }, b)).toBe(false);
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: 'raid' }, b)).toBe(true);
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: 'raid' }, { kind: 'street', zone: 'z9' })).toBe(false);
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: null }, { kind: 'street', zone: null })).toBe(false);
    expect(inReach({ kind: 'street', zone: 'z1', moved: 0, special: null }, b, true)).toBe(true);
    expect(inReach({ kind: 'street', zone: 'z1', moved: 1, special: null }, b, true)).toBe(false);
  });
  it('names a group by team and place; a team by its name, an unknown one by its id', () => {
    expect(groupKey('police', 'b1')).toBe('police@b1');
    expect([teamName('en', 'police'), teamName('fr', 'autonomes'), teamName('en', 'x')]).toEqual(['the Police', expect.any(String), 'x']);
  });
});
