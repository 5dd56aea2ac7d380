// `umpire riot-play <card> [--unit <unit>] [--at <place>]`: the team whose
// turn it is plays a card of its hand outside a fight (l.79; U427): the card
// leaves the hand and does what its `play` says (an extra move, a unit into
// an empty building, a free basic unit), or its text is shown for the players.
// Thin adapter over src/rules/riot/play.ts. On a game only.
import type { Command } from 'commander';
import { riotNames } from '../../render/riot/names.js';
import { UserError } from '../../errors.js';
import { resolveRiotPlay, type PlayFacts } from '../../rules/riot/play.js';
import { addCommon, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { playPlaces, playUnits, sliceOf } from './ask.js';
import { newUnitId, placeOf, riotSlice, unitOf } from './facts.js';

interface PlayOpts extends CommonOpts {
  unit?: string;
  at?: string;
}

export const PLAY_FACTS: ProcedureFacts = {
  // A card of the active team's hand that is not Blitz (l.79: Blitz cards are the fights').
  args: [
    {
      name: 'card',
      description: "the card played from the hand of the team whose turn it is (a card's id)",
      kind: 'riot.cards',
      canAct: (game, id) => {
        const s = sliceOf(game);
        const team = s?.round.team;
        return s !== null && team != null && (s.teams[team]?.hand ?? []).includes(id) && s.cards[id]?.blitz === false;
      },
    },
  ],
  options: [
    {
      flags: '--unit <unit>',
      description: "the team's unit the card is played on (an extra move, a unit into an empty building; U427)",
      role: 'value',
      ask: 'required',
      askWhen: (game, [card]) => playUnits(game, card, 'en') !== null,
      pick: (game, [card], lang) => playUnits(game, card, lang) ?? [],
    },
    {
      flags: '--at <place>',
      description: 'where the card sends a unit: an empty building of its zone, or an entry point for a free unit (U427)',
      role: 'value',
      ask: 'required',
      askWhen: (game, [card], _g, values) => playPlaces(game, card, values?.['--unit'], 'en') !== null,
      pick: (game, [card], lang, values) => playPlaces(game, card, values?.['--unit'], lang) ?? [],
    },
  ],
  // RIOT has no dice (l.1-145).
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('riot-play')
    .description("RIOT: the team whose turn it is plays a card of its hand outside a fight: it leaves the hand and does what the scenario's card says (an extra move, a unit into an empty building, a free basic unit), or its text is shown for the players (l.79, U427)");
  defineFacts(cmd, PLAY_FACTS);
  addCommon(cmd);
  cmd.action(async (card: string | undefined, opts: PlayOpts) => {
    await runProcedure<PlayFacts>(io, opts, card, {
      name: 'riot-play',
      fromOptions() {
        throw new UserError('riot-play-needs-game');
      },
      fromState(game, _id, lang) {
        const s = riotSlice(game, 'riot-play');
        if (card === undefined) throw new UserError('missing-option', { procedure: 'riot-play', whatKey: 'err.w.riot-card', option: '<card>', optionKey: 'err.o.riot-card' });
        const c = Object.hasOwn(s.cards, card) ? s.cards[card] : null;
        if (!c) throw new UserError('riot-unknown-card', { id: card, known: Object.keys(s.cards).join(', ') || '-' });
        const team = s.round.team ?? '';
        const u = opts.unit === undefined ? undefined : unitOf(s, opts.unit);
        const at = opts.at === undefined ? undefined : placeOf(s, opts.at, u ? [u.id] : []);
        const basic = Object.values(s.types).find((ty) => ty.team === team && ty.basic);
        const mapZone = (id: string | undefined) => (id === undefined ? undefined : game.map?.zones.find((z) => z.place === id)?.id);
        // The map's zone of the place a unit is set in (U335): Squat's building, Renforts' entry point.
        const zone = c.play === 'enter-building' || c.play === 'free-unit' ? mapZone(at?.id) : undefined;
        return {
          ...(zone === undefined ? {} : { mapZone: zone, turn: game.turn }),
          lang,
          team,
          card: { id: c.id, name: c.name, text: c.text, blitz: c.blitz, play: c.play ?? null },
          hand: s.teams[team]?.hand ?? [],
          active: s.round.team,
          phase: s.round.phase,
          ...(u ? { unit: { id: u.id, team: u.team, from: placeOf(s, u.at, [u.id]), special: s.types[u.type]?.special ?? null, moved: s.round.moves?.[u.id] ?? 0, extra: s.round.extra?.[u.id] ?? 0 } } : {}),
          ...(at ? { at } : {}),
          newUnit: c.play === 'free-unit' && basic ? { id: newUnitId(s, basic.id, new Set()), type: basic.id } : null,
          onGame: true,
          names: riotNames(s, lang),
        };
      },
      resolve: (facts) => resolveRiotPlay(facts),
    });
  });
}
