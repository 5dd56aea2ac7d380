// `umpire host` (issue 35): a PostgreSQL server for the evening, from the
// system's own server programs (initdb, pg_ctl: /usr/lib/postgresql/*/bin or
// PATH; UMPIRE_PG_BIN names the one folder to look in), in a data folder that
// stays for the next evening.
//
// The folder (mode 700, owned by the server's user):
//   pgdata/       the database cluster (initdb); its umpire-host.conf holds
//                 this evening's address and port, pg_hba.conf asks every
//                 client for a password (SCRAM)
//   secret.json   mode 600: the passwords (the game's role's, and the
//                 cluster's superuser's, which only `host` itself uses)
//   server.log    the server's own log (it never sees a password: the
//                 superuser's is given to initdb in a file, the game role's
//                 as a SCRAM verifier)
// The URL printed is the game role's (`umpire`, not a superuser: it owns the
// game's database and nothing else). Root cannot run PostgreSQL: as root the
// server runs as the system user `umpire-pg` (created when absent), as
// scripts/pg-test-server.sh does.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { BIND_SCHEMA, BIND_TABLE } from './store-url.js';

/** The system user the server runs as when umpire runs as root. */
export const SERVER_USER = 'umpire-pg';
/** The game's role (the printed URL's user) and the cluster's superuser. */
export const GAME_ROLE = 'umpire';
const ADMIN_ROLE = 'umpire_admin';

export interface Binaries {
  dir: string;
  /** The major version (15, 16...). */
  major: number;
}

interface Secret {
  umpire: string;
  admin: string;
  /** The umpires of `--umpires` (issue 43 F8): each one's own login role and its password. */
  umpires?: Record<string, { role: string; password: string }>;
}

/**
 * An umpire's own login role: `umpire.NAME` (quoted in SQL; no other role's
 * name has a dot), or for a name that makes it longer than PostgreSQL's 63
 * bytes `umpire.~` and a hash of it.
 */
export function umpireRole(name: string): string {
  const role = `umpire.${name}`;
  return Buffer.byteLength(role) <= 63 ? role : `umpire.~${createHash('sha256').update(name).digest('hex').slice(0, 16)}`;
}

/** A quoted SQL identifier (a role's name). */
function ident(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/** Adds the umpires `names` to the folder's secret.json (a role and a password each; those already there keep theirs). */
export function addUmpires(f: HostFolder, runner: Runner, names: readonly string[]): Secret {
  const secret = readSecret(f);
  const umpires = { ...(secret.umpires ?? {}) };
  let added = false;
  for (const n of names) {
    if (Object.hasOwn(umpires, n)) continue;
    // Defined, never assigned: a name such as `__proto__` is a key like any other.
    Object.defineProperty(umpires, n, { value: { role: umpireRole(n), password: password() }, enumerable: true, writable: true, configurable: true });
    added = true;
  }
  if (!added) return secret;
  const next: Secret = { ...secret, umpires };
  const tmp = `${f.secretFile}.new`;
  writeFileSync(tmp, `${JSON.stringify(next)}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  own(runner, tmp);
  renameSync(tmp, f.secretFile);
  return next;
}

/** The folders holding PostgreSQL's server programs, newest first. */
function candidates(env: NodeJS.ProcessEnv): string[] {
  if (env.UMPIRE_PG_BIN !== undefined && env.UMPIRE_PG_BIN !== '') return [env.UMPIRE_PG_BIN];
  const dirs: string[] = [];
  const base = '/usr/lib/postgresql';
  try {
    const versions = readdirSync(base)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(join(base, v, 'bin'));
  } catch {
    /* no Debian layout */
  }
  for (const p of (env.PATH ?? '').split(':')) if (p) dirs.push(p);
  return dirs;
}

/** PostgreSQL's server programs: those of `major` when the folder's cluster was made by it, else the newest. Null: none. */
export function findBinaries(env: NodeJS.ProcessEnv, major: number | null = null): Binaries | null {
  const found: Binaries[] = [];
  for (const dir of candidates(env)) {
    if (!existsSync(join(dir, 'initdb')) || !existsSync(join(dir, 'pg_ctl'))) continue;
    const r = spawnSync(join(dir, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
    const m = /(\d+)(?:\.\d+)?/.exec(r.stdout ?? '');
    if (r.status !== 0 || !m) continue;
    found.push({ dir, major: Number(m[1]) });
  }
  return found.find((b) => b.major === major) ?? found[0] ?? null;
}

/** Who runs the server: this process's user, or (as root) `umpire-pg`'s uid and gid. */
export interface Runner {
  uid: number | null;
  gid: number | null;
  /** Said once on stderr when the user was created now. */
  created: boolean;
}

function idOf(flag: '-u' | '-g'): number | null {
  const r = spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
  return r.status === 0 && /^\d+\s*$/.test(r.stdout) ? Number(r.stdout) : null;
}

/** As root: the server's own user (created when absent). Otherwise this user. */
export function serverRunner(): Runner {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { uid: null, gid: null, created: false };
  let created = false;
  if (idOf('-u') === null) {
    const a = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { encoding: 'utf8' });
    if (a.status !== 0) {
      const b = spawnSync('adduser', ['--system', '--no-create-home', '--group', SERVER_USER], { encoding: 'utf8' });
      if (b.status !== 0) throw new UserError('host-no-user', { user: SERVER_USER, why: oneLine(a.stderr || b.stderr || String(a.error ?? b.error ?? '')) });
    }
    created = true;
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === null || gid === null) throw new UserError('host-no-user', { user: SERVER_USER, why: 'id' });
  return { uid, gid, created };
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Runs a server program as the server's user, in the data folder. */
function runAs(runner: Runner, cwd: string, cmd: string, args: string[], extra: SpawnSyncOptions = {}) {
  const o: SpawnSyncOptions = { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...extra };
  if (runner.uid !== null) {
    o.uid = runner.uid;
    o.gid = runner.gid!;
  }
  return spawnSync(cmd, args, o) as ReturnType<typeof spawnSync> & { stdout: string; stderr: string };
}

/** A file or folder of the server's, owned by its user. */
function own(runner: Runner, path: string): void {
  if (runner.uid !== null) chownSync(path, runner.uid, runner.gid!);
}

/** A SCRAM-SHA-256 verifier of a password, as PostgreSQL stores it: the server (and its log) never sees the password itself. */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** A password: 128 random bits, URL-safe (nothing to escape in the printed URL). */
function password(): string {
  return randomBytes(16).toString('base64url');
}

export interface HostFolder {
  dir: string;
  pgdata: string;
  log: string;
  secretFile: string;
}

export function hostFolder(dir: string): HostFolder {
  return { dir, pgdata: join(dir, 'pgdata'), log: join(dir, 'server.log'), secretFile: join(dir, 'secret.json') };
}

/** The PostgreSQL major version of the folder's cluster, or null when the folder has none yet. A folder with other things in it is refused. */
export function folderMajor(f: HostFolder): number | null {
  if (!existsSync(f.dir)) return null;
  if (!statSync(f.dir).isDirectory()) throw new UserError('host-not-ours', { dir: f.dir });
  const ver = join(f.pgdata, 'PG_VERSION');
  // host.pid and the socket may be left by a host killed: the folder is still ours.
  if (existsSync(ver) && existsSync(f.secretFile)) return Number(readFileSync(ver, 'utf8').trim());
  if (readdirSync(f.dir).length === 0) return null;
  throw new UserError('host-not-ours', { dir: f.dir });
}

/** The server's user must reach the folder (as root, a folder under a private home is out of its reach). */
function checkReach(runner: Runner, dir: string): void {
  if (runner.uid === null) return;
  const r = runAs(runner, '/', 'test', ['-r', dir, '-a', '-w', dir, '-a', '-x', dir]);
  if (r.status !== 0) throw new UserError('host-unreachable', { dir, user: SERVER_USER });
}

/** The first evening: a new cluster in the folder, its passwords in secret.json (600). */
export function createCluster(f: HostFolder, bin: Binaries, runner: Runner): void {
  // A refusal leaves nothing behind (issue 42): the folders made here go again if the cluster is not made.
  const made = topMissing(f.dir);
  mkdirSync(f.dir, { recursive: true, mode: 0o700 });
  try {
    makeCluster(f, bin, runner);
  } catch (e) {
    if (made !== null) rmSync(made, { recursive: true, force: true });
    throw e;
  }
}

/** The highest folder of `dir`'s path that does not exist yet (`dir` itself, or one above it), or null when it exists. */
function topMissing(dir: string): string | null {
  let top: string | null = null;
  for (let d = dir; !existsSync(d); d = dirname(d)) {
    top = d;
    if (dirname(d) === d) break;
  }
  return top;
}

function makeCluster(f: HostFolder, bin: Binaries, runner: Runner): void {
  chmodSync(f.dir, 0o700);
  own(runner, f.dir);
  checkReach(runner, f.dir);
  const secret: Secret = { umpire: password(), admin: password() };
  writeFileSync(f.secretFile, `${JSON.stringify(secret)}\n`, { mode: 0o600 });
  chmodSync(f.secretFile, 0o600);
  own(runner, f.secretFile);
  // initdb reads the superuser's password from a file (never a command line): one of the folder's own, removed at once.
  const pw = join(f.dir, '.initdb-pw');
  writeFileSync(pw, `${secret.admin}\n`, { mode: 0o600 });
  own(runner, pw);
  const initdb = join(bin.dir, 'initdb');
  const base = ['-D', f.pgdata, '-U', ADMIN_ROLE, `--pwfile=${pw}`, '--auth=scram-sha-256', '-E', 'UTF8'];
  try {
    let r = runAs(runner, f.dir, initdb, [...base, '--locale=C.UTF-8']);
    if (r.status !== 0) {
      rmSync(f.pgdata, { recursive: true, force: true });
      r = runAs(runner, f.dir, initdb, [...base, '--no-locale']);
    }
    if (r.status !== 0) {
      rmSync(f.pgdata, { recursive: true, force: true });
      rmSync(f.secretFile, { force: true });
      throw new UserError('host-failed', { stepKey: 'host.step-initdb', detail: oneLine(`${r.stderr}`.split('\n').filter(Boolean).slice(-2).join(' ') || String(r.error ?? '')), log: f.dir });
    }
  } finally {
    rmSync(pw, { force: true });
  }
  // Every client gives a password; where the server listens (--host) says who can try.
  writeFileSync(
    join(f.pgdata, 'pg_hba.conf'),
    [
      '# umpire host: every client gives its password (SCRAM); the address the',
      '# server listens on (umpire-host.conf, from --host) says who can reach it.',
      'local all all scram-sha-256',
      'host all all 0.0.0.0/0 scram-sha-256',
      'host all all ::/0 scram-sha-256',
      '',
    ].join('\n'),
  );
  appendFileSync(join(f.pgdata, 'postgresql.conf'), "\n# umpire host: this evening's address and port\ninclude_if_exists = 'umpire-host.conf'\n");
}

export function readSecret(f: HostFolder): Secret {
  const s = JSON.parse(readFileSync(f.secretFile, 'utf8')) as Secret;
  if (typeof s?.umpire !== 'string' || typeof s?.admin !== 'string') throw new UserError('host-not-ours', { dir: f.dir });
  if (s.umpires !== undefined && (typeof s.umpires !== 'object' || s.umpires === null || Object.values(s.umpires).some((u) => typeof u?.role !== 'string' || typeof u?.password !== 'string'))) throw new UserError('host-not-ours', { dir: f.dir });
  return s;
}

/** A string for postgresql.conf. */
function confString(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The address and port the server of the folder was last started on (its umpire-host.conf), or null. */
export function lastAddress(f: HostFolder): { host: string; port: number } | null {
  try {
    const text = readFileSync(join(f.pgdata, 'umpire-host.conf'), 'utf8');
    const host = /^listen_addresses = '((?:[^']|'')*)'$/m.exec(text)?.[1].replace(/''/g, "'");
    const port = Number(/^port = (\d+)$/m.exec(text)?.[1]);
    return host && Number.isInteger(port) ? { host, port } : null;
  } catch {
    return null;
  }
}

/** The `umpire host` process that started the folder's server (host.pid), or null. */
export function hostPid(f: HostFolder): number | null {
  try {
    const n = Number(readFileSync(join(f.dir, 'host.pid'), 'utf8').trim());
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function writeHostPid(f: HostFolder, runner: Runner): void {
  writeFileSync(join(f.dir, 'host.pid'), `${process.pid}\n`, { mode: 0o600 });
  own(runner, join(f.dir, 'host.pid'));
}

export function removeHostPid(f: HostFolder): void {
  rmSync(join(f.dir, 'host.pid'), { force: true });
}

/** Is a server running on the folder (pg_ctl status)? */
export function running(f: HostFolder, bin: Binaries, runner: Runner): boolean {
  return runAs(runner, f.dir, join(bin.dir, 'pg_ctl'), ['-D', f.pgdata, 'status']).status === 0;
}

/** The postmaster's pid (postmaster.pid's first line), or null. */
export function serverPid(f: HostFolder): number | null {
  try {
    const n = Number(readFileSync(join(f.pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** The `openssl` program on PATH, or null. */
function findOpenssl(env: NodeJS.ProcessEnv): string | null {
  for (const p of (env.PATH ?? '').split(':')) if (p && existsSync(join(p, 'openssl'))) return join(p, 'openssl');
  return null;
}

/**
 * The server's TLS certificate and key (pgdata/server.crt, server.key, mode
 * 600, the server's user's): made once by `openssl` (self-signed, ECDSA
 * P-256, ten years), kept from one evening to the next. False when there is
 * no `openssl` (the server then runs without TLS, said in one line).
 */
export function ensureCertificate(f: HostFolder, runner: Runner, env: NodeJS.ProcessEnv): boolean {
  const crt = join(f.pgdata, 'server.crt');
  const key = join(f.pgdata, 'server.key');
  if (existsSync(crt) && existsSync(key)) return true;
  const openssl = findOpenssl(env);
  if (openssl === null) return false;
  const r = runAs(runner, f.pgdata, openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-sha256', '-nodes', '-days', '3650', '-subj', '/CN=umpire host', '-keyout', 'server.key.new', '-out', 'server.crt.new'], { env: { PATH: env.PATH ?? '', HOME: f.dir } });
  if (r.status !== 0) {
    rmSync(`${key}.new`, { force: true });
    rmSync(`${crt}.new`, { force: true });
    throw new UserError('host-failed', { stepKey: 'host.step-tls', detail: oneLine(`${r.stderr}`.split('\n').filter(Boolean).slice(-1).join(' ') || String(r.error ?? '')), log: f.dir });
  }
  chmodSync(`${key}.new`, 0o600);
  renameSync(`${key}.new`, key);
  renameSync(`${crt}.new`, crt);
  return true;
}

/** Whether the folder's server was last started with TLS (its umpire-host.conf). */
export function lastTls(f: HostFolder): boolean {
  try {
    return /^ssl = on$/m.test(readFileSync(join(f.pgdata, 'umpire-host.conf'), 'utf8'));
  } catch {
    return false;
  }
}

/** Who may connect: every client by its password (SCRAM); over the network only by TLS when the server has it. */
function writeHba(f: HostFolder, runner: Runner, tls: boolean): void {
  const net = tls ? 'hostssl' : 'host';
  writeFileSync(
    join(f.pgdata, 'pg_hba.conf'),
    [
      '# umpire host: every client gives its password (SCRAM); the address the',
      '# server listens on (umpire-host.conf, from --host) says who can reach it.',
      ...(tls ? ['# Over TCP only by TLS (hostssl): a connection without it is refused.'] : []),
      'local all all scram-sha-256',
      `${net} all all 0.0.0.0/0 scram-sha-256`,
      `${net} all all ::/0 scram-sha-256`,
      '',
    ].join('\n'),
  );
  own(runner, join(f.pgdata, 'pg_hba.conf'));
}

/** Starts the server on host:port (socket: in the folder when its path is short enough, else the system's temp folder), with TLS when `tls`. */
export function startServer(f: HostFolder, bin: Binaries, runner: Runner, host: string, port: number, socketDir: string, tls = false): void {
  writeHba(f, runner, tls);
  writeFileSync(
    join(f.pgdata, 'umpire-host.conf'),
    [
      `listen_addresses = ${confString(host)}`,
      `port = ${port}`,
      `unix_socket_directories = ${confString(socketDir)}`,
      "password_encryption = 'scram-sha-256'",
      ...(tls ? ['ssl = on', "ssl_cert_file = 'server.crt'", "ssl_key_file = 'server.key'", "ssl_min_protocol_version = 'TLSv1.2'"] : ['ssl = off']),
      '',
    ].join('\n'),
  );
  own(runner, join(f.pgdata, 'umpire-host.conf'));
  const r = runAs(runner, f.dir, join(bin.dir, 'pg_ctl'), ['-D', f.pgdata, '-l', f.log, '-w', '-t', '60', 'start']);
  if (r.status !== 0) {
    let tail = '';
    try {
      tail = readFileSync(f.log, 'utf8').split('\n').filter((l) => /FATAL|ERROR|could not/.test(l)).slice(-1)[0] ?? '';
    } catch {
      /* no log */
    }
    throw new UserError('host-failed', { stepKey: 'host.step-start', detail: oneLine(tail || r.stderr || String(r.error ?? '')), log: f.log });
  }
}

/** Stops the server (fast: the commands in flight roll back, as a lost connection). True when it stopped or was not running. */
export function stopServer(f: HostFolder, bin: Binaries, runner: Runner): boolean {
  const r = runAs(runner, f.dir, join(bin.dir, 'pg_ctl'), ['-D', f.pgdata, '-m', 'fast', '-w', '-t', '60', 'stop']);
  return r.status === 0 || !running(f, bin, runner);
}

/** The game's role and database, made when missing (as the cluster's superuser; the role's password as a verifier). */
export async function ensureGame(connectHost: string, port: number, secret: Secret, db: string, tls = false): Promise<void> {
  const pg = (await import('pg')).default;
  // This computer's own server: TLS when it takes only that, its certificate not checked (the host made it).
  const c = new pg.Client({ host: connectHost, port, user: ADMIN_ROLE, password: secret.admin, database: 'postgres', connectionTimeoutMillis: 30000, application_name: 'umpire host', ...(tls ? { ssl: { rejectUnauthorized: false } } : {}) });
  c.on('error', () => undefined);
  await c.connect();
  try {
    const role = await c.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [GAME_ROLE]);
    // The verifier is base64 and `$:`: no quote can be in it.
    if (role.rowCount === 0) await c.query(`CREATE ROLE ${GAME_ROLE} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${scramVerifier(secret.umpire)}'`);
    const have = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]);
    if (have.rowCount === 0) await c.query(`CREATE DATABASE ${db} OWNER ${GAME_ROLE}`);
    // Each umpire's own role (issue 43 F8): a member of the game's role, acting as it (the tables stay the game role's), logged in as itself.
    for (const u of Object.values(secret.umpires ?? {})) {
      const r = await c.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [u.role]);
      if (r.rowCount === 0) await c.query(`CREATE ROLE ${ident(u.role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${scramVerifier(u.password)}' IN ROLE ${GAME_ROLE}`);
      await c.query(`ALTER ROLE ${ident(u.role)} SET role = '${GAME_ROLE}'`);
    }
  } finally {
    await c.end().catch(() => undefined);
  }
  if (Object.keys(secret.umpires ?? {}).length > 0) await bindUmpires(connectHost, port, secret, db, tls);
}

/**
 * Who connects is who plays (issue 43 F8): the game database's BIND_TABLE
 * (src/state/pg-store.ts), role to umpire name, in a schema of the
 * superuser's that every role reads and none of the game's can change. A
 * schema of that name someone else made first is replaced.
 */
async function bindUmpires(connectHost: string, port: number, secret: Secret, db: string, tls: boolean): Promise<void> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ host: connectHost, port, user: ADMIN_ROLE, password: secret.admin, database: db, connectionTimeoutMillis: 30000, application_name: 'umpire host', ...(tls ? { ssl: { rejectUnauthorized: false } } : {}) });
  c.on('error', () => undefined);
  await c.connect();
  try {
    await c.query('BEGIN');
    const owner = await c.query<{ o: string }>('SELECT pg_get_userbyid(nspowner) AS o FROM pg_namespace WHERE nspname = $1', [BIND_SCHEMA]);
    if (owner.rowCount !== 0 && owner.rows[0].o !== ADMIN_ROLE) await c.query(`DROP SCHEMA ${BIND_SCHEMA} CASCADE`);
    await c.query(`CREATE SCHEMA IF NOT EXISTS ${BIND_SCHEMA} AUTHORIZATION ${ADMIN_ROLE}`);
    await c.query(`CREATE TABLE IF NOT EXISTS ${BIND_TABLE} (role text PRIMARY KEY, umpire text NOT NULL UNIQUE)`);
    await c.query(`GRANT USAGE ON SCHEMA ${BIND_SCHEMA} TO PUBLIC`);
    await c.query(`GRANT SELECT ON ${BIND_TABLE} TO PUBLIC`);
    for (const [name, u] of Object.entries(secret.umpires ?? {})) {
      await c.query(`INSERT INTO ${BIND_TABLE} (role, umpire) VALUES ($1, $2) ON CONFLICT (role) DO UPDATE SET umpire = EXCLUDED.umpire`, [u.role, name]);
    }
    await c.query('COMMIT');
  } finally {
    await c.end().catch(() => undefined);
  }
}
