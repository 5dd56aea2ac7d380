import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, SCENARIOS, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire negotiate', () => {
  it('answers a stateless lookup with the quality and RL as options', async () => {
    const r = await runCli(['negotiate', '--rl', '5', '--quality', 'good', '--not-face-to-face', '--discretion', '+1', '--roll', '6', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.modifiers.map((m: any) => [m.key, m.value])).toEqual([
      ['good-negotiator', 2],
      ['not-face-to-face', -2],
      ['discretion', 1],
    ]);
    expect(rec).toMatchObject({ total: 7, change: -2, outcome: { code: 'rl-down' }, rl: { before: 5, after: 3 }, logged: null });
  });

  it('uses the Émeutes columns for edition fr (a 5 at RL 4 has no effect)', async () => {
    const en = jsonLines((await runCli(['negotiate', '--rl', '4', '--roll', '3', '--json'])).stdout)[0];
    const fr = jsonLines((await runCli(['negotiate', '--edition', 'fr', '--rl', '4', '--roll', '3', '--json'])).stdout)[0];
    expect([en.change, fr.change]).toEqual([1, 1]);
    const en5 = jsonLines((await runCli(['negotiate', '--rl', '4', '--roll', '5', '--json'])).stdout)[0];
    const fr5 = jsonLines((await runCli(['negotiate', '--edition', 'fr', '--rl', '4', '--roll', '5', '--json'])).stdout)[0];
    expect([en5.change, fr5.change]).toEqual([0, 0]);
    const fr6 = jsonLines((await runCli(['negotiate', '--edition', 'fr', '--rl', '4', '--roll', '6', '--json'])).stdout)[0];
    expect(fr6.change).toBe(-1);
  });

  it('on the state: the player character\'s quality, the RL change applied and logged', async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('negotiate', 'students', '--by', 'sergeant', '--roll', '6', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.modifiers).toEqual([{ key: 'poor-negotiator', label: 'Poor negotiator', value: -4 }]);
    expect(rec).toMatchObject({ character: 'sergeant', total: 2, change: 0, outcome: { code: 'rl-same' } });
    const r2 = await game.run('negotiate', 'students', '--by', 'inspector', '--roll', '6', '--json');
    expect(jsonLines(r2.stdout)[0]).toMatchObject({ total: 8, rl: { before: 5, after: 3 } });
    expect(game.readState().game.crowds.students.rl).toBe(3);
    expect(game.readLog()).toHaveLength(3);
  });

  it('has no effect at another RL, with no roll, exit 0 and logged', async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('negotiate', 'dockers', '--by', 'inspector', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ outcome: { code: 'no-effect' }, reasons: ['rl'], rolls: [], rl: { before: 6, after: 6 }, logged: 2 });
    expect(rec.outcome.text).toMatch(/RL 6 Hassle, and negotiation works only at RL 4 or 5/);
  });

  it('has no effect with shooting in sight (the umpire says) and with gas on the crowd (the state knows)', async () => {
    game = tempGame();
    await game.init();
    const shot = jsonLines((await game.run('negotiate', 'students', '--by', 'inspector', '--shooting', '--json')).stdout)[0];
    expect(shot.reasons).toEqual(['shooting']);
    // A tear gas cloud over the students, effective this turn (shared gas convention).
    const sf = game.readState();
    sf.game.gas.g1 = { id: 'g1', kind: 'tear', crowds: ['students'], from: 1, until: 5 };
    const { writeFileSync } = await import('node:fs');
    writeFileSync(game.state, JSON.stringify(sf));
    const gas = jsonLines((await game.run('negotiate', 'students', '--by', 'sergeant', '--json')).stdout)[0];
    expect(gas.reasons).toEqual(['gas']);
    expect(gas.outcome.text).toMatch(/gas in sight/);
  });

  it('shows the voice range with a megaphone in the edition unit', async () => {
    const r = await runCli(['negotiate', '--edition', 'fr', '--rl', '4', '--megaphone', '--roll', '3']);
    expect(r.stdout).toContain('Portée de la voix avec un mégaphone\u00a0: 40 cm');
  });

  it.each([
    [['students'], /name the player character who negotiates \(--by ID; known: inspector, sergeant\)/],
    [['students', '--by', 'mayor'], /unknown player character "mayor" \(known: inspector, sergeant\)/],
    [['nobody', '--by', 'inspector'], /unknown crowd "nobody"/],
    [['students', '--by', 'inspector', '--rl', '4'], /--rl: the state knows/],
    [['students', '--by', 'inspector', '--quality', 'good'], /--quality: the state knows/],
    [['students', '--by', 'inspector', '--discretion', '2'], /--discretion: 2 is outside -1..1/],
    [['students', '--by', 'inspector', '--roll', '6,6'], /2 values given, but this resolution used 1/],
    [['students', '--by', 'inspector', '--roll', '0'], /not possible on a d6/],
  ])('refuses %j with exit 2 and writes nothing', async (args, msg) => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const r = await game.run('negotiate', ...args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    [['--rl', '9'], /--rl: 9 is outside 1..8/],
    [['--rl', '0'], /--rl: 0 is outside 1..8/],
    [[], /give <crowd> or --rl N/],
    [['--rl', '4', '--quality', 'great'], /--quality: "great" is not one of good, average, poor/],
  ])('refuses stateless %j with exit 2', async (args, msg) => {
    const r = await runCli(['negotiate', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });
});

describe('umpire negotiate after shooting', () => {
  it('reminds the umpire when the crowd was shot at in an earlier turn, since its last RL roll (the umpire decides --shooting)', async () => {
    game = tempGame();
    await game.init();
    await game.run('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'maximum', '--roll', '1');
    await game.ok('next-turn');
    const [rec] = jsonLines((await game.run('negotiate', 'students', '--by', 'inspector', '--roll', '3', '--json')).stdout);
    expect(rec.notes.join('\n')).toMatch(/shot at since its last RL roll/);
    const [quiet] = jsonLines((await game.run('negotiate', 'looters', '--by', 'sergeant', '--roll', '3', '--json')).stdout);
    expect(quiet.notes.join('\n')).not.toMatch(/shot at/);
  });
});

// Issue 31, findings 1 and 2: Civil Disorder, Negotiation (civil-disorder.en.txt l.181) "Negotiation cannot take
// place if there is any shooting or gas in sight of the crowd"; Émeutes (emeutes.fr.txt l.272) the same. The state
// knows a cloud thrown this turn (not yet effective) and the SF's shots at the crowd this turn: no effect, no roll (U26).
describe('umpire negotiate knows the gas and the shooting of this turn (EN l.181, fr l.272)', () => {
  it('has no effect in the turn a gas cloud is thrown over the crowd, before it is effective (finding 1)', async () => {
    game = tempGame();
    await game.init();
    const [gas] = await game.ok('gas', 'students', '--roll', '3,4');
    expect(gas.cloud.from).toBeGreaterThan(game.readState().game.turn);
    const [n] = await game.ok('negotiate', 'students', '--by', 'inspector', '--roll', '6');
    expect(n).toMatchObject({ outcome: { code: 'no-effect' }, reasons: ['gas'], rolls: [], rl: { before: 5, after: 5 } });
    expect(game.readState().game.crowds.students.rl).toBe(5);
  });

  it('has no effect after the SF shot at the crowd this turn, and rolls again in the next turn (finding 2)', async () => {
    game = tempGame();
    await game.init();
    await game.ok('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'maximum', '--roll', '1');
    const [n] = await game.ok('negotiate', 'students', '--by', 'inspector', '--roll', '6');
    expect(n).toMatchObject({ outcome: { code: 'no-effect' }, reasons: ['shooting'], rolls: [] });
    expect(game.readState().game.crowds.students.rl).toBe(5);
    await game.ok('next-turn');
    const [later] = await game.ok('negotiate', 'students', '--by', 'inspector', '--roll', '6');
    expect(later.rolls).toHaveLength(1);
  });

  it('says it in French for an Émeutes game', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    await game.ok('fire', 'lyceens', '--unit', 'gign', '--weapon', 'rifle', '--range', 'maximum', '--roll', '1');
    const r = await game.run('negotiate', 'lyceens', '--by', 'commissaire', '--roll', '6');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/il y a des tirs en vue des manifestants/);
  });
});

// Issue 44, item 6 (U282): "Negotiation cannot take place if there is any shooting or gas in sight of the crowd"
// (civil-disorder.en.txt l.181); Émeutes "Une négociation n'est possible que s'il n'y a pas de tirs ou de nuages
// de gaz en vue des manifestants" (emeutes.fr.txt l.272). Logged (U26), it provoked nothing: the character's action
// is not spent (U66) and the crowd owes no RL roll "(a negotiation)".
describe('umpire negotiate that cannot take place spends nothing and provokes nothing (EN l.181, FR l.272, U282)', () => {
  it.each(['en', 'fr'] as const)('edition %s: logged no-effect, the action free for a negotiation that takes place, no roll owed', async (edition) => {
    game = tempGame();
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    await game.init(readFileSync(join(SCENARIOS, 'tutorial.yaml'), 'utf8').replace(/^edition: \w+$/m, `edition: ${edition}`));
    const r = await game.run('negotiate', 'students', '--by', 'inspector', '--shooting', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ outcome: { code: 'no-effect' }, tookPlace: false, rolls: [], effects: [], logged: 2 });
    expect(rec.outcome.text).toMatch(edition === 'en' ? /cannot take place.*no action spent, no RL roll owed/ : /ne peut avoir lieu.*aucune action dépensée, aucun jet de FR dû/);
    const s = game.readState().game;
    expect(s.crowds.students.owes ?? {}).toEqual({});
    expect(s.characters.inspector.acted ?? null).toBeNull();
    // The same character negotiates for real this turn, no --allow-second: its one action (U66).
    const real = await game.run('negotiate', 'students', '--by', 'inspector', '--roll', '3', '--json');
    expect(real.code, real.stderr).toBe(0);
    expect(game.readState().game.crowds.students.owes).toMatchObject({ negotiate: 1 });
  });
});
