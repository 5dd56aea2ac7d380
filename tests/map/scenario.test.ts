// The scenario's `map:` section (docs/map.md, src/map/scenario.ts): parsed by
// the engine for every game; every problem one line, exit 2, naming file,
// line, column and field, in the scenario's language; nothing written. The
// map as validated is the state's `game.map`, every piece as of turn 1.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { runCli, tempGame, writeScenario } from '../helpers/cli.js';
import { MAP, withMap } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

/** Init on a scenario; returns the result (the game's folder kept for cleanup). */
async function initOn(yaml: string) {
  game = tempGame();
  const file = writeScenario(game.dir, yaml);
  return { r: await runCli(['init', file], { cwd: game.dir }), file };
}

/** A map section with one line replaced (its first occurrence). */
const mapWith = (from: string, to: string) => {
  if (!MAP.includes(from)) throw new Error(`no ${from} in MAP`);
  return MAP.replace(from, to);
};

// Each: what is wrong, the map section, the field named, the English and French words.
const CASES: [string, string, string, RegExp, RegExp][] = [
  ['an unknown field', mapWith('  unit: in\n', '  unit: in\n  scale: 2\n'), 'map.scale', /unknown field \(expected one of: unit, size/, /champ inconnu/],
  ['an unknown unit', mapWith('unit: in', 'unit: mm'), 'map.unit', /must be one of in, cm, pas, zones/, /doit être l’un de in, cm, pas, zones/],
  ['no size', mapWith('  size: [96, 48]\n', ''), 'map.size', /is required \(a list\)/, /obligatoire/],
  ['a size of one number', mapWith('size: [96, 48]', 'size: [96]'), 'map.size', /two numbers above 0/, /deux nombres au-dessus de 0/],
  ['a size of 0', mapWith('size: [96, 48]', 'size: [0, 48]'), 'map.size', /two numbers above 0/, /deux nombres/],
  ['a huge size', mapWith('size: [96, 48]', 'size: [1e300, 48]'), 'map.size[0]', /must be 0\.\.100000/, /doit être entre 0 et 100000/],
  ['a size in text', mapWith('size: [96, 48]', 'size: [wide, 48]'), 'map.size[0]', /must be a number 0\.\.100000, found string "wide"/, /doit être un nombre 0\.\.100000/],
  ['a size on a map of zones', mapWith('unit: in', 'unit: zones'), 'map.size', /a map of zones \(unit: zones\) has no size/, /une carte de zones/],
  ['two zones for one place (U335)', mapWith('adjacent: [street], distances', 'place: town, adjacent: [street], distances').replace('{ id: street, name: High Street,', '{ id: street, name: High Street, place: town,'), 'map.zones[1].place', /two zones stand for the place "town"/, /deux zones pour le lieu « town »/],
  ['a place that is no id', mapWith('adjacent: [street], distances', 'place: "a b", adjacent: [street], distances'), 'map.zones[0].place', /a b/, /a b/],
  ['a negative eye', mapWith('  unit: in\n', '  unit: in\n  eye: -1\n'), 'map.eye', /must be 0\.\.100000, found -1/, /entre 0 et 100000/],
  ['a tolerance in text', mapWith('  unit: in\n', '  unit: in\n  tolerance: constructor\n'), 'map.tolerance', /must be a number/, /doit être un nombre/],
  ['fresh 0', mapWith('  unit: in\n', '  unit: in\n  fresh: 0\n'), 'map.fresh', /must be 1\.\.100, found 0/, /entre 1 et 100/],
  ['a point off the table', mapWith('[[10,4],[18,4]', '[[10,4],[180,4]'), 'map.outlines[0].points[1]', /the point \[180, 4\] is off the table \(96 by 48\)/, /hors de la table \(96 sur 48\)/],
  ['a point of three numbers', mapWith('[[10,4],[18,4]', '[[10,4,1],[18,4]'), 'map.outlines[0].points[0]', /a point is two numbers \[x, y\], found a list/, /un point est deux nombres/],
  ['a point not a number', mapWith('[[10,4],[18,4]', '[[10,.nan],[18,4]'), 'map.outlines[0].points[0][1]', /must be a number/, /doit être un nombre/],
  ['a building of two points', mapWith('[[10,4],[18,4],[18,10],[10,10]]', '[[10,4],[18,4]]'), 'map.outlines[0].points', /needs at least 3 points, found 2/, /au moins 3 points/],
  ['a wall of one point', mapWith('[[20,30],[34,30]]', '[[20,30]]'), 'map.outlines[1].points', /needs at least 2 points, found 1/, /au moins 2 points/],
  ['an outline of an unknown kind', mapWith('kind: building, height: 4', 'kind: castle, height: 4'), 'map.outlines[0].kind', /must be one of building, wall, obstacle/, /l’un de building, wall, obstacle/],
  ['a building the scenario has not', mapWith('building: townhall', 'building: castle'), 'map.outlines[0].building', /"castle" is no building of this scenario/, /« castle » n’est pas un bâtiment/],
  ['a duplicate id with the game', mapWith('id: hall,', 'id: students,'), 'map.outlines[0].id', /duplicate id "students" \(already used at crowds\[0\]\.id\)/, /students/],
  ['a duplicate id within the map', mapWith('id: low-wall', 'id: hall'), 'map.outlines[1].id', /duplicate id "hall" \(already used at map\.outlines\[0\]\.id\)/, /hall/],
  ['a reserved id', mapWith('id: hyd,', 'id: constructor,'), 'map.places[0].id', /"constructor" cannot be an id/, /ne peut pas servir d’identifiant/],
  ['a bad id', mapWith('id: hyd,', 'id: "h y d",'), 'map.places[0].id', /is not a valid id/, /identifiant/],
  ['an adjacent zone unknown', mapWith('adjacent: [street]', 'adjacent: [lane]'), 'map.zones[0].adjacent[0]', /"lane" is no zone of the map \(zones: square, street\)/, /« lane » n’est pas une zone de la carte/],
  ['a zone adjacent to itself', mapWith('adjacent: [street]', 'adjacent: [square]'), 'map.zones[0].adjacent[0]', /cannot be adjacent to itself/, /adjacente à elle-même/],
  ['distances that disagree', mapWith('name: High Street,', 'name: High Street, distances: { square: 30 },'), 'map.zones[0].distances.street', /the zones square and street are 40 apart here and 30 apart/, /les zones square et street sont à 40/],
  ['a distance to an unknown zone', mapWith('distances: { street: 40 }', 'distances: { lane: 40 }'), 'map.zones[0].distances.lane', /unknown field \(expected one of: street\)/, /champ inconnu/],
  ['a place with neither at nor points', mapWith('{ id: hyd, kind: hydrant, at: [40, 12] }', '{ id: hyd, kind: hydrant }'), 'map.places[0]', /the place "hyd" needs either at/, /le lieu « hyd » demande soit at/],
  ['a place of an unknown kind', mapWith('kind: hydrant', 'kind: well'), 'map.places[0].kind', /must be one of entry, deploy, escape, hydrant, place/, /l’un de entry/],
  ['a piece the game has not', mapWith('    tsg: { zone: street }\n', '    tsg: { zone: street }\n    __proto__: { at: [1, 1] }\n'), 'map.pieces.__proto__', /"__proto__" is no piece of this game/, /« __proto__ » n’est pas un pion/],
  ['a piece that is a map id', mapWith('    tsg: { zone: street }\n', '    tsg: { zone: street }\n    hall: { at: [1, 1] }\n'), 'map.pieces.hall', /"hall" is no piece of this game/, /n’est pas un pion/],
  ['a piece in an unknown zone', mapWith('tsg: { zone: street }', 'tsg: { zone: lane }'), 'map.pieces.tsg.zone', /"lane" is no zone of the map/, /« lane » n’est pas une zone/],
  ['a piece nowhere', mapWith('tsg: { zone: street }', 'tsg: { facing: 90 }'), 'map.pieces.tsg', /the piece "tsg" needs at: \[x, y\] or zone:/, /le pion « tsg » demande at/],
  ['a piece off the table', mapWith('students: { at: [30, 20] }', 'students: { at: [30, 49] }'), 'map.pieces.students.at', /\[30, 49\] is off the table/, /hors de la table/],
  ['a facing past a turn', mapWith('students: { at: [30, 20] }', 'students: { at: [30, 20], facing: 400 }'), 'map.pieces.students.facing', /must be 0\.\.360, found 400/, /entre 0 et 360/],
  ['pieces as a list', mapWith('  pieces:\n    students: { at: [30, 20] }\n    dockers: { at: [27, 40] }\n    riot1: { at: [27, 24] }\n    tsg: { zone: street }\n', '  pieces: [students]\n'), 'map.pieces', /must be a mapping, found a list/, /doit être une table de clés, trouvé\s?: une liste/],
  ['a background in a folder', mapWith('  unit: in\n', '  unit: in\n  background: { file: ../etc/passwd }\n'), 'map.background.file', /is not a plain file name/, /n’est pas un simple nom de fichier/],
  ['a background calibrated by one point', mapWith('  unit: in\n', '  unit: in\n  background: { file: t.png, calibrate: [{ pixel: [0, 0], at: [0, 0] }] }\n'), 'map.background.calibrate', /calibrate takes two points/, /calibrate prend deux points/],
  ['a calibration on one map point', mapWith('  unit: in\n', '  unit: in\n  background: { file: t.png, calibrate: [{ pixel: [0, 0], at: [1, 1] }, { pixel: [9, 9], at: [1, 1] }] }\n'), 'map.background.calibrate[1].at', /the same map point/, /le même point de la carte/],
  ['three corners', mapWith('  unit: in\n', '  unit: in\n  background: { file: t.jpg, corners: [[0,0],[1,0],[1,1]] }\n'), 'map.background.corners', /four pixels of the map's corners, found 3/, /quatre pixels/],
  ['a sector of no umpire', mapWith('  unit: in\n', '  unit: in\n  sectors: { amy: [[0,0],[48,0],[48,48]] }\n'), 'map.sectors.amy', /"amy" is no umpire of this scenario \(umpires: -\)/, /« amy » n’est pas un arbitre/],
];

describe('the scenario\'s map: section', () => {
  it('becomes game.map: defaults by unit (U250, U252, U255), zones made symmetric, every piece as of turn 1', async () => {
    const { r } = await initOn(withMap());
    expect(r.code, r.stderr).toBe(0);
    const map = game!.readState().game.map;
    expect(map).toMatchObject({ unit: 'in', size: [96, 48], eye: 1, tolerance: 0.5, fresh: 2 });
    expect(map.zones.find((z: { id: string }) => z.id === 'street')).toMatchObject({ adjacent: ['square'], sees: ['street'], distances: { square: 40 } });
    expect(map.pieces).toEqual({ students: { at: [30, 20], turn: 1 }, dockers: { at: [27, 40], turn: 1 }, riot1: { at: [27, 24], turn: 1 }, tsg: { zone: 'street', turn: 1 } });
    expect(map.outlines[0]).toEqual({ id: 'hall', kind: 'building', height: 4, name: 'Town hall', building: 'townhall', points: [[10, 4], [18, 4], [18, 10], [10, 10]] });
  });

  it.each([
    ['cm', 2.5, 1],
    ['pas', 1, 0.5],
  ])('takes the defaults of a map in %s: eye %s (U255), tolerance %s (U252)', async (unit, eye, tolerance) => {
    const { r } = await initOn(withMap(MAP.replace('unit: in', `unit: ${unit}`)));
    expect(r.code, r.stderr).toBe(0);
    expect(game!.readState().game.map).toMatchObject({ unit, eye, tolerance });
  });

  it('takes a map of zones only: no size, no points', async () => {
    const zones = `map:\n  unit: zones\n  zones:\n    - { id: a, name: A, adjacent: [b] }\n    - { id: b, name: B, sees: [a] }\n  pieces:\n    students: { zone: a }\n`;
    const { r } = await initOn(withMap(zones));
    expect(r.code, r.stderr).toBe(0);
    const map = game!.readState().game.map;
    expect(map.size).toBeUndefined();
    expect(map.zones).toEqual([
      { id: 'a', name: 'A', adjacent: ['b'], sees: ['a', 'b'] },
      { id: 'b', name: 'B', adjacent: ['a'], sees: ['b', 'a'] },
    ]);
  });

  it('refuses a point on a map of zones', async () => {
    const zones = `map:\n  unit: zones\n  zones:\n    - { id: a, name: A }\n  pieces:\n    students: { at: [1, 1] }\n`;
    const { r } = await initOn(withMap(zones));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/map\.pieces\.students\.at: a map of zones \(unit: zones\) has no points/);
  });

  it('draws a sector of an umpire the scenario names', async () => {
    const top = 'umpires:\n  - { name: amy, crowds: [students] }\n';
    const { r } = await initOn(withMap(MAP.replace('  unit: in\n', '  unit: in\n  sectors: { amy: [[0,0],[48,0],[48,48]] }\n'), top));
    expect(r.code, r.stderr).toBe(0);
    expect(game!.readState().game.map.sectors).toEqual({ amy: [[0, 0], [48, 0], [48, 48]] });
  });

  it('a scenario without map: has no game.map (plays as before)', async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    expect(game.readState().game.map).toBeUndefined();
  });

  describe.each(['en', 'fr'] as const)('refusals, in %s', (lang) => {
    it.each(CASES)('%s: one line naming file, line, column and field; nothing written', async (_what, map, field, en, fr) => {
      const { r, file } = await initOn(withMap(map, lang === 'fr' ? 'lang: fr\n' : ''));
      expect(r.code, r.stdout).toBe(2);
      const lines = r.stderr.replace(/[\u00a0\u202f]/g, ' ').trim().split('\n');
      expect(lines).toHaveLength(1);
      const at = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+\\s?: ${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?:`);
      expect(lines[0]).toMatch(at);
      expect(lines[0]).toMatch(lang === 'en' ? en : fr);
      expect(existsSync(game!.state)).toBe(false);
    });
  });
});
