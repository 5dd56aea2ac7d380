// Issue 42, point 5: libpq's single-host URI forms are taken by --store and
// UMPIRE_STORE (psql and node-postgres take them): the socket form with a user
// and no host, no authority at all, and the query parameters host, port,
// user, password and sslmode; several hosts in one URI are refused, said so.
// The name shown never holds the password, wherever the URL puts it.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/errors.js';
import { dbPaths, safeUrl, storePassword } from '../../src/state/store-url.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, tempGame } from '../helpers/cli.js';
import { freshDatabase, needPg } from '../helpers/pg.js';

const refusal = (url: string): string => {
  try {
    dbPaths(url);
  } catch (e) {
    if (e instanceof UserError) return String(e.params.problemKey);
    throw e;
  }
  return 'taken';
};

describe('a store URL (libpq URI)', () => {
  it("takes libpq's forms: a socket folder as host=, no authority, the query's user, port and password", () => {
    expect(dbPaths('postgresql://umpire@/game?host=/run/postgresql').state).toBe('postgresql://umpire@/game?host=/run/postgresql');
    expect(dbPaths('postgresql:///game').state).toBe('postgresql:///game');
    expect(dbPaths('postgres://db.example:5433/game?user=amy&password=S3cret&sslmode=require').state).toBe('postgres://amy@db.example:5433/game');
    expect(dbPaths('postgres://db.example/game?port=7733').state).toBe('postgres://db.example:7733/game');
    expect(dbPaths('postgres://amy:S3cret@127.0.0.1:7733/umpire?sslmode=require&channel_binding=require').state).toBe('postgres://amy@127.0.0.1:7733/umpire');
  });

  it('never shows the password: in the user part, as password=, with no user at all', () => {
    for (const url of ['postgres://amy:S3cret@h/db', 'postgres://h/db?password=S3cret', 'postgres://:S3cret@h/db', 'postgresql://amy:S3cret@/db?host=/tmp']) {
      expect(storePassword(url)).toBe('S3cret');
      expect(safeUrl(url)).not.toContain('S3cret');
      expect(dbPaths(url).log).not.toContain('S3cret');
    }
  });

  it('refuses what is no libpq URI, another scheme, no database, several hosts', () => {
    expect(refusal('not a url')).toBe('err.p.store-not-url');
    expect(refusal('mysql://u:p@h/db')).toBe('err.p.store-scheme');
    expect(refusal('postgres://u:p@h')).toBe('err.p.store-no-database');
    expect(refusal('postgres://u:p@h1,h2/db')).toBe('err.p.store-several-hosts');
    expect(refusal('postgres://u:p@/db?host=/a,/b')).toBe('err.p.store-several-hosts');
    for (const nasty of ['postgres://\x1b[2J@h/db', 'postgres://h/%E0%A4%A', `postgres://h/${'x'.repeat(100000)}`, 'postgres://h/__proto__', 'postgres://h/constructor']) {
      expect(() => { try { dbPaths(nasty); } catch (e) { if (!(e instanceof UserError)) throw e; } }).not.toThrow();
    }
  });

  it('the socket form reaches a real server through its socket folder, the password as a query parameter too', async ({ skip }) => {
    const server = needPg(skip);
    // The test server's folder (scripts/pg-test-server.sh: its socket is there): named by the file UMPIRE_PG_STATE names.
    const where = process.env.UMPIRE_PG_STATE;
    if (!where || !existsSync(where)) return skip('the test server\'s socket folder is not known (UMPIRE_PG_STATE)');
    const folder = readFileSync(where, 'utf8').trim();
    const fresh = freshDatabase(server);
    const game = tempGame();
    try {
      const u = new URL(fresh.url);
      const db = u.pathname.slice(1);
      const pw = decodeURIComponent(u.password);
      const socket = `postgresql://${u.username}:${encodeURIComponent(pw)}@/${db}?host=${folder}&port=${u.port}`;
      const init = await runCli(['init', join(ROOT, 'scenarios', 'tutorial.yaml'), '--store', socket], { cwd: game.dir });
      expect(init.code, init.stderr).toBe(0);
      const asQuery = `postgresql:///${db}?host=${folder}&port=${u.port}&user=${u.username}&password=${encodeURIComponent(pw)}`;
      const roll = await runCli(['rl-roll', 'students', '--roll', '3,3', '--store', asQuery, '--json'], { cwd: game.dir });
      expect(roll.code, roll.stderr).toBe(0);
      expect(JSON.parse(roll.stdout).logged).toBe(2);
      for (const r of [init, roll]) expect(r.stdout + r.stderr).not.toContain(pw);
    } finally {
      fresh.drop();
      game.cleanup();
    }
  });
});
