// Civil Disorder's sections of the summary as terminal text (src/review/civil-disorder/summary.ts):
// how the game ended, the losses, an RL chart per crowd, then the casualty,
// arrest, property, firing, status-change and over-reaction tables.
import { casualtyWord, t } from '../../i18n/index.js';
import { table, type Theme } from '../../render/human.js';
import type { Lang } from '../../rules/types.js';
import type { CivilDisorderSummaryData, ShotRow } from './data.js';

/** One block per Response Level: RL 1 is the lowest bar, RL 8 the highest. */
export const RL_BLOCKS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'] as const;

/** An RL timeline as a one-line bar chart, one character per turn. */
export function sparkline(byTurn: readonly number[]): string {
  return byTurn.map((rl) => RL_BLOCKS[Math.min(8, Math.max(1, Math.round(rl))) - 1]).join('');
}

/** The final situation's tables (headers and cells in words; codes only in JSON): crowds, units, buildings. */
export function finalTables(s: CivilDisorderSummaryData, lang: Lang): { key: string; head: string[]; rows: (string | number)[][] }[] {
  const f = s.final;
  return [
    {
      key: 'crowds',
      head: [t(lang, 'summary.col.crowd'), t(lang, 'status.col.figures'), t(lang, 'status.col.rl'), t(lang, 'summary.col.arrests')],
      rows: f.crowds.map((c) => [
        `${c.name} (${c.id})`,
        c.figures,
        c.mergedInto ? t(lang, 'summary.merged-into', { into: f.crowds.find((x) => x.id === c.mergedInto)?.name ?? c.mergedInto }) : `${c.rl} ${t(lang, `rl.state.${c.rl}`)}`,
        c.arrests,
      ]),
    },
    {
      key: 'units',
      head: [t(lang, 'summary.col.unit'), t(lang, 'status.col.strength'), t(lang, 'summary.col.wounded')],
      rows: f.units.map((u) => [`${u.name} (${u.id})`, u.strength, u.wounded]),
    },
    {
      key: 'buildings',
      head: [t(lang, 'summary.col.building'), t(lang, 'summary.col.value'), t(lang, 'status.col.loot'), t(lang, 'status.col.fires')],
      rows: f.buildings.map((b) => [`${b.name} (${b.id})${b.looted ? ` · ${t(lang, 'summary.looted')}` : ''}`, `${b.value}/${b.startValue}`, b.loot, b.fires]),
    },
  ];
}

/** Dead and wounded by side (U75): header and cells in words. */
export function lossTable(s: CivilDisorderSummaryData, lang: Lang): { head: string[]; rows: (string | number)[][] } {
  return {
    head: [t(lang, 'summary.col.side'), t(lang, 'summary.col.dead'), t(lang, 'summary.col.wounded'), t(lang, 'summary.col.light')],
    rows: s.casualties.losses.map((l) => [t(lang, `summary.side.${l.side}`), l.dead, l.wounded, l.light]),
  };
}

/** Civil Disorder's sections as terminal text: how the game ended first, then the history; `turns` the last turn reached. */
export function civilDisorderText(s: CivilDisorderSummaryData, turns: number, lang: Lang, th: Theme): string[] {
  const out: string[] = [];
  out.push('', th.title(t(lang, 'summary.final', { turn: s.final.turn })));
  for (const f of finalTables(s, lang)) {
    if (f.rows.length === 0) continue;
    out.push(th.title(t(lang, `summary.final.${f.key}`)), table(f.head, f.rows, th));
  }
  const loss = lossTable(s, lang);
  out.push('', th.title(t(lang, 'summary.losses')), table(loss.head, loss.rows, th));

  out.push('', th.title(t(lang, 'summary.rl')));
  const width = Math.max(0, ...s.rl.map((r) => r.crowd.length));
  const turnWidth = Math.max(1, String(turns).length);
  out.push(th.dim(`${' '.repeat(width)}  ${t(lang, 'summary.rl.axis', { from: 1, to: turns })}`));
  // From the starting RL, then the RL at the end of each turn.
  for (const r of s.rl) {
    const values = [r.start, ...r.byTurn];
    const nums = values.map((v) => String(v).padStart(turnWidth)).join(' ');
    out.push(`${r.crowd.padEnd(width)}  ${sparkline(values)}  ${nums}`);
  }

  out.push('', th.title(t(lang, 'summary.casualties', { n: s.casualties.total })));
  const statuses = [...new Set(s.casualties.list.map((c) => c.status))].sort();
  if (s.casualties.total === 0) out.push(th.dim(t(lang, 'summary.none.casualties')));
  else {
    const rows = Object.entries(s.casualties.bySide).map(([side, by]) => [t(lang, `summary.side.${side}`), ...statuses.map((st) => by[st] ?? 0), Object.values(by).reduce((a, b) => a + b, 0)]);
    out.push(table([t(lang, 'summary.col.side'), ...statuses.map((st) => casualtyWord(lang, 'status', st)), t(lang, 'common.total')], rows, th));
  }

  out.push('', th.title(t(lang, 'summary.arrests', { n: s.arrests.total })));
  const arrested = s.arrests.byCrowd.filter((a) => a.arrests !== 0);
  if (arrested.length === 0) out.push(th.dim(t(lang, 'summary.none.arrests')));
  else out.push(table([t(lang, 'summary.col.crowd'), t(lang, 'summary.col.arrests')], arrested.map((a) => [`${a.name} (${a.crowd})`, a.arrests]), th));

  out.push('', th.title(t(lang, 'summary.property', { damage: s.property.damage, loot: s.property.lootTaken, fires: s.property.firesStarted })));
  const hit = s.property.buildings.filter((b) => b.damage !== 0 || b.lootTaken !== 0 || b.fires !== 0 || b.firesStarted !== 0 || b.looted);
  if (hit.length === 0) out.push(th.dim(t(lang, 'summary.none.property')));
  else {
    out.push(
      table(
        ['building', 'value', 'damage', 'loot', 'fires'].map((k) => t(lang, `summary.col.${k}`)),
        hit.map((b) => [`${b.name} (${b.building})`, `${b.value}/${b.startValue}`, b.damage, b.lootTaken, `${b.fires} (${b.firesStarted})`]),
        th,
      ),
    );
  }

  out.push('', th.title(t(lang, 'summary.shots', { n: s.shots.length })));
  if (s.shots.length === 0) out.push(th.dim(t(lang, 'summary.none.shots')));
  else out.push(table(['seq', 'turn', 'unit', 'crowd', 'weapon', 'hits', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.shots.map((x) => shotCells(lang, x)), th));

  out.push('', th.title(t(lang, 'summary.status-changes', { n: s.statusChanges.length })));
  if (s.statusChanges.length === 0) out.push(th.dim(t(lang, 'summary.none.status-changes')));
  else out.push(table(['seq', 'turn', 'crowd', 'by', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.statusChanges.map((c) => [c.seq, c.turn, c.crowd, t(lang, `summary.by.${c.by}`), c.text]), th));

  out.push('', th.title(t(lang, 'summary.overreactions', { n: s.overreactions.length })));
  if (s.overreactions.length === 0) out.push(th.dim(t(lang, 'summary.none.overreactions')));
  else out.push(table(['seq', 'turn', 'unit', 'outcome'].map((k) => t(lang, `summary.col.${k}`)), s.overreactions.map((o) => [o.seq, o.turn, o.units.join(', '), o.text]), th));
  return out;
}

/** One firing as table cells: who, at whom, with what (over their heads), hits and casualties. */
export function shotCells(lang: Lang, x: ShotRow): (string | number)[] {
  const weapon = `${x.firers} × ${t(lang, `fire.weapon.${x.weapon}`)}${x.overHeads ? ` (${t(lang, 'summary.over-heads')})` : ''}`;
  return [x.seq, x.turn, x.unit ?? '—', x.crowd ?? '—', weapon, x.hits, x.casualties.length ? t(lang, 'common.labelled', { label: x.text, text: x.casualties.map((c) => `${c.id} ${t(lang, `fire.injury.${c.code}`)}`).join(', ') }) : x.text];
}
