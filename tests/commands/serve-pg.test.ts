// `umpire serve` on the database store (issue 35): the players' screen, in a
// real Chromium (playwright-core, as tests/commands/serve.test.ts), follows a
// game in PostgreSQL that another process writes; it listens (LISTEN/NOTIFY)
// and does not poll: while nothing happens its one connection sends nothing
// and no other connection comes; the server terminating that connection is
// one line on the host's stderr, then the screen catches up and follows on.
// The password is never printed.
import { afterAll, describe, expect, it } from 'vitest';
import { startServe, type Served, servedFixtures } from '../helpers/serve.js';
import { gameOn, pgQuery, withDatabase } from '../helpers/pg.js';
import { CHROMIUM, haveChromium, launchChromium } from '../helpers/chromium.js';

type Game = ReturnType<typeof gameOn>;
// The games and servers a test made, stopped and removed after the file (tests/helpers/serve.ts).
const { games, servers } = servedFixtures<Game>();


/** The listeners (application_name umpire-follow) and the other umpire connections on the game's database, sampled every 20 ms for `ms`. */
async function watchConnections(url: string, ms: number): Promise<{ listeners: Set<number>; others: Set<number>; changes: Set<string> }> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: url, application_name: 'test-watch' });
  await c.connect();
  const listeners = new Set<number>();
  const others = new Set<number>();
  const changes = new Set<string>();
  try {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const rows = (await c.query("SELECT pid, application_name AS app, state_change::text AS at FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name LIKE 'umpire%'")).rows;
      for (const r of rows) {
        if (r.app === 'umpire-follow') {
          listeners.add(r.pid);
          changes.add(r.at);
        } else others.add(r.pid);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await c.end();
  }
  return { listeners, others, changes };
}

describe("serve on the database store, in a real browser", () => {
  it.skipIf(!haveChromium)(
    `shows what another process writes as it lands, by LISTEN/NOTIFY (no polling; the delay is a bench row, bench/serve.mjs), and survives the connection dropped${haveChromium ? '' : ` [SKIPPED: no Chromium at ${CHROMIUM}]`}`,
    async ({ skip }) => {
      const g = gameOn('postgres', skip);
      games.push(g);
      await g.init('railton-road.yaml');
      const url = g.store!.url;
      const password = decodeURIComponent(new URL(url).password);
      expect(password.length).toBeGreaterThan(3);
      const s = await startServe(g.dir, [], { UMPIRE_STORE: url });
      servers.push(s);
      const browser = await launchChromium();
      try {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(s.players);
        await page.waitForFunction(() => (globalThis as any).document.querySelector('#screen .view') !== null);
        const seqOnPage = () => page.$eval('#screen .view', (v) => Number(v.getAttribute('data-seq')));
        const lastSeq = () => g.readLog().at(-1).seq as number;
        expect(await seqOnPage()).toBe(lastSeq());
        /** Runs a command in another process; resolves with how long the page took to show it. */
        const other = async (...argv: string[]): Promise<number> => {
          const r = g.spawn(...argv);
          expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
          const done = Date.now();
          const want = lastSeq();
          await page.waitForFunction((n) => Number((globalThis as any).document.querySelector('#screen .view')?.getAttribute('data-seq')) === n, want, { timeout: 30000, polling: 10 });
          return Date.now() - done;
        };

        const before = await page.textContent('#screen');
        await other('rl-roll', 'frontline', '--roll', '6,6', '--umpire', 'amy');
        expect(await page.textContent('#screen')).not.toBe(before);
        expect(await page.textContent('#screen')).toMatch(/Response Level roll/);
        await other('next-turn', '--umpire', 'bob');
        expect(await page.textContent('#screen')).toMatch(/turn 2/);

        // Idle: one listening connection, which sends nothing, and no other connection comes (no polling).
        const idle = await watchConnections(url, 1500);
        expect(idle.listeners.size).toBe(1);
        expect(idle.changes.size).toBe(1);
        expect([...idle.others]).toEqual([]);

        // The server drops the listener, and lets no one connect to the game's database until the test says
        // (from the server's own database): the loss lasts, so the page must say it, then drop it once back.
        const db = decodeURIComponent(new URL(url).pathname.slice(1));
        const admin = (sql: string) => pgQuery(withDatabase(url, 'postgres'), sql);
        admin(`ALTER DATABASE "${db.replace(/"/g, '""')}" WITH ALLOW_CONNECTIONS false`);
        try {
          expect(admin(`SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${db.replace(/'/g, "''")}' AND application_name = 'umpire-follow') t`)[0].n).toBe(1);
          // The page says the loss while it lasts (the fixed line, U285), without the database's address.
          await page.waitForFunction(() => /The connection to the game was lost; connecting again\./.test((globalThis as any).document.body.textContent), undefined, { timeout: 30000, polling: 20 });
          expect(await page.textContent('body')).not.toMatch(/postgres:|127\.0\.0\.1/);
        } finally {
          admin(`ALTER DATABASE "${db.replace(/"/g, '""')}" WITH ALLOW_CONNECTIONS true`);
        }
        // One line on the host's stderr (said before the page's), without the database's address.
        expect(s.err().match(/connecting again/g)).toHaveLength(1);
        expect(s.err()).not.toMatch(/postgres:|password/);
        // Back: what another process writes shows, and the page's line has gone.
        await other('rl-roll', 'market', '--roll', '5,5', '--umpire', 'amy');
        expect(await page.textContent('body')).not.toMatch(/connecting again/);
        await other('undo', '--umpire', 'amy');
        // Twice: each loss is its own line.
        g.store!.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'umpire-follow'");
        await other('rl-roll', 'estate', '--roll', '4,4');
        const after = await watchConnections(url, 300);
        expect(after.listeners.size).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
      }
      expect(await s.stop()).toBe(0);
      const lines = s.err().trim().split('\n');
      expect(lines.filter((l) => /connecting again/.test(l)), s.err()).toHaveLength(2);
      for (const l of lines.slice(0, 2)) expect(l).toBe('umpire: the connection to the database was lost; connecting again');
      expect(lines.at(-1)).toMatch(/Server stopped/);
      expect(lines).toHaveLength(3);
      for (const text of [s.out(), s.err()]) expect(text).not.toContain(password);
    },
    60000,
  );
});
