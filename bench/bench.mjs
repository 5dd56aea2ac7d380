#!/usr/bin/env node
// `npm run bench`: how fast is umpire, measured against Node itself in the
// same run (never an absolute time: each figure is a ratio to its baseline).
// Spawns real processes (bin/umpire.cjs, the package's bin, on the built dist/), alternates each
// figure's command with its baseline, and takes medians of several runs.
// Prints a table and writes bench/results.json. Not a test: nothing here
// fails a build.
//
//   npm run bench [-- --runs 25 --batch-runs 5 --odds-runs 3 --instr-runs 5 --skip-instructions --skip-odds --skip-serve --skip-pg --skip-geometry --skip-map --dist]
//
// The start-up rows also count instructions (valgrind --tool=callgrind, when the machine has it):
// unlike a time, a count does not move with the machine's load or its clock, so two runs of the
// bench agree on it where their CPU times may not. Each row says how far it is from the run before
// (bench/results.json as it was), and whether the two agree within 0.1x.
//
// --skip-odds skips both --odds figures: the compound case against its plain
// resolution, and every procedure's largest --odds (bench/odds.mjs).
//
// It builds its own bundle (scripts/build.mjs) into .bench-dist/ and runs
// bin/umpire.cjs's code from there, so that a test run rebuilding dist/ with
// tsc meanwhile does not change what is measured; --dist measures
// bin/umpire.cjs on dist/ as it is instead.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem, type as osType, release } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServe } from './serve.mjs';
import { benchPg } from './pg.mjs';
import { benchRepl } from './repl.mjs';
import { buildSnapshot } from './snapshot.mjs';
import { benchOdds, oddsTable } from './odds.mjs';
import { benchSight } from './geometry.mjs';
import { benchDropDelay, benchMapSvg, factsCase } from './map.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv0 = process.argv.slice(2);
const OWN = !argv0.includes('--dist');
// Same depth as dist/ (chunks find ../../scenarios the same way).
const OUT = join(ROOT, '.bench-dist');
// The package's bin (package.json), as an installed umpire runs.
const BIN = OWN ? join(OUT, 'umpire-bin.cjs') : join(ROOT, 'bin', 'umpire.cjs');
const PROBE = join(ROOT, 'bench', 'probe.cjs');
const SCENARIO = join(ROOT, 'scenarios', 'tutorial.yaml');

const argv = process.argv.slice(2);
const LOAD_AT_START = loadavg().map((x) => Math.round(x * 100) / 100);
const num = (flag, dflt) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
const RUNS = num('--runs', 25);
const BATCH_RUNS = num('--batch-runs', 5);
const ODDS_RUNS = num('--odds-runs', 3);
const LONG_LOG = num('--long-log', 100_000);
const BATCH_LINES = num('--batch-lines', 10_000);
const REVIEW_LOG = num('--review-log', 20_000);
const REVIEW_RUNS = num('--review-runs', 5);
const REPL_COMMANDS = num('--repl-commands', 500);
/** Runs of each process under callgrind for the start-up rows' instruction counts (0: none). */
const INSTR_RUNS = argv.includes('--skip-instructions') ? 0 : num('--instr-runs', 5);
/** The run before this one (bench/results.json as it was), to say whether the two agree. */
const PREVIOUS = (() => {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8'));
  } catch {
    return null;
  }
})();

/** One state-changing resolution: the students' RL roll, dice entered (RL stays 5, so it can repeat forever). */
const RL_ROLL = ['rl-roll', 'students', '--roll', '3,2'];
/** The same roll as a stateless lookup (the RL given, no game). */
const STATELESS = ['rl-roll', '--rl', '5', '--adjacent-higher', '1', '--roll', '3,2'];
/**
 * The largest compound --odds case that has a plain resolution to compare
 * with: 100 heavy machine guns at close range, then a casualty roll per hit
 * (composed firer by firer from the firearms rule's own functions, src/odds/compound.ts).
 */
const ODDS_CASE = ['fire', '--weapon', 'hmg', '--range', 'close', '--firers', '100'];

/**
 * Start-up variables a user's machine does not have (issue 33): the bench
 * measures with each of them unset ("stock Node"), and names the ones this
 * machine sets. NODE_EXTRA_CA_CERTS alone makes `node -e 0` parse a
 * certificate bundle (416 M of its 510 M instructions here), which flatters
 * every ratio to it.
 */
const STARTUP_VARS = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS', 'NODE_COMPILE_CACHE', 'NODE_V8_COVERAGE', 'NODE_DEBUG', 'NODE_ICU_DATA', 'NODE_PRESERVE_SYMLINKS', 'NODE_PENDING_DEPRECATION', 'NODE_REDIRECT_WARNINGS', 'UV_THREADPOOL_SIZE', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'OPENSSL_CONF'];
const MACHINE_VARS = STARTUP_VARS.filter((v) => process.env[v] !== undefined);
/** The environment of a measured process: stock (this machine's start-up variables unset) unless `machine`. */
function envFor({ machine = false } = {}) {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.UMPIRE_STATE;
  if (!machine) for (const v of STARTUP_VARS) delete env[v];
  return env;
}

/** A row's instruction figures, when counted. */
const instrOf = (f) => (f.instructions === undefined ? {} : { instructions: f.instructions, baselineInstructions: f.baselineInstructions, instrRatio: f.instrRatio, instrRuns: f.instrRuns });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function log(msg) {
  process.stderr.write(`bench: ${msg}\n`);
}

/** Runs one process; returns wall ms (and peak RSS / CPU from the probe when asked). */
function runOnce(args, cwd, { probe = true, timeout = 600_000, machine = false } = {}) {
  const probeFile = probe ? join(cwd, `.probe-${process.pid}`) : null;
  if (probeFile) rmSync(probeFile, { force: true });
  const env = { ...envFor({ machine }), ...(probeFile ? { UMPIRE_BENCH_PROBE: probeFile } : {}) };
  const full = probe ? ['-r', PROBE, ...args] : args;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, full, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], timeout, maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`"node ${args.join(' ')}" failed (exit ${r.status ?? r.signal}): ${String(r.stderr).slice(0, 500)}`);
  let probed = null;
  if (probeFile) {
    probed = JSON.parse(readFileSync(probeFile, 'utf8').trim().split('\n').pop());
    rmSync(probeFile, { force: true });
  }
  return { ms, probed };
}

/**
 * Alternates `subject` and `baseline` `runs` times; medians of wall time, CPU
 * time (user + system, steadier than wall time on a busy machine) and peak RSS.
 */
function compare(name, baseline, subject, runs, opts = {}) {
  const b = [];
  const s = [];
  const bRss = [];
  const sRss = [];
  const bCpu = [];
  const sCpu = [];
  runOnce(baseline.args, baseline.cwd, opts); // warm the file cache
  runOnce(subject.args, subject.cwd, opts);
  for (let i = 0; i < runs; i++) {
    const x = runOnce(baseline.args, baseline.cwd, opts);
    const y = runOnce(subject.args, subject.cwd, opts);
    b.push(x.ms);
    s.push(y.ms);
    if (x.probed) bRss.push(x.probed.rssKb), bCpu.push(x.probed.cpuMs);
    if (y.probed) sRss.push(y.probed.rssKb), sCpu.push(y.probed.cpuMs);
  }
  log(`${name}: done`);
  const cpuRatio = bCpu.length ? median(sCpu) / median(bCpu) : null;
  return { b: median(b), s: median(s), bRss: bRss.length ? median(bRss) : null, sRss: sRss.length ? median(sRss) : null, cpuRatio, bCpu: bCpu.length ? median(bCpu) : null, runs };
}

const HAS_VALGRIND = INSTR_RUNS > 0 && spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).status === 0;
/** Instructions one process executes, all its threads (callgrind's "Collected"), on a stock Node. */
function countOnce(args, cwd) {
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...args], { cwd, env: envFor(), encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 << 20, timeout: 600_000 });
  const m = /Collected\s*:\s*(\d+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !m) throw new Error(`callgrind of "node ${args.join(' ')}" failed (exit ${r.status ?? r.signal}): ${String(r.stderr).slice(-300)}`);
  return Number(m[1]);
}
/** Alternates subject and baseline under callgrind `INSTR_RUNS` times: medians of their instruction counts. */
/**
 * Every count of the baseline (`node -e 0`) in this run, whichever row it was counted beside: its count moves
 * by up to 8% from one process to the next (83-90 M here: its threads), more than a subject's (about 2%), so each
 * row's ratio is to the median of all of them (35 counts by default), not to the five counted beside it.
 */
const BASELINE_COUNTS = [];
function countInstructions(name, baseline, subject) {
  if (!HAS_VALGRIND) return null;
  const b = [];
  const s = [];
  for (let i = 0; i < INSTR_RUNS; i++) {
    b.push(countOnce(baseline.args, baseline.cwd));
    s.push(countOnce(subject.args, subject.cwd));
  }
  BASELINE_COUNTS.push(...b);
  log(`${name}: instructions counted`);
  return { instructions: median(s), baselineInstructions: median(b), instrRatio: median(s) / median(b), instrRuns: INSTR_RUNS };
}
/** Each counted row's ratio to the pooled baseline (its own five kept as `rowBaselineInstructions`); the first part's share again. */
function poolBaseline(figures) {
  if (BASELINE_COUNTS.length === 0) return;
  const pooled = median(BASELINE_COUNTS);
  let first = true;
  for (const f of figures) {
    if (f.instructions === undefined) continue;
    f.rowBaselineInstructions = f.baselineInstructions;
    f.baselineInstructions = pooled;
    f.baselineCounts = BASELINE_COUNTS.length;
    f.instrRatio = f.instructions / pooled;
    if (f.part && first) f.partInstructions = f.instructions - pooled;
    if (f.part) first = false;
  }
}

function umpire(cwd, ...args) {
  const env = envFor();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env, stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`umpire ${args.join(' ')} failed (exit ${r.status}): ${r.stderr.slice(0, 500)}`);
  return r;
}

function newGame(base, name) {
  const dir = join(base, name);
  spawnSync('mkdir', ['-p', dir]);
  umpire(dir, 'init', SCENARIO);
  return dir;
}

// --- build -----------------------------------------------------------------
if (OWN) {
  log('building the bundle (scripts/build.mjs) into .bench-dist/...');
  rmSync(OUT, { recursive: true, force: true });
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--outdir', OUT], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // bin/umpire.cjs itself, pointed at this build.
  writeFileSync(BIN, readFileSync(join(ROOT, 'bin', 'umpire.cjs'), 'utf8').replaceAll('../dist/cli.cjs', './cli.cjs'));
}
const bundled = existsSync(join(OWN ? OUT : join(ROOT, 'dist'), 'umpire.cjs.cache'));
if (!bundled) log('warning: no bundle with its code cache (dist/umpire.cjs.cache; a tsc build?): measuring what is there');

// --- games -----------------------------------------------------------------
const base = mkdtempSync(join(tmpdir(), 'umpire-bench-'));
const figures = [];
let oddsRows = [];
try {
  const empty = newGame(base, 'empty');
  const long = newGame(base, 'long');
  const batchGame = newGame(base, 'batch');
  const batchFile = join(base, 'batch.txt');
  writeFileSync(batchFile, `${RL_ROLL.join(' ')}\n`.repeat(BATCH_LINES));

  const node0 = { args: ['-e', '0'], cwd: empty };

  // 1. A state-changing rl-roll against `node -e 0`.
  // Start-up rows: on a stock Node (this machine's start-up variables unset for both), with the
  // figure in this machine's own environment beside it only as a note (`machineEnv`).
  spawnSync('sync');
  const startup = (name, subject, runs, { count = true } = {}) => {
    const stock = { ...compare(name, node0, subject, runs), ...(count ? countInstructions(name, node0, subject) : null) };
    const mine = MACHINE_VARS.length ? compare(`${name} (this machine's environment)`, node0, subject, runs, { machine: true }) : null;
    return { ...stock, machineEnv: mine && { vars: MACHINE_VARS, ms: mine.s, baselineMs: mine.b, ratio: mine.s / mine.b, cpuRatio: mine.cpuRatio, kb: mine.sRss, baselineKb: mine.bRss } };
  };
  const f1 = startup('rl-roll vs node -e 0', { args: [BIN, ...RL_ROLL], cwd: empty }, RUNS);
  figures.push({ key: 'rl-roll-vs-node', figure: 'state-changing rl-roll', baseline: 'node -e 0', ms: f1.s, baselineMs: f1.b, ratio: f1.s / f1.b, cpuRatio: f1.cpuRatio, ...instrOf(f1), target: 1.8, aim: 1.3, runs: RUNS, machineEnv: f1.machineEnv });

  // 1b. A stateless lookup with --json (no lock, no state, no renderer) against `node -e 0`.
  const f1b = startup('stateless rl-roll --json vs node -e 0', { args: [BIN, ...STATELESS, '--json'], cwd: empty }, RUNS);
  figures.push({ key: 'stateless-json-vs-node', figure: 'stateless rl-roll --json', baseline: 'node -e 0', ms: f1b.s, baselineMs: f1b.b, ratio: f1b.s / f1b.b, cpuRatio: f1b.cpuRatio, ...instrOf(f1b), target: null, aim: 1.2, runs: RUNS, machineEnv: f1b.machineEnv });

  // 4. Peak memory of rl-roll against node -e 0.
  const f4 = startup('peak memory', { args: [BIN, ...RL_ROLL], cwd: empty }, Math.max(5, Math.round(RUNS / 2)), { count: false });
  figures.push({ key: 'rss-vs-node', figure: 'rl-roll peak RSS', baseline: 'node -e 0 peak RSS', kb: f4.sRss, baselineKb: f4.bRss, ratio: f4.sRss / f4.bRss, target: 1.5, aim: 1.3, runs: Math.max(5, Math.round(RUNS / 2)), machineEnv: f4.machineEnv && { ...f4.machineEnv, ratio: f4.machineEnv.kb / f4.machineEnv.baselineKb } });

  // 4a. What a state-changing rl-roll's start-up is made of, on a stock Node: each step's CPU
  // time beside node -e 0, so the cost of each part is the difference to the step before it.
  {
    const bundleDir = OWN ? OUT : join(ROOT, 'dist');
    const compileOnly = `const fs=require('node:fs'),vm=require('node:vm');new vm.Script(fs.readFileSync(${JSON.stringify(join(bundleDir, 'umpire.cjs'))},'latin1'),{filename:${JSON.stringify(join(bundleDir, 'umpire.cjs'))},cachedData:fs.readFileSync(${JSON.stringify(join(bundleDir, 'umpire.cjs.rl-roll.cache'))})})`;
    const steps = [
      ['parts-cache', 'the bundle read and compiled from its code cache, not run', ['-e', compileOnly]],
      // dist/cli.cjs required, runProcess never called: the bundle's top level (every system's registration, the
      // module-level functions) run on the same RL roll's cache (the words after `-e` are what cli.cjs picks it by).
      ['parts-toplevel', "the bundle's top level run, no command (dist/cli.cjs required)", ['-e', `require(${JSON.stringify(join(bundleDir, 'cli.cjs'))})`, '_', ...RL_ROLL]],
      ['parts-version', 'umpire --version (the program loaded and started; the common code cache)', [BIN, '--version']],
      ['parts-stateless', 'a stateless rl-roll --json (the rule, its record, stdout)', [BIN, ...STATELESS, '--json']],
      ['parts-game', 'rl-roll on a game --json (lock, state, log line, hash, fsyncs)', [BIN, ...RL_ROLL, '--json']],
      ['parts-human', 'the same with human output (the table drawn)', [BIN, ...RL_ROLL]],
    ];
    let before = null;
    let instrBefore = null;
    for (const [key, figure, args] of steps) {
      const f = { ...compare(`start-up part: ${key}`, node0, { args, cwd: empty }, RUNS), ...countInstructions(`start-up part: ${key}`, node0, { args, cwd: empty }) };
      const cpu = f.cpuRatio * f.bCpu;
      const part = f.instructions === undefined ? {} : { partInstructions: f.instructions - (instrBefore ?? f.baselineInstructions) };
      figures.push({ key, figure, baseline: 'node -e 0', ms: f.s, baselineMs: f.b, ratio: f.s / f.b, cpuRatio: f.cpuRatio, ...instrOf(f), ...part, cpuMs: cpu, partCpuMs: before === null ? cpu - f.bCpu : cpu - before, target: null, runs: RUNS, part: true });
      before = cpu;
      instrBefore = f.instructions ?? null;
    }
  }

  // 4a'. The game's write taken apart (issue 45 item 2): each piece alone in a process of its own, beside its
  // baseline, so that what parts-game adds is split into node:crypto with the hash and the lock's token, and the
  // two fsyncs (the same file operations as src/state/store.ts's log append and atomic state write, in the game's
  // folder, with their fsyncs against without them).
  {
    const line = JSON.stringify({ seq: 1, at: new Date(0).toISOString(), cmd: 'rl-roll', pad: 'x'.repeat(1400) });
    // Two lines hashed (log-codec.ts: crypto.hash, sha256, the first 16 hex) and the lock's 12 random bytes (store.ts).
    const hashOnly = `const c=require('node:crypto');const l=${JSON.stringify(line)};c.hash('sha256',l,'hex');c.hash('sha256',l+'1','hex');c.randomBytes(12).toString('hex')`;
    const fh = compare('the write: node:crypto and the hash', node0, { args: ['-e', hashOnly], cwd: empty }, RUNS);
    const fhi = countInstructions('the write: node:crypto and the hash', node0, { args: ['-e', hashOnly], cwd: empty });
    figures.push({ key: 'write-hash-vs-node', figure: "the write's node:crypto: two lines hashed, the lock's token", baseline: 'node -e 0', ms: fh.s, baselineMs: fh.b, ratio: fh.s / fh.b, cpuRatio: fh.cpuRatio, ...instrOf(fhi ?? {}), target: null, runs: RUNS, writePart: { cpuMs: fh.cpuRatio * fh.bCpu - fh.bCpu, wallMs: fh.s - fh.b } });
    // The log appended (open, pwrite, fsync, close) and the state written to an exclusive temp file (write, fchmod,
    // fsync, close) then renamed over the state, as store.ts does, WRITES times in one process (two fsyncs of a few
    // milliseconds are lost in one process's start); the baseline is the same program without the fsyncs, and the
    // part is the difference over WRITES: one command's two fsyncs.
    const WRITES = 20;
    const fileOps = (sync) =>
      `const fs=require('node:fs');const d=${JSON.stringify(join(base, 'fsync'))};fs.mkdirSync(d,{recursive:true});for(let i=0;i<${WRITES};i++){` +
      `let fd=fs.openSync(d+'/log','a');fs.writeSync(fd,Buffer.from(${JSON.stringify(`${line}\n`)}));${sync ? 'fs.fsyncSync(fd);' : ''}fs.closeSync(fd);` +
      `const t=d+'/state.'+process.pid+'.tmp';fd=fs.openSync(t,fs.constants.O_WRONLY|fs.constants.O_CREAT|fs.constants.O_EXCL);fs.writeSync(fd,Buffer.from('x'.repeat(4000)));fs.fchmodSync(fd,0o600);${sync ? 'fs.fsyncSync(fd);' : ''}fs.closeSync(fd);fs.renameSync(t,d+'/state')}`;
    const ff = compare('the write: two fsyncs', { args: ['-e', fileOps(false)], cwd: empty }, { args: ['-e', fileOps(true)], cwd: empty }, RUNS);
    figures.push({ key: 'write-fsyncs', figure: `the write's files with their two fsyncs, ${WRITES} times`, baseline: 'the same files without the fsyncs', ms: ff.s, baselineMs: ff.b, ratio: ff.s / ff.b, cpuRatio: ff.cpuRatio, target: null, runs: RUNS, writes: WRITES, writePart: { cpuMs: (ff.cpuRatio * ff.bCpu - ff.bCpu) / WRITES, wallMs: (ff.s - ff.b) / WRITES } });
  }

  // 4b. The start-up lever tried in issue 33: a V8 start-up snapshot of the loaded program (bench/snapshot.mjs)
  // against today's code cache, on a stock Node, CPU of the same state-changing rl-roll.
  if (argv.includes('--skip-snapshot')) {
    figures.push({ key: 'snapshot-vs-code-cache', figure: 'rl-roll from a start-up snapshot', baseline: 'rl-roll from the code cache', skipped: 'skipped (--skip-snapshot)' });
  } else {
    try {
      const blob = buildSnapshot({ bundle: join(OWN ? OUT : join(ROOT, 'dist'), 'umpire.cjs'), scenario: SCENARIO, dir: base, env: envFor(), log });
      const f4b = compare('snapshot vs code cache', { args: [BIN, ...RL_ROLL], cwd: empty }, { args: ['--snapshot-blob', blob, 'umpire', ...RL_ROLL], cwd: empty }, RUNS);
      figures.push({ key: 'snapshot-vs-code-cache', figure: 'rl-roll from a start-up snapshot', baseline: 'rl-roll from the code cache', ms: f4b.s, baselineMs: f4b.b, ratio: f4b.s / f4b.b, cpuRatio: f4b.cpuRatio, target: null, aim: null, runs: RUNS, snapshotBytes: statSync(blob).size });
    } catch (e) {
      figures.push({ key: 'snapshot-vs-code-cache', figure: 'rl-roll from a start-up snapshot', baseline: 'rl-roll from the code cache', skipped: `failed: ${e.message.split('\n')[0]}` });
    }
  }

  // The long log is filled only now: its writes would otherwise still be going to the disk
  // while the start-up rows above are timed.
  log(`filling a ${LONG_LOG.toLocaleString('en')}-entry turn log (batches of ${BATCH_LINES.toLocaleString('en')})...`);
  const fillStart = Date.now();
  for (let n = 0; n < LONG_LOG; n += BATCH_LINES) {
    const k = Math.min(BATCH_LINES, LONG_LOG - n);
    const f = join(base, `fill-${k}.txt`);
    if (!existsSync(f)) writeFileSync(f, `${RL_ROLL.join(' ')}\n`.repeat(k));
    umpire(long, 'batch', f, '--no-progress');
  }
  const longState = JSON.parse(readFileSync(join(long, 'umpire-state.json'), 'utf8'));
  const longLogBytes = statSync(join(long, 'umpire-state.log.jsonl')).size;
  log(`long log: ${longState.log.seq.toLocaleString('en')} entries, ${(longLogBytes / 1e6).toFixed(1)} MB, state file ${statSync(join(long, 'umpire-state.json')).size} bytes (${((Date.now() - fillStart) / 1000).toFixed(1)} s)`);

  // 2. The same with a 100,000-entry log against an empty one.
  const f2 = compare('long log vs empty log', { args: [BIN, ...RL_ROLL], cwd: empty }, { args: [BIN, ...RL_ROLL], cwd: long }, RUNS);
  figures.push({ key: 'long-log-vs-empty', figure: `rl-roll, ${longState.log.seq.toLocaleString('en')}-entry log`, baseline: 'rl-roll, empty log', ms: f2.s, baselineMs: f2.b, ratio: f2.s / f2.b, cpuRatio: f2.cpuRatio, target: 1.1, aim: 1.05, runs: RUNS });

  // 3. A batch of 10,000 resolutions against one single rl-roll (both --json, as a script runs them).
  const f3 = compare('batch vs one rl-roll', { args: [BIN, ...RL_ROLL, '--json'], cwd: batchGame }, { args: [BIN, 'batch', batchFile, '--json', '--no-progress'], cwd: batchGame }, BATCH_RUNS);
  figures.push({ key: 'batch-vs-one', figure: `batch of ${BATCH_LINES.toLocaleString('en')} rl-rolls, --json`, baseline: 'one rl-roll --json', ms: f3.s, baselineMs: f3.b, ratio: f3.s / f3.b, cpuRatio: f3.cpuRatio, target: 10, aim: 5, runs: BATCH_RUNS });

  // 3b. The same batch with human output against one single rl-roll with human output.
  const f3h = compare('human batch vs one rl-roll', { args: [BIN, ...RL_ROLL], cwd: batchGame }, { args: [BIN, 'batch', batchFile, '--no-progress'], cwd: batchGame }, BATCH_RUNS);
  figures.push({ key: 'batch-human-vs-one', figure: `the same batch, human output`, baseline: 'one rl-roll', ms: f3h.s, baselineMs: f3h.b, ratio: f3h.s / f3h.b, cpuRatio: f3h.cpuRatio, target: 10, aim: 5, runs: BATCH_RUNS });

  // 4c. What users wait on besides start-up: the review commands on a 20,000-entry log, per entry
  // (the command on that log less the same on a fresh game, over the entries).
  const review = newGame(base, 'review');
  const reviewFile = join(base, `review-${REVIEW_LOG}.txt`);
  writeFileSync(reviewFile, `${RL_ROLL.join(' ')}\n`.repeat(REVIEW_LOG));
  umpire(review, 'batch', reviewFile, '--no-progress');
  for (const [cmd, args] of [['summary', ['summary']], ['verify', ['verify']], ['rebuild', ['rebuild']], ['report', ['report', '--html', 'report.html', '--force']]]) {
    const f = compare(`${cmd} on ${REVIEW_LOG} entries`, { args: [BIN, ...args], cwd: empty }, { args: [BIN, ...args], cwd: review }, REVIEW_RUNS);
    figures.push({ key: `review-${cmd}`, figure: `${cmd}, ${REVIEW_LOG.toLocaleString('en')}-entry log`, baseline: `${cmd}, fresh game`, ms: f.s, baselineMs: f.b, ratio: f.s / f.b, cpuRatio: f.cpuRatio, perEntryUs: ((f.s - f.b) * 1000) / REVIEW_LOG, target: null, runs: REVIEW_RUNS });
  }

  // 4d. A command typed in the REPL, in-process, from Enter to the prompt back (bench/repl.mjs).
  try {
    const r = await benchRepl({ cli: join(OWN ? OUT : join(ROOT, 'dist'), 'cli.js'), scenario: SCENARIO, line: RL_ROLL.join(' '), commands: REPL_COMMANDS, log });
    figures.push({ key: 'repl-command', figure: `a command typed in the REPL (${REPL_COMMANDS} rl-rolls)`, baseline: 'one rl-roll process', ms: r.median, p95Ms: r.p95, baselineMs: f1.s, ratio: r.median / f1.s, cpuRatio: null, target: null, runs: REPL_COMMANDS });
  } catch (e) {
    figures.push({ key: 'repl-command', figure: 'a command typed in the REPL', baseline: 'one rl-roll process', skipped: `failed: ${e.message.split('\n')[0]}` });
  }

  // 4e. Sight between two points against 200 outlines (bench/geometry.mjs, issue 41): SightIndex against sight(), in-process.
  if (argv.includes('--skip-geometry')) {
    figures.push({ key: 'sight-index-vs-plain', figure: 'sight, 200 outlines: SightIndex', baseline: 'sight() on the same outlines', skipped: 'skipped (--skip-geometry)' });
  } else {
    try {
      figures.push(await benchSight({ runs: RUNS, outlines: 200, log }));
    } catch (e) {
      figures.push({ key: 'sight-index-vs-plain', figure: 'sight, 200 outlines: SightIndex', baseline: 'sight() on the same outlines', skipped: `failed: ${e.message.split('\n')[0]}` });
    }
  }

  // 4f. The map (bench/map.mjs, issue 41): 500 pieces drawn, a drop's delay to the players' screen, a resolution reading three facts from the map.
  if (argv.includes('--skip-map')) {
    figures.push({ key: 'map-svg-500', figure: 'the map drawn with 500 pieces (SVG)', baseline: 'the same map with 50 of them', skipped: 'skipped (--skip-map)' });
  } else {
    for (const [key, figure, baseline, f] of [
      ['map-svg-500', 'the map drawn with 500 pieces (SVG)', 'the same map with 50 of them', () => benchMapSvg({ bin: BIN, runs: RUNS, log })],
      ['map-drop-delay', "a drop to the players' screen", "the drop's own answer", () => benchDropDelay({ bin: BIN, drops: RUNS, log })],
      [
        'map-facts-vs-typed',
        'rl-roll reading three facts from the map',
        'the same with the facts typed, no map',
        () => {
          const c = factsCase(base, BIN);
          const r = compare('map facts vs typed', c.typed, c.map, RUNS);
          return { key: 'map-facts-vs-typed', figure: 'rl-roll reading three facts from the map', baseline: 'the same with the facts typed, no map', ms: r.s, baselineMs: r.b, ratio: r.s / r.b, cpuRatio: r.cpuRatio, target: null, runs: RUNS };
        },
      ],
    ]) {
      try {
        figures.push(await f());
      } catch (e) {
        figures.push({ key, figure, baseline, skipped: `failed: ${e.message.split('\n')[0]}` });
      }
    }
  }

  // 5. --odds of the largest compound case against a plain resolution of it.
  if (argv.includes('--skip-odds')) {
    figures.push({ key: 'odds-vs-plain', figure: `${ODDS_CASE.join(' ')} --odds`, baseline: 'the same resolved', skipped: 'skipped (--skip-odds)' });
  } else {
    try {
      const f5 = compare('odds vs plain', { args: [BIN, ...ODDS_CASE, '--seed', 'bench', '--json'], cwd: empty }, { args: [BIN, ...ODDS_CASE, '--odds', '--json'], cwd: empty }, ODDS_RUNS, { timeout: 300_000 });
      figures.push({ key: 'odds-vs-plain', figure: `${ODDS_CASE.join(' ')} --odds`, baseline: 'the same resolved', ms: f5.s, baselineMs: f5.b, ratio: f5.s / f5.b, cpuRatio: f5.cpuRatio, target: null, runs: ODDS_RUNS });
    } catch (e) {
      figures.push({ key: 'odds-vs-plain', figure: `${ODDS_CASE.join(' ')} --odds`, baseline: 'the same resolved', skipped: `failed: ${e.message.split('\n')[0]}` });
    }
  }

  // 6. `umpire serve` (bench/serve.mjs): a command's exit to the page's update with 100 screens, and the server's memory after 10,000 resolutions.
  if (argv.includes('--skip-serve')) {
    figures.push({ key: 'serve-delay', figure: 'serve: exit to page update, 100 screens', baseline: 'the command itself', skipped: 'skipped (--skip-serve)' });
  } else {
    try {
      figures.push(...(await benchServe({ bin: BIN, screens: 100, commands: RUNS * 2, resolutions: BATCH_LINES, log })));
    } catch (e) {
      figures.push({ key: 'serve-delay', figure: 'serve: exit to page update, 100 screens', baseline: 'the command itself', skipped: `failed: ${e.message.split('\n')[0]}` });
    }
  }

  // 7. The PostgreSQL store (bench/pg.mjs, issue 35): a command on it against the same on a file, and 10 umpires' throughput.
  if (argv.includes('--skip-pg')) {
    figures.push({ key: 'pg-vs-file', figure: 'rl-roll on PostgreSQL (loopback)', baseline: 'rl-roll on a file', skipped: 'skipped (--skip-pg)' });
  } else {
    figures.push(...(await benchPg({ bin: BIN, runs: RUNS, umpires: 10, each: 10, log })));
  }

  // 8. Every procedure's --odds at its options' largest sizes (bench/odds.mjs, issue 33): within 2 s and 500 MB, or refused at once (U228).
  if (!argv.includes('--skip-odds')) oddsRows = benchOdds({ bin: BIN, log });
} finally {
  rmSync(base, { recursive: true, force: true });
  if (OWN) rmSync(OUT, { recursive: true, force: true });
}

// --- report ----------------------------------------------------------------
const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(totalmem() / 2 ** 30),
  os: `${osType()} ${release()}`,
  node: process.version,
  loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
  loadAverageAtStart: LOAD_AT_START,
  bundled,
  /** Measured with these unset (a stock Node); their figures are each row's machineEnv. */
  startupVarsUnset: MACHINE_VARS,
};
poolBaseline(figures);

// Each start-up row beside the same row of the run before (bench/results.json as it was): do the two agree within 0.1x?
const AGREE = 0.1;
if (PREVIOUS?.figures) {
  for (const f of figures) {
    const p = PREVIOUS.figures.find((x) => x.key === f.key && !x.skipped);
    if (!p || f.skipped || !(f.key.startsWith('parts-') || f.key.startsWith('write-') || f.key.endsWith('-vs-node'))) continue;
    const d = (a, b) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) : null);
    const gaps = { ratio: d(f.ratio, p.ratio), cpuRatio: d(f.cpuRatio, p.cpuRatio), instrRatio: d(f.instrRatio, p.instrRatio) };
    f.previous = { date: PREVIOUS.date, loadAverage: PREVIOUS.machine?.loadAverageAtStart ?? null, ratio: p.ratio, cpuRatio: p.cpuRatio ?? null, instrRatio: p.instrRatio ?? null, gaps, agree: Object.fromEntries(Object.entries(gaps).filter(([, g]) => g !== null).map(([k, g]) => [k, g <= AGREE])) };
  }
}
const results = { date: new Date().toISOString(), machine, figures, odds: oddsRows.map(({ name, argv: a, code, ms, cpuMs, kb, over }) => ({ name, argv: a, code, ms, cpuMs, kb, over })) };
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const fmt = (f) => (f.kb !== undefined ? `${(f.kb / 1024).toFixed(1)} MB` : `${f.ms.toFixed(f.ms < 1000 ? 1 : 0)} ms`);
const fmtB = (f) => (f.baselineKb !== undefined ? `${(f.baselineKb / 1024).toFixed(1)} MB` : `${f.baselineMs.toFixed(1)} ms`);
const rows = [['figure', 'measured', 'baseline', 'ratio', 'CPU ratio', 'instructions', 'first target', 'goal', '']];
for (const f of figures) {
  if (f.skipped) {
    rows.push([f.figure, '-', f.baseline, '-', '-', '-', '-', '-', f.skipped]);
    continue;
  }
  const verdicts = [];
  if (f.target != null) verdicts.push(f.ratio <= f.target ? 'target met' : `target MISSED by ${(f.ratio - f.target).toFixed(2)}x`);
  if (f.aim != null) verdicts.push(f.ratio <= f.aim ? 'goal reached' : `goal not reached by ${(f.ratio - f.aim).toFixed(2)}x (docs/performance.md: why)`);
  if (f.part) verdicts.push(`this part: ${f.partCpuMs.toFixed(1)} ms CPU${f.partInstructions === undefined ? '' : `, ${(f.partInstructions / 1e6).toFixed(1)} M instructions`}`);
  if (f.instructions !== undefined && !f.part) verdicts.push(`${(f.instructions / 1e6).toFixed(1)} M instructions against ${(f.baselineInstructions / 1e6).toFixed(1)} M`);
  if (f.previous) {
    const p = f.previous;
    const said = [['ratio', 'wall'], ['cpuRatio', 'CPU'], ['instrRatio', 'instructions']].filter(([k]) => p.gaps[k] !== null).map(([k, w]) => `${w} ${p[k].toFixed(2)}x (${p.agree[k] ? 'agrees' : `${p.gaps[k].toFixed(2)}x apart`})`);
    verdicts.push(`the run before: ${said.join(', ')}`);
  }
  if (f.writePart) verdicts.push(`this part of the game's write${f.writes ? ` (the difference over the ${f.writes})` : ''}: ${f.writePart.wallMs.toFixed(1)} ms wall, ${f.writePart.cpuMs.toFixed(1)} ms CPU${f.instructions === undefined ? '' : `, ${((f.instructions - f.baselineInstructions) / 1e6).toFixed(1)} M instructions`}`);
  if (f.perEntryUs !== undefined) verdicts.push(`${f.perEntryUs.toFixed(1)} µs an entry`);
  if (f.p95Ms !== undefined) verdicts.push(`95th percentile ${f.p95Ms.toFixed(1)} ms`);
  if (f.disagreements !== undefined) verdicts.push(`${(f.ms * 1000).toFixed(0)} µs a line against ${(f.baselineMs * 1000).toFixed(0)} µs, ${f.lines} lines (${f.blockedLines} blocked), ${f.disagreements} answers differ`);
  if (f.snapshotBytes !== undefined) verdicts.push(`${f.cpuRatio < 0.95 ? 'the snapshot is faster in CPU' : 'no faster in CPU than the code cache: the code cache is kept'}; blob ${(f.snapshotBytes / 1e6).toFixed(1)} MB, and it needs node's own --snapshot-blob flag (a second process from the bin)`);
  if (f.machineEnv) verdicts.push(`note: with ${f.machineEnv.vars.join(', ')} set (flattered) ${f.machineEnv.ratio.toFixed(2)}x${f.machineEnv.cpuRatio ? `, CPU ${f.machineEnv.cpuRatio.toFixed(2)}x` : ''}`);
  rows.push([f.figure, fmt(f), `${f.baseline}: ${fmtB(f)}`, `${f.ratio.toFixed(2)}x`, f.cpuRatio ? `${f.cpuRatio.toFixed(2)}x` : '-', f.instrRatio ? `${f.instrRatio.toFixed(2)}x` : '-', f.target == null ? '-' : `<= ${f.target}x`, f.aim == null ? '-' : `<= ${f.aim}x`, verdicts.join('; ')]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
const line = (r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
process.stdout.write(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.slice(1).map(line).join('\n')}\n`);
if (oddsRows.length > 0) process.stdout.write(`\n${oddsTable(oddsRows)}\n`);
process.stdout.write(
  `\n${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, load average ${LOAD_AT_START.join(' ')} at the start, ${machine.loadAverage.join(' ')} at the end; medians of ${RUNS} runs (${BATCH_RUNS} for the batch, ${ODDS_RUNS} for --odds).\nA stock Node: every process ran with ${MACHINE_VARS.length ? `this machine's ${MACHINE_VARS.join(', ')} unset (the flattered figure is a note)` : 'no start-up variable of this machine to unset'}.\nRatios are of wall time (the target); CPU ratio (user + system time of the process) is steadier when other work shares the machine; instructions (${HAS_VALGRIND ? `callgrind, medians of ${INSTR_RUNS}, against the median of all ${BASELINE_COUNTS.length} counts of node -e 0` : 'not counted: no valgrind, or --skip-instructions'}) do not move with the load or the clock.\n${PREVIOUS?.date ? `The run before: ${PREVIOUS.date}, load average ${(PREVIOUS.machine?.loadAverageAtStart ?? []).join(' ')} at its start; start-up rows within ${AGREE}x of it say "agrees".\n` : ''}Written to bench/results.json.\n`,
);
