// RIOT's part of `umpire status` (GameSystem.status): the round and whose
// turn it is, the cards bought this turn and the next one's cost, a
// public-opinion card owed; each team's credits, zone points and hand; the
// opinion track; every unit and where it stands; the buildings and who holds
// them. The players' view hides the hands and the nationalists' mission.
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { cardCost, strengthAt, ZONE_POINTS_TO_WIN, ZONE_TEAMS } from '../../rules/riot/tables.js';
import { teamName } from '../../rules/riot/fight.js';
import type { RiotState } from '../../state/riot/state.js';
import { placeKind } from './facts.js';

/** The status screen of a game of RIOT, as text. */
export async function renderRiotStatus(game: { title: string; turn: number }, s: RiotState, lang: Lang, color: boolean, player: boolean): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const r = s.round;
  const out: string[] = [th.title(t(lang, 'riot.status.title', { title: game.title, round: game.turn }))];
  out.push(r.team === null ? t(lang, 'riot.status.no-turn') : t(lang, 'riot.status.turn', { team: teamName(lang, r.team), cards: r.cards, next: cardCost(r.cards + 1) }));
  const waiting = Object.keys(s.teams).filter((x) => !r.played.includes(x));
  out.push(th.dim(waiting.length ? t(lang, 'riot.status.waiting', { teams: waiting.map((x) => teamName(lang, x)).join(', ') }) : t(lang, 'riot.status.round-done')));
  if (r.owed) out.push(th.bad(t(lang, 'riot.status.owed')));
  const size = s.opinion.deck.length;
  out.push(t(lang, 'riot.status.opinion', { turned: s.opinion.drawn.length, size, cards: s.opinion.drawn.map((c) => s.opinion.cards[c]?.name ?? c).join(', ') || t(lang, 'riot.status.none') }));
  out.push(
    table(
      ['team', 'credits', 'points', 'units', 'hand'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.teams).map((tm) => {
        const points = ZONE_TEAMS.includes(tm.id as never) ? `${tm.zonePoints}/${ZONE_POINTS_TO_WIN}` : '';
        const units = Object.values(s.units).filter((u) => u.team === tm.id).length;
        const mission = tm.mission && !player ? ` (${t(lang, 'riot.status.mission', { mission: s.missions[tm.mission]?.name ?? tm.mission })})` : '';
        const hand = player ? String(tm.hand.length) : tm.hand.join(', ');
        return [teamName(lang, tm.id) + mission, tm.credits, points, units, hand];
      }),
      th,
    ),
  );
  out.push(
    table(
      ['unit', 'type', 'team', 'strength', 'at', 'state'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.units).map((u) => {
        const type = s.types[u.type];
        const where = placeKind(s, u.at);
        const strength = type ? strengthAt(type, where?.kind ?? 'street') : '';
        return [u.id, type?.name ?? u.type, teamName(lang, u.team), strength, u.at, u.wounded ? th.bad(t(lang, 'riot.status.wounded')) : ''];
      }),
      th,
    ),
  );
  out.push(
    table(
      ['zone', 'building', 'credits', 'held'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.buildings).map((b) => {
        const teams = [...new Set(Object.values(s.units).filter((u) => u.at === b.id).map((u) => teamName(lang, u.team)))];
        return [b.zone, `${b.id} (${b.name})`, b.credits, teams.join(', ')];
      }),
      th,
    ),
  );
  return `${out.join('\n')}\n`;
}
