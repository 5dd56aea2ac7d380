// The start of a RIOT team's turn, in-process and whole (issue 43: each mutant of src/rules/riot/turn.ts meets a
// test): riot-board-game.fr.txt l.37, l.49 (zone points, the autonomes and the anarchistes only), l.51 (the
// buildings' credits), l.53 (the police's credit per unit of the protester team with the fewest), l.55-59 (the
// police's bonus by the players), l.26 (7 zone points win), l.65, l.33, l.83 (the turn's counts begin again),
// l.101 (the wounded, the hospital), l.31 (a card owed first), l.27 (the mission first), l.113 (the order of play);
// U120, U124, U202, U246, U247, U281.
import { describe, expect, it } from 'vitest';
import { resolveRiotTurn, type TurnFacts } from '../../../src/rules/riot/turn.js';

const turn = (f: Partial<TurnFacts>) => resolveRiotTurn({ lang: 'en', team: 'police', players: 4, buildings: [], zones: [], enemies: {}, credits: 0, zonePoints: 0, ...f });
const CLEAN = { team: 'autonomes', cards: 0, turned: false, attacks: {}, phase: 1 };

describe('resolveRiotTurn (l.37-61, l.101, l.113)', () => {
  it("the police: a credit per unit of the protester team with the fewest, the first of equals, the police's own not counted; +3 at 4 players; a penalty (l.53, l.59, U124)", () => {
    const r = turn({ enemies: { police: 1, autonomes: 4, anarchistes: 2, nationalistes: 2 }, penalties: [{ card: 'tv', name: 'Journal', credits: -2 }], credits: 1 });
    expect(r.fewest).toEqual({ team: 'anarchistes', units: 2 });
    expect(r.modifiers).toEqual([
      { key: 'units-left', label: 'Units left: the Anarchists (the fewest, l.53)', value: 2 },
      { key: 'players-bonus', label: '4 players (l.55-59)', value: 3 },
      { key: 'opinion:tv', label: 'Public opinion: Journal', value: -2 },
    ]);
    expect(r).toMatchObject({ total: 3, credits: { before: 1, gain: 3, after: 4 }, zonePoints: { before: 0, gain: 0, after: 0 } });
    expect(r.outcome).toEqual({ code: 'turn-begun', text: 'Turn of the Police: +3 credits, 4 in hand; zone points: 0' });
  });
  it('the police with two players: no bonus line; with no protester known: no units line (l.55-59)', () => {
    expect(turn({ players: 2, enemies: { autonomes: 3 } }).modifiers.map((m) => m.key)).toEqual(['units-left']);
    const none = turn({ players: 5 });
    expect([none.modifiers, none.fewest, none.total]).toEqual([[], null, 0]);
  });
  it('a loss shows its sign and never takes the credits below 0 (U124)', () => {
    const r = turn({ players: 2, penalties: [{ card: 'tv', name: 'Journal', credits: -2 }], credits: 1 });
    expect(r.outcome.text).toBe('Turn of the Police: -2 credits, 0 in hand; zone points: 0');
  });
  it("the protesters: their buildings' credits; zone points and the victory note to the autonomes and the anarchistes (l.37, l.49, l.51, l.26)", () => {
    const held = { buildings: [{ id: 'b1', zone: 'z1', credits: 2 }], zones: ['z1', 'z2'], names: { b1: 'Mairie', z1: 'Centre' } };
    const a = turn({ team: 'autonomes', ...held, zonePoints: 4 });
    expect(a.modifiers).toEqual([{ key: 'building:b1', label: 'Building Mairie (zone Centre)', value: 2 }]);
    expect(a.zonePoints).toEqual({ before: 4, gain: 2, after: 6 });
    expect(a.notes).toEqual(['Zone points: 2 (every building held in Centre, z2)']);
    expect(turn({ team: 'autonomes', ...held, zonePoints: 5 }).notes).toEqual(['Zone points: 2 (every building held in Centre, z2)', 'Victory for the Autonomists: 7 zone points or more (l.26)']);
    // No zone held: no zone note, and no victory below 7.
    expect(turn({ team: 'anarchistes', zonePoints: 6 }).notes).toEqual([]);
    expect(turn({ team: 'anarchistes', zonePoints: 7 }).notes).toEqual(['Victory for the Anarchists: 7 zone points or more (l.26)']);
    const n = turn({ team: 'nationalistes', ...held, zonePoints: 9 });
    expect([n.zonePoints, n.notes, n.fewest]).toEqual([{ before: 9, gain: 0, after: 9 }, [], null]);
  });
  it('on a game, from a turn with everything to clear: credits, points, the round begun again, the wounded back, the police out of the hospital (l.65, l.33, l.83, l.101, U120, U202, U281)', () => {
    const r = turn({
      team: 'autonomes',
      buildings: [{ id: 'b1', zone: 'z1', credits: 1 }],
      zones: ['z1'],
      credits: 2,
      zonePoints: 1,
      onGame: true,
      round: 1,
      played: ['police'],
      now: { team: 'police', cards: 2, turned: true, attacks: { g: 1 }, phase: 5, moves: { u: 1 }, extra: { u: 1 } },
      penalties: [],
      wounded: [
        { id: 'w1', at: 'entry:z1' },
        { id: 'w2', at: 'hospital' },
      ],
      names: { w2: 'Agent' },
    });
    expect(r.effects).toEqual([
      { op: 'set', path: 'riot.teams.autonomes.credits', value: 3 },
      { op: 'set', path: 'riot.teams.autonomes.zonePoints', value: 2 },
      { op: 'set', path: 'riot.round.team', value: 'autonomes' },
      { op: 'set', path: 'riot.round.played', value: ['police', 'autonomes'] },
      { op: 'set', path: 'riot.round.cards', value: 0 },
      { op: 'set', path: 'riot.round.turned', value: false },
      { op: 'set', path: 'riot.round.attacks', value: {} },
      { op: 'set', path: 'riot.round.phase', value: 1 },
      { op: 'set', path: 'riot.round.moves', value: {} },
      { op: 'set', path: 'riot.round.extra', value: {} },
      { op: 'set', path: 'riot.units.w1.wounded', value: false },
      { op: 'set', path: 'riot.units.w2.wounded', value: false },
      { op: 'set', path: 'riot.units.w2.at', value: 'hq' },
      { op: 'set', path: 'riot.round.moves.w2', value: 1 },
    ]);
    expect(r.notes).toEqual(['Zone points: 1 (every building held in z1)', 'Out of the hospital, into the HQ: Agent; that is their move of this turn (l.101)']);
  });
  it('on a game with nothing to clear, only the turn and who played are written; a penalty paid empties the wait (U124)', () => {
    const quiet = turn({ team: 'autonomes', onGame: true, now: CLEAN, wounded: [{ id: 'w1', at: 'entry:z1' }] });
    // A wounded protester is whole again where it lies: no hospital note (l.101).
    expect(quiet.notes).toEqual([]);
    // A gain of 0 shows its sign (+0).
    expect(quiet.outcome.text).toBe('Turn of the Autonomists: +0 credits, 0 in hand; zone points: 0');
    const two = turn({ onGame: true, now: CLEAN, wounded: [{ id: 'w1', at: 'hospital' }, { id: 'w2', at: 'hospital' }] });
    expect(two.notes).toEqual(['Out of the hospital, into the HQ: w1, w2; that is their move of this turn (l.101)']);
    expect(turn({ team: 'autonomes', onGame: true, now: CLEAN }).effects).toEqual([
      { op: 'set', path: 'riot.round.team', value: 'autonomes' },
      { op: 'set', path: 'riot.round.played', value: ['autonomes'] },
    ]);
    expect(turn({ players: 2, onGame: true, now: CLEAN, credits: 3, penalties: [{ card: 'tv', name: 'J', credits: -1 }] }).effects).toEqual([
      { op: 'set', path: 'riot.teams.police.credits', value: 2 },
      { op: 'set', path: 'riot.round.team', value: 'police' },
      { op: 'set', path: 'riot.round.played', value: ['police'] },
      { op: 'set', path: 'riot.opinion.pending', value: [] },
    ]);
    // With no bookkeeping known, every count is begun again.
    expect(turn({ team: 'nationalistes', onGame: true }).effects.map((e) => e.path)).toEqual([
      'riot.round.team',
      'riot.round.played',
      'riot.round.cards',
      'riot.round.turned',
      'riot.round.attacks',
      'riot.round.phase',
      'riot.round.moves',
    ]);
  });
  it('writes nothing off a game', () => {
    expect(turn({ enemies: { autonomes: 3 }, wounded: [{ id: 'w', at: 'hospital' }] })).toMatchObject({ effects: [], notes: [] });
  });
  it('refuses as a RIOT (fr) resolution of the team: a card owed, the mission owed in round 1, a second turn (l.31, l.27, U247)', () => {
    expect(turn({ owed: true })).toMatchObject({ procedure: 'riot-turn', edition: 'fr', team: 'police', effects: [], outcome: { code: 'opinion-owed' } });
    expect(turn({ missionOwed: true })).toMatchObject({ edition: 'fr', team: 'police', outcome: { code: 'mission-owed', text: "the secret mission of the Nationalists is drawn at the game's start: riot-mission first (l.27, U247)" } });
    expect(turn({ missionOwed: true, round: 2, order: ['police'] }).outcome.code).toBe('turn-begun');
    expect(turn({ played: ['police'] })).toMatchObject({ edition: 'fr', team: 'police', outcome: { code: 'played', text: 'round 1: the Police have had their turn; when every team has played, next-turn begins the next round' } });
    expect(turn({ played: ['police'], round: 3 }).outcome.text).toMatch(/^round 3:/);
  });
  it('the first round begins with the police; from the second, the police\'s order (l.113, U246)', () => {
    expect(turn({ team: 'autonomes', round: 1, played: [] })).toMatchObject({ edition: 'fr', team: 'autonomes', outcome: { code: 'police-first', text: 'the first round begins with the police (l.113)' } });
    const r = turn({ team: 'police', round: 2, played: ['anarchistes'], order: ['anarchistes', 'autonomes', 'police'] });
    expect(r).toMatchObject({ edition: 'fr', team: 'police', outcome: { code: 'out-of-order', text: "round 2 is played in the police's order, the Anarchists → the Autonomists → the Police: the Autonomists play now, not the Police (l.113, U246)" } });
    // Nobody has played yet when the game gives no list (l.113): the police open round 1; from round 2 the order's first.
    expect(turn({ team: 'autonomes', round: 1 }).outcome.code).toBe('police-first');
    expect(turn({ team: 'police', round: 2, order: ['anarchistes', 'police'] }).outcome.text).toBe(
      "round 2 is played in the police's order, the Anarchists → the Police: the Anarchists play now, not the Police (l.113, U246)",
    );
    // Without a round known (off a game), no order is checked.
    expect(turn({ team: 'autonomes' }).outcome.code).toBe('turn-begun');
  });
});
