// The after-action report page: one self-contained HTML file (inline CSS,
// SVG and plain JS; nothing fetched), from a summary and the log rows. The
// charts are drawn here as SVG, so the page reads even with scripts off; the
// script only filters the log table.
import { escapeControls } from '../render/safe.js';
import { effectText } from '../render/human.js';
import { decimal, t } from '../i18n/index.js';
import { signed, type Lang } from '../rules/types.js';
import { diceText, whoText, type LogRow } from './entries.js';
import { statusText } from './format.js';
import type { Summary } from './summary.js';
import { procedureWords, pText, umpireTable } from './summary-text.js';

/** Text for HTML content and attribute values. */
export function esc(s: unknown): string {
  // Control characters and bidirectional overrides shown as text (^[, ^G, <U+202E>), as on the terminal (src/render/safe.ts).
  return escapeControls(String(s ?? ''), false)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside a <script> element. */
export function scriptJson(v: unknown): string {
  // The C1 controls and bidirectional marks JSON leaves raw are written as escapes too: the page holds none raw (its data keeps the text).
  return JSON.stringify(v).replace(/[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function tableHtml(id: string, head: string[], rows: (string | number)[][], attrs: (i: number) => string = () => ''): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows.map((r, i) => `<tr${attrs(i)}>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table id="${esc(id)}"><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const CSS = `
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1200px;padding:1em 1.5em;color:#222;background:#fff}
h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.25em;border-bottom:2px solid #ddd;padding-bottom:.2em;margin-top:1.6em}
table{border-collapse:collapse;margin:.5em 0;font-size:13px}th,td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#f3f3f3}td.num{text-align:right}.meta{color:#666}
.charts{display:flex;flex-wrap:wrap;gap:12px}.rl-chart{margin:0;border:1px solid #eee;padding:6px}
.rl-chart figcaption{font-weight:600;margin-bottom:4px}.rl-line{stroke:#c0392b;stroke-width:2.5}.pt{fill:#c0392b}
.grid{stroke:#eee}.ylab{font-size:10px;text-anchor:end;fill:#888}.xlab{font-size:10px;text-anchor:middle;fill:#888}
tr.undone td{text-decoration:line-through;color:#999}tr.undo td{background:#fff8e1}
.filters{display:flex;flex-wrap:wrap;gap:10px;align-items:end;margin:.5em 0}.filters label{display:flex;flex-direction:column;font-size:12px;color:#555}
.small{font-size:11px;color:#555}code{font-size:12px}
@media print{.filters{display:none}}
`;

const SCRIPT = `
(function(){
  var table=document.getElementById('log');
  var rows=[].slice.call(table.tBodies[0].rows);
  var f={turn:document.getElementById('f-turn'),procedure:document.getElementById('f-procedure'),who:document.getElementById('f-who'),outcome:document.getElementById('f-outcome'),text:document.getElementById('f-text'),undone:document.getElementById('f-undone')};
  var shown=document.getElementById('log-shown');
  var template=shown.getAttribute('data-template');
  function apply(){
    var n=0,q=f.text.value.trim().toLowerCase();
    rows.forEach(function(r){
      var ok=(!f.turn.value||r.getAttribute('data-turn')===f.turn.value)
        &&(!f.procedure.value||r.getAttribute('data-procedure')===f.procedure.value)
        &&(!f.who.value||(' '+r.getAttribute('data-who')+' ').indexOf(' '+f.who.value+' ')>=0)
        &&(!f.outcome.value||r.getAttribute('data-outcome')===f.outcome.value)
        &&(f.undone.checked||r.getAttribute('data-undone')!=='1')
        &&(!q||r.textContent.toLowerCase().indexOf(q)>=0);
      r.hidden=!ok; if(ok)n++;
    });
    shown.textContent=template.replace('{shown}',n).replace('{total}',rows.length);
    shown.setAttribute('data-shown',n);
  }
  ['turn','procedure','who','outcome','undone'].forEach(function(k){f[k].addEventListener('change',apply)});
  f.text.addEventListener('input',apply);
  apply();
  document.documentElement.setAttribute('data-ready','1');
})();
`;

function options(values: (string | number)[], lang: Lang, label: (v: string | number) => string = String): string {
  return [`<option value="">${esc(t(lang, 'report.filter.all'))}</option>`, ...values.map((v) => `<option value="${esc(v)}">${esc(label(v))}</option>`)].join('');
}

/** An outcome's text read at a glance (a filter's label): its first clause. */
function gist(text: string): string {
  const cut = text.search(/\s?[:;(]/);
  return cut > 0 ? text.slice(0, cut) : text;
}

/** The whole page. */
export function buildReport(s: Summary, rows: readonly LogRow[], lang: Lang, replay?: string): string {
  const T = (k: string, p: Record<string, string | number> = {}) => esc(t(lang, k, p));
  const parts: string[] = [];
  parts.push(`<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`);
  parts.push(`<title>${T('report.title', { title: s.title })}</title><style>${CSS}</style></head><body>`);
  parts.push(`<h1>${T('report.title', { title: s.title })}</h1><p class="meta" id="meta" data-entries="${s.entries}" data-turns="${s.turns}">${T('report.generated', { entries: s.entries, turns: s.turns })} ${T('report.edition-seed', { edition: s.edition, seed: s.seed })}</p>`);

  // The scenario's briefing, as the players read it at the start.
  if (s.briefing) parts.push(`<section id="briefing"><h2>${T('status.briefing')}</h2>${s.briefing.trim().split(/\n\s*\n/).map((p) => `<p>${esc(p)}</p>`).join('')}</section>`);

  // Each system's sections (the game's first, then each pack's): how the game ended, then its history.
  for (const part of s.parts) parts.push(...part.html(lang));

  // What the log holds, whatever the game: its resolutions by procedure.
  parts.push(`<section id="procedures"><h2>${T('summary.procedures', { n: s.resolutions })}</h2>`);
  parts.push(tableHtml('procedures-table', [t(lang, 'summary.col.procedure'), t(lang, 'summary.col.count')], s.procedures.map((p) => [procedureWords(lang, p.procedure), p.n]), (i) => ` data-procedure="${esc(s.procedures[i].procedure)}" data-n="${s.procedures[i].n}"`));
  parts.push('</section>');

  // Several umpires (issue 35): their resolutions, and each one's sector in a game with sectors.
  if (s.umpires && s.umpires.length > 0) {
    const u = umpireTable(s.umpires, lang);
    const rows = s.umpires;
    parts.push(`<section id="umpires"><h2>${esc(u.title)}</h2>`);
    parts.push(tableHtml('umpires-table', u.head, u.rows, (i) => ` data-umpire="${esc(rows[i].umpire)}" data-n="${rows[i].n}"${rows[i].sector ? ` data-sector="${esc(rows[i].sector!.join(','))}" data-crossed="${rows[i].crossed ?? 0}"` : ''}`));
    parts.push('</section>');
  }

  // Dice
  parts.push(`<section id="dice"><h2>${T('report.dice')}</h2><p class="small">${T('summary.dice')}</p>`);
  if (s.dice.length === 0) parts.push(`<p>${T('summary.dice.none')}</p>`);
  for (const d of s.dice) {
    parts.push(`<p data-die="${esc(d.die)}" data-n="${d.n}" data-p="${d.p ?? ''}">${T('summary.dice.line', { die: d.die, n: d.n, chi2: decimal(lang, d.chi2, 2), df: d.df, p: pText(d.p, lang) })}</p>`);
    parts.push(
      tableHtml(`dice-${d.die}`, [t(lang, 'summary.col.face'), ...d.counts.map((_, i) => String(i + 1))], [
        [t(lang, 'summary.col.count'), ...d.counts],
        [t(lang, 'summary.col.expected'), ...d.counts.map(() => decimal(lang, d.expected, 1))],
      ]),
    );
  }
  parts.push('</section>');

  // The log, with filters
  const turns = [...new Set(rows.map((r) => r.turn))].sort((a, b) => a - b);
  const procs = [...new Set(rows.map((r) => r.procedure))].sort();
  const whos = [...new Set(rows.flatMap((r) => Object.values(r.subjects).flatMap((v) => v ?? [])))].sort();
  const outcomes = [...new Set(rows.map((r) => r.outcome.code))].sort();
  parts.push(`<section id="log-section"><h2>${T('report.log')}</h2><div class="filters">`);
  parts.push(`<label>${T('report.filter.turn')}<select id="f-turn">${options(turns, lang)}</select></label>`);
  parts.push(`<label>${T('report.filter.procedure')}<select id="f-procedure">${options(procs, lang)}</select></label>`);
  parts.push(`<label>${T('report.filter.who')}<select id="f-who">${options(whos, lang)}</select></label>`);
  parts.push(`<label>${T('report.filter.outcome')}<select id="f-outcome">${options(outcomes, lang, (v) => gist(rows.find((r) => r.outcome.code === v)?.outcome.text ?? String(v)))}</select></label>`);
  parts.push(`<label>${T('report.filter.text')}<input id="f-text" type="search"></label>`);
  parts.push(`<label><span>${T('report.filter.undone')}</span><input id="f-undone" type="checkbox" checked></label>`);
  parts.push(`<span id="log-shown" data-template="${esc(t(lang, 'report.shown'))}"></span></div>`);
  const head = ['seq', 'turn', 'procedure', 'who', 'dice', 'total', 'outcome', 'status'].map((k) => `<th>${T(`log.col.${k}`)}</th>`).join('');
  const body = rows
    .map((r) => {
      const mods = r.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(t(lang, 'common.list-sep'));
      const cls = [r.undoneBy !== null ? 'undone' : '', r.kind === 'undo' ? 'undo' : ''].filter(Boolean).join(' ');
      const who = Object.values(r.subjects).flatMap((v) => v ?? []).join(' ');
      // Words only in the page; the outcome code stays in data-outcome and the JSON.
      const outcome = esc(r.outcome.text);
      const detail = [mods, ...r.notes, ...r.effects.filter((e) => !e.path.startsWith('counters.')).map((e) => effectText(e, lang))].filter(Boolean).map(esc).join('<br>');
      return (
        `<tr${cls ? ` class="${cls}"` : ''} data-seq="${r.seq}" data-turn="${r.turn}" data-kind="${esc(r.kind)}" data-procedure="${esc(r.procedure)}" data-who="${esc(who)}" data-outcome="${esc(r.outcome.code)}" data-total="${r.total ?? ''}" data-dice="${esc(r.rolls.map((d) => d.value).join(','))}" data-undone="${r.undoneBy !== null ? 1 : 0}">` +
        `<td class="num">${r.seq}</td><td class="num">${r.turn}</td><td>${esc(r.procedure)}</td><td>${esc(whoText(r))}</td><td>${esc(diceText(r.rolls))}</td><td class="num">${r.total ?? ''}</td>` +
        `<td>${outcome}${detail ? `<div class="small">${detail}</div>` : ''}</td><td>${esc(statusText(r, lang))}</td></tr>`
      );
    })
    .join('\n');
  parts.push(`<table id="log"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></section>`);

  // The verdict, last: the conditions and the figures (U105).
  const v = s.verdict;
  parts.push(`<section id="verdict" data-verdict="${esc(v.code)}"><h2>${T('verdict.title')}</h2><p class="verdict">${T(`verdict.${v.code}`)}</p>`);
  if (v.rows.length > 0) parts.push(`<ul>${v.rows.map((r) => `<li data-condition="${esc(r.key)}" data-status="${esc(r.status)}">${esc(r.text)} — ${T(`verdict.status.${r.status}`)}</li>`).join('')}</ul>`);
  parts.push('</section>');
  // The map's replay, on a game with a map (src/review/map-replay.ts).
  if (replay) parts.push(replay);
  parts.push(`<script type="application/json" id="report-data">${scriptJson({ summary: s, log: rows })}</script>`);
  parts.push(`<script>${SCRIPT}</script></body></html>\n`);
  return parts.join('\n');
}
