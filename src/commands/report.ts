// `umpire report --html FILE`: the after-action report as one self-contained
// HTML page (inline CSS, JS and SVG; no network): scenario, RL charts,
// casualty, arrest and property tables, and the whole log with filters.
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { isUserError, systemWhy, UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { writeAtomic } from '../state/store.js';
import { openLogOf } from '../state/backend.js';
import { logRows } from '../review/entries.js';
import { summarize } from '../review/summary.js';
import { statePaths, type Io } from './common.js';

interface ReportOpts {
  state?: string;
  html?: string;
  lang?: string;
  json?: boolean;
  force?: boolean;
}

/** A path as the file system resolves it (links followed; a file not yet there by its folder's real path). */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    try {
      return resolve(realpathSync(dirname(file)), file.slice(dirname(file).length + 1));
    } catch {
      return file;
    }
  }
}

export function register(program: Command, io: Io): void {
  program
    .command('report')
    .description('After-action report: one self-contained HTML page (charts, tables, the whole log with filters)')
    .option('--html <file>', 'write the page to this file')
    .option('--json', 'print where the page went as JSON')
    .option('--force', 'overwrite an existing file (never the game\'s state, log or lock)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json); its log is read')
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices(['en', 'fr']))
    .action(async (opts: ReportOpts) => {
      if (!opts.html) throw new UserError('missing-option', { procedure: 'report', whatKey: 'err.w.report-html', option: '--html FILE', optionKey: 'err.o.html-file' });
      const paths = statePaths(io, opts);
      const file = resolve(io.cwd, opts.html);
      // The game's own files are never the page, by any name (a link to them included).
      const own = paths.db === undefined ? [paths.state, paths.log, paths.lock].map(realPath) : [];
      if (own.includes(realPath(file)) || own.includes(file)) throw new UserError('bad-option', { option: '--html', problemKey: 'err.p.is-game-file', path: file });
      let exists = false;
      try {
        lstatSync(file);
        exists = true;
      } catch {
        /* a new file */
      }
      if (exists && !opts.force) throw new UserError('bad-option', { option: '--html', problemKey: 'err.p.file-exists', path: file });
      const { entries } = await openLogOf(paths, io.env);
      const summary = await summarize(entries, opts.lang as Lang | undefined);
      const lang = (opts.lang ?? summary.lang) as Lang;
      const { buildReport } = await import('../review/html.js');
      // A game with a map: the map as of each entry, a slider choosing it (docs/map.md "The report's replay").
      let replay: string | undefined;
      if (entries.some((e) => e.kind === 'init' && e.scenario && (e.scenario as { map?: unknown }).map !== undefined)) {
        const { mapReplay, replaySection, REPLAY_CSS } = await import('../review/map-replay.js');
        const { esc, scriptJson } = await import('../review/html.js');
        const r = mapReplay(entries, lang);
        if (r) replay = `<style>${REPLAY_CSS}</style>\n${replaySection(r, lang, scriptJson, esc)}`;
      }
      const html = buildReport(summary, logRows(entries), lang, replay);
      try {
        // Atomic, and a link at the name is replaced, never written through.
        writeAtomic(file, html);
      } catch (e) {
        if (isUserError(e)) throw e;
        throw new UserError('bad-option', { option: '--html', problemKey: 'err.p.cannot-write-file', path: file, ...systemWhy(e, file) });
      }
      const bytes = Buffer.byteLength(html);
      if (opts.json) io.stdout.write(`${JSON.stringify({ file, bytes })}\n`);
      else io.stdout.write(`${t(lang, 'report.written', { file, bytes })}\n`);
    });
}
