// Builders for command tests: run the CLI in-process in a temp folder, or as
// a real process (bin/umpire.js) where processes matter.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { expect } from 'vitest';
import { main } from '../../src/cli.js';

export const ROOT = resolve(__dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'umpire.js');
export const SCENARIOS = join(ROOT, 'scenarios');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A game's store for a test, as tempGame takes it: the database store's
 * (src/state/pg-store.ts) when `url` is set (a database of its own, see
 * tests/helpers/pg.ts), with `query` running SQL on it and `drop` removing it.
 */
export interface TestStore {
  url: string;
  query(sql: string, params?: unknown[]): any[];
  drop(): void;
}

/** A temp folder with helpers to run umpire in it (on its files, or on `store`); call cleanup() after. */
export function tempGame(store?: TestStore) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-test-'));
  const state = join(dir, 'umpire-state.json');
  const log = join(dir, 'umpire-state.log.jsonl');
  const env: NodeJS.ProcessEnv = store ? { UMPIRE_STORE: store.url } : {};
  const logLines = (): string[] =>
    store ? store.query('SELECT line FROM umpire_log ORDER BY seq').map((r) => r.line) : existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  return {
    dir,
    state,
    log,
    /** The game's store: 'file' or 'postgres'. */
    kind: store ? ('postgres' as const) : ('file' as const),
    store,
    /** Runs umpire in-process with cwd = dir (so the default state is here). */
    async run(...argv: string[]): Promise<RunResult> {
      return runCli(argv, { cwd: dir, env });
    },
    /** Runs bin/umpire.js as a real process with cwd = dir. */
    spawn(...argv: string[]): RunResult {
      const r = spawnSync(process.execPath, [BIN, ...argv], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
      return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    },
    /** Starts bin/umpire.js without waiting (concurrency tests). */
    start(...argv: string[]): Promise<RunResult> {
      return new Promise((res) => {
        const p = spawn(process.execPath, [BIN, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1', ...env } });
        let stdout = '';
        let stderr = '';
        p.stdout.on('data', (d) => (stdout += d));
        p.stderr.on('data', (d) => (stderr += d));
        p.on('close', (code) => res({ code: code ?? -1, stdout, stderr }));
      });
    },
    /** Initialises a game from a bundled scenario (or a YAML text). */
    async init(scenario = 'tutorial.yaml', ...extra: string[]): Promise<RunResult> {
      const file = scenario.includes('\n') ? writeScenario(dir, scenario) : join(SCENARIOS, scenario);
      const r = await runCli(['init', file, ...extra], { cwd: dir, env });
      if (r.code !== 0) throw new Error(`init failed: ${r.stderr}`);
      return r;
    },
    readState(): any {
      if (store) return JSON.parse(store.query('SELECT state FROM umpire_game')[0].state);
      return JSON.parse(readFileSync(state, 'utf8'));
    },
    readLog(): any[] {
      return logLines().map((l) => JSON.parse(l));
    },
    /** The log's lines as stored. */
    logLines,
    /** Replaces the stored state's text (a damaged state file, or row). */
    damageState(text: string): void {
      if (store) store.query('UPDATE umpire_game SET state = $1', [text]);
      else writeFileSync(state, text);
    },
    /** Replaces one log line (entry `seq`) by `line`, as a hand edit would. */
    editLogLine(seq: number, line: string): void {
      if (store) store.query('UPDATE umpire_log SET line = $2 WHERE seq = $1', [seq, line]);
      else writeFileSync(log, `${logLines().map((l, i) => (i === seq - 1 ? line : l)).join('\n')}\n`);
    },
    /** Runs a command that must succeed (with --json); returns its JSON records. */
    async ok(...argv: string[]): Promise<any[]> {
      const r = await runCli([...argv, '--json'], { cwd: dir, env });
      if (r.code !== 0) throw new Error(`${argv.join(' ')}: exit ${r.code}: ${r.stderr}`);
      return jsonLines(r.stdout);
    },
    /** Runs a command that must be refused: exit 2, one line matching `pattern`, nothing written. */
    async refused(pattern: RegExp, ...argv: string[]): Promise<void> {
      const before = this.snapshot();
      const r = await runCli(argv, { cwd: dir, env });
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(this.snapshot()).toEqual(before);
    },
    /** Bytes of state and log, for "nothing written" checks. */
    snapshot(): { state: string | null; log: string | null } {
      if (store) {
        const rows = store.query("SELECT (SELECT state FROM umpire_game) AS state, (SELECT string_agg(line, E'\\n' ORDER BY seq) FROM umpire_log) AS log");
        return { state: rows[0]?.state ?? null, log: rows[0]?.log ?? null };
      }
      return {
        state: existsSync(state) ? readFileSync(state, 'utf8') : null,
        log: existsSync(log) ? readFileSync(log, 'utf8') : null,
      };
    },
    cleanup(): void {
      store?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function writeScenario(dir: string, yaml: string, name = 'scenario.yaml'): string {
  const f = join(dir, name);
  writeFileSync(f, yaml);
  return f;
}

/** Runs the CLI in-process; stdin is an empty non-TTY stream. */
export async function runCli(argv: string[], o: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const stdin = new PassThrough();
  stdin.end();
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined, ...(o.env ?? {}) },
    cwd: o.cwd ?? process.cwd(),
    argv,
  });
  return { code, stdout, stderr };
}

/** Parses the JSON lines a --json command printed. */
export function jsonLines(out: string): any[] {
  return out.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}
