// Guérilla Urbaine's sections of the after-action summary and the report
// (GameSystem.summary of the gang game): each gang's figures out of the game
// (dead) and down at the end, and the PV its figures lost over the game (a
// Médico's revival gives none back: losses are counted as they fell); then
// who won the initiative each turn (gu-initiative, l.66).
import { t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryReader } from '../../engine/system.js';
import type { Lang } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import type { GuSlice } from '../../games/guerilla-urbaine/state.js';

export interface GangRow {
  gang: string;
  name: string;
  /** Its figures at the start. */
  figures: number;
  /** Out of the game at the end (dead). */
  out: number;
  /** Down at the end (mis à terre, l.58), not dead. */
  down: number;
  /** PV its figures lost over the game (resolutions in force only). */
  pvLost: number;
}

export interface InitiativeRow {
  seq: number;
  turn: number;
  /** The gang that won it, then the other. */
  winner: string;
  order: string[];
}

/** Guérilla Urbaine's data in `summary --json`. */
export interface GuSummaryData {
  gangs: GangRow[];
  initiative: InitiativeRow[];
}

const slice = (g: Game): GuSlice => Object.assign({ gangs: {}, figures: {}, round: null }, g) as unknown as GuSlice;
const pvOf = (g: GuSlice) => new Map(Object.values(g.figures).map((f) => [f.id, f.pv]));

/** The gang game's summary reader. */
export const readGuerillaUrbaine: SummaryReader = (initial): SummaryCollector => {
  const lost = new Map<string, number>();
  const initiative: InitiativeRow[] = [];
  let pvBefore = new Map<string, number>();
  return {
    before(_e, game) {
      pvBefore = pvOf(slice(game));
    },
    after(e, game, counted) {
      if (!counted) return;
      const g = slice(game);
      for (const f of Object.values(g.figures)) {
        const d = (pvBefore.get(f.id) ?? f.pv) - f.pv;
        if (d > 0) lost.set(f.gang, (lost.get(f.gang) ?? 0) + d);
      }
      const r = e.record!;
      if (r.procedure === 'gu-initiative' && typeof r.winner === 'string' && Array.isArray(r.order)) {
        initiative.push({ seq: e.seq, turn: typeof r.newTurn === 'number' ? r.newTurn : e.turn, winner: r.winner, order: r.order.map(String) });
      }
    },
    finish(game) {
      const g = slice(game);
      const start = slice(initial);
      const figures = Object.values(g.figures);
      const gangs: GangRow[] = Object.values(g.gangs).map((x) => {
        const own = figures.filter((f) => f.gang === x.id);
        return {
          gang: x.id,
          name: x.name,
          figures: Object.values(start.figures).filter((f) => f.gang === x.id).length,
          out: own.filter((f) => f.dead).length,
          down: own.filter((f) => f.down && !f.dead).length,
          pvLost: lost.get(x.id) ?? 0,
        };
      });
      const data: GuSummaryData = { gangs, initiative };
      const nameOf = (id: string) => g.gangs[id]?.name ?? id;
      const gangTable = (lang: Lang) => ({
        head: ['gang', 'figures', 'out', 'down', 'pv-lost'].map((k) => t(lang, `gu.summary.col.${k}`)),
        rows: gangs.map((x) => [`${x.name} (${x.gang})`, x.figures, x.out, x.down, x.pvLost]),
      });
      const initiativeTable = (lang: Lang) => ({
        head: [t(lang, 'summary.col.turn'), t(lang, 'gu.summary.col.winner'), t(lang, 'gu.summary.col.order')],
        rows: initiative.map((i) => [i.turn, nameOf(i.winner), i.order.map(nameOf).join(t(lang, 'gu.summary.then'))]),
      });
      return {
        sections: ['gangs', 'initiative'],
        data: data as unknown as Record<string, unknown>,
        text(lang, th) {
          const gt = gangTable(lang);
          const it = initiativeTable(lang);
          return [
            '',
            th.title(t(lang, 'gu.summary.gangs')),
            table(gt.head, gt.rows, th),
            '',
            th.title(t(lang, 'gu.summary.initiative', { n: initiative.length })),
            ...(initiative.length === 0 ? [th.dim(t(lang, 'gu.summary.none.initiative'))] : [table(it.head, it.rows, th)]),
          ];
        },
        html(lang) {
          const gt = gangTable(lang);
          const it = initiativeTable(lang);
          return [
            `<section id="gangs"><h2>${esc(t(lang, 'gu.summary.gangs'))}</h2>`,
            tableHtml('gangs-table', gt.head, gt.rows, (i) => ` data-gang="${esc(gangs[i].gang)}" data-out="${gangs[i].out}" data-down="${gangs[i].down}" data-pv-lost="${gangs[i].pvLost}"`),
            '</section>',
            `<section id="initiative"><h2>${esc(t(lang, 'gu.summary.initiative', { n: initiative.length }))}</h2>`,
            initiative.length === 0 ? `<p>${esc(t(lang, 'gu.summary.none.initiative'))}</p>` : tableHtml('initiative-table', it.head, it.rows, (i) => ` data-turn="${initiative[i].turn}" data-winner="${esc(initiative[i].winner)}"`),
            '</section>',
          ];
        },
      };
    },
  };
};
