// The database store's edges (issue 35): `export` and `import` move a game
// between the database and a state file + log that `verify` accepts; the
// connection string's password is never printed, logged or stored; a bad
// URL, a refused connection, a wrong password, a connection lost or a client
// killed mid-command is one line (exit 2, or the kill) with nothing half
// written, and the next command works.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { BIN, runCli, tempGame } from '../helpers/cli.js';
import { freshDatabase, gameOn, needPg } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame> | undefined;
let other: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  other?.cleanup();
  game = other = undefined;
});

const UP = ['--roll', '6,1', '--riot-withdrawing'];
const password = (url: string) => decodeURIComponent(new URL(url).password);

describe('export and import', () => {
  it('export writes a state file and log that verify accepts; import brings them into another database; both refuse to overwrite without --force', async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init();
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy');
    await game.run('rl-roll', 'dockers', '--roll', '2,2', '--umpire', 'bob');
    const ex = await game.run('export', 'moved.json');
    expect(ex.code, ex.stderr).toBe(0);
    const file = join(game.dir, 'moved.json');
    expect(existsSync(join(game.dir, 'moved.log.jsonl'))).toBe(true);
    const v = await runCli(['verify', '--state', file], { cwd: game.dir, env: { UMPIRE_STORE: '' } });
    expect(v.code, v.stderr + v.stdout).toBe(0);
    expect(readFileSync(join(game.dir, 'moved.log.jsonl'), 'utf8')).toBe(`${game.logLines().join('\n')}\n`);
    expect((await game.run('export', 'moved.json')).code).toBe(2);
    expect((await game.run('export', 'moved.json', '--force')).code).toBe(0);

    other = gameOn('postgres', skip);
    const im = await runCli(['import', file], { cwd: game.dir, env: { UMPIRE_STORE: other.store!.url } });
    expect(im.code, im.stderr).toBe(0);
    expect(other.logLines()).toEqual(game.logLines());
    expect(other.readState().game).toEqual(game.readState().game);
    expect((await other.run('verify')).code).toBe(0);
    expect((await other.run('rl-roll', 'students', '--roll', '3,3', '--umpire', 'amy')).code).toBe(0);
    const again = await runCli(['import', file], { cwd: game.dir, env: { UMPIRE_STORE: other.store!.url } });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already holds a game \(add --force/);
  });

  it('import refuses a game that does not verify, and export/import without a store say so', async ({ skip }) => {
    const url = needPg(skip);
    game = tempGame();
    await game.init();
    await game.run('rl-roll', 'students', ...UP);
    game.editLogLine(2, game.logLines()[1].replace(/"at":"[^"]*"/, '"at":"2000-01-01T00:00:00.000Z"'));
    const db = freshDatabase(url);
    try {
      const r = await game.run('import', 'umpire-state.json', '--store', db.url);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/does not verify/);
    } finally {
      db.drop();
    }
    const n = await game.run('export', 'x.json');
    expect(n.code).toBe(2);
    expect(n.stderr).toMatch(/export needs the database/);
  });
});

describe('secrets and failures', () => {
  it('the password is never printed, logged or stored', async ({ skip }) => {
    game = gameOn('postgres', skip);
    const pw = password(game.store!.url);
    expect(pw.length).toBeGreaterThan(8);
    const outs = [await game.init(), await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy'), await game.run('status'), await game.run('log'), await game.run('verify'), await game.run('summary')];
    for (const o of outs) expect(o.stdout + o.stderr).not.toContain(pw);
    expect(JSON.stringify(game.readState())).not.toContain(pw);
    for (const l of game.logLines()) expect(l).not.toContain(pw);
    // Given on the command line too: never in the logged argv.
    const r = await runCli(['rl-roll', 'dockers', '--roll', '2,2', '--store', game.store!.url], { cwd: game.dir, env: { UMPIRE_STORE: '' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain(pw);
    expect(game.logLines().at(-1)).not.toContain(pw);
    expect(game.readLog().at(-1).argv).toEqual(['rl-roll', 'dockers', '--roll', '2,2']);
  });

  it('a bad URL, a refused connection and a wrong password: one line each, exit 2, never the password', async ({ skip }) => {
    const url = needPg(skip);
    game = tempGame();
    const secret = 'S3cretPw0rd';
    const cases: [string, RegExp][] = [
      ['not a url', /--store: not a URL/],
      [`mysql://u:${secret}@localhost/db`, /mysql is not a store/],
      [`postgres://u:${secret}@localhost`, /names no database/],
      [`postgres://u:${secret}@127.0.0.1:1/db`, /cannot reach the database; nothing was written/],
      [(() => { const u = new URL(url); u.password = secret; u.pathname = '/postgres'; return u.toString(); })(), /refused the user name or password; nothing was written/],
    ];
    for (const [store, pattern] of cases) {
      const r = await runCli(['status', '--store', store], { cwd: game.dir });
      expect(r.code, `${store}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(pattern);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toContain(secret);
    }
    const w = await runCli(['init', join(__dirname, '../../scenarios/tutorial.yaml'), '--store', cases[3][0]], { cwd: game.dir });
    expect(w.code).toBe(2);
    expect(w.stderr).not.toContain(secret);
  });

  it('a connection lost mid-command: one line, exit 2, nothing written (rolled back); the next command works', async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init();
    await game.run('rl-roll', 'students', ...UP);
    const before = game.snapshot();
    const p = spawnSync(process.execPath, [BIN, 'rl-roll', 'dockers', '--roll', '2,2'], { cwd: game.dir, encoding: 'utf8', env: { ...process.env, UMPIRE_STORE: game.store!.url, UMPIRE_TEST_FAULT: 'pg-drop' } });
    const r = { code: p.status, stderr: p.stderr };
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/the connection to the database was lost; nothing was written/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
    expect((await game.run('rl-roll', 'dockers', '--roll', '2,2')).code).toBe(0);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('a client killed (SIGKILL) between its log rows and its state writes nothing; the others go on', async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init();
    const before = game.snapshot();
    const p = spawn(process.execPath, [BIN, 'rl-roll', 'students', ...UP], { cwd: game.dir, env: { ...process.env, UMPIRE_STORE: game.store!.url, UMPIRE_TEST_KILL_POINT: 'after-log' } });
    await new Promise<void>((res) => p.stderr.on('data', (d) => String(d).includes('umpire-test-paused') && res()));
    // While it holds the game's lock, a reader is not kept waiting.
    const status = await game.run('status');
    expect(status.code).toBe(0);
    p.kill('SIGKILL');
    await new Promise((res) => p.on('close', res));
    expect(game.snapshot()).toEqual(before);
    expect((await game.run('rl-roll', 'dockers', '--roll', '2,2')).code).toBe(0);
    expect(game.readLog().map((e) => e.seq)).toEqual([1, 2]);
    expect((await game.run('verify')).code).toBe(0);
  });
});

describe('log --follow on the database', () => {
  it('prints each entry another umpire commits, woken by NOTIFY, until stopped', async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init();
    const p = spawn(process.execPath, [BIN, 'log', '--follow', '--format', 'json'], { cwd: game.dir, env: { ...process.env, UMPIRE_STORE: game.store!.url, UMPIRE_FOLLOW_INTERVAL: '3600000' } });
    let out = '';
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    let waiting: (() => void) | null = null;
    p.stdout.on('data', (d) => {
      out += d;
      waiting?.();
    });
    const seen = (seq: number) =>
      new Promise<void>((res) => {
        waiting = () => out.split('\n').some((l) => l.includes(`"seq":${seq},`)) && res();
        waiting();
      });
    await seen(1);
    expect((await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy')).code).toBe(0);
    await seen(2);
    expect((await game.run('rl-roll', 'dockers', '--roll', '2,2', '--umpire', 'bob')).code).toBe(0);
    await seen(3);
    p.kill('SIGTERM');
    const code = await new Promise((res) => p.on('close', res));
    expect(code, err).toBe(0);
    const rows = out.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.by)).toEqual([undefined, 'amy', 'bob']);
  });
});

