// The map's commands (docs/map.md): place and move are resolutions logged
// like any procedure (effects at map.pieces.<id>: undo, rebuild, verify and
// batch as for any, on both stores); where and range read only. Every
// refusal is exit 2, one line, nothing written.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempGame } from '../helpers/cli.js';
import { gameOn, STORES } from '../helpers/pg.js';
import { withMap } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

async function mapGame(kind: (typeof STORES)[number] = 'file', skip: (note?: string) => void = () => undefined) {
  game = kind === 'file' ? tempGame() : gameOn(kind, skip as never);
  await game.init(withMap());
  return game;
}
const pieces = () => game!.readState().game.map.pieces;
/** French output with its no-break spaces as plain ones, for the patterns below. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('place', () => {
  it('puts a piece at a point or in a zone, as of this turn, logged with its effect at map.pieces.<id>', async () => {
    const g = await mapGame();
    const [r] = await g.ok('place', 'patrol1', '--at', '5,5', '--facing', '90');
    expect(r).toMatchObject({ procedure: 'place', piece: 'patrol1', outcome: { code: 'placed' } });
    expect(r.effects).toEqual([{ op: 'set', path: 'map.pieces.patrol1', value: { at: [5, 5], facing: 90, turn: 1 } }]);
    await g.ok('place', 'horse', '--zone', 'street');
    expect(pieces().horse).toEqual({ zone: 'street', turn: 1 });
    const text = (await g.run('place', 'looters', '--at', '40.5,12')).stdout;
    expect(text).toMatch(/Hangers-on by the shops placed at \(40\.5, 12\) in Town Hall Square \(as of turn 1\)/);
    expect(text).toMatch(/looters on the map: — → \(40\.5, 12\), as of turn 1/);
    expect(plain((await g.run('place', 'looters', '--at', '40.5,12', '--lang', 'fr')).stdout)).toMatch(/placé en \(40,5 ; 12\) dans Town Hall Square \(au tour 1\)/);
  });

  it.each([
    [/--at: "x" is not a point X,Y \(the table is 96 by 48\)/, ['place', 'patrol1', '--at', 'x']],
    [/--at: 97,1 is off the table \(96 by 48\)/, ['place', 'patrol1', '--at', '97,1']],
    [/--at: -1,1 is off the table/, ['place', 'patrol1', '--at', '-1,1']],
    [/"lane" is no zone of the map \(zones: square, street\)/, ['place', 'patrol1', '--zone', 'lane']],
    [/"constructor" is no piece of this game's table/, ['place', 'constructor', '--at', '1,1']],
    [/"__proto__" is no piece/, ['place', '__proto__', '--at', '1,1']],
    [/give --at or --zone, not both/, ['place', 'patrol1', '--at', '1,1', '--zone', 'street']],
    [/place: say where \(give --at\)/, ['place', 'patrol1']],
    [/--facing: "400" is not a number from 0 to 360/, ['place', 'patrol1', '--at', '1,1', '--facing', '400']],
    [/--at: "1e400,1" is not a point/, ['place', 'patrol1', '--at', '1e400,1']],
  ])('refuses %s: one line, nothing written', async (pattern, argv) => {
    const g = await mapGame();
    await g.refused(pattern, ...argv);
  });

  it('refuses a game without a map: one line, nothing written', async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    await game.refused(/this game has no map: its scenario gives none \(map:, docs\/map\.md\)/, 'place', 'students', '--at', '1,1');
    await game.refused(/cette partie n’a pas de carte/, 'where', '--lang', 'fr');
  });
});

describe('move', () => {
  it('--at, --by DX,DY, --toward and --away a piece or a place, --zone: each logged, its length said', async () => {
    const g = await mapGame();
    let [r] = await g.ok('move', 'students', '--at', '30,26');
    expect(r.moves[0]).toMatchObject({ piece: 'students', from: { at: [30, 20] }, to: { at: [30, 26], turn: 1 }, distance: 6 });
    [r] = await g.ok('move', 'students', '--by', '-3,-4');
    expect(r.moves[0].to.at).toEqual([27, 22]);
    expect(r.moves[0].distance).toBe(5);
    [r] = await g.ok('move', 'students', '--toward', 'riot1', '--by', '1');
    expect(r.moves[0].to.at).toEqual([27, 23]);
    // Towards a piece stops at it.
    [r] = await g.ok('move', 'students', '--toward', 'riot1', '--by', '5');
    expect(r.moves[0].to.at).toEqual([27, 24]);
    [r] = await g.ok('move', 'students', '--away', 'dockers', '--by', '4');
    expect(r.moves[0].to.at).toEqual([27, 20]);
    [r] = await g.ok('move', 'students', '--toward', 'hyd', '--by', '1');
    expect(r.moves[0].to.at[0]).toBeCloseTo(27 + 13 / Math.hypot(13, 8));
    await g.ok('move', 'students', '--at', '27,20');
    [r] = await g.ok('move', 'students', '--toward', '27,0', '--by', '2');
    expect(r.moves[0].to.at).toEqual([27, 18]);
    [r] = await g.ok('move', 'tsg', '--zone', 'square');
    expect(r.moves[0]).toMatchObject({ from: { zone: 'street' }, to: { zone: 'square' }, distance: 40 });
    expect(g.readLog().filter((e) => e.kind === 'resolution')).toHaveLength(9);
  });

  it('moves a group by one rule; given a point, the group keeps its shape', async () => {
    const g = await mapGame();
    const [r] = await g.ok('move', 'students,dockers', '--at', '31,21');
    expect(r.pieces).toEqual(['students', 'dockers']);
    expect(pieces().students.at).toEqual([31, 21]);
    expect(pieces().dockers.at).toEqual([28, 41]);
    expect((await g.run('move', 'students,riot1', '--by', '1,0')).stdout).toMatch(/2 pieces moved[\s\S]*Student march: \(31, 21\)[\s\S]*Riot van 1: \(27, 24\)/);
  });

  it('--stay confirms a position as of this turn (U250): stale, then fresh again', async () => {
    const g = await mapGame();
    await g.ok('next-turn');
    await g.ok('next-turn');
    let w = (await g.ok('where', 'students'))[0];
    expect(w.pieces[0]).toMatchObject({ turn: 1, fresh: false });
    const [r] = await g.ok('move', 'students', '--stay');
    expect(r.outcome.code).toBe('confirmed');
    expect(r.moves[0]).toMatchObject({ distance: 0, to: { at: [30, 20], turn: 3 } });
    w = (await g.ok('where', 'students'))[0];
    expect(w.pieces[0]).toMatchObject({ turn: 3, fresh: true });
  });

  it('--most: a longer move is refused (exit 2, nothing written) unless --override, which the entry records', async () => {
    const g = await mapGame();
    await g.refused(/move refused: Student march would move 6 in, more than the 5 in allowed \(--most\); give --override/, 'move', 'students', '--at', '30,26', '--most', '5');
    await g.refused(/Student march se déplacerait de 6 po, plus que les 5 po permis/, 'move', 'students', '--at', '30,26', '--most', '5', '--lang', 'fr');
    const [ok] = await g.ok('move', 'students', '--at', '30,25', '--most', '5');
    expect(ok.override).toBeUndefined();
    const [r] = await g.ok('move', 'students', '--at', '30,35', '--most', '5', '--override');
    expect(r.override).toEqual(['students']);
    expect(r.most).toBe(5);
    expect(g.readLog().at(-1).record.override).toEqual(['students']);
    expect(r.notes.join(' ')).toMatch(/moves 10 in, more than the 5 in allowed: let through by --override/);
  });

  it('refuses a straight move through a building unless --override; a wall lower than a figure is no building', async () => {
    const g = await mapGame();
    await g.ok('place', 'patrol1', '--at', '8,7');
    await g.refused(/the straight move of Patrol car 1 goes through Town hall; move it round, or give --override/, 'move', 'patrol1', '--at', '20,7');
    const [r] = await g.ok('move', 'patrol1', '--at', '20,7', '--override');
    expect(r.moves[0].through).toEqual(['hall']);
    expect(r.override).toEqual(['patrol1']);
    // Over the low wall: a move, not refused.
    await g.ok('move', 'dockers', '--at', '27,25');
  });

  it('stops a computed move at the table\'s edge (U257) and says so; a typed point off the table is refused', async () => {
    const g = await mapGame();
    const [r] = await g.ok('move', 'dockers', '--away', 'students', '--by', '30');
    expect(r.moves[0].edge).toBe(true);
    expect(r.moves[0].to.at[1]).toBe(48);
    expect(r.notes.join(' ')).toMatch(/stops at the table's edge \(U257\)/);
    await g.refused(/--at: 100,1 is off the table/, 'move', 'dockers', '--at', '100,1');
  });

  it.each([
    [/"nobody" is no piece of this game's table/, ['move', 'nobody', '--at', '1,1']],
    [/<pieces>: an empty or blank id/, ['move', 'students,,dockers', '--at', '1,1']],
    [/<pieces>: students is named twice/, ['move', 'students,students', '--at', '1,1']],
    [/--zone: one way of moving at a time \(already --at\)/, ['move', 'students', '--at', '1,1', '--zone', 'street']],
    [/move: say how far \(give --by\)/, ['move', 'students', '--toward', 'riot1']],
    [/move: say where \(give --at\)/, ['move', 'students']],
    [/--by: "3" is a distance: give it with --toward or --away/, ['move', 'students', '--by', '3']],
    [/--by: "x" is not a number from 0 to 100000/, ['move', 'students', '--toward', 'riot1', '--by', 'x']],
    [/--most: "-1" is not a number/, ['move', 'students', '--at', '1,1', '--most', '-1']],
    [/--toward: patrol1 is not on the map/, ['move', 'students', '--toward', 'patrol1', '--by', '1']],
    [/--toward: "toString" is no piece, place or point X,Y of the map/, ['move', 'students', '--toward', 'toString', '--by', '1']],
    [/move refused: Patrol car 1 is not on the map: put it there first/, ['move', 'patrol1', '--stay']],
    [/move refused: Support group stands in a zone, not at a point/, ['move', 'tsg', '--by', '1,1']],
  ])('refuses %s: one line, nothing written', async (pattern, argv) => {
    const g = await mapGame();
    await g.refused(pattern, ...argv);
  });
});

describe('where and range', () => {
  it('where lists positions as of turn N, fresh or stale, and those not on the map', async () => {
    const g = await mapGame();
    const out = (await g.run('where')).stdout;
    expect(out).toMatch(/Map · turn 1 · unit: in/);
    expect(out).toMatch(/Student march +│ \(30, 20\) in Town Hall Square +│ turn 1 +│ fresh/);
    expect(out).toMatch(/Not on the map: .*Patrol car 1/);
    const fr = plain((await g.run('where', 'tsg', '--lang', 'fr')).stdout);
    expect(fr).toMatch(/Carte · tour 1 · unité : po/);
    expect(fr).toMatch(/Support group +│ High Street +│ tour 1 +│ à jour/);
    await g.refused(/"nobody" is no piece/, 'where', 'nobody');
  });

  it('range says how far in the map\'s unit and what blocks the sight; a wall lower than the eye is seen over, as cover', async () => {
    const g = await mapGame();
    // riot1 (27,24) to dockers (27,40) crosses the low wall (height 0.5 < eye 1).
    const [r] = await g.ok('range', 'riot1', 'dockers');
    expect(r).toMatchObject({ distance: 16, clear: true, over: ['low-wall'], blockedBy: [], unit: 'in', fresh: true });
    await g.ok('place', 'patrol1', '--at', '14,1');
    await g.ok('place', 'horse', '--at', '14,13');
    const [b] = await g.ok('range', 'patrol1', 'horse');
    expect(b).toMatchObject({ distance: 12, clear: false, blockedBy: ['hall'] });
    const text = plain((await g.run('range', 'patrol1', 'horse', '--lang', 'fr')).stdout);
    expect(text).toMatch(/De Patrol car 1 à Mounted section : 12 po/);
    expect(text).toMatch(/Vue : bloquée par Town hall/);
    // Zones: their table.
    const [z] = await g.ok('range', 'students', 'tsg');
    expect(z).toMatchObject({ distance: 40, clear: false, byZone: true });
    await g.refused(/<b>: patrol1|<a>: tsg|is not on the map/, 'range', 'students', 'looters');
  });
});

describe('the map in the log', () => {
  it('undo takes a move back; rebuild and verify agree; a batch of moves is one transaction', async () => {
    const g = await mapGame();
    await g.ok('move', 'students', '--at', '31,20');
    await g.ok('undo');
    expect(pieces().students).toEqual({ at: [30, 20], turn: 1 });
    await g.ok('place', 'patrol1', '--at', '2,2');
    writeFileSync(join(g.dir, 'moves.txt'), 'move students --by 1,0\nmove students --by 1,0\nmove dockers --zone street\n');
    expect((await g.run('batch', 'moves.txt')).code).toBe(0);
    expect(pieces().students.at).toEqual([32, 20]);
    expect(pieces().dockers).toEqual({ zone: 'street', turn: 1 });
    const before = g.readState().game;
    expect((await g.run('verify')).code).toBe(0);
    expect((await g.run('rebuild')).code).toBe(0);
    expect(g.readState().game).toEqual(before);
    // Undo takes back the batch's last command (each line is one).
    await g.ok('undo');
    expect(pieces().students.at).toEqual([32, 20]);
    expect(pieces().dockers).toEqual({ at: [27, 40], turn: 1 });
  });

  it('a batch line refused writes nothing of the batch', async () => {
    const g = await mapGame();
    writeFileSync(join(g.dir, 'bad.txt'), 'move students --by 1,0\nmove students --at 30,40 --most 2\n');
    const before = g.snapshot();
    expect((await g.run('batch', 'bad.txt')).code).toBe(2);
    expect(g.snapshot()).toEqual(before);
  });

  it.each([
    ['a zone of no map', (m: any) => (m.pieces.tsg.zone = 'lane'), /game\.map\.pieces\.tsg\.zone/],
    ['a point off the table', (m: any) => (m.pieces.students.at = [99, 1]), /game\.map\.pieces\.students\.at/],
    ['a point in text', (m: any) => (m.pieces.students.at = ['x', 1]), /game\.map\.pieces\.students\.at\.0/],
    ['an id twice', (m: any) => (m.places[0].id = 'hall'), /game\.map\.places\.0\.id/],
    ['an unknown unit', (m: any) => (m.unit = 'mm'), /game\.map\.unit/],
    ['pieces as a list', (m: any) => (m.pieces = []), /game\.map\.pieces/],
    ['fresh 0', (m: any) => (m.fresh = 0), /game\.map\.fresh/],
  ])('a state whose map has %s is refused in one line naming the field; rebuild recovers it', async (_what, damage, field) => {
    const g = await mapGame();
    const sf = g.readState();
    damage(sf.game.map);
    g.damageState(JSON.stringify(sf, null, 2));
    const before = g.snapshot();
    const r = await g.run('where');
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(field);
    expect(r.stderr).toMatch(/umpire rebuild/);
    expect(g.snapshot()).toEqual(before);
    expect((await g.run('rebuild')).code).toBe(0);
    expect((await g.run('where')).code).toBe(0);
  });
});

describe.each(STORES.filter((k) => k !== 'file'))('the map on the %s store', (kind) => {
  it('place, move, undo and rebuild as on a file', async ({ skip }) => {
    const g = await mapGame(kind, skip);
    await g.ok('place', 'patrol1', '--at', '2,2');
    await g.ok('move', 'patrol1', '--by', '1,1');
    expect(pieces().patrol1.at).toEqual([3, 3]);
    await g.ok('undo');
    expect(pieces().patrol1.at).toEqual([2, 2]);
    const before = g.readState().game;
    expect((await g.run('rebuild')).code).toBe(0);
    expect(g.readState().game).toEqual(before);
  });
});
