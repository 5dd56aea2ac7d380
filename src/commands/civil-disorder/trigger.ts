// `umpire trigger <unit> <trigger>`: marks an SF unit as owing an over-reaction
// test for what no procedure marks (first verbal abuse, an attack resolved by
// hand...). First-time triggers count once per unit.
import { Argument, type Command } from 'commander';
import { resolveTrigger, TRIGGERS, type TriggerFacts } from '../../rules/civil-disorder/overreact.js';
import { UserError } from '../../errors.js';
import { addCommon, choiceOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { rollsNothing } from '../facts.js';

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('trigger')
    .argument('<unit>', 'SF unit id in the state')
    .addArgument(Object.assign(new Argument('<trigger>', `what happened to it: ${TRIGGERS.join(', ')}`), { argChoices: [...TRIGGERS] }))
    .description('Mark an SF unit as owing an over-reaction test this turn (the first abuse and the first missiles count once per unit)');
  addCommon(rollsNothing(cmd));
  cmd.action(async (unit: string, trigger: string, opts: CommonOpts) => {
    const trig = choiceOpt('<trigger>', trigger, TRIGGERS);
    await runProcedure<TriggerFacts>(io, opts, unit, {
      name: 'trigger',
      fromOptions() {
        throw new UserError('missing-option', { procedure: 'trigger', whatKey: 'err.w.unit', option: '<unit>', optionKey: 'err.o.unit' });
      },
      fromState(game, id, lang) {
        const u = lookup(game.units, id, 'unknown-unit');
        return { edition: game.edition, lang, unitId: id, type: u.type, trigger: trig, turn: game.turn, firsts: Object.keys(u.firsts ?? {}) };
      },
      resolve: resolveTrigger,
    });
  });
}
