// Issue 31, finding 26 (part): the nationalists' secret mission drawn at the game's start (riot-board-game.fr.txt
// l.11 "2 Cartes de Mission pour les Nationalistes"; l.27 "la Mission Secrète qu'ils auront aléatoirement piochée au
// début de la partie"; U247).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { missionOwed } from '../../src/rules/riot/mission.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SAMPLE = readFileSync(join(SCENARIOS, 'riot-sample.fr.yaml'), 'utf8');
/** The sample with no mission named: the draw is the game's (l.27). */
const UNDRAWN = SAMPLE.replace('{ id: nationalistes, credits: 2, mission: m-beffroi }', '{ id: nationalistes, credits: 2 }');

describe("RIOT: the nationalists' secret mission (l.11, l.27, U247)", () => {
  it('is drawn before the first turn: riot-turn refused until then, then a die over the missions (l.27)', async () => {
    expect(UNDRAWN).not.toBe(SAMPLE);
    game = tempGame();
    await game.init(UNDRAWN);
    await game.refused(/the secret mission of the Nationalists is drawn at the game's start: riot-mission first \(l\.27, U247\)/, 'riot-turn', 'police', '--lang', 'en');
    const [r] = await game.ok('riot-mission', '--roll', '2');
    expect(r.outcome.code).toBe('mission-drawn');
    expect(r.rolls).toMatchObject([{ die: 'd2', value: 2 }]);
    // The second mission in the scenario's order.
    expect(r.mission).toBe('m-caisse');
    expect(game.readState().game.riot.teams.nationalistes.mission).toBe('m-caisse');
    await game.refused(/is drawn already: one, at the game's start/, 'riot-mission', '--lang', 'en');
    await game.ok('riot-turn', 'police');
  });

  it('is secret: the players\' view says a mission was drawn, never which', async () => {
    game = tempGame();
    await game.init(UNDRAWN);
    const p = await game.run('riot-mission', '--roll', '1', '--player', '--lang', 'en');
    expect(p.code, p.stderr).toBe(0);
    expect(p.stdout).toMatch(/the Nationalists have drawn their secret mission \(l\.27\)/);
    expect(p.stdout).not.toMatch(/beffroi|caisse|m-/i);
    const j = await game.run('status', '--player', '--json');
    expect(j.stdout).not.toMatch(/beffroi|m-beffroi/i);
    const st = await game.run('status', '--player', '--lang', 'en');
    expect(st.stdout).not.toMatch(/beffroi/i);
    // The umpire's screen shows it.
    expect((await game.run('status', '--lang', 'en')).stdout).toMatch(/Secret mission of the Nationalists: Tenir le beffroi/);
  });

  it('keeps a scenario that names the mission working: nothing owed, a draw refused (U247)', async () => {
    game = tempGame();
    await game.init('riot-sample.fr.yaml');
    await game.refused(/is drawn already/, 'riot-mission', '--lang', 'en');
    await game.ok('riot-turn', 'police');
  });

  it('names the mission drawn at the table, refuses one not in the scenario, and gives each mission 1/N (--odds)', async () => {
    game = tempGame();
    await game.init(UNDRAWN);
    await game.refused(/no mission "m-nope" in this scenario \(m-beffroi, m-caisse\)/, 'riot-mission', '--mission', 'm-nope', '--lang', 'en');
    const [o] = await game.ok('riot-mission', '--odds');
    expect(o.outcomes[0].variants.map((v: { percent: number }) => v.percent)).toEqual([50, 50]);
    const [r] = await game.ok('riot-mission', '--mission', 'm-beffroi');
    expect(r.rolls).toEqual([]);
    expect(r.mission).toBe('m-beffroi');
  });

  it('draws over the missions given as an option (stateless)', async () => {
    game = tempGame();
    const [r] = await game.ok('riot-mission', '--missions', '3', '--roll', '3');
    expect(r.rolls).toMatchObject([{ die: 'd3', value: 3 }]);
    expect(r.mission).toBe('mission3');
    expect(r.effects).toEqual([]);
  });

  it('is owed only when the nationalists play, the scenario has missions and none is named', () => {
    const s = (mission: string | null, missions: Record<string, unknown> = { m: {} }, nat = true) => ({ teams: (nat ? { nationalistes: { mission } } : {}) as Record<string, { mission: string | null }>, missions });
    expect(missionOwed(s(null))).toBe(true);
    expect(missionOwed(s('m'))).toBe(false);
    expect(missionOwed(s(null, {}))).toBe(false);
    expect(missionOwed(s(null, { m: {} }, false))).toBe(false);
  });
});
