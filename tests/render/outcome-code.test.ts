// Issue 40, item 7: the outcome's code is a stable word for scripts (--json,
// the log's data); English output shows it beside the outcome, French output
// says French words only.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('the outcome line', () => {
  it('ends in its code in English, never in French; --json keeps the code in both', async () => {
    const en = await runCli(['rl-roll', '--rl', '5', '--roll', '4']);
    expect(en.stdout).toMatch(/RL stays at 5 Demonstrate \[rl-same\]/);
    const fr = await runCli(['rl-roll', '--rl', '5', '--roll', '4', '--edition', 'fr']);
    expect(fr.code).toBe(0);
    expect(fr.stdout).toMatch(/Le FR reste à 5 Manifeste/);
    expect(fr.stdout).not.toMatch(/\[rl-same\]/);
    const json = await runCli(['rl-roll', '--rl', '5', '--roll', '4', '--edition', 'fr', '--json']);
    expect(JSON.parse(json.stdout).outcome.code).toBe('rl-same');
  });
});
