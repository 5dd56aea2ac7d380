// RIOT (riot-board-game.fr.txt) as its own game, `game: riot`: the board
// game's bookkeeping (it has no dice): credits and zone points, cards at a
// rising cost, fights per R20, the public-opinion deck and each team's
// victory. Its rules are in src/rules/riot/, its commands in
// src/commands/riot/, its scenario section and state slice in
// src/state/riot/, its messages in src/i18n/riot/, its docs in docs/riot.md.
// The engine's turn is RIOT's round (manche); each team's turn is `riot-turn`.
import type { SystemBody } from '../../engine/registry.js';
import type { GameCore } from '../../engine/system.js';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { en } from '../../i18n/riot/en.js';
import { fr } from '../../i18n/riot/fr.js';
import type { Effect } from '../../rules/types.js';
import { parseRiot, riotFromScenario, RIOT_SCENARIO_KEYS } from '../../state/riot/scenario.js';
import { cardCost, ZONE_TEAMS } from '../../rules/riot/tables.js';
import { teamName } from '../../rules/riot/fight.js';
import { riotChangeText } from '../../render/riot/changes.js';
import { freshRound, RIOT_SCHEMA, RIOT_STATE_KEYS, type RiotSlice } from '../../state/riot/state.js';
import { riotPieces } from './map.js';
import { placeName, riotName, type NameSource } from '../../render/riot/names.js';

/** The slice's names (U402), from a game that may not be RIOT's. */
const namesOf = (game: GameCore | undefined): NameSource => (game as unknown as Partial<RiotSlice> | undefined)?.riot ?? {};
/** A pick list's head for an id of the game: its name (U402), never the bare id where a name exists. */
const named = (id: string, _e: unknown, game: GameCore, lang: 'en' | 'fr'): string => riotName(namesOf(game), lang, id);

/** The round's end (`next-turn`): every team has had its turn and no opinion card is owed (l.31, l.113); the next round begins afresh, in the police's order (U246). */
function advance(game: GameCore): Effect[] {
  const s = (game as unknown as RiotSlice).riot;
  if (s.round.owed) throw new UserError('riot-opinion-owed');
  const waiting = Object.keys(s.teams).filter((x) => !s.round.played.includes(x));
  if (waiting.length) throw new UserError('riot-round-unfinished', { teams: waiting.join(', '), round: game.turn });
  // l.113, U246: without a new choice of the police, the order of the round just played holds.
  const order: Effect[] = s.order?.length ? [] : [{ op: 'set', path: 'riot.order', value: [...s.round.played] }];
  return [...order, { op: 'set', path: 'riot.round', value: freshRound() }];
}

/** RIOT less its entry (entry.ts: id, name, commands): loaded when a game plays it or its command runs. */
export const riot: SystemBody = {
  scenario: {
    keys: RIOT_SCENARIO_KEYS,
    // The parsed section under the scenario's own keys (the log keeps the scenario; initial() builds the slice from it).
    parse: (top, ctx) => {
      const r = parseRiot(top, ctx);
      return { teams: { players: r.players, teams: r.teams }, zones: { zones: r.zones, buildings: r.buildings }, unitTypes: r.types, units: r.units, cards: { cards: r.cards, deck: r.cardDeck.deck }, opinion: { cards: r.opinion.cards, deck: r.opinion.deck }, missions: r.missions };
    },
  },
  state: {
    keys: RIOT_STATE_KEYS,
    initial: (slice) => ({ riot: riotFromScenario(slice) }),
    schema: RIOT_SCHEMA,
  },
  turn: { hookNames: [], load: async () => ({ advance, hooks: [] }) },
  // The players' JSON view: what `status --player` shows. The hands are counted, never listed; a team's mission is
  // secret (l.27); the order of the decks to come and the cards drawn into hands are the umpire's.
  players: {
    // l.27, U247: the players learn that the nationalists drew their mission, never which; the nationalists' own page
    // (U312) is told it, and a team's own page the cards it drew.
    lines: (r, game, lang, scrub, side) => {
      if (r.refused || side === undefined || r.team !== side) return r.procedure === 'riot-mission' && !r.refused ? [t(lang, 'riot.mission.player', { team: teamName(lang, 'nationalistes') })] : undefined;
      if (r.procedure === 'riot-mission') return [scrub(r.outcome.text)];
      const cards = r.procedure === 'riot-buy' && Array.isArray(r.cards) ? (r.cards as { card: string }[]).map((c) => (game as unknown as Partial<RiotSlice>).riot?.cards[c.card]?.name ?? c.card) : [];
      return cards.length > 0 ? [scrub(r.outcome.text), t(lang, 'riot.buy.note.cards', { cards: cards.join(', ') })] : undefined;
    },
    state: (game, _lang, side) => {
      const s = (game as unknown as RiotSlice).riot;
      // A team's own page (U312): its hand's cards and its mission beside the counts every team sees.
      const own = (tm: RiotSlice['riot']['teams'][string]) => (tm.id === side ? { cards: tm.hand.map((c) => ({ id: c, name: s.cards[c]?.name ?? c, text: s.cards[c]?.text ?? '' })), ...(tm.mission ? { mission: s.missions[tm.mission] ?? tm.mission } : {}) } : {});
      const teams = Object.fromEntries(Object.values(s.teams).map((tm) => [tm.id, { id: tm.id, credits: tm.credits, zonePoints: tm.zonePoints, hand: tm.hand.length, ...own(tm) }]));
      return {
        riot: {
          players: s.players,
          teams,
          zones: s.zones,
          buildings: s.buildings,
          types: s.types,
          units: s.units,
          opinion: { turned: s.opinion.drawn.map((c) => s.opinion.cards[c]).filter(Boolean), left: s.opinion.deck.length - s.opinion.drawn.length, pending: s.opinion.pending },
          round: s.round,
          order: s.order ?? [],
        },
      };
    },
  },
  // `status`: the round, the teams, the opinion track, the units and the buildings; the players' view hides the hands and the nationalists' mission.
  // Its section of the summary and the report: each team's credits and zone points by turn.
  summary: async () => (await import('../../review/riot/summary.js')).readRiot,
  status: {
    render: async (game, lang, color) => (await import('../../commands/riot/status.js')).renderRiotStatus(game, (game as unknown as RiotSlice).riot, lang, color, false),
    pending: async (game, lang) => (await import('../../commands/riot/status.js')).riotPending((game as unknown as RiotSlice).riot, lang),
    // `status --brief`: the turn, the opinion track, a line a team (what it holds, its wounded); the round in its title.
    brief: async (game, lang) => (await import('../../commands/riot/status.js')).riotBrief((game as unknown as RiotSlice).riot, lang),
    briefTitle: (game, lang) => t(lang, 'riot.status.title', { title: game.title, round: game.turn }),
    player: async (game, lang, color, side) => (await import('../../commands/riot/status.js')).renderRiotStatus(game, (game as unknown as RiotSlice).riot, lang, color, true, side),
    json: (game) => {
      const s = (game as unknown as RiotSlice).riot;
      return { nextCardCost: cardCost(s.round.cards + 1), opinionLeft: s.opinion.deck.length - s.opinion.drawn.length };
    },
  },
  // Each team its own players' page (`umpire serve`, U312): its hand and, for the nationalists, their mission.
  sides: (game, lang) => Object.keys((game as unknown as RiotSlice).riot.teams).map((id) => ({ id, name: teamName(lang, id) })),
  // RIOT's ids live under its one key (`riot.teams`...): each kind a dot path (IdKind.key).
  // The first kind whose words match wins: `--unit` (riot-buy) names a type; an argument
  // saying "units" names units, before "team" (riot-fight's attackers are "units of the team").
  idKinds: [
    { key: 'riot.types', words: /^unit$/, name: named, detail: (e, lang) => t(lang, 'riot.kind.type', { team: teamName(lang, String(e.team)), cost: Number(e.cost), strength: Number(e.strength) }) },
    { key: 'riot.units', words: /\bunits\b|^attackers\b/, name: named, detail: (e, lang, game) => [placeName(namesOf(game), lang, String(e.at)), e.wounded === true ? t(lang, 'riot.status.wounded') : ''].filter(Boolean).join(' · ') },
    { key: 'riot.teams', words: /\bteam\b|^defender$/, name: (id, _e, _game, lang) => teamName(lang, id), detail: (e, lang) => t(lang, ZONE_TEAMS.includes(String(e.id) as never) ? 'riot.kind.team-points' : 'riot.kind.team', { credits: Number(e.credits), points: Number(e.zonePoints) }) },
    // A place (`--at <place>`, `--to <place>`) is a building or a zone's street (l.81-105): both offered, a building with its zone.
    {
      key: 'riot.zones|riot.buildings',
      words: /^(at|to) <place>$/,
      name: named,
      detail: (e, lang, game) => (e.zone === undefined ? '' : t(lang, 'riot.kind.building', { zone: placeName(namesOf(game), lang, String(e.zone)), credits: Number(e.credits) })),
      logSubject: false,
    },
    { key: 'riot.zones', words: /^at$|^to$|\bzones?\b/, name: named },
    { key: 'riot.buildings', words: /\bbuildings?\b/, name: named, detail: (e, lang, game) => t(lang, 'riot.kind.building', { zone: placeName(namesOf(game), lang, String(e.zone)), credits: Number(e.credits) }) },
    { key: 'riot.cards', words: /^blitz$/, name: named, detail: (e, lang) => (Number(e.ranged) > 0 ? t(lang, 'riot.kind.ranged', { points: Number(e.ranged) }) : Number(e.melee) > 0 ? t(lang, 'riot.kind.melee', { points: Number(e.melee) }) : e.blitz === true ? 'Blitz' : '') },
    { key: 'riot.opinion.cards', words: /^card$/, name: named },
    { key: 'riot.missions', words: /^mission$/, name: named },
  ],
  // Its change lines by subject ("police: credits 12 → 9"), not by the nested key.
  changeText: riotChangeText,
  messages: { en, fr },
  describe(game: GameCore, lang) {
    const s = (game as unknown as RiotSlice).riot;
    return t(lang, 'riot.init.summary', { teams: Object.keys(s.teams).map((x) => t(lang, `riot.team.${x}`)).join(', '), zones: Object.keys(s.zones).length, units: Object.keys(s.units).length });
  },
  docs: ['docs/riot.md', 'docs/procedures/riot-turn.md', 'docs/procedures/riot-buy.md', 'docs/procedures/riot-move.md', 'docs/procedures/riot-fight.md', 'docs/procedures/riot-play.md', 'docs/procedures/riot-opinion.md', 'docs/procedures/riot-order.md', 'docs/procedures/riot-mission.md', 'docs/procedures/riot-victory.md', 'docs/rulings.md'],
  // What stands on the map (docs/map.md): the units, each in a zone of the board (l.75).
  map: { pieces: riotPieces },
};
