// `umpire report --html FILE`: the after-action report as one self-contained
// HTML page (inline CSS, JS and SVG; no network): scenario, RL charts,
// casualty, arrest and property tables, and the whole log with filters.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { readLog } from '../state/store.js';
import { logRows } from '../review/entries.js';
import { summarize } from '../review/summary.js';
import { statePaths, type Io } from './common.js';

interface ReportOpts {
  state?: string;
  html?: string;
  lang?: string;
  json?: boolean;
}

export function register(program: Command, io: Io): void {
  program
    .command('report')
    .description('After-action report: one self-contained HTML page (charts, tables, the whole log with filters)')
    .option('--html <file>', 'write the page to this file')
    .option('--json', 'print where the page went as JSON')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json); its log is read')
    .addOption(new Option('--lang <lang>', "output language (default: the game's)").choices(['en', 'fr']))
    .action(async (opts: ReportOpts) => {
      if (!opts.html) throw new UserError('missing-option', { procedure: 'report', whatKey: 'err.w.report-html', option: '--html FILE', optionKey: 'err.o.html-file' });
      const { entries } = readLog(statePaths(io, opts).log);
      const summary = summarize(entries);
      const lang = (opts.lang ?? summary.lang) as Lang;
      const { buildReport } = await import('../review/html.js');
      const html = buildReport(summary, logRows(entries), lang);
      const file = resolve(io.cwd, opts.html);
      try {
        writeFileSync(file, html);
      } catch (e) {
        throw new UserError('bad-option', { option: '--html', problemKey: 'err.p.cannot-write-file', path: file, why: (e as Error).message });
      }
      const bytes = Buffer.byteLength(html);
      if (opts.json) io.stdout.write(`${JSON.stringify({ file, bytes })}\n`);
      else io.stdout.write(`${t(lang, 'report.written', { file, bytes })}\n`);
    });
}
