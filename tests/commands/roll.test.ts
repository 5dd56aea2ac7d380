import { afterEach, describe, expect, it } from 'vitest';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import { fixedDice } from '../helpers/dice.js';
import { parseDiceSpec, resolveFreeRoll } from '../../src/rules/free-roll.js';
import { hasMessage } from '../../src/i18n/index.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

describe('resolveFreeRoll', () => {
  it('reads NdM and dM', () => {
    expect(parseDiceSpec('2d6')).toEqual({ count: 2, sides: 6 });
    expect(parseDiceSpec('d3')).toEqual({ count: 1, sides: 3 });
    expect(parseDiceSpec(' 1D10 ')).toEqual({ count: 1, sides: 10 });
    for (const bad of ['', 'd', '2d', '6', '2x6', '2d6+1', 'constructor', '__proto__', '1\u0000d6', '-1d6']) expect(parseDiceSpec(bad)).toBeNull();
  });

  it('keeps every die, labelled, and totals them', () => {
    const r = resolveFreeRoll({ edition: 'en', spec: '2d6', label: 'route at the junction' }, fixedDice([3, 4]));
    expect(r.rolls.map((d) => [d.die, d.value, d.label])).toEqual([
      ['d6', 3, 'route at the junction (1/2)'],
      ['d6', 4, 'route at the junction (2/2)'],
    ]);
    expect(r).toMatchObject({ total: 7, outcome: { code: 'total-7' }, count: 2, sides: 6, label: 'route at the junction' });
  });

  it('refuses what is not a die the table rolls (U60), in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const spec of ['0d6', '101d6', 'd1', 'd101', 'x', '99999d99999']) {
        const r = resolveFreeRoll({ edition: 'en', lang, spec }, fixedDice([]));
        expect(r.refused).toBeTruthy();
        expect(r.outcome.text).not.toMatch(/roll\.refused/);
      }
    }
  });

  it('has every message it can say in both catalogues', () => {
    for (const k of ['roll.procedure', 'roll.die', 'roll.outcome', 'roll.note.label', 'roll.refused.spec', 'roll.refused.range']) {
      expect(hasMessage('en', k) && hasMessage('fr', k), k).toBe(true);
    }
    const fr = resolveFreeRoll({ edition: 'fr', spec: '1d6', label: 'direction' }, fixedDice([2]));
    expect(fr.outcome.text).toBe('1d6\u00a0: 2 (2)');
    expect(fr.notes).toEqual(['Pour\u00a0: direction']);
  });
});

describe('umpire roll', () => {
  it('rolls without a game, entered dice, nothing written', async () => {
    game = tempGame();
    const r = await game.run('roll', '2d6', 'route', 'at', 'the', 'junction', '--roll', '3,4', '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ procedure: 'roll', total: 7, outcome: { code: 'total-7' }, label: 'route at the junction', logged: null });
    expect(game.snapshot()).toEqual({ state: null, log: null });
  });

  it('logs the roll on a game, and undo takes it back', async () => {
    game = tempGame();
    await game.init();
    const [rec] = await game.ok('roll', 'd3', 'which side street', '--roll', '2');
    expect(rec).toMatchObject({ total: 2, logged: 2, turn: 1, rolls: [{ die: 'd3', value: 2, source: 'entered' }] });
    expect(game.readLog()[1].record.label).toBe('which side street');
    const log = await game.run('log', '--procedure', 'roll', '--format', 'csv');
    expect(log.stdout).toMatch(/which side street|d3/);
    expect((await game.run('undo')).code).toBe(0);
  });

  it('gives the odds of each total', async () => {
    const r = await runCli(['roll', '2d6', '--odds', '--json']);
    expect(r.code).toBe(0);
    const odds = jsonLines(r.stdout)[0];
    const seven = odds.outcomes.find((o: any) => o.code === 'total-7');
    expect(seven.probability).toBe('1/6');
    expect(odds.outcomes).toHaveLength(11);
  });

  it('--odds of dice that are no roll is the same refusal, exit 2, not a certain outcome', async () => {
    for (const spec of ['99999d99999', 'd1', 'abc']) {
      const r = await runCli(['roll', spec, '--odds']);
      expect(r.code, spec).toBe(2);
      expect(r.stdout, spec).toBe('');
      expect(r.stderr.trim().split('\n'), spec).toHaveLength(1);
      expect(r.stderr, spec).toMatch(/roll refused: /);
    }
  });

  it('refuses bad dice and bad entered values with one line, nothing written', async () => {
    game = tempGame();
    await game.init();
    await game.refused(/not a dice roll/, 'roll', '__proto__');
    await game.refused(/1 to 100 dice/, 'roll', '1000d6');
    await game.refused(/not possible on a d6/, 'roll', '1d6', '--roll', '7');
    await game.refused(/this resolution used 1/, 'roll', '1d6', '--roll', '1,2');
    await game.refused(/label> length/, 'roll', 'd6', 'x'.repeat(201));
  });
});
