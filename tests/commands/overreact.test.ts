import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SCENARIO = `title: Over-reaction
edition: en
crowds:
  - {id: mob, figures: 40, rl: 7}
units:
  - {id: pc1, type: regular-police, strength: 4}
  - {id: army, type: regular-soldiers, strength: 10, armed: true}
  - {id: fire1, type: firefighters, strength: 5}
`;

describe('umpire overreact', () => {
  it('answers a stateless lookup with --type and the situation flags', async () => {
    const r = await runCli(['overreact', '--type', 'swat', '--under-gunfire', '--wounded-this-turn', '2', '--roll', '6,2', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['type', -1],
      ['under-gunfire', -4],
      ['wounded-this-turn', -2],
    ]);
    expect(rec).toMatchObject({ total: -1, tableResult: 'run-away', outcome: { code: 'open-fire' }, logged: null });
    expect(rec.rolls.map((d: any) => d.value)).toEqual([6, 2]);
  });

  it('takes "under gunfire" and the members wounded this turn from the state, and clears the owed tests', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    expect((await game.run('trigger', 'pc1', 'shot-at')).code).toBe(0);
    const sf = game.readState();
    sf.game.units.pc1.woundedByTurn = { '1': 2 };
    writeFileSync(game.state, JSON.stringify(sf));
    const r = await game.run('overreact', 'pc1', '--roll', '6', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['type', 2],
      ['under-gunfire', -4],
      ['wounded-this-turn', -2],
    ]);
    expect(rec.outcome.code).toBe('fall-back');
    expect(game.readState().game.units.pc1.owes).toEqual({});
  });

  it('after a sniper wounds a member: under gunfire -4 and -1 for the wounded member, read from the state', async () => {
    game = tempGame();
    await game.init();
    expect((await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '6,2')).code).toBe(0);
    expect((await game.run('status')).stdout).toContain('Over-reaction tests owed this turn: riot1 (shot at, a member wounded)');
    const [rec] = jsonLines((await game.run('overreact', 'riot1', '--roll', '4', '--json')).stdout);
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['type', 2],
      ['under-gunfire', -4],
      ['wounded-this-turn', -1],
    ]);
    expect(rec).toMatchObject({ total: 1, outcome: { code: 'fall-back' } });
    expect((await game.run('status')).stdout).not.toContain('Over-reaction tests owed');
  });

  it('note (2) on the state: an armed army unit that would run away rolls again', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const r = await game.run('overreact', 'army', '--no-support', '--outnumbered', '--roll', '2,3', '--json');
    expect(jsonLines(r.stdout)[0]).toMatchObject({ total: 0, tableResult: 'run-away', outcome: { code: 'open-fire' } });
  });

  it('--no-escape: an armed unit that would run away opens fire, with no note (2) die (U22)', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const r = await game.run('overreact', 'army', '--no-support', '--outnumbered', '--no-escape', '--roll', '2', '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ total: 0, tableResult: 'run-away', outcome: { code: 'open-fire' } });
  });

  it('refuses firefighters with a clear message, exit 2, nothing written', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const before = game.snapshot();
    const r = await game.run('overreact', 'fire1');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/overreact refused: Firefighters are not tested for over-reaction \(R9\)/);
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    [['nobody'], /unknown unit "nobody" \(known: pc1, army, fire1\)/],
    [['pc1', '--type', 'swat'], /--type: the state knows/],
    [['pc1', '--wounded-this-turn', 'x'], /--wounded-this-turn: "x" is not a whole number/],
    [['pc1', '--roll', '3,3'], /2 values given, but this resolution used 1/],
    [['army', '--no-support', '--outnumbered', '--roll', '2'], /needs a die number 2/],
  ])('refuses %j with exit 2 and writes nothing', async (args, msg) => {
    game = tempGame();
    await game.init(SCENARIO);
    const before = game.snapshot();
    const r = await game.run('overreact', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(game.snapshot()).toEqual(before);
  });

  it('refuses a stateless test without a type, or with an unknown one', async () => {
    expect((await runCli(['overreact'])).stderr).toMatch(/give <unit> or --type TYPE/);
    const r = await runCli(['overreact', '--type', 'ninjas']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ninjas/);
  });
});

describe('umpire trigger and umpire status', () => {
  it('marks a unit as owing a test; status lists it; the first-time rule holds; the test clears it', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const a = jsonLines((await game.run('trigger', 'pc1', 'first-abuse', '--json')).stdout)[0];
    expect(a.outcome.code).toBe('owes');
    const st = await game.run('status');
    expect(st.stdout).toContain('Over-reaction tests owed this turn: pc1 (first verbal abuse and hassle)');
    const b = jsonLines((await game.run('trigger', 'pc1', 'first-abuse', '--json')).stdout)[0];
    expect(b.outcome.code).toBe('not-first');
    expect((await game.run('overreact', 'pc1', '--roll', '4')).code).toBe(0);
    expect((await game.run('status')).stdout).not.toContain('Over-reaction tests owed');
    // Still not a first time on a later turn.
    await game.run('next-turn');
    expect(jsonLines((await game.run('trigger', 'pc1', 'first-abuse', '--json')).stdout)[0].outcome.code).toBe('not-first');
    expect(game.readState().game.units.pc1.firsts).toEqual({ 'first-abuse': true });
  });

  it('takes a die entered though the trigger rolls nothing, and says it was not needed', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const r = await game.run('trigger', 'pc1', 'shot-at', '--roll', '1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('The dice entered (1) were not needed');
  });

  it.each([
    [['pc1', 'insulted'], /<trigger>: "insulted" is not one of first-abuse, first-missiles, attacked, shot-at, member-wounded/],
    [['nobody', 'shot-at'], /unknown unit "nobody"/],
    [['fire1', 'attacked'], /not tested for over-reaction/],
  ])('refuses %j with exit 2 and writes nothing', async (args, msg) => {
    game = tempGame();
    await game.init(SCENARIO);
    const before = game.snapshot();
    const r = await game.run('trigger', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(game.snapshot()).toEqual(before);
  });
});
