// The game as `umpire serve` keeps it: read again whenever another process
// writes it (a command in the shell, the REPL, a batch). The log is followed
// as `log --follow` follows it (src/review/follow.ts: each complete new line,
// a log started over); the state file is watched too (fs.watch on its folder,
// with a poll of its size and time behind it, for file systems that send no
// events), so a file replaced or damaged while serving is seen. A game that
// cannot be read is one line (`problem`) beside the last game read, never a
// crash.
//
// On the database store (issue 35) the log is followed by LISTEN/NOTIFY
// (PgStore.follow: no polling), the game read again at each notification; a
// connection lost is one line on the host's stderr, then the listener
// connects again (waiting a little longer each time, up to a few seconds)
// and reads what was committed meanwhile.
import { statSync, watch, type FSWatcher } from 'node:fs';
import { dirname } from 'node:path';
import type { Game } from '../engine/system.js';
import { isUserError } from '../errors.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { followLog } from '../review/follow.js';
import type { LogEntry } from '../state/log.js';
import { openLogOf } from '../state/backend.js';
import { readLog, type Paths } from '../state/store.js';
import { readGame } from '../state/transaction.js';

export interface LiveSnapshot {
  game: Game | null;
  entries: readonly LogEntry[];
  /** The reader's error (the umpire's board only: it may quote a hidden field or a path). */
  problem: string | null;
  /** What the players' screen says instead (U285): a fixed line's key, never the detail. */
  playersProblem: PlayersProblem | null;
  /** Goes up by one with each change read. */
  version: number;
}

/** The players' fixed lines (U285): the game cannot be read; the database's connection was lost. */
export type PlayersProblem = 'serve.players-unreadable' | 'serve.players-lost';

/** How many reads, one poll apart, wait for a state behind the log before the page is told anyway. */
const BEHIND_TRIES = 5;

export class LiveGame {
  game: Game | null = null;
  entries: LogEntry[] = [];
  problem: string | null = null;
  logProblem: string | null = null;
  /** The log's problem is a lost connection to the database (the players' screen says so). */
  lost = false;
  version = 0;
  private listeners = new Set<() => void>();
  private busy = false;
  private again = false;
  /** Reads in a row that found the state behind the log (a command between its two writes). */
  private behind = 0;
  /**
   * The last entry the game read goes with (the state's own `log.seq`), or null: every entry. A page never shows an
   * entry beside the state from before it (a command writes its log line first): the entries after it wait for the
   * state that goes with them, or for the tries to run out.
   */
  private shownUpTo: number | null = null;
  private watcher: FSWatcher | null = null;
  private stamp = '';
  /** Where the log read so far ends. */
  private bytes = 0;

  constructor(
    readonly paths: Paths,
    readonly env: NodeJS.ProcessEnv,
    readonly lang: () => Lang,
    readonly intervalMs = 100,
  ) {}

  snapshot(): LiveSnapshot {
    const problem = this.problem ?? this.logProblem;
    const playersProblem: PlayersProblem | null = problem === null ? null : this.problem === null && this.lost ? 'serve.players-lost' : 'serve.players-unreadable';
    const upTo = this.shownUpTo;
    const entries = upTo === null || (this.entries.at(-1)?.seq ?? 0) <= upTo ? this.entries : this.entries.filter((e) => e.seq <= upTo);
    return { game: this.game, entries, problem, playersProblem, version: this.version };
  }

  /** Calls `fn` after each change read; returns how to stop. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Reads the game and its log once (a UserError when the game cannot be read at all: the command says it and exits 2). */
  async open(): Promise<void> {
    const sf = await readGame({ paths: this.paths, env: this.env, warn: () => undefined });
    this.game = sf.game;
    if (this.paths.db !== undefined) await this.readDbLog();
    else this.readLog();
    this.stamp = this.stateStamp();
    if (this.paths.db === undefined) {
      this.shownUpTo = sf.log.seq;
      // A log ahead of its state (a command between its two writes, or one killed there): read again until it
      // catches up, or shown anyway when the tries run out.
      if ((this.entries.at(-1)?.seq ?? 0) > sf.log.seq) this.refresh();
    }
  }

  /** The database's whole log (at start). */
  private async readDbLog(): Promise<void> {
    try {
      this.entries = (await openLogOf(this.paths, this.env)).entries;
      this.logProblem = null;
      this.lost = false;
    } catch (e) {
      this.logProblem = this.say(e);
      this.lost = false;
    }
  }

  /** The whole log read again (at start, and when it cannot be followed: damaged, replaced). */
  private readLog(): number {
    try {
      // The game read has loaded the systems the log names.
      const { entries, bytes } = readLog(this.paths.log);
      this.entries = entries;
      this.logProblem = null;
      this.lost = false;
      this.bytes = bytes;
      return bytes;
    } catch (e) {
      this.logProblem = this.say(e);
      this.lost = false;
      return 0;
    }
  }

  private say(e: unknown): string {
    const why = isUserError(e) ? e.localized(this.lang()) : String((e as Error)?.message ?? e);
    return t(this.lang(), 'serve.problem', { why });
  }

  private stateStamp(): string {
    try {
      const s = statSync(this.paths.state);
      return `${s.ino}:${s.size}:${s.mtimeMs}`;
    } catch {
      return 'none';
    }
  }

  /** Follows the game until the signal aborts (`note`: a line for the host's stderr). */
  async follow(signal: AbortSignal, note: (line: string) => void = () => undefined): Promise<void> {
    if (this.paths.db !== undefined) return this.followDb(signal, note);
    try {
      // The folder's events make the change seen at once; the poll below is there when none come.
      this.watcher = watch(dirname(this.paths.state), { persistent: false }, () => this.check());
      this.watcher.on('error', () => undefined);
    } catch {
      this.watcher = null;
    }
    const poll = setInterval(() => this.check(), this.intervalMs);
    signal.addEventListener('abort', () => {
      clearInterval(poll);
      this.watcher?.close();
    }, { once: true });
    await followLog(this.paths.log, {
      from: this.bytes,
      intervalMs: this.intervalMs,
      signal,
      lang: this.lang(),
      onEntries: (fresh) => {
        // A new log (re-init) starts with seq 1: forget the old entries.
        if (fresh[0].seq === 1) this.entries = [];
        this.entries.push(...fresh);
        this.logProblem = null;
        this.lost = false;
        this.refresh();
      },
      onProblem: (m) => {
        this.logProblem = m;
        this.lost = false;
        this.refresh();
      },
    });
  }

  /**
   * The database's log by LISTEN/NOTIFY, connected again whenever the
   * connection is lost (one line on the host's stderr each time it is lost,
   * one on the page until it is back), until the signal aborts.
   */
  private async followDb(signal: AbortSignal, note: (line: string) => void): Promise<void> {
    const { followDatabase, lostLine } = await import('../state/pg-follow.js');
    const { stateFromText } = await import('../state/store.js');
    /** The states read, applied one after the other. */
    let states: Promise<void> = Promise.resolve();
    /** Connections lost so far, and the last loss the connection came back from (the page's line is for a loss not yet over). */
    let losses = 0;
    let back = 0;
    await followDatabase(this.paths, this.env, signal, this.lang, () => this.entries.at(-1)?.seq ?? 0, {
      onEntries: (fresh) => {
        if (fresh[0].seq === 1) this.entries = [];
        this.entries.push(...fresh);
        this.logProblem = null;
        this.lost = false;
      },
      // The state read on the listening connection right after the rows: no new connection per change.
      onState: (text) => {
        states = states.then(async () => {
          try {
            this.game = (await stateFromText(text, this.paths)).game;
            this.problem = null;
          } catch (e) {
            this.problem = this.say(e);
          }
          this.version++;
          this.tell();
        });
      },
      onProblem: (m) => {
        this.logProblem = m;
        this.lost = false;
        this.refresh();
      },
      // One line on the host's stderr, and the same on the pages (no address of the database there).
      onLost: (e) => {
        const loss = ++losses;
        void lostLine(e, this.lang()).then((line) => {
          note(line);
          // Back before the line was made: the pages are not told of a loss that is over.
          if (loss !== losses || back >= loss) return;
          this.logProblem = t(this.lang(), 'serve.problem', { why: line });
          this.lost = true;
          this.version++;
          this.tell();
        });
      },
      // Back: the page's line goes, and the game is read again (what changed meanwhile).
      onBack: () => {
        back = losses;
        this.logProblem = null;
        this.lost = false;
        this.refresh();
      },
    });
  }

  private tell(): void {
    for (const fn of this.listeners) {
      try {
        fn();
      } catch {
        // A listener's failure is its own (a closed stream).
      }
    }
  }

  /** Reads the game again when its state file changed. */
  private check(): void {
    const s = this.stateStamp();
    if (s === this.stamp) return;
    this.stamp = s;
    this.refresh();
  }

  /** Reads the game again (one read at a time; a change during a read reads once more after it). */
  refresh(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void (async () => {
      do {
        this.again = false;
        try {
          const sf = await readGame({ paths: this.paths, env: this.env, warn: () => undefined });
          // A command writes its log line before its state (src/state/transaction.ts): a state behind the entries
          // already followed is one being written; its rename wakes `check`. Told anyway after a few tries (a command
          // killed between the two leaves it so until the next one recovers it).
          const last = this.entries.at(-1)?.seq ?? 0;
          const behind = this.paths.db === undefined && sf.log.seq < last;
          if (behind && this.behind < BEHIND_TRIES) {
            this.behind++;
            setTimeout(() => this.refresh(), this.intervalMs).unref?.();
            continue;
          }
          this.behind = 0;
          // The entries shown are those this state goes with; told anyway (the tries run out), all of them.
          this.shownUpTo = this.paths.db === undefined && !behind ? sf.log.seq : null;
          this.game = sf.game;
          this.problem = null;
        } catch (e) {
          this.problem = this.say(e);
        }
        this.version++;
        this.tell();
      } while (this.again);
      this.busy = false;
    })();
  }
}
