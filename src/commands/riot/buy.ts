// `umpire riot-buy <team> [--cards n] [--card id]... [--unit type]... [--at zone]`:
// phase 2 of a RIOT turn (l.63-69): cards at a rising cost (1, 2, 3...), each
// drawn by a die or named as drawn from the printed deck (U411), and units at
// their type's cost, deployed on the zone's entry point or, for the police,
// in the HQ. Thin adapter over src/rules/riot/buy.ts.
import type { Command } from 'commander';
import { riotNames, unitLabel } from '../../render/riot/names.js';
import { UserError } from '../../errors.js';
import { resolveRiotBuy, type BuyFacts } from '../../rules/riot/buy.js';
import { entryOf, HQ } from '../../rules/riot/tables.js';
import { addCommon, intOpt, listedIds, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { cardChoices, countedIds, deckDraw, mayBuy, teamArg, typeChoices, typeCount, typeName, withinCredits, zoneChoices } from './ask.js';
import { intList, newUnitId, riotSlice, teamOf, teamOpt } from './facts.js';

interface BuyOpts extends CommonOpts {
  cards?: string;
  card?: string[];
  unit?: string[];
  at?: string;
  bought?: string;
  credits?: string;
  costs?: string;
}

const BUY_FACTS: ProcedureFacts = {
  // Only the team whose turn it is buys (phase 2, l.63).
  // The team whose turn it is, before its moves and fights, when its credits buy something (l.41-45, l.63-69).
  args: [teamArg('the team buying: police, autonomes, anarchistes or nationalistes', mayBuy)],
  options: [
    {
      flags: '--cards <n>',
      description: "cards to buy (drawn from the protesters' deck, one die each, or named with --card)",
      role: 'value',
      ask: 'optional',
      // The protesters only (l.65), as many as their credits pay at the rising cost.
      askWhen: (game, [team]) => cardChoices(game, team, 'en').length > 0,
      pick: (game, [team], lang) => cardChoices(game, team, lang),
    },
    // The cards drawn at the table from the printed deck instead of the dice (U411): an alternative to the dice, offered
    // at the dice question (`draw` below), never asked on its own.
    { flags: '--card <id>', description: "a card drawn at the table from the protesters' deck, instead of its die: one per card bought (repeatable; U411)", role: 'other', repeatable: true, ids: 'riot.cards' },
    {
      flags: '--unit <type[:n]>',
      description: 'a unit type to recruit; type:n for n of it (repeatable)',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      askWhen: (game, [team], _given, values) => typeChoices(game, team, 'en', values?.['--cards']).length > 0,
      // Only the types the credits left after the cards pay (l.63-69); how many of each asked after it is ticked.
      pick: (game, [team], lang, values) => typeChoices(game, team, lang, values?.['--cards']),
      many: () => 'list',
      amount: { question: 'riot.q.how-many', most: (game, [team], type) => typeCount(game, team, type), enter: 1, words: typeName },
      // Ticking more than the credits pay is said at once, and the checklist asked again.
      check: (game, [team], ticked, lang, values) => withinCredits(game, team, ticked, lang, values['--cards']),
    },
    {
      flags: '--at <zone>',
      description: "the zone whose entry point the protesters' new units take (the police's go to the HQ)",
      role: 'value',
      ask: 'required',
      // l.69: the protesters' recruits take a zone's entry point; the police's go to the HQ.
      askWhen: (_game, [team], given) => given.has('--unit') && team !== 'police',
      pick: (game, _s, lang) => zoneChoices(game, lang),
    },
    { flags: '--bought <n>', description: 'stateless: cards already bought this turn', role: 'stateless' },
    { flags: '--credits <n>', description: "stateless: the team's credits", role: 'stateless' },
    { flags: '--costs <list>', description: 'stateless: the costs of the units recruited (e.g. 3,1)', role: 'stateless' },
  ],
  // A card bought is drawn by a die over the cards left (deck.ts), unless named (U411); a recruit rolls none.
  diceWhen: (_game, _s, given) => given.has('--cards') && !given.has('--card'),
  // U411: at the dice question, "the card I drew" names each card bought among the cards left in the protesters' deck.
  draw: {
    option: '--card',
    count: (_game, _s, values) => Number(values['--cards'] ?? 0) || 0,
    left: (game, _s, lang) => deckDraw(game, 'protesters', lang),
  },
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-buy')
    .description("RIOT: buy cards (the n-th of the turn costs n credits: 1, 2, 3...; not the police) and recruit units at their type's cost, deployed on a zone's entry point or the police's HQ (l.63-69)")
  defineFacts(cmd, BUY_FACTS);
  addCommon(cmd);
  cmd.action(async (team: string | undefined, opts: BuyOpts) => {
    if (team === undefined) throw new UserError('missing-option', { procedure: 'riot-buy', whatKey: 'err.w.riot-team', option: '<team>', optionKey: 'err.o.riot-team' });
    const stateless = opts.bought !== undefined || opts.credits !== undefined || opts.costs !== undefined;
    // U411: the cards named at the table, one per card bought; `--card` alone buys as many as it names.
    const chosen = opts.card === undefined ? undefined : listedIds('--card', opts.card);
    const cards = opts.cards === undefined ? (chosen?.length ?? 0) : intOpt('--cards', opts.cards, 0, 99);
    await runProcedure<BuyFacts>(io, opts, stateless ? undefined : team, {
      name: 'riot-buy',
      fromOptions(_edition, lang) {
        if (opts.unit !== undefined) throw new UserError('riot-option-on-game', { option: '--unit' });
        if (opts.card !== undefined) throw new UserError('riot-option-on-game', { option: '--card' });
        const costs = opts.costs === undefined ? [] : intList('--costs', opts.costs, 0, 99);
        return {
          lang,
          team: teamOpt('<team>', team),
          credits: opts.credits === undefined ? 999 : intOpt('--credits', opts.credits, 0, 999),
          bought: opts.bought === undefined ? 0 : intOpt('--bought', opts.bought, 0, 99),
          cards,
          units: costs.map((cost, i) => ({ id: `#${i + 1}`, type: '-', name: '-', cost })),
          at: null,
        };
      },
      fromState(game, id, lang) {
        const s = riotSlice(game, 'riot-buy');
        const tm = teamOf(s, id);
        // `--unit crs --unit crs` or `--unit crs,crs` (the guide's pick): each recruit once per time named.
        const types = countedIds(listedIds('--unit', opts.unit)).map((u) => lookup(s.types, u, 'riot-unknown-type'));
        for (const ty of types) if (ty.team !== tm) throw new UserError('riot-type-team', { type: ty.id, team: ty.team });
        let at: string | null = null;
        if (types.length) {
          if (tm === 'police') {
            if (opts.at !== undefined) throw new UserError('riot-police-hq');
            at = HQ;
          } else {
            if (opts.at === undefined) throw new UserError('missing-option', { procedure: 'riot-buy', whatKey: 'err.w.riot-entry', option: '--at', optionKey: 'err.o.riot-at' });
            at = entryOf(lookup(s.zones, opts.at, 'riot-unknown-zone').id);
          }
        } else if (opts.at !== undefined) throw new UserError('riot-at-without-unit');
        const taken = new Set<string>();
        // The map's zone that is where they deploy (U335): each new unit is set there.
        const mapZone = at === null ? undefined : game.map?.zones.find((z) => z.place === at)?.id;
        const units = types.map((ty) => ({ id: newUnitId(s, ty.id, taken), type: ty.id, name: ty.name, cost: ty.cost }));
        return {
          ...(mapZone === undefined ? {} : { mapZone, turn: game.turn }),
          lang,
          team: tm,
          credits: s.teams[tm].credits,
          bought: s.round.team === tm ? s.round.cards : 0,
          cards,
          ...(chosen === undefined ? {} : { chosen }),
          units,
          at,
          cardDeck: s.cardDeck,
          hand: s.teams[tm].hand,
          notItsTurn: s.round.team !== tm ? (s.round.team ?? 'none') : null,
          phase: s.round.phase,
          onGame: true,
          // The recruits are named as they will be (U402), before they are in the state.
          names: riotNames(s, lang, Object.fromEntries(units.map((u) => [u.id, unitLabel(u.name, u.id)]))),
        };
      },
      resolve: resolveRiotBuy,
    });
  });
}
