// `umpire gu-act <figure> <action>`: an action that rolls no die: move,
// concentrate, reload, run, stand up, take cover (camouflage), a special
// action (l.84-98, l.114, l.215). The turn's order and the action slots are
// the rules' (src/rules/guerilla-urbaine/actions.ts).
import { FREE_ROLL_LABEL_MAX } from '../../rules/free-roll.js';
import type { Command } from 'commander';
import { labelled, t } from '../../i18n/index.js';
import { UserError } from '../../errors.js';
import { resolveSimpleAction, type SimpleActionFacts } from '../../rules/guerilla-urbaine/actions.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, runProcedure, type CommonOpts, type Io } from '../common.js';
import { actingFigure, guFigure, guSlice, looseActor, profileOf, SIMPLE_ACTIONS, simpleActionsOf } from './facts.js';



interface ActOpts extends CommonOpts {
  cover?: boolean;
  what?: string;
  move?: string;
}

const ACT_FACTS: ProcedureFacts = {
  args: [
    { name: 'figure', description: 'a figure of the game (omit for a stateless lookup)', kind: 'figures', canAct: (game, id) => simpleActionsOf(game, id).length > 0 },
    { name: 'action', description: 'the action', kind: 'actions', pick: (game, [id], lang) => simpleActionsOf(game, id).map((x) => ({ value: x, name: labelled(lang, x, t(lang, `gu.action.${x}`)) })) },
  ],
  options: [
    { flags: '--cover', description: 'take cover: the figure is in base contact with scenery of at least half its size (l.215)', role: 'modifier', askWhen: (_game, [, action]) => action === 'camouflage' },
    { flags: '--what <text>', description: 'a special action: what the figure does (a lever, a door, l.98)', role: 'value', ask: 'required', askWhen: (_game, [, action]) => action === 'special' },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-act')
    .description('Guérilla Urbaine: a figure takes an action that rolls no die; its first action begins its activation, in the order of the turn (l.70-98)');
  defineFacts(cmd, ACT_FACTS);
  addCommon(cmd);
  cmd.action(async (first: string | undefined, second: string | undefined, opts: ActOpts) => {
    // One word is the action alone (stateless); two are the figure and its action.
    const [figure, action] = second === undefined ? [undefined, first] : [first, second];
    if (action === undefined) throw new UserError('cmd-missing-argument', { name: 'action' });
    const act = choiceOpt('<action>', action, SIMPLE_ACTIONS);
    // A special action's words: as long as a label at most (U60, U227).
    if (opts.what !== undefined && opts.what.length > FREE_ROLL_LABEL_MAX) throw new UserError('bad-option', { option: '--what', problemKey: 'err.p.text-too-long', n: opts.what.length, max: FREE_ROLL_LABEL_MAX });
    const facts = { action: act, cover: opts.cover === true, what: opts.what };
    await runProcedure<SimpleActionFacts>(io, opts, figure, {
      name: 'gu-act',
      // The figure and its action: the map reads --cover for a camouflage (l.215, U408).
      ...(figure === undefined ? {} : { subjects: [figure, act] }),
      fromOptions(_edition, lang) {
        // Out of a game: the action's text and checks for a figure that has not acted yet.
        const loose = looseActor(undefined, { acted: null, actions: [], camouflageUpgrade: true, down: act === 'stand-up', unloaded: act === 'reload' ? ['weapon'] : [] });
        if (act === 'run' || act === 'stand-up' || act === 'camouflage' || act === 'special') loose.figure = { ...loose.figure, acted: 1, actions: [act === 'run' ? 'move' : 'concentrate'] };
        return { lang, ...loose, ...facts, move: 4 };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        const f = guFigure(s, id);
        if (act !== 'special' && opts.what !== undefined) throw new UserError('gu-option-for', { option: '--what', action: 'special' });
        // --cover read now: on a map, after the map filled it (src/map/facts.ts).
        return { lang, round: s.round, figure: actingFigure(f, s), ...facts, cover: opts.cover === true, move: profileOf(f).move };
      },
      resolve: resolveSimpleAction,
    });
  });
}
