// `umpire extinguish [engine] [building]`: one turn of firefighting by a fire
// engine: 1d6 fires out, a turn of water used (2 en / 4 fr, R10) unless it is
// on a hydrant, the crew at risk at 3 or more fires (R11).
import type { Command } from 'commander';
import { UserError } from '../../errors.js';
import { FIREFIGHTING, resolveExtinguish, type ExtinguishFacts } from '../../rules/civil-disorder/firefight.js';
import { defineFacts, type ProcedureFacts } from '../facts.js';
import { t } from '../../i18n/index.js';
import { addCommon, intOpt, lookup, runProcedure, type CommonOpts, type Io } from '../common.js';

interface ExtOpts extends CommonOpts {
  fires?: string;
  water?: string;
  crew?: string;
  hydrant?: boolean;
}

/** Firefighting's facts: the engine (its water shown), a burning building (its fires shown). */
const EXTINGUISH_FACTS: ProcedureFacts = {
  args: [
    { name: 'engine', description: 'fire engine id in the state (omit for a stateless lookup)', kind: 'engines', label: (game, id, lang) => t(lang, 'guide.water', { water: game.engines[id]?.water ?? 0 }) },
    {
      name: 'building',
      description: 'burning building id in the state',
      kind: 'buildings',
      canAct: (game, id) => (game.buildings[id]?.fires ?? 0) > 0,
      label: (game, id, lang) => t(lang, 'guide.fires', { fires: game.buildings[id]?.fires ?? 0 }),
    },
  ],
  options: [
    { flags: '--fires <n>', description: 'fires burning there (stateless)', role: 'stateless' },
    { flags: '--water <n>', description: 'turns of water left on board (stateless; default full)', role: 'stateless' },
    { flags: '--crew <n>', description: "the engine's crew fit to work (stateless; default 6)", role: 'stateless' },
    { flags: '--hydrant', description: 'the engine is connected to a hydrant (stateless)', role: 'stateless' },
  ],
};

export function register(program: Command, io: Io): void {
  const cmd = program
    .command('extinguish')
    .description(
      `Firefighting: an engine with ${FIREFIGHTING.hoseCrew} crew at the hose puts out 1d6 fires a turn; water for ` +
        `${FIREFIGHTING.waterTurns.en} turns (en) / ${FIREFIGHTING.waterTurns.fr} (fr), then connect to a hydrant (umpire hydrant, takes a turn); ` +
        'firefighters immune at 1-2 fires, at 3+ as under petrol bomb attack in fireproof kit (R10, R11). Refused without water',
    );
  defineFacts(cmd, EXTINGUISH_FACTS);
  addCommon(cmd);
  cmd.action(async (engine: string | undefined, building: string | undefined, opts: ExtOpts) => {
    await runProcedure<ExtinguishFacts>(io, opts, engine, {
      name: 'extinguish',
      fromOptions(edition, lang) {
        if (opts.fires === undefined) {
          throw new UserError('missing-option', { procedure: 'extinguish', whatKey: 'err.w.extinguish-sides', option: '<engine> <building> or --fires N', optionKey: 'err.o.engine-building-or-fires' });
        }
        return {
          edition,
          lang,
          fires: intOpt('--fires', opts.fires, 0, 1000),
          water: opts.water === undefined ? FIREFIGHTING.waterTurns[edition] : intOpt('--water', opts.water, 0, 100),
          crew: opts.crew === undefined ? 6 : intOpt('--crew', opts.crew, 0, 100),
          hydrant: opts.hydrant ? 'hydrant' : null,
        };
      },
      fromState(game, id, lang) {
        for (const o of ['fires', 'water', 'crew', 'hydrant'] as const) {
          if (opts[o] !== undefined) throw new UserError('bad-option', { option: `--${o}`, problemKey: 'err.p.stateless-only' });
        }
        const e = lookup(game.engines, id, 'unknown-engine');
        if (building === undefined) throw new UserError('missing-option', { procedure: 'extinguish', whatKey: 'err.w.burning-building', option: '<engine> <building>', optionKey: 'err.o.engine-building' });
        const b = lookup(game.buildings, building, 'unknown-building');
        return {
          edition: game.edition,
          lang,
          turn: game.turn,
          casualtyCounter: game.counters.casualty,
          engineId: e.id,
          engineName: e.name,
          crew: e.crew,
          water: e.water,
          hydrant: (e.hydrant as string | undefined) ?? null,
          hydrantFrom: (e.hydrantFrom as number | undefined) ?? null,
          busyTurn: (e.busyTurn as number | undefined) ?? null,
          buildingId: b.id,
          buildingName: b.name,
          fires: b.fires,
        };
      },
      resolve: resolveExtinguish,
    });
  });
}
