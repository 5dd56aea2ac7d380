// The theme (colours from one map, none off a terminal) and the tables every
// human output draws: a frame drawn directly where it can be, cli-table3
// otherwise, fitted to the terminal's width.
import { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { terminalWidth, visible, wrapText } from './width.js';

/** The two themes, made once: a batch renders thousands of resolutions. */
const themes: Partial<Record<'color' | 'plain', ReturnType<typeof makeTheme>>> = {};

export function theme(color: boolean) {
  return (themes[color ? 'color' : 'plain'] ??= makeTheme(color));
}

function makeTheme(color: boolean) {
  if (!color) {
    // Chalk without colour gives its text back as it is: so does this, without a call through chalk per cell.
    const same = (s: string) => String(s);
    return { title: same, dim: same, good: same, bad: same, neutral: same, plus: same, minus: same, head: same };
  }
  const c: ChalkInstance = new Chalk({ level: 1 });
  return {
    title: (s: string) => c.bold(s),
    dim: (s: string) => c.dim(s),
    good: (s: string) => c.green.bold(s),
    bad: (s: string) => c.red.bold(s),
    neutral: (s: string) => c.yellow.bold(s),
    plus: (s: string) => c.green(s),
    minus: (s: string) => c.red(s),
    head: (s: string) => c.cyan(s),
  };
}
export type Theme = ReturnType<typeof makeTheme>;

/** Colour codes (SGR), which take no room on the screen. */
const SGR = /\x1b\[[0-9;]*m/g;
/**
 * Characters one column wide for cli-table3 as for a terminal: printable
 * ASCII, Latin-1 and Latin Extended-A (French, Œ) without the soft hyphen and
 * the two emoji © ®, and the dashes, quotes, ellipsis, primes, bullet and
 * right arrow the texts use, and the narrow no-break space of French
 * percentages (83,3 %). tests/render/table.test.ts checks each one against
 * cli-table3.
 */
const NARROW = /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u202f\u2032\u2033\u2192]*$/;

/**
 * The table cli-table3 draws with table()'s options (a frame, a space each
 * side of a cell, no rule between rows), drawn directly: cli-table3 measures
 * every cell several times over and took half of a batch's time with human
 * output. Null when a cell is outside what this draws the same (another
 * character, a line break, a ragged row): cli-table3 draws those.
 */
/** Each colour code chalk opens, and the one that closes it. */
const CLOSES: Record<string, string> = { 1: '22', 2: '22', 31: '39', 32: '39', 33: '39', 36: '39' };

/** True when a cell's colour codes are the themes' own, each closed in turn (what cli-table3 leaves as they are). */
function balanced(cell: string): boolean {
  const open: string[] = [];
  for (const m of cell.matchAll(SGR)) {
    const code = m[0].slice(2, -1);
    if (CLOSES[code] !== undefined) open.push(CLOSES[code]);
    else if (open.pop() !== code) return false;
  }
  return open.length === 0;
}

export function drawTable(head: string[], rows: string[][]): string | null {
  const n = head.length;
  if (n === 0) return null;
  const widths = new Array<number>(n).fill(0);
  // Each cell's width on the screen, the head's first, then row by row.
  const lens: number[] = [];
  for (let k = -1; k < rows.length; k++) {
    const r = k < 0 ? head : rows[k];
    if (r.length !== n) return null;
    for (let i = 0; i < n; i++) {
      const cell = r[i];
      const ansi = cell.includes('\x1b');
      if (ansi && !balanced(cell)) return null;
      const plain = ansi ? cell.replace(SGR, '') : cell;
      if (!NARROW.test(plain)) return null;
      lens.push(plain.length);
      if (plain.length > widths[i]) widths[i] = plain.length;
    }
  }
  // The frame's rules made once per set of widths; each line padded from a string of spaces made once per width.
  const [top, bottom] = rulesFor(widths);
  let out = top;
  let c = 0;
  for (let k = -1; k < rows.length; k++) {
    const r = k < 0 ? head : rows[k];
    out += '\n│ ';
    for (let i = 0; i < n; i++) {
      if (i > 0) out += ' │ ';
      out += r[i] + spaces(widths[i] - lens[c++]);
    }
    out += ' │';
  }
  return `${out}\n${bottom}`;
}

/** A table's top and bottom rules for its columns' widths, drawn once per set of widths. */
const rules = new Map<string, readonly [string, string]>();
function rulesFor(widths: readonly number[]): readonly [string, string] {
  const key = widths.join(',');
  let r = rules.get(key);
  if (r === undefined) {
    const rule = (l: string, m: string, e: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${e}`;
    r = [rule('┌', '┬', '┐'), rule('└', '┴', '┘')] as const;
    if (rules.size < 256) rules.set(key, r);
  }
  return r;
}

/** `n` spaces, each length made once. */
const spaceRuns: string[] = [];
function spaces(n: number): string {
  return spaceRuns[n] ?? (n < 256 ? (spaceRuns[n] = ' '.repeat(n)) : ' '.repeat(n));
}

/** A table as data: what `umpire serve` draws as an HTML table (captureTables). */
export interface CapturedTable {
  head: string[];
  rows: string[][];
}

/** The tables being captured (captureTables), or null: drawn as text. */
let sink: CapturedTable[] | null = null;

/** What marks the place of a captured table in the text: a line of its own (no text holds U+0001, src/render/safe.ts). */
export const TABLE_MARK = '\u0001table ';

/**
 * Runs a renderer with its tables kept as data: each table() call returns a
 * mark line (TABLE_MARK and its index) instead of a frame, so the same
 * renderer that draws `status` in a terminal gives `umpire serve` its tables
 * (one source of truth for what each view shows). One capture at a time.
 */
export async function captureTables(render: () => Promise<string> | string): Promise<{ text: string; tables: CapturedTable[] }> {
  if (sink) throw new Error('captureTables: one capture at a time');
  const tables: CapturedTable[] = [];
  sink = tables;
  try {
    return { text: await render(), tables };
  } finally {
    sink = null;
  }
}

/**
 * A plain table: borders only where they help the eye; fitted to the
 * terminal. A sheet (`sheet`: the casualty list) fits `sheet.columns` on a
 * pipe too, and loses its cells' padding before it wraps a cell.
 */
export function table(head: string[], rows: (string | number)[][], th: Theme, sheet?: { columns: number }): string {
  if (sink) {
    sink.push({ head: [...head], rows: rows.map((r) => r.map(String)) });
    return `${TABLE_MARK}${sink.length - 1}`;
  }
  const heads = head.map((h) => th.head(h));
  const cells = rows.map((r) => r.map(String));
  const w = terminalWidth() ?? sheet?.columns ?? null;
  return (w !== null ? fitTable(heads, cells, w, sheet !== undefined) : null) ?? drawTable(heads, cells) ?? cliTable(heads, cells);
}

/** The narrowest a column is squeezed to when a table is fitted to the terminal. */
const MIN_COLUMN = 4;

/** The longest word (run without a space) of a cell, in columns; negative when the cell holds more than one word. */
function longestWord(cell: string): number {
  let most = 0;
  let count = 0;
  for (const part of cell.split('\n'))
    for (const word of (part.includes('\x1b') ? part.replace(SGR, '') : part).split(/ +/)) {
      most = Math.max(most, word.length);
      if (word) count += 1;
    }
  return count > 1 ? -most : most;
}

/**
 * The columns' widths for a table fitted to `avail` columns of text: each
 * column first as wide as its longest word (so that no word is broken; when
 * even those do not fit, the widest are narrowed and their longest words cut
 * with an ellipsis), then the room left to the columns with the most text
 * still to wrap, one column at a time. `natural` is each column's unwrapped width.
 */
export function columnWidths(natural: readonly number[], cellWords: readonly (readonly number[])[], text: readonly number[], avail: number): number[] {
  const words = cellWords.map((c) => Math.max(0, ...c.map(Math.abs)));
  const widths = natural.map((nat, i) => Math.min(nat, Math.max(words[i], Math.min(nat, MIN_COLUMN))));
  const sum = () => widths.reduce((a, b) => a + b, 0);
  // Words must be cut: narrow the column where it cuts the fewest cells (a column of one-word cells, ids and
  // numbers, counts thrice: an id cut is a name lost), on a tie the one with the most text.
  const single = cellWords.map((c) => c.every((n) => n >= 0));
  while (sum() > avail) {
    let best = -1;
    let cost = Infinity;
    for (let i = 0; i < widths.length; i++) {
      if (widths[i] <= MIN_COLUMN) continue;
      const c = cellWords[i].filter((n) => Math.abs(n) >= widths[i]).length * (single[i] ? 3 : 1);
      if (c < cost || (c === cost && text[i] > text[best])) [best, cost] = [i, c];
    }
    if (best < 0) break;
    widths[best] -= 1;
  }
  // The room left goes where it saves the most lines: to the column whose text over its width squared is largest.
  let left = avail - sum();
  while (left > 0) {
    let best = -1;
    let gain = 0;
    for (let i = 0; i < widths.length; i++) {
      if (widths[i] >= natural[i]) continue;
      const g = text[i] / (widths[i] * (widths[i] + 1));
      if (g > gain) [best, gain] = [i, g];
    }
    if (best < 0) break;
    widths[best] += 1;
    left -= 1;
  }
  return widths;
}

/**
 * The table fitted to `w` columns when it is wider: columns narrowed and
 * their cells wrapped over several lines at spaces, never inside a word
 * (where the longest words do not fit side by side the cells lose their
 * padding first; a word wider than its column even so is cut with an
 * ellipsis; a wrapped cell loses its colour). Null when it fits as it is.
 * `bareFirst`: a table that fits without the padding loses it rather than
 * wrap a cell.
 */
export function fitTable(head: string[], rows: string[][], w: number, bareFirst = false): string | null {
  const n = head.length;
  if (n === 0 || rows.some((r) => r.length !== n)) return null;
  const natural = new Array<number>(n).fill(0);
  const words: number[][] = head.map(() => []);
  const text = new Array<number>(n).fill(0);
  for (const r of [head, ...rows])
    for (let i = 0; i < n; i++) {
      const lens = r[i].split('\n').map(visible);
      natural[i] = Math.max(natural[i], ...lens);
      words[i].push(longestWord(r[i]));
      text[i] += lens.reduce((a, b) => a + b, 0);
    }
  if (natural.reduce((a, b) => a + b, 0) + 3 * n + 1 <= w) return null;
  // Where even the longest words do not fit beside each other, the cells lose their padding before a word is cut.
  const longest = words.reduce((a, c, i) => a + Math.min(natural[i], Math.max(0, ...c.map(Math.abs))), 0);
  const pad = longest + 3 * n + 1 > w || (bareFirst && natural.reduce((a, b) => a + b, 0) + n + 1 <= w) ? '' : ' ';
  const frame = (1 + 2 * pad.length) * n + 1;
  const widths = columnWidths(natural, words, text, Math.max(n * MIN_COLUMN, w - frame));
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((x) => '─'.repeat(x + 2 * pad.length)).join(m)}${r}`;
  const lines = (r: string[]) => {
    const cells = r.map((c, i) => c.split('\n').flatMap((part) => wrapText(part, widths[i], { ellipsis: true })));
    const h = Math.max(...cells.map((c) => c.length));
    return Array.from({ length: h }, (_, k) => `│${pad}${cells.map((c, i) => (c[k] ?? '') + ' '.repeat(Math.max(0, widths[i] - visible(c[k] ?? '')))).join(`${pad}│${pad}`)}${pad}│`);
  };
  return [rule('┌', '┬', '┐'), ...lines(head), ...rows.flatMap(lines), rule('└', '┴', '┘')].join('\n');
}

/** The same table drawn by cli-table3 (any cell drawTable() leaves to it; the tests compare the two). */
export function cliTable(head: string[], rows: string[][]): string {
  const tb = new Table({
    head,
    style: { head: [], border: [], compact: true },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  for (const r of rows) tb.push(r);
  return tb.toString();
}

/**
 * The label of a resolution's Total row, or null where its total is not a sum
 * of what the table shows: the total of the first dice and the modifiers
 * ("Total", or "Total (#1)" when later dice, a movement or a note's die, are
 * not in it). A total that no run of the dice adds up to (a looters die beside
 * a damage die, a modifier to a threshold) has no Total row: the notes say it;
 * nor has a die alone.
 */
export function totalLabel(total: number | null | undefined, rolls: readonly { value: number }[], modifiers: readonly { value: number }[], word: string): string | null {
  if (total === null || total === undefined) return null;
  let sum = modifiers.reduce((a, m) => a + m.value, 0);
  if (rolls.length === 0) return modifiers.length > 0 && sum === total ? word : null;
  for (let k = 1; k <= rolls.length; k++) {
    sum += rolls[k - 1].value;
    // One die alone is no sum.
    if (sum === total) return k === 1 && modifiers.length === 0 ? null : k === rolls.length ? word : `${word} (#1${k > 1 ? `–#${k}` : ''})`;
  }
  return null;
}

/**
 * The rows of the scores a die must reach (ThresholdBlock): for each, its base,
 * its modifiers (signed) and the score they come to ("5+"), so that every
 * number the table shows adds up to the row under it.
 */
export function thresholdRows(blocks: readonly { label: string; base: { label: string; value: number }; modifiers: readonly { label: string; value: number }[]; value: number }[], title: (s: string) => string = (s) => s): string[][] {
  const rows: string[][] = [];
  for (const b of blocks) {
    rows.push([b.base.label, `${b.base.value}+`]);
    for (const m of b.modifiers) rows.push([m.label, m.value >= 0 ? `+${m.value}` : `${m.value}`]);
    rows.push([title(b.label), title(`${b.value}+`)]);
  }
  return rows;
}
