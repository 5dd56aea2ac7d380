// `umpire press <crowd> [--off]`: the press (or a "médiactiviste") arrives at a
// crowd or leaves it; while it is there the crowd's fights turn no opinion
// card (riot-opinion, U107). Logged and undoable; needs a game.
import type { Command } from 'commander';
import { resolvePress, type PressFacts } from '../../rules/riot-opinion/press.js';
import type { OpinionCrowds } from '../../rules/riot-opinion/cards.js';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import type { Game } from '../../engine/system.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

/** Whether the press is with a crowd of the game now (`opinionCrowds.<crowd>.press`). */
function pressWith(game: Game, crowd: string | undefined): boolean {
  const crowds = (game as unknown as { opinionCrowds?: OpinionCrowds }).opinionCrowds ?? {};
  return crowd !== undefined && Object.hasOwn(crowds, crowd) && crowds[crowd].press === true;
}

const PRESS_FACTS: ProcedureFacts = {
  args: [{ name: 'crowd', description: 'the crowd the press is with (a crowd id in the state)', kind: 'crowds' }],
  options: [
    {
      flags: '--off',
      description: 'the press leaves the crowd',
      // Asked where the press is with the crowd: it can only leave it there; "no" is the refusal the line without --off gets.
      role: 'yes-no',
      question: 'press.q.off',
      askWhen: (game, [crowd]) => pressWith(game, crowd),
      refuseIfNo: (_game, [crowd], lang) => t(lang, 'press.refused.already-on', { crowd }),
    },
  ],
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
        return { edition: game.edition, lang, crowdId: id, on: opts.off !== true, present: pressWith(game, id) };
      },
      resolve: (facts) => resolvePress(facts),
    });
  });
}
