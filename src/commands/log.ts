// `umpire log`: the turn log as a reviewer reads it (table, JSON lines, CSV,
// Markdown), filtered by turn, procedure, subject and outcome; --follow keeps
// printing new entries while play goes on in another terminal.
import { Option, type Command } from 'commander';
import { escapeControls } from '../render/safe.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { openLogOf } from '../state/backend.js';
import { type LogEntry } from '../state/log.js';
import { filterRows, logRows, type LogFilter, type LogRow } from '../review/entries.js';
import { followLog } from '../review/follow.js';
import { compactRows, formatRows, LOG_FORMATS, tableWidth, type LogFormat } from '../review/format.js';
import { setTerminalWidth, terminalWidth } from '../render/width.js';
import { collect, intOpt, statePaths, useColor, type Io } from './common.js';
import { UserError } from '../errors.js';
import type { Game } from '../engine/system.js';
import type { Resolution } from '../rules/types.js';
import { readGame } from '../state/transaction.js';

interface LogOpts {
  state?: string;
  lang?: string;
  turn?: string;
  from?: string;
  to?: string;
  procedure?: string[];
  outcome?: string[];
  crowd?: string;
  unit?: string;
  building?: string;
  by?: string;
  crossed?: boolean;
  format?: LogFormat;
  json?: boolean;
  follow?: boolean;
  player?: boolean;
  wide?: boolean;
  width?: string;
}

/**
 * The players' log (`log --player`): each resolution in force as the players
 * were told it (src/render/player.ts, through every system's players' view),
 * one block each, or one PlayerRecord a line with --json; entries undone,
 * undos and the scenario are the umpire's.
 */
function playerLog(pv: typeof import('../render/player.js'), rows: readonly LogRow[], records: Map<number, unknown>, format: LogFormat, o: { lang: Lang; color: boolean; game: Game }): string {
  const { playerRecord, renderPlayerResolution } = pv;
  const shown = rows.filter((r) => r.kind === 'resolution' && r.undoneBy === null && records.has(r.seq));
  return shown
    .map((r) => {
      const rec = records.get(r.seq) as Resolution;
      if (format === 'json') return `${JSON.stringify(playerRecord(rec, { lang: o.lang, turn: r.turn, logged: r.seq, game: o.game }))}\n`;
      return renderPlayerResolution(rec, { lang: o.lang, color: o.color, turn: r.turn, game: o.game });
    })
    .join(format === 'json' ? '' : '\n');
}

/** The filter the options describe (bad numbers are UserErrors naming the option). */
export function filterFromOptions(o: LogOpts): LogFilter {
  const f: LogFilter = {};
  if (o.turn !== undefined) f.turn = intOpt('--turn', o.turn, 1, 100000);
  if (o.from !== undefined) f.from = intOpt('--from', o.from, 1, 100000);
  if (o.to !== undefined) f.to = intOpt('--to', o.to, 1, 100000);
  if (o.procedure) f.procedure = o.procedure.flatMap((p) => p.split(',')).map((p) => p.trim()).filter(Boolean);
  if (o.outcome) f.outcome = o.outcome.flatMap((p) => p.split(',')).map((p) => p.trim()).filter(Boolean);
  if (o.crowd !== undefined) f.crowd = o.crowd;
  if (o.unit !== undefined) f.unit = o.unit;
  if (o.building !== undefined) f.building = o.building;
  if (o.by !== undefined) f.by = o.by;
  if (o.crossed) f.crossed = true;
  return f;
}

/** Poll interval of --follow (UMPIRE_FOLLOW_INTERVAL, milliseconds). */
function followInterval(env: NodeJS.ProcessEnv): number {
  const n = Number(env.UMPIRE_FOLLOW_INTERVAL ?? 300);
  return Number.isFinite(n) && n >= 10 ? n : 300;
}

export function register(program: Command, io: Io): void {
  program
    .command('log')
    .description('The turn log as a table (or JSON lines, CSV, Markdown), filtered; --follow prints new entries as they come')
    .option('--turn <n>', 'only this turn')
    .option('--from <n>', 'from this turn on')
    .option('--to <n>', 'up to this turn')
    .option('--procedure <name>', 'only this procedure (repeatable, or comma-separated): rl-roll, next-turn, undo, init...', collect)
    .option('--outcome <code>', 'only this outcome code (repeatable, or comma-separated): rl-up, rl-down...', collect)
    .option('--crowd <id>', 'only entries about this crowd (subject or an effect on it)')
    .option('--unit <id>', 'only entries about this unit')
    .option('--building <id>', 'only entries about this building')
    .option('--by <umpire>', 'only entries by this umpire (--umpire NAME when they were made)')
    .option('--crossed', "only entries made out of their umpire's sector (--cross)")
    .addOption(new Option('--format <format>', 'output format').choices([...LOG_FORMATS]).default('table'))
    .option('--json', 'same as --format json')
    .option('--follow', 'keep printing new entries as they are logged (stop with Ctrl-C)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json); its log is read')
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices(['en', 'fr']))
    .option('--player', "players' view: each resolution as the players were told it (table or --json)")
    .option('--wide', 'the full table even on a narrow terminal (there, one line an entry by default)')
    .option('--width <columns>', "fit the output to this many columns (piped output is not fitted unless given)")
    .action(async (opts: LogOpts) => {
      const filter = filterFromOptions(opts);
      const format: LogFormat = opts.json ? 'json' : (opts.format ?? 'table');
      const player = Boolean(opts.player) || io.env.UMPIRE_VIEW === 'player';
      if (player && format !== 'table' && format !== 'json') throw new UserError('bad-option', { option: '--format', problemKey: 'err.p.player-format', path: format });
      const paths = statePaths(io, opts);
      // The players name things as the game does (U74): the game is read for its names.
      const game = player ? (await readGame({ paths, env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) })).game : null;
      const { entries, bytes } = await openLogOf(paths, io.env);
      const lang = (opts.lang ?? entries[0]?.scenario?.lang ?? 'en') as Lang;
      const { theme } = await import('../render/human.js');
      const th = theme(useColor(io));
      const all: LogEntry[] = [...entries];
      const records = (list: readonly LogEntry[]) => new Map<number, unknown>(list.filter((e) => e.record).map((e) => [e.seq, e.record]));
      const rows = filterRows(logRows(all), filter);
      const pv = game ? await import('../render/player.js') : null;
      const { saidRows } = await import('../review/outcome-words.js');
      // The width the table must fit: the terminal's, or --width's (a pipe's output is fitted only then).
      if (opts.width !== undefined) setTerminalWidth(intOpt('--width', opts.width, 40, 1000));
      const width = format === 'table' ? terminalWidth() : null;
      // Narrower than the table needs: one line an entry (decided once, on the first rows, for --follow's too).
      let compact: boolean | null = opts.wide || width === null || (pv && game) ? false : null;
      const format1 = (list: readonly LogRow[], recs: Map<number, unknown>, header: boolean) => {
        if (pv && game) return playerLog(pv, list, recs, format, { lang, color: useColor(io), game });
        // A person's view says each outcome in the language asked where its record lets it (issue 40 item 7); json and csv keep the data.
        if (format === 'table' || format === 'md') list = saidRows(list, recs, lang);
        if (compact === null && list.length > 0) compact = tableWidth(list, lang) > width!;
        if (compact) return compactRows(list, { lang, th, header, width: width! });
        return formatRows(list, format, { lang, th, header, records: recs });
      };
      const first = format1(rows, records(all), true);
      if (first) io.stdout.write(escapeControls(first));
      else if (!opts.follow && format === 'table') io.stderr.write(`umpire: ${t(lang, 'log.empty')}\n`);
      else if (format === 'csv' || format === 'md') io.stdout.write(formatRows([], format, { lang, th, header: true }));
      if (!opts.follow) return;

      let printedHeader = Boolean(first) || format === 'csv' || format === 'md';
      const ac = new AbortController();
      const stop = () => ac.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        const onEntries = (fresh: LogEntry[]) => {
          // A new log (re-init) starts with seq 1: forget the old entries.
          if (fresh[0].seq === 1) all.length = 0;
          all.push(...fresh);
          const seqs = new Set(fresh.map((e) => e.seq));
          const newRows: LogRow[] = filterRows(logRows(all), filter).filter((r) => seqs.has(r.seq));
          const text = format1(newRows, records(fresh), !printedHeader);
          if (text) {
            io.stdout.write(escapeControls(text));
            printedHeader = true;
          }
        };
        const onProblem = (m: string) => io.stderr.write(`umpire: ${m}\n`);
        if (paths.db !== undefined) {
          // The database store follows by LISTEN/NOTIFY, and connects again when the connection is lost, as
          // `serve` and the REPL do (issue 42): one line on stderr each loss, then what was committed meanwhile.
          const { followDatabase, lostLine } = await import('../state/pg-follow.js');
          await followDatabase(paths, io.env, ac.signal, () => lang, () => all.at(-1)?.seq ?? 0, {
            onEntries,
            onProblem,
            onLost: (e) => void lostLine(e, lang).then((line) => io.stderr.write(`umpire: ${line}\n`)),
            onBack: () => undefined,
          });
        } else {
          // A file by polling it.
          await followLog(paths.log, { from: bytes, intervalMs: followInterval(io.env), lang, signal: ac.signal, onEntries, onProblem });
        }
      } finally {
        process.removeListener('SIGINT', stop);
        process.removeListener('SIGTERM', stop);
      }
    });
}
