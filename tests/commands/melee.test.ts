import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire melee', () => {
  it('answers English example 1 stateless: stunned, the second rioter not rolled', async () => {
    const r = await runCli(['melee', '--type', 'regular-police', '--rioters', '2', '--crowd-attacks', '--roll', '2,6', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({
      procedure: 'melee',
      outcome: { code: 'stunned' },
      winner: 'crowd',
      margin: 4,
      effects: [],
      logged: null,
    });
    expect(rec.rolls.map((d: any) => [d.die, d.value, d.source])).toEqual([
      ['d10', 2, 'entered'],
      ['d10', 6, 'entered'],
    ]);
  });

  it('plays English example 2 as two rounds, one call each, on the state', async () => {
    game = tempGame();
    await game.init();
    // riot1: regular police with riot gear (shields): riot trained and equipped +3 (U11).
    const r1 = await game.run('melee', 'riot1', 'students', '--intent', 'arrest', '--roll', '6,8', '--json');
    expect(r1.code).toBe(0);
    expect(jsonLines(r1.stdout)[0]).toMatchObject({ outcome: { code: 'scuffle' }, winner: 'none', margin: 1, effects: [{ op: 'set', path: 'crowds.students.owes.melee', value: 1 }] });
    const r2 = await game.run('melee', 'riot1', 'students', '--intent', 'arrest', '--roll', '8,6', '--json');
    expect(jsonLines(r2.stdout)[0]).toMatchObject({ outcome: { code: 'subdued' }, winner: 'sf', margin: 5 });
    expect(game.readState().game.crowds.students).toMatchObject({ arrests: 1, figures: 24 });
    expect(game.readLog()).toHaveLength(3);
  });

  it('scripted: a fight with an arrest, then the crowd\'s next RL roll shows the arrest as a labelled modifier', async () => {
    game = tempGame();
    await game.init();
    // tsg: anti-riot with full kit, +3: 6+3 = 9 against 5, +4 when arresting.
    const fight = await game.run('melee', 'tsg', 'dockers', '--roll', '6,5');
    expect(fight.code).toBe(0);
    expect(fight.stdout).toMatch(/Rioter subdued and under arrest \[subdued\]/);
    expect(fight.stdout).toMatch(/dockers — arrests: 0 \+1 → 1/);
    const rl = await game.run('rl-roll', 'dockers', '--roll', '4,3', '--json');
    const [rec] = jsonLines(rl.stdout);
    expect(rec.modifiers).toContainEqual({ key: 'arrests', label: 'Crowd members arrested (1)', value: -1 });
    // dockers (RL 6) are next to students (RL 5): -1 besides the arrest.
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['arrests', -1],
      ['adjacent-lower', -1],
    ]);
    expect(rec.total).toBe(2);
  });

  it('records a wounded SF member: casualty awaiting triage, wounded count, owed over-reaction tests', async () => {
    game = tempGame();
    await game.init();
    // patrol1 regular police +1: 1+1 = 2 against 10, the rioter wins by 8.
    const r = await game.run('melee', 'patrol1', 'dockers', '--crowd-attacks', '--roll', '1,10', '--json');
    expect(jsonLines(r.stdout)[0]).toMatchObject({ outcome: { code: 'wounded' }, winner: 'crowd', margin: 8 });
    const g = game.readState().game;
    expect(g.casualties['cas-1']).toMatchObject({ side: 'sf', from: 'patrol1', cause: 'melee', injury: 'wounded', status: 'awaiting-triage', turn: 1 });
    expect(g.units.patrol1).toMatchObject({ wounded: 1, woundedByTurn: { 1: 1 }, owes: { attacked: 1, 'member-wounded': 1 } });
  });

  it('records a stunned SF figure as down for the turn', async () => {
    game = tempGame();
    await game.init();
    await game.run('melee', 'patrol1', 'dockers', '--roll', '1,6');
    expect(game.readState().game.units.patrol1.down).toEqual({ 1: 1 });
  });

  it('reads the figures on the ground from the state (U63, U86): -2 the turn after, overridable both ways', async () => {
    game = tempGame();
    await game.init();
    // patrol1 stunned in turn 1 (1+1 = 2 against 6: margin 4), down for turn 1.
    await game.ok('melee', 'patrol1', 'dockers', '--roll', '1,6');
    const strength = game.readState().game.units.patrol1.strength;
    await game.refused(new RegExp(`--sf: ${strength} is outside 1..${strength - 1}`), 'melee', 'patrol1', 'dockers', '--sf', String(strength));
    // A rioter stunned by tsg in a line fight is on the ground too; here the melee itself notes nothing for a rioter (U15).
    await game.ok('next-turn');
    const [r] = await game.ok('melee', 'patrol1', 'dockers', '--roll', '5,5');
    expect(r.modifiers).toContainEqual({ key: 'sf.on-ground', label: 'SF figure: On ground', value: -2 });
    expect(r.bouts[0].sf.score).toBe(5 + 1 - 2);
    // Two SF figures against one rioter: one on the ground, the other helps him up (U63): no -2.
    const [two] = await game.ok('melee', 'patrol1', 'dockers', '--sf', '2', '--roll', '5,5');
    expect(two.modifiers.map((m: any) => m.key)).not.toContain('sf.on-ground');
    const [standing] = await game.ok('melee', 'patrol1', 'dockers', '--no-sf-on-ground', '--roll', '5,5');
    expect(standing.modifiers.map((m: any) => m.key)).not.toContain('sf.on-ground');
    // The turn after that, the figure is up.
    await game.ok('next-turn');
    const [up] = await game.ok('melee', 'patrol1', 'dockers', '--roll', '5,5');
    expect(up.modifiers.map((m: any) => m.key)).not.toContain('sf.on-ground');
    const [forced] = await game.ok('melee', 'patrol1', 'dockers', '--sf-on-ground', '--on-ground', '--roll', '5,5');
    expect(forced.modifiers.map((m: any) => m.key)).toEqual(expect.arrayContaining(['sf.on-ground', 'crowd.on-ground']));
  });

  it('reads a rioter on the ground from the state (down last turn in a line fight, U63)', async () => {
    game = tempGame();
    await game.init(`title: t\nedition: en\ncrowds:\n  - {id: c1, figures: 20, rl: 8}\nunits:\n  - {id: u1, type: anti-riot, riotKit: full, strength: 8}\n`);
    // One pair: u1 (+3) 9 against 5: margin 4, arrest would subdue; beat: stunned, the rioter down.
    await game.ok('line-fight', 'u1', 'c1', '--sf', '1', '--fighters', '1', '--intent', 'beat', '--roll', '6,5');
    expect(game.readState().game.crowds.c1.down).toEqual({ 1: 1 });
    await game.ok('next-turn');
    const [r] = await game.ok('melee', 'u1', 'c1', '--roll', '5,5');
    expect(r.modifiers).toContainEqual(expect.objectContaining({ key: 'crowd.on-ground', value: -2 }));
    const [two] = await game.ok('melee', 'u1', 'c1', '--rioters', '2', '--roll', '5,5,5,5');
    expect(two.modifiers.map((m: any) => m.key)).not.toContain('crowd.on-ground');
    const [no] = await game.ok('melee', 'u1', 'c1', '--no-on-ground', '--roll', '5,5');
    expect(no.modifiers.map((m: any) => m.key)).not.toContain('crowd.on-ground');
  });

  it('reads the gas and the soaked state of the crowd from the state', async () => {
    game = tempGame();
    await game.init();
    for (let i = 0; i < 3; i++) {
      expect((await game.run('water', 'dockers')).code).toBe(0);
      expect((await game.run('next-turn')).code).toBe(0);
    }
    expect((await game.run('gas', 'dockers', '--kind', 'cs', '--roll', '3,3')).code).toBe(0);
    expect((await game.run('next-turn')).code).toBe(0);
    const r = await game.run('melee', 'tsg', 'dockers', '--roll', '6,6', '--json');
    const [rec] = jsonLines(r.stdout);
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['sf.riot-trained', 3],
      ['crowd.cs-gas', -4],
      ['crowd.soaked', -1],
    ]);
    expect([rec.outcome.code, rec.margin]).toEqual(['wounded', 8]);
  });

  it('uses the Émeutes lines and French labels in a game of edition fr', async () => {
    game = tempGame();
    await game.init(`title: t\nedition: fr\ncrowds:\n  - {id: c1, figures: 20, rl: 6}\nunits:\n  - {id: u1, type: mounted-riot-police, strength: 8}\n`);
    const r = await game.run('melee', 'u1', 'c1', '--charging', '--soaked', '--roll', '5,5', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    // Émeutes: mounted riot police use the mounted police line (+4 charging, R5).
    expect(rec.modifiers.map((m: any) => [m.key, m.label, m.value])).toEqual([
      ['sf.mounted-charging', 'Membre des fp\u00a0: Police montée (charge)', 4],
      ['crowd.soaked', 'Manifestant\u00a0: Trempé', -1],
    ]);
    expect(rec.margin).toBe(5);
    expect(rec.outcome.text).toBe('Membre des fp l’emporte de 5\u00a0: Manifestant maîtrisé et en état d’arrestation');
  });

  it.each([
    [['melee', 'nobody', 'students'], /unknown unit "nobody" \(known: patrol1, riot1, tsg, horse, armed1\)/],
    [['melee', 'riot1', 'nobody'], /unknown crowd "nobody"/],
    [['melee', 'riot1'], /name the crowd/],
    [['melee', 'riot1', 'students', '--roll', '6'], /1 value given, but this resolution needs a die number 2/],
    [['melee', 'riot1', 'students', '--roll', '6,8,3'], /3 values given, but this resolution used 2/],
    [['melee', 'riot1', 'students', '--roll', '6,11'], /die no. 2 is 11, not possible on a d10/],
    [['melee', 'riot1', 'looters', '--rioters', '11'], /10 figures left, not 11/],
    [['melee', 'riot1', 'students', '--sf', '9'], /--sf: 9 is outside 1..8/],
    [['melee', 'riot1', 'students', '--sf', '2', '--rioters', '2'], /one side must be a single figure/],
    [['melee', 'riot1', 'students', '--rioters', '0'], /--rioters: 0 is outside 1..1000/],
    [['melee', 'riot1', 'students', '--gas', 'pepper'], /--gas: "pepper" is not one of tear, cs/],
    [['melee', 'riot1', 'students', '--type', 'swat'], /--type is for a stateless lookup/],
  ])('refuses %j with exit 2 and leaves state and log as they were', async (argv, msg) => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const r = await game.run(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
  });

  it('asks for --type on a stateless lookup', async () => {
    const r = await runCli(['melee', '--roll', '5,5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/give <unit> <crowd> or --type TYPE/);
  });

  it('shows every bout and the modifiers by name for the table', async () => {
    const r = await runCli(['melee', '--type', 'anti-riot', '--riot-kit', 'full', '--sf', '2', '--gas', 'cs', '--roll', '3,4']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Rioter: Outnumbered 2-1');
    expect(r.stdout).toContain('SF figure: Riot trained & equipped');
    expect(r.stdout).toContain('Rioter: In effective CS gas');
    expect(r.stdout).toMatch(/Bout 1: SF figure 6 vs rioter -1: SF figure wins by 7: Rioter knocked out/);
    // The outnumbered rioter lost the first bout: the second is not rolled (R6).
    expect(r.stdout).toMatch(/remaining 1 bout is not rolled/);
  });

  it('rolls the program\'s dice from --seed, the same every time (seeded snapshot)', async () => {
    const argv = ['melee', '--type', 'anti-riot', '--riot-kit', 'full', '--rioters', '3', '--seed', 'fight', '--json'];
    const [a] = jsonLines((await runCli(argv)).stdout);
    const [b] = jsonLines((await runCli(argv)).stdout);
    expect(a.rolls.map((d: any) => [d.die, d.value, d.source])).toEqual([
      ['d10', 9, 'rng'],
      ['d10', 1, 'rng'],
      ['d10', 6, 'rng'],
      ['d10', 3, 'rng'],
      ['d10', 6, 'rng'],
      ['d10', 3, 'rng'],
    ]);
    expect(b.rolls).toEqual(a.rolls);
    // 9+3-2 = 10 against 1 (wounded), then two bouts held off (R6).
    expect([a.outcome.code, a.margin, a.bouts.map((x: any) => x.heldOff ?? false)]).toEqual(['wounded', 9, [false, true, true]]);
  });
});
