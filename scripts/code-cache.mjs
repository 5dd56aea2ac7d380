#!/usr/bin/env node
// Makes dist/umpire.cjs.cache, V8's code cache of the bundle (run by
// scripts/build.mjs): loads the bundle through dist/cli.js, runs in a
// temporary folder the commands people run most (a game started, RL rolls with
// human and JSON output, on a game and without one, the other procedures, a
// batch, a refused line), then saves the compiled code of everything that ran,
// so that the next process starts without compiling it.
//
//   node scripts/code-cache.mjs dist/cli.js
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = resolve(process.argv[2] ?? join(root, 'dist', 'cli.js'));
const { main, writeCodeCache } = await import(pathToFileURL(cli).href);

/**
 * Commands with a cache of their own, made in a fresh process from their own
 * lines only (on a game, started by another process so that the cache holds
 * no scenario reading, and without one; human and JSON output): the RL roll,
 * the procedure every crowd takes each turn. Every other command takes the
 * common cache.
 */
const OWN = {
  'rl-roll': [
    ['rl-roll', 'students', '--roll', '3,2'],
    ['rl-roll', 'students', '--roll', '3,2', '--json'],
    ['rl-roll', 'dockers', '--seed', 'warm'],
    ['rl-roll', '--rl', '5', '--roll', '3,2'],
    ['rl-roll', '--rl', '5', '--adjacent-higher', '1', '--roll', '3,2', '--json'],
  ],
};
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only === null) {
  // Each command's own first, in a process of its own (no cache to read yet, so it holds only what its lines ran).
  for (const name of Object.keys(OWN)) {
    const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), cli, '--only', name], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'umpire-code-cache-'));
const WARM_UP = only !== null ? OWN[only] : [
  ['init', join(root, 'scenarios', 'tutorial.yaml')],
  ['status'],
  ['rl-roll', 'students', '--roll', '3,2'],
  ['rl-roll', 'students', '--roll', '3,2', '--json'],
  ['rl-roll', 'dockers', '--seed', 'warm'],
  ['rl-roll', '--rl', '5', '--roll', '3,2'],
  ['rl-roll', '--rl', '5', '--roll', '3,2', '--json'],
  ['rl-roll', '--rl', '5', '--roll', '7'],
  ['melee', 'tsg', 'dockers', '--intent', 'arrest', '--seed', 'warm'],
  ['negotiate', 'students', '--by', 'inspector', '--seed', 'warm'],
  ['fire', '--weapon', 'hmg', '--range', 'close', '--firers', '2', '--seed', 'warm', '--json'],
  ['batch', 'warm.txt', '--json'],
  ['next-turn'],
  ['undo'],
  ['status', '--json'],
  ['--version'],
];
if (only !== null) {
  const r = spawnSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', `const { main } = await import(${JSON.stringify(pathToFileURL(cli).href)}); process.exitCode = await main(process.argv.slice(1), { stdout: { write: () => true }, stderr: process.stderr, stdin: process.stdin, env: { ...process.env, UMPIRE_STATE: '' }, cwd: process.cwd(), argv: [] });`, 'init', join(root, 'scenarios', 'tutorial.yaml')], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
writeFileSync(join(dir, 'warm.txt'), 'rl-roll students --roll 3,2\nrl-roll dockers --roll 4,1\n');
const stdin = new PassThrough();
stdin.end();
try {
  for (const argv of WARM_UP) {
    const env = { ...process.env, NO_COLOR: '1' };
    delete env.UMPIRE_STATE;
    await main(argv, { stdout: { write: () => true, isTTY: false }, stderr: { write: () => true, isTTY: false }, stdin, env, cwd: dir, argv });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const bytes = writeCodeCache(only ?? undefined);
if (only !== null) process.exit(0);
// A fresh process must take it (a rejected cache still runs, only slower: say so).
const check = spawnSync(process.execPath, [...process.execArgv, '--input-type=module', '-e', `process.stdout.write((await import(${JSON.stringify(pathToFileURL(cli).href)})).codeCache)`], { encoding: 'utf8' });
if (check.stdout !== 'used') process.stderr.write(`code-cache: warning: a fresh process did not use the code cache (${check.stdout || check.stderr})\n`);
else if (process.argv.includes('--verbose')) process.stdout.write(`code-cache: ${bytes} bytes, used\n`);
