// Each RIOT team's victory check, in-process and whole (issue 43: each mutant of src/rules/riot/victory.ts meets
// a test): riot-board-game.fr.txt l.25 (the police: the last public-opinion card turned), l.26 (the autonomes and
// the anarchistes: 7 zone points), l.27 (the nationalists: their secret mission done).
import { describe, expect, it } from 'vitest';
import { resolveRiotVictory } from '../../../src/rules/riot/victory.js';

const whole = (team: string, total: number | null, code: string, text: string, notes: string[], won: boolean, have: number | null, need: number | null) => ({
  procedure: 'riot-victory',
  edition: 'fr',
  team,
  rolls: [],
  modifiers: [],
  total,
  outcome: { code, text },
  effects: [],
  notes,
  won,
  have,
  need,
});

describe('resolveRiotVictory (l.25-27)', () => {
  it('the police win when the last opinion card is turned, not before (l.25)', () => {
    expect(resolveRiotVictory({ lang: 'en', team: 'police', opinion: { turned: 9, size: 10 } })).toEqual(
      whole('police', 9, 'not-yet', 'No victory yet for the Police', ['Public-opinion cards turned: 9 of 10 (l.25)'], false, 9, 10),
    );
    expect(resolveRiotVictory({ lang: 'en', team: 'police', opinion: { turned: 10, size: 10 } })).toMatchObject({ won: true, outcome: { text: 'Victory for the Police' } });
  });
  it('a game with no opinion deck gives the police no victory: 0 of 0 is no last card turned (l.25)', () => {
    expect(resolveRiotVictory({ lang: 'en', team: 'police' })).toEqual(
      whole('police', 0, 'not-yet', 'No victory yet for the Police', ['Public-opinion cards turned: 0 of 0 (l.25)'], false, 0, 0),
    );
  });
  it('the autonomes and the anarchistes win at 7 zone points (l.26)', () => {
    expect(resolveRiotVictory({ lang: 'en', team: 'autonomes', zonePoints: 6 })).toEqual(
      whole('autonomes', 6, 'not-yet', 'No victory yet for the Autonomists', ['Zone points: 6 of 7 (l.26)'], false, 6, 7),
    );
    expect(resolveRiotVictory({ lang: 'en', team: 'anarchistes' })).toMatchObject({ total: 0, won: false, need: 7 });
  });
  it('the nationalists win when their mission is done; a mission asking 0 is never done (l.27)', () => {
    const m = { id: 'm', name: 'Tenir le beffroi', goal: 'buildings' as const, target: 3, have: 3 };
    expect(resolveRiotVictory({ lang: 'en', team: 'nationalistes', mission: m })).toEqual(
      whole('nationalistes', 3, 'won', 'Victory for the Nationalists', ['Mission "Tenir le beffroi": 3 buildings held of 3 (l.27)'], true, 3, 3),
    );
    expect(resolveRiotVictory({ lang: 'en', team: 'nationalistes', mission: { ...m, target: 0, have: 0 } }).won).toBe(false);
  });
  it('a scenario with no mission: nothing to check, no victory (l.27)', () => {
    expect(resolveRiotVictory({ lang: 'en', team: 'nationalistes', mission: null })).toEqual(
      whole('nationalistes', null, 'no-mission', 'No mission for the Nationalists in this scenario: nothing to check', [], false, null, null),
    );
  });
});
