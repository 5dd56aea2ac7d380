import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const SCENARIO = `title: Snipers
crowds:
  - {id: c1, figures: 20, rl: 6}
units:
  - {id: riot1, type: regular-police-riot, strength: 8, riotKit: shields}
  - {id: swat1, type: swat, strength: 4}
`;

describe('umpire sniper', () => {
  it('answers a stateless shot: 6 hits, then the casualty roll (R8)', async () => {
    const r = await runCli(['sniper', '--roll', '6,4', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ procedure: 'sniper', mode: 'fire', outcome: { code: 'hit' }, injury: 'dead', spot: null, effects: [], logged: null });
  });

  it('answers a stateless later shot with its spotting roll (+1 for the third shot)', async () => {
    const r = await runCli(['sniper', '--shots', '2', '--roll', '1,5', '--json']);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ shot: 3, outcome: { code: 'miss' }, spot: { die: 5, modifier: 1, total: 6, spotted: true } });
    expect(rec.modifiers).toEqual([{ key: 'later-shots', label: 'Spotting: later shots from the same place (1)', value: 1 }]);
  });

  it('counts shots per position, spots it, and lets a SWAT sniper pick it off', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const first = await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '2', '--json');
    expect(first.code).toBe(0);
    expect(jsonLines(first.stdout)[0]).toMatchObject({ shot: 1, outcome: { code: 'miss' }, spot: null });
    let g = game.readState().game;
    expect(g.snipers.roof).toMatchObject({ id: 'roof', shots: 1, spotted: false });
    expect(g.units.riot1.owes).toEqual({ 'shot-at': 1 });

    // Not spotted yet: the SWAT sniper may not shoot.
    const before = game.snapshot();
    const early = await game.run('sniper', 'roof', '--swat', 'swat1');
    expect(early.code).toBe(2);
    expect(early.stderr).toMatch(/the sniper at roof has not been spotted/);
    expect(game.snapshot()).toEqual(before);

    const second = await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '1,6', '--json');
    expect(jsonLines(second.stdout)[0]).toMatchObject({ shot: 2, spot: { total: 6, spotted: true } });
    g = game.readState().game;
    expect(g.snipers.roof).toMatchObject({ shots: 2, spotted: true, spottedTurn: 1 });

    const back = await game.run('sniper', 'roof', '--swat', 'swat1', '--roll', '4', '--json');
    expect(jsonLines(back.stdout)[0]).toMatchObject({ mode: 'counter', unit: 'swat1', outcome: { code: 'sniper-hit' } });
    expect(game.readState().game.snipers.roof.silenced).toBe(1);
    const again = await game.run('sniper', 'roof', '--target', 'riot1');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already been hit/);
    expect(game.readLog()).toHaveLength(4);
  });

  // Issue 31, finding 5: Civil Disorder, Terrorists and Snipers (civil-disorder.en.txt l.362) "the sniper will not
  // fire whilst under fire"; U101: the umpire keeps it from shooting that turn, and may let it.
  it('refuses a sniper shot in the turn a SWAT sniper shot at the position, with the umpire\'s override (EN l.362, U101)', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    await game.ok('sniper', 'roof', '--target', 'riot1', '--roll', '2');
    await game.ok('sniper', 'roof', '--target', 'riot1', '--roll', '1,6');
    const [back] = await game.ok('sniper', 'roof', '--swat', 'swat1', '--roll', '1');
    expect(back.outcome.code).toBe('sniper-miss');
    await game.refused(/the sniper at roof is under fire this turn .*will not fire whilst under fire/, 'sniper', 'roof', '--target', 'riot1', '--roll', '6,4');
    const [allowed] = await game.ok('sniper', 'roof', '--target', 'riot1', '--allow-under-fire', '--roll', '1');
    expect(allowed.shot).toBe(3);
    await game.ok('next-turn');
    const [later] = await game.ok('sniper', 'roof', '--target', 'riot1', '--roll', '1');
    expect(later.shot).toBe(4);
  });

  it('in an Émeutes game fires on after a SWAT miss: FR l.513 has no "will not fire whilst under fire" (U101, issue 44)', async () => {
    game = tempGame();
    await game.init(SCENARIO.replace('title: Snipers', 'title: Snipers\nedition: fr'));
    await game.ok('sniper', 'toit', '--target', 'riot1', '--roll', '2');
    await game.ok('sniper', 'toit', '--target', 'riot1', '--roll', '1,6');
    await game.ok('sniper', 'toit', '--swat', 'swat1', '--roll', '1');
    const [again] = await game.ok('sniper', 'toit', '--target', 'riot1', '--roll', '1');
    expect(again.refused).toBeUndefined();
    expect(again.rolls).toHaveLength(1);
  });

  it('makes a hit SF member a casualty awaiting triage and the unit owe member-wounded', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    const r = await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '6,3');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Shot 1 from roof: hit, wounded \[hit\]/);
    expect(r.stdout).toContain('Unit riot1 owes an over-reaction test (shot at)');
    const g = game.readState().game;
    expect(g.casualties['cas-1']).toMatchObject({ side: 'sf', from: 'riot1', cause: 'sniper', injury: 'wounded', status: 'awaiting-triage' });
    expect(g.units.riot1).toMatchObject({ wounded: 1, woundedByTurn: { 1: 1 }, owes: { 'shot-at': 1, 'member-wounded': 1 } });
  });

  it('uses the Émeutes casualty bands (4 is wounded) and French text in a game of edition fr', async () => {
    game = tempGame();
    await game.init(SCENARIO.replace('title: Snipers', 'title: Snipers\nedition: fr'));
    const r = await game.run('sniper', 'toit', '--target', 'riot1', '--roll', '6,4', '--json');
    const [rec] = jsonLines(r.stdout);
    expect(rec.injury).toBe('wounded');
    expect(rec.outcome.text).toBe('Tir 1 depuis toit\u00a0: touché, blessé');
  });

  it('refuses a counter-sniper that is not SWAT', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '1');
    await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '1,6');
    const before = game.snapshot();
    const r = await game.run('sniper', 'roof', '--swat', 'riot1');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/only specialist SWAT snipers can pick off a sniper/);
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    [['sniper', 'roof', '--target', 'nobody'], /unknown unit "nobody" \(known: riot1, swat1\)/],
    [['sniper', 'nowhere', '--swat', 'swat1'], /unknown sniper firing position "nowhere"/],
    [['sniper', 'roof'], /give --target UNIT or --swat UNIT/],
    [['sniper', 'roof', '--target', 'riot1', '--swat', 'swat1'], /not both/],
    [['sniper', 'roof', '--target', 'riot1', '--roll', '6'], /needs a die number 2 \(d6, casualty \(R8\)\)/],
    [['sniper', 'roof', '--target', 'riot1', '--roll', '2,3'], /2 values given, but this resolution used 1/],
    [['sniper', 'roof', '--target', 'riot1', '--roll', '7'], /die no. 1 is 7, not possible on a d6/],
    [['sniper', 'roof.top', '--target', 'riot1'], /"roof.top" is not a plain id/],
    [['sniper', 'roof', '--target', 'riot1', '--shots', '3'], /--shots: .*stateless lookup/],
  ])('refuses %j with exit 2 and leaves state and log as they were', async (argv, msg) => {
    game = tempGame();
    await game.init(SCENARIO);
    const before = game.snapshot();
    const r = await game.run(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    [['sniper', '--shots', '-1'], /--shots: -1 is outside 0..1000/],
    [['sniper', '--spotted', '--roll', '1'], /a position is spotted only after a shot/],
    [['sniper', '--counter'], /has not been spotted/],
    [['sniper', '--counter', '--spotted', '--shooter-type', 'anti-riot'], /only specialist SWAT/],
    [['sniper', '--target', 'riot1'], /name the firing position too/],
  ])('refuses stateless %j with exit 2', async (argv, msg) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });

  it('on a game, on a pipe, a shot without its firing position is exit 2 naming it (no stateless roll); with its facts as options the lookup stays', async () => {
    game = tempGame();
    await game.init(SCENARIO);
    await game.refused(/^umpire: sniper: name the firing position \(a new id opens one; positions of the state: none\) \(give <position>\)$/m, 'sniper');
    await game.refused(/name the firing position/, 'sniper', '--roll', '6,4');
    expect((await game.run('sniper', 'roof', '--target', 'riot1', '--roll', '1')).code).toBe(0);
    await game.refused(/positions of the state: roof\)/, 'sniper', '--seed', 'x');
    const before = game.snapshot();
    const r = await game.run('sniper', '--shots', '1', '--roll', '1,1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/stateless lookup, nothing written/);
    expect(game.snapshot()).toEqual(before);
  });

  it('answers a stateless SWAT shot at a spotted sniper', async () => {
    const r = await runCli(['sniper', '--counter', '--spotted', '--roll', '3', '--json']);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ mode: 'counter', outcome: { code: 'sniper-miss' }, total: 3 });
  });

  it('rolls the program\'s dice from --seed, the same every time (seeded snapshot)', async () => {
    const argv = ['sniper', '--shots', '1', '--seed', 'shot', '--json'];
    const [a] = jsonLines((await runCli(argv)).stdout);
    const [b] = jsonLines((await runCli(argv)).stdout);
    expect(a.rolls.map((d: any) => [d.label, d.value, d.source])).toEqual([
      ['sniper to hit', 4, 'rng'],
      ['spotting the sniper', 6, 'rng'],
    ]);
    expect(b.rolls).toEqual(a.rolls);
    expect([a.outcome.code, a.spotted]).toEqual(['miss', true]);
  });
});
