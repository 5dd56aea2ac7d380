// `umpire init <scenario.yaml>`: validates a scenario and starts a game: the
// turn log's first entry holds the scenario, and the state is its fold.
import { checkWritten } from '../state/log-codec.js';
import type { Command } from 'commander';
import { closeSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UserError } from '../errors.js';
import { initialGame, loadScenario } from '../state/scenario.js';
import { escapeControls } from '../render/safe.js';
import { storeFor } from '../state/backend.js';
import { umpireName } from '../state/store-url.js';
import { STATE_SCHEMA, type LogEntry, type StateFile } from '../state/log.js';
import { pathsFor, type Paths } from '../state/store.js';
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

/** A path with its links followed (as far as they lead), for comparing two names of one file. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    try {
      return join(realpathSync(dirname(file)), basename(file));
    } catch {
      return file;
    }
  }
}

/** Whether a file begins as a turn log does (`{"seq":`), by its bytes whatever its name. */
function looksLikeLog(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const buf = Buffer.alloc(8);
    const n = readSync(fd, buf, 0, 8, 0);
    return buf.subarray(0, n).toString('latin1') === '{"seq":1';
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/**
 * The state file init is to write is never another game file, whatever
 * --force says (issue 34: `init S --state umpire-state.log.jsonl --force`
 * overwrote the game's own log): not a turn log (by its name or its first
 * bytes), not its own log under another name (a link), and its log not the
 * log of another state beside it (`--state game` writes game.log.jsonl, the
 * log of game.json).
 */
function checkInitPaths(paths: Paths): void {
  const refuse = (problemKey: string, extra: Record<string, string> = {}) => new UserError('bad-option', { option: '--state', problemKey, path: paths.state, ...extra });
  if (/\.log\.jsonl$/i.test(paths.state) || looksLikeLog(paths.state) || realPath(paths.state) === realPath(paths.log)) throw refuse('err.p.state-is-log');
  let names: string[] = [];
  try {
    names = readdirSync(dirname(paths.state));
  } catch {
    return; // no folder: nothing there to overwrite
  }
  const other = names.map((n) => join(dirname(paths.state), n)).find((f) => f !== paths.state && pathsFor(f).log === paths.log);
  if (other !== undefined) throw refuse('err.p.log-is-another-games', { log: paths.log, other });
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
      if (paths.db === undefined) checkInitPaths(paths);
      // Who started the game (--umpire, UMPIRE_NAME), kept on its first entry as on every other (issue 35): a bad name refused before the store opens.
      umpireName(io.env);
      const store = await storeFor(paths);
      await store.unit(io.env, true, async () => {
        // Read once connected: a connection bound to an umpire (their database role, issue 43 F8) names them.
        const by = umpireName(io.env);
        // A game already there (a state or a log, a link included, even a dangling one): kept without --force.
        const taken = opts.force ? null : await store.taken();
        if (taken !== null) throw store.kind === 'file' ? new UserError('state-exists', { file: taken }) : new UserError('store-exists', { store: taken });
        const entry: LogEntry = {
          seq: 1,
          cmd: 1,
          at: new Date().toISOString(),
          kind: 'init',
          turn: 1,
          ...(by === undefined ? {} : { by }),
          argv: io.argv,
          scenario,
          prev: '',
        };
        checkWritten([entry]);
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
