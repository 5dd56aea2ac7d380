// `umpire damage [crowd] [building]`: a crowd's property damage on a building
// (1d6 per 10 figures), by the RL table.
import { crowdFiguresOf } from './facts.js';
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { resolveDamage, type DamageFacts } from '../../rules/civil-disorder/damage.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { t } from '../../i18n/index.js';
import { DAMAGE_BY_RL } from '../../rules/civil-disorder/damage.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface DamageOpts extends CommonOpts {
  rl?: string;
  figures?: string;
  value?: string;
  sfInSight?: boolean;
}

/** Property damage's facts: a crowd with figures left at an RL that does damage (DAMAGE_BY_RL), the building (its value shown). */
const DAMAGE_FACTS: ProcedureFacts = {
  args: [
    { name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup)', kind: 'crowds', canAct: (game, id) => (game.crowds[id]?.rl ?? 0) in DAMAGE_BY_RL && (game.crowds[id]?.figures ?? 0) > 0 },
    { name: 'building', description: 'building id in the state', kind: 'buildings', label: (game, id, lang) => t(lang, 'guide.value', { value: game.buildings[id]?.value ?? 0 }) },
  ],
  options: [
    { flags: '--rl <n>', description: "the crowd's RL (stateless)", role: 'stateless' },
    // Asked in a game (Enter: the whole crowd); needed without one, with --rl and --value.
    {
      flags: '--figures <n>',
      description: 'figures determined to do damage (default: the whole crowd)',
      role: 'value',
      ask: 'optional',
      enter: (game, [id]) => crowdFiguresOf(game, id),
      // No more than the crowd's figures (the command refuses more): the guide asks no more.
      most: (game, [id]) => {
        const n = crowdFiguresOf(game, id);
        return n === null ? null : Math.max(1, n);
      },
    },
    { flags: '--value <n>', description: "the building's value left (stateless)", role: 'stateless' },
    { flags: '--sf-in-sight', description: 'SF are in sight of the crowd (no damage at RL 7 and 8)', role: 'modifier' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('damage')
    .description(
      'Property damage: 1d6 per 10 figures off the building\'s value (0: a wreck; a wreck catches fire on a 6). ' +
        'RL 6 Hassle on a 6 on 1d6; RL 7 Bombard and 8 Attack with no SF in sight; refused at other RLs',
    );
  defineFacts(cmd, DAMAGE_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, building: string | undefined, opts: DamageOpts) => {
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
          // Read here: on a game with a map, after the map filled it (src/map/facts.ts).
          sfInSight: Boolean(opts.sfInSight),
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
          // Read here: on a game with a map, after the map filled it (src/map/facts.ts).
          sfInSight: Boolean(opts.sfInSight),
        };
      },
      resolve: resolveDamage,
    });
  });
}
