// `umpire issue-kit <unit> --kit shields|full`: riot kit issued to a unit
// from the SF's stock (the scenario's `stocks.riotKit`, U106), or stateless
// with --members and --stock.
import type { Command } from 'commander';
import { resolveIssueKit, stockSource, type IssueKitFacts } from '../../rules/civil-disorder/stocks.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { unitMembers } from '../../state/civil-disorder/facts.js';
import { addCommon, choiceOpt, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface KitOpts extends CommonOpts {
  kit?: string;
  members?: string;
  stock?: string;
}

const KITS = ['shields', 'full'] as const;

const KIT_FACTS: ProcedureFacts = {
  // Offered where kit can still be issued: a unit in play without full riot kit (U106, U207).
  args: [{ name: 'unit', description: 'SF unit id in the state (omit for a stateless lookup with --members)', kind: 'units', canAct: (game, id) => typeof game.units[id]?.joinedInto !== 'string' && game.units[id]?.riotKit !== 'full' }],
  options: [
    { flags: '--kit <kit>', description: 'the kit issued: shields or full', role: 'value', ask: 'required', choices: KITS, checked: true, default: 'full' },
    { flags: '--members <n>', description: 'stateless: members to equip (one set each)', role: 'stateless' },
    { flags: '--stock <n>', description: 'stateless: sets of riot kit left (default: plenty)', role: 'stateless' },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('issue-kit')
    .description("Issue riot kit to a unit from the SF's stock (the scenario's stocks.riotKit): one set a member fit to wear it, not the wounded or the dead (U106, U253)");
  defineFacts(cmd, KIT_FACTS);
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, opts: KitOpts) => {
    const kit = choiceOpt('--kit', opts.kit ?? 'full', KITS);
    await runProcedure<IssueKitFacts>(io, opts, unit, {
      name: 'issue-kit',
      fromOptions(edition, lang) {
        if (opts.members === undefined) {
          throw new UserError('missing-option', { procedure: 'issue-kit', whatKey: 'err.w.issue-kit', option: '<unit> or --members N', optionKey: 'err.o.unit-or-members' });
        }
        const stock = opts.stock === undefined ? undefined : intOpt('--stock', opts.stock, 0, 10000);
        return { edition, lang, members: intOpt('--members', opts.members, 1, 1000), from: 'none', kit, ...(stock === undefined ? {} : { stock }) };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['members', '--members'], ['stock', '--stock']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-kit-stock', id });
        }
        const u = lookup(game.units, id, 'unknown-unit');
        // U374: the unit's patrol car's riot kit (Civil Disorder), else the side's, else plenty.
        const src = stockSource(game.edition, 'riotKit', u, game.stocks);
        return { edition: game.edition, lang, unitId: u.id, members: unitMembers(game, u), from: u.riotKit, kit, ...(src === null ? {} : { stock: src.left, stockPath: src.path }) };
      },
      resolve: (facts) => resolveIssueKit(facts),
    });
  });
}
