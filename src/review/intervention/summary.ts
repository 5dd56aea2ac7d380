// Intervention's sections of the after-action summary and the report
// (GameSystem.summary): the mission and how it ended (mission.verdict, l.418-448),
// then every fighter at the end: its side, its RT counter against its RT
// (l.130-134, R18) and its condition (fit, wounded, out of the fight).
import { t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryReader } from '../../engine/system.js';
import type { Lang } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import type { IvSlice } from '../../rules/intervention/game.js';

export interface IvFighterRow {
  id: string;
  name: string;
  side: string;
  counter: number;
  rt: number;
  condition: string;
}

/** Intervention's data in `summary --json`. */
export interface IvSummaryData {
  mission: { kind: string; winner: string | null; code: string | null; turn: number | null };
  fighters: IvFighterRow[];
}

const slice = (g: Game) => g as unknown as Partial<IvSlice>;

/** Intervention's summary reader: everything it shows is the final state's. */
export const readIntervention: SummaryReader = (): SummaryCollector => ({
  after: () => undefined,
  finish(game) {
    const s = slice(game);
    const sides = s.sides ?? {};
    const verdict = s.mission?.verdict ?? null;
    const fighters: IvFighterRow[] = Object.values(s.fighters ?? {}).map((f) => ({ id: f.id, name: f.name, side: f.side, counter: f.counter, rt: f.rt, condition: f.condition }));
    const data: IvSummaryData = { mission: { kind: s.mission?.kind ?? '', winner: verdict?.winner ?? null, code: verdict?.code ?? null, turn: verdict?.turn ?? null }, fighters };
    const sideName = (id: string) => sides[id]?.name ?? id;
    const outcome = (lang: Lang) =>
      !verdict ? t(lang, 'iv.summary.open') : verdict.winner === 'draw' || !Object.hasOwn(sides, verdict.winner) ? t(lang, 'iv.mission.verdict-draw') : t(lang, 'iv.summary.ended', { turn: verdict.turn, verdict: t(lang, 'iv.mission.verdict', { side: sideName(verdict.winner) }) });
    const count = (c: string) => fighters.filter((f) => f.condition === c).length;
    const title = (lang: Lang) => t(lang, 'iv.summary.fighters', { out: count('out'), wounded: count('wounded') });
    const cells = (lang: Lang) => ({
      head: [t(lang, 'iv.summary.col.fighter'), t(lang, 'iv.summary.col.side'), t(lang, 'iv.summary.col.counter'), t(lang, 'iv.summary.col.condition')],
      rows: fighters.map((f) => [`${f.name} (${f.id})`, f.side, `${f.counter}/${f.rt}`, t(lang, `iv.condition.${f.condition}`)]),
    });
    const missionLine = (lang: Lang) => t(lang, 'iv.summary.mission', { mission: t(lang, `iv.mission.${data.mission.kind}`) });
    return {
      sections: ['mission', 'fighters'],
      data: data as unknown as Record<string, unknown>,
      text(lang, th) {
        const c = cells(lang);
        return ['', th.title(missionLine(lang)), outcome(lang), '', th.title(title(lang)), table(c.head, c.rows, th)];
      },
      html(lang) {
        const c = cells(lang);
        return [
          `<section id="mission" data-kind="${esc(data.mission.kind)}" data-winner="${esc(data.mission.winner ?? '')}"><h2>${esc(missionLine(lang))}</h2><p>${esc(outcome(lang))}</p></section>`,
          `<section id="fighters"><h2>${esc(title(lang))}</h2>`,
          tableHtml('fighters-table', c.head, c.rows, (i) => ` data-fighter="${esc(fighters[i].id)}" data-counter="${fighters[i].counter}" data-condition="${esc(fighters[i].condition)}"`),
          '</section>',
        ];
      },
    };
  },
});
