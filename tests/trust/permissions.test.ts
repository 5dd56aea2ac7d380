// Attack 7 (issue 16), another user's files: a game folder where this user
// may not create the lock, and a lock directory left by another user that
// this user may not remove. Each is exit 2 with one line naming the path,
// never a stack trace, and no file changed. The tests run umpire as another
// user: when they run as root, a child process drops to `nobody` (setgid,
// setuid) before running the program; otherwise the folder's own permissions
// already refuse this user.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tempGame } from '../helpers/cli.js';
import { DIST_CLI } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  if (game) chmodSync(game.dir, 0o700);
  game?.cleanup();
  game = undefined;
});

const NOBODY = 65534;
const root = process.getuid?.() === 0;

/** Runs umpire (the built program) in `dir` as another user than the one who made the game. */
function runAsOther(dir: string, argv: string[], timeout = '1'): { code: number; out: string; err: string } {
  const script = `
    ${root ? `process.setgid(${NOBODY}); process.setuid(${NOBODY});` : ''}
    const { main } = await import(${JSON.stringify(`file://${DIST_CLI}`)});
    const { PassThrough } = await import('node:stream');
    const stdin = new PassThrough(); stdin.end();
    let out = '', err = '';
    const code = await main(${JSON.stringify(argv)}, { stdout: { write: (s) => (out += s) }, stderr: { write: (s) => (err += s) }, stdin, env: { ...process.env, NO_COLOR: '1', UMPIRE_LOCK_TIMEOUT: ${JSON.stringify(timeout)} }, cwd: ${JSON.stringify(dir)}, argv: [] });
    process.stdout.write(JSON.stringify({ code, out, err }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0 || !r.stdout) throw new Error(`the child failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir, { recursive: true }) as string[]) {
    try {
      out[n] = readFileSync(join(dir, n), 'latin1');
    } catch {
      out[n] = '(folder)';
    }
  }
  return out;
}

describe('another user: permission denied on the lock', () => {
  it('a game folder where this user may not create the lock: exit 2, one line naming the lock, nothing written', async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    // Readable by all, writable by its owner only.
    chmodSync(game.dir, 0o755);
    const before = files(game.dir);
    const r = runAsOther(game.dir, ['rl-roll', 'students', '--roll', '3']);
    expect(r.code, r.err).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain(`${game.state}.lock`);
    expect(r.err).toMatch(/permission denied/);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(files(game.dir)).toEqual(before);
  });

  it("a lock left by another user's dead command that this user may not remove: exit 2, one line naming the lock, nothing written", async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    // A shared folder (sticky, like /tmp): anyone creates, only the owner removes.
    chmodSync(game.dir, 0o1777);
    mkdirSync(`${game.state}.lock`, { mode: 0o755 });
    writeFileSync(join(`${game.state}.lock`, 'owner.json'), JSON.stringify({ pid: 2 ** 22 + 17, host: hostname(), token: 'theirs' }));
    const before = files(game.dir);
    // Said at once, not after waiting the whole timeout: waiting would not help.
    const t0 = Date.now();
    const r = runAsOther(game.dir, ['rl-roll', 'students', '--roll', '3'], '30');
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.code, r.err).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain(`${game.state}.lock`);
    if (root) expect(r.err).toContain(`is locked by umpire process ${2 ** 22 + 17} on this host since`);
    if (root) expect(r.err).toContain('which no longer runs; this user may not remove its lock');
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(files(game.dir)).toEqual(before);
  });
});
