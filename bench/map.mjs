#!/usr/bin/env node
// The map's rows of `npm run bench` (bench/bench.mjs), or alone (issue 41):
//
//   node bench/map.mjs [--runs 15 --drops 30]
//
// 1. A 500-piece map drawn: src/map/svg.ts's mapSvg on Railton Road's table
//    with 500 crowds and units standing on it (labels kept apart), against the
//    same map with 50 of them, in one process, alternating, medians.
// 2. A drop's delay to the players' screen: `umpire serve` on Railton Road's
//    map with one players' screen (its event stream, as the page holds it);
//    each drop POSTed as the board's page sends it; the time from the POST to
//    the players' screen showing the move, median and 95th percentile, against
//    the drop's own answer (the move run through its transaction).
// 3. A resolution reading three facts from the map (`rl-roll church`: SF in
//    sight, outnumbered by them, a crowd at a higher RL adjacent, U330) against
//    the same resolution with the three typed on the game without a map: real
//    processes (bench.mjs's compare). The map's run is checked first to read
//    the three (its `fromMap`), else the row fails instead of timing fewer.
// Not a test: nothing here fails a build. The picture is bundled with esbuild
// as the CLI's bundle is (CommonJS, Node).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lcg } from './geometry.mjs';
import { env, median, percentile } from './serve.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The medians, percentiles, environment and fixed sequence of the other rows (bench/serve.mjs, bench/geometry.mjs).

async function loadSvg() {
  const esbuild = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-map-'));
  const outfile = join(dir, 'svg.cjs');
  try {
    await esbuild.build({ absWorkingDir: ROOT, entryPoints: ['src/map/svg.ts'], outfile, bundle: true, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'warning' });
    return createRequire(import.meta.url)(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Railton Road's map as the state holds it: its outlines, zones and places (scenarios/railton-road-map.yaml), read by the program's own reader. */
function railtonMap(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-map-game-'));
  try {
    const r = spawnSync(process.execPath, [bin, 'init', join(ROOT, 'scenarios', 'railton-road-map.yaml')], { cwd: dir, env: env(), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`init: ${r.stderr}`);
    return JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).game.map;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Row 1: the 500-piece picture against the ground alone. */
export async function benchMapSvg({ bin, runs = 15, pieces = 500, log = () => {} }) {
  const svg = await loadSvg();
  const map = railtonMap(bin);
  const rnd = lcg(500);
  const drawn = Array.from({ length: pieces }, (_, i) => {
    const crowd = i % 3 === 0;
    return {
      key: `p${i}`,
      kind: crowd ? 'crowd' : 'unit',
      side: crowd ? 'crowd' : 'sf',
      figures: crowd ? 5 + Math.floor(rnd() * 40) : 1 + Math.floor(rnd() * 8),
      label: crowd ? `Crowd ${i}` : `Unit ${i}`,
      badge: crowd ? `RL ${1 + (i % 8)}` : undefined,
      tone: crowd ? `rl-${1 + (i % 8)}` : undefined,
      pos: { at: [rnd() * map.size[0], rnd() * map.size[1]], turn: 1 + (i % 3) },
      last: i % 50 === 0,
    };
  });
  const o = { audience: 'umpire', turn: 3, words: { title: 'The map', asOf: (t) => `as of turn ${t}`, marker: (n) => `Hidden marker ${n}` } };
  const time = (list) => {
    const t0 = process.hrtime.bigint();
    const out = svg.mapSvg(map, list, o);
    return { ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes: out.length };
  };
  // The baseline: a tenth of them (a table as played); the ratio says how the drawing grows (10x: as the pieces do).
  const tenth = drawn.slice(0, pieces / 10);
  time(drawn);
  time(tenth);
  const a = [];
  const b = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    b.push(time(tenth).ms);
    const x = time(drawn);
    a.push(x.ms);
    bytes = x.bytes;
  }
  log(`map: ${pieces} pieces drawn`);
  return { key: 'map-svg-500', figure: `the map drawn with ${pieces} pieces (SVG)`, baseline: `the same map with ${pieces / 10} of them`, ms: median(a), baselineMs: median(b), ratio: median(a) / median(b), cpuRatio: null, target: null, aim: null, runs, bytes };
}

/** Row 2: a drop's delay to the players' screen, against the drop's own answer. */
export async function benchDropDelay({ bin, drops = 30, log = () => {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-drop-'));
  const ac = new AbortController();
  let server = null;
  try {
    const init = spawnSync(process.execPath, [bin, 'init', join(ROOT, 'scenarios', 'railton-road-map.yaml')], { cwd: dir, env: env() });
    if (init.status !== 0) throw new Error(`init: ${init.stderr}`);
    server = spawn(process.execPath, [bin, 'serve', '--port', '0'], { cwd: dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    const { origin, umpire } = await new Promise((res, rej) => {
      let out = '';
      const timer = setTimeout(() => rej(new Error(`serve did not start: ${out}`)), 20000);
      server.stdout.on('data', (d) => {
        out += d;
        const m = /http:\/\/\S+\/umpire\?token=\S+/.exec(out);
        if (m && /Ctrl-C/.test(out)) {
          clearTimeout(timer);
          res({ origin: new URL(m[0]).origin, umpire: m[0] });
        }
      });
    });
    const cookie = ((await fetch(umpire)).headers.get('set-cookie') ?? '').split(';')[0];
    // The players' screen: the time each view (its data-seq) came.
    const seen = new Map();
    const res = await fetch(`${origin}/events`, { signal: ac.signal });
    const reader = res.body.getReader();
    const dec = new TextDecoder();
    void (async () => {
      let buf = '';
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
    })();
    const lastSeq = () => {
      const lines = readFileSync(join(dir, 'umpire-state.log.jsonl'), 'utf8').trimEnd().split('\n');
      return JSON.parse(lines[lines.length - 1]).seq;
    };
    const until = async (seq) => {
      const t0 = performance.now();
      while (!seen.has(seq)) {
        if (performance.now() - t0 > 10000) throw new Error(`the players' screen did not show entry ${seq}`);
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    await until(lastSeq());
    const delays = [];
    const answers = [];
    for (let i = 0; i < drops; i++) {
      // Frontline back and forth along the road (no outline crossed).
      const x = i % 2 === 0 ? 24 : 20;
      const t0 = performance.now();
      const r = await fetch(`${origin}/umpire/drop`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie }, body: JSON.stringify({ piece: 'frontline', x, y: 30 }) });
      const answered = performance.now();
      if (r.status !== 200) throw new Error(`drop: ${r.status} ${await r.text()}`);
      const seq = lastSeq();
      await until(seq);
      answers.push(answered - t0);
      delays.push(seen.get(seq) - t0);
    }
    log(`map: ${drops} drops`);
    return {
      key: 'map-drop-delay',
      figure: `a drop to the players' screen (median; p95 ${percentile(delays, 95).toFixed(1)} ms)`,
      baseline: "the drop's own answer (the move's transaction)",
      ms: median(delays),
      baselineMs: median(answers),
      ratio: median(delays) / median(answers),
      p95Ms: percentile(delays, 95),
      baselineP95Ms: percentile(answers, 95),
      cpuRatio: null,
      target: null,
      aim: null,
      runs: drops,
    };
  } finally {
    ac.abort();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Row 3's two games and command lines (bench.mjs runs them through its compare, as real processes). */
export function factsCase(base, bin) {
  const mk = (name, scenario) => {
    const dir = join(base, name);
    spawnSync('mkdir', ['-p', dir]);
    const r = spawnSync(process.execPath, [bin, 'init', join(ROOT, 'scenarios', scenario)], { cwd: dir, env: env(), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`init ${scenario}: ${r.stderr}`);
    return dir;
  };
  // The church congregation in sight of the SF, outnumbered by them, the front line (RL 5) adjacent: three facts the map reads.
  const map = { args: [bin, 'rl-roll', 'church', '--roll', '3,3', '--json'], cwd: mk('facts-map', 'railton-road-map.yaml') };
  const typed = { args: [bin, 'rl-roll', 'church', '--roll', '3,3', '--outnumbered', '--adjacent-higher', '1', '--json'], cwd: mk('facts-typed', 'railton-road.yaml') };
  const read = readsFromMap(map);
  if (read.join(' ') !== MAP_FACTS_READ.join(' ')) throw new Error(`the map's rl-roll read ${read.join(', ') || 'nothing'}, not ${MAP_FACTS_READ.join(', ')}`);
  return { map, typed, read };
}

/** The three options row 3's map run reads from the map. */
export const MAP_FACTS_READ = ['--situation', '--outnumbered', '--adjacent-higher'];

/** The options a run read from the map (its `--json` record's `fromMap`, source `map`), run once in a copy of its game (the roll is logged). */
export function readsFromMap(run) {
  const copy = mkdtempSync(join(tmpdir(), 'umpire-bench-facts-'));
  try {
    spawnSync('cp', ['-a', `${run.cwd}/.`, copy]);
    const r = spawnSync(process.execPath, run.args, { cwd: copy, env: env(), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`rl-roll: ${r.stderr.trim()}`);
    return (JSON.parse(r.stdout).fromMap ?? []).filter((f) => f.source === 'map').map((f) => f.option);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const num = (flag, dflt) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
  const bin = join(ROOT, 'bin', 'umpire.cjs');
  const log = (m) => process.stderr.write(`bench: ${m}\n`);
  const a = await benchMapSvg({ bin, runs: num('--runs', 15), log });
  process.stdout.write(`${a.figure}: ${a.ms.toFixed(2)} ms against ${a.baselineMs.toFixed(2)} ms (${a.ratio.toFixed(2)}x), ${a.bytes} bytes\n`);
  const b = await benchDropDelay({ bin, drops: num('--drops', 30), log });
  process.stdout.write(`${b.figure}: ${b.ms.toFixed(1)} ms against ${b.baselineMs.toFixed(1)} ms (${b.ratio.toFixed(2)}x); p95 ${b.p95Ms.toFixed(1)} ms against ${b.baselineP95Ms.toFixed(1)} ms\n`);
}
