// `umpire negotiate [crowd] --by <character>`: a player character negotiates
// with a crowd (R7), on the state or stateless (--rl, --quality).
import type { Command } from 'commander';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import { NEGOTIATION_LEVELS, resolveNegotiate, type NegotiateFacts } from '../../rules/civil-disorder/negotiate.js';
import type { Game } from '../../engine/system.js';
import { gasInSightOf, shotAtThisTurn } from '../../state/civil-disorder/facts.js';
import { NEGOTIATOR, type NegotiatorQuality } from '../../state/civil-disorder/types.js';
import { UserError } from '../../errors.js';
import { wordFor } from '../../i18n/index.js';
import { hasActed } from '../../rules/civil-disorder/actions.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { crowdInPlay } from './facts.js';
import { distanceOpt } from './weapon.js';
import { addCommon, choiceOpt, lookup, intOpt, runProcedure, type CommonOpts, type Io } from '../common.js';

interface NegotiateOpts extends CommonOpts {
  by?: string;
  rl?: string;
  quality?: string;
  notFaceToFace?: boolean;
  discretion?: string;
  shooting?: boolean;
  gas?: boolean;
  megaphone?: boolean;
  allowSecond?: boolean;
  distance?: string;
}

/** --discretion: the umpire's +1 or -1 (Civil Disorder: "Umpire's discretion + or - 1"). */
function discretion(v: string | undefined): number {
  if (v === undefined) return 0;
  const n = intOpt('--discretion', v, -1, 1);
  return n;
}

/** Whether the crowd's RL lets a negotiation roll at all (R7: RL 4 or 5): else no factor is asked, nothing is rolled. */
function negotiable(game: Game, id: string | undefined): boolean {
  const rl = id === undefined ? undefined : game.crowds[id]?.rl;
  return rl !== undefined && (NEGOTIATION_LEVELS as readonly number[]).includes(rl);
}

/** The negotiation's facts: the crowd, the negotiator, the factors (R7). */
export const NEGOTIATE_FACTS: ProcedureFacts = {
  // Nothing is rolled where negotiation has no effect (R7: only at RL 4 or 5, not with shooting or gas in sight).
  diceWhen: (game, [id], given) => negotiable(game, id) && !given.has('--shooting') && !given.has('--gas') && !shotAtThisTurn(game, id) && gasInSightOf(game, id).length === 0,
  args: [{ name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup with --rl)', kind: 'crowds', canAct: crowdInPlay }],
  options: [
    {
      flags: '--by <character>',
      description: 'the player character who negotiates (on the state)',
      role: 'value',
      ask: 'required',
      ids: 'characters',
      // The characters who have not taken their action this turn (a negotiation is one, U66); --by typed for another.
      pick: (game, _subjects, lang) => Object.values(game.characters).filter((c) => !hasActed(c.acted, game.turn)).map((c) => {
        const q = wordFor(lang, [`negotiate.quality.${c.negotiator}`], c.negotiator);
        return { value: c.id, name: c.name && c.name !== c.id ? `${c.id} (${c.name}, ${q})` : `${c.id} (${q})` };
      }),
    },
    { flags: '--rl <n>', description: `the crowd's RL, ${RL_MIN}..${RL_MAX} (stateless lookup)`, role: 'stateless' },
    { flags: '--quality <q>', description: `stateless: the negotiator, ${NEGOTIATOR.join(', ')} (good +2, poor -4)`, role: 'stateless' },
    { flags: '--not-face-to-face', description: "negotiation isn't face to face (-2)", role: 'modifier', askWhen: (game, [id]) => negotiable(game, id) },
    { flags: '--discretion <n>', description: "umpire's discretion: +1 or -1", role: 'value', ask: 'optional', pick: () => [{ value: '+1' }, { value: '-1' }], askWhen: (game, [id]) => negotiable(game, id) },
    { flags: '--shooting', description: 'there is shooting in sight of the crowd (no effect)', role: 'modifier', askWhen: (game, [id]) => negotiable(game, id), known: (game, [id]) => (id && Object.hasOwn(game.crowds, id) && shotAtThisTurn(game, id) ? Object.keys(game.crowds[id].shotAt ?? {}).join(', ') || 'shot-at' : null) },
    {
      flags: '--gas',
      description: 'gas in sight of the crowd (no effect); on a game a cloud on the crowd is known, and --gas declares one in sight elsewhere',
      role: 'modifier',
      askWhen: (game, [id]) => negotiable(game, id),
      known: (game, [id]) => (id && Object.hasOwn(game.crowds, id) && gasInSightOf(game, id).length > 0 ? gasInSightOf(game, id).join(', ') : null),
    },
    { flags: '--allow-second', description: "the umpire allows the character a second action this turn (Player Actions: one a turn, U66)", role: 'other' },
    { flags: '--megaphone', description: 'with a megaphone or PA system (voice range 8" en, 40 cm fr)', role: 'modifier', askWhen: (game, [id]) => negotiable(game, id) },
    // Measured on the table, or read from the map (src/games/civil-disorder/map-facts.ts): never asked, as --distance of fire.
    { flags: '--distance <n>', description: 'the negotiator\'s distance from the crowd (inches, or cm in Émeutes): beyond the voice\'s range (2" en, 10 cm fr; 8" / 40 cm with --megaphone) refused', role: 'other' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('negotiate')
    .description("A player character negotiates with a crowd at RL 4 or 5: 1d6 + factors, the crowd's RL change (R7)");
  defineFacts(cmd, NEGOTIATE_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, opts: NegotiateOpts) => {
    const disc = discretion(opts.discretion);
    // Read when the facts are gathered: on a game with a map, after the map filled them (src/map/facts.ts).
    const commonNow = () => ({
      notFaceToFace: Boolean(opts.notFaceToFace),
      discretion: disc,
      shooting: Boolean(opts.shooting),
      megaphone: Boolean(opts.megaphone),
      ...(opts.distance === undefined ? {} : { distance: distanceOpt('--distance', opts.distance) }),
    });
    commonNow();
    await runProcedure<NegotiateFacts>(io, opts, crowd, {
      name: 'negotiate',
      takesModifiers: true,
      fromOptions(edition, lang) {
        if (opts.rl === undefined) {
          throw new UserError('missing-option', { procedure: 'negotiate', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        }
        if (opts.by !== undefined) {
          throw new UserError('missing-option', { procedure: 'negotiate', whatKey: 'err.w.negotiate-crowd', option: '<crowd>', optionKey: 'err.o.crowd' });
        }
        const quality: NegotiatorQuality = opts.quality === undefined ? 'average' : choiceOpt('--quality', opts.quality, NEGOTIATOR);
        return { edition, lang, rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX), quality, gas: Boolean(opts.gas), ...commonNow() };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        if (opts.quality !== undefined) throw new UserError('state-knows', { option: '--quality', whatKey: 'err.w.negotiator-quality' });
        if (opts.by === undefined) throw new UserError('negotiate-by', Object.keys(game.characters).length > 0 ? { known: Object.keys(game.characters).join(', ') } : { knownKey: 'common.none' });
        // Civil Disorder, Negotiation: "Only player characters can engage in negotiation".
        const pc = lookup(game.characters, opts.by, 'unknown-character');
        const common = commonNow();
        return {
          edition: game.edition,
          lang,
          crowdId: id,
          crowdName: c.name,
          characterId: pc.id,
          rl: c.rl,
          quality: pc.negotiator,
          // EN l.181, fr l.272: gas over the crowd (a cloud thrown this turn too) and the SF's shots at it this turn are known;
          // gas or shooting in sight elsewhere the umpire declares (--gas, --shooting).
          gas: gasInSightOf(game, id).length > 0 || opts.gas === true,
          shotRecently: Object.keys(c.shotAt ?? {}).length > 0,
          acted: pc.acted,
          turn: game.turn,
          allowSecond: opts.allowSecond === true,
          ...common,
          shooting: common.shooting || shotAtThisTurn(game, id),
        };
      },
      resolve: resolveNegotiate,
    });
  });
}
