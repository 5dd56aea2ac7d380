// The turn sheet as text (`status --turn`, 80 columns: each line wrapped with
// a hanging indent) and as the one short strip of the `turn` walk; the board
// draws the same data (src/serve/render.ts). The data: src/review/turn-sheet.ts.
import { t } from '../i18n/index.js';
import { clockText, type TurnClock } from '../rules/clock.js';
import type { Lang } from '../rules/types.js';
import { kindTitle, type SheetItem, type TurnSheet } from '../review/turn-sheet.js';
import { wrapText } from './width.js';

/** The sheet's width (the terminal's when narrower). */
export const SHEET_WIDTH = 80;

/** A time of the log (ISO) as the sheet says it: hours and minutes, local. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** One clock's words now ("12:05 left", "time is up (2:10 over)", "starts with the turn's first command"). */
export function clockWords(c: TurnClock, lang: Lang): string {
  const text =
    c.left === null ? t(lang, 'sheet.clock.waiting', { minutes: c.minutes }) : c.left > 0 ? t(lang, 'sheet.clock.left', { left: clockText(c.left), minutes: c.minutes }) : t(lang, 'sheet.clock.up', { over: clockText(c.left), minutes: c.minutes });
  return c.label ? t(lang, 'sheet.said', { id: c.label, text }) : text;
}

/** One subject's words: its procedures and results, then by whom. */
export function itemWords(i: SheetItem): string {
  return `${(i.words ?? i.did).join(' · ')}${i.by.length > 0 ? ` [${i.by.join(', ')}]` : ''}`;
}

/** `status --turn`: the sheet in blocks of lines no wider than `width`. */
export function renderTurnSheet(s: TurnSheet, lang: Lang, width: number = SHEET_WIDTH): string {
  const w = Math.max(40, Math.min(width, SHEET_WIDTH));
  const out: string[] = [];
  const wrapped = (text: string, indent: number) => {
    const lines = wrapText(text, w - indent);
    out.push(...lines.map((l, i) => `${' '.repeat(i === 0 ? 0 : indent)}${l}`));
  };
  wrapped(t(lang, s.started ? 'sheet.title.started' : 'sheet.title', { turn: s.turn, at: s.started ? clockTime(s.started) : '', n: s.resolutions }), 2);
  for (const c of s.clocks) wrapped(t(lang, 'sheet.said', { id: t(lang, 'sheet.clock'), text: clockWords(c, lang) }), 2);
  if (s.tables) {
    wrapped(t(lang, 'sheet.tables.line', { done: s.tables.done.join(', ') || '—', waiting: s.tables.waiting.join(', ') || '—' }), 2);
  }
  if (s.resolutions === 0 && s.sections.length === 0) out.push(t(lang, 'sheet.nothing'));
  for (const k of s.kinds) {
    out.push('', kindTitle(k.kind, lang));
    const pad = Math.min(16, Math.max(...k.items.map((i) => i.id.length)) + 2);
    for (const i of k.items) {
      const head = `  ${i.id.padEnd(pad)}`;
      const lines = wrapText(itemWords(i), w - Math.max(head.length, pad + 2));
      out.push(...lines.map((l, n) => `${n === 0 ? head : ' '.repeat(head.length)}${l}`));
    }
  }
  for (const sec of s.sections) {
    out.push('', sec.title);
    for (const l of sec.lines) {
      const lines = wrapText(l, w - 4);
      out.push(...lines.map((x, n) => `${n === 0 ? '  ' : '    '}${x}`));
    }
  }
  return `${out.join('\n')}\n`;
}

/** The `turn` walk's strip: one line, what was done so far this turn ("Done this turn: crowds 2 · units 1 · tables done: amy"), '' for nothing. */
export function sheetStrip(s: TurnSheet, lang: Lang, width: number = SHEET_WIDTH): string {
  const parts = s.kinds.map((k) => `${kindTitle(k.kind, lang).toLowerCase()} ${k.items.map((i) => i.id).join(', ')}`);
  if (s.tables) parts.push(t(lang, 'sheet.tables.done', { done: s.tables.done.join(', ') || '—' }));
  for (const c of s.clocks) parts.push(clockWords(c, lang));
  if (parts.length === 0) return '';
  const line = t(lang, 'sheet.strip', { list: parts.join(' · ') });
  return `${line.length > width ? `${line.slice(0, width - 1)}…` : line}\n`;
}

/** The `turn` walk's strip for the game as it is now, its log read from the store (the walks' one call). */
export async function walkSheetStrip(game: import('../engine/system.js').Game, paths: import('../state/store.js').Paths, env: NodeJS.ProcessEnv, lang: Lang): Promise<string> {
  const { openLogOf } = await import('../state/backend.js');
  const { turnSheet } = await import('../review/turn-sheet.js');
  const { terminalWidth } = await import('./width.js');
  return sheetStrip(await turnSheet(game, (await openLogOf(paths, env)).entries, lang), lang, Math.min(SHEET_WIDTH, terminalWidth() ?? SHEET_WIDTH));
}
