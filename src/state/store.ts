// The state file and its turn log on disk: where they are, the lock that
// serializes commands, atomic writes, appending to the log without reading
// it, repairing an unfinished last line, and folding the log into a state.
import { closeSync, existsSync, fstatSync, ftruncateSync, fsyncSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../errors.js';
import { applyEffects } from './effects.js';
import { initialGame } from './scenario.js';
import { STATE_SCHEMA, type GameState, type LogEntry, type StateFile } from './types.js';

export const DEFAULT_STATE_FILE = 'umpire-state.json';

export interface Paths {
  state: string;
  log: string;
  lock: string;
}

/** The state file named by --state, else UMPIRE_STATE, else ./umpire-state.json. */
export function resolveStateFile(option: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  return resolve(cwd, option ?? env.UMPIRE_STATE ?? DEFAULT_STATE_FILE);
}

/** The log and lock beside a state file: game.json -> game.log.jsonl, game.json.lock. */
export function pathsFor(stateFile: string): Paths {
  const dir = dirname(stateFile);
  const stem = basename(stateFile).replace(/\.json$/i, '');
  return { state: stateFile, log: join(dir, `${stem}.log.jsonl`), lock: `${stateFile}.lock` };
}

/** Short hash of one log line; each line carries the hash of the one before. */
export function lineHash(line: string): string {
  return createHash('sha256').update(line).digest('hex').slice(0, 16);
}

/** Parses one log line, or explains why it is not an entry. */
export function parseEntry(line: string): LogEntry | string {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return 'not valid JSON';
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'not a log entry';
  const e = v as Partial<LogEntry>;
  if (!Number.isInteger(e.seq) || typeof e.kind !== 'string' || typeof e.prev !== 'string' || !Number.isInteger(e.turn)) {
    return 'not a log entry (seq, kind, turn or prev missing)';
  }
  return e as LogEntry;
}

/** Applies one entry to the game (the fold step). */
export function applyEntry(game: GameState | null, entry: LogEntry): GameState {
  if (entry.kind === 'init') {
    if (!entry.scenario) throw new Error(`log entry ${entry.seq}: init without a scenario`);
    return initialGame(entry.scenario);
  }
  if (!game) throw new Error(`log entry ${entry.seq}: the log does not start with init`);
  const effects = entry.kind === 'undo' ? (entry.effects ?? []) : (entry.record?.effects ?? []);
  applyEffects(game, effects);
  if (entry.rng) {
    game.rng.state = entry.rng.after;
    if (entry.rng.seed !== undefined) game.rng.seed = entry.rng.seed;
  }
  return game;
}

/** Reads the whole log (rebuild, undo, review): entries, or a UserError at the first bad line. */
export function readLog(logFile: string): { entries: LogEntry[]; bytes: number; hash: string } {
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch (e) {
    throw new UserError('log-unreadable', { file: logFile, line: 0, problem: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message });
  }
  const lines = text.split('\n');
  const entries: LogEntry[] = [];
  let hash = '';
  let bytes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (i === lines.length - 1) {
      if (line !== '') throw new UserError('log-unreadable', { file: logFile, line: i + 1, problem: 'the last line is cut off (no end of line)' });
      break;
    }
    const e = parseEntry(line);
    if (typeof e === 'string') throw new UserError('log-unreadable', { file: logFile, line: i + 1, problem: e });
    if (e.seq !== i + 1) throw new UserError('log-unreadable', { file: logFile, line: i + 1, problem: `entry number ${e.seq} where ${i + 1} was expected` });
    if (e.prev !== hash) throw new UserError('log-unreadable', { file: logFile, line: i + 1, problem: 'the line before it was changed (its hash does not match)' });
    hash = lineHash(line);
    bytes += Buffer.byteLength(line) + 1;
    entries.push(e);
  }
  return { entries, bytes, hash };
}

/** Folds a whole log into a game: `log.reduce(apply, initial(scenario))`. */
export function foldLog(entries: readonly LogEntry[]): GameState {
  let game: GameState | null = null;
  for (const e of entries) game = applyEntry(game, e);
  if (!game) throw new Error('empty log');
  return game;
}

/** Reads and checks the state file. */
export function readStateFile(paths: Paths): StateFile {
  let text: string;
  try {
    text = readFileSync(paths.state, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UserError('no-state', { file: paths.state });
    throw new UserError('state-unreadable', { file: paths.state, problem: (e as Error).message });
  }
  let sf: StateFile;
  try {
    sf = JSON.parse(text) as StateFile;
  } catch (e) {
    throw new UserError('state-unreadable', { file: paths.state, problem: `not valid JSON (${(e as Error).message}); "umpire rebuild" recovers it from the log` });
  }
  if (!sf || typeof sf !== 'object' || typeof sf.schema !== 'number') {
    throw new UserError('state-unreadable', { file: paths.state, problem: 'not an umpire state file (no schema version)' });
  }
  if (sf.schema !== STATE_SCHEMA) throw new UserError('state-version', { file: paths.state, found: sf.schema, known: STATE_SCHEMA });
  if (!sf.game || !sf.log) throw new UserError('state-unreadable', { file: paths.state, problem: 'game or log position missing; "umpire rebuild" recovers it from the log' });
  return sf;
}

/** Writes the state file atomically (temp file, fsync, rename). */
export async function writeStateFile(paths: Paths, sf: StateFile): Promise<void> {
  const { default: writeFileAtomic } = await import('write-file-atomic');
  await writeFileAtomic(paths.state, `${JSON.stringify(sf, null, 1)}\n`, { fsync: true });
}

/**
 * Brings the state up to the end of its log without reading what it already
 * holds: log lines after `state.log.bytes` that follow on (a command that died
 * after appending and before saving the state) are folded in. An unfinished or
 * foreign tail is left for the next write to cut off (appendLines writes at the
 * state's offset). Changes no file; returns what it found, for a message.
 */
export function catchUp(paths: Paths, sf: StateFile): string[] {
  const said: string[] = [];
  let fd: number;
  try {
    fd = openSync(paths.log, 'r');
  } catch (e) {
    throw new UserError('log-unreadable', { file: paths.log, line: 0, problem: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file; "umpire rebuild" needs it' : (e as Error).message });
  }
  try {
    const size = fstatSync(fd).size;
    if (size === sf.log.bytes) return said;
    if (size < sf.log.bytes) throw new UserError('log-behind', { file: paths.log, bytes: size, expected: sf.log.bytes });
    const buf = Buffer.alloc(size - sf.log.bytes);
    readSync(fd, buf, 0, buf.length, sf.log.bytes);
    let pos = 0;
    let rolled = 0;
    while (pos < buf.length) {
      const nl = buf.indexOf(0x0a, pos);
      if (nl < 0) break;
      const line = buf.subarray(pos, nl).toString('utf8');
      const e = parseEntry(line);
      if (typeof e === 'string' || e.seq !== sf.log.seq + 1 || e.prev !== sf.log.hash) break;
      sf.game = applyEntry(sf.game, e);
      sf.log = { ...sf.log, seq: e.seq, bytes: sf.log.bytes + nl + 1 - pos, hash: lineHash(line) };
      pos = nl + 1;
      rolled += 1;
    }
    if (rolled > 0) said.push(`recovered ${rolled} log entr${rolled === 1 ? 'y' : 'ies'} written after the state was last saved`);
    if (pos < buf.length) {
      said.push(`${paths.log}: an unfinished last line (${buf.length - pos} bytes) left by a command that did not finish is ignored, and removed at the next write`);
    }
    return said;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes lines to the log at the state's offset, in one write, cutting off
 * anything after that offset first (an unfinished line), and syncs it.
 * Returns the bytes written.
 */
export function appendLines(paths: Paths, at: number, lines: string[]): number {
  const fd = openSync(paths.log, existsSync(paths.log) ? 'r+' : 'w+');
  try {
    if (fstatSync(fd).size !== at) ftruncateSync(fd, at);
    const buf = Buffer.from(lines.map((l) => `${l}\n`).join(''));
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off, at + off);
    fsyncSync(fd);
    return buf.length;
  } finally {
    closeSync(fd);
  }
}

/** How long a command waits for another to finish (UMPIRE_LOCK_TIMEOUT, seconds). */
export function lockTimeoutMs(env: NodeJS.ProcessEnv): number {
  const s = Number(env.UMPIRE_LOCK_TIMEOUT ?? 30);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 30000;
}

/**
 * Runs `fn` holding the state's lock (proper-lockfile, a lock directory beside
 * the state). Waits up to the timeout for another command; a lock whose owner
 * died is taken over once stale.
 */
export async function withLock<T>(paths: Paths, env: NodeJS.ProcessEnv, fn: () => Promise<T>): Promise<T> {
  const lockfile = await import('proper-lockfile');
  const timeout = lockTimeoutMs(env);
  const start = Date.now();
  let release: (() => Promise<void>) | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      release = await lockfile.lock(paths.state, {
        realpath: false,
        lockfilePath: paths.lock,
        stale: 5000,
        update: 1000,
        retries: 0,
        onCompromised: () => {
          /* another process took a lock it judged stale; our write still goes through rename */
        },
      });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
      if (Date.now() - start > timeout) {
        throw new UserError('lock-timeout', { file: paths.state, seconds: Math.round(timeout / 1000), lock: paths.lock });
      }
      await new Promise((r) => setTimeout(r, 10 + Math.floor(Math.random() * 30) + Math.min(attempt, 20) * 2));
    }
  }
  try {
    return await fn();
  } finally {
    await release!().catch(() => undefined);
  }
}

export function stateExists(paths: Paths): boolean {
  return existsSync(paths.state);
}
