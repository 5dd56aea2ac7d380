// `umpire verify`: checks a turn log line by line (entry numbers, the hash
// chain, a cut-off last line), then replays it and compares the fold with the
// state file, naming the first entry where they part. Pure: text and state in,
// findings out.
import { canonicalJson, getPath } from '../state/effects.js';
import { applyEntry, bookOf, EntryFault, entryProblem, FoldBook, foldProblem, lineHash, parseEntry } from '../state/log-codec.js';
import { entryWhy } from '../state/entry-error.js';
import { type LogEntry, type StateFile } from '../state/log.js';
import type { Game } from '../engine/system.js';

/** One thing wrong, with the catalogue key `verify.<code>` and its parameters. */
export interface Finding {
  code: 'cut' | 'not-entry' | 'missing' | 'edited' | 'edited-last' | 'state-ahead' | 'bytes' | 'differs' | 'differs-nowhere' | 'replay-failed';
  /** The log entry it names (the first where log and state part), when there is one. */
  seq: number | null;
  /** The log line, when there is one. */
  line: number | null;
  params: Record<string, string | number>;
}

export interface VerifyResult {
  ok: boolean;
  /** Complete entries read. */
  entries: number;
  /** Entries the state includes. */
  stateSeq: number;
  problems: Finding[];
  /** Not problems: entries after the state's that follow on, an unfinished line a crashed command left. */
  notes: Finding[];
  /** Entries the state has not folded in yet (the next command folds them in). */
  behind: { from: number; to: number } | null;
}

/** Dot paths (objects recursed, arrays and values compared whole) where two JSON values differ. */
export function diffPaths(a: unknown, b: unknown, at = '', out: string[] = [], limit = 20): string[] {
  if (out.length >= limit) return out;
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (isObj(a) && isObj(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const k of keys) diffPaths(a[k], b[k], at ? `${at}.${k}` : k, out, limit);
    return out;
  }
  if (canonicalJson(a) !== canonicalJson(b)) out.push(at || '(top)');
  return out;
}

const valueAt = (game: Game, path: string): string => {
  try {
    return canonicalJson(getPath(game, path)) ?? 'undefined';
  } catch {
    return 'undefined';
  }
};

/**
 * Where a state and a replayed log part: for each differing path, the entry
 * after the last point where the replay held the state's value (or, when the
 * replay never held it, the last entry that changed that path: the state was
 * changed after it); the earliest over all paths.
 */
function partingEntry(entries: readonly LogEntry[], paths: string[], target: Game): LogEntry | null {
  let game: Game | null = null;
  const book = new FoldBook();
  const want = new Map(paths.map((p) => [p, valueAt(target, p)]));
  const lastMatch = new Map<string, number>(); // path -> index after which replay equalled the state
  const changedAt = new Map<string, number[]>(); // path -> indexes of entries that changed it
  for (let i = 0; i < entries.length; i++) {
    const before = game ? new Map(paths.map((p) => [p, valueAt(game!, p)])) : null;
    game = applyEntry(game, entries[i], book);
    for (const p of paths) {
      const v = valueAt(game, p);
      if (before === null || before.get(p) !== v) {
        if (!changedAt.has(p)) changedAt.set(p, []);
        changedAt.get(p)!.push(i);
      }
      if (v === want.get(p)) lastMatch.set(p, i);
    }
  }
  let best: number | null = null;
  for (const p of paths) {
    const changes = changedAt.get(p) ?? [];
    const m = lastMatch.get(p);
    // The init entry sets everything; only later entries count as having written a path.
    const later = changes.filter((c) => c > 0);
    const idx = m !== undefined ? later.find((c) => c > m) : later[later.length - 1];
    if (idx !== undefined && (best === null || idx < best)) best = idx;
  }
  return best === null ? null : entries[best];
}

/** Checks a log's text against a state file. */
export function verifyLog(text: string, sf: StateFile): VerifyResult {
  const problems: Finding[] = [];
  const notes: Finding[] = [];
  const lines = text.split('\n');
  const entries: LogEntry[] = [];
  const ends: number[] = []; // byte offset after each entry's line
  const hashes: string[] = [];
  let prevHash = '';
  let prevSeq = 0;
  let offset = 0;
  let structural = false;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = i + 1;
    if (i === lines.length - 1) {
      if (line === '') break;
      // No end of line: cut off. A command that died while appending leaves one the state does not include.
      const finding: Finding = { code: 'cut', seq: prevSeq + 1, line: lineNo, params: { seq: prevSeq + 1, line: lineNo } };
      if (sf.log.bytes > offset) problems.push(finding);
      else notes.push(finding);
      break;
    }
    const e = parseEntry(line);
    const hash = lineHash(line);
    offset += Buffer.byteLength(line) + 1;
    if (e instanceof EntryFault) {
      problems.push({ code: 'not-entry', seq: prevSeq + 1, line: lineNo, params: { line: lineNo, ...entryProblem(e) } });
      structural = true;
      prevHash = hash;
      prevSeq += 1;
      continue;
    }
    let gap = false;
    if (e.seq !== prevSeq + 1) {
      problems.push({ code: 'missing', seq: prevSeq + 1, line: lineNo, params: { expected: prevSeq + 1, line: lineNo, seq: e.seq } });
      structural = true;
      gap = true;
    }
    if (e.prev !== prevHash && !gap && i > 0) {
      problems.push({ code: 'edited', seq: prevSeq, line: lineNo - 1, params: { seq: prevSeq, line: lineNo - 1, next: e.seq } });
      structural = true;
    }
    entries.push(e);
    ends.push(offset);
    hashes.push(hash);
    prevHash = hash;
    prevSeq = e.seq;
  }

  const stateSeq = sf.log.seq;
  let behind: VerifyResult['behind'] = null;
  if (stateSeq > entries.length) {
    problems.push({ code: 'state-ahead', seq: entries.length + 1, line: null, params: { seq: stateSeq, entries: entries.length } });
  } else if (stateSeq > 0) {
    const k = stateSeq - 1;
    const alreadyEdited = problems.some((p) => p.code === 'edited' && p.seq === entries[k].seq);
    if (hashes[k] !== sf.log.hash && !alreadyEdited) {
      problems.push({ code: 'edited-last', seq: entries[k].seq, line: k + 1, params: { seq: entries[k].seq, line: k + 1 } });
    } else if (ends[k] !== sf.log.bytes && !structural) {
      problems.push({ code: 'bytes', seq: entries[k].seq, line: k + 1, params: { seq: entries[k].seq, expected: sf.log.bytes, bytes: ends[k] } });
    }
    if (stateSeq < entries.length) behind = { from: stateSeq + 1, to: entries.length };
  }

  // Replay what the state includes and compare.
  const upto = entries.slice(0, Math.min(stateSeq, entries.length));
  let game: Game | null = null;
  const book = new FoldBook();
  let replayOk = upto.length > 0;
  for (const e of upto) {
    try {
      game = applyEntry(game, e, book);
    } catch (err) {
      problems.push({ code: 'replay-failed', seq: e.seq, line: null, params: { ...entryWhy(err, 'problem'), seq: e.seq } });
      replayOk = false;
      break;
    }
  }
  // With entries missing at the end the fold cannot match: the missing entries are the finding.
  if (replayOk && game && stateSeq <= entries.length) {
    const paths = diffPaths(game, sf.game);
    if (paths.length > 0) {
      const part = partingEntry(upto, paths, sf.game);
      const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? ', …' : '');
      if (part) {
        problems.push({
          code: 'differs',
          seq: part.seq,
          line: part.seq,
          params: { seq: part.seq, turn: part.turn, procedure: part.record?.procedure ?? part.kind, paths: shown },
        });
      } else {
        problems.push({ code: 'differs-nowhere', seq: null, line: null, params: { paths: shown } });
      }
    }
  }
  // The entries after the state's that the next command would fold in: each must apply and leave a sound state.
  if (replayOk && game && behind) {
    let next: Game = structuredClone(game);
    const after = bookOf(upto);
    for (const e of entries.slice(stateSeq)) {
      let problem: Record<string, string | number> | null;
      try {
        next = applyEntry(next, e, after);
        problem = foldProblem(next, e.seq);
      } catch (err) {
        problem = entryWhy(err, 'problem');
      }
      if (problem) {
        // Said through the catalogue (`problemKey`), in the output's language.
        problems.push({ code: 'replay-failed', seq: e.seq, line: e.seq, params: { ...problem, seq: e.seq } });
        break;
      }
    }
  }
  // Findings in log order: the first names where log and state first part.
  problems.sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
  return { ok: problems.length === 0, entries: entries.length, stateSeq, problems, notes, behind };
}
