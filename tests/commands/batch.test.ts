import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { parseBatch, splitBatchLine } from '../../src/commands/batch.js';
import { pathsFor, withLock } from '../../src/state/store.js';
import { jsonLines, tempGame, type RunResult } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
let other: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  other?.cleanup();
  other = undefined;
});

/** Writes a batch file in the game's folder; returns its name. */
function batchFile(g: ReturnType<typeof tempGame>, lines: string[], name = 'turn.txt'): string {
  writeFileSync(join(g.dir, name), `${lines.join('\n')}\n`);
  return name;
}

/** Runs main() in-process with a given stdin text and TTY flags. */
async function runWith(argv: string[], cwd: string, o: { stdin?: string; tty?: boolean } = {}): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const stdin = Object.assign(new PassThrough(), { isTTY: false });
  stdin.end(o.stdin ?? '');
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s), isTTY: false },
    stderr: { write: (s: string) => (stderr += s), isTTY: o.tty ?? false },
    stdin,
    env: { ...process.env, NO_COLOR: '1', UMPIRE_STATE: undefined },
    cwd,
    argv,
  });
  return { code, stdout, stderr };
}

/** The log without its timestamps and the hashes that cover them (for comparing two runs). */
const timeless = (log: any[]) => log.map(({ at, prev, ...rest }) => rest);

describe('splitting batch lines (the shell syntax)', () => {
  it.each([
    ['rl-roll students --roll 3,2', ['rl-roll', 'students', '--roll', '3,2']],
    ['rl-roll students --mod "burning car=+1"', ['rl-roll', 'students', '--mod', 'burning car=+1']],
    ["rl-roll students --mod 'a \"b\"=+1'", ['rl-roll', 'students', '--mod', 'a "b"=+1']],
    ['rl-roll a\\ b', ['rl-roll', 'a b']],
    ['rl-roll students # the students again', ['rl-roll', 'students']],
    ['rl-roll --mod "x#1=+1"', ['rl-roll', '--mod', 'x#1=+1']],
    ['   # only a comment', []],
    ['', []],
  ])('%j gives %j', (line, words) => {
    expect(splitBatchLine(line)).toEqual(words);
  });

  it('reports an unclosed quote instead of guessing', () => {
    expect(splitBatchLine('rl-roll --mod "x=+1')).toMatch(/double quote is not closed/);
  });

  it('numbers lines as in the file, skips blanks and comments, drops a leading "umpire", accepts CRLF', () => {
    const { lines, bad } = parseBatch('# header\r\n\r\numpire rl-roll students\r\nnext-turn\r\nrl-roll "x\n');
    expect(lines).toEqual([
      { line: 3, words: ['rl-roll', 'students'] },
      { line: 4, words: ['next-turn'] },
    ]);
    expect(bad).toEqual([{ line: 5, problem: expect.stringMatching(/quote/) }]);
  });
});

describe('umpire batch', () => {
  it('runs every line in one go: one log entry per resolution, each line its own command group, argv recorded', async () => {
    game = tempGame();
    await game.init();
    const f = batchFile(game, ['# turn 1', 'rl-roll students --roll 3,2', 'rl-roll dockers --roll "4 1"', '', 'next-turn']);
    const r = await game.run('batch', f, '--json');
    expect(r.code, r.stderr).toBe(0);
    const out = jsonLines(r.stdout);
    expect(out.map((o) => [o.procedure, o.logged])).toEqual([
      ['rl-roll', 2],
      ['rl-roll', 3],
      ['next-turn', 4],
    ]);
    const log = game.readLog();
    expect(log.map((e) => [e.seq, e.cmd])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(log[2].argv).toEqual(['rl-roll', 'dockers', '--roll', '4 1', '--json']);
    expect(r.stderr).toMatch(/3 lines run, 3 log entries written \(2-4\)/);
    // The state is the fold of the log.
    const before = game.readState();
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
    expect(game.readState().game).toEqual(before.game);
  });

  it('gives the same log and state as running the lines one by one (same PRNG sequence)', async () => {
    const lines = [['rl-roll', 'students', '--seed', 'batch-seed'], ['rl-roll', 'dockers'], ['next-turn'], ['rl-roll', 'students', '--roll', '3,2'], ['rl-roll', 'dockers']];
    other = tempGame();
    await other.init();
    for (const l of lines) expect((await other.run(...l)).code).toBe(0);
    game = tempGame();
    await game.init();
    const f = batchFile(game, lines.map((l) => l.join(' ')));
    const r = await game.run('batch', f);
    expect(r.code, r.stderr).toBe(0);
    expect(game.readState().game).toEqual(other.readState().game);
    const strip = (log: any[]) => timeless(log).map((e) => ({ ...e, argv: e.argv.filter((a: string) => !a.includes('/')) }));
    expect(strip(game.readLog())).toEqual(strip(other.readLog()));
  });

  it('stops at the first bad line, names it, and writes nothing of the batch', async () => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const f = batchFile(game, ['rl-roll students --roll 3,2', 'rl-roll dockers --roll 4,1', 'rl-roll nobody --roll 4,1', 'next-turn']);
    const r = await game.run('batch', f, '--json');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/turn\.txt line 3: .*nobody.*nothing of the batch was written/);
    expect(r.stdout).toBe('');
    expect(game.snapshot()).toEqual(before);
  });

  it.each([
    ['an unknown option', 'rl-roll students --bogus', /line 2: unknown option '--bogus'/],
    ['impossible dice', 'rl-roll students --roll 9,1', /line 2: .*is 9, not possible on a d6/],
    ['an unclosed quote', 'rl-roll students --mod "x=+1', /line 2: the double quote is not closed/],
    ['init inside a batch', 'init scenario.yaml', /line 2: "init" cannot run inside a batch: it reads or rewrites the turn log/],
    ['undo inside a batch', 'undo', /line 2: "undo" cannot run inside a batch/],
    ['a nested batch', 'batch other.txt', /line 2: "batch" cannot run inside a batch: batches do not nest/],
    ['another state file', 'rl-roll students --state other.json --roll 3,2', /line 2: a batch works on one state/],
  ])('refuses %s with the line number, state and log untouched', async (_what, line, msg) => {
    game = tempGame();
    await game.init();
    const before = game.snapshot();
    const f = batchFile(game, ['rl-roll dockers --roll 4,1', line, 'next-turn']);
    const r = await game.run('batch', f);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
  });

  it('stops at a line the rules refuse (a dispersed crowd never reforms), nothing written', async () => {
    game = tempGame();
    await game.init(`title: t\ncrowds:\n  - {id: gone, figures: 20, rl: 1}\n  - {id: here, figures: 20, rl: 5}\n`);
    const before = game.snapshot();
    const r = await game.run('batch', batchFile(game, ['rl-roll here --roll 3,2', 'rl-roll gone']));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: .*never reforms/);
    expect(game.snapshot()).toEqual(before);
  });

  it('refuses a missing batch file with exit 2', async () => {
    game = tempGame();
    await game.init();
    const r = await game.run('batch', 'nope.txt');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read the batch file nope\.txt: no such file/);
  });

  it('--keep-going logs the good lines, lists the bad ones, exits 2, and leaves no trace of the bad lines', async () => {
    const good = ['rl-roll students --seed kg', 'rl-roll dockers', 'next-turn', 'rl-roll students'];
    other = tempGame();
    await other.init();
    expect((await other.run('batch', batchFile(other, good))).code).toBe(0);

    game = tempGame();
    await game.init();
    const f = batchFile(game, [good[0], 'rl-roll nobody', good[1], 'rl-roll dockers --roll 9', good[2], 'undo', good[3]]);
    const r = await game.run('batch', f, '--keep-going');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/turn\.txt line 2: .*nobody/);
    expect(r.stderr).toMatch(/turn\.txt line 4: .*9.*not possible on a d6/);
    expect(r.stderr).toMatch(/turn\.txt line 6: "undo" cannot run/);
    expect(r.stderr).toMatch(/3 bad lines not run \(2, 4, 6\)/);
    // The bad lines changed nothing, not even the PRNG position: as if they were not there.
    expect(game.readState().game).toEqual(other.readState().game);
    expect(timeless(game.readLog()).map((e) => e.record?.rolls)).toEqual(timeless(other.readLog()).map((e) => e.record?.rolls));
  });

  it('--keep-going lists a bad line quoting an escape sequence as the shell says it: shown, never obeyed (issue 34)', async () => {
    game = tempGame();
    await game.init();
    const id = 'a\x1b]52;c;aGk=\x07';
    const f = batchFile(game, ['rl-roll students', `rl-roll '${id}'`]);
    const alone = await game.run('rl-roll', id);
    const r = await game.run('batch', f, '--keep-going');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(r.stderr).toContain(`turn.txt line 2: ${alone.stderr.replace(/^umpire: /, '').trim()}`);
  });

  it('reads the commands from standard input with "-"', async () => {
    game = tempGame();
    await game.init();
    const r = await runWith(['batch', '-', '--json'], game.dir, { stdin: 'rl-roll students --roll 3,2\nrl-roll dockers --roll 4,1\n' });
    expect(r.code, r.stderr).toBe(0);
    expect(jsonLines(r.stdout)).toHaveLength(2);
    expect(game.readLog()).toHaveLength(3);
  });

  it('lets status and stateless lookups run inside a batch, status seeing the batch so far', async () => {
    game = tempGame();
    await game.init();
    const f = batchFile(game, ['next-turn', 'status --json', 'rl-roll --rl 5 --roll 3 --json']);
    const r = await game.run('batch', f);
    expect(r.code, r.stderr).toBe(0);
    const [status, lookup] = r.stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    expect(status.turn).toBe(2);
    expect(lookup.logged).toBeNull();
    expect(game.readLog()).toHaveLength(2);
  });

  it('makes undo afterwards take back the last line only, as if typed one by one', async () => {
    game = tempGame();
    await game.init();
    await game.run('batch', batchFile(game, ['rl-roll students --roll 6,2', 'rl-roll dockers --roll 6,1']));
    const r = await game.run('undo', '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0].undoes).toEqual([3]);
  });

  it('writes the state once and appends the log lines together (one write for many lines)', async () => {
    game = tempGame();
    await game.init();
    const lines = Array.from({ length: 300 }, () => 'rl-roll students --roll 3,2');
    const r = await game.run('batch', batchFile(game, lines));
    expect(r.code, r.stderr).toBe(0);
    const log = game.readLog();
    expect(log).toHaveLength(301);
    expect(new Set(log.slice(1).map((e) => e.prev)).size).toBe(300);
    expect(game.readState().log.seq).toBe(301);
  });

  it('shows a progress bar on a terminal for a long batch, and none when stderr is not a terminal', async () => {
    game = tempGame();
    await game.init();
    const f = batchFile(game, Array.from({ length: 250 }, () => 'rl-roll students --roll 3,2'));
    const tty = await runWith(['batch', f], game.dir, { tty: true });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toMatch(/\rumpire batch \[#+\.*\] \d+\/250/);
    expect(tty.stderr).toContain('\r\x1b[K');
    const pipe = await runWith(['batch', f], game.dir, { tty: false });
    expect(pipe.code).toBe(0);
    expect(pipe.stderr).not.toContain('\r');
    const off = await runWith(['batch', f, '--no-progress'], game.dir, { tty: true });
    expect(off.stderr).not.toContain('\r');
  });

  it('leaves no lock behind after holding it for over a second (the lock is refreshed every second during a long batch)', async () => {
    game = tempGame();
    await game.init();
    const paths = pathsFor(game.state);
    await withLock(paths, process.env, () => new Promise((r) => setTimeout(r, 1600)));
    expect(existsSync(paths.lock)).toBe(false);
  });
});
