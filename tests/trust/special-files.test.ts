// Issue 34: the game's own files replaced by a folder, a FIFO or a device are
// refused by type before any read: one line, exit 2, never a stack trace, a
// hang or a read without end.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** bin/umpire.js as a real process, killed after 10 s (a hang is a failure, not a stuck suite). */
function run(dir: string, ...argv: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...argv], { cwd: dir, encoding: 'utf8', timeout: 10_000, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

const mkfifo = (p: string) => spawnSync('mkfifo', [p]).status === 0;

const READERS = [['verify'], ['rebuild'], ['rebuild', '--to-last-good'], ['status'], ['log'], ['summary'], ['rl-roll', 'students', '--roll', '4,3'], ['undo']];

describe('the log or the state is not a regular file', () => {
  for (const kind of ['folder', 'fifo', 'dev-zero'] as const) {
    for (const which of ['log', 'state'] as const) {
      it(`refuses a ${kind} as the ${which} in one line, exit 2, for every reader`, async () => {
        game = tempGame();
        await game.init('tutorial.yaml');
        const file = which === 'log' ? game.log : game.state;
        renameSync(file, `${file}.kept`);
        if (kind === 'folder') mkdirSync(file);
        else if (kind === 'fifo') {
          if (!mkfifo(file)) return; // no mkfifo here: nothing to attack with
        } else symlinkSync('/dev/zero', file);
        // `log` and `summary` read the log alone: a state that is not a file is no matter to them.
        // `rebuild` writes the state without reading it, and replaces a link (never writing through it).
        const skip = which === 'log' ? [] : kind === 'dev-zero' ? ['log', 'summary', 'rebuild'] : ['log', 'summary'];
        for (const argv of READERS.filter((a) => !skip.includes(a[0]))) {
          const r = run(game.dir, ...argv);
          expect(r.signal, `${argv.join(' ')} hung`).toBeNull();
          expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
          expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
          expect(r.stderr.trim().split('\n')).toHaveLength(1);
        }
        rmSync(file, { recursive: true });
        renameSync(`${file}.kept`, file);
        expect(run(game.dir, 'verify').code).toBe(0);
      });
    }
  }
});

describe('a file umpire writes that is not a regular file', () => {
  it('refuses report --html onto a FIFO or a folder, and rebuild onto a state that is a FIFO, replacing nothing', async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    // A FIFO stands for a device here (the test runs as root: a real device must never be the target).
    const fifo = join(game.dir, 'pipe.html');
    if (mkfifo(fifo)) {
      const r = run(game.dir, 'report', '--html', fifo, '--force');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/not a regular file/);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      renameSync(game.state, `${game.state}.kept`);
      mkfifo(game.state);
      expect(run(game.dir, 'rebuild').code).toBe(2);
      expect(lstatSync(game.state).isFIFO()).toBe(true);
      rmSync(game.state);
      renameSync(`${game.state}.kept`, game.state);
    }
    mkdirSync(join(game.dir, 'out.html'));
    expect(run(game.dir, 'report', '--html', 'out.html', '--force').code).toBe(2);
    expect(lstatSync(join(game.dir, 'out.html')).isDirectory()).toBe(true);
  });
});

describe('a scenario or a batch that is not a regular file', () => {
  it('refuses a FIFO or a folder as the scenario without hanging', () => {
    game = tempGame();
    const fifo = join(game.dir, 's.yaml');
    const folder = join(game.dir, 'd.yaml');
    mkdirSync(folder);
    for (const f of [folder, ...(mkfifo(fifo) ? [fifo] : [])]) {
      const r = run(game.dir, 'init', f);
      expect(r.signal).toBeNull();
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/not a regular file/);
    }
  });
  it('refuses batch /dev/zero past its bound (U198) instead of filling the memory, and still reads a pipe', async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    const r = run(game.dir, 'batch', '/dev/zero');
    expect(r.signal).toBeNull();
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the most a batch may be/);
    writeFileSync(join(game.dir, 'b.txt'), 'note "hello"\n');
    const piped = spawnSync('bash', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} batch <(cat b.txt)`], { cwd: game.dir, encoding: 'utf8', timeout: 10_000 });
    expect(piped.status, piped.stderr).toBe(0);
  });
});
