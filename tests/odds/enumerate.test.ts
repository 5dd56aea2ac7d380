import { describe, expect, it } from 'vitest';
import { distribution, enumerateDice, fractionText } from '../../src/odds/enumerate.js';
import { oddsOf } from '../../src/odds/run.js';
import { resolveRlRoll, type RlFacts } from '../../src/rules/civil-disorder/rl-roll.js';
import { Rng, ResolutionDice } from '../../src/dice.js';
import { jsonLines, runCli, tempGame } from '../helpers/cli.js';
import type { Dice } from '../../src/rules/types.js';

describe('enumerateDice', () => {
  it('visits every sequence of faces once with its probability', () => {
    const seen: [number, bigint][] = [];
    enumerateDice((d: Dice) => d.roll('d6', 'a') + d.roll('d3', 'b'), (r, den) => seen.push([r, den]));
    expect(seen).toHaveLength(18);
    expect(new Set(seen.map(([, den]) => den))).toEqual(new Set([18n]));
  });

  it('follows a rule that asks for more dice on some paths only', () => {
    // A second die only on a 6: P(total 7+) = 1/6 * 1/6 ... computed by hand.
    const { dist } = distribution(
      (d: Dice) => {
        const a = d.roll('d6', 'a');
        return a === 6 ? (d.roll('d6', 'b') >= 5 ? 'big' : 'six') : 'small';
      },
      (r) => r,
    );
    expect(fractionText(dist.get('small'))).toBe('5/6');
    expect(fractionText(dist.get('six'))).toBe('1/9');
    expect(fractionText(dist.get('big'))).toBe('1/18');
  });

  it('sums 2d6 exactly: 7 is 1/6, 2 is 1/36', () => {
    const { dist } = distribution((d: Dice) => String(d.roll('d6', 'a') + d.roll('d6', 'b')), (r) => r);
    expect(fractionText(dist.get('7'))).toBe('1/6');
    expect(fractionText(dist.get('2'))).toBe('1/36');
    expect(fractionText(dist.get('12'))).toBe('1/36');
  });
});

describe('oddsOf rl-roll (R1)', () => {
  const facts = (f: Partial<RlFacts>): RlFacts => ({ edition: 'en', rl: 5, ...f });
  const chances = (f: Partial<RlFacts>) =>
    Object.fromEntries(oddsOf(facts(f), resolveRlRoll).outcomes.map((o) => [o.code, o.probability]));

  it('with no modifier: a 1 in 1..6 never moves the RL', () => {
    expect(chances({})).toEqual({ 'rl-same': '1' });
  });
  it('with tear gas (-2): falls on 1 or 2', () => {
    expect(chances({ flags: ['tear-gas'] })).toEqual({ 'rl-down': '1/3', 'rl-same': '2/3' });
  });
  it('with riot forces withdrawing (+2): rises on 5 or 6', () => {
    expect(chances({ flags: ['riot-withdrawing'] })).toEqual({ 'rl-same': '2/3', 'rl-up': '1/3' });
  });
  it('for a dispersed crowd: refused, for certain, no dice', () => {
    const rec = oddsOf(facts({ rl: 1 }), resolveRlRoll);
    expect(rec.outcomes).toEqual([expect.objectContaining({ code: 'refused', probability: '1', percent: 100 })]);
  });

  it('agrees with the frequencies of many seeded resolutions of the same rule', () => {
    const f = facts({ flags: ['riot-withdrawing', 'tear-gas'], counts: { 'adjacent-higher': 2 } });
    const exact = oddsOf(f, resolveRlRoll).outcomes;
    const rng = new Rng('monte-carlo');
    const n = 20000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const r = resolveRlRoll(f, new ResolutionDice(rng, null));
      counts[r.outcome.code] = (counts[r.outcome.code] ?? 0) + 1;
    }
    for (const o of exact) {
      // 4 standard errors of a proportion over 20,000 runs is under 1.5 points.
      expect(Math.abs((counts[o.code] ?? 0) / n - o.percent / 100)).toBeLessThan(0.015);
    }
  });
});

describe('--odds and umpire odds', () => {
  it('prints the odds of a stateless lookup and rolls nothing', async () => {
    const r = await runCli(['rl-roll', '--rl', '6', '--cs-gas', '--odds', '--json']);
    expect(r.code).toBe(0);
    const [rec] = jsonLines(r.stdout);
    expect(rec.odds).toBe(true);
    expect(rec.outcomes.map((o: any) => [o.code, o.probability])).toEqual([
      ['rl-down', '1/2'],
      ['rl-same', '1/2'],
    ]);
  });

  it('reads the state but writes nothing', async () => {
    const game = tempGame();
    try {
      await game.init();
      const before = game.snapshot();
      const r = await game.run('odds', 'rl', 'students', '--riot-charging', '--json');
      expect(r.code, r.stderr).toBe(0);
      const [rec] = jsonLines(r.stdout);
      expect(rec.modifiers.map((m: any) => m.key)).toEqual(['adjacent-higher', 'riot-charging']);
      expect(game.snapshot()).toEqual(before);
      const all = await game.run('odds', 'rl', '--all', '--json');
      expect(jsonLines(all.stdout).map((x) => x.crowd)).toEqual(['students', 'dockers', 'looters']);
      const table = await game.run('odds', 'rl', '--all');
      expect(table.stdout).toMatch(/students.*%/);
    } finally {
      game.cleanup();
    }
  });

  it('refuses --roll with --odds, and an unknown procedure', async () => {
    expect((await runCli(['rl-roll', '--rl', '5', '--odds', '--roll', '3'])).stderr).toMatch(/nothing is rolled/);
    const r = await runCli(['odds', 'juggle']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"juggle" is not a procedure/);
  });
});

describe('negotiation odds (R7): the chance the RL falls, by one or by two', () => {
  it('RL 5, a good negotiator (+2): no effect on a total of 3 (1/6), -1 on 4-6 (1/2), -2 on 7-8 (1/3)', async () => {
    const { resolveNegotiate } = await import('../../src/rules/civil-disorder/negotiate.js');
    const rec = oddsOf({ edition: 'en', rl: 5, quality: 'good' }, resolveNegotiate);
    expect(rec.outcomes.map((o) => [o.code, o.probability])).toEqual([
      ['rl-same', '1/6'],
      ['rl-down', '5/6'],
    ]);
    expect(rec.outcomes[1].variants?.map((v) => [v.text.slice(0, 6), v.probability])).toEqual([
      ['RL -1:', '1/2'],
      ['RL -2:', '1/3'],
    ]);
    expect(rec.stats.find((s) => s.key === 'change')).toMatchObject({ expected: '-7/6', atLeastOne: null });
  });
});

describe('over-reaction odds with the note (2) die', () => {
  it('regular soldiers, armed, -4: open fire on a 1 (1/6) or on run-away then 1-3 (1/2 x 1/2): 5/12', async () => {
    const { resolveOverreact } = await import('../../src/rules/civil-disorder/overreact.js');
    const rec = oddsOf({ edition: 'en', type: 'regular-soldiers', armed: true, umpireMods: [{ label: 'x', value: -4 }] }, resolveOverreact);
    expect(Object.fromEntries(rec.outcomes.map((o) => [o.code, o.probability]))).toEqual({ 'open-fire': '5/12', 'run-away': '1/4', 'fall-back': '1/3' });
  });
});
