// `umpire movement [unit]`: how far a unit's vehicle or pace takes it this
// turn (the movement tables of both editions, U61). A lookup: nothing is
// rolled or written; on the state the unit's vehicle or pace comes from the
// scenario, and --vehicle / --pace look up another.
import { Option, type Command } from 'commander';
import { PACES, resolveMovement, VEHICLES, type MovementFacts, type Pace, type Vehicle } from '../../rules/civil-disorder/movement.js';
import { readGame } from '../../state/transaction.js';
import { UserError } from '../../errors.js';
import { EDITIONS, type Edition } from '../../rules/types.js';
import type { GameState } from '../../state/civil-disorder/types.js';
import { emit, lookup, outputLang, RefusedError, statePaths, type CommonOpts, type Io } from '../common.js';

interface MovementOpts extends CommonOpts {
  vehicle?: string;
  pace?: string;
  moving?: boolean;
}

export function register(program: Command, io: Io): void {
  program
    .command('movement')
    .argument('[unit]', 'SF unit id in the state (its vehicle or pace from the scenario)')
    .description("Movement tables: a vehicle's first move from stationary and its limits; Émeutes' paces on foot and horseback (U61)")
    .addOption(new Option('--vehicle <vehicle>', 'the vehicle (car 12"/30 cm, van 10"/25 cm, ... first move from stationary)').choices([...VEHICLES]))
    .addOption(new Option('--pace <pace>', "Émeutes' SF on foot (walk 20 cm, run 40, slow 10) or horses (trot 20, charge 60)").choices([...PACES]))
    .option('--moving', 'the vehicle is already moving (not its first move from stationary)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the record as one JSON object')
    .option('--player', "players' view")
    .addOption(new Option('--edition <edition>', 'rules edition for a stateless lookup').choices([...EDITIONS]))
    .addOption(new Option('--lang <lang>', "output language (default: the edition's)").choices(['en', 'fr']))
    .action(async (unit: string | undefined, opts: MovementOpts) => {
      if (opts.vehicle !== undefined && opts.pace !== undefined) {
        throw new UserError('bad-option', { option: '--vehicle/--pace', problemKey: 'err.p.vehicle-or-pace' });
      }
      const given = { vehicle: (opts.vehicle ?? null) as Vehicle | null, pace: (opts.pace ?? null) as Pace | null, moving: opts.moving === true };
      let facts: MovementFacts;
      let game: GameState | null = null;
      if (unit === undefined) {
        const edition = (opts.edition ?? 'en') as Edition;
        if (given.vehicle === null && given.pace === null) {
          throw new UserError('missing-option', { procedure: 'movement', whatKey: 'err.w.movement', option: '<unit>, --vehicle or --pace', optionKey: 'err.o.movement' });
        }
        facts = { edition, lang: outputLang(opts, null, edition), ...given };
      } else {
        const sf = await readGame({ paths: statePaths(io, opts), env: io.env, warn: (m) => io.stderr.write(`umpire: ${m}\n`) });
        game = sf.game;
        if (opts.edition && opts.edition !== sf.game.edition) throw new UserError('edition-conflict', { given: opts.edition, edition: sf.game.edition });
        const u = lookup(sf.game.units, unit, 'unknown-unit');
        const fromScenario = given.vehicle === null && given.pace === null;
        facts = {
          edition: sf.game.edition,
          lang: outputLang(opts, sf.game, sf.game.edition),
          unitId: u.id,
          unitType: u.type,
          vehicle: fromScenario ? ((u.vehicle || null) as Vehicle | null) : given.vehicle,
          pace: fromScenario && !u.vehicle ? ((u.pace || null) as Pace | null) : given.pace,
          // U373: a vehicle that drove last turn is under way, its move not from stationary (unless its occupants were out).
          moving: given.moving || (fromScenario && u.aboard !== false && typeof u.drove === 'number' && u.drove === sf.game.turn - 1),
        };
      }
      const lang = facts.lang ?? facts.edition;
      const record = resolveMovement(facts);
      if (record.refused) throw new RefusedError(record, lang);
      await emit(io, opts, record, lang, { seq: null, turn: null, game });
    });
}
