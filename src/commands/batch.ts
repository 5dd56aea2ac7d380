// `umpire batch <file | ->`: runs a file of umpire command lines (one per
// line, the shell's syntax without the leading `umpire`, `#` comments) in one
// process, under one lock, on one reading of the state, and writes the state
// once and the log lines together at the end. Each line is read from the same
// commander definitions as the shell (src/commands/quick-parse.ts, commander
// itself for anything unusual); the commands run inside an ambient
// transaction (src/state/transaction.ts runAmbient). Each line is its own
// command in the log (`cmd` group), so `umpire undo` afterwards takes back the
// last line, exactly as if the lines had been typed one by one.
//
// The first bad line stops the batch and nothing of it is written; with
// --keep-going the good lines are logged and the bad ones listed (exit 2).
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { CommanderError, type Command } from 'commander';
import { isUserError, UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { clip } from '../render/clip.js';
import { globalOptions } from '../state/store-url.js';
import { LANGS, type Lang } from '../rules/types.js';
import { runAmbient, transact, type TxMark } from '../state/transaction.js';
import { choiceOpt, statePaths, type Io } from './common.js';
import { splitLine } from '../repl/split.js';
import { quickParser } from './quick-parse.js';
import { theProgram } from '../engine/program.js';
import { escapeControls } from '../render/safe.js';

/** Commands a batch refuses, and why (the message key's suffix). */
export const NOT_IN_BATCH: Record<string, string> = {
  batch: 'nested',
  init: 'log',
  undo: 'log',
  rebuild: 'log',
  log: 'log',
  summary: 'log',
  report: 'log',
  verify: 'log',
  export: 'log',
  import: 'log',
  demo: 'interactive',
  play: 'interactive',
  serve: 'runs',
  host: 'runs',
};

/** Batches at least this long show a progress bar on a terminal. */
export const PROGRESS_MIN_LINES = 200;

export interface BatchLine {
  /** 1-based line number in the file. */
  line: number;
  words: string[];
}

/**
 * Splits one batch line into words as the shell and the REPL do
 * (src/repl/split.ts: quotes, backslashes, `#` comments). Returns a string
 * explaining the problem for an unfinished line.
 */
export function splitBatchLine(text: string): string[] | string {
  const r = splitLine(text);
  if (!r.open) return r.words;
  if (r.openWith === '\\') return 'a backslash ends the line (a batch command is one line)';
  return `the ${r.openWith === '"' ? 'double' : 'single'} quote is not closed`;
}

/** The command lines of a batch text (blank and comment lines skipped), or the first unreadable line. */
export function parseBatch(text: string): { lines: BatchLine[]; bad: { line: number; problem: string }[] } {
  const lines: BatchLine[] = [];
  const bad: { line: number; problem: string }[] = [];
  const raw = text.replace(/^\uFEFF/, '').split('\n');
  if (raw[raw.length - 1] === '') raw.pop();
  raw.forEach((r, i) => {
    const words = splitBatchLine(r.endsWith('\r') ? r.slice(0, -1) : r);
    if (typeof words === 'string') bad.push({ line: i + 1, problem: words });
    else if (words.length > 0) lines.push({ line: i + 1, words: words[0] === 'umpire' ? words.slice(1) : words });
  });
  return { lines, bad };
}

/** A batch's size at the most (U198): a mistaken `batch /dev/zero` is refused instead of filling the memory. */
export const BATCH_MAX_BYTES = 64 * 1024 * 1024;

/** The whole of a batch's text from a stream, refused past BATCH_MAX_BYTES (`where` names it). */
async function readAll(stream: NodeJS.ReadableStream, where: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of stream) {
    const b = typeof c === 'string' ? Buffer.from(c) : (c as Buffer);
    size += b.length;
    if (size > BATCH_MAX_BYTES) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new UserError('batch-unreadable', { file: where, problemKey: 'err.p.batch-too-big', max: BATCH_MAX_BYTES });
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A progress bar on stderr (a terminal only), redrawn at most ten times a second. */
function progressBar(io: Io, total: number, enabled: boolean) {
  let last = 0;
  let shown = false;
  const draw = (done: number) => {
    const width = 30;
    const full = Math.round((done / total) * width);
    io.stderr.write(`\rumpire batch [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${done}/${total}`);
    shown = true;
  };
  return {
    tick(done: number) {
      if (!enabled) return;
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done);
    },
    clear() {
      if (shown) io.stderr.write('\r\x1b[K');
      shown = false;
      last = 0;
    },
  };
}

interface BatchOpts {
  state?: string;
  seed?: string;
  json?: boolean;
  lang?: string;
  keepGoing?: boolean;
  progress?: boolean;
}

export function register(program: Command, io: Io): void {
  program
    .command('batch')
    .argument('<file>', 'file of umpire command lines, one per line ("-" reads standard input)')
    .description('Run a file of commands in one go: one lock, one state write, the log lines appended together; the first bad line stops it and nothing is written')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--seed <seed>', 'seed the dice at the start of the batch (and from then on)')
    .option('--json', 'add --json to every line whose command takes it (one JSON object per result)')
    .option('--keep-going', 'run the good lines, log them, and list the bad ones (exit 2 if any)')
    .option('--no-progress', 'no progress bar, even on a terminal')
    .option('--lang <lang>', "language of the batch's own messages (default: the game's)")
    .action(async (file: string, opts: BatchOpts) => {
      const lang0 = opts.lang !== undefined ? choiceOpt('--lang', opts.lang, LANGS) : undefined;
      const where = file === '-' ? 'stdin' : file;
      let text: string;
      if (file === '-') {
        text = await readAll(io.stdin, where);
      } else {
        try {
          // A stream, not one read: a pipe (`batch <(...)`) works, and a device is bounded.
          text = await readAll(createReadStream(resolve(io.cwd, file)), file);
        } catch (e) {
          if (isUserError(e)) throw e;
          const code = (e as NodeJS.ErrnoException).code;
          throw new UserError('batch-unreadable', { file, ...(code === 'ENOENT' ? { problemKey: 'err.p.no-such-file' } : code === 'EISDIR' ? { problemKey: 'err.p.a-folder' } : { problem: (e as Error).message }) });
        }
      }
      const parsed = parseBatch(text);
      const paths = statePaths(io, opts);
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);

      // What the lines see: the shell's environment, this batch's state as the
      // default, no stdin, and no waiting for a lock (the batch holds it).
      const out: string[] = [];
      let errText = '';
      const lineIo: Io = {
        // What the lines print reaches io.stdout at the end: escaped there if io.stdout escapes.
        stdout: { write: (s: string) => out.push(s), isTTY: io.stdout.isTTY, escapes: io.stdout.escapes },
        stderr: { write: (s: string) => (errText += s), isTTY: false },
        stdin: Object.assign(new PassThrough().end(), { isTTY: false }),
        env: { ...io.env, UMPIRE_STATE: paths.state, UMPIRE_LOCK_TIMEOUT: '0.001' },
        cwd: io.cwd,
        argv: [],
      };
      const { buildProgram, commanderMessage } = theProgram();
      const prog = await buildProgram([], lineIo);
      // Each line read from the same definitions without commander's whole machinery; anything unusual goes through commander.
      const quick = quickParser(prog);
      const bar = progressBar(io, parsed.lines.length, opts.progress !== false && Boolean(io.stderr.isTTY) && parsed.lines.length >= PROGRESS_MIN_LINES);

      const bad: { line: number; problem: string }[] = [...parsed.bad];
      let lang: Lang = lang0 ?? 'en';
      const fail = (line: number, problem: string) => {
        const err = new UserError('batch-failed', { file: where, line, problem });
        (err as UserError & { lang?: Lang }).lang = lang;
        return err;
      };
      if (bad.length > 0 && !opts.keepGoing) throw fail(bad[0].line, bad[0].problem);

      /** Runs one line; null when it succeeded, else its problem (one line) after taking back what it did. */
      const baseEnv = lineIo.env;
      /** The umpire the database's connection is bound to (issue 43 F8), once the batch's transaction has begun. */
      let bound: string | undefined;
      /** Whether a command takes --json, asked once per command (a batch asks at every line). */
      const jsonTaken = new Map<Command, boolean>();
      const takesJson = (c: Command): boolean => {
        let v = jsonTaken.get(c);
        if (v === undefined) jsonTaken.set(c, (v = c.options.some((o) => o.long === '--json')));
        return v;
      };
      const runLine = async (given: string[], mark: TxMark | null, rollback: (m: TxMark) => void): Promise<string | null> => {
        // A line's own --umpire, --store, --cross (src/state/store-url.ts), as the shell takes them.
        let words = given;
        lineIo.env = baseEnv;
        try {
          const g = globalOptions(given, baseEnv);
          if (g) {
            words = g.argv;
            lineIo.env = g.env;
          }
        } catch (e) {
          if (isUserError(e)) return e.localized(lang);
          throw e;
        }
        // A batch is one umpire's (issue 43 F8): a line naming another would make its entries another's, unchecked.
        const who = (e: NodeJS.ProcessEnv) => (e.UMPIRE_NAME ?? '').trim();
        if (who(lineIo.env) !== who(baseEnv)) {
          // On a connection bound to its umpire, no batch of another's could be run there: said as the database's refusal.
          if (bound !== undefined) return t(lang, 'err.store-umpire-bound', { name: clip(who(lineIo.env)), bound });
          return t(lang, 'err.batch-other-umpire', { line: clip(who(lineIo.env)), batch: who(baseEnv) || '-' });
        }
        const name = words[0] ?? '';
        if (Object.hasOwn(NOT_IN_BATCH, name)) return t(lang, 'err.batch-not-allowed', { command: name, why: t(lang, `batch.why.${NOT_IN_BATCH[name]}`) });
        const sub = quick.command(name) ?? prog.commands.find((c) => c.name() === name || c.aliases().includes(name));
        // A command with subcommands (intervention shot): the subcommand's own options say whether it prints JSON.
        const leaf = sub?.commands.find((c) => c.name() === words[1]) ?? sub;
        const withJson = opts.json && leaf && takesJson(leaf) && !words.includes('--json');
        lineIo.argv = withJson ? [...words, '--json'] : words;
        const outLen = out.length;
        errText = '';
        try {
          // Help on a line is said in the language the shell would use for it (src/cli.ts buildProgram).
          const asksHelp = words[0] === 'help' || words.some((w) => w === '--help' || w === '-h');
          const q = asksHelp ? null : quick.parse(lineIo.argv);
          if (q) await quick.run(q);
          else await (asksHelp ? await buildProgram(lineIo.argv, lineIo) : prog).parseAsync(lineIo.argv, { from: 'user' });
          if (errText) {
            bar.clear();
            io.stderr.write(errText);
          }
          return null;
        } catch (e) {
          // Help asked for on a line is printed, as in the shell.
          if (e instanceof CommanderError && (e.code === 'commander.helpDisplayed' || e.code === 'commander.help' || e.code === 'commander.version')) return null;
          // Without --keep-going the whole batch is dropped: nothing to take back.
          if (mark) rollback(mark);
          out.length = outLen;
          if (e instanceof CommanderError) {
            // Commander's own errors, from the catalogue in the game's language, on one line.
            return commanderMessage(e, lang).replace(/\s*[\r\n]+\s*/g, ' ').trim();
          }
          if (isUserError(e)) return e.localized((e as UserError & { lang?: Lang }).lang ?? lang);
          throw e;
        }
      };

      const { value } = await transact({ paths, env: io.env, argv: io.argv, seed: opts.seed, warn }, async (tx) => {
        lang = lang0 ?? tx.game.lang;
        // A connection bound to an umpire (their database role, issue 43 F8): every line is theirs, a line naming another refused.
        bound = tx.store?.boundUmpire;
        if (bound !== undefined) baseEnv.UMPIRE_NAME = bound;
        let done = 0;
        let yielded = Date.now();
        await runAmbient({ tx, paths, sf: tx.file! }, async () => {
          for (const { line, words } of parsed.lines) {
            // Let the event loop breathe: the lock is refreshed by a timer, and
            // a lock left unrefreshed for long is judged stale by others.
            if (Date.now() - yielded > 100) {
              await new Promise((r) => setImmediate(r));
              yielded = Date.now();
            }
            const problem = await runLine(words, opts.keepGoing ? tx.mark() : null, (m) => tx.rollback(m));
            if (problem !== null) {
              if (!opts.keepGoing) {
                bar.clear();
                throw fail(line, problem);
              }
              bad.push({ line, problem });
            }
            // The line is done: its entries become log lines, their records are let go.
            tx.seal();
            bar.tick(++done);
          }
        });
        bar.clear();
        return { run: done, first: tx.logSeq + 1, count: tx.count };
      });

      for (let i = 0; i < out.length; i += 1000) io.stdout.write(out.slice(i, i + 1000).join(''));
      const good = value.run - (bad.length - parsed.bad.length);
      // The messages on one line each, their escape sequences shown and never obeyed, as the shell's refusal says them (src/cli.ts).
      const said = (s: string) => `umpire: ${escapeControls(s.replace(/\s*[\r\n]+\s*/g, ' ').trim(), false)}\n`;
      const range = value.count > 0 ? ` (${value.first}-${value.first + value.count - 1})` : '';
      io.stderr.write(said(t(lang, 'batch.done', { file: where, lines: good, entries: value.count, range })));
      if (bad.length > 0) {
        bad.sort((a, b) => a.line - b.line);
        for (const b of bad) io.stderr.write(said(t(lang, 'err.batch-line', { file: where, line: b.line, problem: b.problem })));
        const err = new UserError('batch-bad-lines', { n: bad.length, lines: bad.map((b) => b.line).join(', ') });
        (err as UserError & { lang?: Lang }).lang = lang;
        throw err;
      }
    });
}
