// `umpire gu-heal <figure> --target <dead>`: Médico brings a dead figure in
// base contact back to 1 PV on 3+, 2+ after concentrating (l.217). Thin
// adapter over src/rules/guerilla-urbaine/medico.ts.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { resolveMedico, reviveTargetRefusal, type MedicoFacts } from '../../rules/guerilla-urbaine/medico.js';
import { withFirstAction } from '../../rules/guerilla-urbaine/skirmish.js';
import { addCommon, runProcedure, type CommonOpts, type Io } from '../common.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { actingFigure, actorArg, figureChoices, firstFact, firstOpt, guFigure, guSlice, looseActor, profileOf } from './facts.js';

interface HealOpts extends CommonOpts {
  target?: string;
  contact?: boolean;
  first?: string;
}

const HEAL_FACTS: ProcedureFacts = {
  args: [actorArg('the Médico, a figure of the game (omit for a stateless lookup)', 'heal')],
  options: [
    firstFact('heal'),
    {
      flags: '--target <figure>',
      description: 'the dead figure',
      role: 'value',
      ask: 'required',
      // A dead figure that can come back ("ne doit pas être un véhicule ou un robot", l.217).
      pick: (game, _s, lang) => figureChoices(game, lang, (f) => reviveTargetRefusal({ id: f.id, dead: f.dead, kinds: f.kinds }) === null),
    },
    // A precondition (l.217): asked as a yes/no once the dead figure is named; "no" is the rules' refusal at once.
    {
      flags: '--contact',
      description: 'the dead figure is in base contact with the Médico (the umpire says)',
      role: 'yes-no',
      question: 'gu.q.contact',
      refuseIfNo: (_g, subjects, lang, values) => t(lang, 'gu.refuse.no-contact', { figure: subjects[0] ?? '', target: values['--target'] ?? '' }),
    },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('gu-heal')
    .description('Guérilla Urbaine: Médico, its second action: a dead figure in base contact comes back to 1 PV on 3+, 2+ after concentrating (l.217)');
  defineFacts(cmd, HEAL_FACTS);
  addCommon(cmd);
  cmd.action(async (figure: string | undefined, opts: HealOpts) => {
    const first = firstOpt(opts.first);
    await runProcedure<MedicoFacts & { move?: number }>(io, opts, figure, {
      name: 'gu-heal',
      fromOptions(_edition, lang) {
        if (opts.target !== undefined) throw new UserError('missing-option', { procedure: 'gu-heal', whatKey: 'err.w.gu-medico', option: '<figure>', optionKey: 'err.o.gu-figure' });
        const loose = looseActor(first ?? 'move', { medico: true });
        return { lang, ...loose, target: { id: 'target', dead: true, kinds: [] }, contact: true };
      },
      fromState(game, id, lang) {
        const s = guSlice(game);
        const f = guFigure(s, id);
        if (opts.target === undefined) throw new UserError('missing-option', { procedure: 'gu-heal', whatKey: 'err.w.gu-dead', option: '--target', optionKey: 'err.o.gu-target' });
        const d = guFigure(s, opts.target);
        return { lang, round: s.round, figure: actingFigure(f, s), move: profileOf(f).move, target: { id: d.id, dead: d.dead, kinds: d.kinds }, contact: opts.contact === true };
      },
      // Stateless: the first action is the figure's already (looseActor).
      resolve: figure === undefined ? resolveMedico : withFirstAction(first, 'gu-heal', resolveMedico),
    });
  });
}
