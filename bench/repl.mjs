// `npm run bench`'s REPL row (issue 33): a command typed in `umpire play`,
// in-process, from Enter to the prompt back, over many commands: median and
// 95th percentile. The session runs on a fake terminal (a PassThrough marked
// as a TTY, so readline draws its prompt as at the table); each line is
// written with its Enter once the prompt is back, and the time runs until the
// next prompt is drawn. A state-changing RL roll with entered dice, as at the
// table. Not a test: nothing here fails a build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/**
 * Runs `commands` lines of `line` in one REPL session on a fresh game of
 * `scenario`, built from `cli` (dist/cli.js or the bench's own build).
 * Returns per-command milliseconds (median, p95) and the count.
 */
export async function benchRepl({ cli, scenario, line = 'rl-roll students --roll 3,2', commands = 500, log = () => {} }) {
  const { main } = await import(pathToFileURL(cli).href);
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bench-repl-'));
  const env = { ...process.env, NO_COLOR: '1', COLUMNS: '80' };
  delete env.UMPIRE_STATE;
  const quiet = { write: () => true, isTTY: false };
  try {
    const init = await main(['init', scenario], { stdout: quiet, stderr: quiet, stdin: new PassThrough(), env, cwd: dir, argv: ['init', scenario] });
    if (init !== 0) throw new Error(`init ${scenario} failed (exit ${init})`);
    const stdin = new PassThrough();
    stdin.isTTY = true;
    stdin.setRawMode = () => stdin;
    let seen = '';
    let waiting = null;
    const stdout = new Writable({
      write(chunk, _enc, cb) {
        seen += String(chunk);
        // The prompt drawn again ("umpire [...]> ") ends what the line caused.
        if (waiting && /\]> $/.test(seen)) {
          const w = waiting;
          waiting = null;
          seen = '';
          w();
        }
        cb();
      },
    });
    stdout.isTTY = true;
    stdout.columns = 80;
    stdout.rows = 24;
    const promptBack = () => new Promise((res) => (waiting = res));
    let first = promptBack();
    const session = main(['play'], { stdout, stderr: quiet, stdin, env, cwd: dir, argv: ['play'] });
    await first;
    const times = [];
    for (let i = 0; i < commands; i++) {
      const back = promptBack();
      const t0 = process.hrtime.bigint();
      stdin.write(`${line}\r`);
      await back;
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    stdin.write('exit\r');
    stdin.end();
    await session;
    // Every line was a resolution logged (a session that refused them would measure nothing).
    const seq = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).log.seq;
    if (seq !== commands + 1) throw new Error(`the REPL logged ${seq - 1} of ${commands} commands`);
    log(`repl: ${commands} commands done`);
    return { median: quantile(times, 0.5), p95: quantile(times, 0.95), commands };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone: node bench/repl.mjs [dist/cli.js] [commands]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('..', import.meta.url).pathname;
  const r = await benchRepl({ cli: process.argv[2] ?? join(root, 'dist', 'cli.js'), scenario: join(root, 'scenarios', 'tutorial.yaml'), commands: Number(process.argv[3] ?? 500), log: (m) => process.stderr.write(`bench: ${m}\n`) });
  process.stdout.write(`${JSON.stringify(r)}\n`);
}
