// `umpire riot-opinion [--card id]`: turns the public-opinion card owed by a
// police melee at the end of the turn (l.29-33), by the die over the cards
// left or named as turned from the printed deck at the table (U411); the last
// one is the police's victory (l.25). Stateless: `--cards N --turned K`. Thin
// adapter over src/rules/riot/opinion.ts.
import type { Command } from 'commander';
import { resolveRiotOpinion, type OpinionFacts } from '../../rules/riot/opinion.js';
import { UserError } from '../../errors.js';
import { addCommon, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { riotSlice } from './facts.js';
import { BOX } from '../../rules/riot/tables.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { deckDraw } from './ask.js';

interface OpinionOpts extends CommonOpts {
  card?: string;
  cards?: string;
  turned?: string;
}

const OPINION_FACTS: ProcedureFacts = {
  args: [],
  options: [
    // The card turned at the table instead of the die (U411): an alternative to the die, offered at the dice question.
    { flags: '--card <id>', description: 'the card turned at the table, instead of the die', role: 'other', ids: 'riot.opinion.cards' },
    { flags: '--cards <n>', description: 'stateless: the number of cards in the deck', role: 'stateless' },
    { flags: '--turned <n>', description: 'stateless: the cards already turned', role: 'stateless' },
  ],
  // The die over the cards left, unless the card is named.
  diceWhen: (_game, _s, given) => !given.has('--card'),
  // U411: at the dice question, "the card I drew" names the card turned among those left (one a turn, l.33).
  draw: { option: '--card', count: () => 1, left: (game, _s, lang) => deckDraw(game, 'opinion', lang) },
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-opinion')
    .description("RIOT: turn the public-opinion card owed by a police melee this turn (one a turn at most); the last card is the police's victory (l.25-33)");
  defineFacts(cmd, OPINION_FACTS);
  addCommon(cmd);
  cmd.action(async (opts: OpinionOpts) => {
    const stateless = opts.cards !== undefined || opts.turned !== undefined;
    await runProcedure<OpinionFacts>(io, opts, stateless ? undefined : 'opinion', {
      name: 'riot-opinion',
      fromOptions(_edition, lang) {
        if (opts.card !== undefined) throw new UserError('riot-option-on-game', { option: '--card' });
        // l.11: the box's ten opinion cards by default.
        const n = opts.cards === undefined ? BOX.opinionCards : intOpt('--cards', opts.cards, 1, 99);
        const k = opts.turned === undefined ? 0 : intOpt('--turned', opts.turned, 0, n);
        const deck = Array.from({ length: n }, (_, i) => `op${i + 1}`);
        return { lang, deck, drawn: deck.slice(0, k), cards: {} };
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-opinion');
        return {
          lang,
          deck: s.opinion.deck,
          drawn: s.opinion.drawn,
          cards: s.opinion.cards,
          chosen: opts.card,
          owed: s.round.owed,
          turned: s.round.turned,
          pending: s.opinion.pending,
          onGame: true,
        };
      },
      resolve: resolveRiotOpinion,
    });
  });
}
