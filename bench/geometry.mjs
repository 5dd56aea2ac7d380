#!/usr/bin/env node
// `node bench/geometry.mjs` (and a row of `npm run bench`): sight between two
// points against 200 outlines (issue 41's benchmark), src/geometry/'s
// SightIndex (the outlines made into shapes once, a box tree over them)
// against the plain sight() on the same outlines, in one process: the
// ratio of their median time a line, each run alternating the two over the
// same lines. Not a test: nothing here fails a build. The module is bundled
// here with esbuild as the CLI's bundle is (CommonJS, Node), so that what is
// measured is what runs.
//
//   node bench/geometry.mjs [--runs 15] [--lines 500] [--outlines 200]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A fixed pseudo-random sequence (the same map and lines every run). */
export function lcg(seed) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * A 96 x 48 table (docs/map.md's example size): three outlines in four
 * buildings of 1 to 3 on a side, of no height or 4 high, the rest walls of
 * two or three corners up to 3 long, half of them lower than the eye (1).
 */
export function sampleMap(outlines, rnd = lcg(41)) {
  const out = [];
  for (let i = 0; i < outlines; i++) {
    const x = rnd() * 90;
    const y = rnd() * 42;
    if (i % 4 !== 3) {
      const w = 1 + rnd() * 2;
      const h = 1 + rnd() * 2;
      out.push({ id: `b${i}`, closed: true, ...(rnd() < 0.5 ? { height: 4 } : {}), points: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]] });
    } else {
      const pts = [[x, y], [x + rnd() * 4 - 2, y + rnd() * 4 - 2]];
      if (rnd() < 0.5) pts.push([pts[1][0] + rnd() * 2 - 1, pts[1][1] + rnd() * 2 - 1]);
      out.push({ id: `w${i}`, closed: false, height: rnd() < 0.5 ? 0.5 : 2, points: pts });
    }
  }
  return out;
}

/** Bundles src/geometry/index.ts and loads it. */
async function loadGeometry() {
  const esbuild = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-geometry-'));
  const outfile = join(dir, 'geometry.cjs');
  try {
    await esbuild.build({ absWorkingDir: ROOT, entryPoints: ['src/geometry/index.ts'], outfile, bundle: true, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'warning' });
    return createRequire(import.meta.url)(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The row: SightIndex's median time a line against sight()'s, and whether every answer agreed. */
export async function benchSight({ runs = 15, lines = 500, outlines = 200, log = () => {} } = {}) {
  const g = await loadGeometry();
  const map = sampleMap(outlines);
  const rnd = lcg(7);
  // Lines up to 24 long (a weapon's range, a crowd's sight across a street), anywhere on the table.
  const pairs = Array.from({ length: lines }, () => {
    const a = [rnd() * 96, rnd() * 48];
    const t = rnd() * 2 * Math.PI;
    const d = rnd() * 24;
    return [a, [Math.min(96, Math.max(0, a[0] + d * Math.cos(t))), Math.min(48, Math.max(0, a[1] + d * Math.sin(t)))]];
  });
  const o = { eye: 1 };
  const t0 = process.hrtime.bigint();
  const index = new g.SightIndex(map);
  const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
  let disagree = 0;
  let blocked = 0;
  for (const [a, b] of pairs) {
    const x = g.sight(a, b, map, o);
    if (JSON.stringify(x) !== JSON.stringify(index.sight(a, b, o))) disagree++;
    if (!x.clear) blocked++;
  }
  const time = (f) => {
    const s = process.hrtime.bigint();
    for (const [a, b] of pairs) f(a, b);
    return Number(process.hrtime.bigint() - s) / 1e6 / pairs.length;
  };
  const plain = (a, b) => g.sight(a, b, map, o);
  const indexed = (a, b) => index.sight(a, b, o);
  time(plain); // warm both
  time(indexed);
  const p = [];
  const q = [];
  for (let i = 0; i < runs; i++) {
    p.push(time(plain));
    q.push(time(indexed));
  }
  log(`sight, ${outlines} outlines: done`);
  return {
    key: 'sight-index-vs-plain',
    figure: `sight, ${outlines} outlines: SightIndex`,
    baseline: 'sight() on the same outlines',
    ms: median(q),
    baselineMs: median(p),
    ratio: median(q) / median(p),
    cpuRatio: null,
    target: null,
    aim: null,
    runs,
    lines,
    blockedLines: blocked,
    disagreements: disagree,
    indexBuildMs: buildMs,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const num = (flag, dflt) => (argv.includes(flag) ? Number(argv[argv.indexOf(flag) + 1]) : dflt);
  const r = await benchSight({ runs: num('--runs', 15), lines: num('--lines', 500), outlines: num('--outlines', 200), log: (m) => process.stderr.write(`bench: ${m}\n`) });
  process.stdout.write(
    `sight between two points, ${r.lines} lines (${r.blockedLines} blocked), ${num('--outlines', 200)} outlines, medians of ${r.runs} runs:\n` +
      `  sight():    ${(r.baselineMs * 1000).toFixed(1)} us a line\n` +
      `  SightIndex: ${(r.ms * 1000).toFixed(1)} us a line (${r.ratio.toFixed(3)}x; built once in ${r.indexBuildMs.toFixed(1)} ms)\n` +
      `  answers that differ: ${r.disagreements}\n`,
  );
}
