// The nationalists' secret mission (riot-board-game.fr.txt l.11: "2 Cartes de
// Mission pour les Nationalistes"; l.27: "la Mission Secrète qu'ils auront
// aléatoirement piochée au début de la partie"). U247: drawn once, before the
// first turn, by a die over the scenario's missions (deck.ts's draw: a dN over
// the N cards, in the scenario's order), or named as drawn at the table; the
// players' view never shows it. Pure: the missions in, one drawn or a refusal out.
import { t } from '../../i18n/index.js';
import { refusal, type Dice, type Effect, type Lang, type Resolution } from '../types.js';
import { drawCard } from './deck.js';
import { teamName } from './fight.js';

/** The team that draws a mission (l.27). */
export const MISSION_TEAM = 'nationalistes';

export interface MissionFacts {
  lang: Lang;
  /** The missions' ids in the scenario's order, and their names. */
  missions: readonly string[];
  names: Readonly<Record<string, string>>;
  /** The mission named at the table (`--mission`), else drawn by the die. */
  chosen?: string;
  /** On a game: the nationalists play, and their mission already drawn (or named by the scenario), or null. */
  team?: boolean;
  drawn?: string | null;
  onGame?: boolean;
}

const P = 'riot-mission';

/** Draws the nationalists' secret mission at the game's start (l.27). */
export function resolveRiotMission(f: MissionFacts, dice: Dice): Resolution {
  const lang = f.lang;
  const team = teamName(lang, MISSION_TEAM);
  const base = { team: MISSION_TEAM };
  const refuse = (code: string, params: Record<string, string | number> = {}) => refusal(P, 'fr', t(lang, `riot.mission.refused.${code}`, { team, ...params }), base, code);
  if (f.onGame && f.team === false) return refuse('no-team');
  // l.27: one mission, drawn at the game's start.
  if (f.onGame && f.drawn) return refuse('drawn');
  const d = drawCard({ deck: f.missions, drawn: [], chosen: f.chosen }, dice, t(lang, 'riot.mission.die'));
  if (!d.ok) return refuse(d.code === 'deck-empty' ? 'none' : 'unknown', { mission: d.card ?? '', missions: f.missions.join(', ') });
  const name = f.names[d.card] ?? d.card;
  const effects: Effect[] = f.onGame ? [{ op: 'set', path: `riot.teams.${MISSION_TEAM}.mission`, value: d.card }] : [];
  return {
    procedure: P,
    edition: 'fr',
    ...base,
    rolls: [...dice.rolls],
    modifiers: [],
    total: d.roll,
    outcome: { code: 'mission-drawn', text: t(lang, 'riot.mission.outcome', { team, mission: name }) },
    effects,
    notes: [t(lang, 'riot.mission.note.secret', { team })],
    mission: d.card,
    by: d.by,
  };
}

/** Whether the game still owes the nationalists' draw before its first turn (U247): they play, the scenario has missions, none is drawn. */
export function missionOwed(s: { teams: Record<string, { mission: string | null }>; missions: Record<string, unknown> }): boolean {
  const n = s.teams[MISSION_TEAM];
  return n !== undefined && n.mission === null && Object.keys(s.missions).length > 0;
}
