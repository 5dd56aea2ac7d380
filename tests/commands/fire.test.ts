import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('umpire fire', () => {
  it('answers a stateless lookup: hits, casualty rolls, ranges, nothing written', async () => {
    const r = await runCli(['fire', '--weapon', 'rifle', '--range', 'close', '--firers', '2', '--roll', '5,2,4', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({
      procedure: 'fire',
      weapon: 'rifle',
      range: 'close',
      firers: 2,
      hits: 1,
      casualties: [{ roll: 4, code: 'dead', id: null }],
      outcome: { code: 'hit' },
      effects: [],
      logged: null,
    });
  });

  it('shows the ranges in centimetres for Émeutes', async () => {
    const r = await runCli(['fire', '--edition', 'fr', '--weapon', 'shotgun', '--distance', '20', '--roll', '6,2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Fusil à pompe\u00a0: portée mini 12,5 cm, portée max 37,5 cm');
    expect(r.stdout).toMatch(/blessé\u00a0: soins médicaux urgents/);
  });

  it('on the state: records the casualties on the crowd, its firearm casualties and "shot at", and logs it', async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('fire', 'students', '--unit', 'armed1', '--weapon', 'automatic', '--range', 'maximum', '--firers', '3', '--roll', '5,6,1,1,6', '--json');
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.casualties).toEqual([
      { roll: 1, code: 'scratch', id: 'cas-1' },
      { roll: 6, code: 'dead', id: 'cas-2' },
    ]);
    const g = game.readState().game;
    expect(g.crowds.students.figures).toBe(23);
    expect(g.crowds.students.firearmCasualties).toBe(2);
    expect(g.crowds.students.shotAt).toEqual({ automatic: true });
    expect(g.casualties['cas-2']).toMatchObject({ side: 'crowd', from: 'students', cause: 'fire', injury: 'dead', status: 'awaiting-triage', turn: 1 });
    expect(g.casualties['cas-1']).toMatchObject({ injury: 'scratch', status: 'scratch', readyTurn: 2 });
    // Up after one turn: the medical services' per-turn hook lets the scratch go.
    expect((await game.run('next-turn')).code).toBe(0);
    expect(game.readState().game.casualties['cas-1'].status).toBe('recovered');
    expect(game.readState().game.casualties['cas-2'].status).toBe('awaiting-triage');
    expect(g.counters.casualty).toBe(2);
    expect(game.readLog()[1].record.procedure).toBe('fire');
  });

  it.each([
    [['students', '--weapon', 'pistol', '--distance', '31'], /fire refused: beyond maximum effective range \(Pistol: close range 5", maximum effective range 30"\)/],
    [['students', '--weapon', 'shotgun', '--range', 'beyond'], /fire refused: beyond maximum effective range/],
    [['students', '--weapon', 'rifle', '--range', 'far'], /--range: "far" is not one of close, maximum, beyond/],
    [['students', '--weapon', 'rifle'], /give --range close\|maximum\|beyond or --distance N \(in inches\)/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--distance', '3'], /not both/],
    [['students', '--weapon', 'rifle', '--distance', 'near'], /--distance: "near" is not a distance/],
    [['students', '--weapon', 'laser', '--range', 'close'], /--weapon: "laser" is not one of pistol, rifle, automatic, shotgun, hmg/],
    [['students', '--range', 'close'], /say which weapon fires/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--firers', '0'], /--firers: 0 is outside 1..100/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--firers', '2', '--roll', '6'], /1 value given, but this resolution needs a die number 2/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--roll', '1,1'], /2 values given, but this resolution used 1/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--roll', '7'], /die no. 1 is 7, not possible on a d6/],
    [['students', '--weapon', 'rifle', '--range', 'close', '--figures', '3'], /--figures: the state knows/],
    [['nobody', '--weapon', 'rifle', '--range', 'close'], /unknown crowd "nobody" \(known: students, dockers, looters\)/],
  ])('refuses %j with exit 2, one line, and writes nothing', async (args, msg) => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const r = await game.run('fire', ...(args[0] === 'nobody' ? args : [args[0], '--unit', 'armed1', ...args.slice(1)]));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
  });

  it('fr: refuses a pistol beyond 75 cm', async () => {
    const r = await runCli(['fire', '--edition', 'fr', '--weapon', 'pistol', '--distance', '75,5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/portée max 75 cm/);
  });
});

describe('scripted sequence: rifle fire, a negotiation, an over-reaction test, then the RL roll (issue 3)', () => {
  it('changes the state as the rules say, and the next RL roll shows the firearm casualties and "shot at"', async () => {
    game = tempGame();
    await game.init();
    const run = async (...argv: string[]) => {
      const r = await game.run(...argv, '--json');
      expect(r.code, r.stderr).toBe(0);
      return jsonLines(r.stdout)[0];
    };
    // Four riflemen at close range: 5, 6 and 6 hit; casualty rolls 1 (scratch), 3 (wounded), 5 (dead).
    const fire = await run('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'close', '--firers', '4', '--roll', '5,6,2,6,1,3,5');
    expect(fire.casualties.map((c: any) => c.code)).toEqual(['scratch', 'wounded', 'dead']);
    // The riot van was in sight of the shooting and abused: the umpire marks it.
    expect((await run('trigger', 'riot1', 'first-abuse')).outcome.code).toBe('owes');
    // The inspector (good negotiator) talks to the looters (RL 4): 4 + 2 = 6, no effect at RL 4 in en.
    const neg = await run('negotiate', 'looters', '--by', 'inspector', '--megaphone', '--roll', '4');
    expect(neg).toMatchObject({ total: 6, outcome: { code: 'rl-same' }, rl: { before: 4, after: 4 } });
    // Negotiating with the students just shot at: no effect, no roll.
    expect((await run('negotiate', 'students', '--by', 'inspector', '--shooting', '--allow-second')).outcome.code).toBe('no-effect');
    const status = await game.run('status');
    expect(status.stdout).toContain('Over-reaction tests owed this turn: riot1');
    const over = await run('overreact', 'riot1', '--roll', '3');
    expect(over).toMatchObject({ total: 5, outcome: { code: 'continue' } });

    let g = game.readState().game;
    expect(g.crowds.students).toMatchObject({ figures: 22, firearmCasualties: 3, shotAt: { 'single-shot': true } });
    expect(Object.values(g.casualties).map((c: any) => [c.id, c.injury, c.status])).toEqual([
      ['cas-1', 'scratch', 'scratch'],
      ['cas-2', 'wounded', 'awaiting-triage'],
      ['cas-3', 'dead', 'awaiting-triage'],
    ]);
    expect(g.units.riot1.owes).toEqual({});

    // The students' next RL roll: shot at by single-shot fire -3, first casualty -2, two later ones -1 each.
    const rl = await run('rl-roll', 'students', '--roll', '6,2');
    expect(rl.modifiers).toEqual([
      { key: 'adjacent-higher', label: 'Adjacent crowds at a higher RL (1)', value: 1 },
      { key: 'single-shot', label: 'Shot at by single shot firearms', value: -3 },
      { key: 'first-casualty', label: 'First casualty from firearms', value: -2 },
      { key: 'later-casualties', label: 'Each subsequent casualty from firearms (2)', value: -2 },
    ]);
    expect(rl).toMatchObject({ total: 0, outcome: { code: 'rl-down' }, rl: { before: 5, after: 4 } });
    // "Shot at" is used up; the casualties keep counting (U3).
    g = game.readState().game;
    expect(g.crowds.students.shotAt).toEqual({});
    const rl2 = await run('rl-roll', 'students', '--roll', '6,1');
    expect(rl2.modifiers.map((m: any) => m.key)).toEqual(['adjacent-higher', 'first-casualty', 'later-casualties']);
    expect(game.readLog().map((e: any) => e.record?.procedure ?? e.kind)).toEqual([
      'init', 'fire', 'trigger', 'negotiate', 'negotiate', 'overreact', 'rl-roll', 'rl-roll',
    ]);
  });
});

describe('seeded resolutions are reproducible (one per procedure)', () => {
  it('fire, negotiate and overreact with --seed snap give the same dice every time', async () => {
    const vals = async (...argv: string[]) => jsonLines((await runCli([...argv, '--seed', 'snap', '--json'])).stdout)[0].rolls.map((d: any) => d.value);
    expect(await vals('fire', '--weapon', 'automatic', '--range', 'close', '--firers', '3')).toEqual([6, 2, 2, 1]);
    expect(await vals('negotiate', '--rl', '5', '--quality', 'good')).toEqual([6]);
    expect(await vals('overreact', '--type', 'conscripts', '--outnumbered')).toEqual([6]);
  });
});

// Issue 31, finding 3: Civil Disorder, Firearms (civil-disorder.en.txt l.301) "Roll 1d6 per firer"; Émeutes
// (emeutes.fr.txt l.435) "Jeter 1D6 par tireur": a unit on a game has only its fit figures to fire.
describe('umpire fire: the firers are the unit\'s fit figures (EN l.301, fr l.435)', () => {
  it('refuses more firers than the unit has fit figures, exit 2 and nothing written; as many is fine', async () => {
    game = tempGame();
    await game.init();
    // armed1 is 4 strong (tutorial.yaml).
    await game.refused(/unit armed1 has 4 fit figures: at most 4 firers, not 20/, 'fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'maximum', '--firers', '20', '--roll', '1');
    await game.refused(/at most 4 firers, not 5/, 'fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'maximum', '--firers', '5');
    const [ok] = await game.ok('fire', 'students', '--unit', 'armed1', '--weapon', 'rifle', '--range', 'maximum', '--firers', '4', '--roll', '1,1,1,1');
    expect(ok.rolls).toHaveLength(4);
  });

  it('says it in French in an Émeutes game', async () => {
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    await game.refused(/l’unité gign a 8 figurines valides[\s\u00a0\u202f]: 8 tireurs au plus, pas 9/, 'fire', 'lyceens', '--unit', 'gign', '--weapon', 'rifle', '--range', 'maximum', '--firers', '9');
  });
});
