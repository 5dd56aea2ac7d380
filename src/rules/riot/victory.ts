// Each RIOT team's victory check (riot-board-game.fr.txt l.21-27): the police
// when the last public-opinion card is turned (l.25), the autonomes and the
// anarchistes at 7 zone points (l.26), the nationalists when their secret
// mission is done (l.27; the missions are the scenario's, the text lacks them).
import { t } from '../../i18n/index.js';
import type { Lang, Resolution } from '../types.js';
import { teamName } from './fight.js';
import { ZONE_POINTS_TO_WIN, ZONE_TEAMS } from './tables.js';

/** What a nationalists' mission asks (the project's mission cards, docs/riot.md). */
export const MISSION_GOALS = ['buildings', 'zones', 'credits'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

export interface VictoryFacts {
  lang: Lang;
  team: string;
  /** The police: opinion cards turned and the deck's size. */
  opinion?: { turned: number; size: number };
  /** The autonomes and the anarchistes. */
  zonePoints?: number;
  /** The nationalists: the mission drawn, what it asks, and what the team has. */
  mission?: { id: string; name: string; goal: MissionGoal; target: number; have: number } | null;
}

const P = 'riot-victory';

/** Has this team won? With the figure and the threshold it is measured against. */
export function resolveRiotVictory(f: VictoryFacts): Resolution {
  const lang = f.lang;
  const team = teamName(lang, f.team);
  let have: number;
  let need: number;
  let what: string;
  if (f.team === 'police') {
    const o = f.opinion ?? { turned: 0, size: 0 };
    have = o.turned;
    need = o.size;
    what = t(lang, 'riot.victory.what.police', { have, need });
  } else if (ZONE_TEAMS.includes(f.team as never)) {
    have = f.zonePoints ?? 0;
    need = ZONE_POINTS_TO_WIN;
    what = t(lang, 'riot.victory.what.zones', { have, need });
  } else {
    const m = f.mission;
    if (!m) {
      return { procedure: P, edition: 'fr', team: f.team, rolls: [], modifiers: [], total: null, outcome: { code: 'no-mission', text: t(lang, 'riot.victory.outcome.no-mission', { team }) }, effects: [], notes: [], won: false, have: null, need: null };
    }
    have = m.have;
    need = m.target;
    what = t(lang, `riot.victory.what.mission.${m.goal}`, { mission: m.name, have, need });
  }
  const won = need > 0 && have >= need;
  const code = won ? 'won' : 'not-yet';
  return {
    procedure: P,
    edition: 'fr',
    team: f.team,
    rolls: [],
    modifiers: [],
    total: have,
    outcome: { code, text: t(lang, `riot.victory.outcome.${code}`, { team }) },
    effects: [],
    notes: [what],
    won,
    have,
    need,
  };
}
