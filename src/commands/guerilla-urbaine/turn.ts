// `umpire gu-initiative` and `umpire gu-phase`: a turn of Guérilla Urbaine
// begins with the initiative D6 (l.66); its phases open one by one, each
// leader's with the figures in its command bubble (l.72-80). Thin adapters:
// the order is the rules' (src/rules/guerilla-urbaine/turn.ts).
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import type { Game } from '../../engine/system.js';
import type { GuSlice } from '../../games/guerilla-urbaine/state.js';
import type { Lang } from '../../rules/types.js';
import { leadersOwed, nextPhase, resolveInitiative, resolvePhase, type InitiativeFacts, type PhaseFacts } from '../../rules/guerilla-urbaine/turn.js';
import { hasPrescience } from '../../rules/guerilla-urbaine/powers.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, listedIds, runProcedure, type CommonOpts, type Io } from '../common.js';
import { figureChoices, figureIds, guFigure, guNames, guSlice, turnFigures } from './facts.js';

interface InitiativeOpts extends CommonOpts {
  gangs?: string;
  prescience?: string[];
}

/** The game's subject for a command about the whole turn (runProcedure's id: on the state). */
const TURN = 'turn';

const INITIATIVE_FACTS: ProcedureFacts = {
  args: [],
  options: [
    { flags: '--gangs <a,b,...>', description: 'stateless: the gangs, two or more; with two the first is player 1, with more each rolls a die, in this order', role: 'stateless' },
    { flags: '--prescience <gang>', description: "stateless: this gang's shaman used Prescience last turn (repeatable)", role: 'stateless', repeatable: true },
  ],
};

export function registerInitiative(program: Command, io: Io): void {
  const cmd = program
    .command('gu-initiative')
    .description("Guérilla Urbaine: begin a turn with the initiative D6 (4+: the first gang); more than two gangs: each rolls a D6, in the scenario's order, the highest first, the tied rolling again (--roll: each gang's die, then the re-rolls); Prescience moves it by 1 (l.66, l.259)");
  defineFacts(cmd, INITIATIVE_FACTS);
  addCommon(cmd);
  cmd.action(async (opts: InitiativeOpts) => {
    await runProcedure<InitiativeFacts>(io, opts, opts.gangs === undefined ? TURN : undefined, {
      name: 'gu-initiative',
      fromOptions(_edition, lang) {
        const gangs = opts.gangs === undefined ? [] : listedIds('--gangs', opts.gangs);
        if (gangs.length < 2 || new Set(gangs).size !== gangs.length) throw new UserError('gu-two-gangs-option', { value: opts.gangs ?? '' });
        const prescience = Object.fromEntries((opts.prescience ?? []).map((g) => {
          if (!gangs.includes(g)) throw new UserError('bad-choice', { option: '--prescience', value: g, choices: gangs.join(', ') });
          return [g, true];
        }));
        return { lang, gangs, round: null, figures: [], prescience };
      },
      fromState(game, _id, lang) {
        const s = guSlice(game);
        if (opts.prescience !== undefined) throw new UserError('state-knows', { option: '--prescience', whatKey: 'err.w.gu-prescience' });
        const ids = Object.keys(s.gangs);
        const turn = (s.round?.turn ?? 0) + 1;
        const prescience = Object.fromEntries(ids.map((g) => [g, hasPrescience(s.gangs[g].prescience, turn)]));
        return { lang, gangs: ids, round: s.round, figures: turnFigures(s), prescience, names: guNames(s) };
      },
      resolve: resolveInitiative,
    });
  });
}

interface PhaseOpts extends CommonOpts {
  leader?: string;
  bubble?: string[];
  gang?: string;
}

/** The phase the turn owes next on a gang game (l.72-76), or null. */
function owedPhase(game: Game): { kind: 'leader' | 'rest'; gang: string } | null {
  const g = game as unknown as Partial<GuSlice>;
  if (!g.round || !g.figures || !g.gangs) return null;
  return nextPhase(g.round, turnFigures({ gangs: g.gangs, figures: g.figures, round: g.round }));
}

/** The figures of a side that may be in a leader's bubble (l.80): alive, not a leader (U154), not yet activated this turn. */
function bubbleFigures(game: Game, gang: string, lang: Lang) {
  const turn = (game as unknown as Partial<GuSlice>).round?.turn;
  return figureChoices(game, lang, (f) => f.gang === gang && !f.dead && f.rank === 'ganger' && f.acted !== turn);
}

const PHASE_FACTS: ProcedureFacts = {
  args: [],
  options: [
    {
      flags: '--leader <figure>',
      description: "a leader's phase: which leader (any of the side's, in any order)",
      role: 'value',
      ask: 'required',
      askWhen: (game) => owedPhase(game)?.kind === 'leader',
      pick: (game, _s, lang) => {
        const next = owedPhase(game);
        const g = game as unknown as Partial<GuSlice>;
        if (next?.kind !== 'leader' || !g.round || !g.figures || !g.gangs) return [];
        const owed = new Set(leadersOwed(turnFigures({ gangs: g.gangs, figures: g.figures, round: g.round }), next.gang, g.round).map((f) => f.id));
        return figureChoices(game, lang, (f) => owed.has(f.id));
      },
    },
    {
      flags: '--bubble <figures>',
      // As the phase starts (l.80); short, so that the guided checklist's question fits 80 columns.
      description: 'the leader\'s command bubble: the figures in it (comma list, repeatable; "" for none)',
      role: 'value',
      ask: 'optional',
      repeatable: true,
      askWhen: (game) => owedPhase(game)?.kind === 'leader',
      many: () => 'list',
      pick: (game, _s, lang) => {
        const next = owedPhase(game);
        return next?.kind === 'leader' ? bubbleFigures(game, next.gang, lang) : [];
      },
    },
    { flags: '--gang <gang>', description: "a side's remaining figures: the side you expect (checked)", role: 'other' },
  ],
  // Opening a phase rolls no die.
  diceWhen: () => false,
};

export function registerPhase(program: Command, io: Io): void {
  const cmd = program
    .command('gu-phase')
    .description("Guérilla Urbaine: open the turn's next phase: a leader's, with the figures in its command bubble (3 pas Chef, 2 Sous-chef), or a side's remaining figures (l.72-80)");
  defineFacts(cmd, PHASE_FACTS);
  addCommon(cmd);
  cmd.action(async (opts: PhaseOpts) => {
    await runProcedure<PhaseFacts>(io, opts, TURN, {
      name: 'gu-phase',
      fromOptions() {
        throw new UserError('gu-needs-game', { procedure: 'gu-phase' });
      },
      fromState(game, _id, lang) {
        const s = guSlice(game);
        if (opts.leader !== undefined) guFigure(s, opts.leader);
        if (opts.bubble !== undefined && opts.leader === undefined) throw new UserError('missing-option', { procedure: 'gu-phase', whatKey: 'err.w.gu-bubble-leader', option: '--leader', optionKey: 'err.o.gu-leader' });
        if (opts.gang !== undefined && !Object.hasOwn(s.gangs, opts.gang)) throw new UserError('unknown-gang', { id: opts.gang, kind: 'gang', known: Object.keys(s.gangs).join(', ') });
        // `--bubble ""` alone: nobody in the bubble, said (the map may ask it, U252: an empty list is an answer).
        const none = opts.bubble?.length === 1 && opts.bubble[0] === '';
        const bubble = none ? [] : figureIds(s, '--bubble', opts.bubble).map((f) => f.id);
        return { lang, round: s.round, figures: turnFigures(s), leader: opts.leader, bubble, gang: opts.gang, names: guNames(s) };
      },
      resolve: resolvePhase,
    });
  });
}
