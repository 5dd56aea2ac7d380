// The PostgreSQL server the database store's tests use (issue 35): its URL
// comes from UMPIRE_TEST_PG (`eval "$(scripts/pg-test-server.sh start)"`;
// .ci/run starts one itself). Each game gets a database of its own, dropped
// at cleanup. A test that needs PostgreSQL and finds none fails in CI
// (CI=true) and is skipped with its reason anywhere else (`needPg`).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, tempGame } from './cli.js';

/** The test server's URL (a superuser's, on its `postgres` database), or null. */
export function pgUrl(): string | null {
  const v = process.env.UMPIRE_TEST_PG;
  return v && v.trim() !== '' ? v.trim() : null;
}

export const NO_PG_REASON = 'no PostgreSQL for the database store tests: set UMPIRE_TEST_PG, e.g. eval "$(scripts/pg-test-server.sh start)"';

/**
 * For a test that needs PostgreSQL: its URL; without one, a failure in CI
 * and a skip with its reason elsewhere (`skip` is the test context's).
 */
export function needPg(skip: (note?: string) => never | void): string {
  const url = pgUrl();
  if (url) return url;
  if (process.env.CI === 'true') throw new Error(`${NO_PG_REASON} (CI=true: PostgreSQL is required here)`);
  skip(NO_PG_REASON);
  throw new Error(NO_PG_REASON);
}

/**
 * Runs SQL on a database synchronously (a child node process with `pg`):
 * the rows of the last statement. For test set-up and inspection only.
 */
export function pgQuery(url: string, sql: string, params: unknown[] = []): any[] {
  const script = `
    const pg = require('pg');
    const [url, sql, params] = JSON.parse(process.argv[1]);
    (async () => {
      // umpire host's URL (?sslmode=require&channel_binding=require): TLS to its own certificate, as src/state/pg-tls.ts does.
      const u = new URL(url);
      const tls = u.searchParams.get('channel_binding') === 'require';
      if (tls) { u.searchParams.delete('channel_binding'); u.searchParams.delete('sslmode'); }
      const c = new pg.Client({ connectionString: tls ? u.toString() : url, ...(tls ? { ssl: { rejectUnauthorized: false }, enableChannelBinding: true } : {}) });
      await c.connect();
      try {
        const r = await c.query(sql, params);
        process.stdout.write(JSON.stringify((Array.isArray(r) ? r[r.length - 1] : r).rows ?? []));
      } finally {
        await c.end();
      }
    })().catch((e) => { process.stderr.write(String(e.message)); process.exit(1); });`;
  const r = spawnSync(process.execPath, ['-e', script, JSON.stringify([url, sql, params])], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`SQL failed: ${sql.slice(0, 80)}: ${r.stderr}`);
  return JSON.parse(r.stdout || '[]');
}

/** The URL of another database on the same server. */
export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** A new empty database on the test server: its URL, and a function that drops it. */
export function freshDatabase(url: string): { url: string; drop: () => void } {
  const name = `umpire_t_${randomBytes(6).toString('hex')}`;
  pgQuery(url, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => {
      try {
        pgQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch {
        /* the server is gone already */
      }
    },
  };
}

/** The stores the engine suite runs on (one parametrised suite: each `it` runs on both). */
export const STORES = ['file', 'postgres'] as const;
export type StoreKind = (typeof STORES)[number];

/**
 * A test game on the given store: tempGame's files, or a fresh database on the
 * test server (needPg: a failure in CI, a skip elsewhere, when there is none).
 */
export function gameOn(kind: StoreKind, skip: (note?: string) => never | void): ReturnType<typeof tempGame> {
  if (kind === 'file') return tempGame();
  const server = needPg(skip);
  const db = freshDatabase(server);
  return tempGame({ url: db.url, query: (sql, params) => pgQuery(db.url, sql, params), drop: db.drop });
}
