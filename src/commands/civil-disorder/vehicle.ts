// `umpire drive|mount|dismount [unit]`: a unit's vehicle drives this turn, or
// its occupants get in or out, only while it stands still (EN l.108, FR l.151,
// U373). Logged on a game; stateless with --vehicle (and --moving): mount
// takes the occupants to be out, drive and dismount in.
import type { Command } from 'commander';
import { resolveVehicle, VEHICLES, type Vehicle, type VehicleAction, type VehicleFacts } from '../../rules/civil-disorder/movement.js';
import { UserError } from '../../errors.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { addCommon, choiceOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface VehicleOpts extends CommonOpts {
  vehicle?: string;
  moving?: boolean;
}

const DESCRIPTION: Record<VehicleAction, string> = {
  drive: "A unit's vehicle drives this turn (it is moving: its occupants may not get in or out this turn; next turn's move is not from stationary, U373)",
  mount: "A unit gets into its vehicle: only while it stands still, not in a turn it drives (EN l.108, U373)",
  dismount: "A unit gets out of its vehicle: only while it stands still, not in a turn it drives (EN l.108, U373)",
};

/** Whether the unit's vehicle may take this action now (the guide's offers; the rule refuses the rest). */
function mayNow(u: Record<string, unknown> | undefined, turn: number, action: VehicleAction): boolean {
  if (!u || typeof u.vehicle !== 'string' || typeof u.joinedInto === 'string') return false;
  const aboard = u.aboard !== false;
  if (action === 'mount') return !aboard && typeof u.vehicleWrecked !== 'string' && u.drove !== turn;
  if (action === 'dismount') return aboard && u.drove !== turn;
  return aboard && typeof u.vehicleWrecked !== 'string' && u.boarded !== turn;
}

function facts(action: VehicleAction): ProcedureFacts {
  return {
    // Offered where the rule allows it (U373): a whole vehicle, its occupants in for drive and dismount, out for mount.
    args: [{ name: 'unit', description: 'SF unit id in the state, with a vehicle (omit for a stateless lookup with --vehicle)', kind: 'units', canAct: (game, id) => mayNow(game.units[id] as Record<string, unknown> | undefined, game.turn, action) }],
    options: [
      { flags: '--vehicle <vehicle>', description: `stateless: the vehicle, ${VEHICLES.join(', ')}`, role: 'stateless', choices: VEHICLES },
      ...(action === 'drive' ? [] : [{ flags: '--moving', description: 'stateless: the vehicle is moving this turn (refused)', role: 'stateless' as const }]),
    ],
    diceWhen: () => false,
  };
}

/** Registers one of drive, mount, dismount. */
function registerAction(program: Command, io: Io, action: VehicleAction): void {
  const cmd = program.command(action).description(DESCRIPTION[action]);
  defineFacts(cmd, facts(action));
  addCommon(cmd);
  cmd.action(async (unit: string | undefined, opts: VehicleOpts) => {
    await runProcedure<VehicleFacts>(io, opts, unit, {
      name: action,
      fromOptions(edition, lang) {
        if (opts.vehicle === undefined) {
          throw new UserError('missing-option', { procedure: action, whatKey: 'err.w.vehicle', option: '<unit> or --vehicle', optionKey: 'err.o.unit-or-vehicle' });
        }
        const vehicle = choiceOpt('--vehicle', opts.vehicle, VEHICLES) as Vehicle;
        return { edition, lang, vehicle, action, aboard: action !== 'mount', movingNow: opts.moving === true, boardedNow: false };
      },
      fromState(game, id, lang) {
        for (const [o, option] of [['vehicle', '--vehicle'], ['moving', '--moving']] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option, problemKey: 'err.p.stateless-only' });
        }
        const u = lookup(game.units, id, 'unknown-unit');
        if (typeof u.vehicle !== 'string' || !u.vehicle) throw new UserError('bad-option', { option: '<unit>', problemKey: 'err.p.no-vehicle', id });
        return {
          edition: game.edition,
          lang,
          unitId: u.id,
          vehicle: u.vehicle as Vehicle,
          action,
          aboard: u.aboard !== false,
          movingNow: u.drove === game.turn,
          boardedNow: u.boarded === game.turn,
          turn: game.turn,
          ...(typeof u.vehicleWrecked === 'string' ? { wrecked: u.vehicleWrecked } : {}),
        };
      },
      resolve: (f) => resolveVehicle(f),
    });
  });
}

export const registerDrive = (program: Command, io: Io) => registerAction(program, io, 'drive');
export const registerMount = (program: Command, io: Io) => registerAction(program, io, 'mount');
export const registerDismount = (program: Command, io: Io) => registerAction(program, io, 'dismount');
