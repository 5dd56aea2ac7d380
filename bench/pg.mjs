// The database store's rows of `npm run bench` (bench/bench.mjs), or alone:
//
//   node bench/pg.mjs [--runs 15 --umpires 10 --each 10]
//
// 1. A state-changing rl-roll on the PostgreSQL store (loopback) against the
//    same on the file store (medians of wall time, alternated).
// 2. Throughput of `umpires` processes at once, each running `each` rl-rolls
//    one after another, on one game in the database, against the same on one
//    state file (its lock): commands per second, and the ratio of the times.
// The server: UMPIRE_TEST_PG's, else one started for the run by
// scripts/pg-test-server.sh (and stopped after); without either the rows say
// why they were skipped. Not a test: nothing here fails a build.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIO = join(ROOT, 'scenarios', 'tutorial.yaml');
const RL_ROLL = ['rl-roll', 'students', '--roll', '3,2'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function env() {
  const e = { ...process.env, NO_COLOR: '1' };
  delete e.UMPIRE_STATE;
  delete e.UMPIRE_STORE;
  return e;
}

function run(bin, cwd, args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`umpire ${args.filter((a) => !a.startsWith('postgres')).join(' ')} failed (exit ${r.status}): ${String(r.stderr).slice(0, 300)}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** `n` processes at once, each running `each` commands one after another: total wall ms. */
async function many(bin, cwd, args, n, each) {
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: n }, async () => {
      for (let i = 0; i < each; i++) {
        await new Promise((res, rej) => {
          const p = spawn(process.execPath, [bin, ...args], { cwd, env: { ...env(), UMPIRE_LOCK_TIMEOUT: '600' }, stdio: ['ignore', 'ignore', 'pipe'] });
          let err = '';
          p.stderr.on('data', (d) => (err += d));
          p.on('close', (code) => (code === 0 ? res() : rej(new Error(`exit ${code}: ${err.slice(0, 300)}`))));
        });
      }
    }),
  );
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** A server's URL: UMPIRE_TEST_PG, or one started now (with its stop). */
function server(log) {
  if (process.env.UMPIRE_TEST_PG) return { url: process.env.UMPIRE_TEST_PG, stop: () => undefined };
  const where = join(mkdtempSync(join(tmpdir(), 'umpire-bench-pg-')), 'where');
  const e = { ...process.env, UMPIRE_PG_STATE: where };
  log('starting a PostgreSQL server (scripts/pg-test-server.sh)...');
  const r = spawnSync('bash', [join(ROOT, 'scripts', 'pg-test-server.sh'), 'start'], { encoding: 'utf8', env: e });
  const m = /UMPIRE_TEST_PG='([^']+)'/.exec(r.stdout ?? '');
  if (r.status !== 0 || !m) throw new Error(`no PostgreSQL (set UMPIRE_TEST_PG or install postgresql): ${String(r.stderr).trim().split('\n').pop()}`);
  return {
    url: m[1],
    stop: () => {
      spawnSync('bash', [join(ROOT, 'scripts', 'pg-test-server.sh'), 'stop'], { env: e });
      rmSync(dirname(where), { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server: its URL. */
function database(url, name) {
  const script = `const pg=require('pg');(async()=>{const c=new pg.Client({connectionString:process.argv[1]});await c.connect();await c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)');await c.query('CREATE DATABASE ${name}');await c.end()})().catch(e=>{console.error(e.message);process.exit(1)})`;
  const r = spawnSync(process.execPath, ['-e', script, url], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`CREATE DATABASE ${name}: ${r.stderr}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The rows: see the head of this file. */
export async function benchPg({ bin, runs = 15, umpires = 10, each = 10, log = (m) => process.stderr.write(`bench: ${m}\n`) }) {
  const skipped = (why) => [
    { key: 'pg-vs-file', figure: 'rl-roll on PostgreSQL (loopback)', baseline: 'rl-roll on a file', skipped: why },
    { key: 'pg-umpires-throughput', figure: `${umpires} umpires at once on PostgreSQL`, baseline: `the same on a file`, skipped: why },
  ];
  let srv;
  try {
    srv = server(log);
  } catch (e) {
    return skipped(e.message);
  }
  const base = mkdtempSync(join(tmpdir(), 'umpire-bench-pg-games-'));
  try {
    const one = database(srv.url, 'umpire_bench_one');
    const crowd = database(srv.url, 'umpire_bench_many');
    run(bin, base, ['init', SCENARIO]);
    run(bin, base, ['init', SCENARIO, '--store', one]);
    run(bin, base, ['init', SCENARIO, '--store', crowd]);
    const manyDir = join(base, 'many');
    spawnSync('mkdir', ['-p', manyDir]);
    run(bin, manyDir, ['init', SCENARIO]);
    run(bin, base, RL_ROLL);
    run(bin, base, [...RL_ROLL, '--store', one]);
    const f = [];
    const p = [];
    for (let i = 0; i < runs; i++) {
      f.push(run(bin, base, RL_ROLL));
      p.push(run(bin, base, [...RL_ROLL, '--store', one]));
    }
    log('rl-roll on PostgreSQL vs a file: done');
    const fileMs = await many(bin, manyDir, RL_ROLL, umpires, each);
    const pgMs = await many(bin, base, [...RL_ROLL, '--store', crowd], umpires, each);
    log(`${umpires} umpires at once: done`);
    const n = umpires * each;
    return [
      { key: 'pg-vs-file', figure: 'rl-roll on PostgreSQL (loopback)', baseline: 'rl-roll on a file', ms: median(p), baselineMs: median(f), ratio: median(p) / median(f), cpuRatio: null, target: null, runs },
      {
        key: 'pg-umpires-throughput',
        figure: `${umpires} umpires at once on PostgreSQL, ${n} rl-rolls (${((n * 1000) / pgMs).toFixed(1)}/s)`,
        baseline: `the same on a file (${((n * 1000) / fileMs).toFixed(1)}/s)`,
        ms: pgMs,
        baselineMs: fileMs,
        ratio: pgMs / fileMs,
        cpuRatio: null,
        target: null,
        runs: 1,
      },
    ];
  } catch (e) {
    return skipped(`failed: ${e.message.split('\n')[0]}`);
  } finally {
    rmSync(base, { recursive: true, force: true });
    srv.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const num = (flag, dflt) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
  const rows = await benchPg({ bin: join(ROOT, 'bin', 'umpire.cjs'), runs: num('--runs', 15), umpires: num('--umpires', 10), each: num('--each', 10) });
  for (const r of rows) process.stdout.write(`${JSON.stringify(r)}\n`);
}
