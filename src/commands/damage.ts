// `umpire damage [crowd] [building]`: a crowd's property damage on a building
// (1d6 per 10 figures), by the RL table.
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { resolveDamage, type DamageFacts } from '../rules/damage.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from './common.js';

interface DamageOpts extends CommonOpts {
  rl?: string;
  figures?: string;
  value?: string;
  sfInSight?: boolean;
}

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('damage')
    .argument('[crowd]', 'crowd id in the state (omit for a stateless lookup)')
    .argument('[building]', 'building id in the state')
    .description(
      'Property damage: 1d6 per 10 figures off the building\'s value (0: a wreck; a wreck catches fire on a 6). ' +
        'RL 6 Hassle on a 6 on 1d6; RL 7 Bombard and 8 Attack with no SF in sight; refused at other RLs',
    )
    .option('--rl <n>', "the crowd's RL (stateless)")
    .option('--figures <n>', 'figures determined to do damage (default: the whole crowd)')
    .option('--value <n>', "the building's value left (stateless)")
    .option('--sf-in-sight', 'SF are in sight of the crowd (no damage at RL 7 and 8)');
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, building: string | undefined, opts: DamageOpts) => {
    const sfInSight = Boolean(opts.sfInSight);
    await runProcedure<DamageFacts>(io, opts, crowd, {
      name: 'damage',
      fromOptions(edition, lang) {
        if (opts.rl === undefined || opts.figures === undefined || opts.value === undefined) {
          throw new UserError('missing-option', { procedure: 'damage', whatKey: 'err.w.damage-sides', option: '<crowd> <building>, or --rl, --figures and --value', optionKey: 'err.o.crowd-building-or-facts' });
        }
        return {
          edition,
          lang,
          rl: intOpt('--rl', opts.rl, 1, 8),
          figures: intOpt('--figures', opts.figures, 1, 10000),
          value: intOpt('--value', opts.value, 0, 1000),
          sfInSight,
        };
      },
      fromState(game, id, lang) {
        for (const o of ['rl', 'value'] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option: `--${o}`, problemKey: 'err.p.stateless-only' });
        }
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (building === undefined) throw new UserError('missing-option', { procedure: 'damage', whatKey: 'err.w.building', option: '<crowd> <building>', optionKey: 'err.o.crowd-building' });
        const b = lookup(game.buildings, building, 'unknown-building');
        return {
          edition: game.edition,
          lang,
          crowdId: id,
          buildingId: b.id,
          buildingName: b.name,
          rl: c.rl,
          figures: opts.figures === undefined ? c.figures : intOpt('--figures', opts.figures, 1, Math.max(1, c.figures)),
          value: b.value,
          sfInSight,
        };
      },
      resolve: resolveDamage,
    });
  });
}
