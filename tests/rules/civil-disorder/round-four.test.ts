// Issue 44, round four, item 8: Civil Disorder's elements the earlier rounds
// left partial, each test citing the line of the text it plays.
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario } from '../../../src/state/scenario.js';
import type { Scenario } from '../../../src/state/civil-disorder/scenario.js';
import { runCli, tempGame, writeScenario } from '../../helpers/cli.js';
import { commandLines } from '../../../src/rules/civil-disorder/command.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const withBuilding = (b: string) => `title: T\ncrowds: [{id: c, figures: 5, rl: 4}]\nbuildings: [${b}]\n`;

describe('loot units (EN l.171, FR l.256, U370)', () => {
  // EN l.171: "This will be 50% of the property value, or a figure between 5 and 50."
  it.each([
    ['half the value by default', '{id: b, value: 41}', 20],
    ['half the value rounded up', '{id: b, value: 41, loot: 21}', 21],
    ['half of a department store', '{id: b, value: 300, loot: 150}', 150],
    ['a figure between 5 and 50', '{id: b, value: 300, loot: 5}', 5],
    ['the top of the figures', '{id: b, value: 10, loot: 50}', 50],
    ['nothing worth taking', '{id: b, value: 60, loot: 0}', 0],
  ])('accepts %s', async (_n, b, loot) => {
    game = tempGame();
    const s = (await loadScenario(writeScenario(game.dir, withBuilding(b)))) as Scenario;
    expect(s.buildings[0].loot).toBe(loot);
  });

  it.each([
    ['more than 50 and not half the value', '{id: b, value: 60, loot: 51}', /buildings\[0\]\.loot: loot units must be half the property value \(30\), a figure between 5 and 50, or 0 \(EN l\.171, U370\), found 51/],
    ['fewer than 5 and not half the value', '{id: b, value: 30, loot: 4}', /buildings\[0\]\.loot: .*\(15\).*found 4/],
  ])('refuses %s, naming the field', async (_n, b, msg) => {
    game = tempGame();
    await expect(loadScenario(writeScenario(game.dir, withBuilding(b)))).rejects.toThrow(msg);
  });
});

describe('the command structure (EN l.17, FR l.54, U371)', () => {
  // EN l.17: "organized into a command structure, with a clear overall police commander, and a chain of command".
  const cast = (extra: string) => `title: T\ncrowds: [{id: c, figures: 5, rl: 4}]\nunits: [{id: van, type: regular-police, strength: 8, answersTo: insp}]\ncharacters:\n  - {id: chief, role: overall commander}\n  - {id: insp, answersTo: chief}\n${extra}`;

  it('reads who answers to whom, and status shows the chain, the units under their commander', async () => {
    game = tempGame();
    await game.init(cast('  - {id: fire, role: fire officer}\n'));
    const r = await game.run('status');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Command structure\nchief, overall commander · at the top of the chain\n  └ insp\n    └ unit van\nfire, fire officer\n/);
    expect(game.readState().game.characters.insp.answersTo).toBe('chief');
    const fr = await game.run('status', '--lang', 'fr');
    expect(fr.stdout).toMatch(/Structure hiérarchique\nchief, overall commander · en tête de la chaîne\n  └ insp\n    └ unité van/);
  });

  it.each([
    ['an unknown superior', '  - {id: sgt, answersTo: nobody}\n', /characters\[2\]\.answersTo: unknown character "nobody"/],
    ['a character answering to themselves', '  - {id: sgt, answersTo: sgt}\n', /characters\[2\]\.answersTo: a character does not answer to themselves/],
    ['a circle', '  - {id: a, answersTo: b}\n  - {id: b, answersTo: a}\n', /characters\[2\]\.answersTo: the chain of command from a comes back to a \(U371\)/],
  ])('refuses %s at init, naming the field', async (_n, extra, msg) => {
    game = tempGame();
    const r = await runCli(['init', writeScenario(game.dir, cast(extra))], { cwd: game.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });

  it('draws nothing when no one answers to anyone, and cuts a hand-edited circle', () => {
    expect(commandLines({ a: { id: 'a' } }, {})).toEqual([]);
    const lines = commandLines({ a: { id: 'a', answersTo: 'b' }, b: { id: 'b', answersTo: 'a' } }, {});
    expect(lines.map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe("a player character's personal action through fire and melee (EN l.46, FR l.86, U66, U372)", () => {
  // EN l.46: "Take one personal action (fire your gun, hit someone, drive a vehicle etc)"; l.50 "Only one of these can be done in any given turn."
  const SCEN = `title: T
crowds: [{id: c, figures: 20, rl: 8}]
units:
  - {id: armed1, type: regular-police, strength: 4, armed: true}
  - {id: riot1, type: regular-police-riot, strength: 8, riotKit: full}
characters:
  - {id: insp, unit: riot1}
  - {id: sgt, unit: armed1}
  - {id: chief}
`;

  it('melee --character: the character is the SF figure, and it is their action of the turn', async () => {
    game = tempGame();
    await game.init(SCEN);
    const [rec] = await game.ok('melee', 'riot1', 'c', '--character', 'insp', '--roll', '4,2');
    expect(rec).toMatchObject({ procedure: 'melee', unit: 'riot1', character: 'insp', outcome: { code: 'subdued' } });
    expect(game.readState().game.characters.insp.acted).toEqual({ turn: 1, n: 1, actions: ['personal'] });
    // A second action the same turn is refused (U66), nothing written.
    await game.refused(/insp has already acted in turn 1 \(a personal action\)/, 'melee', 'riot1', 'c', '--character', 'insp', '--roll', '4,2');
    await game.refused(/insp .*U66|insp has already/, 'act', 'insp', 'radio');
    // Unless the umpire allows it.
    const [again] = await game.ok('melee', 'riot1', 'c', '--character', 'insp', '--allow-second', '--roll', '9,2');
    expect(again.character).toBe('insp');
  });

  it('fire --character: one firer of the unit they are with, --unit taken from them, their action', async () => {
    game = tempGame();
    await game.init(SCEN);
    const [rec] = await game.ok('fire', 'c', '--character', 'sgt', '--weapon', 'pistol', '--range', 'close', '--roll', '2');
    expect(rec).toMatchObject({ procedure: 'fire', unit: 'armed1', character: 'sgt', firers: 1, outcome: { code: 'miss' } });
    expect(game.readState().game.characters.sgt.acted.actions).toEqual(['personal']);
    await game.refused(/sgt has already acted in turn 1 \(a personal action\)/, 'fire', 'c', '--character', 'sgt', '--weapon', 'pistol', '--range', 'close', '--roll', '2');
  });

  it.each([
    [['fire', 'c', '--character', 'chief', '--weapon', 'pistol', '--range', 'close'], /--character: chief is with no unit/],
    [['fire', 'c', '--character', 'insp', '--weapon', 'pistol', '--range', 'close'], /insp .*unarmed|riot1.*(no|not).*arm/i],
    [['fire', 'c', '--character', 'sgt', '--unit', 'riot1', '--weapon', 'pistol', '--range', 'close'], /--unit: sgt is with armed1/],
    [['fire', 'c', '--character', 'sgt', '--firers', '3', '--weapon', 'pistol', '--range', 'close'], /--firers: sgt fires alone/],
    [['melee', 'armed1', 'c', '--character', 'insp'], /--character: insp is with riot1/],
    [['melee', 'riot1', 'c', '--character', 'insp', '--sf', '2'], /insp fights as one SF figure \(U372\)/],
    [['melee', 'riot1', 'c', '--character', 'nobody'], /unknown player character "nobody"/],
  ])('refuses %j', async (argv, msg) => {
    game = tempGame();
    await game.init(SCEN);
    await game.refused(msg, ...argv);
  });

  it('is refused without a game, where there is no character', async () => {
    const r = await runCli(['melee', '--type', 'regular-police', '--character', 'insp', '--roll', '5,5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--character: a player character is on a game/);
  });

  it('--odds and --player run on the character path without writing', async () => {
    game = tempGame();
    await game.init(SCEN);
    const before = game.snapshot();
    const o = await game.run('melee', 'riot1', 'c', '--character', 'insp', '--odds', '--json');
    expect(o.code, o.stderr).toBe(0);
    expect(game.snapshot()).toEqual(before);
    const p = await game.run('fire', 'c', '--character', 'sgt', '--weapon', 'pistol', '--range', 'close', '--roll', '6,4', '--player');
    expect(p.code, p.stderr).toBe(0);
  });
});

describe('vehicles stationary to mount or dismount (EN l.108, FR l.151, U373)', () => {
  // EN l.108: "there are penalties for starting up from stationary. Vehicles must be stationary for the occupants to mount or dismount."
  const SCEN = `title: T\ncrowds: [{id: c, figures: 20, rl: 5}]\nunits:\n  - {id: van1, type: regular-police, strength: 8, vehicle: van}\n  - {id: foot, type: regular-police, strength: 8}\n`;

  it('refuses getting out of a vehicle that drove this turn, allows it the next turn, and refuses driving off while they are out', async () => {
    game = tempGame();
    await game.init(SCEN);
    const [d] = await game.ok('drive', 'van1');
    expect(d).toMatchObject({ procedure: 'drive', action: 'drive', outcome: { code: 'driving' } });
    expect(game.readState().game.units.van1.drove).toBe(1);
    await game.refused(/dismount refused: the van of van1 is moving this turn: vehicles must be stationary for the occupants to mount or dismount \(EN l\.108, U373\)/, 'dismount', 'van1');
    // Next turn the van drove last turn: movement reads it as under way, not from stationary.
    await game.run('next-turn');
    const [m] = await game.ok('movement', 'van1');
    expect(m.outcome.code).toBe('vehicle-moving');
    const [out] = await game.ok('dismount', 'van1');
    expect(out.outcome.code).toBe('dismounted');
    expect(game.readState().game.units.van1).toMatchObject({ aboard: false, boarded: 2 });
    expect((await game.run('status')).stdout).toMatch(/by van, out of its vehicle/);
    await game.refused(/van1 is out of the van: it gets in first \(mount\)/, 'drive', 'van1');
    await game.run('next-turn');
    expect((await game.ok('mount', 'van1'))[0].outcome.code).toBe('mounted');
    await game.refused(/got in or out this turn: the van stands still this turn/, 'drive', 'van1');
  });

  it('refuses a unit with no vehicle, and runs without a game from --vehicle, in French too', async () => {
    game = tempGame();
    await game.init(SCEN);
    await game.refused(/foot rides no vehicle/, 'mount', 'foot');
    const ok = await runCli(['dismount', '--vehicle', 'car', '--json']);
    expect(ok.code, ok.stderr).toBe(0);
    const no = await runCli(['dismount', '--vehicle', 'car', '--moving', '--edition', 'fr']);
    expect(no.code).toBe(2);
    expect(no.stderr).toMatch(/les véhicules doivent être arrêtés pour que les occupants puissent en descendre ou y monter \(FR l\.151, U373\)/);
    const moto = await runCli(['dismount', '--vehicle', 'motorcycle']);
    expect(moto.stdout).toMatch(/Dismounting takes a turn unless the rider drops the bike/);
    expect((await runCli(['mount', '--vehicle', 'van', '--player'])).code).toBe(0);
    expect((await runCli(['drive', '--vehicle', 'van', '--odds'])).code).toBe(0);
  });
});

describe("the SF's limited stocks in the patrol cars, by edition (EN l.221, FR l.318, U374)", () => {
  // EN l.221: "police patrol cars will have only limited stocks of things like tear gas or anti-riot equipment.
  // This will have to be defined in the scenario." FR l.318: "Grâce aux véhicules de patrouilles, ils ont du
  // matériel comme les grenades, etc. en quantité illimitée. Néanmoins, une rupture de stock peut être précisée."
  const scen = (edition: string, unitStocks: string) => `title: T\nedition: ${edition}\ncrowds: [{id: c, figures: 20, rl: 6}]\nstocks: {gas: 5}\nunits:\n  - {id: car1, type: regular-police-riot, strength: 4, vehicle: car${unitStocks}}\n  - {id: foot, type: regular-police, strength: 8}\n`;

  it('Civil Disorder: a patrol car carries its own gas and kit; its unit draws on it, others on the side\'s stock', async () => {
    game = tempGame();
    await game.init(scen('en', ', stocks: {gas: 1, riotKit: 4}'));
    const [g] = await game.ok('gas', 'c', '--unit', 'car1', '--roll', '3,3');
    expect(g.effects).toContainEqual({ op: 'set', path: 'units.car1.stocks.gas', value: 0, prev: 1 });
    expect(game.readState().game.stocks.gas).toBe(5);
    await game.refused(/no gas left/, 'gas', 'c', '--unit', 'car1', '--roll', '3,3');
    // Another unit draws on the side's stock.
    const [h] = await game.ok('gas', 'c', '--unit', 'foot', '--roll', '3,3');
    expect(h.effects.map((e: { path: string }) => e.path)).toContain('stocks.gas');
    const [k] = await game.ok('issue-kit', 'car1', '--kit', 'full');
    expect(k.effects).toContainEqual(expect.objectContaining({ path: 'units.car1.stocks.riotKit', value: 0 }));
    expect((await game.run('status')).stdout).toMatch(/gas grenades and rounds: 4; car1: gas grenades and rounds: 0; car1: sets of riot kit: 0/);
  });

  it('Émeutes: no stocks in the patrol cars, refused at init; a shortage is side-wide', async () => {
    game = tempGame();
    const r = await runCli(['init', writeScenario(game.dir, scen('fr', ', stocks: {gas: 1}'))], { cwd: game.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/units\[0\]\.stocks.*Émeutes ne garde pas de stocks dans les véhicules de patrouille/);
    await game.init(scen('fr', ''));
    const [g] = await game.ok('gas', 'c', '--unit', 'car1', '--roll', '3,3');
    expect(g.effects).toContainEqual({ op: 'set', path: 'stocks.gas', value: 4, prev: 5 });
  });

  it('refuses stocks on a unit with no vehicle, and rules diff names the place', async () => {
    game = tempGame();
    const r = await runCli(['init', writeScenario(game.dir, `title: T\ncrowds: [{id: c, figures: 20, rl: 6}]\nunits: [{id: foot, type: regular-police, strength: 8, stocks: {gas: 2}}]\n`)], { cwd: game.dir });
    expect(r.stderr).toMatch(/units\[0\]\.stocks: stocks are carried in a patrol car: the unit needs a vehicle \(EN l\.221, U374\)/);
    const d = await runCli(['rules', 'diff']);
    expect(d.stdout).toMatch(/Supplies: where the SF's limited stocks are \[sf-stocks\]: edition table \(settled by U374\)/);
    expect(d.stdout).toMatch(/stocks: STOCKS_HELD +│ inPatrolCars/);
  });
});

describe('petrol bomb factories (EN l.217, FR l.312-316, U375)', () => {
  // EN l.217: "Petrol bombs can be (and are often) manufactured on site ... if the SF could see this activity,
  // they should be told about it. Snatch squad raids on side street petrol bomb 'factories' is a common experience".
  const SCEN = `title: T
crowds: [{id: c, figures: 20, rl: 7}, {id: d, figures: 20, rl: 7, petrolBombs: true}]
units: [{id: snatch, type: anti-riot, strength: 5, riotKit: full}]
factories:
  - {id: yard, name: the dairy yard, crowd: c, seen: true}
  - {id: garage, crowd: d}
`;

  it('supplies its crowd with petrol bombs until the SF raid it, and the players are told of the one they see', async () => {
    game = tempGame();
    await game.init(SCEN);
    expect((await game.ok('petrol-bomb', 'c', '--at', 'snatch', '--figures', '1', '--roll', '6'))[0].procedure).toBe('petrol-bomb');
    expect((await game.run('status', '--player')).stdout).toMatch(/Petrol bombs are being made at the dairy yard/);
    expect((await game.run('status', '--player')).stdout).not.toMatch(/garage/);
    const [r] = await game.ok('raid', 'yard', '--unit', 'snatch');
    expect(r).toMatchObject({ procedure: 'raid', outcome: { code: 'raided' }, supplied: false });
    expect(r.notes[0]).toMatch(/Crowd c has no petrol bombs left to throw/);
    await game.run('next-turn');
    await game.run('next-turn');
    await game.run('next-turn');
    await game.run('next-turn');
    await game.refused(/crowd c has no petrol bombs/, 'petrol-bomb', 'c', '--at', 'snatch', '--figures', '1', '--roll', '6');
    await game.refused(/the factory yard was raided in turn 1/, 'raid', 'yard', '--unit', 'snatch');
    expect((await game.run('status')).stdout).toMatch(/yard \(the dairy yard\): supplies c, seen by the SF, raided in turn 1/);
  });

  it('refuses a raid on a factory the SF have not seen unless they find it, and the crowd keeps its own source', async () => {
    game = tempGame();
    await game.init(SCEN);
    await game.refused(/the SF have not seen the factory garage: give --found/, 'raid', 'garage', '--unit', 'snatch');
    const [r] = await game.ok('raid', 'garage', '--unit', 'snatch', '--found');
    expect(r.supplied).toBe(true);
    expect(game.readState().game.factories.garage).toMatchObject({ seen: true, raided: 1 });
    await game.refused(/unknown petrol bomb factory "nope"/, 'raid', 'nope', '--unit', 'snatch');
    const fr = await game.run('raid', 'yard', '--unit', 'snatch', '--lang', 'fr');
    expect(fr.stdout).toMatch(/snatch fait une descente sur l’atelier de cocktails molotov yard/);
  });

  it('refuses a factory of an unknown crowd at init', async () => {
    game = tempGame();
    const r = await runCli(['init', writeScenario(game.dir, SCEN.replace('crowd: d}', 'crowd: zz}'))], { cwd: game.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/factories\[1\]\.crowd: unknown crowd "zz"/);
  });
});

describe('cars as property: RL 8 burns and turns them over, the SF\'s own included (EN l.151, FR l.199, U376)', () => {
  // EN l.151 (RL 8 Attack): "If no SF to intervene will engage in serious property damage burning / turning over cars".
  const SCEN = `title: T\ncrowds: [{id: mob, figures: 30, rl: 8}, {id: calm, figures: 20, rl: 5}]\nunits:\n  - {id: panda, type: regular-police, strength: 4, vehicle: car}\n  - {id: saracen, type: regular-soldiers, strength: 8, vehicle: wheeled-armoured}\ncars:\n  - {id: cortina, name: a parked Cortina}\n`;

  it('turns a parked car over, then burns it; the SF\'s own car too, which is not driven again', async () => {
    game = tempGame();
    await game.init(SCEN);
    const [o] = await game.ok('wreck-car', 'mob', 'cortina');
    expect(o).toMatchObject({ procedure: 'wreck-car', outcome: { code: 'overturned' }, kind: 'car' });
    expect(game.readState().game.cars.cortina.wrecked).toBe('overturned');
    expect((await game.ok('wreck-car', 'mob', 'cortina', '--burn'))[0].outcome.code).toBe('burnt');
    await game.refused(/cortina is already burnt out/, 'wreck-car', 'mob', 'cortina');
    const [p] = await game.ok('wreck-car', 'mob', 'panda', '--burn');
    expect(p.effects).toEqual([expect.objectContaining({ path: 'units.panda.vehicleWrecked', value: 'burnt' })]);
    await game.refused(/the car of panda is burnt out: it is not driven again \(U376\)/, 'drive', 'panda');
    expect((await game.run('status')).stdout).toMatch(/cortina \(a parked Cortina\): burnt out/);
    expect((await game.run('status')).stdout).toMatch(/its vehicle burnt out/);
  });

  it.each([
    [['wreck-car', 'calm', 'cortina'], /at RL 8 only \(EN l\.151\); it is at RL 5/],
    [['wreck-car', 'mob', 'cortina', '--sf-intervene'], /SF are there to intervene/],
    [['wreck-car', 'mob', 'saracen'], /saracen rides a wheeled-armoured: an armoured vehicle is not turned over/],
    [['wreck-car', 'mob', 'nothing'], /unknown car or unit "nothing"/],
  ])('refuses %j', async (argv, msg) => {
    game = tempGame();
    await game.init(SCEN);
    await game.refused(msg, ...argv);
  });

  it('runs without a game from --rl, in French too', async () => {
    const r = await runCli(['wreck-car', '--rl', '8', '--burn', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const fr = await runCli(['wreck-car', '--rl', '7', '--edition', 'fr']);
    expect(fr.stderr).toMatch(/une foule ne retourne ou ne brûle des voitures qu’au FR 8 \(FR l\.199\)/);
  });
});
