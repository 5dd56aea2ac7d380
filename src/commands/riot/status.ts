// RIOT's part of `umpire status` (GameSystem.status): the round and whose
// turn it is, the cards bought this turn and the next one's cost, a
// public-opinion card owed; each team's credits, zone points and hand; the
// opinion track; every unit and where it stands; the buildings and who holds
// them. The players' view hides the hands and the nationalists' mission; a
// team's own page (`umpire serve`, U312) shows its own hand and mission.
import { t } from '../../i18n/index.js';
import type { Lang } from '../../rules/types.js';
import { cardCost, strengthAt, ZONE_POINTS_TO_WIN, ZONE_TEAMS } from '../../rules/riot/tables.js';
import { teamName } from '../../rules/riot/fight.js';
import type { RiotState } from '../../state/riot/state.js';
import { placeKind } from './facts.js';
import { cardName, placeName, unitName } from '../../render/riot/names.js';
import { missionOwed } from '../../rules/riot/mission.js';

/** The teams still to play the round, in the police's order when there is one (l.113, U246). */
function waitingTeams(s: RiotState): string[] {
  const all = Object.keys(s.teams);
  const ordered = [...(s.order ?? []).filter((x) => all.includes(x)), ...all.filter((x) => !(s.order ?? []).includes(x))];
  return ordered.filter((x) => !s.round.played.includes(x));
}

/** The units and the buildings as the players' screen shows them: by name, the units counted by team, type and place. */
function playerTables(s: RiotState, lang: Lang, th: import('../../render/human.js').Theme, table: typeof import('../../render/human.js').table): string[] {
  const order = Object.keys(s.teams);
  const groups = new Map<string, { team: string; type: string; at: string; n: number; wounded: number }>();
  for (const u of Object.values(s.units)) {
    const key = `${u.team}\u0000${u.type}\u0000${u.at}`;
    const g = groups.get(key) ?? { team: u.team, type: u.type, at: u.at, n: 0, wounded: 0 };
    g.n += 1;
    if (u.wounded) g.wounded += 1;
    groups.set(key, g);
  }
  const rows = [...groups.values()]
    .sort((a, b) => order.indexOf(a.team) - order.indexOf(b.team) || a.type.localeCompare(b.type) || a.at.localeCompare(b.at))
    .map((g) => {
      const type = s.types[g.type];
      const where = placeKind(s, g.at);
      return [teamName(lang, g.team), type?.name ?? g.type, g.n, type ? strengthAt(type, where?.kind ?? 'street') : '', placeName(s, lang, g.at), g.wounded > 0 ? th.bad(`${g.wounded} ${t(lang, 'riot.status.wounded')}`) : ''];
    });
  return [
    th.title(t(lang, 'riot.status.units')),
    table(['team', 'type', 'count', 'strength', 'at', 'state'].map((k) => t(lang, `riot.status.col.${k}`)), rows, th),
    th.title(t(lang, 'riot.status.zones')),
    table(
      ['zone', 'building', 'credits', 'held'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.buildings).map((b) => {
        const teams = [...new Set(Object.values(s.units).filter((u) => u.at === b.id).map((u) => teamName(lang, u.team)))];
        return [placeName(s, lang, b.zone), b.name, b.credits, teams.join(', ')];
      }),
      th,
    ),
  ];
}

/** The status screen of a game of RIOT, as text; `player`: the players' view, `side` the team whose own page it is (its hand and mission shown). */
export async function renderRiotStatus(game: { title: string; turn: number }, s: RiotState, lang: Lang, color: boolean, player: boolean, side?: string): Promise<string> {
  const { table, theme } = await import('../../render/human.js');
  const th = theme(color);
  const r = s.round;
  const out: string[] = [th.title(t(lang, 'riot.status.title', { title: game.title, round: game.turn }))];
  out.push(r.team === null ? t(lang, 'riot.status.no-turn') : t(lang, 'riot.status.turn', { team: teamName(lang, r.team), cards: r.cards, next: cardCost(r.cards + 1) }));
  const waiting = waitingTeams(s);
  // l.113, U246: the police's order of play, from the end of the first round.
  if (s.order?.length) out.push(t(lang, 'riot.status.order', { order: s.order.map((x) => teamName(lang, x)).join(', ') }));
  out.push(th.dim(waiting.length ? t(lang, 'riot.status.waiting', { teams: waiting.map((x) => teamName(lang, x)).join(', ') }) : t(lang, 'riot.status.round-done')));
  if (r.owed) out.push(th.bad(t(lang, 'riot.status.owed')));
  if (missionOwed(s)) out.push(th.bad(t(lang, 'riot.status.mission-owed')));
  const size = s.opinion.deck.length;
  out.push(t(lang, 'riot.status.opinion', { turned: s.opinion.drawn.length, size, cards: s.opinion.drawn.map((c) => s.opinion.cards[c]?.name ?? c).join(', ') || t(lang, 'riot.status.none') }));
  // The players' screen: each table under its own heading (the teams' no longer under the opinion line).
  if (player) out.push(th.title(t(lang, 'riot.status.teams')));
  out.push(
    table(
      ['team', 'credits', 'points', 'units', 'hand'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.teams).map((tm) => {
        const points = ZONE_TEAMS.includes(tm.id as never) ? `${tm.zonePoints}/${ZONE_POINTS_TO_WIN}` : '';
        const units = Object.values(s.units).filter((u) => u.team === tm.id).length;
        const hand = !player || tm.id === side ? tm.hand.map((c) => cardName(s, c)).join(', ') : String(tm.hand.length);
        return [teamName(lang, tm.id), tm.credits, points, units, hand];
      }),
      th,
    ),
  );
  // The nationalists' mission is secret (l.27): the umpire's screen only.
  for (const tm of Object.values(s.teams)) {
    if (tm.mission && (!player || tm.id === side)) out.push(t(lang, 'riot.status.mission', { team: teamName(lang, tm.id), mission: s.missions[tm.mission]?.name ?? tm.mission }));
  }
  if (player) {
    // The players' screen names things (issue 42): the units counted by team, type and place, each place by its name; the zones and buildings by theirs.
    out.push(...playerTables(s, lang, th, table));
    return `${out.join('\n')}\n`;
  }
  // The units team by team, in the order of the teams' table, each by its name and where it stands by the place's (U402;
  // the name carries the type, so no column of its own: the table keeps within 80 columns).
  const order = Object.keys(s.teams);
  const units = Object.values(s.units).sort((a, b) => order.indexOf(a.team) - order.indexOf(b.team));
  out.push(
    table(
      ['unit', 'strength', 'at', 'state'].map((k) => t(lang, `riot.status.col.${k}`)),
      units.map((u) => {
        const type = s.types[u.type];
        const where = placeKind(s, u.at);
        const strength = type ? strengthAt(type, where?.kind ?? 'street') : '';
        return [unitName(s, u.id), strength, placeName(s, lang, u.at), u.wounded ? th.bad(t(lang, 'riot.status.wounded')) : ''];
      }),
      th,
    ),
  );
  out.push(
    table(
      ['zone', 'building', 'credits', 'held'].map((k) => t(lang, `riot.status.col.${k}`)),
      Object.values(s.buildings).map((b) => {
        const teams = [...new Set(Object.values(s.units).filter((u) => u.at === b.id).map((u) => teamName(lang, u.team)))];
        return [placeName(s, lang, b.zone), b.name, b.credits, teams.join(', ')];
      }),
      th,
    ),
  );
  return `${out.join('\n')}\n`;
}

/**
 * `status --brief` (StatusView.brief): whose turn it is and the order of
 * play, the opinion track, then a line a team by its name (its credits, zone points,
 * units and cards in hand; the buildings it holds, its units wounded). The
 * teams still to play and an opinion card owed are the pending strip's; a
 * round played through is said.
 */
export function riotBrief(s: RiotState, lang: Lang): string[] {
  const r = s.round;
  const sep = t(lang, 'common.list-sep');
  const out = [r.team === null ? t(lang, 'riot.status.no-turn') : t(lang, 'riot.status.turn', { team: teamName(lang, r.team), cards: r.cards, next: cardCost(r.cards + 1) })];
  if (s.order?.length) out.push(t(lang, 'riot.status.order', { order: s.order.map((x) => teamName(lang, x)).join(', ') }));
  // The teams still to play are the pending strip's; a round played through is said here.
  if (waitingTeams(s).length === 0) out.push(t(lang, 'riot.status.round-done'));
  out.push(t(lang, 'riot.brief.opinion', { turned: s.opinion.drawn.length, size: s.opinion.deck.length }));
  out.push(t(lang, 'riot.brief.teams'));
  const units = Object.values(s.units);
  for (const tm of Object.values(s.teams)) {
    const mine = units.filter((u) => u.team === tm.id);
    const parts = [t(lang, 'riot.brief.team', { credits: tm.credits, units: mine.length, cards: tm.hand.length })];
    if (ZONE_TEAMS.includes(tm.id as never)) parts.push(t(lang, 'riot.brief.points', { points: tm.zonePoints, target: ZONE_POINTS_TO_WIN }));
    out.push(`  ${t(lang, 'status.brief.item', { id: teamName(lang, tm.id), text: parts.join(sep) })}`);
    const held = Object.values(s.buildings).filter((b) => mine.some((u) => u.at === b.id)).map((b) => b.name);
    if (held.length > 0) out.push(`    ${t(lang, 'riot.brief.holds', { list: held.join(', ') })}`);
    const wounded = mine.filter((u) => u.wounded).map((u) => `${unitName(s, u.id)} (${placeName(s, lang, u.at)})`);
    if (wounded.length > 0) out.push(`    ${t(lang, 'riot.brief.wounded', { list: wounded.join(', ') })}`);
  }
  return out;
}

/** The pending strip's items (StatusView.pending): the teams still to play the round, a public-opinion card owed. */
export function riotPending(s: RiotState, lang: Lang): string[] {
  const waiting = waitingTeams(s);
  const items = waiting.length ? [t(lang, 'riot.status.waiting', { teams: waiting.map((x) => teamName(lang, x)).join(', ') })] : [];
  if (s.round.owed) items.push(t(lang, 'riot.status.owed'));
  // l.27, U247: the nationalists' mission still to draw (no secret told: only that it is owed).
  if (missionOwed(s)) items.push(t(lang, 'riot.status.mission-owed'));
  return items;
}
