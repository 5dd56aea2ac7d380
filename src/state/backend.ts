// The engine's store as one interface (issue 35): where a game's state and
// its turn log live, and how one command works on them as one unit. Two
// stores: the file store (the default: a state file, its JSONL log beside it,
// a lock directory; src/state/store.ts) and the PostgreSQL store
// (src/state/pg-store.ts, chosen by `--store postgres://...` or
// UMPIRE_STORE; loaded only then, so that a command on a file never loads
// the database client). Both keep the same log lines (the same JSON, the same
// hash chain), so `verify`, `rebuild`, `log` and `summary` read either as the
// same text.
import { lstatSync } from 'node:fs';
import { UserError } from '../errors.js';
import { loadSystems } from '../engine/registry.js';
import {
  appendLines,
  catchUp,
  cutLog,
  killPoint,
  loadLogSystems,
  openStateFile,
  linesBackwards,
  readLogText,
  startGameFiles,
  withLock,
  writeAtomic,
  writeStateFile,
  type Paths,
} from './store.js';
import { diceLeftBy, readLogUpToBadText } from './log-codec.js';
import type { LogEntry, StateFile } from './log.js';
import { isUserError } from '../errors.js';
import { markGameWritten } from './written.js';
import type { GameStore } from './game-store.js';

export type { GameStore } from './game-store.js';

/** The file store: a state file, its log beside it, a lock directory (src/state/store.ts). */
export class FileStore implements GameStore {
  readonly kind = 'file' as const;
  constructor(readonly paths: Paths) {}
  get stateName(): string {
    return this.paths.state;
  }
  get logName(): string {
    return this.paths.log;
  }
  unit<T>(env: NodeJS.ProcessEnv, _write: boolean, fn: () => Promise<T>, warn?: (m: string) => void): Promise<T> {
    return withLock(this.paths, env, fn, warn);
  }
  readState(): Promise<StateFile> {
    return openStateFile(this.paths);
  }
  async openState(warn: (m: string) => void, forWrite: boolean): Promise<StateFile> {
    const sf = await openStateFile(this.paths);
    for (const msg of catchUp(this.paths, sf, forWrite)) warn(msg);
    return sf;
  }
  async write(sf: StateFile, lines: string[], hash: string): Promise<void> {
    const paths = this.paths;
    const at = sf.log.bytes;
    const bytes = lines.length > 0 ? appendLines(paths, at, lines) : 0;
    sf.log = { ...sf.log, seq: sf.log.seq + lines.length, bytes: at + bytes, hash };
    killPoint('after-log');
    try {
      await writeStateFile(paths, sf);
    } catch (e) {
      // The lock was taken from this command after its entries were logged: the
      // log holds them (it is the truth) and the next command folds them in; the
      // state is left to the lock's new holder.
      if (isUserError(e) && e.code === 'lock-lost') return;
      // The state could not be written (a full disk): the entries are taken back
      // out of the log, so that the command that says it failed wrote nothing
      // (a user who runs it again does not roll twice).
      if (bytes > 0) {
        try {
          cutLog(paths, at);
        } catch {
          /* the lock lost meanwhile, or the log gone: the next command sees what is there */
        }
      }
      throw e;
    }
  }
  async logText(): Promise<Buffer> {
    return readLogText(this.paths.log);
  }
  loadLogSystems(): Promise<void> {
    return loadLogSystems(this.paths.log);
  }
  async taken(): Promise<string | null> {
    // A state or a log already there (a link included, even a dangling one) is a game.
    for (const file of [this.paths.state, this.paths.log]) {
      try {
        lstatSync(file);
        return file;
      } catch {
        /* free */
      }
    }
    return null;
  }
  async start(sf: StateFile, lines: string[]): Promise<void> {
    startGameFiles(this.paths, sf, lines);
  }
  async keepLog(text: Buffer, bytes: number): Promise<string | null> {
    if (bytes >= text.length) return null;
    const rest = text.subarray(bytes);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const { randomBytes } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
    const file = `${this.paths.log}.dropped-${stamp}-${randomBytes(3).toString('hex')}`;
    writeAtomic(file, rest);
    writeAtomic(this.paths.log, text.subarray(0, bytes));
    return file;
  }
  saveState(sf: StateFile): Promise<void> {
    return writeStateFile(this.paths, sf);
  }
  async diceAt(sf: StateFile): Promise<{ at: StateFile['game']['rng']['state'] } | undefined> {
    const found = diceLeftBy(linesBackwards(this.paths.log, sf.log.bytes));
    return found === 'bad' ? undefined : found;
  }
}

/** The store these paths name: the database's when `paths.db` is set (loaded then), else the files'. */
export async function storeFor(paths: Paths): Promise<GameStore> {
  if (paths.db === undefined) return marked(new FileStore(paths));
  const { PgStore } = await import('./pg-store.js');
  return marked(new PgStore(paths));
}

/** The store with each writing method marking the process as having written the game (src/state/written.ts). */
function marked<S extends GameStore>(store: S): S {
  for (const name of ['write', 'start', 'keepLog', 'saveState'] as const) {
    const method = store[name] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(store, name, {
      value: async (...args: unknown[]) => {
        const r = await method.apply(store, args);
        markGameWritten();
        return r;
      },
    });
  }
  return store;
}

/** The store's whole log, parsed (with its systems loaded): what log, summary and report read. */
export async function openLogOf(paths: Paths, env: NodeJS.ProcessEnv): Promise<{ entries: LogEntry[]; bytes: number }> {
  if (paths.db === undefined) {
    const { openLog } = await import('./store.js');
    return openLog(paths.log);
  }
  const store = await storeFor(paths);
  const text = await store.unit(env, false, () => store.logText());
  return parseLogText(text, store.logName);
}

/** A log's text parsed (readLog's checks), its systems loaded. */
export async function parseLogText(text: Buffer, name: string): Promise<{ entries: LogEntry[]; bytes: number }> {
  const r = readLogUpToBadText(text, name, false);
  if (r.bad) throw r.bad.error;
  if (r.entries.length === 0) throw new UserError('log-unreadable', { file: name, line: 1, problemKey: 'err.p.log-empty-scenario' });
  await loadSystems(r.entries[0].scenario);
  return r;
}

/** A log's text as its entries (readLog's checks: the first bad line, or no entry at all, is a UserError). */
export function logEntriesOf(text: Buffer, name: string): LogEntry[] {
  const r = readLogUpToBadText(text, name, false);
  if (r.bad) throw r.bad.error;
  if (r.entries.length === 0) throw new UserError('log-unreadable', { file: name, line: 1, problemKey: 'err.p.log-empty-scenario' });
  return r.entries;
}
