// The formats of `umpire log`: a terminal table, JSON lines, CSV and
// Markdown, all from the same rows (src/review/entries.ts).
import { t } from '../i18n/index.js';
import { table, type Theme } from '../render/human.js';
import { cutLine, visible } from '../render/width.js';
import type { Lang } from '../rules/types.js';
import { diceText, whoText, type LogRow } from './entries.js';

export const LOG_FORMATS = ['table', 'json', 'csv', 'md'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Stable column keys (CSV header); the table and Markdown headers come from the catalogue. */
export const LOG_COLUMNS = ['seq', 'turn', 'kind', 'procedure', 'who', 'dice', 'modifiers', 'total', 'outcome', 'text', 'undone_by', 'undoes'] as const;

const sumMods = (r: LogRow) => r.modifiers.reduce((s, m) => s + m.value, 0);

/** One row's cells, by stable column key. */
export function cells(r: LogRow): Record<(typeof LOG_COLUMNS)[number], string> {
  return {
    seq: String(r.seq),
    turn: String(r.turn),
    kind: r.kind,
    procedure: r.procedure,
    who: whoText(r),
    dice: diceText(r.rolls),
    modifiers: r.modifiers.length > 0 ? String(sumMods(r)) : '',
    total: r.total === null ? '' : String(r.total),
    outcome: r.outcome.code,
    text: r.outcome.text,
    undone_by: r.undoneBy === null ? '' : String(r.undoneBy),
    undoes: r.undoes.join(' '),
  };
}

/** The status cell a person reads: undone, or what an undo took back. */
export function statusText(r: LogRow, lang: Lang): string {
  if (r.undoneBy !== null) return t(lang, 'log.undone-by', { seq: r.undoneBy });
  if (r.kind === 'undo') return t(lang, 'log.undoes', { seqs: r.undoes.map((s) => `#${s}`).join(', ') });
  return '';
}

const HUMAN_COLUMNS = ['seq', 'turn', 'procedure', 'who', 'dice', 'total', 'outcome', 'status'] as const;

/** A log with entries by named umpires (issue 35) shows who ran each, in a column after the entry number. */
const named = (rows: readonly LogRow[]) => rows.some((r) => r.by !== undefined);

/** Who ran an entry, as a person reads it: the name, and "(out of sector)" when made with --cross (U236). */
export function byText(r: LogRow, lang: Lang): string {
  if (r.by === undefined) return '';
  return r.cross ? t(lang, 'log.by-cross', { by: r.by }) : r.by;
}

/**
 * A procedure as a person reads it in the log: its name in the language (`<procedure>.procedure`, "Jet de facteur de
 * réaction"), its id where the catalogue has none (init, note, undo). The ids and outcome codes stay in the data
 * (`--format json|csv`): human output in French says French words (issue 40 item 7).
 */
export function procedureWords(procedure: string, lang: Lang): string {
  const key = `${procedure}.procedure`;
  const name = t(lang, key);
  return name === key ? procedure : name;
}

function humanRow(r: LogRow, lang: Lang, withBy = false): string[] {
  const c = cells(r);
  // An undo's text names what it took back as `#5 rl-roll` (logRows, src/review/entries.ts): each procedure by its name.
  const text = r.kind === 'undo' ? c.text.replace(/#(\d+) ([a-z][a-z0-9-]*)/g, (_m, n: string, p: string) => `#${n} ${procedureWords(p, lang)}`) : c.text;
  const row = [c.seq, c.turn, procedureWords(r.procedure, lang), c.who, c.dice, c.total, text, statusText(r, lang)];
  if (withBy) row.splice(1, 0, byText(r, lang));
  return row;
}

function humanHead(lang: Lang, withBy = false): string[] {
  const head = HUMAN_COLUMNS.map((k) => t(lang, `log.col.${k}`));
  if (withBy) head.splice(1, 0, t(lang, 'log.col.umpire'));
  return head;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. */
export function csvField(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A Markdown table cell: pipes escaped, line breaks as spaces, HTML as entities. */
export function mdCell(s: string): string {
  // HTML as entities: a Markdown renderer passes raw HTML through (issue 34: a note's <script> reached the page).
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One row as its own JSON line: the normalized row plus the full record for procedure-specific fields. */
export function jsonRow(r: LogRow, record: unknown): string {
  return JSON.stringify(record === undefined ? r : { ...r, record });
}

export interface FormatOptions {
  lang: Lang;
  th: Theme;
  /** False when printing more rows under what was printed already (--follow). */
  header: boolean;
  /** Full records by seq, for --format json. */
  records?: Map<number, unknown>;
}

/** The rows in one format; ends with a newline unless there is nothing to print. */
export function formatRows(rows: readonly LogRow[], format: LogFormat, o: FormatOptions): string {
  if (format === 'json') return rows.map((r) => `${jsonRow(r, o.records?.get(r.seq))}\n`).join('');
  const withBy = named(rows);
  if (format === 'csv') {
    // With sectors crossed (--cross), a `cross` column after `umpire`: `true` on those entries.
    const withCross = rows.some((r) => r.cross === true);
    const lines = rows.map((r) => [...LOG_COLUMNS.map((k) => csvField(cells(r)[k])), ...(withBy ? [csvField(r.by ?? '')] : []), ...(withCross ? [r.cross ? 'true' : ''] : [])].join(','));
    if (o.header) lines.unshift([...LOG_COLUMNS, ...(withBy ? ['umpire'] : []), ...(withCross ? ['cross'] : [])].join(','));
    return lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '';
  }
  if (format === 'md') {
    const lines = rows.map((r) => `| ${humanRow(r, o.lang, withBy).map(mdCell).join(' | ')} |`);
    const align = HUMAN_COLUMNS.map((k) => (k === 'seq' || k === 'turn' || k === 'total' ? ' ---: ' : ' --- '));
    if (withBy) align.splice(1, 0, ' --- ');
    if (o.header) lines.unshift(`| ${humanHead(o.lang, withBy).map(mdCell).join(' | ')} |`, `|${align.join('|')}|`);
    return lines.length > 0 ? `${lines.join('\n')}\n` : '';
  }
  if (rows.length === 0) return '';
  return `${table(o.header ? humanHead(o.lang, withBy) : [], rows.map((r) => humanRow(r, o.lang, withBy)), o.th)}\n`;
}

/** The widest a compact line's procedure and subject columns grow (longer ones are cut with "…"). */
const COMPACT_CAP = { procedure: 20, who: 16 } as const;

/** A cell padded to `w` columns, cut with "…" when longer. */
function pad(s: string, w: number): string {
  const cut = visible(s) > w ? `${s.slice(0, Math.max(0, w - 1))}…` : s;
  return cut + ' '.repeat(Math.max(0, w - visible(cut)));
}

/**
 * The log one line an entry, for a terminal narrower than the table needs
 * (`log` at 80 columns; `--wide` for the table): seq, turn, procedure (its
 * name), who, then its text (and whether it was undone) cut to the width at a
 * space, with "…".
 */
export function compactRows(rows: readonly LogRow[], o: { lang: Lang; th: Theme; header: boolean; width: number }): string {
  if (rows.length === 0) return '';
  const head = { seq: t(o.lang, 'log.col.seq'), turn: t(o.lang, 'log.col.turn'), procedure: t(o.lang, 'log.col.procedure'), who: t(o.lang, 'log.col.who'), text: t(o.lang, 'log.col.outcome') };
  const cellsOf = rows.map((r) => {
    const status = statusText(r, o.lang);
    const text = status ? `(${status}) ${r.outcome.text}` : r.outcome.text;
    return { r, seq: String(r.seq), turn: String(r.turn), procedure: procedureWords(r.procedure, o.lang), who: whoText(r), text: r.by !== undefined ? `${byText(r, o.lang)}: ${text}` : text };
  });
  const w = (k: 'seq' | 'turn' | 'procedure' | 'who') => {
    const most = Math.max(visible(head[k]), ...cellsOf.map((c) => visible(c[k])));
    return k in COMPACT_CAP ? Math.min(most, COMPACT_CAP[k as keyof typeof COMPACT_CAP]) : most;
  };
  const widths = { seq: w('seq'), turn: w('turn'), procedure: w('procedure'), who: w('who') };
  const left = (c: { seq: string; turn: string; procedure: string; who: string }) =>
    `${' '.repeat(Math.max(0, widths.seq - c.seq.length))}${c.seq} ${pad(c.turn, widths.turn)} ${pad(c.procedure, widths.procedure)} ${pad(c.who, widths.who)}`;
  const lines = cellsOf.map((c) => {
    const line = cutLine(`${left(c)} ${c.text}`, o.width);
    return c.r.undoneBy !== null ? o.th.dim(line) : line;
  });
  if (o.header) lines.unshift(o.th.head(cutLine(`${left(head)} ${head.text}`, o.width)));
  return `${lines.join('\n')}\n`;
}

/** The columns the log's table takes unwrapped (its frame included). */
export function tableWidth(rows: readonly LogRow[], lang: Lang): number {
  const withBy = named(rows);
  const widths = humanHead(lang, withBy).map(visible);
  for (const r of rows) humanRow(r, lang, withBy).forEach((c, i) => (widths[i] = Math.max(widths[i], ...c.split('\n').map(visible))));
  return widths.reduce((a, b) => a + b, 0) + 3 * widths.length + 1;
}
