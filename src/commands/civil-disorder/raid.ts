// `umpire raid <factory> --unit <unit>`: the SF raid a petrol bomb factory
// (EN l.217 "Snatch squad raids on side street petrol bomb 'factories'", U375):
// it makes no more bombs for its crowd. Logged; the fight, if any, is a melee.
import type { Command } from 'commander';
import { factoriesOf, resolveRaid, type RaidFacts } from '../../rules/civil-disorder/factories.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface RaidOpts extends CommonOpts {
  unit?: string;
  found?: boolean;
}

const RAID_FACTS: ProcedureFacts = {
  args: [{ name: 'factory', description: 'the petrol bomb factory raided (the scenario\'s factories)', kind: 'factories' }],
  options: [
    { flags: '--unit <unit>', description: 'the SF unit that raids it (a snatch squad)', role: 'value', ask: 'required', ids: 'units' },
    { flags: '--found', description: 'the SF found it as they raid it (it was not seen before)', role: 'modifier' },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('raid')
    .description("The SF raid a petrol bomb factory: it makes no more bombs for its crowd (EN l.217, U375)");
  defineFacts(cmd, RAID_FACTS);
  addCommon(cmd);
  cmd.action(async (factory: string | undefined, opts: RaidOpts) => {
    await runProcedure<RaidFacts>(io, { ...opts, odds: undefined }, factory, {
      name: 'raid',
      fromOptions() {
        throw new UserError('missing-option', { procedure: 'raid', whatKey: 'err.w.raid', option: '<factory>', optionKey: 'err.o.factory' });
      },
      fromState(game, id, lang) {
        const f = lookup(game.factories ?? {}, id, 'unknown-factory');
        if (opts.unit === undefined) throw new UserError('missing-option', { procedure: 'raid', whatKey: 'err.w.raid-unit', option: '--unit <unit>' });
        const u = lookup(game.units, opts.unit, 'unknown-unit');
        const c = game.crowds[f.crowd];
        return {
          edition: game.edition,
          lang,
          factoryId: f.id,
          crowd: f.crowd,
          seen: f.seen === true,
          ...(typeof f.raided === 'number' ? { raided: f.raided } : {}),
          unitId: u.id,
          found: opts.found === true,
          ownSource: c?.petrolBombs === true,
          others: factoriesOf(game.factories, f.crowd).filter((x) => x !== f.id),
          turn: game.turn,
        };
      },
      resolve: (f) => resolveRaid(f),
    });
  });
}
