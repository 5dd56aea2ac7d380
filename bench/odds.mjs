#!/usr/bin/env node
// `node bench/odds.mjs` (and section 8 of `npm run bench`): every procedure's
// --odds at its options' largest sizes, one process each, with its wall
// time, CPU time (user + system) and peak resident set size (bench/probe.cjs,
// process.resourceUsage().maxRSS). Issue 33's promise: each ends within 2 s
// and 500 MB, or is refused at once with one line naming its bound (U228:
// MAX_DICE_READ, MAX_ODDS_STATES in src/odds/enumerate.ts; exit 2). Not a
// test: nothing here fails a build, but a row over either figure is marked.
//
//   node bench/odds.mjs [--bin path/to/umpire.cjs] [--only name]
//
// Runs bin/umpire.cjs on dist/ as it is (npm run build first), or the bin
// it is given (bench.mjs gives its own bundle).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PROBE = join(ROOT, 'bench', 'probe.cjs');
const SCENARIOS = join(ROOT, 'scenarios');
/** Issue 33's figures for one --odds. */
export const ODDS_LIMIT_MS = 2000;
export const ODDS_LIMIT_KB = 500 * 1024;

/**
 * The cases: [name, scenario or null (stateless), argv]. Each procedure's
 * largest option values (`--firers 100`, `--sf 1000`, `--figures 10000`...:
 * the bounds its command checks), or, for a procedure only a game plays,
 * its largest line on the sample scenario. Procedures with no dice or a
 * fixed handful (owe, split, adjacent, set-rl, hydrant...) are left out.
 */
export const ODDS_CASES = [
  // Civil Disorder, stateless at the options' largest.
  ['roll 100d100', null, ['roll', '100d100']],
  ['rl-roll, every modifier', null, ['rl-roll', '--rl', '8', '--arrests', '100', '--adjacent-higher', '100', '--adjacent-lower', '100', '--firearm-casualties', '100', '--tear-gas', '--automatic']],
  ['fighters --rl 8', null, ['fighters', '--rl', '8']],
  ['melee --rioters 1000', null, ['melee', '--type', 'regular-police', '--rioters', '1000']],
  ['melee --sf 1000', null, ['melee', '--type', 'regular-police', '--sf', '1000']],
  ['line-fight --sf 1000 --fighters 1', null, ['line-fight', '--type', 'regular-police', '--sf', '1000', '--fighters', '1']],
  ['line-fight --sf 1 --fighters 1000', null, ['line-fight', '--type', 'regular-police', '--sf', '1', '--fighters', '1000']],
  ['line-fight --sf 500 --fighters 500', null, ['line-fight', '--type', 'regular-police', '--sf', '500', '--fighters', '500']],
  ['line-fight --sf 1000 --fighters 1000', null, ['line-fight', '--type', 'regular-police', '--sf', '1000', '--fighters', '1000']],
  ['sniper --counter', null, ['sniper', '--counter', '--shots', '100']],
  ['fire --firers 100 (hmg)', null, ['fire', '--weapon', 'hmg', '--range', 'close', '--firers', '100', '--figures', '10000']],
  ['negotiate', null, ['negotiate', '--rl', '8', '--quality', 'poor', '--not-face-to-face']],
  ['overreact', null, ['overreact', '--type', 'regular-police', '--outnumbered', '--no-support', '--under-gunfire', '--wounded-this-turn', '100']],
  ['jump', null, ['jump', '--rl', '2', '--situation', 'no-sf-in-sight']],
  ['loot --figures 10000', null, ['loot', '--rl', '8', '--looter-crowd', '--figures', '10000', '--value', '1000', '--loot', '1000']],
  ['damage --figures 10000', null, ['damage', '--rl', '7', '--figures', '10000', '--value', '1000']],
  ['burn --fires 1000', null, ['burn', '--fires', '1000', '--value', '1000', '--neighbours', '100']],
  ['extinguish --fires 1000', null, ['extinguish', '--fires', '1000', '--crew', '6', '--hydrant']],
  ['triage', null, ['triage']],
  ['stretcher --paramedics 20', null, ['stretcher', '--paramedics', '20']],
  ['gas', null, ['gas', '--kind', 'cs']],
  ['water --turns-hosed 1000', null, ['water', '--turns-hosed', '1000']],
  ['baton-gun --shots 100', null, ['baton-gun', '--shots', '100']],
  ['missiles --throwers 10000', null, ['missiles', '--rl', '7', '--throwers', '10000']],
  ['petrol-bomb --figures 100', null, ['petrol-bomb', '--rl', '8', '--figures', '100']],
  ['issue-kit --members 1000', null, ['issue-kit', '--kit', 'shields', '--members', '1000', '--stock', '1000']],
  ['odds burn --turns 50', 'railton-road.yaml', ['odds', 'burn', '--fires', '1000', '--value', '1000', '--neighbours', '100', '--turns', '50']],
  ['odds rl --all', 'railton-road.yaml', ['odds', 'rl', '--all']],
  // Guérilla Urbaine, stateless at the options' largest.
  ['sf-shoot --shooters 1000 (100 PV)', null, ['sf-shoot', '--type', 'swat', '--distance', '3', '--shooters', '1000', '--target-pv', '100', '--target-save', '5']],
  ['sf-shoot --shooters 200 (100 PV)', null, ['sf-shoot', '--type', 'swat', '--distance', '3', '--shooters', '200', '--target-pv', '100', '--target-save', '5']],
  ['agent-shoot grenade --figures 10000', null, ['agent-shoot', '--t', '2', '--distance', '5', '--weapon', 'grenade', '--figures', '10000']],
  ['agent-shoot grenade --figures 300', null, ['agent-shoot', '--t', '2', '--distance', '5', '--weapon', 'grenade', '--figures', '300']],
  ['agent-melee --attacks 20', null, ['agent-melee', '--type', 'regular-police', '--c', '6', '--attacks', '20']],
  ['gu-melee --attacks 4', null, ['gu-melee', '--c', '6', '--parry', '2', '--attacks', '4']],
  ['gu-shoot', null, ['gu-shoot', '--t', '2', '--weapon', 'rifle', '--distance', '20', '--svg', '6']],
  ['gu-heal', null, ['gu-heal', '--first', 'concentrate']],
  ['gu-pray', null, ['gu-pray', 'laying-on-hands']],
  // On the sample games: the largest lines their scenarios allow.
  ['gu-shoot, a shotgun at two', 'guerilla-urbaine-gangs.yaml', ['gu-shoot', 'sam', '--at', 'zip,lame', '--distance', '6', '--first', 'move']],
  ['gu-initiative', 'guerilla-urbaine-gangs.yaml', ['gu-initiative', '--gangs', 'loups,corbeaux', '--prescience', 'corbeaux']],
  ['agent-shoot grenade, unit and crowd', 'railton-road-armed.yaml', ['agent-shoot', 'gunman', '--weapon', 'grenade', '--unit', 'spg', '--unit-figures', '10', '--crowd', 'frontline', '--figures', '30', '--distance', '3']],
  ['agent-melee, 20 attacks', 'railton-road-armed.yaml', ['agent-melee', 'gunman', '--unit', 'van1', '--attacks', '20']],
  ['intv-fire, three shooters', 'intervention-liberation-otage.yaml', ['intv-fire', 'chef,sniper,a3', '--at', 'g1,g2:light', '--distance', '15,40,15']],
  ['intv-blast', 'intervention-liberation-otage.yaml', ['intv-blast', '--sample', 'techno-grenade', '--by', 'p2', '--at', 'a3:4:light,chef:7']],
  ['intv-melee', 'intervention-liberation-otage.yaml', ['intv-melee', 'a2', '--at', 'otage']],
  ['intv-morale', 'intervention-liberation-otage.yaml', ['intv-morale', 'otage', '--pf', '4,5']],
];

/**
 * Lines played after a sample game's init, so that its cases' procedures
 * may act (the game's sequence). A case the game's sequence still refuses
 * says so in the table (its odds are then not measured).
 */
const SETUP = {
  'intervention-liberation-otage.yaml': [['intv-orders', 'chef,sniper,a3', 'aimed'], ['intv-phase', 'movement'], ['intv-phase', 'fire']],
};

/** One run under the probe: exit code, wall ms, CPU ms, peak RSS KB. */
function run(bin, argv, cwd) {
  const probeFile = join(cwd, `.probe-${process.pid}`);
  rmSync(probeFile, { force: true });
  const env = { ...process.env, NO_COLOR: '1', UMPIRE_BENCH_PROBE: probeFile };
  delete env.UMPIRE_STATE;
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['-r', PROBE, bin, ...argv], { cwd, env, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  let probed = { rssKb: null, cpuMs: null };
  try {
    probed = JSON.parse(readFileSync(probeFile, 'utf8').trim().split('\n').pop());
  } catch {
    // killed (the timeout): no probe line
  }
  rmSync(probeFile, { force: true });
  const said = (r.stderr ?? '').trim().split('\n')[0] ?? '';
  return { code: r.status ?? r.signal, ms, cpuMs: probed.cpuMs, kb: probed.rssKb, said };
}

/** Runs every case (or those whose name contains `only`); returns one row each. */
export function benchOdds({ bin = join(ROOT, 'bin', 'umpire.cjs'), only = null, log = (m) => process.stderr.write(`bench odds: ${m}\n`) } = {}) {
  const base = mkdtempSync(join(tmpdir(), 'umpire-bench-odds-'));
  const games = new Map();
  const rows = [];
  try {
    for (const [name, scenario, argv] of ODDS_CASES) {
      if (only && !name.includes(only)) continue;
      let cwd = base;
      if (scenario) {
        if (!games.has(scenario)) {
          const dir = join(base, scenario.replace(/\W/g, '-'));
          spawnSync('mkdir', ['-p', dir]);
          const r = spawnSync(process.execPath, [bin, 'init', join(SCENARIOS, scenario)], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
          if (r.status !== 0) throw new Error(`init ${scenario}: ${r.stderr}`);
          for (const line of SETUP[scenario] ?? []) {
            const x = spawnSync(process.execPath, [bin, ...line], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
            if (x.status !== 0) throw new Error(`${line.join(' ')} on ${scenario}: ${x.stderr}`);
          }
          games.set(scenario, dir);
        }
        cwd = games.get(scenario);
      }
      const full = argv[0] === 'odds' ? argv : [...argv, '--odds'];
      const r = run(bin, [...full, '--json'], cwd);
      // Over by CPU time where the probe gave it (a busy machine's wall time is mostly waiting), else by wall time.
      const over = (r.cpuMs ?? r.ms) > ODDS_LIMIT_MS || (r.kb ?? 0) > ODDS_LIMIT_KB;
      rows.push({ name, argv: full, ...r, over });
      log(`${name}: exit ${r.code}, ${Math.round(r.ms)} ms, CPU ${r.cpuMs === null ? '-' : Math.round(r.cpuMs)} ms, ${r.kb === null ? '-' : (r.kb / 1024).toFixed(0)} MB${over ? '  OVER' : ''}`);
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  return rows;
}

/** The rows as a table (80 columns for the figures; the refusal's words after). */
export function oddsTable(rows) {
  const head = ['procedure (--odds)', 'exit', 'wall ms', 'CPU ms', 'peak MB', ''];
  const body = rows.map((r) => [r.name, String(r.code), String(Math.round(r.ms)), r.cpuMs === null ? '-' : String(Math.round(r.cpuMs)), r.kb === null ? '-' : (r.kb / 1024).toFixed(0), r.over ? 'OVER 2 s / 500 MB' : r.code === 2 ? `refused: ${r.said.replace(/^umpire: /, '').slice(0, 60)}` : '']);
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.max(...all.map((x) => x[i].length)));
  const line = (x) => x.map((c, i) => (i >= 1 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const opt = (f) => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : null);
  const rows = benchOdds({ bin: opt('--bin') ?? undefined, only: opt('--only') });
  process.stdout.write(`${oddsTable(rows)}\n`);
  const over = rows.filter((r) => r.over).length;
  process.stdout.write(`\n${rows.length} procedures; ${over} over ${ODDS_LIMIT_MS} ms of CPU or ${ODDS_LIMIT_KB / 1024} MB (the wall time of a busy machine is mostly waiting).\n`);
}
