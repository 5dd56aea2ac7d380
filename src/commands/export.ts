// `umpire export` and `umpire import` (issue 35): a game moves between the
// database store and a state file with its log, mid-evening and back. The
// log's lines are copied as they are (the same hash chain), so `verify`
// accepts the copy; the state is the source's, pointing at the copy's log.
// Nothing is written over a game without --force; the source must verify.
import type { Command } from 'commander';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { FileStore, storeFor, type GameStore } from '../state/backend.js';
import { pathsFor, resolveStateFile } from '../state/store.js';
import { readLogUpToBadText } from '../state/log-codec.js';
import { dbPaths, storeUrl } from '../state/store-url.js';
import type { StateFile } from '../state/log.js';
import { verifyLog } from '../review/verify.js';
import type { Io } from './common.js';

interface MoveOpts {
  force?: boolean;
  json?: boolean;
}

/** The source game, read in one unit: its state and its log's lines, checked as `verify` checks them. */
async function readWhole(store: GameStore, env: NodeJS.ProcessEnv): Promise<{ sf: StateFile; lines: string[] }> {
  const { sf, text } = await store.unit(env, false, async () => {
    const state = await store.readState();
    await store.loadLogSystems();
    return { sf: state, text: await store.logText() };
  });
  const r = verifyLog(text.toString('utf8'), sf);
  if (!r.ok || r.behind) throw new UserError('move-unverified', { source: store.logName });
  const read = readLogUpToBadText(text, store.logName, false);
  const lines = text.subarray(0, read.bytes).toString('utf8').split('\n');
  lines.pop();
  return { sf, lines };
}

/** Writes the game into `to` as a new game there (refused over one without --force). */
async function writeWhole(to: GameStore, env: NodeJS.ProcessEnv, sf: StateFile, lines: string[], force: boolean): Promise<void> {
  await to.unit(env, true, async () => {
    const taken = force ? null : await to.taken();
    if (taken !== null) throw to.kind === 'file' ? new UserError('state-exists', { file: taken }) : new UserError('store-exists', { store: taken });
    const copy: StateFile = { ...sf, log: { ...sf.log, file: to.kind === 'file' ? to.paths.log.split(/[\\/]/).pop()! : 'umpire_log', seq: lines.length } };
    await to.start(copy, lines);
  });
}

function done(io: Io, opts: MoveOpts, lang: Lang, from: GameStore, to: GameStore, entries: number): void {
  if (opts.json) io.stdout.write(`${JSON.stringify({ from: from.stateName, to: to.stateName, log: to.logName, entries })}\n`);
  else io.stdout.write(`${t(lang, 'move.done', { from: from.stateName, state: to.stateName, log: to.logName, entries })}\n`);
}

export function register(program: Command, io: Io): void {
  program
    .command('export')
    .argument('<state-file>', 'the state file to write (its log beside it: <name>.log.jsonl)')
    .description('Copy the game in the database store (--store or UMPIRE_STORE) to a state file and its log, which verify accepts')
    .option('--force', 'overwrite a state file or log already there')
    .option('--json', 'print what was copied as JSON')
    .action(async (file: string, opts: MoveOpts) => {
      const url = storeUrl(io.env);
      if (url === undefined) throw new UserError('move-needs-store', { command: 'export' });
      const from = await storeFor(dbPaths(url));
      const to = new FileStore(pathsFor(resolveStateFile(file, {}, io.cwd)));
      const { sf, lines } = await readWhole(from, io.env);
      await writeWhole(await storeFor(to.paths), io.env, sf, lines, opts.force === true);
      done(io, opts, sf.game.lang, from, to, lines.length);
    });
}

/** `umpire import` (src/commands/import.ts registers it: one command per module). */
export function registerImport(program: Command, io: Io): void {
  program
    .command('import')
    .argument('<state-file>', 'the state file to read (its log beside it)')
    .description('Copy a game from a state file and its log into the database store (--store or UMPIRE_STORE)')
    .option('--force', 'replace a game already in the database')
    .option('--json', 'print what was copied as JSON')
    .action(async (file: string, opts: MoveOpts) => {
      const url = storeUrl(io.env);
      if (url === undefined) throw new UserError('move-needs-store', { command: 'import' });
      const from = await storeFor(pathsFor(resolveStateFile(file, {}, io.cwd)));
      const to = await storeFor(dbPaths(url));
      const { sf, lines } = await readWhole(from, io.env);
      await writeWhole(to, io.env, sf, lines, opts.force === true);
      done(io, opts, sf.game.lang, from, to, lines.length);
    });
}
