// `umpire rebuild`: recomputes the state from the turn log (its first entry
// holds the scenario), and says whether the state had drifted. With
// --to-last-good, a log with a bad line keeps the entries before it: the rest
// is moved aside into a file beside the log (never destroyed) and reported.
import type { Command } from 'commander';
import { t } from '../i18n/index.js';
import { foldLog, readLogUpToBadText } from '../state/log-codec.js';
import { storeFor } from '../state/backend.js';
import { STATE_SCHEMA, type StateFile } from '../state/log.js';
import { isUserError, UserError } from '../errors.js';
import { canonicalJson } from '../state/effects.js';
import { statePaths, type CommonOpts, type Io } from './common.js';

interface RebuildOpts extends CommonOpts {
  toLastGood?: boolean;
}

export function register(program: Command, io: Io): void {
  program
    .command('rebuild')
    .description('Recompute the state file from scenario + turn log (the log is the source of truth)')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--to-last-good', 'keep the log up to its last good line (a damaged line and what follows are moved aside into <log>.dropped-<time>, and reported)')
    .option('--json', 'print the rebuilt state as JSON')
    .action(async (opts: RebuildOpts) => {
      const paths = statePaths(io, opts);
      const store = await storeFor(paths);
      await store.unit(io.env, true, async () => {
        await store.loadLogSystems();
        const text = await store.logText();
        const read = readLogUpToBadText(text, store.logName, opts.toLastGood === true);
        if (read.bad && !opts.toLastGood) throw new UserError('log-bad-line', { ...read.bad.error.params, kept: read.entries.length });
        const { entries, bytes, hash } = read;
        if (entries.length === 0) throw new UserError('log-unreadable', { file: store.logName, line: 1, problemKey: 'err.p.log-empty-scenario' });
        const game = foldLog(entries, store.logName);
        let dropped: { file: string; lines: number; line: number; why: string } | null = null;
        if (opts.toLastGood && (read.bad || read.partial > 0)) {
          const rest = read.text.subarray(bytes);
          const file = (await store.keepLog(read.text, bytes))!;
          const lines = rest.toString('utf8').split('\n').filter((l, i, a) => l !== '' || i < a.length - 1).length;
          const why = read.bad ? read.bad.error.localized(game.lang) : t(game.lang, 'rebuild.unfinished');
          dropped = { file, lines, line: entries.length + 1, why };
        }
        let before: StateFile | null = null;
        let unreadable = false;
        try {
          before = await store.readState();
        } catch (e) {
          if (!isUserError(e)) throw e;
          unreadable = true;
        }
        const sf: StateFile = {
          schema: STATE_SCHEMA,
          log: { file: store.kind === 'file' ? paths.log.split(/[\\/]/).pop()! : 'umpire_log', seq: entries.length, bytes, hash },
          game,
        };
        // The same game at the same entry: a state that held entries now set aside lost them, even when their resolutions changed nothing it shows (issue 43 F6).
        const held = before?.log.seq ?? 0;
        const lost = before !== null && held > entries.length;
        const same = before !== null && !lost && canonicalJson(before.game) === canonicalJson(game);
        await store.saveState(sf);
        if (dropped) io.stderr.write(`umpire: ${t(game.lang, 'rebuild.dropped', dropped)}\n`);
        if (opts.json) {
          io.stdout.write(`${JSON.stringify(game)}\n`);
          return;
        }
        const result = unreadable
          ? t(game.lang, 'rebuild.was-unreadable')
          : lost
            ? t(game.lang, 'rebuild.set-aside', { from: entries.length + 1, to: held, n: held - entries.length })
            : same
              ? t(game.lang, 'rebuild.same')
              : t(game.lang, 'rebuild.changed');
        io.stdout.write(`${t(game.lang, 'rebuild.done', { file: store.stateName, entries: entries.length, result })}\n`);
      });
    });
}
