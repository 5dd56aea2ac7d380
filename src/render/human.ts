// Human output of a resolution record: one place, from the same record that
// --json prints. Colour through one theme map; none when NO_COLOR is set or
// the output is not a terminal.
import { Chalk, type ChalkInstance } from 'chalk';
import Table from 'cli-table3';
import { casualtyWord, t, wordFor } from '../i18n/index.js';
import { signed, type Effect, type Lang, type Resolution } from '../rules/types.js';
import { renderPlayerResolution } from './player.js';
import { terminalWidth, visible, wrapText } from './width.js';
import type { GameState } from '../state/types.js';

export interface RenderOptions {
  lang: Lang;
  color: boolean;
  /** Log entry number, when the resolution was logged. */
  seq?: number | null;
  turn?: number | null;
  /** The players' view: only what the security-force players may know (render/player.ts). */
  player?: boolean;
  /** The game, for the players' view: names instead of ids (U74). */
  game?: GameState | null;
}

/** Outcome codes by tone, for colour only: good for the SF, bad, or neutral. */
const GOOD = new Set(['rl-down', 'advance', 'continue', 'subdued', 'pushed-back', 'scratch', 'miss', 'extinguished', 'spotted']);
const BAD = new Set(['rl-up', 'refused', 'open-fire', 'run-away', 'killed', 'dead', 'dies', 'wounded', 'stretcher', 'spread', 'hit']);

/** The two themes, made once: a batch renders thousands of resolutions. */
const themes: Partial<Record<'color' | 'plain', ReturnType<typeof makeTheme>>> = {};

export function theme(color: boolean) {
  return (themes[color ? 'color' : 'plain'] ??= makeTheme(color));
}

function makeTheme(color: boolean) {
  const c: ChalkInstance = new Chalk({ level: color ? 1 : 0 });
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
 * right arrow the texts use. tests/render/table.test.ts checks each one
 * against cli-table3.
 */
const NARROW = /^[\x20-\x7e\u00a0-\u00a8\u00aa-\u00ac\u00af-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2032\u2033\u2192]*$/;

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
  for (const r of [head, ...rows]) {
    if (r.length !== n) return null;
    for (let i = 0; i < n; i++) {
      const ansi = r[i].includes('\x1b');
      if (ansi && !balanced(r[i])) return null;
      const plain = ansi ? r[i].replace(SGR, '') : r[i];
      if (!NARROW.test(plain)) return null;
      if (plain.length > widths[i]) widths[i] = plain.length;
    }
  }
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  const line = (r: string[]) => `│ ${r.map((c, i) => c + ' '.repeat(widths[i] - (c.includes('\x1b') ? c.replace(SGR, '') : c).length)).join(' │ ')} │`;
  return [rule('┌', '┬', '┐'), line(head), ...rows.map(line), rule('└', '┴', '┘')].join('\n');
}

/** A plain table: borders only where they help the eye. */
export function table(head: string[], rows: (string | number)[][], th: Theme): string {
  const heads = head.map((h) => th.head(h));
  const cells = rows.map((r) => r.map(String));
  const w = terminalWidth();
  return (w !== null ? fitTable(heads, cells, w) : null) ?? drawTable(heads, cells) ?? cliTable(heads, cells);
}

/** The narrowest a column is squeezed to when a table is fitted to the terminal. */
const MIN_COLUMN = 4;

/**
 * The table fitted to `w` columns when it is wider: the widest columns are
 * narrowed and their cells wrapped over several lines (a wrapped cell loses
 * its colour). Null when it fits as it is.
 */
export function fitTable(head: string[], rows: string[][], w: number): string | null {
  const n = head.length;
  if (n === 0 || rows.some((r) => r.length !== n)) return null;
  const widths = new Array<number>(n).fill(0);
  for (const r of [head, ...rows]) for (let i = 0; i < n; i++) widths[i] = Math.max(widths[i], ...r[i].split('\n').map(visible));
  const frame = 3 * n + 1;
  if (widths.reduce((a, b) => a + b, 0) + frame <= w) return null;
  const avail = Math.max(n * MIN_COLUMN, w - frame);
  while (widths.reduce((a, b) => a + b, 0) > avail) {
    const i = widths.indexOf(Math.max(...widths));
    if (widths[i] <= MIN_COLUMN) break;
    widths[i] -= 1;
  }
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((x) => '─'.repeat(x + 2)).join(m)}${r}`;
  const lines = (r: string[]) => {
    const cells = r.map((c, i) => c.split('\n').flatMap((part) => wrapText(part, widths[i])));
    const h = Math.max(...cells.map((c) => c.length));
    return Array.from({ length: h }, (_, k) => `│ ${cells.map((c, i) => (c[k] ?? '') + ' '.repeat(Math.max(0, widths[i] - visible(c[k] ?? '')))).join(' │ ')} │`);
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

/** The names of the game's maps as words (the kinds the guide names). */
const KIND_KEY: Record<string, string> = {
  crowds: 'guide.kind.crowds',
  units: 'guide.kind.units',
  buildings: 'guide.kind.buildings',
  characters: 'guide.kind.characters',
  casualties: 'guide.kind.casualties',
  engines: 'guide.kind.engines',
  ambulances: 'guide.kind.ambulances',
  hydrants: 'guide.kind.hydrants',
  snipers: 'guide.kind.snipers',
  gas: 'change.kind.gas',
  turn: 'change.kind.turn',
};

/** Codes that a field holds, as words of the catalogue (the code itself when it has none). */
function codeWord(field: string, code: string, lang: Lang): string {
  if (field === 'status' || field === 'triage') return casualtyWord(lang, 'status', code);
  if (field === 'injury' || field === 'cause' || field === 'side') return casualtyWord(lang, field, code);
  if (field === 'shotAt') return wordFor(lang, [`rl.mod.${code}`], code);
  if (field === 'owes' || field === 'firsts') return wordFor(lang, [`overreact.trigger.${code}`, `weapons.trigger.${code}`, `melee.trigger.${code}`, `owe.trigger.${code}`], code);
  if (field === 'wet') return wordFor(lang, [`guide.wet.${code}`], code);
  if (field === 'appeared') return wordFor(lang, [`change.appeared.${code}`], code);
  return code;
}

/** A value as a few words: never JSON. */
function valueWords(v: unknown, lang: Lang, field = ''): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'string') return codeWord(field, v, lang);
  if (typeof v === 'boolean') return t(lang, v ? 'change.yes' : 'change.no');
  if (Array.isArray(v)) return v.length === 0 ? t(lang, 'common.none') : v.map((x) => valueWords(x, lang)).join(', ');
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length === 0) return t(lang, 'common.none');
    return entries.map(([k, x]) => (field === 'owes' || field === 'firsts' || field === 'shotAt' ? codeWord(field, k, lang) : x === true ? k : `${fieldWord(k, lang)} ${valueWords(x, lang, k)}`)).join(', ');
  }
  return String(v);
}

/** A state field as a word of the output language (the field's own name when the catalogue has none). */
function fieldWord(field: string, lang: Lang): string {
  const key = `change.f.${field}`;
  const w = t(lang, key);
  return w === key ? field : w;
}

/**
 * One change as a short sentence in the output language: "frontline — RL: 6 → 7",
 * "new casualty cas-1", "gas cloud gas-1 gone". Never JSON.
 */
export function effectText(e: Effect, lang: Lang): string {
  const [map, id, field, ...rest] = e.path.split('.');
  const kind = KIND_KEY[map] ? t(lang, KIND_KEY[map]) : map;
  if (id === undefined) return t(lang, 'change.whole', { id: kind, change: valueWords(e.op === 'add' ? e.value : e.op === 'set' ? e.value : undefined, lang) });
  if (field === undefined) {
    if (e.op === 'set' && e.prev === undefined) return t(lang, 'change.new', { kind, id });
    if (e.op !== 'set' || e.value === undefined) return t(lang, 'change.gone', { kind, id });
    return t(lang, 'change.whole', { id, change: `${valueWords(e.prev, lang)} → ${valueWords(e.value, lang)}` });
  }
  // A flag in a map (shot at by single-shot firearms) reads as its own word.
  const what = field === 'shotAt' && rest.length > 0 ? codeWord(field, rest.join('.'), lang) : [fieldWord(field, lang), ...rest.map((r) => codeWord(field, r, lang))].join(' ');
  const line = (change: string) => t(lang, 'change.field', { id, what, change });
  if (e.op === 'add') return line(`${valueWords(e.prev ?? 0, lang)} ${signed(e.value)} → ${((e.prev as number | undefined) ?? 0) + e.value}`);
  if (e.op === 'set') return line(`${valueWords(e.prev, lang, field)} → ${valueWords(e.value, lang, field)}`);
  return line(`${valueWords(e.prev, lang, field)} → —`);
}

/** The text of one resolution, as the umpire reads it at the table. */
export function renderResolution(r: Resolution, o: RenderOptions): string {
  if (o.player) return renderPlayerResolution(r, o);
  const th = theme(o.color);
  const out: string[] = [];
  const who = ['crowd', 'unit', 'building', 'character', 'casualty', 'engine', 'ambulance']
    .map((k) => r[k])
    .filter((v): v is string => typeof v === 'string');
  const procName = t(o.lang, `${r.procedure}.procedure`) ;
  const head = [procName === `${r.procedure}.procedure` ? r.procedure : procName, ...who].join(' · ');
  const turn = o.turn ? ` · ${t(o.lang, 'common.turn')} ${o.turn}` : '';
  out.push(th.title(`${head}${turn}`));

  if (r.rolls.length > 0 || r.modifiers.length > 0) {
    const rows: (string | number)[][] = [];
    // Dice are numbered in the order --roll takes them.
    r.rolls.forEach((d, i) => {
      rows.push([`#${i + 1} ${d.label} (${d.die}, ${t(o.lang, d.source === 'entered' ? 'common.entered' : 'common.rolled')})`, d.value]);
    });
    for (const m of r.modifiers) {
      rows.push([m.label, m.value >= 0 ? th.plus(signed(m.value)) : th.minus(signed(m.value))]);
    }
    if (r.total !== null) rows.push([th.title(t(o.lang, 'common.total')), th.title(String(r.total))]);
    out.push(table([t(o.lang, 'common.roll'), t(o.lang, 'common.value')], rows, th));
  }

  const tone = GOOD.has(r.outcome.code) ? th.good : BAD.has(r.outcome.code) ? th.bad : th.neutral;
  out.push(`${tone(r.outcome.text)} ${th.dim(`[${r.outcome.code}]`)}`);
  for (const n of r.notes) out.push(n);
  // The id counters are bookkeeping, not news.
  for (const e of r.effects) if (!e.path.startsWith('counters.')) out.push(th.dim(effectText(e, o.lang)));
  out.push(th.dim(o.seq ? t(o.lang, 'common.logged', { seq: o.seq }) : t(o.lang, 'common.stateless')));
  return `${out.join('\n')}\n`;
}
