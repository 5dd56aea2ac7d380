// `umpire hydrant <engine> [hydrant]`: connects a fire engine to a hydrant
// (takes a turn; water from the next, R10), or `--disconnect`.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { resolveHydrant, type HydrantFacts } from '../../rules/civil-disorder/firefight.js';
import { addCommon, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';
import { rollsNothing } from '../facts.js';

interface HydrantOpts extends CommonOpts {
  disconnect?: boolean;
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('hydrant')
    .argument('<engine>', 'fire engine id in the state')
    .argument('[hydrant]', 'hydrant id in the state')
    .description('Connect a fire engine to a hydrant: it takes one turn, and the engine then fights fires with the hydrant\'s water (R10, U38)')
    .option('--disconnect', 'disconnect the engine from its hydrant');
  addCommon(rollsNothing(cmd));
  cmd.action(async (engine: string, hydrant: string | undefined, opts: HydrantOpts) => {
    await runProcedure<HydrantFacts>(io, opts, engine, {
      name: 'hydrant',
      fromOptions() {
        throw new UserError('missing-option', { procedure: 'hydrant', whatKey: 'err.w.engine', option: '<engine>', optionKey: 'err.o.engine' });
      },
      fromState(game, id, lang) {
        const e = lookup(game.engines, id, 'unknown-engine');
        if (opts.disconnect && hydrant !== undefined) throw new UserError('bad-option', { option: '--disconnect', problemKey: 'err.p.disconnect-no-hydrant' });
        if (!opts.disconnect && hydrant === undefined) throw new UserError('missing-option', { procedure: 'hydrant', whatKey: 'err.w.hydrant', option: '<engine> <hydrant> or --disconnect', optionKey: 'err.o.engine-hydrant-or-disconnect' });
        const h = hydrant === undefined ? null : lookup(game.hydrants, hydrant, 'unknown-hydrant');
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          engineId: e.id,
          engineName: e.name,
          hydrantId: h ? h.id : null,
          hydrantName: h?.name,
          hydrantNear: h?.near ?? null,
          current: (e.hydrant as string | undefined) ?? null,
          busyTurn: (e.busyTurn as number | undefined) ?? null,
          water: e.water,
        };
      },
      resolve: resolveHydrant,
    });
  });
}
