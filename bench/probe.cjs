// Preloaded (`node -r bench/probe.cjs ...`) into the processes the benchmark
// measures for memory: at exit, appends the process's peak resident set size
// (KB) and CPU time (ms) to the file named by UMPIRE_BENCH_PROBE.
'use strict';
const out = process.env.UMPIRE_BENCH_PROBE;
if (out) {
  process.on('exit', () => {
    const u = process.resourceUsage();
    require('node:fs').appendFileSync(out, `${JSON.stringify({ rssKb: u.maxRSS, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 })}\n`);
  });
}
