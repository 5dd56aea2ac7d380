// The geometry library (@flatten-js/core) bundles with esbuild as the CLI is
// bundled (scripts/build.mjs: CommonJS, Node), and loads with src/geometry/
// only, never at the program's start: no module src/cli.ts imports
// statically reaches src/geometry/ or the library, and the bundle users run
// initialises neither for a command that reads no map (the trace of
// tests/engine/lazy-systems.test.ts: esbuild's lazy initialisers made to
// record their module's path).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sight as sourceSight } from '../../src/geometry/index.js';
import { ROOT } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'umpire-geometry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every module (source path or package name) src/cli.ts imports statically, and theirs: not type-only, not import(). */
function startImports(): { sources: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(ROOT, file))) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (m[1].startsWith('.')) visit(relative(ROOT, resolve(ROOT, dirname(file), m[1])).replace(/\.js$/, '.ts'));
      else packages.add(m[1]);
    }
  };
  visit('src/cli.ts');
  return { sources: [...seen], packages: [...packages] };
}

describe('geometry bundle and start-up', () => {
  it('bundles with esbuild (CommonJS, Node, as scripts/build.mjs) and answers as the sources do', async () => {
    const esbuild = await import('esbuild');
    const out = join(dir, 'geometry.cjs');
    await esbuild.build({ absWorkingDir: ROOT, entryPoints: ['src/geometry/index.ts'], outfile: out, bundle: true, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'silent' });
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('flatten-js');
    const g = createRequire(import.meta.url)(out) as typeof import('../../src/geometry/index.js');
    const pub = { id: 'pub', closed: true, height: 4, points: [[10, 4], [18, 4], [18, 10], [10, 10]] as [number, number][] };
    expect(g.sight([0, 7], [30, 7], [pub], { eye: 1 })).toEqual(sourceSight([0, 7], [30, 7], [pub], { eye: 1 }));
    expect(new g.SightIndex([pub]).sight([0, 0], [30, 0], { eye: 1 })).toMatchObject({ clear: true, margin: 4 });
  });

  it('no module the start imports statically reaches src/geometry/ or @flatten-js', () => {
    const { sources, packages } = startImports();
    expect(sources).toContain('src/cli.ts');
    expect(sources.filter((s) => s.startsWith('src/geometry/'))).toEqual([]);
    expect(packages.filter((p) => p.startsWith('@flatten-js/'))).toEqual([]);
  });

  it('the bundle initialises neither src/geometry/ nor the library for --version or a stateless RL roll', () => {
    const bundle = readFileSync(join(ROOT, 'dist', 'umpire.cjs'), 'utf8');
    const init = 'var __esm=(fn,res,err)=>function(){';
    expect(bundle).toContain(init);
    copyFileSync(join(ROOT, 'dist', 'cli.cjs'), join(dir, 'cli.cjs'));
    writeFileSync(join(dir, 'umpire.cjs'), bundle.replace(init, `${init}if(fn)(globalThis.__umpireModules??=[]).push(__getOwnPropNames(fn)[0]);`));
    writeFileSync(
      join(dir, 'run.cjs'),
      [
        "const cli = require('./cli.cjs');",
        "process.on('exit', () => require('node:fs').writeFileSync(process.env.TRACE_OUT, (globalThis.__umpireModules ?? []).join('\\n') + '\\n'));",
        'cli.runProcess().then((code) => { process.exitCode = code; });',
      ].join('\n'),
    );
    for (const argv of [['--version'], ['rl-roll', '--rl', '5', '--roll', '3,2', '--json']]) {
      const trace = join(dir, 'trace.txt');
      const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TRACE_OUT: trace };
      delete env.UMPIRE_STATE;
      const r = spawnSync(process.execPath, [join(dir, 'run.cjs'), ...argv], { cwd: dir, encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      const modules = readFileSync(trace, 'utf8').split('\n').filter((l) => l !== '');
      expect(modules.length, argv.join(' ')).toBeGreaterThan(0);
      expect(modules.filter((m) => m.includes('src/geometry/') || m.includes('@flatten-js')), argv.join(' ')).toEqual([]);
    }
  });
});
