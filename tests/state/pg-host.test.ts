// `umpire host` (issue 35): a PostgreSQL server for the evening from the
// system's own binaries. One evening: the host prints the URL, other
// processes play on it, Ctrl-C stops the server; the next evening on the same
// folder prints the same URL and finds the game. The password is in no file
// outside the folder (and there only in secret.json, mode 600), and the URL's
// user is not a superuser. Needs PostgreSQL's server programs (initdb,
// pg_ctl): without them a failure in CI (CI=true), else a skip.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, ROOT, runCli, SCENARIOS, tempGame } from '../helpers/cli.js';
import { pgQuery } from '../helpers/pg.js';
import { scriptedSession } from '../helpers/session.js';
import { findBinaries } from '../../src/state/pg-host.js';

// World-traversable (as root the server runs as umpire-pg, which must reach the data folder).
const root = mkdtempSync(join(tmpdir(), 'umpire-host-'));
chmodSync(root, 0o755);
afterAll(() => {
  // A server a failed test left running (its postmaster.pid): stopped before its folder goes.
  for (const f of filesUnder(root, '').filter((p) => p.endsWith('/pgdata/postmaster.pid'))) {
    const pid = Number(readFileSync(f, 'utf8').split('\n')[0]);
    try {
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      /* gone */
    }
  }
  rmSync(root, { recursive: true, force: true });
});

const HOSTILE = ['constructor', '__proto__', 'toString', '\x1b]52;c;aGk=\x07', '\x1b[2J', '\x07', '\r', 'a\nb', '', ' ', 'x'.repeat(5000), '-1', '99999999999999999999', 'NaN', '../../etc', '/proc/self', 'umpire; DROP DATABASE umpire', '\u202eevil'];

const NO_BIN = 'no PostgreSQL server programs (initdb, pg_ctl) here: apt install postgresql to run the umpire host tests';

function needBinaries(skip: (note?: string) => void): void {
  if (findBinaries(process.env)) return;
  if (process.env.CI === 'true') throw new Error(NO_BIN);
  skip(NO_BIN);
}

interface Host {
  proc: ChildProcess;
  url: string | null;
  stdout: () => string;
  stderr: () => string;
  done: Promise<number | null>;
}

/** Starts `umpire host`; resolves once it printed its URL (or exited). */
function startHost(cwd: string, ...args: (string | NodeJS.ProcessEnv)[]): Promise<Host> {
  const env = args.find((a): a is NodeJS.ProcessEnv => typeof a === 'object') ?? {};
  const argv = args.filter((a): a is string => typeof a === 'string');
  const proc = spawn(process.execPath, [BIN, 'host', ...argv], { cwd, env: { ...process.env, NO_COLOR: '1', UMPIRE_STORE: '', UMPIRE_LANG: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const done = new Promise<number | null>((res) => proc.on('close', (code) => res(code)));
  return new Promise((res) => {
    const host: Host = { proc, url: null, stdout: () => out, stderr: () => err, done };
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /--store (postgres:\/\/\S+)/.exec(out);
      if (m && !host.url && /Ctrl-C/.test(out)) {
        host.url = m[1];
        res(host);
      }
    });
    proc.stderr!.on('data', (d) => (err += d));
    void done.then(() => res(host));
  });
}

/** Every file under `dir` (not following links), but those under `skip`. */
function filesUnder(dir: string, skip: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (p === skip) continue;
    if (e.isDirectory()) out.push(...filesUnder(p, skip));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

function holding(files: string[], secret: string): string[] {
  return files.filter((f) => readFileSync(f).includes(secret));
}

describe('umpire host', () => {
  it("a folder the server's user cannot reach (as root): refused in one line, and nothing made is left behind (issue 42)", async ({ skip }) => {
    needBinaries(skip);
    if (process.getuid?.() !== 0) return skip('as root only: the server runs as its own user, who cannot reach a private folder');
    const priv = join(root, 'private-home');
    mkdirSync(priv, { mode: 0o700 });
    chmodSync(priv, 0o700);
    const h = await startHost(priv, '--data', 'a/b/umpire-db', '--port', '0');
    expect(await h.done).toBe(2);
    expect(h.stderr().trim().split('\n'), h.stderr()).toHaveLength(1);
    expect(existsSync(join(priv, 'a'))).toBe(false);
  });

  it('warns when its folder is inside a git work tree (the password and the server key must stay out of commits), and prints the address on a line of its own', async ({ skip }) => {
    needBinaries(skip);
    const tree = join(root, 'clone');
    mkdirSync(join(tree, '.git'), { recursive: true });
    chmodSync(tree, 0o755);
    const h = await startHost(tree, '--data', 'umpire-db', '--port', '0');
    try {
      expect(h.url, h.stderr()).not.toBeNull();
      expect(h.stderr()).toMatch(/umpire-db is inside the git work tree .*clone: it holds the password/);
      expect(h.stdout()).toMatch(/^--store postgres:\/\/\S+$/m);
    } finally {
      h.proc.kill('SIGINT');
      await h.done;
    }
  });

  it("the repository's .gitignore keeps umpire-db/ (the password and the server's key) out of a clone's commits (issue 42)", () => {
    const lines = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n').map((l) => l.trim());
    expect(lines.some((l) => /^\/?umpire-db\/?$/.test(l))).toBe(true);
  });

  it('on a terminal 40 columns wide, the address is still whole on a line of its own (issue 42: it is copied whole)', async ({ skip }) => {
    needBinaries(skip);
    if (spawnSync('script', ['--version']).status !== 0) return skip('no script (util-linux) for a pseudo-terminal');
    const dir = join(root, 'narrow');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const line = `stty cols 40; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} host --data umpire-db --port 0`;
    const p = spawn('script', ['-qfec', line, '/dev/null'], { cwd: dir, env: { ...process.env, NO_COLOR: '1', TERM: 'xterm', UMPIRE_STORE: '', UMPIRE_LANG: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let screen = '';
    p.stdout!.on('data', (d) => (screen += d));
    const done = new Promise<number | null>((res) => p.on('close', (code) => res(code)));
    try {
      const by = Date.now() + 60_000;
      while (!/Ctrl-C/.test(screen) && p.exitCode === null && Date.now() < by) await new Promise((r) => setTimeout(r, 50));
      const lines = screen.split(/\r?\n/);
      const shown = screen.replace(/:[^@\s]*@/g, ':***@');
      // The other lines fit the 40 columns; the address is one line, from its scheme to its database and parameters.
      expect(lines.filter((l) => !l.startsWith('--store ')).every((l) => l.length <= 40), shown).toBe(true);
      expect(lines.filter((l) => /^--store postgres:\/\/[^\s@]+@127\.0\.0\.1:\d+\/umpire(\?\S+)?\r?$/.test(l)), shown).toHaveLength(1);
    } finally {
      p.stdin!.write('\x03');
      const stopped = await Promise.race([done, new Promise((r) => setTimeout(() => r('late'), 20_000))]);
      if (stopped === 'late') p.kill('SIGHUP');
      expect(await done).toBe(0);
    }
  }, 90_000);

  it('no PostgreSQL programs: one line saying to install PostgreSQL, exit 2, nothing made', async () => {
    const cwd = mkdtempSync(join(root, 'none-'));
    const r = await runCli(['host', '--data', 'db'], { cwd, env: { UMPIRE_PG_BIN: join(cwd, 'no-such-bin') } });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/install PostgreSQL \(Debian: apt install postgresql\)/);
    expect(existsSync(join(cwd, 'db'))).toBe(false);
    const fr = await runCli(['host', '--lang', 'fr'], { cwd, env: { UMPIRE_PG_BIN: join(cwd, 'no-such-bin') } });
    expect(fr.stderr).toMatch(/installez PostgreSQL/);
  });

  it('bad options: one line, exit 2', async () => {
    const cwd = mkdtempSync(join(root, 'bad-'));
    for (const argv of [
      ['--host', 'example.com'],
      ['--port', '70000'],
      ['--db', 'Robert"); DROP'],
      ['--db', ''],
      ['--umpires', 'amy,,bob'],
      ['--umpires', 'amy smith'],
      ['--umpires', ''],
    ]) {
      const r = await runCli(['host', '--data', 'db', ...argv], { cwd });
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    // The argument fuzzer's hostile words (tests/trust/fuzz-args.ts never generates `host`: it runs until stopped) on each option.
    const none = { UMPIRE_PG_BIN: join(cwd, 'no-such-bin') };
    for (const option of ['--data', '--host', '--port', '--db', '--umpires', '--lang']) {
      for (const word of HOSTILE) {
        const r = await runCli(['host', option, word], { cwd, env: none });
        expect(r.code, `${option} ${JSON.stringify(word)}: ${r.stderr}`).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(r.stderr).not.toMatch(/\x1b|\x07|at .*\.js:\d+/);
        expect(r.stdout).toBe('');
      }
    }
    // In a batch and in the REPL: refused in one line (it runs until stopped), nothing started.
    const g = tempGame();
    try {
      await g.init();
      writeFileSync(join(g.dir, 'b.txt'), 'host\n');
      const inBatch = await runCli(['batch', 'b.txt'], { cwd: g.dir, env: none });
      expect(inBatch.code).toBe(2);
      expect(inBatch.stderr).toMatch(/host.*runs until it is stopped/);
      const repl = scriptedSession(g.dir, []);
      expect(await repl.session.run('host')).toBe(2);
      expect(repl.err()).toBe('umpire: run umpire host in another terminal (it runs until Ctrl-C), then play here with the --store address it prints\n');
      expect(existsSync(join(g.dir, 'umpire-db'))).toBe(false);
    } finally {
      g.cleanup();
    }
    // A folder with other things in it is not taken for the server's.
    mkdirSync(join(cwd, 'busy'));
    const r = await runCli(['host', '--data', cwd], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a folder of umpire host/);
  });

  it('--umpires: each umpire a role and an address of their own; who connects is who plays (their entries theirs, another --umpire refused), the control on trust; kept for the next evening (issue 43 F8)', async ({ skip }) => {
    needBinaries(skip);
    const home = join(root, 'roles');
    mkdirSync(home, { recursive: true });
    chmodSync(home, 0o755);
    const urls = (out: string) => [...out.matchAll(/--store (postgres:\/\/\S+)/g)].map((m) => m[1]);
    const h = await startHost(home, '--data', 'umpire-db', '--port', '0', '--umpires', 'amy,__proto__');
    let second: Host | null = null;
    try {
      expect(h.url, h.stderr()).not.toBeNull();
      const [control, amy, proto] = urls(h.stdout());
      expect(h.stdout()).toMatch(/The control plays with/);
      expect(h.stdout()).toMatch(/^amy plays with \(their own role/m);
      expect(h.stdout()).toMatch(/^__proto__ plays with/m);
      expect(new URL(amy).username).toBe('umpire.amy');
      expect(decodeURIComponent(new URL(proto).username)).toBe('umpire.__proto__');
      const secret = JSON.parse(readFileSync(join(home, 'umpire-db', 'secret.json'), 'utf8'));
      expect(Object.keys(secret.umpires)).toEqual(['amy', '__proto__']);
      expect(statSync(join(home, 'umpire-db', 'secret.json')).mode & 0o077).toBe(0);
      const cwd = mkdtempSync(join(root, 'roles-play-'));
      const as = (url: string, ...argv: string[]) => runCli(argv, { cwd, env: { UMPIRE_STORE: url, UMPIRE_NAME: '' } });
      expect((await as(amy, 'init', join(SCENARIOS, 'tutorial.yaml'))).code).toBe(0);
      expect((await as(amy, 'rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
      const refused = await as(amy, 'rl-roll', 'students', '--roll', '3,3', '--umpire', '__proto__');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/this connection is amy's \(their own database role\): --umpire __proto__ is refused/);
      expect((await as(proto, 'rl-roll', 'dockers', '--roll', '3,3')).code).toBe(0);
      expect((await as(control, 'rl-roll', 'looters', '--roll', '3,3', '--umpire', 'carl')).code).toBe(0);
      const by = pgQuery(control, 'SELECT line FROM umpire_log ORDER BY seq').map((r) => JSON.parse(r.line).by);
      expect(by).toEqual(['amy', 'amy', '__proto__', 'carl']);
      // The table that binds them is the superuser's: the game's role (the database's owner) cannot change it.
      expect(() => pgQuery(amy, "UPDATE umpire_auth.umpires SET umpire = 'carl'")).toThrow(/permission denied/);
      expect(() => pgQuery(control, 'DROP SCHEMA umpire_auth CASCADE')).toThrow(/must be owner/);
      h.proc.kill('SIGINT');
      expect(await h.done).toBe(0);
      // The next evening, without --umpires: the same addresses, the same umpires.
      second = await startHost(home, '--data', 'umpire-db', '--port', '0');
      expect(second.url, second.stderr()).not.toBeNull();
      const again = urls(second.stdout());
      expect(again.map((u) => new URL(u).password)).toEqual([control, amy, proto].map((u) => new URL(u).password));
      expect((await as(again[1], 'rl-roll', 'students', '--roll', '3,3')).code).toBe(0);
      expect(JSON.parse(pgQuery(again[0], 'SELECT line FROM umpire_log ORDER BY seq DESC LIMIT 1')[0].line).by).toBe('amy');
    } finally {
      h.proc.kill('SIGINT');
      await h.done;
      if (second) {
        second.proc.kill('SIGINT');
        await second.done;
      }
    }
  });

  it('an evening: the URL printed once, three umpires play on it, Ctrl-C stops it; the next evening finds the game; the password in no file outside the folder', async ({ skip }) => {
    needBinaries(skip);
    const data = join(root, 'evening', 'umpire-db');
    mkdirSync(join(root, 'evening'), { recursive: true });
    chmodSync(join(root, 'evening'), 0o755);
    const h = await startHost(join(root, 'evening'), '--data', 'umpire-db', '--port', '0');
    let g: ReturnType<typeof tempGame> | null = null;
    try {
      expect(h.url, h.stderr()).not.toBeNull();
      const url = h.url!;
      const pw = decodeURIComponent(new URL(url).password);
      expect(pw.length).toBeGreaterThanOrEqual(20);
      expect(new URL(url).hostname).toBe('127.0.0.1');
      // TLS (a certificate of the folder's own, made by openssl): the URL asks for it and for channel binding.
      expect(url).toMatch(/\/umpire\?sslmode=require&channel_binding=require$/);
      expect(h.stdout()).toMatch(/Connections are encrypted \(TLS\)/);
      expect(statSync(join(data, 'pgdata', 'server.key')).mode & 0o077).toBe(0);
      const crt = readFileSync(join(data, 'pgdata', 'server.crt'), 'utf8');
      // Once on the terminal (stdout), never on stderr.
      expect(h.stdout().split(pw)).toHaveLength(2);
      expect(h.stderr()).not.toContain(pw);
      expect(h.stdout().split('\n').every((l) => l.length <= 80 || l.includes('postgres://'))).toBe(true);

      g = tempGame({ url, query: (sql, params) => pgQuery(url, sql, params), drop: () => undefined });
      await g.init('tutorial.yaml', '--umpire', 'amy');
      const plays = await Promise.all([
        g.start('rl-roll', 'students', '--roll', '3,2', '--umpire', 'amy'),
        g.start('rl-roll', 'dockers', '--roll', '2,2', '--umpire', 'bob'),
        g.start('rl-roll', 'looters', '--roll', '2,2', '--umpire', 'carl'),
      ]);
      for (const p of plays) expect(p.code, p.stderr).toBe(0);
      expect((await g.run('verify')).code).toBe(0);
      // Over TCP only by TLS: the same address without it is refused in one line.
      const plain = await runCli(['status', '--store', url.replace(/\?.*$/, '')], { cwd: g.dir });
      expect(plain.code).toBe(2);
      expect(plain.stderr.trim().split('\n')).toHaveLength(1);
      expect(plain.stderr).toMatch(/the server takes only encrypted connections: use the address umpire host printed/);
      expect(pgQuery(url, 'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()')[0].ssl).toBe(true);
      expect(g.readLog().map((e) => e.seq)).toEqual([1, 2, 3, 4]);
      // The URL's user owns the game and is no superuser.
      expect(pgQuery(url, 'SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user')[0]).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
      // A second host on the same folder while this one runs: one line, exit 2.
      const second = await runCli(['host', '--data', data, '--port', '0'], { cwd: root });
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(/already runs on/);

      h.proc.kill('SIGINT');
      expect(await h.done, h.stderr()).toBe(0);
      expect(h.stderr()).toMatch(/server stopped; the game stays in/);
      expect(existsSync(join(data, 'pgdata', 'postmaster.pid'))).toBe(false);
      const off = await g.run('status');
      expect(off.code).toBe(2);
      expect(off.stderr.trim().split('\n')).toHaveLength(1);

      // The password: in the folder only, in secret.json (600), nowhere else (not the server's log, not the game's files).
      const inFolder = holding(filesUnder(data, ''), pw);
      expect(inFolder).toEqual([join(data, 'secret.json')]);
      expect(statSync(join(data, 'secret.json')).mode & 0o077).toBe(0);
      expect(statSync(data).mode & 0o077).toBe(0);
      expect(holding(filesUnder(root, data), pw)).toEqual([]);
      expect(holding(filesUnder(g.dir, ''), pw)).toEqual([]);

      // The next evening: the same folder, the same URL but for the port, the game there.
      const h2 = await startHost(join(root, 'evening'), '--data', 'umpire-db', '--port', '0', '--lang', 'fr');
      try {
        expect(h2.url, h2.stderr()).not.toBeNull();
        expect(h2.stdout()).toMatch(/PostgreSQL \d+ tourne pour la partie \(données dans \.\/umpire-db\)/);
        expect(h2.stdout().split('\n').every((l) => l.length <= 80 || l.includes('postgres://'))).toBe(true);
        expect(decodeURIComponent(new URL(h2.url!).password)).toBe(pw);
        // The same certificate the next evening.
        expect(h2.url).toMatch(/\?sslmode=require&channel_binding=require$/);
        expect(readFileSync(join(data, 'pgdata', 'server.crt'), 'utf8')).toBe(crt);
        expect(h2.stderr()).not.toMatch(/created/);
        g = tempGame({ url: h2.url!, query: (sql, params) => pgQuery(h2.url!, sql, params), drop: () => undefined });
        expect((await g.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing', '--umpire', 'amy')).code).toBe(0);
        expect((await g.run('verify')).code).toBe(0);
        expect(g.readLog()).toHaveLength(5);
      } finally {
        h2.proc.kill('SIGTERM');
        expect(await h2.done, h2.stderr()).toBe(0);
        expect(h2.stderr()).toMatch(/serveur arrêté\s; la partie reste dans/);
      }

      // A host killed outright leaves its server running: the next one takes it over (same address), and stops it.
      const h3 = await startHost(join(root, 'evening'), '--data', 'umpire-db', '--port', '0');
      expect(h3.url, h3.stderr()).not.toBeNull();
      h3.proc.kill('SIGKILL');
      await h3.done;
      const h4 = await startHost(join(root, 'evening'), '--data', 'umpire-db', '--port', '0');
      try {
        expect(h4.url, h4.stderr()).toBe(h3.url);
        expect(h4.stderr()).toMatch(/takes it over/);
      } finally {
        h4.proc.kill('SIGINT');
        expect(await h4.done, h4.stderr()).toBe(0);
      }
      expect(existsSync(join(data, 'pgdata', 'postmaster.pid'))).toBe(false);
    } finally {
      if (h.proc.exitCode === null) h.proc.kill('SIGINT');
      await h.done;
      g?.cleanup();
    }
  }, 300_000);

  it('no openssl: the server runs without TLS, said in one line, and its URL asks for none', async ({ skip }) => {
    needBinaries(skip);
    const cwd = join(root, 'no-openssl');
    mkdirSync(join(cwd, 'bin'), { recursive: true });
    chmodSync(cwd, 0o755);
    // A PATH with what host runs by name (id, test, useradd) but no openssl.
    for (const p of ['id', 'test', 'useradd', 'adduser']) for (const d of ['/usr/bin', '/usr/sbin', '/bin', '/sbin']) if (existsSync(join(d, p)) && !existsSync(join(cwd, 'bin', p))) symlinkSync(join(d, p), join(cwd, 'bin', p));
    const h = await startHost(cwd, '--data', 'db', '--port', '0', { PATH: join(cwd, 'bin') });
    try {
      expect(h.url, h.stderr()).not.toBeNull();
      expect(h.stderr()).toMatch(/umpire: no openssl here: the server runs without TLS, its connections not encrypted/);
      expect(h.url).toMatch(/\/umpire$/);
      expect(h.stdout()).not.toMatch(/encrypted/);
      expect(existsSync(join(cwd, 'db', 'pgdata', 'server.key'))).toBe(false);
      expect(pgQuery(h.url!, 'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()')[0].ssl).toBe(false);
    } finally {
      h.proc.kill('SIGINT');
      expect(await h.done, h.stderr()).toBe(0);
    }
  }, 120_000);

  it('a port already taken: one line, exit 2, and the folder is still good for the next try', async ({ skip }) => {
    needBinaries(skip);
    const busy = createServer();
    const port = await new Promise<number>((res) => busy.listen(0, '127.0.0.1', () => res((busy.address() as { port: number }).port)));
    try {
      const cwd = join(root, 'busy-port');
      mkdirSync(cwd);
      chmodSync(cwd, 0o755);
      const r = await runCli(['host', '--data', 'db', '--port', String(port)], { cwd });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`cannot listen on 127\\.0\\.0\\.1 port ${port}`));
      expect(existsSync(join(cwd, 'db', 'pgdata', 'postmaster.pid'))).toBe(false);
    } finally {
      busy.close();
    }
  }, 120_000);
});
