// The state file and its turn log on disk: where they are, the lock that
// serializes commands, atomic writes, appending to the log without reading
// it, repairing an unfinished last line, and folding the log into a state.
import {
  closeSync,
  constants as fsConstants,
  existsSync,
  fchmodSync,
  lstatSync,
  fstatSync,
  ftruncateSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import type * as Crypto from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { isUserError, UserError } from '../errors.js';
import { entryWhy } from './entry-error.js';
import { openRegular, readRegular } from './regular.js';
import { t } from '../i18n/index.js';
import { migrateState, type RawState } from './migrate.js';
import { checkStateFile } from './schema.js';
import { applyEntry, bookOf, EntryFault, FoldBook, gameProblem, interruptedEntries, invalidParams, lineHash, parseEntry, readLogUpToBadText, type LogRead } from './log-codec.js';
import { STATE_SCHEMA, type LogEntry, type StateFile } from './log.js';
import type { Game } from '../engine/system.js';
import { loadSystems } from '../engine/registry.js';

// node:crypto and node:os load where they are used, not at start: a command
// that writes no state hashes nothing (node:crypto alone is 16 M instructions,
// docs/performance.md).
const randomBytes = (n: number) => (process.getBuiltinModule('node:crypto') as typeof Crypto).randomBytes(n);
const hostname = () => process.getBuiltinModule('node:os').hostname();

// The log's codec and fold live in src/state/log-codec.ts; these names stay here for the code that reads them from the store.
export { applyEntry, foldLog, foldProblem, lineHash, parseEntry, readLogUpToBadText } from './log-codec.js';

export const DEFAULT_STATE_FILE = 'umpire-state.json';

export interface Paths {
  state: string;
  log: string;
  lock: string;
  /** The database store's connection string (src/state/pg-store.ts); `state` and `log` then name it without its password. */
  db?: string;
}

/** The state file named by --state, else UMPIRE_STATE, else ./umpire-state.json. */
export function resolveStateFile(option: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  // An empty UMPIRE_STATE counts as unset; an empty --state is a mistake.
  const fromEnv = env.UMPIRE_STATE !== undefined && env.UMPIRE_STATE.trim() !== '' ? env.UMPIRE_STATE : undefined;
  const given = option ?? fromEnv ?? DEFAULT_STATE_FILE;
  const what = option !== undefined ? '--state' : fromEnv !== undefined ? 'UMPIRE_STATE' : '--state';
  if (given.trim() === '') throw new UserError('bad-option', { option: what, problemKey: 'err.p.no-file-name' });
  const file = resolve(cwd, given);
  let isDir = false;
  try {
    isDir = statSync(file).isDirectory();
  } catch {
    /* not there yet: init creates it */
  }
  if (isDir) throw new UserError('bad-option', { option: what, problemKey: 'err.p.is-folder', path: file });
  return file;
}

/** A file-system failure while writing the state or log, as a UserError naming the file. */
export function ioError(file: string, e: unknown): UserError {
  const err = e as NodeJS.ErrnoException;
  const why: Record<string, string> = {
    ENOENT: 'err.p.io.enoent',
    EACCES: 'err.p.io.eacces',
    EPERM: 'err.p.io.eacces',
    EROFS: 'err.p.io.erofs',
    ENOSPC: 'err.p.io.enospc',
    EISDIR: 'err.p.io.eisdir',
    ENOTDIR: 'err.p.io.enotdir',
  };
  const key = why[err.code ?? ''];
  // The system's own message (English) only for a failure the catalogue does not name.
  return new UserError('state-unreadable', { file, dir: dirname(file), problemKey: 'err.p.cannot-write', ...(key ? { whyKey: key } : { why: err.message }) });
}

/** The log and lock beside a state file: game.json -> game.log.jsonl, game.json.lock. */
export function pathsFor(stateFile: string): Paths {
  const dir = dirname(stateFile);
  const stem = basename(stateFile).replace(/\.json$/i, '');
  return { state: stateFile, log: join(dir, `${stem}.log.jsonl`), lock: `${stateFile}.lock` };
}


/**
 * Test-only (tests/trust/kill-points.test.ts): with UMPIRE_TEST_KILL_POINT set
 * to `mid-line` (half of the last log line written), `after-log` (the log
 * written, not the state) or `state-temp` (the state's temp file written, not
 * renamed), a writing command stops at that point: it says
 * `umpire-test-paused <point>` on stderr and waits for ever, so that a test can
 * SIGKILL it exactly there. Never set it otherwise: the command would hang.
 */
export function killPoint(point: 'mid-line' | 'after-log' | 'state-temp'): void {
  if (process.env.UMPIRE_TEST_KILL_POINT !== point) return;
  writeSync(2, `umpire-test-paused ${point}\n`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

/**
 * Test-only (tests/trust/full-disk.test.ts): with UMPIRE_TEST_FAULT set to
 * `enospc-log` (the disk fills half-way through the log lines) or
 * `enospc-state` (while the state's temp file is written) or `enospc-lock`
 * (the lock's owner file made, its text not yet written), that write fails
 * as a full disk does (ENOSPC). Never set it otherwise.
 */
function fault(point: 'enospc-log' | 'enospc-state' | 'enospc-lock'): void {
  if (process.env.UMPIRE_TEST_FAULT !== point) return;
  throw Object.assign(new Error(`ENOSPC: no space left on device, write (${point})`), { code: 'ENOSPC' });
}


/**
 * Reads the whole log (rebuild, undo, review): entries, or a UserError at the
 * first bad line. An unfinished last line (no end of line: a command killed
 * while appending) is not an entry: its length is returned as `partial`, and
 * the next write cuts it off (the command that wrote it never finished).
 */
export function readLog(logFile: string): { entries: LogEntry[]; bytes: number; hash: string; partial: number } {
  const r = readLogUpToBad(logFile, false);
  if (r.bad) throw r.bad.error;
  if (r.entries.length === 0) throw new UserError('log-unreadable', { file: logFile, line: 1, problemKey: 'err.p.log-empty-scenario' });
  return r;
}

/** readLog, loading the systems its scenario plays (src/engine/registry.ts): what a command that folds it uses. */
export async function openLog(logFile: string): Promise<ReturnType<typeof readLog>> {
  const r = readLog(logFile);
  await loadSystems(r.entries[0].scenario);
  return r;
}

/**
 * Loads the systems the log's first entry (init) names, so that the log can
 * be folded; reads only its first line. A log that cannot be read or parsed
 * loads nothing: reading it says what is wrong.
 */
export async function loadLogSystems(logFile: string): Promise<void> {
  let fd: number;
  try {
    fd = openRegular(logFile);
  } catch {
    return;
  }
  try {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(1 << 16);
    for (let pos = 0; ; ) {
      const n = readSync(fd, buf, 0, buf.length, pos);
      const nl = buf.subarray(0, n).indexOf(0x0a);
      chunks.push(Buffer.from(buf.subarray(0, nl < 0 ? n : nl)));
      if (n === 0 || nl >= 0) break;
      pos += n;
    }
    const e = parseEntry(Buffer.concat(chunks).toString('utf8'));
    if (!(e instanceof EntryFault)) await loadSystems(e.scenario);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the log's entries up to its first bad line (not JSON, out of order,
 * hash chain broken, or an entry that cannot be applied), and says where it
 * stopped and why: `rebuild --to-last-good` keeps what comes before.
 */
export function readLogUpToBad(logFile: string, fold = true): LogRead {
  return readLogUpToBadText(readLogText(logFile), logFile, fold);
}

/** A log file's whole text, or a UserError naming it. */
export function readLogText(logFile: string): Buffer {
  try {
    return readRegular(logFile);
  } catch (e) {
    if (isUserError(e)) throw e;
    throw new UserError('log-unreadable', { file: logFile, line: 0, ...((e as NodeJS.ErrnoException).code === 'ENOENT' ? { problemKey: 'err.p.no-such-file' } : { problem: (e as Error).message }) });
  }
}


/** Bytes linesBackwards has read in this process (a test's count of what the writer's dice check reads, issue 45). */
export const backwardsRead = { bytes: 0 };

/** The log file's lines before byte `end`, newest first, read backwards in chunks (a writer's dice check reads back only to the last line saying where the dice are). */
export function* linesBackwards(logFile: string, end: number): Generator<string> {
  const fd = openRegular(logFile);
  try {
    let pos = end;
    let rest = Buffer.alloc(0);
    // 8 KiB first (the last roll is most often in the last lines), then twice as much each time.
    for (let want = 8192; pos > 0; want = Math.min(want * 2, 1 << 20)) {
      const size = Math.min(want, pos);
      pos -= size;
      const chunk = Buffer.alloc(size);
      backwardsRead.bytes += readSync(fd, chunk, 0, size, pos);
      const buf = Buffer.concat([chunk, rest]);
      // The last line ends at `end` (a newline); whole lines are those after a newline in what was read.
      let stop = buf.length;
      if (buf[stop - 1] === 0x0a) stop -= 1;
      // `stop` 0 ends the search: lastIndexOf with an offset of -1 would search again from the buffer's end (a loop for ever
      // when a chunk starts with a newline).
      const before = (at: number) => (at > 0 ? buf.lastIndexOf(0x0a, at - 1) : -1);
      for (let nl = before(stop); nl >= 0; nl = before(stop)) {
        yield buf.subarray(nl + 1, stop).toString('utf8');
        stop = nl;
      }
      rest = Buffer.from(buf.subarray(0, stop));
    }
    if (rest.length > 0) yield rest.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Line and column of a JSON.parse error in `text`, from the position Node reports. */
export function jsonErrorLine(text: string, message: string): number {
  const m = /position (\d+)/.exec(message) ?? /line (\d+)/.exec(message);
  if (!m) return text.split('\n').length;
  if (message.includes('position')) return text.slice(0, Number(m[1])).split('\n').length;
  return Number(m[1]);
}

/**
 * Reads and checks the state file, migrating an older schema (migrate.ts).
 * Damage is a UserError naming the file and line, and the way back
 * ("umpire rebuild" recomputes the state from the log).
 */
export function readStateFile(paths: Paths): StateFile {
  return checkedState(readRawState(paths), paths);
}

/** readStateFile, loading first the systems the state plays (src/engine/registry.ts): what a command uses. */
export async function openStateFile(paths: Paths): Promise<StateFile> {
  const raw = readRawState(paths);
  await loadSystems((raw as { game?: { system?: unknown; packs?: unknown } }).game);
  return checkedState(raw, paths);
}

/** The state file read and parsed, not yet checked (its systems may be loaded first). */
function readRawState(paths: Paths): RawState {
  let text: string;
  try {
    text = readRegular(paths.state).toString('utf8');
  } catch (e) {
    if (isUserError(e)) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UserError('no-state', { file: paths.state });
    throw new UserError('state-unreadable', { file: paths.state, problem: (e as Error).message });
  }
  return parseRawState(text, paths);
}

/** A state's JSON text (a file's, or the database store's), parsed, its systems loaded, migrated and checked. */
export async function stateFromText(text: string, paths: Paths): Promise<StateFile> {
  const raw = parseRawState(text, paths);
  await loadSystems((raw as { game?: { system?: unknown; packs?: unknown } }).game);
  return checkedState(raw, paths);
}

/** A state's JSON text parsed, not yet checked. */
function parseRawState(text: string, paths: Paths): RawState {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const line = jsonErrorLine(text, msg);
    throw new UserError('state-unreadable', { file: paths.state, problemKey: 'err.p.state-json', at: line, why: msg });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || typeof (raw as { schema?: unknown }).schema !== 'number') {
    throw new UserError('state-unreadable', { file: paths.state, problemKey: 'err.p.state-no-schema' });
  }
  return raw as RawState;
}

/** A parsed state file migrated and checked (its systems loaded). */
function checkedState(raw: RawState, paths: Paths): StateFile {
  const { state: sf } = migrateState(raw, paths.state);
  // Every field the program reads, its type and its range (src/state/schema.ts).
  const problem = checkStateFile(sf);
  if (problem) {
    const { problemKey, ...params } = problem.params;
    throw new UserError('state-unreadable', { file: paths.state, problemKey: 'err.p.state-field', field: problem.field, whatKey: String(problemKey), ...params });
  }
  return sf;
}

/** Cuts the log back to `bytes` (a write this command made and cannot finish), while the lock is still ours. */
export function cutLog(paths: Paths, bytes: number): void {
  assertLockHeld(paths);
  const fd = openNoFollow(paths.log, fsConstants.O_RDWR);
  try {
    ftruncateSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes the state file atomically (writeAtomic: unguessable temp file, fsync, rename), while the lock is still ours. */
export async function writeStateFile(paths: Paths, sf: StateFile): Promise<void> {
  assertLockHeld(paths);
  writeAtomic(paths.state, `${JSON.stringify(sf, null, 1)}\n`);
}

/**
 * Checks that the log line ending at the state's offset is the one the state
 * says it is (its entry number and hash): a state and a log that disagree (a
 * log replaced or edited, a state copied from another game) are reported with
 * the log's file and line. Reads only that line.
 */
function checkAgreement(fd: number, paths: Paths, sf: StateFile): void {
  const end = sf.log.bytes;
  const bad = (cause: Record<string, string | number>) =>
    new UserError('log-unreadable', {
      file: paths.log,
      line: sf.log.seq,
      state: paths.state,
      problemKey: 'err.p.disagree',
      ...cause,
    });
  if (end === 0 || sf.log.seq < 1) throw bad({ causeKey: 'err.p.agree-no-entry' });
  let chunk = 4096;
  for (;;) {
    const from = Math.max(0, end - chunk);
    const buf = Buffer.alloc(end - from);
    readSync(fd, buf, 0, buf.length, from);
    if (buf[buf.length - 1] !== 0x0a) throw bad({ causeKey: 'err.p.agree-no-line-end', end });
    const nl = buf.lastIndexOf(0x0a, buf.length - 2);
    if (nl < 0 && from > 0) {
      chunk *= 4;
      continue;
    }
    const line = buf.subarray(nl + 1, buf.length - 1).toString('utf8');
    const e = parseEntry(line);
    if (e instanceof EntryFault) {
      const { problemKey, ...rest } = e.params;
      throw bad(problemKey !== undefined ? { ...rest, causeKey: String(problemKey) } : { cause: e.text });
    }
    if (e.seq !== sf.log.seq) throw bad({ causeKey: 'err.p.agree-seq', seq: e.seq, expected: sf.log.seq });
    if (lineHash(line) !== sf.log.hash) throw bad({ causeKey: 'err.p.agree-hash' });
    return;
  }
}

/**
 * Whether the log was written after the state (its mtime later): a command
 * writes its log lines, then its state, so in play the state is never the
 * older (the same tick of the file system's clock counts as not older). A
 * log newer than its state was changed since the last command (by
 * hand, a damaged copy), or holds lines a killed command appended: only then
 * does a writer read the log before the state's offset (checkChain). A stat
 * of each, nothing read (issue 34: damage before the offset went unseen).
 */
function logNewerThanState(fd: number, paths: Paths): boolean {
  try {
    return fstatSync(fd, { bigint: true }).mtimeNs > statSync(paths.state, { bigint: true }).mtimeNs;
  } catch {
    return true;
  }
}

/** A log line's entry number and `prev`, read from its start as entryJson writes it, or by parsing it. */
const LINE_HEAD = /^\{"seq":(\d+),(?:"cmd":\d+,)?"prev":"([0-9a-f]*)"/;

/**
 * Checks the hash chain of the log up to the state's offset: each line's entry
 * number follows on and its `prev` is the hash of the line before. A line
 * swapped, edited or deleted there is refused for a writer, naming the line
 * and the way back (`verify`, `rebuild --to-last-good`); nothing is written.
 */
function checkChain(fd: number, paths: Paths, sf: StateFile): void {
  const buf = Buffer.alloc(sf.log.bytes);
  for (let off = 0; off < buf.length; ) {
    const n = readSync(fd, buf, off, buf.length - off, off);
    if (n === 0) break;
    off += n;
  }
  let hash = '';
  let pos = 0;
  for (let i = 1; pos < buf.length; i++) {
    const nl = buf.indexOf(0x0a, pos);
    const end = nl < 0 ? buf.length : nl;
    const line = buf.subarray(pos, end).toString('utf8');
    const m = LINE_HEAD.exec(line.slice(0, 96));
    const e = m ? { seq: Number(m[1]), prev: m[2] } : parseEntry(line);
    if (e instanceof EntryFault || e.seq !== i || e.prev !== hash) throw new UserError('log-damaged', { file: paths.log, line: i, state: paths.state });
    hash = lineHash(line);
    pos = end + 1;
  }
}

/**
 * Brings the state up to the end of its log without reading what it already
 * holds: log lines after `state.log.bytes` that follow on (a command that died
 * after appending and before saving the state) are folded in. An unfinished or
 * foreign tail is left for the next write to cut off (appendLines writes at the
 * state's offset). Changes no file; returns what it found, for a message.
 */
export function catchUp(paths: Paths, sf: StateFile, forWrite = false): string[] {
  const said: string[] = [];
  let fd: number;
  try {
    fd = openRegular(paths.log);
  } catch (e) {
    if (isUserError(e)) throw e;
    throw new UserError('log-unreadable', { file: paths.log, line: 0, ...((e as NodeJS.ErrnoException).code === 'ENOENT' ? { problemKey: 'err.p.no-such-log-rebuild' } : { problem: (e as Error).message }) });
  }
  try {
    const size = fstatSync(fd).size;
    if (size < sf.log.bytes) throw new UserError('log-behind', { file: paths.log, bytes: size, expected: sf.log.bytes });
    checkAgreement(fd, paths, sf);
    // A writer never builds on a log changed before the state's offset (a swapped line): checked only when the log is the newer file.
    if (forWrite && logNewerThanState(fd, paths)) checkChain(fd, paths, sf);
    if (size === sf.log.bytes) return said;
    const buf = Buffer.alloc(size - sf.log.bytes);
    readSync(fd, buf, 0, buf.length, sf.log.bytes);
    // The whole lines that follow on from the state's entry...
    const found: { e: LogEntry; line: string; end: number }[] = [];
    let pos = 0;
    let seq = sf.log.seq;
    let prev = sf.log.hash;
    while (pos < buf.length) {
      const nl = buf.indexOf(0x0a, pos);
      if (nl < 0) break;
      const line = buf.subarray(pos, nl).toString('utf8');
      const e = parseEntry(line);
      if (e instanceof EntryFault || e.seq !== seq + 1 || e.prev !== prev) break;
      found.push({ e, line, end: nl + 1 });
      seq = e.seq;
      prev = lineHash(line);
      pos = nl + 1;
    }
    // ...less those of a command whose write was cut off (they end in its unfinished line).
    const unfinished = buf.indexOf(0x0a, pos) < 0 && pos < buf.length ? interruptedEntries(found.map((f) => f.e), buf.subarray(pos)) : 0;
    const kept = found.slice(0, found.length - unfinished);
    pos = kept.length > 0 ? kept[kept.length - 1].end : 0;
    let rolled = 0;
    // An undo is checked against what it names (U286): only then are the entries the state holds read.
    const book = kept.some((k) => k.e.kind === 'undo') ? bookOf(entriesBefore(fd, paths, sf)) : new FoldBook();
    for (const { e, line, end } of kept) {
      try {
        sf.game = applyEntry(sf.game, e, book);
      } catch (err) {
        throw new UserError('log-unreadable', { file: paths.log, line: e.seq, problemKey: 'err.p.log-cannot-apply', ...entryWhy(err) });
      }
      // Never folded into the state when it breaks the schema: refused, for `rebuild --to-last-good` to set aside.
      const problem = gameProblem(sf.game, e.seq);
      if (problem) throw new UserError('log-unreadable', { file: paths.log, line: e.seq, ...invalidParams(problem) });
      sf.log = { ...sf.log, seq: e.seq, bytes: sf.log.bytes + end - (rolled === 0 ? 0 : kept[rolled - 1].end), hash: lineHash(line) };
      rolled += 1;
    }
    // Said in the game's language (its log's problems are the umpire's to read).
    const lang = sf.game.lang === 'fr' ? 'fr' : 'en';
    const where = { file: paths.log, line: sf.log.seq + 1, bytes: buf.length - pos };
    if (rolled > 0) said.push(t(lang, 'warn.log-recovered', { n: rolled }));
    if (pos < buf.length && unfinished === 0 && buf.indexOf(0x0a, pos) >= 0) {
      // A command that writes would be refused at its append (appendLines): say so first, once.
      if (forWrite) throw new UserError('log-moved-on', { file: paths.log, bytes: buf.length - pos, state: paths.state });
      said.push(t(lang, 'warn.log-foreign-lines', { ...where, seq: sf.log.seq }));
    } else if (unfinished > 0) {
      said.push(t(lang, 'warn.log-unfinished-command', { ...where, n: unfinished }));
    } else if (pos < buf.length) {
      said.push(t(lang, 'warn.log-unfinished-line', where));
    }
    return said;
  } finally {
    closeSync(fd);
  }
}

/** The entries a state holds (its log up to its offset), read only for a writer catching up on an undo (U286). */
function entriesBefore(fd: number, paths: Paths, sf: StateFile): LogEntry[] {
  const buf = Buffer.alloc(sf.log.bytes);
  for (let off = 0; off < buf.length; ) {
    const n = readSync(fd, buf, off, buf.length - off, off);
    if (n === 0) break;
    off += n;
  }
  const r = readLogUpToBadText(buf, paths.log, false);
  if (r.bad) throw r.bad.error;
  return r.entries;
}

/** Opens a file for writing without following a symbolic link, as a regular file. */
function openNoFollow(file: string, flags: number): number {
  let fd: number;
  try {
    fd = openSync(file, flags | fsConstants.O_NOFOLLOW, 0o644);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP') throw new UserError('symlink-refused', { file });
    throw ioError(file, e);
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new UserError('not-a-file', { file });
  }
  return fd;
}

/**
 * Writes lines to the log at the state's offset, in one write, and syncs it.
 * Past that offset there may be an unfinished last line (a command killed
 * while appending): it is cut off. Whole lines there (written by a command
 * that did not hold the lock) are never cut: the write is refused and nothing
 * is written. Returns the bytes written.
 */
export function appendLines(paths: Paths, at: number, lines: string[]): number {
  assertLockHeld(paths);
  const fd = openNoFollow(paths.log, fsConstants.O_RDWR | fsConstants.O_CREAT);
  try {
    const size = fstatSync(fd).size;
    if (size < at) throw new UserError('log-behind', { file: paths.log, bytes: size, expected: at });
    if (size > at) {
      const tail = Buffer.alloc(size - at);
      readSync(fd, tail, 0, tail.length, at);
      if (tail.includes(0x0a) && !interruptedWrite(tail, lines[0])) throw new UserError('log-moved-on', { file: paths.log, bytes: size - at, state: paths.state });
      ftruncateSync(fd, at);
    }
    const buf = Buffer.from(lines.map((l) => `${l}\n`).join(''));
    // Test-only: stop half-way through the last line (killPoint), or fail there as a full disk does (fault).
    const half = process.env.UMPIRE_TEST_KILL_POINT === 'mid-line' || process.env.UMPIRE_TEST_FAULT === 'enospc-log';
    const stop = half ? buf.length - Math.ceil((Buffer.byteLength(lines[lines.length - 1]) + 1) / 2) : buf.length;
    let off = 0;
    try {
      while (off < stop) off += writeSync(fd, buf, off, stop - off, at + off);
      if (off < buf.length) {
        fsyncSync(fd);
        killPoint('mid-line');
        fault('enospc-log');
      }
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off, at + off);
      fsyncSync(fd);
    } catch (e) {
      // A full disk (or any failure) part-way: what this write put there is cut off at once (shrinking needs no space).
      try {
        ftruncateSync(fd, at);
      } catch {
        /* left as an unfinished last line: the next write cuts it */
      }
      throw e;
    }
    return buf.length;
  } catch (e) {
    throw isUserError(e) ? e : ioError(paths.log, e);
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether a log tail (after the state's offset) is all the remains of one
 * command whose write was cut off: whole lines that follow on from the entry
 * `next` is about to follow, all of one `cmd` group, then the unfinished line
 * that continues it (interruptedEntries). Only such a tail may be cut with
 * whole lines in it: that command never finished, so nothing reported is lost.
 */
function interruptedWrite(tail: Buffer, next: string): boolean {
  const first = parseEntry(next);
  if (first instanceof EntryFault) return false;
  const entries: LogEntry[] = [];
  let seq = first.seq - 1;
  let prev = first.prev;
  let pos = 0;
  for (let nl = tail.indexOf(0x0a); nl >= 0; nl = tail.indexOf(0x0a, pos)) {
    const line = tail.subarray(pos, nl).toString('utf8');
    const e = parseEntry(line);
    if (e instanceof EntryFault || e.seq !== seq + 1 || e.prev !== prev) return false;
    entries.push(e);
    seq = e.seq;
    prev = lineHash(line);
    pos = nl + 1;
  }
  return pos < tail.length && interruptedEntries(entries, tail.subarray(pos)) === entries.length;
}

/**
 * Replaces a file atomically: a temp file beside it with an unguessable name,
 * created exclusively (never an existing file or a planted link), written,
 * synced and renamed over the file (a rename replaces a link, never writes
 * through it). Keeps the old file's permissions.
 */
export function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = writeTemp(file, 'tmp', data);
  killPoint('state-temp');
  try {
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw ioError(file, e);
  }
}

/**
 * Writes `data` to a new file beside `file`, `<file>.<16 random hex>.<suffix>`,
 * created exclusively (O_EXCL, no link followed), synced; returns its path.
 * Keeps the permissions of `file` if it exists.
 */
export function writeTemp(file: string, suffix: string, data: string | Buffer): string {
  const tmp = `${file}.${randomBytes(8).toString('hex')}.${suffix}`;
  let mode = 0o644;
  let st: import('node:fs').Stats | undefined;
  try {
    st = lstatSync(file);
  } catch {
    /* new file */
  }
  // By type before the rename replaces it (issue 34: `report --html /dev/full --force` replaced the device).
  // A link is replaced, never written through (init --force); a folder, FIFO or device is refused.
  if (st && !st.isFile() && !st.isSymbolicLink()) throw new UserError('not-a-file', { file });
  if (st?.isFile()) mode = st.mode & 0o777;
  const fd = openNoFollow(tmp, fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL);
  try {
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    let off = 0;
    while (off < buf.length) {
      off += writeSync(fd, buf, off, buf.length - off);
      if (suffix === 'tmp' && off > 0) fault('enospc-state');
    }
    fchmodSync(fd, mode);
    fsyncSync(fd);
    closeSync(fd);
    return tmp;
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      /* closed already */
    }
    rmSync(tmp, { force: true });
    throw isUserError(e) ? e : ioError(file, e);
  }
}

/**
 * Starts a game's files anew (init): the new state goes first into a journal
 * file beside it (`<state>.<hex>.init`), then the new log replaces the old
 * one, then the journal is renamed over the state. A command killed between
 * the two renames leaves the journal: the next command to take the lock
 * finishes it (finishInterruptedInit), so no manual rebuild is ever needed.
 */
export function startGameFiles(paths: Paths, sf: StateFile, lines: string[]): void {
  assertLockHeld(paths);
  const text = lines.map((l) => `${l}\n`).join('');
  sf.log = { ...sf.log, bytes: Buffer.byteLength(text), hash: lineHash(lines[lines.length - 1]) };
  const journal = writeTemp(paths.state, 'init', `${JSON.stringify(sf, null, 1)}\n`);
  try {
    writeAtomic(paths.log, text);
    assertLockHeld(paths);
    // Written before the log, the journal is made the newer of the two (a writer reads the log only when it is the newer: catchUp).
    const now = new Date();
    utimesSync(journal, now, now);
    renameSync(journal, paths.state);
  } catch (e) {
    rmSync(journal, { force: true });
    throw isUserError(e) ? e : ioError(paths.state, e);
  }
}

/**
 * An init killed between replacing the log and the state left its journal
 * (`<state>.<hex>.init`): if the log now is the one it was written for (the
 * line at its offset, with its hash, ends the log), the journal becomes the
 * state; otherwise the new log never landed and the journal is removed.
 * Runs under the lock. Returns what it did, for a message.
 */
function finishInterruptedInit(paths: Paths, journal: string): string | null {
  let sf: StateFile;
  try {
    sf = JSON.parse(readFileSync(journal, 'utf8')) as StateFile;
    const fd = openSync(paths.log, 'r');
    try {
      if (fstatSync(fd).size !== sf.log.bytes) throw new Error('another log');
      checkAgreement(fd, paths, sf);
    } finally {
      closeSync(fd);
    }
  } catch {
    rmSync(journal, { force: true });
    return null;
  }
  renameSync(journal, paths.state);
  return `finished an init that was interrupted (${basename(journal)} is now ${paths.state})`;
}


/** How long a command waits for another to finish (UMPIRE_LOCK_TIMEOUT, seconds). */
export function lockTimeoutMs(env: NodeJS.ProcessEnv): number {
  const s = Number(env.UMPIRE_LOCK_TIMEOUT ?? 30);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 30000;
}

/** Who holds a lock: written into the lock directory by its owner. */
export interface LockOwner {
  pid: number;
  host: string;
  /** Unique per acquisition (the fencing token): a holder writes only while the lock still carries it. */
  token: string;
  /** When the owner process started (Linux: /proc/<pid>/stat), so a reused pid is not taken for the owner; null where unknown. */
  start?: string | null;
  /** When it took the lock (ISO 8601), for the waiter's message. */
  since?: string;
}

/** The owner file inside the lock directory. */
export function lockOwnerFile(paths: Paths): string {
  return join(paths.lock, 'owner.json');
}

/**
 * A lock whose owner runs on this host is judged by the owner alone: a holder
 * that is merely slow or paused (Ctrl-Z, a laptop suspended) keeps it however
 * long, longer than this (tests/trust/attack.test.ts pauses one for longer).
 * A lock on another host is never taken: its owner cannot be checked.
 */
export const LOCK_STALE_MS = 10000;

/**
 * A lock with no owner file, or one that is empty or cannot be read (its taker
 * was killed before writing it, or the disk was full), is stale after this
 * long unrefreshed: an owner writes its file within a moment of taking the
 * lock, and a holder touches the lock directory every second.
 */
export const LOCK_OWNERLESS_STALE_MS = 2000;

/** Is this process running (on this host)? */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's /proc/<pid>/stat fields from the third on (state, ppid...), or null where the system does not say. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22), or null where the system does not say. */
export function processStart(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

function readOwner(file: string): LockOwner | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return v && Number.isInteger(v.pid) && typeof v.host === 'string' && typeof v.token === 'string' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Why the lock's owner (on this host) is no longer the process that took it,
 * or null while it is: its pid runs (as any user), is no zombie (killed, not
 * yet reaped: it will never let go), and started when the owner file says
 * (a pid reused by another process is not the owner). Paused (SIGSTOP) counts
 * as alive.
 */
function ownerGone(owner: LockOwner): string | null {
  if (!pidAlive(owner.pid)) return `its owner, process ${owner.pid}, is gone`;
  const stat = procStat(owner.pid);
  if (stat && (stat[0] === 'Z' || stat[0] === 'X')) return `its owner, process ${owner.pid}, is gone (killed, not yet reaped)`;
  if (typeof owner.start === 'string' && stat && stat[19] !== owner.start) {
    return `its owner, process ${owner.pid}, is gone (that number now belongs to another process)`;
  }
  return null;
}

/** Why a held lock may be cleared now, or null if it must be waited for. */
export function staleReason(paths: Paths, now = Date.now()): string | null {
  let mtime: number;
  try {
    mtime = statSync(paths.lock).mtimeMs;
  } catch {
    return null; // gone meanwhile: just try again
  }
  const owner = readOwner(lockOwnerFile(paths));
  // Alive (slow or paused) on this host: never stale. On another host: never judged from here.
  if (owner) return owner.host === hostname() ? ownerGone(owner) : null;
  const file = existsSync(lockOwnerFile(paths));
  // An owner writes its owner file right after taking the lock: a lock without
  // one for this long was left by a command killed in between.
  if (!file && now - mtime > LOCK_OWNERLESS_STALE_MS) return `no owner recorded and not refreshed for ${Math.round((now - mtime) / 1000)} s`;
  // An owner file empty or nobody can read (a full disk, damage): no holder refreshes it, the same short grace.
  if (file && now - mtime > LOCK_OWNERLESS_STALE_MS) return `its owner file is empty or cannot be read and it was not refreshed for ${Math.round((now - mtime) / 1000)} s`;
  return null;
}

/** Who holds the lock, as the waiter says it (err.lock-timeout's {holder}): catalogue key and params. */
export function lockHolder(paths: Paths): Record<string, string | number> {
  const owner = readOwner(lockOwnerFile(paths));
  if (!owner) return { holderKey: 'err.lock-holder.unknown' };
  const since = typeof owner.since === 'string' && !Number.isNaN(Date.parse(owner.since)) ? owner.since : null;
  const at = since ?? (() => {
    try {
      return statSync(paths.lock).birthtime.toISOString();
    } catch {
      return '?';
    }
  })();
  const when = Number.isNaN(Date.parse(at)) ? at : new Date(at).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return owner.host === hostname()
    ? { holderKey: 'err.lock-holder.here', pid: owner.pid, since: when }
    : { holderKey: 'err.lock-holder.other', pid: owner.pid, host: owner.host, since: when };
}

/**
 * Clears a stale lock safely: only one process clears at a time (a second
 * lock directory, `<lock>.clearing`, taken with mkdir), and it removes the
 * lock only if it is still the very lock it judged stale (same owner token).
 * Returns the reason it was cleared, or null.
 */
export function clearStaleLock(paths: Paths): string | null {
  const clearing = `${paths.lock}.clearing`;
  const mine: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(12).toString('hex'), start: processStart(process.pid) };
  try {
    mkdirSync(clearing);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return null;
    takeOverDeadClearer(clearing);
    return null;
  }
  // The clearer's own owner file, written before it judges anything: a live clearer,
  // however long it sleeps, is never taken over (issue 34: a clearer paused between
  // judging a lock stale and renaming it renamed away the lock taken meanwhile).
  try {
    writeFileSync(join(clearing, 'owner.json'), JSON.stringify(mine), { flag: 'wx' });
  } catch {
    return null; // taken over while this process slept before writing it: it is another's now
  }
  try {
    const before = readOwner(lockOwnerFile(paths));
    const why = staleReason(paths);
    if (!why) return null;
    const now = readOwner(lockOwnerFile(paths));
    if ((before?.token ?? null) !== (now?.token ?? null)) return null;
    if (readOwner(join(clearing, 'owner.json'))?.token !== mine.token) return null;
    // Renamed aside first, so the removal never takes a lock taken meanwhile under the same name.
    const aside = `${paths.lock}.stale-${randomBytes(8).toString('hex')}`;
    try {
      renameSync(paths.lock, aside);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // Another user's lock in a folder this user may not remove it from (sticky, like /tmp): waiting would not help.
      if (code === 'EACCES' || code === 'EPERM') throw new UserError('lock-stale-foreign', { file: paths.state, lock: paths.lock, ...lockHolder(paths) });
      return null; // gone or retaken meanwhile: try again
    }
    try {
      rmSync(aside, { recursive: true, force: true });
    } catch {
      /* another user's owner file: the lock is out of the way all the same */
    }
    return why;
  } finally {
    // Only this clearer's own folder is removed (renamed aside first, as the lock is).
    if (readOwner(join(clearing, 'owner.json'))?.token === mine.token) removeClearing(clearing);
  }
}

/** Removes a clearer's folder, renamed aside first so that a folder made meanwhile under the same name is never removed. */
function removeClearing(clearing: string): void {
  const aside = `${clearing}.${randomBytes(8).toString('hex')}`;
  try {
    renameSync(clearing, aside);
    rmSync(aside, { recursive: true, force: true });
  } catch {
    /* gone meanwhile: another process did it */
  }
}

/**
 * Another clearer's folder is taken over only when that clearer is gone: its
 * owner (on this host) no longer runs, or it left no owner file and the folder
 * is older than LOCK_OWNERLESS_STALE_MS (it was killed between making the
 * folder and writing the file). A live clearer, paused however long, keeps it;
 * one on another host is never judged from here.
 */
function takeOverDeadClearer(clearing: string): void {
  try {
    const owner = readOwner(join(clearing, 'owner.json'));
    const gone = owner ? owner.host === hostname() && ownerGone(owner) !== null : Date.now() - statSync(clearing).mtimeMs > LOCK_OWNERLESS_STALE_MS;
    if (gone) removeClearing(clearing);
  } catch {
    /* gone meanwhile: another process did it */
  }
}

/** Temp files of the state write: `<state>.<16 hex>.tmp` (and the numbered ones write-file-atomic left in older versions). */
function tempFilePattern(stateFile: string): RegExp {
  const escaped = basename(stateFile).replace(/[.*+?^$()|[\]{}\\]/g, (c) => `\\${c}`);
  return new RegExp(`^${escaped}\\.(\\d{1,10}|[0-9a-f]{16}\\.tmp)$`);
}

/**
 * Removes the temp files a killed write left beside the state (a SIGKILL
 * between writing the temp file and renaming it leaves it). Runs under the
 * lock, when no other umpire is writing. Returns the names removed.
 */
export function cleanTempFiles(paths: Paths, listed?: string[] | null): string[] {
  const dir = dirname(paths.state);
  const re = tempFilePattern(paths.state);
  const removed: string[] = [];
  const names = listed === undefined ? listFolder(dir) : listed;
  if (names === null) return removed;
  for (const n of names) {
    if (!re.test(n)) continue;
    try {
      unlinkSync(join(dir, n));
      removed.push(n);
    } catch {
      /* gone already */
    }
  }
  return removed;
}

/** The names in a folder, or null when it cannot be read. */
function listFolder(dir: string): string[] | null {
  try {
    return readdirSync(dir);
  } catch {
    return null;
  }
}

/** Journals of an interrupted init beside the state (`<state>.<16 hex>.init`), newest last. */
function initJournals(paths: Paths, names: string[] | null): string[] {
  const dir = dirname(paths.state);
  const escaped = basename(paths.state).replace(/[.*+?^$()|[\]{}\\]/g, (c) => `\\${c}`);
  const re = new RegExp(`^${escaped}\\.[0-9a-f]{16}\\.init$`);
  try {
    return (names ?? [])
      .filter((n) => re.test(n))
      .map((n) => join(dir, n))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  } catch {
    return [];
  }
}

/**
 * The lock folders killed commands left set aside (`<lock>.done-<token>`: a
 * holder killed between renaming its lock aside and removing it;
 * `<lock>.stale-<hex>`, `<lock>.clearing.<hex>`: a clearer killed likewise).
 * None is a lock any more; each is removed once its owner is gone (or, with
 * no readable owner file, once it is older than LOCK_OWNERLESS_STALE_MS), so
 * that a live one finishes its own removal. Runs under the lock. Returns the
 * names removed.
 */
export function removeLeftoverLocks(paths: Paths, names: string[] | null, now = Date.now()): string[] {
  const removed: string[] = [];
  if (names === null) return removed;
  const dir = dirname(paths.lock);
  const escaped = basename(paths.lock).replace(/[.*+?^$()|[\]{}\\]/g, (c) => `\\${c}`);
  const re = new RegExp(`^${escaped}\\.(done-[0-9a-f]{24}|stale-[0-9a-f]{16}|clearing\\.[0-9a-f]{16})$`);
  for (const n of names) {
    if (!re.test(n)) continue;
    const folder = join(dir, n);
    try {
      const st = lstatSync(folder);
      if (!st.isDirectory()) continue;
      const owner = readOwner(join(folder, 'owner.json'));
      const gone = owner ? owner.host === hostname() && ownerGone(owner) !== null : now - st.mtimeMs > LOCK_OWNERLESS_STALE_MS;
      if (!gone) continue;
      rmSync(folder, { recursive: true, force: true });
      removed.push(n);
    } catch {
      /* gone meanwhile, or another user's */
    }
  }
  return removed;
}

/** The locks this process holds: lock directory -> its fencing token. */
const held = new Map<string, string>();

/**
 * The fencing check before every write: the lock must still carry this
 * process's token. A holder whose lock was taken from it (cleared while it
 * was stopped, by a command on another host) writes nothing: exit 2.
 */
export function assertLockHeld(paths: Paths): void {
  const token = held.get(paths.lock);
  if (token === undefined) throw new Error(`write to ${paths.state} without its lock`);
  if (readOwner(lockOwnerFile(paths))?.token !== token) throw new UserError('lock-lost', { file: paths.state, lock: paths.lock });
}

/** Tries once to take the lock: true when taken (owner file written, exclusively). */
function tryLock(paths: Paths, owner: LockOwner): boolean {
  try {
    mkdirSync(paths.lock);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw ioError(paths.lock, e);
    // A link at the lock's name is no umpire's lock (umpire makes a directory): never waited on, followed or removed.
    if (isLink(paths.lock)) throw new UserError('lock-is-link', { lock: paths.lock });
    return false;
  }
  let fd: number;
  try {
    fd = openSync(lockOwnerFile(paths), fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL | fsConstants.O_NOFOLLOW, 0o644);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // Cleared (ownerless) and maybe retaken while this process stood still between the two steps.
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    dropUnownedLock(paths);
    throw ioError(paths.lock, e);
  }
  try {
    const buf = Buffer.from(JSON.stringify(owner));
    fault('enospc-lock');
    for (let off = 0; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    return true;
  } catch (e) {
    // A full disk: the lock this process made is taken back at once, never left with an empty owner file.
    closeSync(fd);
    fd = -1;
    dropUnownedLock(paths);
    throw ioError(paths.lock, e);
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

/** Removes the lock this process just made and could not write its owner into (its owner file empty or absent: nobody's). */
function dropUnownedLock(paths: Paths): void {
  try {
    if (readOwner(lockOwnerFile(paths))) return; // another's, taken meanwhile
    rmSync(lockOwnerFile(paths), { force: true });
    rmdirSync(paths.lock);
  } catch {
    /* left for the next command: an empty owner file is stale after LOCK_OWNERLESS_STALE_MS */
  }
}

/** Is there a symbolic link at this path? */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Lets the lock go, only if it is still this process's (never another's taken meanwhile). */
function unlock(paths: Paths, token: string): void {
  held.delete(paths.lock);
  if (readOwner(lockOwnerFile(paths))?.token !== token) return;
  try {
    const aside = `${paths.lock}.done-${token}`;
    renameSync(paths.lock, aside);
    // The lock holds its owner file only: two calls instead of a recursive removal's walk.
    try {
      unlinkSync(join(aside, 'owner.json'));
      rmdirSync(aside);
    } catch {
      rmSync(aside, { recursive: true, force: true });
    }
  } catch {
    /* cleared by another meanwhile */
  }
}

/**
 * Runs `fn` holding the state's lock: a directory beside the state (mkdir is
 * atomic) with the owner's pid, host, start time and a fresh token written
 * into it exclusively, its mtime refreshed every second while held. Another
 * command waits up to the timeout (UMPIRE_LOCK_TIMEOUT) and then fails with
 * `err.lock-timeout` naming the holder and since when; a lock whose owner is
 * gone (same host: pid not running, a zombie, or running but started at
 * another time) is cleared at once (clearStaleLock; another user's that this
 * user may not remove: exit 2 at once), one on another host never. Every
 * write checks the token first (assertLockHeld). Temp files a killed write
 * left are removed once the lock is held.
 */
export async function withLock<T>(paths: Paths, env: NodeJS.ProcessEnv, fn: () => Promise<T>, warn?: (msg: string) => void): Promise<T> {
  const timeout = lockTimeoutMs(env);
  const started = Date.now();
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(12).toString('hex'), start: processStart(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; !tryLock(paths, owner); attempt++) {
    const cleared = clearStaleLock(paths);
    if (cleared) {
      warn?.(`cleared the lock ${paths.lock} left by a command that did not finish (${cleared})`);
      continue;
    }
    if (Date.now() - started > timeout) {
      throw new UserError('lock-timeout', { file: paths.state, seconds: Math.round(timeout / 1000), lock: paths.lock, ...lockHolder(paths) });
    }
    await new Promise((r) => setTimeout(r, 5 + Math.floor(Math.random() * 20) + Math.min(attempt, 20)));
  }
  held.set(paths.lock, owner.token);
  // Refreshed every second, for a waiter on another host; stops once the lock is not ours.
  const refresh = setInterval(() => {
    try {
      if (readOwner(lockOwnerFile(paths))?.token !== owner.token) return clearInterval(refresh);
      const now = new Date();
      utimesSync(paths.lock, now, now);
    } catch {
      clearInterval(refresh);
    }
  }, 1000);
  refresh.unref();
  try {
    // One look at the folder for both (an interrupted init's journals, a killed write's temp files).
    const names = listFolder(dirname(paths.state));
    const journals = initJournals(paths, names);
    for (const journal of journals) {
      const did = finishInterruptedInit(paths, journal);
      if (did) warn?.(did);
    }
    // Finishing an init may have moved files: look again only then.
    cleanTempFiles(paths, journals.length > 0 ? undefined : names);
    removeLeftoverLocks(paths, names);
    return await fn();
  } finally {
    clearInterval(refresh);
    unlock(paths, owner.token);
  }
}
