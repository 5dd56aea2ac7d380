// The esbuild bundle (`npm run build`, what bin/umpire.js runs after npm
// install) behaves as the TypeScript sources: the CommonJS packages loaded on
// demand (the lock, atomic writes, yaml) keep their named exports, the
// renderer's tables and the batch work, and a fresh process takes the V8 code
// cache made at build time (scripts/code-cache.mjs).
// The other end-to-end tests run the tsc build (tests/helpers/global-setup.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLines, ROOT, SCENARIOS } from '../helpers/cli.js';

const OUT = join(ROOT, `dist-bundle-test-${process.pid}`);
let dir: string;

function run(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.UMPIRE_STATE;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER, ...args], { cwd: dir, encoding: 'utf8', env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const RUNNER = `
const { main } = await import(${JSON.stringify(`${OUT}/cli.js`)});
const argv = process.argv.slice(1);
process.exitCode = await main(argv, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd(), argv });
`;

beforeAll(() => {
  // The suite's setup built dist/ with scripts/build.mjs (tests/helpers/global-setup.ts): a copy of it, which
  // these tests may damage (the code cache) without touching what the other test files run, and no second build.
  mkdirSync(OUT);
  for (const f of readdirSync(join(ROOT, 'dist'))) copyFileSync(join(ROOT, 'dist', f), join(OUT, f));
  dir = mkdtempSync(join(tmpdir(), 'umpire-bundle-'));
}, 120000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the esbuild bundle', () => {
  it('is a small loader, one CommonJS bundle and its code caches (the common one, the RL roll\'s own, smaller), which a fresh process takes', () => {
    expect(readdirSync(OUT).sort()).toEqual(['cli.cjs', 'cli.js', 'umpire.cjs', 'umpire.cjs.cache', 'umpire.cjs.rl-roll.cache']);
    expect(statSync(join(OUT, 'umpire.cjs.cache')).size).toBeGreaterThan(100_000);
    expect(statSync(join(OUT, 'umpire.cjs.rl-roll.cache')).size).toBeLessThan(statSync(join(OUT, 'umpire.cjs.cache')).size * 0.8);
    // As the bin runs it (the command line after the script): which cache it took, and that V8 took it.
    const probe = join(dir, 'probe.cjs');
    writeFileSync(probe, `const c = require(${JSON.stringify(join(OUT, 'cli.cjs'))}); process.stdout.write(c.codeCache + ' ' + c.codeCacheFile);`);
    for (const [argv, file] of [[[], 'umpire.cjs.cache'], [['rl-roll', '--rl', '5'], 'umpire.cjs.rl-roll.cache'], [['status'], 'umpire.cjs.cache'], [['--state', 'x', 'melee'], 'umpire.cjs.cache']] as const) {
      const r = spawnSync(process.execPath, [probe, ...argv], { encoding: 'utf8' });
      expect(r.stdout, r.stderr + argv.join(' ')).toBe(`used ${file}`);
    }
  });

  it('runs without its code cache (another Node version rejects it): the same answers', () => {
    const cache = join(OUT, 'umpire.cjs.cache');
    const saved = readFileSync(cache);
    writeFileSync(cache, Buffer.from('not a code cache'));
    try {
      const r = run('rl-roll', '--rl', '5', '--tear-gas', '--roll', '6', '--json');
      expect(r.code, r.stderr).toBe(0);
      expect(jsonLines(r.stdout)[0]).toMatchObject({ total: 4, outcome: { code: 'rl-same' } });
      rmSync(cache);
      const human = run('rl-roll', '--rl', '5', '--tear-gas', '--roll', '6');
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).toMatch(/RL stays at 5/);
    } finally {
      writeFileSync(cache, saved);
    }
  });

  it('initialises a game (yaml), resolves on the state (lock, atomic write), renders tables, runs a batch, rebuilds the same state', () => {
    const init = run('init', join(SCENARIOS, 'tutorial.yaml'));
    expect(init.code, init.stderr).toBe(0);
    const roll = run('rl-roll', 'students', '--roll', '3,2');
    expect(roll.code, roll.stderr).toBe(0);
    expect(roll.stdout).toMatch(/┌/);
    expect(roll.stdout).toMatch(/logged as entry 2/);
    writeFileSync(join(dir, 'b.txt'), 'rl-roll students --roll 3,2\nnext-turn\nrl-roll dockers --roll 4,1\n');
    const batch = run('batch', 'b.txt', '--json');
    expect(batch.code, batch.stderr).toBe(0);
    expect(jsonLines(batch.stdout).map((o) => o.logged)).toEqual([3, 4, 5]);
    const status = run('status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/turn 2/);
    const rebuild = run('rebuild');
    expect(rebuild.stdout).toMatch(/already the same/);
  });

  it("runs through the package's bin, bin/umpire.cjs (CommonJS from start to end): a batch (its import() of node:async_hooks) and a table", () => {
    const bin = join(OUT, 'umpire-bin.cjs');
    writeFileSync(bin, readFileSync(join(ROOT, 'bin', 'umpire.cjs'), 'utf8').replaceAll('../dist/cli.cjs', './cli.cjs'));
    try {
      const spawnBin = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: '' } });
      writeFileSync(join(dir, 'c.txt'), 'rl-roll students --roll 3,2\n');
      const batch = spawnBin('batch', 'c.txt', '--json');
      expect(batch.status, batch.stderr).toBe(0);
      expect(jsonLines(batch.stdout)[0]).toMatchObject({ procedure: 'rl-roll', crowd: 'students' });
      const human = spawnBin('rl-roll', '--rl', '5', '--roll', '3,2');
      expect(human.status, human.stderr).toBe(0);
      expect(human.stdout).toMatch(/┌/);
      expect(human.stderr).toBe('');
    } finally {
      rmSync(bin, { force: true });
    }
  });

  it('speaks both languages though each catalogue loads only when first used (a proxy in the bundle)', () => {
    const fr = run('rl-roll', '--rl', '5', '--roll', '3,2', '--edition', 'fr');
    expect(fr.code, fr.stderr).toBe(0);
    expect(fr.stdout).toMatch(/Mouvement\u00a0: 1D6 cm/);
    const en = run('rl-roll', '--rl', '5', '--roll', '3,2');
    expect(en.stdout).toMatch(/Movement: 1d6"/);
    // Every key of both catalogues, through the proxies (rules diff lists the catalogue's own places).
    const diff = run('rules', 'diff', '--json');
    expect(diff.code, diff.stderr).toBe(0);
    const refused = run('rl-roll', '--rl', '5', '--roll', '7', '--edition', 'fr');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^umpire: .*7/);
  });

  it('answers a stateless lookup and a user error exactly as the sources do', () => {
    const r = run('rl-roll', '--rl', '5', '--tear-gas', '--roll', '6', '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ total: 4, outcome: { code: 'rl-same' } });
    const bad = run('rl-roll', '--rl', '5', '--roll', '7');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/is 7, not possible on a d6/);
    expect(bad.stderr).not.toMatch(/at .*umpire\.cjs/);
  });
  it("fills a module's exports object where its lazy initialiser starts, not at start; no initialiser declares a name of its own (the moved getters read the bundle's top level)", () => {
    const text = readFileSync(join(OUT, 'umpire.cjs'), 'latin1');
    // The English catalogue's module: its exports are defined when it is first loaded.
    expect(text.includes('var en_exports={};var '), 'en_exports filled at start').toBe(true);
    expect(/"src\/i18n\/en\.ts"\(\)\{"use strict";__export\(en_exports,\{/.test(text), 'en_exports filled by its initialiser').toBe(true);
    const sf = ts.createSourceFile('umpire.cjs', text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
    let bodies = 0;
    let filled = 0;
    const declared: string[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === '__esm') {
        const method = (n.arguments[0] as ts.ObjectLiteralExpression).properties[0] as ts.MethodDeclaration;
        bodies += 1;
        const statements = method.body!.statements.filter((st) => !(ts.isExpressionStatement(st) && ts.isStringLiteral(st.expression)));
        const first = statements[0];
        if (first && ts.isExpressionStatement(first) && ts.isCallExpression(first.expression) && first.expression.expression.getText(sf) === '__export') filled += 1;
        for (const st of statements) if (ts.isVariableStatement(st) || ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) declared.push(`${method.name.getText(sf)}: ${st.getText(sf).slice(0, 60)}`);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
    expect(bodies).toBeGreaterThan(200);
    expect(filled).toBeGreaterThan(100);
    expect(declared).toEqual([]);
  });
});
