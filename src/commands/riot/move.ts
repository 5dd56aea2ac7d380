// `umpire riot-move <unit>... --to <place>`: the active team's units move
// (l.71-75); the state keeps where each stands. Thin adapter over
// src/rules/riot/move.ts. On a game only: a move is bookkeeping of the board.
import type { Command } from 'commander';
import { riotNames } from '../../render/riot/names.js';
import { UserError } from '../../errors.js';
import { resolveRiotMove, type MoveFacts } from '../../rules/riot/move.js';
import { addCommon, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { movePlaces, unitsArg } from './ask.js';
import { idList, placeOf, riotSlice, unitOf } from './facts.js';
import { HOSPITAL, movesAllowed, type Special } from '../../rules/riot/tables.js';

interface MoveOpts extends CommonOpts {
  to?: string;
}

export const MOVE_FACTS: ProcedureFacts = {
  // The active team's units with a move left this turn (l.75, l.139; a police unit out of the hospital has made its
  // move with the step into the HQ, l.101, U281); from the hospital only a riot-squad van (l.101, l.139).
  args: [unitsArg('units', 'the units that move (ids, or a1,a2)', (s, at, special, id) => (at !== HOSPITAL || special === 'combi') && (s.round.moves?.[id] ?? 0) < movesAllowed(special as Special | null) + (s.round.extra?.[id] ?? 0))],
  options: [
    {
      flags: '--to <place>',
      description: "where: a zone's id (its street), a building's id, or hq",
      role: 'value',
      ask: 'required',
      // The places the move rule does not refuse for these units (l.71-75).
      pick: (game, [units], lang) => movePlaces(game, units, lang),
    },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-move')
    .description("RIOT: move units of the team whose turn it is to a street (the zone's id), a building or the HQ; never to an entry point, an occupied building is attacked, not entered (l.71-75)")
  defineFacts(cmd, MOVE_FACTS);
  addCommon(cmd);
  cmd.action(async (units: string[], opts: MoveOpts) => {
    const ids = idList('<units>', units);
    await runProcedure<MoveFacts>(io, opts, ids.join(','), {
      name: 'riot-move',
      fromOptions() {
        throw new UserError('riot-move-needs-game');
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-move');
        if (ids.length === 0) throw new UserError('missing-option', { procedure: 'riot-move', whatKey: 'err.w.riot-movers', option: '<units>', optionKey: 'err.o.riot-units' });
        if (opts.to === undefined) throw new UserError('missing-option', { procedure: 'riot-move', whatKey: 'err.w.riot-to', option: '--to', optionKey: 'err.o.riot-to' });
        const us = ids.map((id) => unitOf(s, id));
        const to = placeOf(s, opts.to, ids);
        // The map's zone that is this place (U335): the move sets the units there.
        const mapZone = game.map?.zones.find((z) => z.place === to.id)?.id;
        return {
          ...(mapZone === undefined ? {} : { mapZone, turn: game.turn }),
          lang,
          units: us.map((u) => ({ id: u.id, team: u.team, from: placeOf(s, u.at, ids), special: s.types[u.type]?.special ?? null })),
          to,
          active: s.round.team,
          phase: s.round.phase,
          moved: s.round.moves ?? {},
          extra: s.round.extra ?? {},
          onGame: true,
          names: riotNames(s, lang),
        };
      },
      resolve: (facts) => resolveRiotMove(facts),
    });
  });
}
