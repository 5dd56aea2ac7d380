// Shared by the trust tests: a scenario whose crowds never disperse under the
// test's commands, a worker process runner, and the "state and log agree" check.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ROOT } from '../helpers/cli.js';
import { EntryFault, foldLog, parseEntry, lineHash } from '../../src/state/log-codec.js';
import { canonicalJson } from '../../src/state/effects.js';
import type { LogEntry } from '../../src/state/civil-disorder/types.js';

export const WORKER = join(ROOT, 'tests', 'trust', 'worker.mjs');
/**
 * The compiled program the worker processes run: dist/ (built by the vitest
 * global setup), or UMPIRE_TRUST_DIST (a private build, when other work
 * rebuilds dist/ meanwhile).
 */
export const DIST = process.env.UMPIRE_TRUST_DIST ?? join(ROOT, 'dist');
export const DIST_CLI = join(DIST, 'cli.js');

/**
 * Two crowds at RL 5 with no neighbours: with `--mod steady=+3` an RL roll
 * totals 4..9, so RL only goes up or stays (R1) and never reaches 1 (disperse).
 */
export const STEADY_SCENARIO = `title: Trust test
edition: en
seed: trust
crowds:
  - id: north
    figures: 20
    rl: 5
  - id: south
    figures: 20
    rl: 5
units:
  - id: van
    type: regular-police-riot
    strength: 8
buildings:
  - id: shop
    value: 40
ambulances:
  - id: amb1
`;

/** One RL roll on the program's dice (state-changing: the PRNG moves every time). */
export function steadyRoll(crowd: string, state: string): string[] {
  return ['rl-roll', crowd, '--mod', 'steady=+3', '--json', '--state', state];
}

export interface WorkerLine {
  i: number;
  code: number;
  records: any[];
  stderr: string;
}

/** Starts a worker process (tests/trust/worker.mjs) running `count` commands. */
export function startWorker(cwd: string, count: number, list: string[][], env: NodeJS.ProcessEnv = {}) {
  const p = spawn(process.execPath, [WORKER, DIST_CLI, String(count), JSON.stringify(list)], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: WorkerLine[] = [];
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((res) => (onReady = res));
  let buf = '';
  let stderr = '';
  p.stdout.on('data', (d: Buffer) => {
    buf += d.toString();
    let nl: number;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const v = JSON.parse(buf.slice(0, nl));
      if (v.ready) onReady();
      else lines.push(v);
      buf = buf.slice(nl + 1);
    }
  });
  p.stderr.on('data', (d: Buffer) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => p.on('close', (code, signal) => res({ code, signal })));
  void done.then(onReady);
  return { proc: p, lines, ready, done, stderr: () => stderr };
}

/** The log's complete lines as entries, and the bytes of an unfinished last line. */
export function readLogFile(log: string): { entries: LogEntry[]; lines: string[]; partial: number } {
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  const parts = text.split('\n');
  const last = parts.pop() ?? '';
  const entries = parts.map((l, i) => {
    const e = parseEntry(l);
    if (e instanceof EntryFault) throw new Error(`${log} line ${i + 1}: ${e.text}`);
    return e;
  });
  return { entries, lines: parts, partial: Buffer.byteLength(last) };
}

/**
 * The state and the log agree: the state file parses, every complete log line
 * parses and chains (seq 1..n, each `prev` the hash of the line before), the
 * state's position is one of those lines, and folding the log up to it gives
 * exactly the state's game. Returns the log for more checks.
 */
export function expectAgree(state: string, log: string): { entries: LogEntry[]; sf: any; partial: number } {
  const sf = JSON.parse(readFileSync(state, 'utf8'));
  const { entries, lines, partial } = readLogFile(log);
  let hash = '';
  entries.forEach((e, i) => {
    if (e.seq !== i + 1) throw new Error(`log line ${i + 1} holds entry ${e.seq}`);
    if (e.prev !== hash) throw new Error(`log line ${i + 1}: broken hash chain`);
    hash = lineHash(lines[i]);
  });
  if (sf.log.seq > entries.length) throw new Error(`state at entry ${sf.log.seq}, log has ${entries.length}`);
  const bytes = lines.slice(0, sf.log.seq).reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
  if (sf.log.bytes !== bytes) throw new Error(`state offset ${sf.log.bytes}, its entry ends at ${bytes}`);
  if (sf.log.hash !== lineHash(lines[sf.log.seq - 1])) throw new Error('state hash differs from its log line');
  const folded = foldLog(entries.slice(0, sf.log.seq));
  if (canonicalJson(folded) !== canonicalJson(sf.game)) throw new Error('the state is not the fold of the log up to its position');
  return { entries, sf, partial };
}

/** Temp files an atomic write left beside a state file (`<state>.<16 hex>.tmp`; numbered in older versions). */
export function tempFilesBeside(state: string): string[] {
  const re = new RegExp(`^${basename(state).replace(/\./g, '\\.')}\\.(\\d+|[0-9a-f]{16}\\.tmp)$`);
  return readdirSync(dirname(state)).filter((n) => re.test(n));
}

/** Every file of a folder (and its subfolders) with its bytes, for "nothing else written" checks. */
export type Snapshot = Map<string, string>;
export function snapshotDir(dir: string): Snapshot {
  const snap: Snapshot = new Map();
  const walk = (d: string, rel: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      const r = rel ? `${rel}/${n}` : n;
      if (statSync(p).isDirectory()) {
        snap.set(`${r}/`, '');
        walk(p, r);
      } else snap.set(r, readFileSync(p, 'latin1'));
    }
  };
  walk(dir, '');
  return snap;
}
/** Puts a folder back as `snap` saw it (files made since removed, files changed written back). */
export function restoreDir(dir: string, snap: Snapshot): void {
  for (const n of readdirSync(dir)) if (!snap.has(n) && !snap.has(`${n}/`)) rmSync(join(dir, n), { recursive: true, force: true });
  for (const [n, text] of snap) if (!n.endsWith('/')) writeFileSync(join(dir, n), text, 'latin1');
}
/** The first difference between two snapshots (`name changed`, `removed`, `created`), or null. */
export function sameSnapshot(a: Snapshot, b: Snapshot): string | null {
  for (const [k, v] of a) if (b.get(k) !== v) return `${k} ${b.has(k) ? 'changed' : 'removed'}`;
  for (const k of b.keys()) if (!a.has(k)) return `${k} created`;
  return null;
}
/** The names that differ between two snapshots (changed, removed or created). */
export function changedNames(a: Snapshot, b: Snapshot): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
}

/** A note's record with these effects: every field a recorded resolution has (the schema of a log entry, U286), for a forged line. */
export function noteRecord(effects: unknown[]): Record<string, unknown> {
  return { procedure: 'note', edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code: 'note', text: 'Note: forged' }, effects, notes: [] };
}
