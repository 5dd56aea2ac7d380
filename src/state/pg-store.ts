// The PostgreSQL store (issue 35): a game several umpires play from several
// machines. The turn log is a table (one row per log line: the very line the
// file store writes, so the hash chain and `verify` are the same), the state
// is one row (its fold, as the state file's JSON), and each command is one
// transaction: a writing command first takes the game's transaction-level
// advisory lock (the database's lock instead of the lock directory; a batch
// is one transaction), reads the state, appends its rows, saves the state and
// commits; anything that fails rolls back, so nothing is half written. A
// reading command reads in one snapshot (REPEATABLE READ, READ ONLY) without
// waiting. Each commit notifies `umpire_log` with its last entry number.
//
// The tables are versioned (MIGRATIONS, recorded in umpire_migrations) as the
// state's schema is (src/state/migrate.ts): a writing command brings an older
// database up to date; a database newer than this program is refused.
//
// Secrets: the connection string is only handed to the client; every name
// shown is the URL without its password (src/state/store-url.ts), and any
// message from the driver or the server is scrubbed of it.
import type { Client, QueryResult, QueryResultRow } from 'pg';
import { UserError, isUserError } from '../errors.js';
import { loadSystems } from '../engine/registry.js';
import type { GameStore } from './game-store.js';
import { killPoint, lockTimeoutMs, stateFromText, type Paths } from './store.js';
import { diceLeftBy, EntryFault, faultText, lineHash, parseEntry } from './log-codec.js';
import type { LogEntry, StateFile } from './log.js';
import type { FollowOptions } from '../review/follow.js';
import { t } from '../i18n/index.js';
import { markOwnEntry, unmarkOwnEntry } from './written.js';
import { NOT_PROVEN, pgClientTls, requireChannelBinding } from './pg-tls.js';
import { BIND_TABLE, bindUmpire, storePassword } from './store-url.js';

/** The tables, one list of statements per version (never edit one that has shipped: add the next). */
export const MIGRATIONS: readonly (readonly string[])[] = [
  [
    `CREATE TABLE umpire_game (
       id integer PRIMARY KEY CHECK (id = 1),
       state text NOT NULL,
       seq integer NOT NULL,
       bytes bigint NOT NULL,
       hash text NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE TABLE umpire_log (
       seq integer PRIMARY KEY,
       cmd integer NOT NULL,
       kind text NOT NULL,
       turn integer NOT NULL,
       umpire text,
       at text NOT NULL,
       line text NOT NULL,
       prev text NOT NULL,
       hash text NOT NULL
     )`,
    `CREATE TABLE umpire_log_dropped (
       dropped_at timestamptz NOT NULL DEFAULT now(),
       seq integer NOT NULL,
       line text NOT NULL
     )`,
  ],
  // `umpire serve`'s tokens kept with the game (src/serve/tokens.ts): one row, never part of the log.
  [
    `CREATE TABLE umpire_serve_tokens (
       id integer PRIMARY KEY CHECK (id = 1),
       tokens text NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now()
     )`,
  ],
];

/** The version of the tables this program writes. */
export const STORE_SCHEMA = MIGRATIONS.length;

/** The game's lock: a transaction-level advisory lock under this key (any number of the program's own). */
const GAME_LOCK = 35_0001;

/** SQLSTATE classes and codes the umpire can do something about, as the catalogue's reasons. */
function whyKey(e: { code?: unknown; message?: unknown }): string | null {
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ENOENT', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND'].includes(code)) return 'err.p.store-refused';
  if (code === '25P03') return 'err.p.store-idle';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01' || code === '57P02' || code === '57P03' || code.startsWith('08')) return 'err.p.store-dropped';
  if (code === '28000' && /no encryption/.test(String(e.message ?? ''))) return 'err.p.store-needs-tls';
  if (code === '28P01' || code === '28000') return 'err.p.store-auth';
  if (code === '3D000') return 'err.p.store-no-db';
  if (code === NOT_PROVEN) return 'err.p.store-not-proven';
  if (code === '42501') return 'err.p.store-denied';
  const msg = String(e.message ?? '');
  if (/does not support SSL/i.test(msg)) return 'err.p.store-no-tls';
  if (/CERT|ERR_TLS|ERR_SSL/.test(code) || /certificate|SSL routines/i.test(msg)) return 'err.p.store-tls';
  if (/terminated|Connection ended|not queryable|timeout expired/i.test(msg)) return 'err.p.store-dropped';
  return null;
}

/**
 * How long a transaction may sit idle (its client not sending the next
 * statement) before the server ends it: half the lock timeout
 * (UMPIRE_LOCK_TIMEOUT), at least a second, so that a writer waiting for the
 * game's lock outlives a stopped holder. A command's own gaps between its
 * statements are milliseconds.
 */
export function idleTimeoutMs(env: NodeJS.ProcessEnv): number {
  return Math.max(1000, Math.round(lockTimeoutMs(env) / 2));
}

export class PgStore implements GameStore {
  readonly kind = 'postgres' as const;
  private client: Client | null = null;
  private writing = false;
  /** The entries this unit inserted (`seq`, `prev`): this process's own once committed. */
  private inserted: [number, string][] = [];
  /** What the server said when it ended this connection while no query was in flight (e.g. the idle timeout). */
  private ended: { code?: string; message?: string } | null = null;

  /** The umpire this connection is bound to (BIND_TABLE's row for its session_user), once a unit has connected; undefined: none. */
  boundUmpire: string | undefined = undefined;

  constructor(readonly paths: Paths) {}

  /** The umpire the connection's login role is bound to (BIND_TABLE), or undefined. */
  private async bound(): Promise<string | undefined> {
    const [r] = await this.query<{ t: string | null }>(`SELECT to_regclass('${BIND_TABLE}')::text AS t`);
    if (!r?.t) return undefined;
    const [row] = await this.query<{ umpire: string }>(`SELECT umpire FROM ${BIND_TABLE} WHERE role = session_user`);
    return row?.umpire;
  }

  get stateName(): string {
    return this.paths.state;
  }
  get logName(): string {
    return this.paths.log;
  }

  /** The driver's or the server's message without the password (it never appears there; this makes sure). */
  private scrub(text: string): string {
    const pw = storePassword(this.paths.db!);
    return pw ? text.split(pw).join('***') : text;
  }

  /** A failure of the database as one line for the umpire (exit 2), or the error itself (a bug). */
  private userError(e: unknown): unknown {
    if (isUserError(e)) return e;
    // A connection the server ended between two queries (the idle timeout): that is why, not the query's own failure.
    const err = this.ended?.code === '25P03' ? this.ended : (e as { code?: string; message?: string });
    if (err?.code === '55P03') return new UserError('store-busy', { store: this.stateName });
    if (err?.code === '42P01') return new UserError('store-no-game', { store: this.stateName });
    const key = whyKey(err ?? {});
    if (key) return new UserError('store-failed', { store: this.stateName, whyKey: key, detail: this.scrub(String(err.message ?? err.code ?? '')).replace(/\s+/g, ' ').slice(0, 160) });
    return e;
  }

  private async query<R extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<R[]> {
    if (!this.client) throw new Error('a database query outside a unit of work');
    return (await this.serial(this.client, text, values)).rows as R[];
  }

  /** The end of the queries sent on this unit's connection (each waits for the one before). */
  private tail: Promise<unknown> = Promise.resolve();
  /** Queries sent and not answered yet. */
  private inFlight = 0;

  /**
   * One query on `c` after the ones before it have been answered (issue 43
   * F10): node-postgres queues a query sent while another runs, with a
   * deprecation warning (it will refuse them), and the keep-alive beat came
   * in the middle of a statement.
   */
  private serial(c: Client, text: string, values?: unknown[]): Promise<QueryResult> {
    this.inFlight += 1;
    const run = this.tail.then(() => c.query(text, values));
    const done = run.finally(() => {
      this.inFlight -= 1;
    });
    this.tail = done.catch(() => undefined);
    return done;
  }

  /** A connection (`follow`: the long-lived listener of log --follow, serve and the REPL, kept alive by TCP keepalives). */
  private async connect(env: NodeJS.ProcessEnv, follow = false): Promise<Client> {
    const pg = (await import('pg')).default;
    // TLS with channel binding when the URL asks (`umpire host`'s: src/state/pg-tls.ts).
    const tls = pgClientTls(this.paths.db!);
    const client = new pg.Client({
      connectionString: tls.connectionString,
      ...tls.extra,
      connectionTimeoutMillis: Math.min(lockTimeoutMs(env), 30000),
      application_name: follow ? 'umpire-follow' : 'umpire',
      ...(follow ? { keepAlive: true, keepAliveInitialDelayMillis: 10000 } : {}),
    });
    const proven = tls.channelBinding ? requireChannelBinding(client) : null;
    // A connection lost while idle is an 'error' event: the query in flight (if any) fails with it.
    client.on('error', (e: Error & { code?: string }) => {
      this.ended ??= e;
    });
    await client.connect();
    if (proven && !proven()) {
      await client.end().catch(() => undefined);
      throw Object.assign(new Error('the server did not prove over TLS that it knows the password (channel binding)'), { code: NOT_PROVEN });
    }
    return client;
  }

  async unit<T>(env: NodeJS.ProcessEnv, write: boolean, fn: () => Promise<T>): Promise<T> {
    if (this.client) return fn();
    let client: Client | null = null;
    let beat: ReturnType<typeof setInterval> | undefined;
    this.ended = null;
    this.tail = Promise.resolve();
    this.inFlight = 0;
    try {
      client = await this.connect(env);
      this.client = client;
      this.writing = write;
      await this.query(write ? 'BEGIN' : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await this.query(`SET LOCAL lock_timeout = ${Math.round(lockTimeoutMs(env))}`);
      // A client stopped in the middle (SIGSTOP, a laptop asleep) would keep the game's lock: the
      // server ends its transaction once idle this long (rolled back, nothing written; that
      // client says so in one line when it wakes), so the others wait at most this, never their
      // whole lock timeout.
      await this.query(`SET LOCAL idle_in_transaction_session_timeout = ${idleTimeoutMs(env)}`);
      // The umpire who connects, where the database says it: their name on every entry, another's refused.
      this.boundUmpire = await this.bound();
      if (this.boundUmpire !== undefined) bindUmpire(env, this.boundUmpire);
      // A live command busy in itself (a long batch runs its lines in memory, yielding to the
      // event loop) says so to the server: a timer, which a stopped process does not run.
      const c = client;
      // (Woken after the server ended it, the first beat may be the query that hears why: kept.)
      // A query in flight already tells the server this client lives: the beat is sent only between queries, after them.
      const beat1 = () => {
        if (this.inFlight > 0) return;
        void this.serial(c, 'SELECT 1').catch((e: { code?: string }) => {
          if (e?.code === '25P03') this.ended = e;
        });
      };
      beat = setInterval(beat1, Math.max(250, Math.round(idleTimeoutMs(env) / 3)));
      if (write) {
        await this.query('SELECT pg_advisory_xact_lock($1)', [GAME_LOCK]);
        await this.migrate();
      }
      this.inserted = [];
      const value = await fn();
      clearInterval(beat);
      // Marked before the commit: the commit's notification may reach this process's own listener (the REPL's
      // feed of the others' entries) before COMMIT returns here, and the entry would be said as another's.
      for (const [seq, prev] of this.inserted) markOwnEntry(seq, prev);
      try {
        await this.query('COMMIT');
      } catch (e) {
        for (const [seq, prev] of this.inserted) unmarkOwnEntry(seq, prev);
        throw e;
      }
      return value;
    } catch (e) {
      clearInterval(beat);
      if (client) await this.serial(client, 'ROLLBACK').catch(() => undefined);
      throw this.userError(e);
    } finally {
      clearInterval(beat);
      this.client = null;
      if (client) await client.end().catch(() => undefined);
    }
  }

  /** The tables' version in this database (0: none yet). */
  private async version(): Promise<number> {
    const [r] = await this.query<{ t: string | null }>("SELECT to_regclass('umpire_migrations')::text AS t");
    if (!r?.t) return 0;
    const [v] = await this.query<{ v: number | null }>('SELECT max(version) AS v FROM umpire_migrations');
    return v?.v ?? 0;
  }

  /** Brings the tables up to this program's version (under the game's lock); a newer database is refused. */
  private async migrate(): Promise<void> {
    const have = await this.version();
    if (have > STORE_SCHEMA) throw new UserError('store-newer', { store: this.stateName, have, know: STORE_SCHEMA });
    if (have === STORE_SCHEMA) return;
    if (have === 0) await this.query('CREATE TABLE IF NOT EXISTS umpire_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (let v = have + 1; v <= STORE_SCHEMA; v++) {
      for (const sql of MIGRATIONS[v - 1]) await this.query(sql);
      await this.query('INSERT INTO umpire_migrations (version) VALUES ($1)', [v]);
    }
  }

  /**
   * The game's core as stored, unchecked (its system, packs and language), or
   * undefined when none can be read: which game's command a shared name (`turn`)
   * runs, before the command reads the game itself (issue 43: the state file
   * alone was asked, and a database's Guérilla Urbaine game ran Civil Disorder's).
   */
  async peekGame(env: NodeJS.ProcessEnv): Promise<{ lang?: unknown; system?: unknown; packs?: unknown } | undefined> {
    try {
      return await this.unit(env, false, async () => {
        const [row] = await this.query<{ state: string }>('SELECT state FROM umpire_game WHERE id = 1');
        return row ? (JSON.parse(row.state) as { game?: { lang?: unknown; system?: unknown; packs?: unknown } }).game : undefined;
      });
    } catch {
      return undefined;
    }
  }

  /** `umpire serve`'s kept tokens (src/serve/tokens.ts), or null when none are kept (or the tables are older). */
  async readTokens(env: NodeJS.ProcessEnv): Promise<string | null> {
    return this.unit(env, false, async () => {
      const [r] = await this.query<{ t: string | null }>("SELECT to_regclass('umpire_serve_tokens')::text AS t");
      if (!r?.t) return null;
      const [row] = await this.query<{ tokens: string }>('SELECT tokens FROM umpire_serve_tokens WHERE id = 1');
      return row?.tokens ?? null;
    });
  }

  /** Keeps `umpire serve`'s tokens (the tables brought up to date first, under the game's lock). */
  async writeTokens(env: NodeJS.ProcessEnv, text: string): Promise<void> {
    await this.unit(env, true, async () => {
      await this.query('INSERT INTO umpire_serve_tokens (id, tokens) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET tokens = EXCLUDED.tokens, updated_at = now()', [text]);
    });
  }

  async readState(): Promise<StateFile> {
    const have = await this.version();
    if (have === 0) throw new UserError('store-no-game', { store: this.stateName });
    if (have > STORE_SCHEMA) throw new UserError('store-newer', { store: this.stateName, have, know: STORE_SCHEMA });
    const [row] = await this.query<{ state: string }>('SELECT state FROM umpire_game WHERE id = 1');
    if (!row) throw new UserError('store-no-game', { store: this.stateName });
    return stateFromText(row.state, this.paths);
  }

  /** The state and the log are committed together: there is never a log to catch up with. */
  openState(): Promise<StateFile> {
    return this.readState();
  }

  async write(sf: StateFile, lines: string[], hash: string): Promise<void> {
    if (!this.writing) throw new Error('a write in a reading unit');
    if (lines.length > 0) await this.insertLines(lines);
    let bytes = 0;
    for (const l of lines) bytes += Buffer.byteLength(l) + 1;
    sf.log = { ...sf.log, seq: sf.log.seq + lines.length, bytes: sf.log.bytes + bytes, hash };
    // Test-only: stop between the log rows and the state (a SIGKILL here must roll both back),
    // or have the server drop this connection there (UMPIRE_TEST_FAULT=pg-drop: a lost connection mid-command).
    killPoint('after-log');
    if (process.env.UMPIRE_TEST_FAULT === 'pg-drop') await this.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
    // Or pause there, holding the game's lock (UMPIRE_TEST_FAULT=pg-pause, UMPIRE_TEST_PAUSE_MS): a client stopped mid-command, a server restarted meanwhile.
    if (process.env.UMPIRE_TEST_FAULT === 'pg-pause') {
      process.stderr.write('umpire-test-paused pg-pause\n');
      await new Promise((r) => setTimeout(r, Number(process.env.UMPIRE_TEST_PAUSE_MS ?? 3000)));
    }
    await this.saveState(sf);
    if (lines.length > 0) await this.query("SELECT pg_notify('umpire_log', $1)", [String(sf.log.seq)]);
  }

  /** Inserts log lines as rows (their own fields, the line as written, its hash). */
  private async insertLines(lines: string[]): Promise<void> {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], []];
    for (const line of lines) {
      const e = parseEntry(line);
      if (e instanceof EntryFault) throw new Error(`a log line that is no entry: ${e.text}`);
      const by = (e as { by?: unknown }).by;
      const row = [e.seq, e.cmd, e.kind, e.turn, typeof by === 'string' ? by : null, e.at, line, e.prev, lineHash(line)];
      this.inserted.push([e.seq, e.prev]);
      row.forEach((v, i) => cols[i].push(v));
    }
    await this.query(
      `INSERT INTO umpire_log (seq, cmd, kind, turn, umpire, at, line, prev, hash)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
      cols,
    );
  }

  async logText(): Promise<Buffer> {
    if ((await this.version()) === 0) throw new UserError('store-no-game', { store: this.stateName });
    const rows = await this.query<{ line: string }>('SELECT line FROM umpire_log ORDER BY seq');
    return Buffer.from(rows.map((r) => `${r.line}\n`).join(''));
  }

  async loadLogSystems(): Promise<void> {
    if ((await this.version()) === 0) return;
    const [row] = await this.query<{ line: string }>('SELECT line FROM umpire_log ORDER BY seq LIMIT 1');
    const e = row ? parseEntry(row.line) : null;
    if (e && !(e instanceof EntryFault)) await loadSystems(e.scenario);
  }

  async taken(): Promise<string | null> {
    const [r] = await this.query<{ t: boolean }>('SELECT EXISTS (SELECT 1 FROM umpire_game) OR EXISTS (SELECT 1 FROM umpire_log) AS t');
    return r?.t ? this.stateName : null;
  }

  async start(sf: StateFile, lines: string[]): Promise<void> {
    // init --force: the game before is replaced, as the files are.
    await this.query('DELETE FROM umpire_log');
    await this.query('DELETE FROM umpire_game');
    let bytes = 0;
    for (const l of lines) bytes += Buffer.byteLength(l) + 1;
    sf.log = { ...sf.log, bytes, hash: lineHash(lines[lines.length - 1]) };
    await this.insertLines(lines);
    await this.saveState(sf);
    await this.query("SELECT pg_notify('umpire_log', $1)", [String(sf.log.seq)]);
  }

  async keepLog(text: Buffer, bytes: number): Promise<string | null> {
    if (bytes >= text.length) return null;
    let kept = 0;
    for (let i = text.indexOf(0x0a); i >= 0 && i < bytes; i = text.indexOf(0x0a, i + 1)) kept += 1;
    // The rows in order: the first `kept` stay, the rest move to umpire_log_dropped (never destroyed).
    const rows = await this.query<{ seq: number }>('SELECT seq FROM umpire_log ORDER BY seq OFFSET $1 LIMIT 1', [kept]);
    if (rows.length === 0) return null;
    await this.query('INSERT INTO umpire_log_dropped (seq, line) SELECT seq, line FROM umpire_log WHERE seq >= $1 ORDER BY seq', [rows[0].seq]);
    await this.query('DELETE FROM umpire_log WHERE seq >= $1', [rows[0].seq]);
    return `${this.stateName} (umpire_log_dropped)`;
  }

  /**
   * `log --follow` on the database: LISTENs to `umpire_log` and reads the
   * rows after the last one seen at each notification (no polling), until
   * the signal aborts. A game started over (init --force) is followed from
   * its start, said once. A connection lost is one line, exit 2 (a
   * UserError thrown: `serve` and the REPL connect again, from `lastSeq()`).
   */
  async follow(
    env: NodeJS.ProcessEnv,
    fromSeq: number,
    o: Pick<FollowOptions, 'signal' | 'onEntries' | 'onProblem' | 'lang'> & {
      onListening?: () => void;
      /** The state row's text after new entries, read on the same connection (serve: no new connection per change). */
      onState?: (text: string) => void;
    },
  ): Promise<void> {
    let client: Client;
    try {
      client = await this.connect(env, true);
    } catch (e) {
      throw this.userError(e);
    }
    let at = fromSeq;
    let chain: Promise<void> = Promise.resolve();
    let failed: unknown = null;
    let wake: () => void = () => undefined;
    const pull = async (notified: number | null) => {
      // On (re)connecting, nothing notified yet: a game started over meanwhile has fewer rows than were seen.
      if (notified === null && at > 0) {
        const [m] = (await client.query<{ n: number | null }>('SELECT max(seq) AS n FROM umpire_log')).rows;
        if ((m?.n ?? 0) < at) notified = m?.n ?? 0;
      }
      if (notified !== null && notified < at) {
        o.onProblem?.(t(o.lang ?? 'en', 'warn.follow-restarted', { file: this.logName }));
        at = 0;
      }
      let rows: { seq: number; line: string }[];
      try {
        rows = (await client.query<{ seq: number; line: string }>('SELECT seq, line FROM umpire_log WHERE seq > $1 ORDER BY seq', [at])).rows;
      } catch (e) {
        // No game in the database yet (the REPL before init): nothing to read until one is started.
        if ((e as { code?: string }).code === '42P01') return;
        throw e;
      }
      const entries: LogEntry[] = [];
      for (const r of rows) {
        const e = parseEntry(r.line);
        if (e instanceof EntryFault) o.onProblem?.(t(o.lang ?? 'en', 'warn.follow-not-entry', { file: this.logName, why: faultText(e, o.lang ?? 'en') }));
        else entries.push(e);
        at = r.seq;
      }
      if (entries.length === 0) return;
      o.onEntries(entries);
      if (o.onState) {
        const [row] = (await client.query<{ state: string }>('SELECT state FROM umpire_game WHERE id = 1')).rows;
        if (row) o.onState(row.state);
      }
    };
    const queue = (notified: number | null) => {
      chain = chain.then(() => pull(notified)).catch((e) => {
        failed = e;
        wake();
      });
    };
    client.on('notification', (n) => queue(Number(n.payload ?? 0)));
    client.on('error', (e) => {
      failed = e;
      wake();
    });
    try {
      await client.query('LISTEN umpire_log');
      // What was committed between the first read and the LISTEN.
      queue(null);
      await chain;
      // That first read failed (the connection lost already): said as any loss, not waited on.
      if (failed) throw failed;
      o.onListening?.();
      // The abort listener is this connection's: removed when it ends, so reconnections add none (issue 42).
      const onAbort = () => wake();
      try {
        await new Promise<void>((res) => {
          wake = res;
          if (o.signal.aborted || failed) res();
          o.signal.addEventListener('abort', onAbort, { once: true });
        });
      } finally {
        o.signal.removeEventListener('abort', onAbort);
      }
      await chain;
      if (failed) throw failed;
    } catch (e) {
      throw this.userError(e);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async diceAt(sf: StateFile): Promise<{ at: StateFile['game']['rng']['state'] } | undefined> {
    // The rows that may hold a dice position, newest first, a page at a time (diceLeftBy stops at the first).
    const store = this;
    async function* pages(): AsyncGenerator<string[]> {
      for (let before = sf.log.seq + 1; ; ) {
        const rows = await store.query<{ seq: number; line: string }>(
          `SELECT seq, line FROM umpire_log WHERE seq < $1 AND (kind = 'init' OR line LIKE '%"rng":%' OR line LIKE '%"rngAt":%') ORDER BY seq DESC LIMIT 50`,
          [before],
        );
        if (rows.length === 0) return;
        yield rows.map((r) => r.line);
        before = rows[rows.length - 1].seq;
      }
    }
    for await (const lines of pages()) {
      const found = diceLeftBy(lines);
      if (found !== undefined) return found === 'bad' ? undefined : found;
    }
    return undefined;
  }

  async saveState(sf: StateFile): Promise<void> {
    await this.query(
      `INSERT INTO umpire_game (id, state, seq, bytes, hash) VALUES (1, $1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, seq = EXCLUDED.seq, bytes = EXCLUDED.bytes, hash = EXCLUDED.hash, updated_at = now()`,
      [`${JSON.stringify(sf, null, 1)}\n`, sf.log.seq, sf.log.bytes, sf.log.hash],
    );
  }
}
