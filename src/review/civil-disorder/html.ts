// Civil Disorder's sections of the report page (src/review/html.ts): how the
// game ended and the losses, the scenario, an RL chart per crowd (SVG), then
// the casualty, arrest, property, firing, status-change and over-reaction tables.
import { casualtyWord, t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import type { CivilDisorderSummaryData, RlTimeline } from './data.js';
import { finalTables, lossTable, shotCells } from './summary-text.js';

const W = 360;
const H = 170;
const PAD = { l: 28, r: 10, t: 10, b: 24 };

/** One crowd's RL by turn as an SVG line chart (RL 1 at the bottom, 8 at the top). */
export function rlChart(r: RlTimeline, lang: Lang): string {
  // Plotted from the starting RL (point 0), then the RL at the end of each turn.
  const values = [r.start, ...r.byTurn];
  const n = r.byTurn.length;
  const x = (turn: number) => PAD.l + (n < 1 ? (W - PAD.l - PAD.r) / 2 : (turn * (W - PAD.l - PAD.r)) / n);
  const y = (rl: number) => PAD.t + ((8 - rl) * (H - PAD.t - PAD.b)) / 7;
  const grid = [1, 2, 3, 4, 5, 6, 7, 8]
    .map((rl) => `<line class="grid" x1="${PAD.l}" x2="${W - PAD.r}" y1="${y(rl)}" y2="${y(rl)}"/><text class="ylab" x="${PAD.l - 6}" y="${y(rl) + 4}">${rl}</text>`)
    .join('');
  const step = Math.max(1, Math.ceil(n / 12));
  const xlabs = values
    .map((_, i) => i)
    .filter((turn) => turn === 0 || turn === n || turn % step === 0)
    .map((turn) => `<text class="xlab" x="${x(turn)}" y="${H - 6}">${turn === 0 ? esc(t(lang, 'summary.start')) : turn}</text>`)
    .join('');
  const pts = values.map((rl, i) => `${x(i).toFixed(1)},${y(rl).toFixed(1)}`).join(' ');
  const when = (i: number) => (i === 0 ? t(lang, 'summary.start') : `${t(lang, 'common.turn')} ${i}`);
  const dots = values
    .map((rl, i) => `<circle class="pt" cx="${x(i).toFixed(1)}" cy="${y(rl).toFixed(1)}" r="3" data-turn="${i}" data-rl="${rl}"><title>${esc(`${when(i)}: RL ${rl} ${t(lang, `rl.state.${rl}`)}`)}</title></circle>`)
    .join('');
  return (
    `<figure class="rl-chart" data-crowd="${esc(r.crowd)}"><figcaption>${esc(r.name)} <code>${esc(r.crowd)}</code>: RL ${r.start} → ${r.end}</figcaption>` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(`${r.name}: RL ${values.join(', ')}`)}">` +
    `${grid}${xlabs}<polyline class="rl-line" fill="none" points="${pts}" data-values="${values.join(',')}"/>${dots}</svg></figure>`
  );
}

/** Civil Disorder's sections of the report, in order. */
export function civilDisorderHtml(s: CivilDisorderSummaryData, lang: Lang): string[] {
  const T = (k: string, p: Record<string, string | number> = {}) => esc(t(lang, k, p));
  const parts: string[] = [];
  // How the game ended, first (then the scenario and the history).
  {
    parts.push(`<section id="final" data-turn="${s.final.turn}"><h2>${esc(t(lang, 'common.labelled', { label: t(lang, 'report.final'), text: t(lang, 'summary.final', { turn: s.final.turn }) }))}</h2>`);
    for (const f of finalTables(s, lang)) parts.push(`<h3>${T(`summary.final.${f.key}`)}</h3>`, tableHtml(`final-${f.key}`, f.head, f.rows));
    const loss = lossTable(s, lang);
    parts.push(`<h3>${T('summary.losses')}</h3>`, tableHtml('losses', loss.head, loss.rows, (i) => ` data-side="${esc(s.casualties.losses[i].side)}" data-dead="${s.casualties.losses[i].dead}" data-wounded="${s.casualties.losses[i].wounded}"`));
    parts.push('</section>');
  }

  // Scenario
  {
    parts.push(`<section id="scenario"><h2>${T('report.scenario')}</h2>`);
    parts.push(`<h3>${T('report.crowds')}</h3>`, tableHtml('scenario-crowds', [t(lang, 'status.col.id'), t(lang, 'status.col.name'), t(lang, 'status.col.figures'), t(lang, 'status.col.rl')], s.scenario.crowds.map((c) => [c.id, c.name, c.figures, `${c.rl} ${t(lang, `rl.state.${c.rl}`)}`])));
    parts.push(`<h3>${T('report.units')}</h3>`, tableHtml('scenario-units', [t(lang, 'status.col.id'), t(lang, 'status.col.name'), t(lang, 'status.col.type'), t(lang, 'status.col.strength')], s.scenario.units.map((u) => [u.id, u.name, u.type, u.strength])));
    parts.push(`<h3>${T('report.buildings')}</h3>`, tableHtml('scenario-buildings', [t(lang, 'status.col.id'), t(lang, 'status.col.name'), t(lang, 'status.col.value'), t(lang, 'status.col.loot')], s.scenario.buildings.map((b) => [b.id, b.name, b.value, b.loot])));
    parts.push('</section>');
  }

  // RL charts
  {
    parts.push(`<section id="rl"><h2>${T('report.rl')}</h2><div class="charts">${s.rl.map((r) => rlChart(r, lang)).join('\n')}</div></section>`);
  }

  // Casualties
  {
    const statuses = [...new Set(s.casualties.list.map((c) => c.status))].sort();
    parts.push(`<section id="casualties"><h2>${T('report.casualties')} (<span id="casualties-total">${s.casualties.total}</span>)</h2>`);
    parts.push(
      tableHtml(
        'casualties-by-side',
        [t(lang, 'summary.col.side'), ...statuses.map((st) => casualtyWord(lang, 'status', st)), t(lang, 'common.total')],
        Object.entries(s.casualties.bySide).map(([side, by]) => [t(lang, `summary.side.${side}`), ...statuses.map((st) => by[st] ?? 0), Object.values(by).reduce((a, b) => a + b, 0)]),
        (i) => ` data-side="${esc(Object.keys(s.casualties.bySide)[i])}"`,
      ),
    );
    parts.push(
      tableHtml(
        'casualties-list',
        [t(lang, 'report.col.id'), t(lang, 'summary.col.side'), t(lang, 'report.col.from'), t(lang, 'report.col.cause'), t(lang, 'report.col.injury'), t(lang, 'report.col.status'), t(lang, 'common.turn')],
        s.casualties.list.map((c) => [c.id, casualtyWord(lang, 'side', c.side), c.from, casualtyWord(lang, 'cause', c.cause), casualtyWord(lang, 'injury', c.injury), casualtyWord(lang, 'status', c.status), c.turn ?? '']),
        // Each casualty's fate (U75, U197), the one the losses count and `casualties --json` gives.
        (i) => ` data-id="${esc(s.casualties.list[i].id)}" data-fate="${s.casualties.list[i].fate}"`,
      ),
    );
    parts.push('</section>');
  }

  // Arrests
  {
    parts.push(`<section id="arrests"><h2>${T('report.arrests')} (<span id="arrests-total">${s.arrests.total}</span>)</h2>`);
    parts.push(tableHtml('arrests-table', [t(lang, 'summary.col.crowd'), t(lang, 'summary.col.arrests')], s.arrests.byCrowd.map((a) => [`${a.name} (${a.crowd})`, a.arrests]), (i) => ` data-crowd="${esc(s.arrests.byCrowd[i].crowd)}" data-arrests="${s.arrests.byCrowd[i].arrests}"`));
    parts.push('</section>');
  }

  // Property
  {
    parts.push(`<section id="property"><h2>${T('report.property')}</h2><p>${T('summary.property', { damage: s.property.damage, loot: s.property.lootTaken, fires: s.property.firesStarted })}</p>`);
    parts.push(
      tableHtml(
        'property-table',
        ['building', 'value', 'damage', 'loot', 'fires'].map((k) => t(lang, `summary.col.${k}`)),
        s.property.buildings.map((b) => [`${b.name} (${b.building})`, `${b.value}/${b.startValue}`, b.damage, b.lootTaken, `${b.fires} (${b.firesStarted})`]),
        (i) => {
          const b = s.property.buildings[i];
          return ` data-building="${esc(b.building)}" data-damage="${b.damage}" data-loot="${b.lootTaken}" data-fires="${b.fires}"`;
        },
      ),
    );
    parts.push('</section>');
  }

  // Firings
  {
    parts.push(`<section id="shots"><h2>${T('report.shots')} (${s.shots.length})</h2>`);
    parts.push(tableHtml('shots-table', ['seq', 'turn', 'unit', 'crowd', 'weapon', 'hits', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.shots.map((x) => shotCells(lang, x))));
    parts.push('</section>');
  }

  {
    parts.push(`<section id="status-changes"><h2>${T('report.status-changes')} (${s.statusChanges.length})</h2>`);
    parts.push(tableHtml('status-changes-table', ['seq', 'turn', 'crowd', 'by', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.statusChanges.map((c) => [c.seq, c.turn, c.crowd, t(lang, `summary.by.${c.by}`), c.text])));
    parts.push('</section>');
  }

  {
    parts.push(`<section id="overreactions"><h2>${T('report.overreactions')} (${s.overreactions.length})</h2>`);
    parts.push(tableHtml('overreactions-table', ['seq', 'turn', 'unit', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.overreactions.map((o) => [o.seq, o.turn, o.units.join(', '), o.text])));
    parts.push('</section>');
  }
  return parts;
}
