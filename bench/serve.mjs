// The `serve` rows of `npm run bench` (bench/bench.mjs), or alone:
//
//   node bench/serve.mjs [--screens 100 --commands 30 --resolutions 10000]
//
// Starts `umpire serve` on a game, connects `screens` players' screens (their
// event streams, as the page's script holds them), then runs `commands`
// rl-rolls one after another in other processes and times, for every screen,
// the delay from each command's exit to that screen's update (median and 95th
// percentile over all screens and commands; an update that came before the
// command had exited counts 0). Then a batch of `resolutions` resolutions,
// and the server's resident memory (Linux /proc) after it, against its
// memory with the screens connected at start. Ratios, as the other rows:
// the delay against the command's own run time, the memory against the
// server's at start. Not a test: nothing here fails a build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RL_ROLL = ['rl-roll', 'students', '--roll', '3,2'];

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export function env() {
  const e = { ...process.env, NO_COLOR: '1' };
  delete e.UMPIRE_STATE;
  return e;
}

/** Resident memory of a process in KB (Linux), or null. */
function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Runs umpire in another process; resolves at its exit with the time it exited and how long it ran. */
function run(bin, cwd, args) {
  return new Promise((res, rej) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, [bin, ...args], { cwd, env: env(), stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) => {
      const at = performance.now();
      if (code !== 0) rej(new Error(`umpire ${args.join(' ')}: exit ${code}: ${err.slice(0, 300)}`));
      else res({ at, ms: at - t0 });
    });
  });
}

/** One screen: the players' event stream, with the time each view (its data-seq) came. */
async function screen(url, signal) {
  const res = await fetch(url, { signal });
  const seen = new Map();
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  const s = {
    seen,
    done: (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buf += dec.decode(value, { stream: true });
          for (const m of buf.matchAll(/data-seq="(\d+)"/g)) if (!seen.has(Number(m[1]))) seen.set(Number(m[1]), performance.now());
          buf = buf.slice(-40);
        }
      } catch {
        // Aborted at the end.
      }
    })(),
  };
  return s;
}

/** The serve rows: { delay, memory } figures in bench.mjs's form. */
export async function benchServe({ bin, screens = 100, commands = 30, resolutions = 10_000, log = () => undefined }) {
  const base = mkdtempSync(join(tmpdir(), 'umpire-bench-serve-'));
  const ac = new AbortController();
  let server = null;
  try {
    const dir = join(base, 'game');
    spawnSync('mkdir', ['-p', dir]);
    const init = spawnSync(process.execPath, [bin, 'init', join(ROOT, 'scenarios', 'tutorial.yaml')], { cwd: dir, env: env() });
    if (init.status !== 0) throw new Error(`init: ${init.stderr}`);
    server = spawn(process.execPath, [bin, 'serve', '--port', '0'], { cwd: dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const origin = await new Promise((res, rej) => {
      let out = '';
      const timer = setTimeout(() => rej(new Error(`serve did not start: ${out}`)), 20000);
      server.stdout.on('data', (d) => {
        out += d;
        const m = /http:\/\/[^\s/]+/.exec(out);
        if (m && /Ctrl-C/.test(out)) {
          clearTimeout(timer);
          res(m[0]);
        }
      });
    });
    const all = await Promise.all(Array.from({ length: screens }, () => screen(`${origin}/events`, ac.signal)));
    const waitAll = async (seq, limitMs = 10000) => {
      const t0 = performance.now();
      while (!all.every((s) => s.seen.has(seq))) {
        if (performance.now() - t0 > limitMs) throw new Error(`the screens did not all show entry ${seq} within ${limitMs} ms`);
        await new Promise((r) => setTimeout(r, 2));
      }
    };
    const lastSeq = () => {
      const lines = readFileSync(join(dir, 'umpire-state.log.jsonl'), 'utf8').trimEnd().split('\n');
      return JSON.parse(lines[lines.length - 1]).seq;
    };
    await waitAll(lastSeq());
    const rssStart = rssKb(server.pid);
    log(`serve: ${screens} screens connected; ${commands} commands...`);
    const delays = [];
    const runs = [];
    for (let i = 0; i < commands; i++) {
      const { at, ms } = await run(bin, dir, RL_ROLL);
      const seq = lastSeq();
      await waitAll(seq);
      runs.push(ms);
      for (const s of all) delays.push(Math.max(0, s.seen.get(seq) - at));
    }
    log(`serve: a batch of ${resolutions.toLocaleString('en')} resolutions...`);
    const batch = join(base, 'batch.txt');
    writeFileSync(batch, `${RL_ROLL.join(' ')}\n`.repeat(resolutions));
    await run(bin, dir, ['batch', batch, '--no-progress']);
    await waitAll(lastSeq(), 60000);
    // One more command after it, as play goes on: the server answers with the long log in memory.
    await run(bin, dir, RL_ROLL);
    await waitAll(lastSeq(), 60000);
    const rssAfter = rssKb(server.pid);
    const med = median(delays);
    const p95 = percentile(delays, 95);
    return [
      { key: 'serve-delay', figure: `serve: exit to page update, ${screens} screens (p95 ${p95.toFixed(1)} ms)`, baseline: 'the command itself', ms: med, p95Ms: p95, baselineMs: median(runs), ratio: med / median(runs), cpuRatio: null, target: null, runs: commands },
      rssStart && rssAfter
        ? { key: 'serve-memory', figure: `serve: RSS after ${resolutions.toLocaleString('en')} resolutions`, baseline: `serve at start, ${screens} screens`, kb: rssAfter, baselineKb: rssStart, ratio: rssAfter / rssStart, target: null, runs: 1 }
        : { key: 'serve-memory', figure: `serve: RSS after ${resolutions.toLocaleString('en')} resolutions`, baseline: 'serve at start', skipped: 'no /proc here' },
    ];
  } finally {
    ac.abort();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
    }
    rmSync(base, { recursive: true, force: true });
  }
}

// Alone: the serve rows only, on dist/ as it is (npm run build first).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const a = process.argv.slice(2);
  const num = (flag, dflt) => (a.includes(flag) ? Number(a[a.indexOf(flag) + 1]) : dflt);
  const bin = join(ROOT, 'bin', 'umpire.cjs');
  if (!existsSync(join(ROOT, 'dist', 'cli.cjs'))) throw new Error('no dist/: npm run build first');
  const rows = await benchServe({ bin, screens: num('--screens', 100), commands: num('--commands', 30), resolutions: num('--resolutions', 10_000), log: (m) => process.stderr.write(`bench: ${m}\n`) });
  for (const f of rows) {
    if (f.skipped) process.stdout.write(`${f.figure}: ${f.skipped}\n`);
    else if (f.kb !== undefined) process.stdout.write(`${f.figure}: ${(f.kb / 1024).toFixed(1)} MB (${f.baseline}: ${(f.baselineKb / 1024).toFixed(1)} MB, ${f.ratio.toFixed(2)}x)\n`);
    else process.stdout.write(`${f.figure}: median ${f.ms.toFixed(1)} ms, p95 ${f.p95Ms.toFixed(1)} ms (${f.baseline}: ${f.baselineMs.toFixed(1)} ms, ${f.ratio.toFixed(2)}x)\n`);
  }
}
