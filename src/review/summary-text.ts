// The terminal rendering of a summary (src/review/summary.ts): the title,
// each system's sections (GameSystem.summary), then the resolutions by
// procedure, the dice's fairness and the verdict.
import { decimal, hasMessage, t } from '../i18n/index.js';
import { table, type Theme } from '../render/human.js';
import type { Lang } from '../rules/types.js';
import type { Summary, UmpireRow } from './summary.js';

/** A procedure as the summary names it: its name, then its code as typed (`Response Level roll (rl-roll)`); the code alone when it has no name. */
export function procedureWords(lang: Lang, procedure: string): string {
  const key = `${procedure}.procedure`;
  return hasMessage(lang, key) || hasMessage('en', key) ? `${t(lang, key)} (${procedure})` : procedure;
}

/** A p-value as people read it. */
export function pText(p: number | null, lang: Lang = 'en'): string {
  if (p === null) return '—';
  return p < 0.0001 ? `< ${decimal(lang, 0.0001, 4)}` : decimal(lang, p, 4);
}

/** The whole summary as terminal text: how the game ended first, then the history. */
export function renderSummary(s: Summary, lang: Lang, th: Theme): string {
  const out: string[] = [];
  out.push(th.title(t(lang, 'summary.title', { title: s.title, turns: s.turns, entries: s.entries, resolutions: s.resolutions, undone: s.undone })));

  // Each system's sections (the game's first, then each pack's): how the game ended, then its history.
  for (const part of s.parts) out.push(...part.text(lang, th));
  out.push('', th.title(t(lang, 'summary.procedures', { n: s.resolutions })));
  if (s.procedures.length === 0) out.push(th.dim(t(lang, 'summary.none.procedures')));
  else out.push(table([t(lang, 'summary.col.procedure'), t(lang, 'summary.col.count')], s.procedures.map((p) => [procedureWords(lang, p.procedure), p.n]), th));
  // Several umpires on one game (issue 35): who resolved how much.
  if (s.umpires && s.umpires.length > 0) out.push('', ...umpireLines(s.umpires, lang, th));

  out.push('', th.title(t(lang, 'summary.dice')));
  if (s.dice.length === 0) out.push(th.dim(t(lang, 'summary.dice.none')));
  for (const d of s.dice) {
    const head = [t(lang, 'summary.col.face'), ...d.counts.map((_, i) => String(i + 1))];
    const rows = [
      [t(lang, 'summary.col.count'), ...d.counts],
      [t(lang, 'summary.col.expected'), ...d.counts.map(() => decimal(lang, d.expected, 1))],
    ];
    out.push(t(lang, 'summary.dice.line', { die: d.die, n: d.n, chi2: decimal(lang, d.chi2, 2), df: d.df, p: pText(d.p, lang) }));
    out.push(table(head, rows, th));
    const verdict = d.p === null ? '' : d.p < 0.01 ? t(lang, 'summary.dice.unlikely') : t(lang, 'summary.dice.fair');
    if (verdict) out.push(verdict);
    if (d.fewRolls) out.push(th.dim(t(lang, 'summary.dice.few')));
  }
  out.push('', ...verdictLines(s, lang, th));
  return `${out.join('\n')}\n`;
}

/** By umpire: their resolutions in force; in a game with sectors, each one's sector and how many they made out of it (--cross). */
export function umpireTable(rows: readonly UmpireRow[], lang: Lang): { title: string; head: string[]; rows: (string | number)[][] } {
  const sectors = rows.some((u) => u.sector !== undefined);
  if (!sectors) return { title: t(lang, 'summary.umpires', { n: rows.length }), head: [t(lang, 'summary.col.umpire'), t(lang, 'summary.col.count')], rows: rows.map((u) => [u.umpire, u.n]) };
  return {
    title: t(lang, 'summary.umpires-sectors', { n: rows.length }),
    head: ['umpire', 'sector', 'count', 'crossed'].map((k) => t(lang, `summary.col.${k}`)),
    rows: rows.map((u) => [u.umpire, u.sector && u.sector.length > 0 ? u.sector.join(', ') : t(lang, 'common.none'), u.n, u.crossed ?? 0]),
  };
}

function umpireLines(rows: readonly UmpireRow[], lang: Lang, th: Theme): string[] {
  const u = umpireTable(rows, lang);
  return [th.title(u.title), table(u.head, u.rows, th)];
}

/** The verdict, last: what it is, then each condition with its figure and whether it holds (U105). */
export function verdictLines(s: Summary, lang: Lang, th: Theme): string[] {
  const v = s.verdict;
  const mark = v.code === 'sf-win' ? th.good : v.code === 'sf-lose' ? th.bad : th.neutral;
  return [
    th.title(t(lang, 'verdict.title')),
    mark(t(lang, `verdict.${v.code}`)),
    ...v.rows.map((r) => `  ${r.text} — ${r.status === 'failed' ? th.bad(t(lang, `verdict.status.${r.status}`)) : t(lang, `verdict.status.${r.status}`)}`),
  ];
}
