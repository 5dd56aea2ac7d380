// What stands on each game's table (GameSystem.map.pieces, docs/map.md): a
// riot's crowds, units, engines and ambulances; the packs' armed agents and
// armed men, hidden from the players (absent); Guérilla Urbaine's figures;
// Intervention's fighters, a hidden one a marker; RIOT's units.
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { loadSystems } from '../../src/engine/registry.js';
import { piecesOf } from '../../src/map/pieces.js';
import { withMap } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

async function piecesOn(scenario: string) {
  game = tempGame();
  await game.init(scenario);
  const g = game.readState().game;
  await loadSystems(g);
  return { g, pieces: [...piecesOf(g, 'en').values()] };
}
const kinds = (ps: { kind: string }[]) => [...new Set(ps.map((p) => p.kind))];

describe('map.pieces', () => {
  it('Civil Disorder: every crowd (its figures, RL badge and band) and unit, engine and ambulance; none hidden', async () => {
    const { g, pieces } = await piecesOn('railton-road.yaml');
    expect(kinds(pieces)).toEqual(['crowd', 'unit', 'engine', 'ambulance']);
    expect(pieces.filter((p) => p.kind === 'crowd').map((p) => p.id)).toEqual(Object.keys(g.crowds));
    expect(pieces.filter((p) => p.kind === 'unit')).toHaveLength(10);
    expect(pieces.find((p) => p.id === 'frontline')).toEqual({ id: 'frontline', kind: 'crowd', name: 'Front Line youths', side: 'crowd', figures: 30, badge: 'RL 6', tone: 'rl-6' });
    // A looter crowd is drawn like any other (EN l.165).
    expect(pieces.find((p) => p.id === 'shoplifters')?.hidden).toBeUndefined();
    expect(pieces.some((p) => p.hidden)).toBe(false);
  });

  it('Civil Disorder: a merged crowd is off the table', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    expect((await game.run('merge', 'church', 'frontline')).code).toBe(0);
    const g = game.readState().game;
    await loadSystems(g);
    expect(piecesOf(g, 'en').has('church') || piecesOf(g, 'en').has('frontline')).toBe(true);
    const merged = Object.values(g.crowds as Record<string, { id: string; mergedInto?: string }>).find((c) => c.mergedInto);
    expect(merged).toBeDefined();
    expect(piecesOf(g, 'en').has(merged!.id)).toBe(false);
  });

  it("the armed agents' pack: every agent a piece hidden from the players (U136), beside the riot's", async () => {
    const { g, pieces } = await piecesOn('railton-road-armed.yaml');
    const agents = pieces.filter((p) => p.kind === 'agent');
    expect(agents.map((p) => p.id)).toEqual(Object.keys(g.agents));
    expect(agents.every((p) => p.hidden === 'absent')).toBe(true);
    expect(kinds(pieces)).toContain('crowd');
  });

  it("the SWAT pack: every armed man a piece hidden from the players", async () => {
    const { g, pieces } = await piecesOn('railton-road-swat.yaml');
    const men = pieces.filter((p) => p.kind === 'armed-man');
    expect(men.map((p) => p.id)).toEqual(Object.keys(g.armedMen));
    expect(men.every((p) => p.hidden === 'absent')).toBe(true);
  });

  it("Guérilla Urbaine: every figure, its gang its side, none hidden", async () => {
    const { g, pieces } = await piecesOn('guerilla-urbaine-gangs.yaml');
    expect(pieces.map((p) => p.id)).toEqual(Object.keys(g.figures));
    expect(kinds(pieces)).toEqual(['figure']);
    expect(pieces.every((p) => p.side === g.figures[p.id].gang && !p.hidden)).toBe(true);
  });

  it('Intervention: every fighter; a hidden one is a marker to the players (l.268)', async () => {
    const { g, pieces } = await piecesOn('intervention-liberation-otage.yaml');
    expect(pieces.map((p) => p.id)).toEqual(Object.keys(g.fighters));
    expect(pieces.find((p) => p.id === 'p2')?.hidden).toBe('marker');
    expect(pieces.filter((p) => p.hidden).map((p) => p.id)).toEqual(Object.values(g.fighters as Record<string, { id: string; sighting: string }>).filter((f) => f.sighting === 'hidden').map((f) => f.id));
  });

  it("RIOT: its units, each its team's", async () => {
    const { g, pieces } = await piecesOn('riot-sample.fr.yaml');
    expect(pieces.map((p) => p.id)).toEqual(Object.keys(g.riot.units));
    expect(pieces.every((p) => p.side === g.riot.units[p.id].team)).toBe(true);
  });

  it("a piece hidden from the players is never shown to them: where --player lists it not, names it not, and place/move/range of it are unknown to them", async () => {
    game = tempGame();
    const map = `map:\n  unit: in\n  size: [96, 48]\n  pieces:\n    frontline: { at: [10, 10] }\n    sniper1: { at: [20, 10] }\n`;
    const armed = (await import('node:fs')).readFileSync(`${__dirname}/../../scenarios/railton-road-armed.yaml`, 'utf8');
    const agent = /agents:\n\s+- id: (\S+)/.exec(armed)![1];
    await game.init(`${armed}\n${map.replace('sniper1', agent)}`);
    const umpire = JSON.parse((await game.run('where', '--json')).stdout);
    expect(umpire.pieces.find((p: { id: string }) => p.id === agent)).toMatchObject({ hidden: 'absent', at: [20, 10] });
    const players = await game.run('where', '--json', '--player');
    expect(players.stdout).not.toContain(agent);
    const name = umpire.pieces.find((p: { id: string }) => p.id === agent).name;
    expect(players.stdout).not.toContain(name);
    expect((await game.run('where', '--player')).stdout).not.toContain(name);
    await game.refused(new RegExp(`"${agent}" is no piece`), 'where', agent, '--player');
    await game.refused(new RegExp(`"${agent}" is no piece`), 'range', 'frontline', agent, '--player');
    await game.refused(new RegExp(`"${agent}" is no piece`), 'move', agent, '--by', '1,1', '--player');
    // The umpire moves it with a crowd; the players' view of the log tells the crowd's move only.
    expect((await game.run('move', `frontline,${agent}`, '--by', '1,0')).code).toBe(0);
    expect((await game.run('move', agent, '--by', '1,0')).code).toBe(0);
    const log = await game.run('log', '--player');
    expect(log.code, log.stderr).toBe(0);
    expect(log.stdout).not.toContain(agent);
    expect(log.stdout).not.toContain(name);
    const json = await game.run('log', '--player', '--json');
    expect(json.stdout).toMatch(/Front Line youths/);
    expect(json.stdout).not.toContain(agent);
    expect(json.stdout).not.toContain(name);
  });
});
