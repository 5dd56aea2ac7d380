// `umpire init <scenario.yaml>`: validates a scenario and starts a game: the
// turn log's first entry holds the scenario, and the state is its fold.
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { initialGame, loadScenario } from '../state/scenario.js';
import { escapeControls } from '../render/safe.js';
import { storeFor } from '../state/backend.js';
import { STATE_SCHEMA, type LogEntry, type StateFile } from '../state/log.js';
import type { Game } from '../engine/system.js';
import { systemsOf } from '../engine/registry.js';
import { statePaths, useColor, type Io } from './common.js';
import { t } from '../i18n/index.js';

interface InitOpts {
  state?: string;
  force?: boolean;
  seed?: string;
  json?: boolean;
}

export function register(program: Command, io: Io): void {
  program
    .command('init')
    .argument('<scenario>', 'scenario file (YAML; see docs/scenario.md)')
    .description('Start a game from a scenario: writes the state file and its turn log')
    .option('--state <file>', 'state file to write (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--seed <seed>', "seed for the game's dice (default: the scenario's seed)")
    .option('--force', 'overwrite an existing state file and its log')
    .option('--json', 'print the new state as JSON')
    .action(async (file: string, opts: InitOpts) => {
      const scenario = await loadScenario(file);
      if (opts.seed !== undefined) scenario.seed = opts.seed;
      const paths = statePaths(io, opts);
      const store = await storeFor(paths);
      await store.unit(io.env, true, async () => {
        // A game already there (a state or a log, a link included, even a dangling one): kept without --force.
        const taken = opts.force ? null : await store.taken();
        if (taken !== null) throw store.kind === 'file' ? new UserError('state-exists', { file: taken }) : new UserError('store-exists', { store: taken });
        const entry: LogEntry = {
          seq: 1,
          cmd: 1,
          at: new Date().toISOString(),
          kind: 'init',
          turn: 1,
          argv: io.argv,
          scenario,
          prev: '',
        };
        const line = JSON.stringify(entry);
        const sf: StateFile = {
          schema: STATE_SCHEMA,
          log: { file: store.kind === 'file' ? paths.log.split(/[\\/]/).pop()! : 'umpire_log', seq: 1, bytes: 0, hash: '' },
          game: initialGame(scenario) as unknown as Game,
        };
        await store.start(sf, [line]);
        if (opts.json) {
          io.stdout.write(`${JSON.stringify(sf.game)}\n`);
        } else {
          const { theme } = await import('../render/human.js');
          const th = theme(useColor(io));
          const g = sf.game;
          io.stdout.write(escapeControls(
            `${th.title(t(g.lang, 'status.title', { title: g.title, turn: g.turn, edition: g.edition }))}\n` +
              systemsOf(g).map((s) => s.describe?.(g, g.lang) ?? '').filter((line) => line !== '').map((line) => `${line}\n`).join('') +
              `${th.dim(t(g.lang, 'init.files', { state: store.stateName, log: store.logName }))}\n`,
          ));
        }
      });
    });
}
