// Following a game in the database (issue 35) for as long as a program runs:
// `serve`'s pages and the REPL's lines about what the other umpires resolve.
// One connection LISTENs (PgStore.follow: no polling); when it is lost (the
// server restarted, the network gone) the caller is told once (`onLost`),
// and it connects again, after RETRY_FIRST_MS then twice as long each time up
// to RETRY_MAX_MS, reading what was committed meanwhile; `onBack` says it is
// listening again. Until the signal aborts.
import type { Lang } from '../rules/types.js';
import type { LogEntry } from './log.js';
import type { Paths } from './store.js';

/** The first try to connect again after this long, then twice as long each time, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 250;
export const RETRY_MAX_MS = 4000;

export interface DatabaseFeed {
  /** Entries committed since the last seen (a game started over: from seq 1). */
  onEntries(fresh: LogEntry[]): void;
  /** A line about the log (a game started over, a row that is no entry). */
  onProblem(message: string): void;
  /** The connection was lost (said once until it is back). */
  onLost(e: unknown): void;
  /** Listening again after a loss. */
  onBack(): void;
  /** The state row's text after new entries (read on the listening connection), when wanted. */
  onState?(text: string): void;
}

/** Follows the game in the database `paths` names until `signal` aborts; `lastSeq` says where the caller is. */
export async function followDatabase(paths: Paths, env: NodeJS.ProcessEnv, signal: AbortSignal, lang: () => Lang, lastSeq: () => number, feed: DatabaseFeed): Promise<void> {
  const { PgStore } = await import('./pg-store.js');
  const db = new PgStore(paths);
  let wait = RETRY_FIRST_MS;
  let lost = false;
  while (!signal.aborted) {
    try {
      await db.follow(env, lastSeq(), {
        signal,
        lang: lang(),
        onListening: () => {
          wait = RETRY_FIRST_MS;
          if (!lost) return;
          lost = false;
          feed.onBack();
        },
        onEntries: (fresh) => feed.onEntries(fresh),
        onProblem: (m) => feed.onProblem(m),
        ...(feed.onState ? { onState: (text: string) => feed.onState!(text) } : {}),
      });
    } catch (e) {
      if (signal.aborted) break;
      if (!lost) {
        lost = true;
        feed.onLost(e);
      }
      // The wait's abort listener goes with the wait: none is left per attempt (issue 42: MaxListenersExceededWarning after an outage).
      await new Promise<void>((res) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          res();
        };
        const timer = setTimeout(done, wait);
        signal.addEventListener('abort', done, { once: true });
      });
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }
}

/** The line said when the database is lost: why, in one short line (the program follows one database: its name would take the line past 80 columns). */
export async function lostLine(e: unknown, lang: Lang): Promise<string> {
  const { isUserError, withKeys } = await import('../errors.js');
  const { t } = await import('../i18n/index.js');
  if (isUserError(e) && e.code === 'store-failed') {
    const p = withKeys(lang, e.params);
    return t(lang, 'store.follow-lost', { why: String(p.why) });
  }
  const why = isUserError(e) ? e.localized(lang) : String((e as Error)?.message ?? e);
  return t(lang, 'store.follow-lost', { why });
}
