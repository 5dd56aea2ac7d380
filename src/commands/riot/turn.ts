// `umpire riot-turn <team>`: begins a team's turn in RIOT, phase 1 (l.41-61):
// its zone points and credits. Thin adapter over src/rules/riot/turn.ts.
import type { Command } from 'commander';
import { riotNames } from '../../render/riot/names.js';
import { resolveRiotTurn, type TurnFacts } from '../../rules/riot/turn.js';
import { isProtester, TEAMS, ZONE_TEAMS } from '../../rules/riot/tables.js';
import { UserError } from '../../errors.js';
import { addCommon, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { mayBeginTurn, teamArg } from './ask.js';
import { missionOwed } from '../../rules/riot/mission.js';
import { intList, mapZonesOf, riotSlice, teamOf, teamOpt } from './facts.js';

interface TurnOpts extends CommonOpts {
  buildings?: string;
  zones?: string;
  fewest?: string;
  players?: string;
}

const STATELESS = ['buildings', 'zones', 'fewest', 'players'] as const;

const TURN_FACTS: ProcedureFacts = {
  // The teams that may begin their turn now (played this round: no; the police first, l.113).
  args: [teamArg('the team whose turn begins: police, autonomes, anarchistes or nationalistes', mayBeginTurn)],
  options: [
    { flags: '--buildings <credits>', description: 'stateless: the credits of each building the team holds (e.g. 2,1,1)', role: 'stateless' },
    { flags: '--zones <n>', description: 'stateless: zones whose every building the team holds', role: 'stateless' },
    { flags: '--fewest <n>', description: 'stateless: the police: units left to the protester team with the fewest', role: 'stateless' },
    { flags: '--players <n>', description: 'stateless: the number of players (2-4)', role: 'stateless' },
  ],
  // RIOT has no dice (l.1-145): a turn's income is counted.
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-turn')
    .description("RIOT: begin a team's turn: zone points (autonomes, anarchistes) and credits for the buildings held, or the police's credits from the protester team with the fewest units and +2/+3 by the players (l.37-61)")
  defineFacts(cmd, TURN_FACTS);
  addCommon(cmd);
  cmd.action(async (team: string | undefined, opts: TurnOpts) => {
    const stateless = STATELESS.some((o) => opts[o] !== undefined);
    if (team === undefined) throw new UserError('missing-option', { procedure: 'riot-turn', whatKey: 'err.w.riot-team', option: '<team>', optionKey: 'err.o.riot-team' });
    await runProcedure<TurnFacts>(io, opts, stateless ? undefined : team, {
      name: 'riot-turn',
      fromOptions(_edition, lang) {
        const tm = teamOpt('<team>', team);
        const buildings = opts.buildings === undefined ? [] : intList('--buildings', opts.buildings, 1, 2).map((credits, i) => ({ id: `#${i + 1}`, zone: '-', credits }));
        const zones = opts.zones === undefined ? 0 : intOpt('--zones', opts.zones, 0, 99);
        // l.19: four teams by default; two to four players (l.55-59, l.111).
        const players = opts.players === undefined ? TEAMS.length : intOpt('--players', opts.players, 2, TEAMS.length);
        const fewest = opts.fewest === undefined ? 0 : intOpt('--fewest', opts.fewest, 0, 999);
        return {
          lang,
          team: tm,
          players,
          buildings,
          zones: Array.from({ length: ZONE_TEAMS.includes(tm as never) ? zones : 0 }, (_, i) => `#${i + 1}`),
          enemies: (tm === 'police' ? { autonomes: fewest } : {}) as Record<string, number>,
          credits: 0,
          zonePoints: 0,
        };
      },
      fromState(game, id, lang) {
        const s = riotSlice(game, 'riot-turn');
        const tm = teamOf(s, id);
        const units = Object.values(s.units);
        const held = (b: string) => units.some((u) => u.team === tm && u.at === b);
        const buildings = Object.values(s.buildings).filter((b) => held(b.id)).map((b) => ({ id: b.id, zone: b.zone, credits: b.credits }));
        const zones = Object.values(s.zones).filter((z) => z.buildings.length > 0 && z.buildings.every(held)).map((z) => z.id);
        const enemies = Object.fromEntries(Object.keys(s.teams).filter(isProtester).map((x) => [x, units.filter((u) => u.team === x).length]));
        const penalties = tm === 'police' ? s.opinion.pending.map((c) => ({ card: c, name: s.opinion.cards[c]?.name ?? c, credits: s.opinion.cards[c]?.credits ?? 0 })).filter((p) => p.credits !== 0) : [];
        if (s.round.owed && s.round.team === null) throw new UserError('riot-opinion-owed');
        return {
          lang,
          team: tm,
          players: s.players,
          buildings,
          zones,
          enemies,
          penalties,
          credits: s.teams[tm].credits,
          zonePoints: s.teams[tm].zonePoints,
          round: game.turn,
          played: s.round.played,
          order: s.order,
          now: { team: s.round.team, cards: s.round.cards, turned: s.round.turned, attacks: s.round.attacks, phase: s.round.phase, moves: s.round.moves, extra: s.round.extra },
          owed: s.round.owed,
          missionOwed: missionOwed(s),
          wounded: units.filter((u) => u.team === tm && u.wounded).map((u) => ({ id: u.id, at: u.at })),
          ...(game.map ? { mapZones: mapZonesOf(game) } : {}),
          onGame: true,
          names: riotNames(s, lang),
        };
      },
      resolve: (facts) => resolveRiotTurn(facts),
    });
  });
}
