// The database store when the server goes away (issue 35): a server
// restarted while a command is in the middle of its transaction, and a
// client stopped mid-command (holding the game's lock) while the other
// umpires write. On a server of its own (scripts/pg-test-server.sh), so that
// restarting it disturbs no other test file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT, tempGame } from '../helpers/cli.js';
import { freshDatabase, NO_PG_REASON, pgQuery } from '../helpers/pg.js';

const SCRIPT = join(ROOT, 'scripts', 'pg-test-server.sh');
const where = join(mkdtempSync(join(tmpdir(), 'umpire-pg-own-')), 'where');
let server: string | null = null;
let why = '';

beforeAll(() => {
  const r = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8', env: { ...process.env, UMPIRE_PG_STATE: where } });
  const m = /UMPIRE_TEST_PG='([^']+)'/.exec(r.stdout);
  if (r.status === 0 && m) server = m[1];
  else why = `${NO_PG_REASON} (scripts/pg-test-server.sh start: ${r.stderr.trim()})`;
}, 180_000);

afterAll(() => {
  spawnSync('bash', [SCRIPT, 'stop'], { env: { ...process.env, UMPIRE_PG_STATE: where } });
  rmSync(join(where, '..'), { recursive: true, force: true });
});

/** A game on a fresh database of this file's own server. */
function ownGame(skip: (note?: string) => void): ReturnType<typeof tempGame> {
  if (!server) {
    if (process.env.CI === 'true') throw new Error(why);
    skip(why);
    throw new Error(why);
  }
  const db = freshDatabase(server);
  return tempGame({ url: db.url, query: (sql, params) => pgQuery(db.url, sql, params), drop: db.drop });
}

/** Starts a command that pauses between its log rows and its state (UMPIRE_TEST_FAULT=pg-pause); resolves once paused. */
function paused(g: ReturnType<typeof tempGame>, ms: number, ...argv: string[]) {
  return pausedWith(g, {}, ms, ...argv);
}

function pausedWith(g: ReturnType<typeof tempGame>, env: NodeJS.ProcessEnv, ms: number, ...argv: string[]) {
  const p = spawn(process.execPath, [BIN, ...argv], { cwd: g.dir, env: { ...process.env, ...env, UMPIRE_STORE: g.store!.url, UMPIRE_TEST_FAULT: 'pg-pause', UMPIRE_TEST_PAUSE_MS: String(ms) } });
  let stderr = '';
  const reached = new Promise<void>((res) =>
    p.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.includes('umpire-test-paused pg-pause')) res();
    }),
  );
  const done = new Promise<{ code: number | null; stderr: string }>((res) => p.on('close', (code) => res({ code, stderr })));
  return { reached, done, pid: p.pid! };
}

/** A command run with its own environment: exit code, stderr, and how long it took (ms). */
function timed(g: ReturnType<typeof tempGame>, env: NodeJS.ProcessEnv, ...argv: string[]) {
  const started = Date.now();
  return new Promise<{ code: number | null; stderr: string; ms: number }>((res) => {
    const p = spawn(process.execPath, [BIN, ...argv], { cwd: g.dir, env: { ...process.env, NO_COLOR: '1', ...env, UMPIRE_STORE: g.store!.url } });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (code) => res({ code, stderr, ms: Date.now() - started }));
  });
}

/**
 * A client really stopped (SIGSTOP) for `pauseMs` while it holds the game's
 * lock in the middle of its transaction, and two other umpires writing
 * meanwhile: the server ends the stopped one's transaction once idle for
 * half the lock timeout (idleTimeoutMs), so the others wait that long at
 * most, not for the stopped client; it wakes to one line, exit 2, nothing of
 * it written.
 */
async function stoppedHolder(g: ReturnType<typeof tempGame>, lockTimeoutS: number, pauseMs: number): Promise<void> {
  await g.init();
  const env = { UMPIRE_LOCK_TIMEOUT: String(lockTimeoutS) };
  const c = pausedWith(g, env, pauseMs, 'rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing', '--umpire', 'amy');
  await c.reached;
  process.kill(c.pid, 'SIGSTOP');
  const wake = new Promise<void>((res) =>
    setTimeout(() => {
      process.kill(c.pid, 'SIGCONT');
      res();
    }, pauseMs),
  );
  try {
    const others = await Promise.all([timed(g, env, 'rl-roll', 'dockers', '--roll', '2,2', '--umpire', 'bob'), timed(g, env, 'rl-roll', 'looters', '--roll', '2,2', '--umpire', 'carl')]);
    for (const o of others) {
      expect(o.code, o.stderr).toBe(0);
      // Not kept waiting for the stopped client: the idle timeout (half the lock timeout), plus a start-up's margin.
      expect(o.ms).toBeLessThan((lockTimeoutS / 2) * 1000 + 5000);
      expect(o.ms).toBeLessThan(pauseMs);
    }
  } finally {
    await wake;
  }
  const end = await c.done;
  expect(end.code, end.stderr).toBe(2);
  const lines = end.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('umpire-test-paused'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/stood still while it held the game.*nothing was written/);
  const log = g.readLog();
  // Nothing of amy's: her rows went with her transaction.
  expect(log.map((e) => e.seq)).toEqual([1, 2, 3]);
  expect(new Set(log.slice(1).map((e) => e.by))).toEqual(new Set(['bob', 'carl']));
  expect((await g.run('verify')).code).toBe(0);
  expect((await g.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing', '--umpire', 'amy')).code).toBe(0);
}

describe('the server and the clients going away', () => {
  it('a server restarted mid-command: that command is one line, exit 2, nothing written; the next command works', async ({ skip }) => {
    const g = ownGame(skip);
    try {
      await g.init();
      await g.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
      const before = g.snapshot();
      const c = paused(g, 6000, 'rl-roll', 'dockers', '--roll', '2,2');
      await c.reached;
      const r = spawnSync('bash', [SCRIPT, 'restart'], { encoding: 'utf8', env: { ...process.env, UMPIRE_PG_STATE: where } });
      expect(r.status, r.stderr).toBe(0);
      const end = await c.done;
      expect(end.code, end.stderr).toBe(2);
      const lines = end.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('umpire-test-paused'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/the connection to the database was lost; nothing was written/);
      expect(g.snapshot()).toEqual(before);
      expect((await g.run('rl-roll', 'dockers', '--roll', '2,2')).code).toBe(0);
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  });

  it('a client slow mid-command (under the idle timeout) while the others write: they wait for it, then every command is logged once', async ({ skip }) => {
    const g = ownGame(skip);
    try {
      await g.init();
      // Under half the lock timeout (30 s by default): the server lets it finish.
      const PAUSE = 5000;
      const c = paused(g, PAUSE, 'rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing', '--umpire', 'amy');
      await c.reached;
      const started = Date.now();
      const others = await Promise.all([g.start('rl-roll', 'dockers', '--roll', '2,2', '--umpire', 'bob'), g.start('rl-roll', 'looters', '--roll', '2,2', '--umpire', 'carl')]);
      for (const o of others) expect(o.code, o.stderr).toBe(0);
      // They waited for the paused one's lock, and did not take it from it.
      expect(Date.now() - started).toBeGreaterThan(PAUSE / 2);
      const end = await c.done;
      expect(end.code, end.stderr).toBe(0);
      const log = g.readLog();
      // amy's, paused with the lock held, is logged first; the others after it.
      expect(log[1].by).toBe('amy');
      expect(new Set(log.slice(1).map((e) => e.by))).toEqual(new Set(['amy', 'bob', 'carl']));
      expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  }, 120_000);

  it('a live client busy longer than the idle timeout (a long batch) keeps its transaction and commits', async ({ skip }) => {
    const g = ownGame(skip);
    try {
      await g.init();
      // Lock timeout 4 s: 2 s idle at most; busy in itself (its timers run) for 5 s between its log rows and its state.
      const env = { UMPIRE_LOCK_TIMEOUT: '4' };
      const c = pausedWith(g, env, 5000, 'rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing', '--umpire', 'amy');
      await c.reached;
      const end = await c.done;
      expect(end.code, end.stderr).toBe(0);
      expect(g.readLog().map((e) => e.by)).toEqual([undefined, 'amy']);
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  }, 120_000);

  it('a client SIGSTOPped holding the game while two others write: they go on after the idle timeout; it wakes to one line, exit 2, nothing written', async ({ skip }) => {
    const g = ownGame(skip);
    try {
      // Lock timeout 6 s: the server ends the stopped transaction after 3 s idle; stopped for 10 s.
      await stoppedHolder(g, 6, 10_000);
    } finally {
      g.cleanup();
    }
  }, 120_000);

  it("the issue's size: a client SIGSTOPped for 30 s with the default lock timeout (30 s: 15 s idle at most)", async ({ skip }) => {
    const g = ownGame(skip);
    try {
      await stoppedHolder(g, 30, 30_000);
    } finally {
      g.cleanup();
    }
  }, 180_000);
});
