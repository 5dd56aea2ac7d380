// `umpire wreck-car <crowd> <car> [--burn]`: a crowd at RL 8 with no SF to
// intervene turns a car over, or burns it (EN l.151, FR l.199, U376): a
// scenario's parked car, or an SF unit's own vehicle. Stateless with --rl.
import type { Command } from 'commander';
import { CAR_WRECKING_RLS, resolveCarWreck, type CarFacts } from '../../rules/civil-disorder/cars.js';
import { RL_MAX, RL_MIN } from '../../rules/civil-disorder/rl-roll.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { crowdInPlay } from './facts.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface CarOpts extends CommonOpts {
  burn?: boolean;
  sfIntervene?: boolean;
  rl?: string;
}

const CAR_FACTS: ProcedureFacts = {
  args: [
    // Offered at RL 8 only (EN l.151, U376).
    { name: 'crowd', description: 'crowd id in the state (omit for a stateless lookup with --rl)', kind: 'crowds', canAct: (game, id) => crowdInPlay(game, id) && CAR_WRECKING_RLS.includes(game.crowds[id]?.rl ?? 0) },
    { name: 'car', description: "the car: a parked car of the scenario's cars, or an SF unit (its own vehicle)", kind: 'cars' },
  ],
  options: [
    { flags: '--burn', description: 'they set it on fire (else they turn it over)', role: 'modifier' },
    { flags: '--sf-intervene', description: 'SF are there to intervene: nothing happens (refused)', role: 'modifier' },
    { flags: '--rl <n>', description: `stateless: the crowd's RL, ${RL_MIN}..${RL_MAX}`, role: 'stateless' },
  ],
  diceWhen: () => false,
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('wreck-car')
    .description('A crowd at RL 8 with no SF to intervene turns a car over or burns it, a parked one or the SF\'s own (EN l.151, U376)');
  defineFacts(cmd, CAR_FACTS);
  addCommon(cmd);
  cmd.action(async (crowd: string | undefined, car: string | undefined, opts: CarOpts) => {
    const common = { fate: opts.burn ? ('burnt' as const) : ('overturned' as const), sfIntervene: opts.sfIntervene === true };
    await runProcedure<CarFacts>(io, { ...opts, odds: undefined }, crowd, {
      name: 'wreck-car',
      fromOptions(edition, lang) {
        if (opts.rl === undefined) throw new UserError('missing-option', { procedure: 'wreck-car', whatKey: 'err.w.crowd-or-rl', option: '<crowd> or --rl N', optionKey: 'err.o.crowd-or-rl' });
        return { edition, lang, rl: intOpt('--rl', opts.rl, RL_MIN, RL_MAX), kind: 'car', ...common };
      },
      fromState(game, id, lang) {
        const c = lookup(game.crowds, id, 'unknown-crowd');
        if (opts.rl !== undefined) throw new UserError('state-knows', { option: '--rl', whatKey: 'err.w.crowd-rl', id, rl: c.rl });
        if (car === undefined) throw new UserError('missing-option', { procedure: 'wreck-car', whatKey: 'err.w.car', option: '<crowd> <car>' });
        const cars = game.cars ?? {};
        if (Object.hasOwn(cars, car)) {
          const k = cars[car];
          return { edition: game.edition, lang, crowdId: id, rl: c.rl, carId: k.id, kind: 'car', ...(typeof k.wrecked === 'string' ? { wrecked: k.wrecked as 'overturned' } : {}), ...common };
        }
        const u = lookup(game.units, car, 'unknown-car');
        return {
          edition: game.edition,
          lang,
          crowdId: id,
          rl: c.rl,
          carId: u.id,
          kind: 'unit',
          ...(typeof u.vehicle === 'string' ? { vehicle: u.vehicle } : {}),
          ...(typeof u.vehicleWrecked === 'string' ? { wrecked: u.vehicleWrecked as 'overturned' } : {}),
          ...common,
        };
      },
      resolve: (f) => resolveCarWreck(f),
    });
  });
}
