// `umpire riot-order <teams...>`: the police choose the order of play of the
// next round, at a round's end or before the round's first turn (l.113,
// U246); from the second round riot-turn follows it. Thin adapter over
// src/rules/riot/order.ts. Stateless: `--teams`, `--round`, `--played`.
import type { Command } from 'commander';
import { resolveRiotOrder, type OrderFacts } from '../../rules/riot/order.js';
import { ORDER_FROM_ROUND, TEAMS } from '../../rules/riot/tables.js';
import { UserError } from '../../errors.js';
import { addCommon, intOpt, listedIds, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { orderDue, sliceOf } from './ask.js';
import { riotSlice } from './facts.js';

interface OrderOpts extends CommonOpts {
  teams?: string;
  round?: string;
  played?: string;
}

const STATELESS = ['teams', 'round', 'played'] as const;

export const ORDER_FACTS: ProcedureFacts = {
  // Each team once, first to last, asked one at a time among those not yet placed (l.113, U246).
  args: [
    {
      name: 'teams',
      description: 'the teams in their order of play, first to last (police autonomes ... or police,autonomes,...)',
      kind: 'riot.teams',
      variadic: true,
      ordered: { question: 'riot.order.ask' },
      canAct: (game, id, before) => {
        const s = sliceOf(game);
        return s !== null && Object.hasOwn(s.teams, id) && orderDue(s, game) && !before.flatMap((x) => x.split(',')).includes(id);
      },
    },
  ],
  options: [
    { flags: '--teams <teams>', description: "stateless: the game's teams (default the four)", role: 'stateless' },
    { flags: '--round <n>', description: `stateless: the round (default ${ORDER_FROM_ROUND})`, role: 'stateless' },
    { flags: '--played <teams>', description: 'stateless: the teams that have played the round (default none)', role: 'stateless' },
  ],
  // RIOT has no dice (l.1-145).
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-order')
    .description("RIOT: the police choose the order of play of the next round, every team once, at a round's end or before its first turn; from the second round riot-turn follows it (l.113)");
  defineFacts(cmd, ORDER_FACTS);
  addCommon(cmd);
  cmd.action(async (teams: string[], opts: OrderOpts) => {
    const stateless = STATELESS.some((o) => opts[o] !== undefined);
    const order = listedIds('<teams>', teams);
    if (order.length === 0) throw new UserError('missing-option', { procedure: 'riot-order', whatKey: 'err.w.riot-order', option: '<teams>', optionKey: 'err.o.riot-order' });
    await runProcedure<OrderFacts>(io, opts, stateless ? undefined : 'order', {
      name: 'riot-order',
      fromOptions(_edition, lang) {
        const all = opts.teams === undefined ? [...TEAMS] : listedIds('--teams', opts.teams);
        // l.113: the police choose from the end of the first round; a lookup asks of the second by default.
        const round = opts.round === undefined ? ORDER_FROM_ROUND : intOpt('--round', opts.round, 1, 9999);
        const played = opts.played === undefined ? [] : listedIds('--played', opts.played);
        return { lang, order, teams: all, round, played };
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-order');
        if (s.round.owed) throw new UserError('riot-opinion-owed');
        return { lang, order, teams: Object.keys(s.teams), round: game.turn, played: s.round.played, current: s.order ?? [], onGame: true };
      },
      resolve: (facts) => resolveRiotOrder(facts),
    });
  });
}
