// RIOT's section of the after-action summary and the report (GameSystem.summary):
// each team's credits and zone points at the start and at the end of every
// turn, as the log's effects left them (undone resolutions count for nothing
// at the turn's end: the state is the log's fold). Zone points count for the
// teams that score them (tables.ts ZONE_TEAMS, l.37, l.49), out of ZONE_POINTS_TO_WIN (l.26).
import { t } from '../../i18n/index.js';
import { table } from '../../render/human.js';
import type { Game, SummaryCollector, SummaryReader } from '../../engine/system.js';
import type { Lang } from '../../rules/types.js';
import { esc, tableHtml } from '../html.js';
import { teamName } from '../../rules/riot/fight.js';
import { ZONE_POINTS_TO_WIN, ZONE_TEAMS } from '../../rules/riot/tables.js';
import type { RiotSlice } from '../../state/riot/state.js';

export interface TeamRow {
  team: string;
  /** Credits at the start, then at the end of each turn (index 1 = turn 1). */
  credits: number[];
  /** Zone points likewise; null for a team that scores none. */
  zonePoints: number[] | null;
}

/** RIOT's data in `summary --json`. */
export interface RiotSummaryData {
  teams: TeamRow[];
}

const teamsOf = (g: Game) => (g as unknown as Partial<RiotSlice>).riot?.teams ?? {};

/** RIOT's summary reader. */
export const readRiot: SummaryReader = (initial): SummaryCollector => {
  const start = teamsOf(initial);
  const at = new Map<string, Map<number, { credits: number; zonePoints: number }>>();
  return {
    after(e, game) {
      for (const tm of Object.values(teamsOf(game))) {
        if (!at.has(tm.id)) at.set(tm.id, new Map());
        at.get(tm.id)!.set(e.turn, { credits: tm.credits, zonePoints: tm.zonePoints });
      }
    },
    finish(game, turns) {
      const teams: TeamRow[] = Object.values(teamsOf(game)).map((tm) => {
        const first = start[tm.id] ?? tm;
        const credits = [first.credits];
        const points = [first.zonePoints];
        let last = { credits: first.credits, zonePoints: first.zonePoints };
        for (let turn = 1; turn <= turns; turn++) {
          last = at.get(tm.id)?.get(turn) ?? last;
          credits.push(last.credits);
          points.push(last.zonePoints);
        }
        return { team: tm.id, credits, zonePoints: ZONE_TEAMS.includes(tm.id as never) ? points : null };
      });
      const data: RiotSummaryData = { teams };
      const cells = (lang: Lang) => ({
        head: [t(lang, 'riot.status.col.team'), t(lang, 'riot.summary.col.credits'), t(lang, 'riot.summary.col.points', { max: ZONE_POINTS_TO_WIN })],
        rows: teams.map((x) => [teamName(lang, x.team), x.credits.join(' '), x.zonePoints ? x.zonePoints.join(' ') : '—']),
      });
      return {
        sections: ['teams'],
        data: data as unknown as Record<string, unknown>,
        text(lang, th) {
          const c = cells(lang);
          return ['', th.title(t(lang, 'riot.summary.teams', { turns })), th.dim(t(lang, 'riot.summary.axis', { turns })), table(c.head, c.rows, th)];
        },
        html(lang) {
          const c = cells(lang);
          return [
            `<section id="teams"><h2>${esc(t(lang, 'riot.summary.teams', { turns }))}</h2><p class="small">${esc(t(lang, 'riot.summary.axis', { turns }))}</p>`,
            tableHtml('teams-table', c.head, c.rows, (i) => ` data-team="${esc(teams[i].team)}" data-credits="${teams[i].credits.join(',')}" data-points="${teams[i].zonePoints?.join(',') ?? ''}"`),
            '</section>',
          ];
        },
      };
    },
  };
};
