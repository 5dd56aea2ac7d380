// `umpire undo`: takes back the last command's resolutions by appending an
// entry with their inverse effects (the log keeps both; nothing is erased).
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { invertEffects } from '../state/effects.js';
import { logEntriesOf } from '../state/backend.js';
import { transact } from '../state/transaction.js';
import { type LogEntry } from '../state/log.js';
import type { Effect } from '../rules/types.js';
import { outputLang, statePaths, type CommonOpts, type Io } from './common.js';

/** The entries of the last command that is not yet undone (all of them together). */
export function lastUndoable(entries: readonly LogEntry[]): LogEntry[] {
  const undone = new Set<number>();
  for (const e of entries) if (e.kind === 'undo') for (const s of e.undoes ?? []) undone.add(s);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.kind !== 'resolution' || undone.has(e.seq)) continue;
    return entries.filter((x) => x.cmd === e.cmd && x.kind === 'resolution' && !undone.has(x.seq));
  }
  return [];
}

export function register(program: Command, io: Io): void {
  program
    .command('undo')
    .description("Take back the last command's resolutions (logged as an undo entry; the state returns to what it was, dice position included)")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--json', 'print the undo entry as JSON')
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts) => {
      const paths = statePaths(io, opts);
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
      const { value, entries } = await transact({ paths, env: io.env, argv: io.argv, warn }, async (tx) => {
        const log = logEntriesOf(await tx.store!.logText(), tx.store!.logName);
        const targets = lastUndoable(log);
        if (targets.length === 0) throw new UserError('nothing-to-undo');
        const effects: Effect[] = [];
        for (const e of [...targets].reverse()) effects.push(...invertEffects(e.record?.effects ?? []));
        const withRng = targets.find((e) => e.rng);
        tx.undo(
          targets.map((e) => e.seq),
          effects,
          withRng ? withRng.rng!.before : tx.game.rng.state,
        );
        return { targets, lang: outputLang(opts, tx.game, tx.game.edition) };
      });
      const seqs = value.targets.map((e) => e.seq);
      if (opts.json) {
        io.stdout.write(`${JSON.stringify(entries[0])}\n`);
        return;
      }
      const what = value.targets.map((e) => `${e.record?.procedure} [${e.record?.outcome.code}]`).join(', ');
      io.stdout.write(
        `${t(value.lang, 'undo.done', { n: seqs.length, seqs: seqs.join(', '), what, seq: entries[0].seq })}\n`,
      );
    });
}
