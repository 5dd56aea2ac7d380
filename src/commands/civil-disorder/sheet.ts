// `umpire screen` and `umpire reference`: the umpire's screen (every table on
// one page) and the players' reference (what the edition lets the players
// read, U103), from the rule tables the program resolves with: Markdown on
// the terminal, `--html FILE` a self-contained page for print, `--json` the
// sheet as data.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { systemWhy, UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { EDITIONS, LANGS, type Edition, type Lang } from '../../rules/types.js';
import { statePaths, type Io } from '../common.js';

/** The edition and language of the game in place, if there is one to read (else none: the sheets need no game). */
function gameEdition(io: Io, opts: SheetOpts): { edition: Edition; lang: Lang } | null {
  try {
    const g = JSON.parse(readFileSync(statePaths(io, opts).state, 'utf8'))?.game;
    if (EDITIONS.includes(g?.edition) && LANGS.includes(g?.lang ?? g?.edition)) return { edition: g.edition, lang: g.lang ?? g.edition };
  } catch {
    // No game here, or not one to read: the sheets do not need one.
  }
  return null;
}

interface SheetOpts {
  state?: string;
  edition?: string;
  lang?: string;
  html?: string;
  paper?: string;
  json?: boolean;
}

function registerSheet(program: Command, io: Io, name: 'screen' | 'reference'): void {
  const kind = name === 'screen' ? 'screen' : 'players';
  program
    .command(name)
    .description(
      name === 'screen'
        ? "The umpire's screen: every table of the game on one page, from the rule tables"
        : "The players' reference: the parts of the rules the edition gives the players (U103)",
    )
    .addOption(new Option('--edition <edition>', 'rules edition (default en)').choices([...EDITIONS]))
    .addOption(new Option('--lang <lang>', "output language (default: the edition's)").choices([...LANGS]))
    .option('--html <file>', 'write a self-contained HTML page for print to this file')
    .addOption(new Option('--paper <paper>', 'paper for --html (default a4)').choices(['a4', 'letter']))
    .option('--json', 'print the sheet as JSON (or, with --html, where it went)')
    .option('--state <file>', "a game whose edition and language to use (default: $UMPIRE_STATE or ./umpire-state.json, if there)")
    .action(async (opts: SheetOpts) => {
      const game = gameEdition(io, opts);
      const edition = (opts.edition ?? game?.edition ?? 'en') as Edition;
      const lang = (opts.lang ?? (opts.edition ? edition : (game?.lang ?? edition))) as Lang;
      const { buildSheet } = await import('../../reference/civil-disorder/sheet.js');
      const { sheetHtml, sheetMarkdown } = await import('../../reference/civil-disorder/render.js');
      const sheet = buildSheet(kind, edition, lang);
      if (opts.html) {
        const html = sheetHtml(sheet, (opts.paper ?? 'a4') as 'a4' | 'letter');
        const file = resolve(io.cwd, opts.html);
        try {
          writeFileSync(file, html);
        } catch (e) {
          throw new UserError('bad-option', { option: '--html', problemKey: 'err.p.cannot-write-file', path: file, ...systemWhy(e, file) });
        }
        const bytes = Buffer.byteLength(html);
        if (opts.json) io.stdout.write(`${JSON.stringify({ file, bytes })}\n`);
        else io.stdout.write(`${t(lang, 'sheet.written', { what: sheet.title, file, bytes })}\n`);
        return;
      }
      if (opts.json) io.stdout.write(`${JSON.stringify(sheet)}\n`);
      else io.stdout.write(sheetMarkdown(sheet));
    });
}

export function register(program: Command, io: Io): void {
  registerSheet(program, io, 'screen');
}

export function registerReference(program: Command, io: Io): void {
  registerSheet(program, io, 'reference');
}
