// The nationalists' secret mission, in-process (issue 43: each mutant of src/rules/riot/mission.ts meets a test):
// riot-board-game.fr.txt l.11 "2 Cartes de Mission pour les Nationalistes", l.27 "la Mission Secrète qu'ils
// auront aléatoirement piochée au début de la partie" (U247).
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../helpers/dice.js';
import { MISSION_TEAM, resolveRiotMission, type MissionFacts } from '../../../src/rules/riot/mission.js';

const FACTS: MissionFacts = { lang: 'en', missions: ['m-beffroi', 'm-caisse'], names: { 'm-beffroi': 'Tenir le beffroi', 'm-caisse': 'Braquer la caisse' } };

describe("resolveRiotMission (l.27: the nationalists' mission drawn at the game's start)", () => {
  it('names the mission drawn by its scenario name in the outcome, the id in the record (l.27)', () => {
    const r = resolveRiotMission(FACTS, fixedDice([2]));
    expect(r).toMatchObject({ procedure: 'riot-mission', edition: 'fr', team: MISSION_TEAM, mission: 'm-caisse', by: 'die', total: 2 });
    expect(r.outcome.text).toBe('Secret mission of the Nationalists: Braquer la caisse');
    // The secret note names the team it is secret for (l.27).
    expect(r.notes).toEqual(["Secret (l.27): for the Nationalists and the umpire; the players' view never shows it"]);
  });
  it('falls back on the id when the scenario gives the mission no name', () => {
    const r = resolveRiotMission({ ...FACTS, names: {} }, fixedDice([1]));
    expect(r.outcome.text).toBe('Secret mission of the Nationalists: m-beffroi');
  });
  it('writes the mission into the game only on a game: off a game, no effect (l.27)', () => {
    expect(resolveRiotMission(FACTS, fixedDice([1])).effects).toEqual([]);
    expect(resolveRiotMission({ ...FACTS, onGame: true, team: true, drawn: null }, fixedDice([1])).effects).toEqual([
      { op: 'set', path: 'riot.teams.nationalistes.mission', value: 'm-beffroi' },
    ]);
  });
  it('refuses as a RIOT (fr) resolution of the nationalists: no team, a second draw (l.27, U247)', () => {
    const none = resolveRiotMission({ ...FACTS, onGame: true, team: false }, fixedDice([]));
    expect(none).toMatchObject({ procedure: 'riot-mission', edition: 'fr', team: MISSION_TEAM, effects: [], outcome: { code: 'no-team' } });
    expect(none.outcome.text).toBe('the Nationalists do not play in this game: no mission to draw (l.27)');
    const again = resolveRiotMission({ ...FACTS, onGame: true, team: true, drawn: 'm-beffroi' }, fixedDice([]));
    expect(again).toMatchObject({ edition: 'fr', team: MISSION_TEAM, outcome: { code: 'drawn' } });
  });
});
