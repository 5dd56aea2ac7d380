import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario as load } from '../../src/state/scenario.js';
import type { Scenario } from '../../src/state/civil-disorder/scenario.js';
import { tempGame, writeScenario, SCENARIOS } from '../helpers/cli.js';
import { join } from 'node:path';

/** A Civil Disorder scenario, as validated (the engine's keys and its section). */
const loadScenario = (file: string) => load(file) as Promise<Scenario>;

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const valid = `title: Test
edition: en
crowds:
  - id: c1
    figures: 20
    rl: 5
units:
  - id: u1
    type: regular-police
    strength: 4
`;

describe('loadScenario', () => {
  it('reads both sample scenarios, the large one a real city riot', async () => {
    const small = await loadScenario(join(SCENARIOS, 'tutorial.yaml'));
    expect(small.crowds.length).toBeGreaterThan(0);
    const big = await loadScenario(join(SCENARIOS, 'railton-road.yaml'));
    expect(big.crowds.length).toBeGreaterThanOrEqual(6);
    expect(big.units.length).toBeGreaterThanOrEqual(8);
    expect(big.buildings.length).toBeGreaterThanOrEqual(10);
  });

  it('fills defaults: edition en, seed the title, loot half the value, engine crew 6', async () => {
    game = tempGame();
    const f = writeScenario(game.dir, `title: T\ncrowds: [{id: c, figures: 5, rl: 4}]\nbuildings: [{id: b, value: 41}]\nengines: [{id: e}]\n`);
    const s = await loadScenario(f);
    expect(s).toMatchObject({ edition: 'en', lang: 'en', seed: 'T', options: { pickup: false } });
    expect(s.buildings[0].loot).toBe(20);
    expect(s.engines[0].crew).toBe(6);
  });

  const cases: [string, string, RegExp][] = [
    ['a YAML syntax error', 'title: [unclosed\n', /scenario\.yaml:\d+:\d+: YAML syntax error/],
    ['an RL out of range', valid.replace('rl: 5', 'rl: 9'), /scenario\.yaml:6:9: crowds\[0\]\.rl: must be 1\.\.8, found 9/],
    ['a missing required field', valid.replace('    figures: 20\n', ''), /crowds\[0\]\.figures: is required/],
    ['an unknown field', valid.replace('    rl: 5\n', '    rl: 5\n    mood: angry\n'), /scenario\.yaml:7:5: crowds\[0\]\.mood: unknown field/],
    ['a wrong type', valid.replace('figures: 20', 'figures: many'), /crowds\[0\]\.figures: must be a whole number/],
    ['an unknown unit type', valid.replace('regular-police', 'ninjas'), /units\[0\]\.type: must be one of regular-police/],
    ['an unknown edition', valid.replace('edition: en', 'edition: de'), /edition: must be one of en, fr/],
    ['a duplicate id', valid.replace('id: u1', 'id: c1'), /units\[0\]\.id: duplicate id "c1" \(already used at crowds\[0\]\.id\)/],
    ['an unknown adjacent crowd', valid.replace('    rl: 5\n', '    rl: 5\n    adjacent: [c9]\n'), /crowds\[0\]\.adjacent\[0\]: unknown crowd "c9"/],
    ['an unknown neighbour', `${valid}buildings:\n  - {id: b1, value: 10, neighbours: [b7]}\n`, /buildings\[0\]\.neighbours\[0\]: unknown building "b7"/],
    ['an unknown character unit', `${valid}characters:\n  - {id: ch, unit: u9}\n`, /characters\[0\]\.unit: unknown unit "u9"/],
    ['no crowds', 'title: x\ncrowds: []\n', /crowds: must list at least one crowd/],
    ['a bad id', valid.replace('id: c1', 'id: "1 two"'), /crowds\[0\]\.id: "1 two" is not a valid id/],
    ['not a mapping', '- a\n- b\n', /\(top\): must be a mapping/],
  ];
  it.each(cases)('reports %s with file, line, column and field path', async (_name, yaml, msg) => {
    game = tempGame();
    const f = writeScenario(game.dir, yaml);
    await expect(loadScenario(f)).rejects.toThrow(msg);
  });

  it('reports a missing file', async () => {
    await expect(loadScenario('/nonexistent/x.yaml')).rejects.toThrow(/x\.yaml: no such file/);
  });
});

describe('umpire init', () => {
  it('writes the state and a log whose first entry holds the scenario', async () => {
    game = tempGame();
    const r = await game.init();
    expect(r.stdout).toMatch(/3 crowds, 5 units, 4 buildings/);
    const sf = game.readState();
    expect(sf.schema).toBe(1);
    expect(sf.game.turn).toBe(1);
    expect(sf.game.crowds.students.adjacent).toEqual(['dockers']);
    expect(sf.game.crowds.dockers.adjacent).toEqual(['students']);
    const log = game.readLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seq: 1, kind: 'init', prev: '' });
    expect(log[0].scenario.title).toMatch(/Tutorial/);
  });

  it('refuses an invalid scenario with exit 2 and writes nothing', async () => {
    game = tempGame();
    const f = writeScenario(game.dir, valid.replace('rl: 5', 'rl: 0'));
    const r = await game.run('init', f);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^umpire: .*scenario\.yaml:6:9: crowds\[0\]\.rl: must be 1\.\.8, found 0$/);
    expect(game.snapshot()).toEqual({ state: null, log: null });
  });

  it('refuses to overwrite a game without --force, and overwrites it with', async () => {
    game = tempGame();
    await game.init();
    await game.run('rl-roll', 'students');
    const before = game.snapshot();
    const r = await game.run('init', join(SCENARIOS, 'railton-road.yaml'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/already exists \(add --force/);
    expect(game.snapshot()).toEqual(before);
    const f = await game.run('init', join(SCENARIOS, 'railton-road.yaml'), '--force');
    expect(f.code).toBe(0);
    expect(game.readLog()).toHaveLength(1);
    expect(game.readState().game.title).toMatch(/Railton/);
  });

  it('honours --state and UMPIRE_STATE', async () => {
    game = tempGame();
    const custom = join(game.dir, 'other.json');
    expect((await game.run('init', join(SCENARIOS, 'tutorial.yaml'), '--state', custom)).code).toBe(0);
    const viaEnv = await (await import('../helpers/cli.js')).runCli(['status', '--json'], { cwd: game.dir, env: { UMPIRE_STATE: custom } });
    expect(viaEnv.code).toBe(0);
    expect(JSON.parse(viaEnv.stdout).title).toMatch(/Tutorial/);
  });
});
