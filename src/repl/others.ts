// The REPL on the database store (issue 35): what the other umpires resolve,
// one line each as it lands ("amy: rl-roll market -> RL 6 ..."). The session
// follows the game by LISTEN/NOTIFY (src/state/pg-follow.ts, no polling).
// A line is printed at once while the session's prompt waits for a command
// (above it, the prompt and what is typed drawn again); while a command runs
// (its guided questions, its dice asked) the lines wait, and are printed
// before the next prompt, never in the middle of a question. In the players'
// view they wait until the view goes off (they name ids and the umpire's
// outcomes). The session's own entries are not repeated; nor is a game
// started over said twice. A connection lost is one line, and the session
// connects again.
import type { Game } from '../engine/system.js';
import { t } from '../i18n/index.js';
import { cutLine, terminalWidth } from '../render/width.js';
import { escapeControls } from '../render/safe.js';
import type { Lang } from '../rules/types.js';
import { logRows, whoText } from '../review/entries.js';
import type { LogEntry } from '../state/log.js';
import type { Paths } from '../state/store.js';
import { isOwnEntry } from '../state/written.js';

/** The line the session prints for an entry another umpire committed. */
export function landedLine(entry: LogEntry, all: readonly LogEntry[], lang: Lang, width: number): string {
  const row = logRows([...all.filter((e) => e.seq < entry.seq), entry]).at(-1)!;
  const what = [row.procedure, whoText(row)].filter((x) => x !== '').join(' ');
  const text = row.by !== undefined ? t(lang, 'repl.landed', { by: row.by, what, outcome: row.outcome.text }) : t(lang, 'repl.landed-unnamed', { what, outcome: row.outcome.text });
  return cutLine(escapeControls(text.replace(/[\t\n\r\v\f ]+/g, ' '), false), width);
}

export class OthersFeed {
  /** Every entry seen (an undo's line names what it took back). */
  private entries: LogEntry[] = [];
  private waiting: string[] = [];
  /** Set while the session's prompt waits for a command: prints lines at once. */
  private live: ((lines: string[]) => void) | null = null;
  private ac = new AbortController();
  private running: Promise<void> | null = null;
  /** The lines said in the order they came (each after the game is read again). */
  private order: Promise<void> = Promise.resolve();

  constructor(
    readonly paths: Paths,
    readonly env: NodeJS.ProcessEnv,
    readonly lang: () => Lang,
    /** Whether the lines must wait (the players' view). */
    readonly hold: () => boolean,
    /** The game read again (the prompt's turn, completion's ids) after others wrote. */
    readonly changed: () => Promise<void>,
  ) {}

  /** Starts following, from the log as it is now. */
  async start(): Promise<void> {
    const { openLogOf } = await import('../state/backend.js');
    try {
      this.entries = (await openLogOf(this.paths, this.env)).entries;
    } catch {
      this.entries = [];
    }
    const { followDatabase, lostLine } = await import('../state/pg-follow.js');
    this.running = followDatabase(this.paths, this.env, this.ac.signal, this.lang, () => this.entries.at(-1)?.seq ?? 0, {
      onEntries: (fresh) => {
        if (fresh[0].seq === 1) this.entries = [];
        const lines: string[] = [];
        for (const e of fresh) {
          this.entries.push(e);
          if (!isOwnEntry(e.seq, e.prev)) lines.push(landedLine(e, this.entries, this.lang(), terminalWidth() ?? 80));
        }
        // The game read again first: the prompt drawn under the lines says the turn they led to.
        if (lines.length > 0) this.order = this.order.then(async () => {
          await this.changed();
          this.say(lines);
        });
      },
      onProblem: (m) => this.say([`umpire: ${escapeControls(m, false)}`]),
      onLost: (e) => void lostLine(e, this.lang()).then((l) => this.say([`umpire: ${escapeControls(l, false)}`])),
      onBack: () => void this.changed(),
    }).catch(() => undefined);
  }

  private say(lines: string[]): void {
    if (this.live && !this.hold()) this.live(lines);
    else this.waiting.push(...lines);
  }

  /** The lines that waited (printed before the prompt), unless they must wait longer. */
  take(): string[] {
    if (this.hold()) return [];
    return this.waiting.splice(0);
  }

  /** The prompt waits for a command: lines are printed with `show` as they land. */
  promptOpen(show: (lines: string[]) => void): void {
    this.live = show;
  }

  /** A command runs (its questions may be asked): lines wait. */
  promptClosed(): void {
    this.live = null;
  }

  async stop(): Promise<void> {
    this.ac.abort();
    await this.running;
    await this.order;
  }
}
