// `umpire rebuild`: recomputes the state from the turn log (its first entry
// holds the scenario), and says whether the state had drifted.
import type { Command } from 'commander';
import { t } from '../i18n/index.js';
import { foldLog, readLog, readStateFile, withLock, writeStateFile } from '../state/store.js';
import { STATE_SCHEMA, type StateFile } from '../state/types.js';
import { isUserError } from '../errors.js';
import { canonicalJson } from '../state/effects.js';
import { statePaths, type CommonOpts, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  program
    .command('rebuild')
    .description('Recompute the state file from scenario + turn log (the log is the source of truth)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the rebuilt state as JSON')
    .action(async (opts: CommonOpts) => {
      const paths = statePaths(io, opts);
      await withLock(paths, io.env, async () => {
        const { entries, bytes, hash } = readLog(paths.log);
        const game = foldLog(entries);
        let before: StateFile | null = null;
        let unreadable = false;
        try {
          before = readStateFile(paths);
        } catch (e) {
          if (!isUserError(e)) throw e;
          unreadable = true;
        }
        const sf: StateFile = {
          schema: STATE_SCHEMA,
          log: { file: paths.log.split(/[\\/]/).pop()!, seq: entries.length, bytes, hash },
          game,
        };
        const same = before !== null && canonicalJson(before.game) === canonicalJson(game);
        await writeStateFile(paths, sf);
        if (opts.json) {
          io.stdout.write(`${JSON.stringify(game)}\n`);
          return;
        }
        const result = unreadable ? t(game.lang, 'rebuild.was-unreadable') : same ? t(game.lang, 'rebuild.same') : t(game.lang, 'rebuild.changed');
        io.stdout.write(`${t(game.lang, 'rebuild.done', { file: paths.state, entries: entries.length, result })}\n`);
      });
    });
}
