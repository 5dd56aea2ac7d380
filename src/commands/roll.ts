// `umpire roll <dice> [label...]`: the umpire's free die ("where there is a
// choice of route, roll a die"), any NdM, rolled or entered, with a label.
// Logged on the game when there is one (U60); a plain roll without.
import type { Command } from 'commander';
import { FREE_ROLL, FREE_ROLL_LABEL_MAX, resolveFreeRoll, type FreeRollFacts } from '../rules/free-roll.js';
import { UserError } from '../errors.js';
import { addCommon, onGame, runProcedure, type CommonOpts, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('roll')
    .argument('<dice>', `the dice: NdM or dM (${FREE_ROLL.minCount}..${FREE_ROLL.maxCount} dice of ${FREE_ROLL.minSides}..${FREE_ROLL.maxSides} sides), e.g. 2d6, d3`)
    .argument('[label...]', 'what the roll is for ("route at the junction")')
    .description('A free die for the umpire (a choice of route, a direction): logged on the game when there is one (U60)');
  addCommon(cmd);
  cmd.action(async (spec: string, words: string[], opts: CommonOpts) => {
    const label = (words ?? []).join(' ').trim();
    if (label.length > FREE_ROLL_LABEL_MAX) throw new UserError('out-of-range', { option: '<label> length', value: label.length, min: 0, max: FREE_ROLL_LABEL_MAX });
    // On a game when one is named (--state, UMPIRE_STATE), found here, or on a database (--store,
    // UMPIRE_STORE): the one question every command asks (onGame); otherwise a plain roll.
    const named = opts.state !== undefined || (io.env.UMPIRE_STATE ?? '').trim() !== '';
    const game = !opts.odds && (named || onGame(io, opts));
    const facts = (edition: FreeRollFacts['edition'], lang: FreeRollFacts['lang']): FreeRollFacts => ({ edition, lang, spec, label });
    await runProcedure<FreeRollFacts>(io, opts, game ? '' : undefined, {
      name: 'roll',
      fromOptions: facts,
      fromState: (game, _id, lang) => facts(game.edition, lang),
      resolve: resolveFreeRoll,
    });
  });
}
