// RIOT words its own change lines (GameSystem.changeText): by subject, never by the nested key.
import { describe, expect, it } from 'vitest';
import { effectText } from '../../src/render/human.js';
import { riot } from '../../src/games/riot/index.js';
import { riotChangeText } from '../../src/render/riot/changes.js';

describe("RIOT's change lines", () => {
  it('says a team\'s credits, a unit\'s place and a new unit by their subject, in both languages', () => {
    expect(riot.changeText).toBe(riotChangeText);
    expect(riotChangeText({ op: 'set', path: 'riot.teams.police.credits', value: 9, prev: 12 }, 'en')).toBe('the Police: credits 12 → 9');
    expect(riotChangeText({ op: 'set', path: 'riot.teams.police.credits', value: 9, prev: 12 }, 'fr')).toBe('Police\u00a0: crédits 12 → 9');
    expect(riotChangeText({ op: 'set', path: 'riot.units.crs1.at', value: 'gare', prev: 'hq' }, 'en')).toBe('crs1: place hq → gare');
    expect(riotChangeText({ op: 'set', path: 'riot.units.crs1', value: { type: 'crs', team: 'police', at: 'hq' } }, 'en')).toBe('new unit crs1 (crs, the Police) at hq');
    expect(riotChangeText({ op: 'add', path: 'riot.round.attacks.autonomes@gare-poste', value: 1, prev: 0 }, 'en')).toBe('round: attacks on the Autonomists at gare-poste 0 → 1');
  });
  it("leaves another system's keys to the engine's line", () => {
    expect(riotChangeText({ op: 'set', path: 'crowds.c1.rl', value: 5, prev: 4 }, 'en')).toBeUndefined();
    expect(effectText({ op: 'set', path: 'crowds.c1.rl', value: 5, prev: 4 }, 'en')).not.toMatch(/^round|police/);
  });
});
