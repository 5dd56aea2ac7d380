// SF units over a long game (issue 31, finding 10): a recovered casualty back
// in its unit; detaching a snatch squad and joining units back; ambulances
// leaving for hospital and coming back.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import { factsOf, longOf } from '../../src/commands/facts.js';
import { programCommands } from '../trust/generate.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('a recovered casualty goes back to its unit (U206)', () => {
  // civil-disorder.en.txt l.287: "1: It's only a scratch ... Just needs a turn patching up and can carry on as
  // before"; emeutes.fr.txt l.408 "peut continuer la partie".
  it('a wounded member triaged 1 is fit again the turn after: the unit counts one wounded fewer, in the log (undo and rebuild agree)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // Bricks and bottles on the unprotected foot patrol: 2d3 = 4 hits, 4 wounded (cas-1..cas-4).
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    expect(game.readState().game.units.foot1.wounded).toBe(4);
    await game.ok('triage', 'cas-4', '--roll', '1');
    await game.ok('triage', 'cas-3', '--roll', '2');
    const turn2 = await game.ok('next-turn');
    const back = turn2.find((r) => r.casualty === 'cas-4');
    expect(back).toMatchObject({ procedure: 'triage', unit: 'foot1', outcome: { code: 'recovered' } });
    expect(back.effects).toContainEqual({ op: 'add', path: 'units.foot1.wounded', value: -1, prev: 4 });
    const s = game.readState().game;
    expect(s.units.foot1.wounded).toBe(3);
    expect(s.casualties['cas-4']).toMatchObject({ status: 'recovered', where: 'foot1', rejoined: 'foot1' });
    // The walking wounded stays out of the unit (it "will need hospital attention", l.289).
    expect(s.casualties['cas-3']).toMatchObject({ status: 'walking' });
    // Fit strength 10 - 3 wounded: issue-kit equips 7.
    const [kit] = await game.ok('issue-kit', 'foot1', '--kit', 'shields');
    expect(kit.sets).toBe(7);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
    await game.ok('undo');
    await game.ok('undo');
    expect(game.readState().game.units.foot1.wounded).toBe(4);
    expect(game.readState().game.casualties['cas-4'].rejoined).toBeUndefined();
  });
});

describe('detach and join: SF units split and come back together (U207)', () => {
  // civil-disorder.en.txt l.68: anti-riot teams "Tend to be in van loads of 8, or foot groups of 10. Snatch squads are
  // usually 4-6 men"; emeutes.fr.txt l.110 "Les équipes d'enlèvement fonctionnent par 4 ou 6 personnes".
  it('detaches a snatch squad of 5 from the SPG (10): same type and kit, on foot, the rest keeps its wounded; the text says the size', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const [d] = await game.ok('detach', 'spg', '--figures', '5', '--as', 'snatch2', '--name', 'Snatch squad 2');
    expect(d).toMatchObject({ procedure: 'detach', unit: 'spg', into: 'snatch2', figures: 5, outcome: { code: 'detached' }, left: { strength: 5, fit: 5 } });
    expect(d.notes.join('\n')).toMatch(/snatch squads are usually 4-6 men \(l\.68\)/);
    const s = game.readState().game;
    expect(s.units.spg.strength).toBe(5);
    expect(s.units.snatch2).toMatchObject({ id: 'snatch2', name: 'Snatch squad 2', type: 'anti-riot', riotKit: 'full', strength: 5, wounded: 0, vehicle: null, detachedFrom: 'spg' });
    // No more than the fit figures but one; an id already taken; exit 2, one line, nothing written.
    await game.refused(/^umpire: detach refused: unit spg has 5 fit figures: 1 to 4 may leave, not 5$/m, 'detach', 'spg', '--figures', '5', '--as', 'x');
    await game.refused(/--as: the id "van1" is already taken \(unit\)/, 'detach', 'spg', '--figures', '2', '--as', 'van1');
    await game.refused(/--as: the id "market" is already taken \(crowd\)/, 'detach', 'spg', '--figures', '2', '--as', 'market');
    await game.refused(/give --figures N --as ID/, 'detach', 'spg');
  });

  it('joins two units of one type back: strength, wounded and characters go with it; the joined unit is out of play and every procedure naming it is refused', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // 4 wounded in the foot patrol; it then joins the car patrol of the same type.
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    await game.refused(/units foot1 and spg are of two types/, 'join', 'foot1', 'spg');
    await game.refused(/units van1 and spg are of two types/, 'join', 'van1', 'spg');
    const [j] = await game.ok('join', 'foot1', 'panda1');
    expect(j).toMatchObject({ procedure: 'join', unit: 'foot1', into: 'panda1', strength: 14, outcome: { code: 'joined' } });
    const s = game.readState().game;
    expect(s.units.panda1).toMatchObject({ strength: 14, wounded: 4 });
    expect(s.units.foot1).toMatchObject({ strength: 0, wounded: 0, joinedInto: 'panda1' });
    expect(s.characters.liaison.unit).toBe('panda1');
    expect((await game.run('status')).stdout).toMatch(/│ foot1 .*│ 0 .*│ joined panda1/);
    await game.refused(/^umpire: issue-kit refused: unit foot1 has joined panda1 and is no longer in play$/m, 'issue-kit', 'foot1', '--kit', 'shields');
    await game.refused(/unit foot1 has joined panda1/, 'join', 'panda1', 'foot1');
    // A scratch of the foot patrol goes back to the unit it joined (U206 over U207).
    await game.ok('triage', 'cas-1', '--roll', '1');
    await game.ok('next-turn');
    expect(game.readState().game.units.panda1.wounded).toBe(3);
    expect(game.readState().game.casualties['cas-1']).toMatchObject({ status: 'recovered', rejoined: 'panda1' });
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
  });

  it('answers without a game from its facts; with a game the stateless options are refused', async () => {
    const r = await runCli(['detach', '--fit', '8', '--figures', '4', '--type', 'anti-riot', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ procedure: 'detach', figures: 4, effects: [], left: { fit: 4 }, logged: null });
    const j = await runCli(['join', '--strength', '4', '--into-strength', '6', '--json']);
    expect(jsonLines(j.stdout)[0]).toMatchObject({ procedure: 'join', strength: 10, effects: [] });
    const fr = await runCli(['detach', '--fit', '8', '--figures', '4', '--edition', 'fr']);
    expect(fr.stdout).toMatch(/les équipes d’enlèvement fonctionnent par 4 ou 6 personnes \(l\.110\)/);
    expect((await runCli(['detach', '--fit', '8', '--figures', '8'])).code).toBe(2);
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/the state knows unit spg; --fit is for a stateless/, 'detach', 'spg', '--fit', '3', '--figures', '2', '--as', 'x');
  });

  it('the guide offers units with a figure to spare, the text\'s part size first, and only units of one type, arms and kit to join', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const cmds = await programCommands(['detach', 'join'], game.dir);
    const g = game.readState().game;
    const detach = factsOf(cmds.get('detach')!)!;
    const figures = detach.options.find((o) => longOf(o.flags) === '--figures')!;
    expect(figures.pick!(g, ['spg'], 'en').map((c) => c.value)).toEqual(['4', '5', '6', '1', '2', '3', '7', '8', '9']);
    const join = factsOf(cmds.get('join')!)!;
    const into = Object.keys(g.units).filter((id) => join.args[1].canAct!(g, id, ['van1']));
    expect(into).toEqual(['van2']);
    g.units.foot1.joinedInto = 'panda1';
    expect(Object.keys(g.units).filter((id) => join.args[0].canAct!(g, id, []))).not.toContain('foot1');
  });
});

describe('ambulances leave for hospital and come back (U208)', () => {
  // civil-disorder.en.txt l.289, l.291: the walking wounded "need hospital attention", stretcher cases "urgent hospital
  // attention"; l.297 "It takes one turn to put a casualty in an ambulance"; l.108 "Most vehicles can move any distance
  // at all in one turn". The texts give no trip: U208, away 2 whole turns (U205), back at T+3.
  it('an ambulance leaves with what it has loaded, is away until T+3, empty; casualties, summary and report say the same', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('missiles', 'bikers', '--at', 'foot1', '--roll', '2,2');
    await game.ok('triage', 'cas-1', '--roll', '2');
    await game.refused(/^umpire: hospital refused: ambulance amb1 has no casualty loaded: load one first \(umpire load\)$/m, 'hospital', 'amb1');
    await game.ok('next-turn');
    await game.ok('load', 'cas-1', 'amb1');
    // Loading takes the turn (l.297): not before turn 3.
    await game.refused(/ambulance amb1 is still loading cas-1 until turn 3/, 'hospital', 'amb1');
    await game.ok('next-turn');
    const [h] = await game.ok('hospital', 'amb1');
    expect(h).toMatchObject({ procedure: 'hospital', ambulance: 'amb1', casualties: ['cas-1'], back: 6, outcome: { code: 'to-hospital' } });
    let s = game.readState().game;
    expect(s.ambulances.amb1.away).toEqual({ left: 3, back: 6 });
    expect(s.casualties['cas-1']).toMatchObject({ status: 'hospital', where: 'hospital', ambulance: 'amb1', hospitalTurn: 3 });
    // Away: no loading, no stretcher, no second trip; the guide offers it no more.
    await game.ok('triage', 'cas-2', '--roll', '4');
    await game.refused(/ambulance amb1 is away at the hospital until turn 6/, 'hospital', 'amb1');
    const [c] = await game.ok('casualties');
    expect(c.ambulances.find((a: any) => a.id === 'amb1')).toMatchObject({ where: 'hospital', back: 6, places: 0 });
    expect((await game.run('casualties')).stdout).toMatch(/Ambulance amb1: away at the hospital, back at the start of turn 6/);
    expect((await game.run('status', '--pending')).stdout).toMatch(/at the hospital: amb1 \(back turn 6\)/);
    await game.ok('next-turn');
    await game.refused(/ambulance amb1 is away at the hospital until turn 6/, 'stretcher', 'cas-2', '--ambulance', 'amb1');
    await game.ok('next-turn');
    const turn6 = await game.ok('next-turn');
    expect(turn6.find((r) => r.procedure === 'hospital')).toMatchObject({ ambulance: 'amb1', outcome: { code: 'back' } });
    s = game.readState().game;
    expect(s.ambulances.amb1.away).toBeUndefined();
    await game.ok('stretcher', 'cas-2', '--ambulance', 'amb1');
    // The one status everywhere: casualties, summary and the report.
    const [sum] = await game.ok('summary');
    expect(sum.casualties.list.find((x: any) => x.id === 'cas-1')).toMatchObject({ status: 'hospital', fate: 'wounded' });
    expect(c.casualties.find((x: any) => x.id === 'cas-1')).toMatchObject({ status: 'hospital', fate: 'wounded' });
    expect((await game.run('report', '--html', 'r.html')).code).toBe(0);
    expect(readFileSync(join(game.dir, 'r.html'), 'utf8')).toMatch(/<tr data-id="cas-1" data-fate="wounded"><td>cas-1<\/td>.*<td>in hospital<\/td>/);
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
  });

  it('answers without a game; a French game speaks French', async () => {
    const r = await runCli(['hospital', '--loaded', '2', '--json']);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ procedure: 'hospital', back: null, effects: [], outcome: { code: 'to-hospital' } });
    expect((await runCli(['hospital', '--loaded', '0'])).code).toBe(2);
    game = tempGame();
    await game.init('emeute-place-du-marche.yaml');
    await game.refused(/^umpire: hospital refusé\u00a0: l’ambulance \S+ n’a aucun blessé à bord/m, 'hospital', Object.keys(game.readState().game.ambulances)[0]);
  });
});

describe("a unit's dead are no members: riot kit, entering a fire, a petrol bomb's figures (U253)", () => {
  // civil-disorder.en.txt l.221 (limited "anti-riot equipment", U106: one set a member fit to wear it), l.235 "SF
  // entering burning buildings roll as if under petrol bomb attack"; the dead counted as line-fight and fire count (U63).
  it('a foot patrol of 10 with one man shot dead is issued 9 sets, sends 9 into the fire and has 9 a petrol bomb may hit', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    const [shot] = await game.ok('sniper', 'roof', '--target', 'foot1', '--roll', '6,4');
    expect(shot).toMatchObject({ outcome: { code: 'hit' }, injury: 'dead' });
    expect(game.readState().game.units.foot1).toMatchObject({ strength: 10, wounded: 0 });
    const [kit] = await game.ok('issue-kit', 'foot1', '--kit', 'shields');
    expect(kit.sets).toBe(9);
    await game.ok('burn', 'pub', '--start');
    const [enter] = await game.ok('burn', 'pub', '--enter', 'foot1', '--roll', '3,3,3,3,3,3,3,3,3');
    expect(enter.rolls).toHaveLength(9);
    await game.refused(/--figures: 10 is outside 1..9/, 'burn', 'pub', '--enter', 'foot1', '--figures', '10');
    await game.refused(/--figures: 10 is outside 0..9/, 'petrol-bomb', 'bikers', '--at', 'foot1', '--figures', '10');
  });
});
