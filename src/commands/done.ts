// `umpire done`: an umpire says their table has finished the turn (issue 42,
// ruling U283). Logged like any resolution (undo takes it back); `next-turn`
// waits for every table, or the control decides (--override).
// `umpire done --waiting` says which tables are still playing, logging nothing.
import type { Command } from 'commander';
import { t } from '../i18n/index.js';
import { resolveTableDone, tablesWaiting, type TablesState } from '../rules/tables.js';
import { readGame, transact } from '../state/transaction.js';
import { emit, outputLang, RefusedError, statePaths, type CommonOpts, type Io } from './common.js';

export function register(program: Command, io: Io): void {
  program
    .command('done')
    .description('Say that your table has finished the turn (several umpires on one game, each named by --umpire): next-turn waits for every table, or the control decides')
    .option('--waiting', 'only say which tables are still playing the turn; nothing is logged')
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the record as one JSON object')
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts & { waiting?: boolean }) => {
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
      const paths = statePaths(io, opts);
      if (opts.waiting) {
        const { game } = await readGame({ paths, env: io.env, warn });
        const lang = outputLang(opts, game, game.edition);
        const waiting = tablesWaiting(game as unknown as TablesState);
        if (opts.json) io.stdout.write(`${JSON.stringify({ turn: game.turn, waiting })}\n`);
        else io.stdout.write(`${t(lang, waiting.length ? 'done.waiting' : 'done.none-waiting', { turn: game.turn, waiting: waiting.join(', ') })}\n`);
        return;
      }
      const { value, entries, game } = await transact({ paths, env: io.env, argv: io.argv, warn }, (tx) => {
        const lang = outputLang(opts, tx.game, tx.game.edition);
        const res = resolveTableDone(tx.game as unknown as TablesState, tx.umpire(), lang);
        if (res.refused) throw new RefusedError(res, lang);
        return { record: tx.record(res), lang, turn: tx.game.turn };
      });
      await emit(io, opts, value.record, value.lang, { seq: entries[0]?.seq ?? null, turn: value.turn, game });
    });
}
