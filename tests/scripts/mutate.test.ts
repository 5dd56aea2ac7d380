// `npm run mutate` (scripts/mutate.mjs, issue 43): the sources it is given
// and the tests it picks for them; Stryker itself is not run here (a run is
// minutes: docs/promises.md keeps its scores).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const mutate = (...args: string[]) => spawnSync(process.execPath, ['scripts/mutate.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('npm run mutate', () => {
  it('lists a file and the test files that import it, running nothing', () => {
    const r = mutate('src/rules/civil-disorder/triage.ts', '--list');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('tests/rules/civil-disorder/triage.test.ts');
    expect(r.stdout).not.toContain('tests/rules/riot/deck.test.ts');
    expect(r.stdout.trim().split('\n').slice(1)).toEqual(['src/rules/civil-disorder/triage.ts']);
  });

  it('takes a folder as every source under it', () => {
    const r = mutate('src/rules/riot', '--list');
    expect(r.status).toBe(0);
    const files = r.stdout.trim().split('\n').slice(1);
    expect(files).toContain('src/rules/riot/buy.ts');
    expect(files.every((f) => f.startsWith('src/rules/riot/') && f.endsWith('.ts'))).toBe(true);
  });

  it('--tests chooses the tests', () => {
    const r = mutate('src/rules/civil-disorder/triage.ts', '--tests', 'tests/rules/civil-disorder/triage.test.ts', '--list');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/1 test file\(s\): tests\/rules\/civil-disorder\/triage\.test\.ts$/);
  });

  it.each([
    [[], /usage: npm run mutate/],
    [['src/no-such-file.ts'], /src\/no-such-file\.ts: no such file or folder/],
    [['package.json'], /package\.json: not a source of this project/],
    [['../shared'], /not a source of this project/],
  ])('refuses %j with exit 2 and one line', (args, message) => {
    const r = mutate(...(args as string[]));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
