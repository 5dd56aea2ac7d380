// Human output of Intervention's calculations (src/rules/intervention/): the
// terms of the sum as a table, the result, the notes; grouped fire as two
// columns side by side, the ways that kill the most and those that wound the most.
import { t } from '../../i18n/index.js';
import { signed, type Lang, type Resolution } from '../../rules/types.js';
import type { Column, Way } from '../../rules/intervention/grouped-fire.js';
import { table, theme, type Theme } from '../human.js';

export interface IvRenderOptions {
  lang: Lang;
  color: boolean;
}

const GOOD = new Set(['steady', 'unseen', 'no-damage', 'no-effect']);
const BAD = new Set(['out', 'wounded', 'shaken', 'detected', 'located']);

/** Terms that are a starting value, not an adjustment (shown unsigned). */
const BASE = new Set(['pf', 'pf-weapon', 'pa-weapon', 'rt', 'pa-attacker', 'pa-defender', 'pf-shot', 'det-range', 'table-depth', 'table-width']);

const letter = (j: number) => String.fromCharCode(65 + j);

/** One way of sharing the fire, as lines: the shares, the spare points, what each target takes. */
function wayLines(w: Way, lang: Lang): string[] {
  const out = w.shares.map((s) => t(lang, 'intervention.grouped.share', { shooter: s.shooter + 1, target: letter(s.target), points: s.points, damage: s.damage }));
  for (const s of w.spare) out.push(t(lang, 'intervention.grouped.spare', { shooter: s.shooter + 1, points: s.points }));
  for (const g of w.targets) {
    if (g.fate === 'untouched') continue;
    out.push(t(lang, 'intervention.grouped.takes', { target: letter(g.target), damage: g.damage, before: g.before, after: g.after, fate: t(lang, `intervention.fate.${g.fate}`) }));
  }
  return out;
}

/** The two columns of grouped fire, side by side. */
function groupedColumns(columns: Column[], lang: Lang, th: Theme): string {
  const head = columns.map((c) => t(lang, `intervention.grouped.col.${c.objective}`, { kills: c.kills, wounds: c.wounds, shares: c.shares }));
  const cells = columns.map((c) => c.ways.map((w, i) => [t(lang, 'intervention.grouped.way', { n: i + 1 }), ...wayLines(w, lang)].join('\n')).join('\n\n') || t(lang, 'common.none'));
  return table(head, [cells], th);
}

/** The text of one calculation, as the umpire reads it at the table. */
export function renderIntervention(r: Resolution, o: IvRenderOptions): string {
  const th = theme(o.color);
  const name = String(r.procedure).replace(/^intervention-/, '');
  const out = [th.title(t(o.lang, `intervention.procedure.${name}`))];
  if (r.modifiers.length > 0) {
    const rows: (string | number)[][] = r.modifiers.map((m) => [m.label, BASE.has(m.key) ? String(m.value) : m.value >= 0 ? th.plus(signed(m.value)) : th.minus(signed(m.value))]);
    if (r.total !== null) rows.push([th.title(t(o.lang, 'intervention.total')), th.title(String(r.total))]);
    out.push(table([t(o.lang, 'intervention.col.term'), t(o.lang, 'intervention.col.value')], rows, th));
  }
  const tone = GOOD.has(r.outcome.code) ? th.good : BAD.has(r.outcome.code) ? th.bad : th.neutral;
  out.push(`${tone(r.outcome.text)} ${th.dim(`[${r.outcome.code}]`)}`);
  if (Array.isArray(r.columns)) out.push(groupedColumns(r.columns as Column[], o.lang, th));
  for (const n of r.notes) out.push(n);
  out.push(th.dim(t(o.lang, 'intervention.calculator')));
  return `${out.join('\n')}\n`;
}
