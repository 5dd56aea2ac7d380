// Moving the wounded: `umpire stretcher <casualty> --ambulance <id>` (one
// turn onto a stretcher, two paramedics of that ambulance's crew) and
// `umpire load <casualty> <ambulance>` (one turn into the ambulance, within
// its places, U40). Both also answer stateless lookups.
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { AMBULANCE_PLACES, HOSPITAL_RUN, LOAD_FROM, MOVING, placesUsed, STRETCHER_FROM, resolveHospital, resolveLoad, resolveStretcher, type HospitalFacts, type LoadFacts, type StretcherFacts } from '../../rules/civil-disorder/triage.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import type { Game } from '../../engine/system.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface StretcherOpts extends CommonOpts {
  ambulance?: string;
  paramedics?: string;
  inUse?: string;
}

/** A casualty no one is still dealing with (its first aid or stretcher run over: the rules' "triage.busy" refusal). */
function ready(game: Game, id: string): boolean {
  const c = game.casualties[id];
  return typeof c?.readyTurn !== 'number' || c.readyTurn <= game.turn;
}

/** The turn an ambulance away at the hospital is back (U208), or undefined: on the table. */
export function atHospital(game: Game, id: string): number | undefined {
  const a = Object.hasOwn(game.ambulances, id) ? game.ambulances[id] : undefined;
  return typeof a?.away?.back === 'number' ? a.away.back : undefined;
}

/** The stretcher's facts: a casualty awaiting a stretcher, the ambulance whose paramedics carry it. */
const STRETCHER_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'casualty',
      description: 'casualty id in the state (omit for a stateless check with --paramedics)',
      kind: 'casualties',
      canAct: (game, id) => STRETCHER_FROM.includes(game.casualties[id]?.status ?? '') && ready(game, id),
    },
  ],
  options: [
    {
      flags: '--ambulance <id>',
      description: 'the ambulance whose paramedics carry the stretcher (required on the state)',
      role: 'value',
      ask: 'required',
      ids: 'ambulances',
      // Not one away at the hospital (U208).
      pick: (game) => Object.keys(game.ambulances).filter((a) => !atHospital(game, a)).map((value) => ({ value })),
    },
    { flags: '--paramedics <n>', description: 'stateless: paramedics in the crew (default 2)', role: 'stateless' },
    { flags: '--in-use <n>', description: 'stateless: stretchers the crew already has out (default 0)', role: 'stateless' },
  ],
  // Moving the wounded takes a turn and rolls nothing.
  diceWhen: () => false,
};

/** `umpire stretcher`: one turn to put a casualty on a stretcher. */
export function registerStretcher(program: Command, io: Io): void {
  const cmd = program
    .command('stretcher')
    .description(`Put a casualty on a stretcher: takes one turn, ${MOVING.paramedicsPerStretcher} paramedics per stretcher`);
  defineFacts(cmd, STRETCHER_FACTS);
  addCommon(cmd);
  cmd.action(async (casualty: string | undefined, opts: StretcherOpts) => {
    await runProcedure<StretcherFacts>(io, opts, casualty, {
      name: 'stretcher',
      fromOptions(edition, lang) {
        return {
          edition,
          lang,
          turn: 0,
          casualty: { id: '-', status: 'awaiting-stretcher' },
          crew: {
            id: opts.ambulance ?? '-',
            paramedics: opts.paramedics === undefined ? 2 : intOpt('--paramedics', opts.paramedics, 0, 20),
            stretchersInUse: opts.inUse === undefined ? 0 : intOpt('--in-use', opts.inUse, 0, 20),
          },
        };
      },
      fromState(game, id, lang) {
        if (opts.paramedics !== undefined || opts.inUse !== undefined) {
          throw new UserError('bad-option', { option: '--paramedics/--in-use', problemKey: 'err.p.stateless-crew' });
        }
        const c = lookup(game.casualties, id, 'unknown-casualty');
        if (opts.ambulance === undefined) throw new UserError('missing-option', { procedure: 'stretcher', whatKey: 'err.w.stretcher-ambulance', option: '--ambulance ID' });
        const a = lookup(game.ambulances, opts.ambulance, 'unknown-ambulance');
        const inUse = Object.values(game.casualties).filter((x) => x.status === 'on-stretcher' && x.crew === a.id).length;
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          casualty: { id: c.id, status: c.status, readyTurn: c.readyTurn as number | undefined },
          crew: { id: a.id, paramedics: a.paramedics, stretchersInUse: inUse, away: atHospital(game, a.id) },
        };
      },
      resolve: resolveStretcher,
    });
  });
}

interface LoadOpts extends CommonOpts {
  as?: string;
  placesUsed?: string;
}

/** Loading's facts: a casualty on a stretcher or walking, the ambulance. */
const LOAD_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'casualty',
      description: 'casualty id in the state (omit for a stateless check with --as)',
      kind: 'casualties',
      canAct: (game, id) => Object.hasOwn(LOAD_FROM, game.casualties[id]?.status ?? '') && ready(game, id),
    },
    { name: 'ambulance', description: 'ambulance id in the state', kind: 'ambulances', canAct: (game, id) => !atHospital(game, id) },
  ],
  options: [
    { flags: '--as <kind>', description: 'stateless: the casualty is a stretcher case or walking wounded', role: 'stateless', choices: ['stretcher', 'walking'], checked: true },
    { flags: '--places-used <n>', description: `stateless: places already taken in the ambulance (0..${AMBULANCE_PLACES})`, role: 'stateless' },
  ],
  diceWhen: () => false,
};

/** `umpire load`: one turn to put a casualty into an ambulance. */
export function register(program: Command, io: Io): void {
  const cmd = program
    .command('load')
    .description(`Put a casualty into an ambulance: takes one turn; an ambulance holds 2 stretcher cases or 4 walking wounded (${AMBULANCE_PLACES} places: stretcher 2, walking 1, U40)`);
  defineFacts(cmd, LOAD_FACTS);
  addCommon(cmd);
  cmd.action(async (casualty: string | undefined, ambulance: string | undefined, opts: LoadOpts) => {
    await runProcedure<LoadFacts>(io, opts, casualty, {
      name: 'load',
      fromOptions(edition, lang) {
        if (opts.as === undefined) throw new UserError('missing-option', { procedure: 'load', whatKey: 'err.w.load-sides', option: '<casualty> <ambulance> or --as stretcher|walking', optionKey: 'err.o.casualty-ambulance-or-as' });
        return {
          edition,
          lang,
          turn: 0,
          casualty: { id: '-', status: opts.as === 'walking' ? 'walking' : 'on-stretcher' },
          ambulance: { id: '-', placesUsed: opts.placesUsed === undefined ? 0 : intOpt('--places-used', opts.placesUsed, 0, AMBULANCE_PLACES) },
        };
      },
      fromState(game, id, lang) {
        if (opts.as !== undefined || opts.placesUsed !== undefined) {
          throw new UserError('bad-option', { option: '--as/--places-used', problemKey: 'err.p.stateless-casualty-ambulance' });
        }
        const c = lookup(game.casualties, id, 'unknown-casualty');
        if (ambulance === undefined) throw new UserError('missing-option', { procedure: 'load', whatKey: 'err.w.ambulance', option: '<casualty> <ambulance>', optionKey: 'err.o.casualty-ambulance' });
        const a = lookup(game.ambulances, ambulance, 'unknown-ambulance');
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          casualty: { id: c.id, status: c.status, readyTurn: c.readyTurn as number | undefined },
          ambulance: { id: a.id, placesUsed: placesUsed(Object.values(game.casualties), a.id), away: atHospital(game, a.id) },
        };
      },
      resolve: resolveLoad,
    });
  });
}

interface HospitalOpts extends CommonOpts {
  loaded?: string;
}

/** The trip's facts: an ambulance on the table with casualties loaded. */
const HOSPITAL_FACTS: ProcedureFacts = {
  args: [
    {
      name: 'ambulance',
      description: 'ambulance id in the state (omit for a stateless check with --loaded)',
      kind: 'ambulances',
      // On the table, something loaded, every loading over (l.297), no stretcher of its crew out (U208).
      canAct: (game, id) => {
        if (atHospital(game, id) !== undefined) return false;
        const all = Object.values(game.casualties);
        const aboard = all.filter((c) => c.status === 'loaded' && c.where === id);
        return aboard.length > 0 && aboard.every((c) => typeof c.readyTurn !== 'number' || c.readyTurn <= game.turn) && !all.some((c) => c.status === 'on-stretcher' && c.crew === id);
      },
    },
  ],
  options: [{ flags: '--loaded <n>', description: `stateless: casualties loaded in the ambulance (1..${AMBULANCE_PLACES})`, role: 'stateless' }],
  diceWhen: () => false,
};

/** `umpire hospital`: an ambulance leaves for hospital with its casualties and is back after the trip (U208). */
export function registerHospital(program: Command, io: Io): void {
  const cmd = program
    .command('hospital')
    .description(`An ambulance leaves for hospital with the casualties loaded in it: they are in hospital; it is back, empty, at the start of the turn after ${HOSPITAL_RUN.awayTurns} whole turns away (ruling U208)`);
  defineFacts(cmd, HOSPITAL_FACTS);
  addCommon(cmd);
  cmd.action(async (ambulance: string | undefined, opts: HospitalOpts) => {
    await runProcedure<HospitalFacts>(io, opts, ambulance, {
      name: 'hospital',
      fromOptions(edition, lang) {
        if (opts.loaded === undefined) throw new UserError('missing-option', { procedure: 'hospital', whatKey: 'err.w.hospital', option: '<ambulance> or --loaded N', optionKey: 'err.o.hospital' });
        const n = intOpt('--loaded', opts.loaded, 0, AMBULANCE_PLACES);
        return { edition, lang, ambulance: { id: t(lang, 'hospital.word.ambulance') }, aboard: Array.from({ length: n }, (_, i) => ({ id: String(i + 1) })), carrying: [], turn: null };
      },
      fromState(game, id, lang) {
        if (opts.loaded !== undefined) throw new UserError('bad-option', { option: '--loaded', problemKey: 'err.p.stateless-ambulance', id });
        const a = lookup(game.ambulances, id, 'unknown-ambulance');
        const all = Object.values(game.casualties);
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          ambulance: { id: a.id, away: atHospital(game, a.id) },
          aboard: all.filter((c) => c.status === 'loaded' && c.where === a.id).map((c) => ({ id: c.id, readyTurn: c.readyTurn as number | undefined })),
          carrying: all.filter((c) => c.status === 'on-stretcher' && c.crew === a.id).map((c) => c.id),
        };
      },
      resolve: (facts) => resolveHospital(facts),
    });
  });
}
