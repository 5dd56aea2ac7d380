// `umpire undo`: takes back the last command's resolutions by appending an
// entry with their inverse effects (the log keeps both; nothing is erased).
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { invertEffects } from '../state/effects.js';
import { logEntriesOf } from '../state/backend.js';
import { umpireName } from '../state/store-url.js';
import { transact } from '../state/transaction.js';
import { type LogEntry } from '../state/log.js';
import type { Effect } from '../rules/types.js';
import { outputLang, statePaths, type CommonOpts, type Io } from './common.js';

/** The seqs undo entries took back. */
function undoneSeqs(entries: readonly LogEntry[]): Set<number> {
  const undone = new Set<number>();
  for (const e of entries) if (e.kind === 'undo') for (const s of e.undoes ?? []) undone.add(s);
  return undone;
}

/** The entries of the last command that is not yet undone (all of them together); with `by`, that umpire's last. */
export function lastUndoable(entries: readonly LogEntry[], by?: string): LogEntry[] {
  const undone = undoneSeqs(entries);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.kind !== 'resolution' || undone.has(e.seq)) continue;
    if (by !== undefined && e.by !== by) continue;
    return entries.filter((x) => x.cmd === e.cmd && x.kind === 'resolution' && !undone.has(x.seq));
  }
  return [];
}

/** Do two effect paths touch the same thing (one is the other or inside it)? */
const overlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * The first entry in force after `targets` that depends on them: it changed
 * something they changed (an effect path the same, or inside or around one of
 * theirs). Undoing the targets would take back what it built on.
 */
export function laterDependent(entries: readonly LogEntry[], targets: readonly LogEntry[]): { entry: LogEntry; path: string } | null {
  const undone = undoneSeqs(entries);
  const last = Math.max(...targets.map((e) => e.seq));
  const paths = targets.flatMap((e) => (e.record?.effects ?? []).map((x) => x.path));
  for (const e of entries) {
    if (e.seq <= last || e.kind !== 'resolution' || undone.has(e.seq)) continue;
    for (const x of e.record?.effects ?? []) {
      const hit = paths.find((p) => overlap(p, x.path));
      if (hit !== undefined) return { entry: e, path: hit };
    }
  }
  return null;
}

/** Is any entry in force after `targets` (whoever made it)? */
function anyLater(entries: readonly LogEntry[], targets: readonly LogEntry[]): boolean {
  const undone = undoneSeqs(entries);
  const last = Math.max(...targets.map((e) => e.seq));
  return entries.some((e) => e.seq > last && e.kind === 'resolution' && !undone.has(e.seq));
}

export function register(program: Command, io: Io): void {
  program
    .command('undo')
    .description("Take back the last command's resolutions (logged as an undo entry; the state returns to what it was, dice position included)")
    .option('--state <file>', 'state file (default: $UMPIRE_STATE or ./umpire-state.json)')
    .option('--any', "take back the last command whoever made it (the control's undo; without --umpire, undo always does)")
    .option('--json', 'print the undo entry as JSON')
    .option('--lang <lang>', 'output language')
    .action(async (opts: CommonOpts & { any?: boolean }) => {
      const paths = statePaths(io, opts);
      const warn = (m: string) => io.stderr.write(`umpire: ${m}\n`);
      const { value, entries } = await transact({ paths, env: io.env, argv: io.argv, warn }, async (tx) => {
        const log = logEntriesOf(await tx.store!.logText(), tx.store!.logName);
        // A named umpire (--umpire, UMPIRE_NAME) takes back their own last command, unless --any (issue 35).
        const name = umpireName(io.env);
        const own = name !== undefined && !opts.any;
        const targets = lastUndoable(log, own ? name : undefined);
        if (targets.length === 0) throw own ? new UserError('nothing-to-undo-own', { name }) : new UserError('nothing-to-undo');
        if (own) {
          const dep = laterDependent(log, targets);
          if (dep) {
            throw new UserError('undo-depends', {
              seq: targets[0].seq,
              what: targets.map((e) => e.record?.procedure ?? '').join(', '),
              who: dep.entry.by ?? '?',
              later: dep.entry.seq,
              laterWhat: dep.entry.record?.procedure ?? '',
              path: dep.path,
            });
          }
        }
        const effects: Effect[] = [];
        for (const e of [...targets].reverse()) effects.push(...invertEffects(e.record?.effects ?? []));
        const withRng = targets.find((e) => e.rng);
        // Commands after the targets rolled on from their dice position: it is kept, not rewound.
        const later = own && anyLater(log, targets);
        tx.undo(
          targets.map((e) => e.seq),
          effects,
          withRng && !later ? withRng.rng!.before : tx.game.rng.state,
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
