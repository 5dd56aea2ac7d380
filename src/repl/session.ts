// The REPL: one session on a state file. Each line is split like a shell
// line and run by the same `main` as the shell, so it behaves and logs the
// same; an error prints and the session goes on. In a terminal: a prompt
// showing the scenario and turn, tab completion, history in a file beside the
// state. On a pipe: the commands are read line by line, nothing waits.
import { fitText } from '../render/width.js';
import { appendFileSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { clearScreenDown, createInterface, cursorTo, moveCursor } from 'node:readline';
import type { Io } from '../commands/common.js';
import { t } from '../i18n/index.js';
import type { Lang } from '../rules/types.js';
import { openStateFile, pathsFor, readStateFile, resolveStateFile } from '../state/store.js';
import { loadAllSystems, loadSystems, systemsOf } from '../engine/registry.js';
import type { Game, GameSystem } from '../engine/system.js';
import { complete, completionModel, type CompletionModel } from './complete.js';
import { splitLine } from './split.js';
import { theProgram } from '../engine/program.js';
import { dbPaths, storeUrl, umpireName } from '../state/store-url.js';
import type { Paths } from '../state/store.js';
import type { OthersFeed } from './others.js';

/** The share of the terminal's width the session's prompt may take (50 of 80 columns: Railton Road's whole title); the rest, 30 at least, is the line typed. */
const PROMPT_SHARE = 0.625;
/** A prompt is never cut below this many columns, nor its title below PROMPT_TITLE_LEAST characters. */
const PROMPT_LEAST = 24;
const PROMPT_TITLE_LEAST = 8;

export const BUILTINS = ['help', 'exit', 'quit', 'player', 'clear'] as const;
const HISTORY_KEEP = 1000;
/** Two Tabs closer than this are one keystroke doubled (a quick hand, tmux sending both at once). */
const QUICK_TAB_MS = 300;

export interface SessionOptions {
  /** --state of `umpire play` (else UMPIRE_STATE, else ./umpire-state.json). */
  state?: string;
  /** Start in the players' view. */
  player?: boolean;
  lang?: string;
}

/** The history file beside a state file: game.json -> game.history; a named umpire's its own, game.bob.history (issue 42). */
export function historyFile(stateFile: string, umpire?: string): string {
  return join(dirname(stateFile), `${basename(stateFile).replace(/\.json$/i, '')}${umpire ? `.${umpire}` : ''}.history`);
}

export function readHistory(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').slice(-HISTORY_KEEP);
  } catch {
    return [];
  }
}

export class Session {
  readonly stateFile: string;
  player: boolean;
  /** Worst exit code of the lines run (the session's exit code on a pipe). */
  worst = 0;
  done = false;
  private model: CompletionModel | null = null;
  private program: Parameters<typeof completionModel>[0] | null = null;
  /** The game's systems the model's kinds were read from (a RIOT game's `units` are not Civil Disorder's). */
  private modelSystems = '';

  /** The database the session plays on (--store, UMPIRE_STORE; issue 35), or null for the state file. */
  readonly db: Paths | null;
  /** The game as last read from the database (after each line, and when others write). */
  private cached: Game | null = null;
  /** What the other umpires resolve, on a database (src/repl/others.ts). */
  feed: OthersFeed | null = null;

  constructor(
    readonly io: Io,
    readonly o: SessionOptions,
  ) {
    this.stateFile = resolveStateFile(o.state, io.env, io.cwd);
    this.player = Boolean(o.player);
    const url = o.state === undefined ? storeUrl(io.env) : undefined;
    this.db = url === undefined ? null : dbPaths(url);
  }

  /** Reads the game in the database again (nothing on a file: game() reads it each time). */
  async readDb(): Promise<void> {
    if (!this.db) return;
    try {
      const { readGame } = await import('../state/transaction.js');
      this.cached = (await readGame({ paths: this.db, env: this.io.env, warn: () => undefined })).game;
    } catch {
      this.cached = null;
    }
  }

  game(): Game | null {
    if (this.db) return this.cached;
    try {
      return readStateFile(pathsFor(this.stateFile)).game;
    } catch {
      return null;
    }
  }

  lang(game: Game | null): Lang {
    if (this.o.lang === 'en' || this.o.lang === 'fr') return this.o.lang;
    return game?.lang ?? (this.io.env.UMPIRE_LANG === 'fr' ? 'fr' : 'en');
  }

  /** The prompt: scenario and turn (and the players' view when on). */
  prompt(): string {
    const g = this.game();
    const lang = this.lang(g);
    const turn = g ? ` · ${t(lang, 'common.turn').toLowerCase()} ${g.turn}` : '';
    let title = g ? g.title : t(lang, 'repl.no-game');
    // What the game's systems add (Intervention: whose activation it is); a system not loaded yet adds nothing.
    let more = '';
    if (g) {
      try {
        for (const sys of systemsOf(g)) {
          const x = sys.repl?.prompt?.(g, lang);
          if (x) more += ` · ${x}`;
        }
      } catch {
        more = '';
      }
    }
    // Whose session it is, when the umpire is named (several sessions on one game, issue 42): the name instead of "umpire".
    const who = this.umpire();
    const line = () => `${who ?? 'umpire'} [${title}${turn}${more}${this.player ? ` · ${t(lang, 'repl.player-view')}` : ''}]> `;
    // At most PROMPT_SHARE of the terminal, the title cut with "…": a long title left 4 columns to type (issue 40 item 9).
    const columns = (this.io.stdout as { columns?: number }).columns;
    if (columns) {
      const over = [...line()].length - Math.max(PROMPT_LEAST, Math.floor(columns * PROMPT_SHARE));
      if (over > 0) title = `${[...title].slice(0, Math.max(PROMPT_TITLE_LEAST, [...title].length - over - 1)).join('')}…`;
    }
    return line();
  }

  /** The session's umpire (--umpire, UMPIRE_NAME), or undefined; a bad name is refused when a command runs, not here. */
  umpire(): string | undefined {
    try {
      return umpireName(this.io.env);
    } catch {
      return undefined;
    }
  }

  /** The io a line runs with: the session's state and view, the line as its argv (logged as typed). */
  lineIo(words: string[]): Io {
    const env: NodeJS.ProcessEnv = { ...this.io.env, UMPIRE_STATE: this.stateFile };
    if (this.player) env.UMPIRE_VIEW = 'player';
    else delete env.UMPIRE_VIEW;
    if (this.o.lang && !words.includes('--lang')) env.UMPIRE_LANG = this.o.lang;
    return { ...this.io, env, argv: words };
  }

  /**
   * The line in the session's language (`umpire play --lang fr`): `--lang` added
   * to a command that takes it and was not given one, so that its questions and
   * its output speak the session's language, not only the session's own lines.
   */
  async inSessionLang(words: string[]): Promise<string[]> {
    const lang = this.o.lang;
    if ((lang !== 'en' && lang !== 'fr') || words.some((w) => w === '--lang' || w.startsWith('--lang='))) return words;
    await this.completionModel();
    const cmd = this.program?.commands.find((c) => c.name() === words[0]);
    return cmd?.options.some((o) => o.long === '--lang') ? [...words, '--lang', lang] : words;
  }

  async completionModel(): Promise<CompletionModel> {
    if (!this.program) {
      const { buildProgram } = theProgram();
      const quiet = { ...this.io, stdout: { write: () => true }, stderr: { write: () => true }, argv: [] };
      this.program = await buildProgram([], quiet);
    }
    return this.loadedModel()!;
  }

  /** The completion model without waiting, once the commands are known (null before the first Tab). */
  loadedModel(): CompletionModel | null {
    if (!this.program) return null;
    // Which kind an argument or option names depends on the game's systems: read again when they change.
    const game = this.game();
    const systems = game ? [game.system, ...game.packs].join(',') : '';
    if (!this.model || systems !== this.modelSystems) {
      this.model = completionModel(this.program, game, [...BUILTINS]);
      this.modelSystems = systems;
    }
    return { ...this.model, ids: completionModel({ commands: [] } as never, game, []).ids };
  }

  /** Runs one line; returns its exit code (0 for an empty line). */
  async run(line: string): Promise<number> {
    const { words, open } = splitLine(line);
    const io = this.io;
    // The game's language for the session's own refusals (read only when one is said).
    const lang = () => this.lang(this.game());
    if (open) {
      io.stderr.write(`umpire: ${t(lang(), 'repl.open-quote')}\n`);
      return this.note(2);
    }
    if (words.length === 0 || words[0].startsWith('#')) return 0;
    const [head, ...rest] = words;
    if (head === 'exit' || head === 'quit') {
      this.done = true;
      return 0;
    }
    if (head === 'help' || head === '?') {
      const { main } = theProgram();
      if (rest.length > 0) return this.note(await main([rest[0], '--help'], this.lineIo([rest[0], '--help'])));
      await main(['--help'], this.lineIo(['--help']));
      // Wrapped at spaces to the terminal (one line piped), as every other text the session prints.
      const columns = (io.stdout as { columns?: number; isTTY?: boolean }).isTTY ? (io.stdout as { columns?: number }).columns : undefined;
      io.stdout.write(`\n${fitText(t(this.lang(this.game()), 'repl.help'), columns ?? null)}\n`);
      return 0;
    }
    if (head === 'clear') {
      // The screen and its scrollback cleared, the cursor home (a terminal only: nothing on a pipe).
      if (io.stdout.isTTY) io.stdout.write('\x1b[2J\x1b[3J\x1b[H');
      return 0;
    }
    if (head === 'player') {
      const v = rest[0];
      if (v !== undefined && v !== 'on' && v !== 'off') {
        io.stderr.write(`umpire: ${t(lang(), 'repl.player-usage')}\n`);
        return this.note(2);
      }
      this.player = v === undefined ? !this.player : v === 'on';
      io.stdout.write(`${t(this.lang(this.game()), this.player ? 'repl.player-on' : 'repl.player-off')}\n`);
      return 0;
    }
    if (head === 'play') {
      io.stderr.write(`umpire: ${t(lang(), 'repl.nested')}\n`);
      return this.note(2);
    }
    // The web server and the database server run until stopped: in a terminal of their own.
    if (head === 'serve' || head === 'host') {
      io.stderr.write(`umpire: ${t(lang(), head === 'host' ? 'repl.host-elsewhere' : 'repl.serve-elsewhere')}\n`);
      return this.note(2);
    }
    if (head === 'status' && this.player && !rest.includes('--json')) {
      const g = this.game();
      if (g) {
        await loadSystems(g);
        const { renderPlayerStatus } = await import('../render/status.js');
        const { useColor } = await import('../commands/common.js');
        io.stdout.write(await renderPlayerStatus(g, this.lang(g), useColor(io)));
        return 0;
      }
    }
    const { main } = theProgram();
    const typed = await this.inSessionLang(words);
    const code = this.note(await main(typed, this.lineIo(typed)));
    await this.readDb();
    // What the game's systems offer after a command (Civil Disorder: the firing after "open fire", U67; the fighters at RL 8, U62; the chart's jumps).
    if (code === 0) {
      const g = this.game();
      if (g) {
        let systems: GameSystem[] = [];
        try {
          await loadSystems(g);
          systems = systemsOf(g);
        } catch {
          systems = [];
        }
        for (const sys of systems) {
          const next = await sys.repl?.after?.(head, rest, g, this.lang(g), { player: this.player });
          if (!next) continue;
          for (const line of next.lines ?? []) io.stdout.write(`${line}\n`);
          if (next.suggestion !== undefined) this.suggestion = next.suggestion;
        }
      }
    }
    return code;
  }

  /** A line offered at the next prompt (typed in for the umpire to complete), if any. */
  suggestion: string | null = null;

  private note(code: number): number {
    if (code > this.worst) this.worst = code;
    return code;
  }
}

/** Reads commands line by line from a pipe (no prompt, nothing waits). */
async function runPiped(s: Session): Promise<number> {
  const rl = createInterface({ input: s.io.stdin, terminal: false, crlfDelay: Infinity });
  for await (const line of rl) {
    await s.run(line);
    if (s.done) break;
  }
  rl.close();
  return s.worst;
}

/** One line from the terminal, with completion and history; null at end of input (Ctrl-D). */
function readOne(s: Session, history: string[], pending: string[]): Promise<string | null> {
  // Lines pasted together arrive in one chunk: the ones after the first wait here.
  if (pending.length > 0) {
    const line = pending.shift()!;
    s.io.stdout.write(`${s.prompt()}${line}\n`);
    return Promise.resolve(line);
  }
  return new Promise((resolve) => {
    let completing = false;
    let justCompleted: { line: string; at: number } | null = null;
    const rl = createInterface({
      input: s.io.stdin,
      // The terminal itself: main() may hand the session a stdout that escapes or fits text (src/cli.ts).
      output: (s.io.rawStdout ?? s.io.stdout) as NodeJS.WritableStream,
      terminal: true,
      history: [...history].reverse(),
      historySize: HISTORY_KEEP,
      removeHistoryDuplicates: true,
      completer: (line: string, cb: (err: null, r: [string[], string]) => void) => {
        // A unique completion ends the word: the space after it is typed too.
        const answer = (m: CompletionModel): [string[], string] => {
          const [hits, word] = complete(line, m);
          if (hits.length === 1) justCompleted = { line: `${line.slice(0, line.length - word.length)}${hits[0]} `, at: Date.now() };
          return [hits.length === 1 ? [`${hits[0]} `] : hits, word];
        };
        // Two quick Tabs on a word: the first completes it, the second is the same keystroke
        // doubled, not a request to type the next word's common prefix (`--`) after it.
        if (justCompleted && justCompleted.line === line && Date.now() - justCompleted.at < QUICK_TAB_MS) {
          justCompleted = null;
          return cb(null, [[], line]);
        }
        // A Tab that comes while the one before is still being answered (the first Tab
        // of the session loads the commands) would insert the same completion twice.
        if (completing) return cb(null, [[], line]);
        // Once the commands are known the answer is given at once, before the next key.
        const now = s.loadedModel();
        if (now) return cb(null, answer(now));
        completing = true;
        s.completionModel().then(
          (m) => {
            completing = false;
            cb(null, answer(m));
          },
          () => {
            completing = false;
            cb(null, [[], line]);
          },
        );
      },
    });
    // Two quick Tabs reach Node's readline in one chunk, which it takes for a paste:
    // every key but the last is typed as text, so the first Tab became a literal tab
    // (and the second completed after it). Tab always completes here.
    Object.defineProperty(rl, 'isCompletionEnabled', { get: () => true, set: () => undefined, configurable: true });
    let settled = false;
    const finish = (v: string | null) => {
      if (settled) return;
      settled = true;
      s.feed?.promptClosed();
      // The readline is closed before the line runs (a guided prompt needs the
      // terminal to itself), once the rest of this chunk of input is in `pending`.
      setImmediate(() => {
        rl.close();
        resolve(v);
      });
    };
    rl.on('line', (l) => {
      if (settled) pending.push(l);
      else finish(l);
    });
    // What the other umpires resolve while the prompt waits: above it, the prompt and the typed text drawn again.
    const out = (s.io.rawStdout ?? s.io.stdout) as NodeJS.WritableStream;
    s.feed?.promptOpen((lines) => {
      if (settled) return;
      moveCursor(out, 0, -rl.getCursorPos().rows);
      cursorTo(out, 0);
      clearScreenDown(out);
      out.write(`${lines.join('\n')}\n`);
      (rl as unknown as { prevRows: number }).prevRows = 0;
      // The game as the others left it (another turn, a game started).
      rl.setPrompt(s.prompt());
      rl.prompt(true);
    });
    rl.on('close', () => finish(null));
    rl.on('SIGINT', () => {
      s.io.stdout.write('^C\n');
      finish('');
    });
    for (const l of s.feed?.take() ?? []) s.io.stdout.write(`${l}\n`);
    rl.setPrompt(s.prompt());
    rl.prompt();
    if (s.suggestion) {
      rl.write(s.suggestion);
      s.suggestion = null;
    }
  });
}

/** The interactive session in a terminal. */
async function runTerminal(s: Session): Promise<number> {
  const hfile = historyFile(s.stateFile, s.umpire());
  const history = readHistory(hfile);
  const g = s.game();
  s.io.stdout.write(`${t(s.lang(g), g ? 'repl.welcome' : 'repl.welcome-no-game', { file: s.db?.state ?? s.stateFile })}\n`);
  const pending: string[] = [];
  // On a database: what the other umpires resolve, between prompts (src/repl/others.ts).
  if (s.db) {
    const { OthersFeed } = await import('./others.js');
    s.feed = new OthersFeed(s.db, s.io.env, () => s.lang(s.game()), () => s.player, () => s.readDb());
    await s.feed.start();
  }
  try {
    for (;;) {
    const line = await readOne(s, history, pending);
    if (line === null) {
      s.io.stdout.write('\n');
      break;
    }
    if (line.trim() !== '' && history[history.length - 1] !== line) {
      history.push(line);
      try {
        appendFileSync(hfile, `${line.replace(/\n/g, ' ')}\n`);
      } catch {
        /* no history file (read-only folder): the session goes on */
      }
    }
    await s.run(line);
    if (s.done) break;
    }
  } finally {
    await s.feed?.stop();
  }
  return 0;
}

/** `umpire` with no arguments, or `umpire play`: the session on the state file. */
export async function runSession(io: Io, o: SessionOptions): Promise<number> {
  const s = new Session(io, o);
  // The systems the state plays load once (src/engine/registry.ts), so that game() can read it at every line;
  // without a game, every system (completion then knows every kind of id an option may name).
  if (s.db) {
    await s.readDb();
    if (!s.game()) await loadAllSystems();
  } else await openStateFile(pathsFor(s.stateFile)).catch(() => loadAllSystems());
  return io.stdin.isTTY ? runTerminal(s) : runPiped(s);
}
