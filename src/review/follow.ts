// `umpire log --follow`: keeps reading the turn log as other terminals append
// to it, by polling its size; hands over each complete new line. Stops when
// the signal aborts (SIGINT in the command, an AbortController in tests).
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { closeSync, fstatSync, readSync, statSync } from 'node:fs';
import { openRegular } from '../state/regular.js';
import { EntryFault, faultText, parseEntry } from '../state/log-codec.js';
import { type LogEntry } from '../state/log.js';

export interface FollowOptions {
  /** Byte offset to start from (the end of what was already printed). */
  from: number;
  /** Poll interval in milliseconds. */
  intervalMs: number;
  signal: AbortSignal;
  /** New complete entries, in order. */
  onEntries(entries: LogEntry[]): void;
  /** A line that is not an entry, or the log starting over (re-init): said once each, in `lang`. */
  onProblem?(message: string): void;
  /** The language of those messages (English when absent). */
  lang?: Lang;
}

/** Reads the complete lines between `from` and the end of the file; returns them and where the next read starts. */
export function readNewLines(file: string, from: number): { lines: string[]; next: number; size: number } {
  let fd: number;
  try {
    fd = openRegular(file);
  } catch {
    return { lines: [], next: from, size: 0 };
  }
  try {
    const size = fstatSync(fd).size;
    if (size <= from) return { lines: [], next: from, size };
    const buf = Buffer.alloc(size - from);
    readSync(fd, buf, 0, buf.length, from);
    const lines: string[] = [];
    let pos = 0;
    for (;;) {
      const nl = buf.indexOf(0x0a, pos);
      if (nl < 0) break;
      lines.push(buf.subarray(pos, nl).toString('utf8'));
      pos = nl + 1;
    }
    return { lines, next: from + pos, size };
  } finally {
    closeSync(fd);
  }
}

/** Follows the log until the signal aborts; resolves then. */
export async function followLog(file: string, o: FollowOptions): Promise<void> {
  let at = o.from;
  const tick = () => {
    let size = 0;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (size < at) {
      // The log was started over (umpire init --force): follow the new one from its start.
      o.onProblem?.(t(o.lang ?? 'en', 'warn.follow-restarted', { file }));
      at = 0;
    }
    const { lines, next } = readNewLines(file, at);
    at = next;
    const entries: LogEntry[] = [];
    for (const line of lines) {
      const e = parseEntry(line);
      if (e instanceof EntryFault) o.onProblem?.(t(o.lang ?? 'en', 'warn.follow-not-entry', { file, why: faultText(e, o.lang ?? 'en') }));
      else entries.push(e);
    }
    if (entries.length > 0) o.onEntries(entries);
  };
  await new Promise<void>((resolveDone) => {
    if (o.signal.aborted) return resolveDone();
    const timer = setInterval(tick, o.intervalMs);
    o.signal.addEventListener(
      'abort',
      () => {
        clearInterval(timer);
        tick();
        resolveDone();
      },
      { once: true },
    );
  });
}
