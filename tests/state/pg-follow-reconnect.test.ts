// Issue 42, point 5: following a database game survives its connection
// dropped, again and again, without a listener left per reconnection
// (Node's MaxListenersExceededWarning after an outage), and `log --follow`
// connects again as `serve` and the REPL do.
import { spawn } from 'node:child_process';
import { getEventListeners } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { gameOn } from '../helpers/pg.js';
import { dbPaths } from '../../src/state/store-url.js';
import { followDatabase } from '../../src/state/pg-follow.js';

const games: ReturnType<typeof gameOn>[] = [];
afterEach(() => {
  for (const g of games.splice(0)) g.cleanup();
});

const dropFollowers = (g: ReturnType<typeof gameOn>): number =>
  g.store!.query("SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow') t")[0].n;

/** Waits for `ok()` by polling, at most `ms`. */
async function until(ok: () => boolean, ms: number, what: string): Promise<void> {
  const by = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > by) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('following a database game through lost connections', () => {
  it('dropped twenty times: every loss said, back each time, and the abort signal holds no more listeners than at the start', { timeout: 120_000 }, async ({ skip }) => {
    const g = gameOn('postgres', skip);
    games.push(g);
    await g.init('railton-road.yaml');
    const ac = new AbortController();
    let lost = 0;
    let back = 0;
    let seen = 0;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    let listening = 0;
    const following = followDatabase(dbPaths(g.store!.url), process.env, ac.signal, () => 'en', () => seen, {
      onEntries: (fresh) => (seen = fresh.at(-1)!.seq),
      onProblem: () => undefined,
      onLost: () => lost++,
      onBack: () => back++,
    });
    try {
      // Listening: one connection named umpire-follow.
      await until(() => g.store!.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow'")[0].n === 1, 10_000, 'listening');
      listening = getEventListeners(ac.signal, 'abort').length;
      for (let i = 1; i <= 20; i++) {
        expect(dropFollowers(g)).toBe(1);
        await until(() => lost === i, 10_000, `loss ${i} said`);
        await until(() => back === i, 15_000, `back after loss ${i}`);
      }
      // What was committed while it was away is read.
      const r = g.spawn('rl-roll', 'market', '--roll', '3,3');
      expect(r.code, r.stderr).toBe(0);
      await until(() => seen === 2, 10_000, 'the entry made after the losses');
      // At most the live connection's own, as when it first listened.
      expect(getEventListeners(ac.signal, 'abort').length).toBeLessThanOrEqual(Math.max(listening, 1));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      ac.abort();
      await following;
      process.off('warning', onWarning);
    }
  });

  it('log --follow says a lost connection in one line and carries on with what comes after', { timeout: 60_000 }, async ({ skip }) => {
    const g = gameOn('postgres', skip);
    games.push(g);
    await g.init('railton-road.yaml');
    const p = spawn(process.execPath, [BIN, 'log', '--follow', '--format', 'json'], { cwd: g.dir, env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: '', UMPIRE_STORE: g.store!.url }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    const exited = new Promise<number | null>((res) => p.on('close', (code) => res(code)));
    try {
      await until(() => out.includes('"seq":1'), 15_000, 'the init printed');
      await until(() => g.store!.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow'")[0].n === 1, 10_000, 'listening');
      expect(dropFollowers(g)).toBe(1);
      await until(() => /connecting again/.test(err), 10_000, 'the loss said');
      expect(p.exitCode).toBeNull();
      const r = g.spawn('rl-roll', 'market', '--roll', '3,3');
      expect(r.code, r.stderr).toBe(0);
      await until(() => out.includes('"seq":2'), 15_000, 'the entry after the loss');
      expect(err.trim().split('\n')).toEqual(['umpire: the connection to the database was lost; connecting again']);
    } finally {
      p.kill('SIGINT');
      await exited;
    }
  });
});
