// Issue 44, items 1, 2 and 4: the R.A.I.D.'s direct attack from the HQ where
// it is recruited (l.145 with l.69), the wounded police's step out of the
// hospital counted as their move (l.101, l.75, l.139), and a refused move
// that never carries the code of a move made (R14).
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../../helpers/cli.js';
import { resolveRiotTurn } from '../../../src/rules/riot/turn.js';
import { resolveRiotMove, type Place } from '../../../src/rules/riot/move.js';
import { inReach } from '../../../src/rules/riot/fight.js';

const place = (id: string, kind: Place['kind'], zone: string | null): Place => ({ id, kind, zone, occupants: [] });

describe('RIOT, the R.A.I.D. (l.145 "une fois recrutée, cette unité peut directement attaquer n\'importe quel bâtiment")', () => {
  it('attacks any building from the HQ where the police place it when recruited (l.69, U280)', () => {
    const building = { kind: 'building', zone: 'gare' };
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: 'raid' }, building)).toBe(true);
    // The Paramilitaire (a protesters' unit) from its entry point, as before (l.133); neither from the other's place.
    expect(inReach({ kind: 'entry', zone: 'port', moved: 0, special: 'paramilitaire' }, building)).toBe(true);
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: 'paramilitaire' }, building)).toBe(false);
    expect(inReach({ kind: 'entry', zone: 'port', moved: 0, special: 'raid' }, building)).toBe(false);
    // Another police unit in the HQ reaches no building.
    expect(inReach({ kind: 'hq', zone: null, moved: 0, special: null }, building)).toBe(false);
  });

  it('riot-buy police --unit raid, then riot-fight raid1 at a building of another zone is fought, not refused', async () => {
    const g = tempGame();
    expect((await g.run('init', 'scenarios/riot-sample.fr.yaml'.replace(/^/, `${process.cwd()}/`))).code).toBe(0);
    expect((await g.run('riot-turn', 'police')).code).toBe(0);
    expect((await g.run('riot-buy', 'police', '--unit', 'raid')).code).toBe(0);
    const r = await g.run('riot-fight', 'raid1', '--at', 'gare-poste', '--json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').pop()!)).toMatchObject({ procedure: 'riot-fight', attacker: 'police', place: 'gare-poste' });
  });
});

describe('RIOT, the wounded police out of the hospital (l.101 "nécessitent donc deux déplacements pour retourner dans la rue")', () => {
  const turn = resolveRiotTurn({ lang: 'en', team: 'police', players: 4, buildings: [], zones: [], enemies: {}, credits: 0, zonePoints: 0, onGame: true, wounded: [{ id: 'crs1', at: 'hospital' }, { id: 'combi1', at: 'hospital' }] });

  it('counts the step into the HQ as the unit\'s move of the turn (U281)', () => {
    expect(turn.effects).toContainEqual({ op: 'set', path: 'riot.units.crs1.at', value: 'hq' });
    expect(turn.effects).toContainEqual({ op: 'set', path: 'riot.round.moves.crs1', value: 1 });
  });

  it('so a unit is back in the street only the turn after; the Combi, two moves a turn even from the hospital (l.139), the same turn', () => {
    const moved = { crs1: 1, combi1: 1 };
    const hq = place('hq', 'hq', null);
    const street = place('gare', 'street', 'gare');
    const go = (id: string, special: 'combi' | null) => resolveRiotMove({ lang: 'en', units: [{ id, team: 'police', from: hq, special }], to: street, active: 'police', moved, phase: 4, onGame: true });
    expect(go('crs1', null).outcome.code).toBe('moves-spent');
    expect(go('combi1', 'combi').outcome.code).toBe('moved');
  });
});

describe('RIOT, a refused move (R14: codes a script can trust)', () => {
  it('says moves-spent, never moved, for a unit that has made its moves', () => {
    const r = resolveRiotMove({ lang: 'fr', units: [{ id: 'a1', team: 'autonomes', from: place('z1', 'street', 'z1'), special: null }], to: place('z2', 'street', 'z2'), active: 'autonomes', moved: { a1: 1 } });
    expect(r.refused).toBeTruthy();
    expect(r.outcome.code).toBe('moves-spent');
    expect(r.outcome.text).toMatch(/a fait 1 déplacement/);
  });
});

describe('RIOT, on a game: out of the hospital, the turn\'s moves are kept in the state (l.101, l.75, l.139; U281; R14)', () => {
  // The sample game with two wounded police units in the hospital (placement: free, U242: a position of its own).
  const scenario = (dir: string): string => {
    const text = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8')
      .replace(/^seed: riot-exemple$/m, 'seed: riot-exemple\nplacement: free')
      .replace(/^(  - \{ id: nationaliste2, .*\})$/m, '$1\n  - { id: raid1, type: raid, at: hospital, wounded: true }\n  - { id: combi1, type: combi, at: hospital, wounded: true }');
    const file = join(dir, 'hospital.yaml');
    writeFileSync(file, text);
    return file;
  };
  const last = (out: string) => JSON.parse(out.trim().split('\n').pop()!);

  it('riot-turn police, then riot-move raid1 --to gare: refused, exit 2, code moves-spent; the Combi moves once more, then no more', async () => {
    const g = tempGame();
    try {
      expect((await g.run('init', scenario(g.dir))).code).toBe(0);
      expect((await g.run('riot-turn', 'police')).code).toBe(0);
      // l.101 "nécessitent donc deux déplacements pour retourner dans la rue": the step into the HQ was this turn's move.
      const raid = await g.run('riot-move', 'raid1', '--to', 'gare', '--json');
      expect(raid.code).toBe(2);
      expect(last(raid.stdout).outcome.code).toBe('moves-spent');
      expect(raid.stderr.trim().split('\n')).toHaveLength(1);
      // l.139 "deux déplacements ... quand bien même elle serait à l'hôpital": the Combi has its second.
      const combi = await g.run('riot-move', 'combi1', '--to', 'gare', '--json');
      expect(combi.code).toBe(0);
      expect(last(combi.stdout).outcome.code).toBe('moved');
      // R14: the refusal of a third never carries `moved`, the code of a move made.
      const third = await g.run('riot-move', 'combi1', '--to', 'marche', '--json');
      expect(third.code).toBe(2);
      expect(last(third.stdout).outcome.code).toBe('moves-spent');
    } finally {
      g.cleanup();
    }
  });
});
