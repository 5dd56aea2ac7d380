// `umpire host` (issue 35): a PostgreSQL server for the evening, for a table
// with none. Starts the system's own PostgreSQL (src/state/pg-host.ts) in a
// data folder that stays (--data, default ./umpire-db), makes the game's
// database, listens on 127.0.0.1 unless --host says otherwise, prints the URL
// for --store (with its password: here on the terminal only, never in a file
// but the folder's own secret.json, mode 600), then waits. Ctrl-C or SIGTERM
// stops the server (fast: a command in flight rolls back) and keeps the
// folder; the next `umpire host` on it starts it again and prints the same
// URL (the port may change with --port).
import { isIP, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { LANGS, type Lang } from '../rules/types.js';
import { escapeControls } from '../render/safe.js';
import { intOpt, type Io } from './common.js';
import { UMPIRE_NAME_RE } from '../state/store-url.js';

interface HostOpts {
  data?: string;
  host?: string;
  port?: string;
  db?: string;
  umpires?: string;
  lang?: string;
}

/** The folder `umpire host` keeps the game's server in unless --data says (relative to the current folder). */
export const DEFAULT_DATA = 'umpire-db';
/** The port unless --port says (not PostgreSQL's 5432: a system server may have it). */
export const DEFAULT_PG_PORT = 7733;
/** The game's database unless --db says. */
export const DEFAULT_DB = 'umpire';

const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];

/** The URL's parameters when the server has TLS: encrypted, and the server proven by the password (libpq's names). */
export const TLS_PARAMS = '?sslmode=require&channel_binding=require';

/** Where the host itself connects (an address on every interface is reached on loopback). */
function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '*') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

/** The address to print: on every interface, this computer's first network address, which the other laptops reach. */
function shownHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  const nets = Object.values(networkInterfaces()).flat();
  const v4 = nets.find((n) => n && !n.internal && n.family === 'IPv4');
  return v4?.address ?? '127.0.0.1';
}

function urlHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** A port free on `host` now (0: any), or one line, exit 2. */
function freePort(host: string, port: number): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', (e: NodeJS.ErrnoException) => rej(new UserError('host-port', { host, port, why: e.code ?? e.message })));
    s.listen(port, host, () => {
      const a = s.address();
      const p = typeof a === 'object' && a ? a.port : port;
      s.close(() => res(p));
    });
  });
}

export function register(program: Command, io: Io): void {
  program
    .command('host')
    .description("Run a PostgreSQL server for the evening's game (the system's own PostgreSQL) and print the --store address for the umpires (stop with Ctrl-C; the game stays)")
    .option('--data <dir>', `the server's folder, kept for the next evening (default ./${DEFAULT_DATA})`)
    .option('--host <address>', "address to listen on (default 127.0.0.1: this computer only; 0.0.0.0: the network, the other umpires' laptops)")
    .option('--port <n>', `port to listen on (default ${DEFAULT_PG_PORT}; 0: any free port)`)
    .option('--db <name>', `the game's database (default ${DEFAULT_DB})`)
    .option('--umpires <names>', "the umpires, comma-separated: each gets a role and an address of their own, and the game knows who connects (their entries are theirs; another's --umpire is refused); kept for the next evenings")
    .option('--lang <lang>', 'output language (default: $UMPIRE_LANG, else English)')
    .action(async (opts: HostOpts) => {
      const host0 = opts.host ?? '127.0.0.1';
      if (host0 !== 'localhost' && isIP(host0) === 0) throw new UserError('bad-option', { option: '--host', problemKey: 'err.p.not-an-address', path: host0 });
      const port0 = opts.port === undefined ? DEFAULT_PG_PORT : intOpt('--port', opts.port, 0, 65535);
      const db = opts.db ?? DEFAULT_DB;
      if (!/^[a-z][a-z0-9_]{0,62}$/.test(db)) throw new UserError('bad-option', { option: '--db', problemKey: 'err.p.db-name', path: db });
      const umpires = umpiresOpt(opts.umpires);
      if (opts.lang !== undefined && !(LANGS as readonly string[]).includes(opts.lang)) throw new UserError('bad-choice', { option: '--lang', value: opts.lang, choices: LANGS.join(', ') });
      const lang: Lang = (opts.lang as Lang | undefined) ?? (io.env.UMPIRE_LANG === 'fr' ? 'fr' : 'en');
      const say = (key: string, params = {}) => io.stderr.write(`umpire: ${escapeControls(t(lang, key, params))}\n`);

      // Ctrl-C, SIGTERM, a closed terminal: caught from here on, so that a server started is always stopped.
      let signalled = false;
      let wake: () => void = () => undefined;
      const onSignal = () => {
        signalled = true;
        wake();
      };
      for (const sig of SIGNALS) process.on(sig, onSignal);
      try {
        await hostGame(io, opts, lang, host0, port0, db, umpires, say, () => signalled, (w) => (wake = w));
      } finally {
        for (const sig of SIGNALS) process.removeListener(sig, onSignal);
      }
    });
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** --umpires: umpire names (as --umpire takes them), comma-separated, each once; [] without it. */
function umpiresOpt(v: string | undefined): string[] {
  if (v === undefined) return [];
  const names = v.split(',').map((n) => n.trim());
  for (const n of names) if (!UMPIRE_NAME_RE.test(n)) throw new UserError('bad-option', { option: '--umpires', problemKey: 'err.p.umpire-name' });
  return [...new Set(names)];
}

/** The git work tree `dir` lies in (a folder above it with `.git`), or null. */
function gitTreeOf(dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, '.git'))) return d;
    if (dirname(d) === d) return null;
  }
}

/** Starts (or takes over) the folder's server, prints the URL, waits for a signal, stops the server. */
async function hostGame(
  io: Io,
  opts: HostOpts,
  lang: Lang,
  host0: string,
  port0: number,
  db: string,
  umpires: readonly string[],
  say: (key: string, params?: object) => void,
  isSignalled: () => boolean,
  onWake: (w: () => void) => void,
): Promise<void> {
  const h = await import('../state/pg-host.js');
  const f = h.hostFolder(resolve(io.cwd, opts.data ?? DEFAULT_DATA));
  // Said as typed when it is under the current folder (./umpire-db): the lines fit the terminal.
  const rel = relative(io.cwd, f.dir);
  const shown = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel}` : f.dir;
  const major = h.folderMajor(f);
  // The folder holds the password (secret.json) and the server's key: kept out of a repository's commits (issue 42).
  const tree = gitTreeOf(f.dir);
  if (tree !== null) say('host.in-git', { dir: shown, tree });
  const bin = h.findBinaries(io.env, major);
  if (!bin) throw new UserError('host-no-postgres');
  if (major !== null && bin.major !== major) throw new UserError('host-version', { dir: f.dir, have: major, know: bin.major });
  const runner = h.serverRunner();
  if (runner.created) say('host.user-created', { user: h.SERVER_USER });
  let host = host0;
  let port: number;
  let tls: boolean;
  const last = major === null ? null : h.lastAddress(f);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    h.stopServer(f, bin, runner);
    h.removeHostPid(f);
  };
  if (major !== null && h.running(f, bin, runner)) {
    // Its umpire host is still there: one host a folder. Gone (killed): this one takes the server over.
    const other = h.hostPid(f);
    if ((other !== null && other !== process.pid && alive(other)) || !last) throw new UserError('host-running', { dir: f.dir });
    ({ host, port } = last);
    tls = h.lastTls(f);
    say('host.adopted', { dir: shown });
  } else {
    port = await freePort(connectHost(host), port0);
    if (major === null) {
      h.createCluster(f, bin, runner);
      say('host.created', { dir: shown, version: bin.major });
    }
    const socketDir = Buffer.byteLength(`${f.dir}/.s.PGSQL.${port}.lock`) < 100 ? f.dir : tmpdir();
    // TLS with a certificate of the folder's own (openssl), kept for the next evenings; without openssl, none (said).
    tls = h.ensureCertificate(f, runner, io.env);
    if (!tls) say('host.no-tls');
    try {
      h.startServer(f, bin, runner, host, port, socketDir, tls);
    } catch (e) {
      // Interrupted half-way (Ctrl-C reaches pg_ctl too), it may be up all the same: down again.
      stop();
      throw e;
    }
  }
  h.writeHostPid(f, runner);

  try {
    // The umpires named tonight join those of the evenings before (their roles and passwords in secret.json).
    const secret = umpires.length > 0 ? h.addUmpires(f, runner, umpires) : h.readSecret(f);
    try {
      await h.ensureGame(connectHost(host), port, secret, db, tls);
    } catch (e) {
      if (e instanceof UserError) throw e;
      throw new UserError('host-failed', { stepKey: 'host.step-db', detail: String((e as Error).message ?? e).replace(secret.admin, '***').replace(/\s+/g, ' ').slice(0, 160), log: f.log });
    }
    if (!isSignalled()) {
      // With TLS, each umpire's client checks the server by its password (channel binding: src/state/pg-tls.ts).
      const urlOf = (user: string, pw: string) => `postgres://${encodeURIComponent(user)}:${pw}@${urlHost(shownHost(host))}:${port}/${db}${tls ? TLS_PARAMS : ''}`;
      const open = LOOPBACK.includes(host);
      const bound = Object.entries(secret.umpires ?? {});
      // The folder's name as typed may hold control characters: escaped (the URL has none).
      io.stdout.write(`${escapeControls(t(lang, 'host.started', { version: bin.major, dir: shown }))}\n`);
      io.stdout.write(`${t(lang, bound.length > 0 ? 'host.url-control' : 'host.url')}\n`);
      // The address on a line of its own, never wrapped at the terminal's width: it is copied whole (issue 42).
      (io.rawStdout ?? io.stdout).write(`--store ${urlOf(h.GAME_ROLE, secret.umpire)}\n`);
      // Each umpire's own (issue 43 F8): the connection names them.
      for (const [name, u] of bound) {
        io.stdout.write(`${t(lang, 'host.url-umpire', { umpire: name })}\n`);
        (io.rawStdout ?? io.stdout).write(`--store ${urlOf(u.role, u.password)}\n`);
      }
      io.stdout.write(`${t(lang, open ? 'host.loopback-only' : 'host.network')}\n`);
      if (tls) io.stdout.write(`${t(lang, 'host.tls')}\n`);
      io.stdout.write(`${escapeControls(t(lang, 'host.stop', { dir: shown }))}\n`);
    }

    // Wait for Ctrl-C, SIGTERM or a closed terminal (caught from the start: one that came already stops at once); or for the server to stop by itself.
    const pid = h.serverPid(f);
    const why = await new Promise<'signal' | 'died'>((res) => {
      if (isSignalled()) return res('signal');
      const timer = setInterval(() => {
        if (pid !== null && !alive(pid)) {
          clearInterval(timer);
          res('died');
        }
      }, 2000);
      onWake(() => {
        clearInterval(timer);
        res('signal');
      });
    });
    if (why === 'died') {
      stopped = true;
      h.removeHostPid(f);
      throw new UserError('host-died', { log: f.log });
    }
  } finally {
    stop();
  }
  say('host.stopped', { dir: shown });
}

/** Is the process there (signal 0)? EPERM: it is, someone else's. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
