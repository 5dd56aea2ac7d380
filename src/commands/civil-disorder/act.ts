// `umpire act <character> <action> [words...]`: a player character's action
// for the turn (Player Actions: radio, a conversation, orders, a personal
// action, running, negotiating); one a turn, a second refused unless the
// umpire says --allow-second (U66). Logged; no dice.
import { Argument, Option, type Command } from 'commander';
import { PLAYER_ACTIONS, resolveAct, type ActFacts, type PlayerAction } from '../../rules/civil-disorder/actions.js';
import { UserError } from '../../errors.js';
import { choiceOpt, lookup, RefusedError, runProcedure, type CommonOpts, type Io } from '../common.js';

export function register(program: Command, io: Io): void {
  program
    .command('act')
    .argument('<character>', 'the player character')
    .addArgument(Object.assign(new Argument('<action>', `the action: ${PLAYER_ACTIONS.join(', ')}`), { argChoices: [...PLAYER_ACTIONS] }))
    .argument('[words...]', 'what the player does, in their words')
    .description('A player character\'s action for the turn (Player Actions: only one a turn; --allow-second lets the umpire allow another, U66)')
    .option('--allow-second', 'the umpire allows the character a second action this turn')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the record as one JSON object')
    .option('--player', "players' view")
    .addOption(new Option('--lang <lang>', 'output language').choices(['en', 'fr']))
    .action(async (character: string, action: string, words: string[], opts: CommonOpts & { allowSecond?: boolean }) => {
      const act = choiceOpt('<action>', action, PLAYER_ACTIONS) as PlayerAction;
      const text = (words ?? []).join(' ').trim();
      // U60's bound for a label serves a player's words too.
      if (text.length > 200) throw new UserError('out-of-range', { option: '[words] length', value: text.length, min: 0, max: 200 });
      await runProcedure<ActFacts>(io, { ...opts, roll: undefined, odds: undefined }, character, {
        name: 'act',
        fromOptions() {
          throw new UserError('no-state', { file: 'umpire-state.json' });
        },
        fromState(game, id, lang) {
          const pc = lookup(game.characters, id, 'unknown-character');
          return { edition: game.edition, lang, characterId: pc.id, action: act, acted: pc.acted, turn: game.turn, allowSecond: opts.allowSecond === true, text: text || undefined };
        },
        resolve: (facts) => resolveAct(facts),
      });
      void RefusedError;
    });
}
