// RIOT words its own change lines (GameSystem.changeText): by subject, never by the nested key.
import { describe, expect, it } from 'vitest';
import { effectText } from '../../src/render/human.js';
import { riot } from '../../src/games/riot/index.js';
import { riotChangeText } from '../../src/render/riot/changes.js';
import { tempGame } from '../helpers/cli.js';

describe("RIOT's change lines", () => {
  it('says a team\'s credits, a unit\'s place and a new unit by their subject, in both languages', () => {
    expect(riot.changeText).toBe(riotChangeText);
    expect(riotChangeText({ op: 'set', path: 'riot.teams.police.credits', value: 9, prev: 12 }, 'en')).toBe('the Police: credits 12 → 9');
    expect(riotChangeText({ op: 'set', path: 'riot.teams.police.credits', value: 9, prev: 12 }, 'fr')).toBe('Police\u00a0: crédits 12 → 9');
    expect(riotChangeText({ op: 'set', path: 'riot.units.crs1.at', value: 'gare', prev: 'hq' }, 'en')).toBe('crs1: place police HQ → gare');
    expect(riotChangeText({ op: 'set', path: 'riot.units.crs1', value: { type: 'crs', team: 'police', at: 'hq' } }, 'en')).toBe('new unit crs1 (crs, the Police) at police HQ');
    expect(riotChangeText({ op: 'add', path: 'riot.round.attacks.autonomes@gare-poste', value: 1, prev: 0 }, 'en')).toBe('round: attacks on the Autonomists at gare-poste 0 → 1');
  });
  it('says a place and the turn\'s attacks in words, never as the state keeps them (entry:gare, autonomes@gare-poste)', () => {
    expect(riotChangeText({ op: 'set', path: 'riot.units.blackbloc1.at', value: 'entry:gare', prev: undefined }, 'fr')).toBe('blackbloc1\u00a0: lieu — → point d’entrée de gare');
    expect(riotChangeText({ op: 'set', path: 'riot.units.b1', value: { type: 'bb', team: 'autonomes', at: 'entry:gare' } }, 'en')).toBe('new unit b1 (bb, the Autonomists) at entry point of gare');
    expect(riotChangeText({ op: 'set', path: 'riot.units.crs1.at', value: 'hospital', prev: 'gare' }, 'fr')).toBe('crs1\u00a0: lieu gare → hôpital');
    expect(riotChangeText({ op: 'set', path: 'riot.round.attacks', value: undefined, prev: { 'autonomes@gare-poste': 1 } }, 'fr')).toBe('manche\u00a0: attaques du tour Autonomes en gare-poste 1 → —');
  });
  it("leaves another system's keys to the engine's line", () => {
    expect(riotChangeText({ op: 'set', path: 'crowds.c1.rl', value: 5, prev: 4 }, 'en')).toBeUndefined();
    expect(effectText({ op: 'set', path: 'crowds.c1.rl', value: 5, prev: 4 }, 'en')).not.toMatch(/^round|police/);
  });
});

describe("riot-turn's change lines (issue 31, finding 26)", () => {
  it('prints no line for what did not change: no "moves this turn — → —" at a turn\'s start, in either language', async () => {
    const game = tempGame();
    try {
      await game.init('riot-sample.fr.yaml');
      const en = await game.run('riot-turn', 'police', '--lang', 'en');
      expect(en.code, en.stderr).toBe(0);
      expect(en.stdout).toMatch(/round: teams that played — → the Police/);
      expect(en.stdout).not.toMatch(/moves this turn|— → —/);
      // A team's moves are cleared at the next team's start: then the line says so.
      await game.ok('riot-buy', 'police', '--unit', 'crs');
      await game.ok('riot-move', 'crs1', '--to', 'gare');
      const fr = await game.run('riot-turn', 'autonomes');
      expect(fr.code, fr.stderr).toBe(0);
      expect(fr.stdout).toMatch(/manche\u00a0: déplacements du tour Compagnie d'intervention 1 1 → —/);
      expect(fr.stdout).not.toMatch(/— → —/);
    } finally {
      game.cleanup();
    }
  });
});
