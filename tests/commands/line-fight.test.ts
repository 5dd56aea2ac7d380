import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import { fixedDice } from '../helpers/dice.js';
import { FIGHTERS_BY_RL, pairOff, resolveFighters, resolveLineFight } from '../../src/rules/civil-disorder/line-fight.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('resolveFighters', () => {
  it('rolls 1d6 at RL 7 (stand and fight) and 2d6 at RL 8 (engage hand to hand)', () => {
    expect(FIGHTERS_BY_RL[7]).toMatchObject({ dice: 1, die: 'd6' });
    expect(FIGHTERS_BY_RL[8]).toMatchObject({ dice: 2, die: 'd6' });
    const seven = resolveFighters({ edition: 'en', rl: 7 }, fixedDice([4]));
    expect(seven).toMatchObject({ fighters: 4, outcome: { code: 'fighters-stand' } });
    const eight = resolveFighters({ edition: 'fr', rl: 8 }, fixedDice([6, 5]));
    expect(eight).toMatchObject({ fighters: 11, outcome: { code: 'fighters-engage' } });
  });

  it('refuses at any other RL, and never gives more fighters than the crowd has (U62)', () => {
    for (const rl of [1, 2, 3, 4, 5, 6]) expect(resolveFighters({ edition: 'en', rl }, fixedDice([])).refused).toBeTruthy();
    expect(resolveFighters({ edition: 'en', rl: 8, figures: 3, crowdId: 'c', turn: 2 }, fixedDice([6, 6]))).toMatchObject({
      fighters: 3,
      effects: [{ op: 'set', path: 'crowds.c.fighters', value: { turn: 2, n: 3 } }],
    });
  });
});

describe('pairOff (U62, U63)', () => {
  it('shares the larger side out evenly, the first lone figures taking one more', () => {
    expect(pairOff(3, 7).map((p) => [p.lone, p.sf, p.rioters])).toEqual([['sf', 1, 3], ['sf', 1, 2], ['sf', 1, 2]]);
    expect(pairOff(5, 2).map((p) => [p.lone, p.sf, p.rioters])).toEqual([['crowd', 3, 1], ['crowd', 2, 1]]);
    expect(pairOff(2, 2).map((p) => [p.lone, p.sf, p.rioters])).toEqual([['sf', 1, 1], ['sf', 1, 1]]);
    expect(pairOff(0, 4)).toEqual([]);
  });

  it('puts the figures on the ground together: a group of several is on the ground only when all of it is', () => {
    expect(pairOff(2, 2, 1, 1).map((p) => [p.sfOnGround, p.crowdOnGround])).toEqual([[false, true], [true, false]]);
    expect(pairOff(1, 3, 0, 2).map((p) => p.crowdOnGround)).toEqual([false]);
    expect(pairOff(1, 2, 0, 2).map((p) => p.crowdOnGround)).toEqual([true]);
  });
});

describe('resolveLineFight', () => {
  it('fights every pair with its own dice, in one record, and totals the results', () => {
    // Two riot-trained SF (+3) against two rioters: 1+3 vs 8 (rioter by 4: SF stunned), 5+3 vs 4 (SF by 4: subdued).
    const r = resolveLineFight(
      { edition: 'en', unitId: 'u', crowdId: 'c', unitType: 'anti-riot', riotKit: 'full', intent: 'arrest', sf: 2, fighters: 2, turn: 1, crowdFigures: 20, casualtyCounter: 0 },
      fixedDice([1, 8, 5, 4]),
    );
    expect(r.rolls.map((d) => d.label)).toEqual(['pair 1: SF figure', 'pair 1: rioter', 'pair 2: SF figure', 'pair 2: rioter']);
    expect(r.totals).toMatchObject({ arrests: 1, sfDown: 1, crowdDown: 0 });
    expect(r.effects).toEqual(
      expect.arrayContaining([
        { op: 'add', path: 'units.u.down.1', value: 1 },
        { op: 'add', path: 'crowds.c.arrests', value: 1 },
        { op: 'add', path: 'crowds.c.figures', value: -1 },
      ]),
    );
    expect(r.outcome.code).toBe('even');
  });

  it('numbers casualties across pairs and keeps the crowd figures going down', () => {
    // 10+3 vs 1: by 12, killed; twice.
    const r = resolveLineFight(
      { edition: 'en', unitId: 'u', crowdId: 'c', unitType: 'anti-riot', riotKit: 'full', intent: 'beat', sf: 2, fighters: 2, turn: 1, crowdFigures: 2, casualtyCounter: 4 },
      fixedDice([10, 1, 10, 1]),
    );
    expect(r.casualties).toEqual(['cas-5', 'cas-6']);
    expect(r.effects.filter((e) => e.path === 'counters.casualty')).toEqual([{ op: 'set', path: 'counters.casualty', value: 6 }]);
    expect(r.outcome.code).toBe('sf-ahead');
  });

  it('records rioters stunned or knocked out as on the ground (U63)', () => {
    const r = resolveLineFight(
      { edition: 'fr', crowdId: 'c', unitId: 'u', unitType: 'regular-police', riotKit: 'none', intent: 'beat', sf: 1, fighters: 1, turn: 3, crowdFigures: 9 },
      fixedDice([9, 3]),
    );
    expect(r.effects).toContainEqual({ op: 'add', path: 'crowds.c.down.3', value: 1 });
  });

  it('has every message it can say in both catalogues', () => {
    const keys = [
      'fighters.procedure', 'fighters.die', 'fighters.die-n', 'fighters.outcome.stand', 'fighters.outcome.engage', 'fighters.refused.rl',
      'fighters.note.capped', 'fighters.note.next', 'fighters.note.offer', 'line-fight.procedure', 'line-fight.pair', 'line-fight.sf-on-ground',
      'line-fight.crowd-on-ground', 'line-fight.note.pair-sf', 'line-fight.note.pair-crowd', 'line-fight.outcome.sf-ahead', 'line-fight.outcome.crowd-ahead',
      'line-fight.outcome.even', 'err.line-fight-no-fighters', 'err.line-fight-no-sf', 'err.w.fighters', 'err.o.fighters', 'err.w.sf-figures', 'err.o.sf-figures',
      'status.on-ground', 'status.down-now',
    ];
    for (const k of keys) expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    for (const lang of ['en', 'fr'] as const) {
      const r = resolveLineFight({ edition: 'en', lang, unitType: 'swat', riotKit: 'none', intent: 'arrest', sf: 2, fighters: 5, sfOnGround: 1, crowdOnGround: 2 }, fixedDice(Array(40).fill(5)));
      expect([r.outcome.text, ...r.notes].join('\n')).not.toMatch(/line-fight\.|melee\./);
    }
  });
});

describe('a scripted RL 8 charge on Railton Road', () => {
  it('rolls the fighters, fights the line in one command, puts a stunned SF figure on the ground at -2 next turn, and undo takes the fight back whole', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    // The bikers go up to RL 8 Attack; the RL roll's result offers the fighters' roll.
    const [rl] = await game.ok('rl-roll', 'bikers', '--mod', 'charge=+3', '--roll', '6');
    expect(rl.rl.after).toBe(8);
    expect(rl.notes.join('\n')).toMatch(/umpire fighters bikers/);
    const [f] = await game.ok('fighters', 'bikers', '--roll', '1,1');
    expect(f).toMatchObject({ fighters: 2, outcome: { code: 'fighters-engage' } });

    const before = game.snapshot();
    const [fight] = await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--roll', '1,8,5,4');
    expect(fight.pairs).toHaveLength(2);
    expect(fight.totals).toMatchObject({ arrests: 1, sfDown: 1 });
    const log = game.readLog();
    expect(log.filter((e: any) => e.record?.procedure === 'line-fight')).toHaveLength(1);
    expect(log[log.length - 1].record.rolls).toHaveLength(4);
    let g = game.readState().game;
    expect(g.units.spg.down['1']).toBe(1);
    expect(g.crowds.bikers.arrests).toBe(1);

    // undo takes the whole fight back.
    expect((await game.run('undo')).code).toBe(0);
    g = game.readState().game;
    expect(g.units.spg.down?.['1'] ?? 0).toBe(0);
    expect(g.crowds.bikers.arrests).toBe(0);
    expect(g.crowds.bikers.figures).toBe(JSON.parse(before.state!).game.crowds.bikers.figures);

    // Fought again, then the next turn: the stunned figure is on the ground and fights at -2.
    await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--roll', '1,8,5,4');
    await game.ok('next-turn');
    const status = await game.run('status');
    expect(status.stdout).toMatch(/spg .*1 on the ground/);
    const noFighters = await game.run('line-fight', 'spg', 'bikers');
    expect(noFighters.code).toBe(2);
    expect(noFighters.stderr).toMatch(/no fighters rolled this turn/);
    await game.ok('fighters', 'bikers', '--roll', '1,1');
    const [next] = await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--roll', '5,5,5,5');
    expect(next.pairs.map((p: any) => p.sfOnGround)).toEqual([false, true]);
    expect(next.modifiers).toContainEqual(expect.objectContaining({ key: 'sf.on-ground', value: -2 }));
    expect(next.pairs[1].bouts[0].sf.score).toBe(5 + 3 - 2);
    expect(next.pairs[0].bouts[0].sf.score).toBe(5 + 3);
    // U86: the umpire overrides what the state knows: nobody on the ground, or both.
    const [standing] = await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--sf-on-ground', '0', '--roll', '5,5,5,5');
    expect(standing.pairs.map((p: any) => p.sfOnGround)).toEqual([false, false]);
    const [both] = await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--sf-on-ground', '2', '--on-ground', '1', '--roll', '5,5,5,5');
    expect(both.pairs.map((p: any) => p.sfOnGround)).toEqual([true, true]);
    expect(both.modifiers).toContainEqual(expect.objectContaining({ key: 'crowd.on-ground', value: -2 }));
  });

  // Issue 31, finding 6: U54 (an SF charge or hand-to-hand is one of the RL State Chart's circumstances) and U62
  // (a line fight is a melee of the whole line): the crowd owes an RL roll after a line fight, as after a melee.
  it('marks the crowd as owing an RL roll, as a melee does (U54, U62)', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.ok('rl-roll', 'bikers', '--mod', 'charge=+3', '--roll', '6');
    await game.ok('fighters', 'bikers', '--roll', '1,1');
    expect(game.readState().game.crowds.bikers.owes ?? {}).toEqual({});
    await game.ok('line-fight', 'spg', 'bikers', '--sf', '2', '--roll', '1,8,5,4');
    expect(game.readState().game.crowds.bikers.owes).toEqual({ melee: 1 });
  });

  it('refuses bad input with one line and writes nothing', async () => {
    game = tempGame();
    await game.init('railton-road.yaml');
    await game.refused(/RL 6/, 'fighters', 'frontline');
    await game.refused(/unknown crowd "__proto__"/, 'fighters', '__proto__');
    await game.refused(/unknown unit "constructor"/, 'line-fight', 'constructor', 'bikers');
    await game.refused(/no fighters rolled/, 'line-fight', 'spg', 'bikers');
    await game.refused(/--sf: 11 is outside 1..10/, 'line-fight', 'spg', 'bikers', '--fighters', '3', '--sf', '11');
    await game.refused(/--fighters: 0 is outside/, 'line-fight', 'spg', 'bikers', '--fighters', '0');
    await game.refused(/--fighters: 99999999 is outside/, 'line-fight', 'spg', 'bikers', '--fighters', '99999999');
    await game.refused(/has 20 figures left, not 25/, 'line-fight', 'spg', 'bikers', '--fighters', '25');
    await game.refused(/--on-ground: 3 is outside 0..2/, 'line-fight', 'spg', 'bikers', '--fighters', '2', '--on-ground', '3');
  });

  it('works stateless with the facts as options, and gives odds for a small fight', async () => {
    const r = await runCli(['line-fight', '--type', 'anti-riot', '--riot-kit', 'full', '--sf', '1', '--fighters', '2', '--sf-on-ground', '1', '--roll', '5,5,5,5', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec).toMatchObject({ logged: null, sf: 1, fighters: 2 });
    expect(rec.modifiers.map((m: any) => m.key)).toEqual(expect.arrayContaining(['sf.outnumbered', 'sf.on-ground']));
    const odds = await runCli(['line-fight', '--type', 'regular-police', '--sf', '1', '--fighters', '1', '--odds', '--json']);
    expect(odds.code).toBe(0);
    const o = jsonLines(odds.stdout)[0];
    expect(o.outcomes.reduce((s: number, x: any) => s + x.percent, 0)).toBeCloseTo(100, 0);
    const f = await runCli(['fighters', '--rl', '8', '--odds', '--json']);
    expect(jsonLines(f.stdout)[0].outcomes.length).toBeGreaterThan(0);
    const bad = await runCli(['fighters', '--rl', '5']);
    expect(bad.code).toBe(2);
  });
});

describe('the guided flow (typed alone in a game)', () => {
  it('fighters asks the crowd at RL 7-8, then the dice; line-fight asks the unit, the crowd, the figures, the intent, then the dice', async () => {
    const { scriptedSession } = await import('../helpers/session.js');
    game = tempGame();
    await game.init('railton-road.yaml');
    const s = scriptedSession(game.dir, ['bikers', 'enter', '3']);
    expect(await s.session.run('fighters'), s.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['fighters', 'bikers', '--roll', '3']);
    const s2 = scriptedSession(game.dir, ['snatch', 'bikers', '', 'beat', [], 'roll']);
    expect(await s2.session.run('line-fight'), s2.err()).toBe(0);
    expect(game.readLog().at(-1).argv).toEqual(['line-fight', 'snatch', 'bikers', '--intent', 'beat']);
    expect(game.readLog().at(-1).record.fighters).toBe(3);
  });
});
