// A command loads only the systems in play (src/engine/registry.ts): the
// state's game and packs, or with no state the command's own system. Every
// other system costs its entry (src/games/<id>/entry.ts: id, name, commands)
// and nothing more, so a command's start does not grow with the number of
// games and packs, and their catalogues are never built. Proved on the bundle
// users run (dist/, built by the suite's setup) with a trace of the modules it
// initialises: each module the bundle loads on demand runs through esbuild's
// lazy initialiser, which the traced copy makes record its source path; what
// the bundle runs at start (modules imported statically from src/cli.ts, not
// wrapped) is checked on the sources: no system's module is among them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEMS } from '../../src/games/index.js';
import { ROOT, SCENARIOS } from '../helpers/cli.js';

const OUT = join(ROOT, `dist-trace-test-${process.pid}`);
let base: string;

/** The modules (source paths) a command line initialises, in order. */
function trace(cwd: string, ...args: string[]): { code: number | null; stderr: string; modules: string[] } {
  const file = join(base, 'trace.txt');
  rmSync(file, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TRACE_OUT: file };
  delete env.UMPIRE_STATE;
  const r = spawnSync(process.execPath, [join(OUT, 'run.cjs'), ...args], { cwd, encoding: 'utf8', env });
  return { code: r.status, stderr: r.stderr, modules: readFileSync(file, 'utf8').split('\n').filter((l) => l !== '') };
}

/** A system's own modules: under a folder named by its id, or a file named by it (src/i18n/<id>/en.ts, src/rules/<id>.ts). */
function systemModules(modules: string[], id: string): string[] {
  const re = new RegExp(`(^|/)${id}(/|\\.ts$|-[^/]*\\.ts$)`);
  return modules.filter((m) => re.test(m.replace(`${ROOT}/`, '')) && !/\/(entry|[a-z]+-entry)\.ts$/.test(m));
}

/** The modules src/cli.ts imports statically, and theirs (what runs at start): not type-only imports, not import(). */
function startModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(ROOT, file))) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)) {
      visit(relative(ROOT, resolve(ROOT, dirname(file), m[1])).replace(/\.js$/, '.ts'));
    }
  };
  visit('src/cli.ts');
  return [...seen];
}

function game(name: string, scenario: string): string {
  const dir = join(base, name);
  mkdirSync(dir);
  const r = trace(dir, 'init', join(SCENARIOS, scenario));
  expect(r.code, r.stderr).toBe(0);
  return dir;
}

beforeAll(() => {
  mkdirSync(OUT);
  copyFileSync(join(ROOT, 'dist', 'cli.cjs'), join(OUT, 'cli.cjs'));
  const bundle = readFileSync(join(ROOT, 'dist', 'umpire.cjs'), 'utf8');
  const init = 'var __esm=(fn,res,err)=>function(){';
  expect(bundle).toContain(init);
  writeFileSync(join(OUT, 'umpire.cjs'), bundle.replace(init, `${init}if(fn)(globalThis.__umpireModules??=[]).push(__getOwnPropNames(fn)[0]);`));
  writeFileSync(
    join(OUT, 'run.cjs'),
    [
      "const cli = require('./cli.cjs');",
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.TRACE_OUT, (globalThis.__umpireModules ?? []).join('\\n') + '\\n'));",
      'cli.runProcess().then((code) => { process.exitCode = code; });',
    ].join('\n'),
  );
  base = mkdtempSync(join(tmpdir(), 'umpire-trace-'));
}, 120000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  if (base) rmSync(base, { recursive: true, force: true });
});

describe('systems load only when in play', () => {
  const others = (inPlay: string[]) => SYSTEMS.map((s) => s.id).filter((id) => !inPlay.includes(id));

  it('a Civil Disorder RL roll on a game, and without one, loads no module of another system', () => {
    const dir = game('riot', 'tutorial.yaml');
    for (const argv of [
      ['rl-roll', 'students', '--roll', '3,2'],
      ['rl-roll', 'students', '--roll', '3,2', '--json'],
      ['rl-roll', '--rl', '5', '--roll', '3,2', '--json'],
      ['status'],
      ['--version'],
    ]) {
      const r = trace(dir, ...argv);
      expect(r.code, r.stderr).toBe(0);
      const foreign = others(['civil-disorder']).flatMap((id) => systemModules(r.modules, id));
      expect(foreign, argv.join(' ')).toEqual([]);
    }
    // Its own system is loaded, and its catalogue built (the trace sees them).
    const roll = trace(dir, 'rl-roll', 'students', '--roll', '3,2');
    expect(roll.modules).toEqual(expect.arrayContaining(['src/games/civil-disorder/index.ts', 'src/i18n/civil-disorder/en.ts']));
    expect(roll.modules).not.toContain('src/i18n/civil-disorder/fr.ts');
  });

  it('the start imports each system\'s entry only (statically, from src/cli.ts): no other module of a system', () => {
    const start = startModules();
    expect(start).toEqual(expect.arrayContaining(['src/cli.ts', 'src/games/index.ts', 'src/games/civil-disorder/entry.ts']));
    // Civil Disorder's modules the engine still imports are tests/engine/systems.test.ts's ratchet.
    for (const s of SYSTEMS.filter((x) => x.id !== 'civil-disorder')) {
      expect(systemModules(start, s.id), s.id).toEqual([]);
      expect(start.filter((m) => m.startsWith(`src/games/${s.id}/`) && !/entry\.ts$/.test(m)), s.id).toEqual([]);
    }
  });

  it('the start runs each system\'s entry only: --version loads no system', () => {
    const r = trace(base, '--version');
    expect(r.code, r.stderr).toBe(0);
    expect(r.modules.filter((m) => m.startsWith('src/games/') && !/entry\.ts$/.test(m))).toEqual([]);
    for (const s of SYSTEMS) expect(systemModules(r.modules, s.id), s.id).toEqual([]);
  });

  it('a game of Guérilla Urbaine loads its game, not Civil Disorder\'s system nor the pack', () => {
    const dir = game('gangs', 'guerilla-urbaine-gangs.yaml');
    const r = trace(dir, 'status');
    expect(r.code, r.stderr).toBe(0);
    expect(r.modules).toContain('src/games/guerilla-urbaine/game.ts');
    expect(r.modules).not.toContain('src/games/civil-disorder/index.ts');
    expect(r.modules).not.toContain('src/games/guerilla-urbaine/pack.ts');
    expect(systemModules(r.modules, 'intervention')).toEqual([]);
  });

  it('`umpire --help` in a game of Guérilla Urbaine loads that game only (its commands\' help, no other system\'s); --all loads every one', () => {
    const dir = game('gangs-help', 'guerilla-urbaine-gangs.yaml');
    const r = trace(dir, '--help');
    expect(r.code, r.stderr).toBe(0);
    expect(r.modules).toContain('src/games/guerilla-urbaine/game.ts');
    expect(r.modules).toContain('src/commands/guerilla-urbaine/shoot.ts');
    for (const id of others(['guerilla-urbaine'])) expect(systemModules(r.modules, id), id).toEqual([]);
    expect(r.modules).not.toContain('src/games/guerilla-urbaine/pack.ts');
    const all = trace(dir, '--help', '--all');
    expect(all.code, all.stderr).toBe(0);
    expect(all.modules).toEqual(expect.arrayContaining(['src/games/civil-disorder/index.ts', 'src/games/riot/index.ts', 'src/games/intervention/index.ts']));
  });

  it('a riot with the armed-agents pack loads the game and the pack; a command of a system without a game loads that system', () => {
    const dir = game('armed', 'railton-road-armed.yaml');
    const agents = trace(dir, 'agents');
    expect(agents.code, agents.stderr).toBe(0);
    expect(agents.modules).toEqual(expect.arrayContaining(['src/games/civil-disorder/index.ts', 'src/games/guerilla-urbaine/pack.ts']));
    expect(agents.modules).not.toContain('src/games/guerilla-urbaine/game.ts');
    const calc = trace(base, 'intervention', 'derive', '--tir', '5', '--cbt', '4', '--for', '4,6', '--end', '4', '--prt', '3');
    expect(calc.code, calc.stderr).toBe(0);
    expect(calc.modules).toContain('src/games/intervention/index.ts');
    expect(calc.modules).not.toContain('src/games/civil-disorder/index.ts');
  });
});
