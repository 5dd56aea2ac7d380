// `umpire press <crowd> [--off]`: the press (or a "médiactiviste") arrives at a
// crowd or leaves it; while it is there the crowd's fights turn no opinion
// card (riot-opinion, U107). Logged and undoable; needs a game.
import type { Command } from 'commander';
import { resolvePress, type PressFacts } from '../../rules/riot-opinion/press.js';
import type { OpinionCrowds } from '../../rules/riot-opinion/cards.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

const PRESS_FACTS: ProcedureFacts = {
  args: [{ name: 'crowd', description: 'the crowd the press is with (a crowd id in the state)', kind: 'crowds' }],
  options: [{ flags: '--off', description: 'the press leaves the crowd', role: 'other' }],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('press')
    .description("The press or a 'médiactiviste' is with a crowd (or leaves it, --off): its fights turn no opinion card (riot-opinion, U107)");
  defineFacts(cmd, PRESS_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: CommonOpts & { off?: boolean }) => {
    if (crowd === undefined) throw new UserError('missing-option', { procedure: 'press', whatKey: 'err.w.press-crowd', option: '<crowd>', optionKey: 'err.o.crowd' });
    await runProcedure<PressFacts>(io, { ...opts, odds: undefined }, crowd, {
      name: 'press',
      fromOptions() {
        throw new UserError('no-state', { file: 'umpire-state.json' });
      },
      fromState(game, id, lang) {
        lookup(game.crowds, id, 'unknown-crowd');
        const crowds = (game as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {};
        return { edition: game.edition, lang, crowdId: id, on: opts.off !== true, present: Object.hasOwn(crowds, id) && crowds[id].press === true };
      },
      resolve: (facts) => resolvePress(facts),
    });
  });
}
