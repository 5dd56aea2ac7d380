// Issue 43 F10: under load node-postgres printed "DeprecationWarning: Calling
// client.query() when the client is already executing a query": the unit of
// work's keep-alive beat (SELECT 1, every third of the idle timeout) was sent
// while a statement ran. Queries on one connection are sent one after the
// other: a statement longer than the beat's period, with the beat due in its
// middle, gives no such warning, and the beat still runs between statements.
import { afterEach, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/state/pg-store.js';
import { dbPaths } from '../../src/state/store-url.js';
import { freshDatabase, needPg } from '../helpers/pg.js';

let drop: (() => void) | null = null;
afterEach(() => {
  drop?.();
  drop = null;
});

describe('the database store: one query at a time on a connection', () => {
  it('a statement of 1.2 s with the keep-alive due every 333 ms: no overlapping query, no deprecation warning', async ({ skip }) => {
    const server = needPg(skip);
    const db = freshDatabase(server);
    drop = db.drop;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const store = new PgStore(dbPaths(db.url));
    const q = (sql: string) => (store as unknown as { query: (s: string) => Promise<{ n?: string }[]> }).query(sql);
    const calls: string[] = [];
    try {
      // UMPIRE_LOCK_TIMEOUT=2: the idle timeout is 1 s, the beat every 333 ms.
      await store.unit({ UMPIRE_LOCK_TIMEOUT: '2' }, false, async () => {
        const client = (store as unknown as { client: { query: (...a: unknown[]) => Promise<unknown>; activeQuery?: unknown } }).client;
        const sent = client.query.bind(client);
        let running = 0;
        client.query = (...a: unknown[]) => {
          calls.push(String(a[0]));
          running += 1;
          if (running > 1) calls.push('OVERLAP');
          return sent(...a).finally(() => {
            running -= 1;
          });
        };
        await q('SELECT pg_sleep(1.2)');
        // The process busy in itself (no query) for longer than the beat's period: the beat runs.
        await new Promise<void>((res) => {
          const wait = setInterval(() => {
            if (calls.includes('SELECT 1')) {
              clearInterval(wait);
              res();
            }
          }, 20);
        });
        await q('SELECT 2 AS n');
      });
      // Warnings are emitted on the next tick.
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(calls, calls.join(' | ')).not.toContain('OVERLAP');
    expect(calls).toContain('SELECT 1');
    expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([]);
  });
});
