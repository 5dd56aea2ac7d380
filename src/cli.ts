// The entry point: builds the commander program, loads only the command that
// is asked for, and maps errors to exit codes (0 ok, 2 the user can fix it,
// 1 a bug). Only bin/umpire.js calls process.exit. The composition root: it
// joins the engine and the games (src/games/index.ts registers them).
import { clip, CLIP_AT, CLIP_LIST_AT } from './render/clip.js';
import './games/index.js';
import { readRegular } from './state/regular.js';
import { gameWritten } from './state/written.js';
import { resolve as resolvePath } from 'node:path';
import { Command, CommanderError } from 'commander';
import { commandLoaders, commandSystem, gameCommands, hasCommand, loadCommand, type Preferred } from './commands/index.js';
import type { Io } from './engine/io.js';
import { setProgram } from './engine/program.js';
import { commandOwners, isLoaded, loadAllSystems, loadSystem, loadSystems, restoreRunningCommand, setRunningCommand, systemEntry, titleKey, type SystemEntry } from './engine/registry.js';
import { isUserError } from './errors.js';
import { fitText, setTerminalWidth, terminalWidth } from './render/width.js';
import { t, wordFor } from './i18n/index.js';
import { escapeControls } from './render/safe.js';
import { lazyStream } from './process-io.js';
import type { Lang } from './rules/types.js';
import { dbPaths, globalOptions, maskPassword, passwordOnCommandLine, storePassword, storeUrl } from './state/store-url.js';

export const VERSION = '0.1.0';

/** The program's headline in --help: every game and pack umpire plays (tests/engine/help.test.ts checks each registered one is named). */
export const HEADLINE =
  "Umpire assistant for riot wargames: Civil Disorder (Jim Wallman) and its French edition Émeutes, Guérilla Urbaine, Intervention and RIOT, with the packs over Civil Disorder (Guérilla Urbaine's armed agents, SWAT assault, RIOT public opinion): crowds, fights, shots, negotiations, looting, fires and casualties, with the state and a turn log kept for you.";

/**
 * `umpire --help`, `umpire help`, `umpire --all` with no command named: the
 * program's own help, of the game in play only unless `all` (--all).
 */
export function topHelpOf(argv: readonly string[]): { all: boolean } | null {
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--state' || a === '--lang') i += 1;
    else if (!a.startsWith('-')) words.push(a);
  }
  const asked = words[0] === 'help' || argv.some((a) => a === '--help' || a === '-h' || a === '--all');
  // `umpire help <command>` is that command's help (`help nosuch` the program's).
  if (!asked || words.length > (words[0] === 'help' ? (words[1] !== undefined && !hasCommand(words[1]) ? 2 : 1) : 0)) return null;
  return { all: argv.includes('--all') };
}

/** The option's value in argv (`--x v` or `--x=v`), if given. */
function optionIn(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
}

/**
 * The language for an error found before the game is read (R14): --lang, else
 * the --edition's, else UMPIRE_LANG, else English. Errors found in a game are
 * said in the game's language (the transaction sets it).
 */
function errorLang(argv: string[], env: NodeJS.ProcessEnv, cwd?: string): Lang {
  // A value that names no language (`--lang de`, the error being said) leaves the choice to the next source.
  const known = (x: string | undefined) => (x === 'en' || x === 'fr' ? x : undefined);
  const v = known(optionIn(argv, '--lang')) ?? known(optionIn(argv, '--edition')) ?? env.UMPIRE_LANG;
  if (v === undefined && cwd !== undefined) return gameLang(optionIn(argv, '--state'), env, cwd) ?? 'en';
  return v === 'fr' ? 'fr' : 'en';
}

/**
 * The language of the game in the state file the command line names, when it
 * can be read: an option refused before the game is read is then said in the
 * game's language too. Only on the error path (reads and parses the file).
 */
function gameLang(option: string | undefined, env: NodeJS.ProcessEnv, cwd: string): Lang | undefined {
  const lang = peekGame(option, env, cwd)?.lang;
  return lang === 'fr' || lang === 'en' ? lang : undefined;
}

/** The game in the state file the command line names, if it can be read (unchecked: for the language, or which game's command to load). */
function peekGame(option: string | undefined, env: NodeJS.ProcessEnv, cwd: string): { lang?: unknown; system?: unknown; packs?: unknown } | undefined {
  try {
    const fromEnv = env.UMPIRE_STATE !== undefined && env.UMPIRE_STATE.trim() !== '' ? env.UMPIRE_STATE : undefined;
    const file = resolvePath(cwd, option ?? fromEnv ?? 'umpire-state.json');
    return (JSON.parse(readRegular(file).toString('utf8')) as { game?: { lang?: unknown; system?: unknown; packs?: unknown } }).game;
  } catch {
    return undefined;
  }
}

/** An argument's name (`crowd`, `dice`) as a word of the language (`foule`, `dés`): the catalogue's `arg.<name>`, else the name. */
export function argWord(lang: Lang, name: string): string {
  return wordFor(lang, [`arg.${name}`], name);
}

/**
 * The game the command is on, whatever the store (unchecked: which game's
 * command to load, its help): the state file, or the database (--store,
 * UMPIRE_STORE), read only when asked.
 */
async function peekStoredGame(argv: string[], io: Io): Promise<{ lang?: unknown; system?: unknown; packs?: unknown; edition?: unknown } | undefined> {
  const url = storeUrl(io.env);
  if (url === undefined || optionIn(argv, '--state') !== undefined) return peekGame(optionIn(argv, '--state'), io.env, io.cwd);
  try {
    const { PgStore } = await import('./state/pg-store.js');
    return await new PgStore(dbPaths(url)).peekGame(io.env);
  } catch {
    return undefined;
  }
}

/**
 * errorLang, whatever the store: on a database with no --lang, --edition or
 * UMPIRE_LANG, the game's language read there (an error before the game is
 * read, said in the game's language as on a state file). Never when the
 * database is what failed (it would be asked again, and wait again).
 */
async function errorLangStored(argv: string[], io: Io, code?: string): Promise<Lang> {
  const known = (x: string | undefined) => x === 'en' || x === 'fr';
  if (storeUrl(io.env) === undefined || optionIn(argv, '--state') !== undefined || known(optionIn(argv, '--lang')) || known(optionIn(argv, '--edition')) || io.env.UMPIRE_LANG !== undefined) return errorLang(argv, io.env, io.cwd);
  if (code !== undefined && code.startsWith('store-')) return 'en';
  const lang = (await peekStoredGame(argv, io))?.lang;
  return lang === 'fr' ? 'fr' : 'en';
}

/** The game on the state, to choose among games that share a command's name (the game is read only then). */
async function preferredSystems(names: readonly string[], argv: string[], io: Io): Promise<Preferred> {
  if (!names.some((n) => commandOwners(n).length > 1)) return null;
  const g = await peekStoredGame(argv, io);
  if (typeof g?.system !== 'string') return null;
  return { system: g.system, packs: Array.isArray(g.packs) ? g.packs.filter((p): p is string => typeof p === 'string') : [] };
}

/** One line for a command-line error found by commander, in the user's language. */
export function commanderMessage(e: CommanderError, lang: Lang): string {
  const text = e.message.replace(/^error: /, '');
  // What commander quotes of the command line is cut as every message cuts input (U287).
  const q = (re: RegExp, max = CLIP_AT) => clip(re.exec(text)?.[1] ?? '', max);
  const hint = /Did you mean (\S+?)\??\)?$/m.exec(text)?.[1];
  switch (e.code) {
    case 'commander.unknownOption':
      return t(lang, hint ? 'err.cmd-unknown-option-hint' : 'err.cmd-unknown-option', { option: q(/unknown option '([^']*)'/), hint: hint ?? '' });
    case 'commander.unknownCommand':
      return t(lang, hint ? 'err.cmd-unknown-command-hint' : 'err.unknown-command', { name: q(/unknown command '([^']*)'/), hint: hint ?? '' });
    case 'commander.missingArgument':
      return t(lang, 'err.cmd-missing-argument', { name: argWord(lang, q(/missing required argument '([^']*)'/)) });
    case 'commander.optionMissingArgument':
      return t(lang, 'err.cmd-option-missing-argument', { option: q(/option '([^']*)' argument missing/) });
    case 'commander.missingMandatoryOptionValue':
      return t(lang, 'err.cmd-missing-option', { option: q(/required option '([^']*)'/) });
    case 'commander.excessArguments':
      return t(lang, 'err.cmd-excess-arguments', { command: q(/arguments for '([^']*)'/) });
    case 'commander.invalidArgument':
      return t(lang, 'err.cmd-invalid-argument', {
        option: q(/(?:option|for argument) '([^']*)'/),
        // `argument 'x' is invalid` (an option's value), `command-argument value 'x' is invalid` (an argument's).
        value: q(/(?:argument|value) '([^']*)' is invalid/),
        choices: q(/Allowed choices are (.*)\./, CLIP_LIST_AT),
      });
    default:
      return clip(text.replace(/\s*\n\s*/g, ' ').trim(), CLIP_LIST_AT);
  }
}

/** Builds the program with the commands that `argv` needs (all of them for help). */
export async function buildProgram(argv: string[], io: Io): Promise<Command> {
  const program = new Command('umpire')
    .description(HEADLINE)
    .version(VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // Commander's own errors are printed by main(), on one line, from the catalogue.
      outputError: () => undefined,
    });
  // `umpire help <command>` is that command's help: only it is loaded.
  const name = argv[0] === 'help' && argv[1] !== undefined && hasCommand(argv[1]) ? argv[1] : argv.find((a) => !a.startsWith('-'));
  const top = topHelpOf(argv);
  // `umpire --help` in a game lists the engine's commands and its game's and packs' (--all: every game's).
  const inGame = top && !top.all ? await gameInPlay(argv, io) : null;
  // The version needs no command; help and an unknown name need them all (to list them).
  const versionOnly = !name && argv.some((a) => a === '--version' || a === '-V');
  const wanted = versionOnly ? [] : inGame ? gameCommands(inGame) : name && hasCommand(name) ? [name] : Object.keys(commandLoaders());
  const prefer = inGame ?? (await preferredSystems(wanted, argv, io));
  const help = top !== null || argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help';
  // A system itself loads when a game plays it (src/engine/registry.ts loadSystems, where the state, the log or a
  // scenario is read) or when its command's action runs (sayWhoseAction); help and an unknown name list everything,
  // the players' view without a game is every system's (src/render/player.ts), and so are `note --step`'s choices
  // (every system's steps): the whole program (a batch, the REPL) and `note` load them all.
  const players = argv.includes('--player') || io.env.UMPIRE_VIEW === 'player';
  if (inGame) await loadSystems(inGame);
  else if (help || players || wanted.length > 1 || wanted.includes('note') || (name !== undefined && !hasCommand(name))) await loadAllSystems();
  for (const n of wanted) {
    const owner = commandSystem(n, prefer);
    const mod = await loadCommand(n, prefer);
    const before = program.commands.length;
    mod.register(program, io);
    for (const c of program.commands.slice(before)) {
      sayWhoseAction(c, c.name(), owner);
      if (owner?.optionHelp) inOwnWords(c, owner.optionHelp);
    }
  }
  program.commands.forEach((c) => c.exitOverride());
  keepAttributeNames(program);
  // Help in the user's language (--lang, --edition, UMPIRE_LANG, the game's), laid out for the terminal: only when help is asked for.
  if (help || argv.length === 1 && name === 'rules') {
    const lang = await errorLangStored(argv, io);
    const layout = await import('./render/help.js');
    const width = terminalWidth() ?? 80;
    layout.layoutHelp(program, width);
    if (top) {
      const shared = new Map<string, string>();
      if (!inGame) for (const c of program.commands) if (commandOwners(c.name()).length > 1) shared.set(c.name(), sharedHelp(lang, c.name()));
      const after = [...(inGame ? [t(lang, 'help.in-game', { systems: playsText(inGame, lang) })] : []), t(lang, 'help.umpire'), t(lang, 'help.more')];
      layout.groupCommands(program, { lang, owner: (n) => commandSystem(n, prefer), shared, after, width });
    }
    // Inside a game, the options' texts of its edition alone (GameSystem.editionHelp; issue 40 item 7).
    const stored = await peekStoredGame(argv, io);
    const owner = typeof stored?.system === 'string' ? systemEntry('game', stored.system) : undefined;
    if ((stored?.edition === 'en' || stored?.edition === 'fr') && owner?.editionHelp) inOwnEdition(program, await owner.editionHelp(stored.edition));
    if (lang !== 'en') (await import('./i18n/help.js')).localizeHelp(program, lang);
  }
  return program;
}

/** The game the state file holds, if it can be read and names a registered game (for its help). */
async function gameInPlay(argv: string[], io: Io): Promise<NonNullable<Preferred> | null> {
  const g = await peekStoredGame(argv, io);
  if (typeof g?.system !== 'string' || !systemEntry('game', g.system)) return null;
  const packs = Array.isArray(g.packs) ? g.packs.filter((p): p is string => typeof p === 'string' && systemEntry('pack', p) !== undefined) : [];
  return { system: g.system, packs };
}

/** What a game plays, said: its game, and its packs. */
function playsText(game: NonNullable<Preferred>, lang: Lang): string {
  const title = (kind: 'game' | 'pack', id: string) => t(lang, titleKey({ kind, id }));
  const g = title('game', game.system);
  return game.packs.length ? t(lang, 'help.game-with-packs', { game: g, packs: game.packs.map((p) => title('pack', p)).join(', ') }) : g;
}

/** A command several games share (`turn`), in the list of every game's: the catalogue's `help.shared.<name>`, with the games'. */
function sharedHelp(lang: Lang, name: string): string {
  const games = commandOwners(name).map((s) => t(lang, titleKey(s))).join(', ');
  return t(lang, `help.shared.${name}`, { games });
}

/** Every option text of the program that `words` gives in the game's edition, said so (GameSystem.editionHelp). */
function inOwnEdition(cmd: Command, words: Readonly<Record<string, string>>): void {
  if (Object.hasOwn(words, cmd.description())) cmd.description(words[cmd.description()]);
  for (const o of cmd.options) if (Object.hasOwn(words, o.description)) o.description = words[o.description];
  cmd.commands.forEach((c) => inOwnEdition(c, words));
}

/** A system's own words for the options its procedures share (GameSystem.optionHelp): `--player` in Intervention is the fog of war. */
function inOwnWords(cmd: Command, words: Readonly<Record<string, string>>): void {
  for (const o of cmd.options) if (o.long && Object.hasOwn(words, o.long)) o.description = words[o.long];
  for (const sub of cmd.commands) inOwnWords(sub, words);
}

/**
 * Whose command runs: its action first tells the registry, and the engine
 * refuses a command of another game when it opens the state
 * (src/engine/registry.ts checkCommandOn); a system's command loads its
 * system first (its messages: a lookup without a game). The action handler
 * itself is wrapped (not a commander hook), so a batch line read without
 * commander (src/commands/quick-parse.ts calls the handler) says it too.
 */
function sayWhoseAction(cmd: Command, name: string, owner: SystemEntry | null): void {
  const c = cmd as unknown as { _actionHandler: ((args: unknown[]) => unknown) | null };
  const run = c._actionHandler;
  if (run) {
    c._actionHandler = async (args) => {
      const before = setRunningCommand(name, owner);
      try {
        if (owner && !isLoaded(owner)) await loadSystem(owner.kind, owner.id);
        return await run.call(cmd, args);
      } finally {
        restoreRunningCommand(before);
      }
    };
  }
  for (const sub of cmd.commands) sayWhoseAction(sub, name, owner);
}

/**
 * Commander works each option's attribute name out again (camel case) several
 * times at every parse; a batch or the REPL parses thousands of lines with one
 * program. The name depends only on the option's flags, fixed when it is
 * defined, so each option keeps the one worked out now.
 */
function keepAttributeNames(cmd: Command): void {
  for (const o of cmd.options) {
    const name = o.attributeName();
    o.attributeName = () => name;
  }
  cmd.commands.forEach(keepAttributeNames);
}

/** An error message is one line, whatever the values it quotes hold. */
const oneLine = (s: string) => escapeControls(s.replace(/\s*[\r\n]+\s*/g, ' ').trim(), false);

/** Whether the program colours its output (as src/commands/common.ts useColor decides): else every colour code is the input's. */
function colours(io: Io): boolean {
  if (io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== '0') return true;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  return Boolean(io.stdout.isTTY) && io.env.TERM !== 'dumb';
}

/** Whether a command line holds nothing but `play`'s options (--lang L, --state F, --player). */
function sessionOptionsOnly(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--player' || /^--(lang|state)=./.test(a)) continue;
    if ((a === '--lang' || a === '--state') && i + 1 < argv.length && !argv[i + 1].startsWith('-')) {
      i += 1;
      continue;
    }
    return false;
  }
  return true;
}

/**
 * Runs one command line; returns the exit code. A command run inside another
 * (`odds rl --all`'s RL rolls, a session's lines) leaves the terminal width
 * as it found it, so that the outer command's tables still fit the terminal.
 */
export async function main(argv: string[], io: Io): Promise<number> {
  const width = terminalWidth();
  try {
    return await runMain(argv, io);
  } finally {
    setTerminalWidth(width);
  }
}

/**
 * The store's password never in what a command prints (issue 43 F9): every
 * write to stdout and stderr shows it as *** (a database named after it, a
 * driver's message quoting it), whatever the message.
 */
const MASKED = Symbol('masked');
function maskedIo(io: Io): Io {
  const url = storeUrl(io.env);
  // Once: a session (the REPL, serve's lines) runs main again on the io it was given.
  if (url === undefined || storePassword(url).length < 3 || (io.stderr as { [MASKED]?: string })[MASKED] === url) return io;
  const wrap = <S extends { write(s: string): unknown }>(stream: S): S => {
    // The stream's own write, as it is now (a writer patched on the stream later may call this one).
    const write = stream.write.bind(stream);
    const out = Object.create(stream) as S & { [MASKED]?: string };
    // Own properties (defineProperty): an assignment would reach a Proxy stream's set trap and replace the stream's own write.
    Object.defineProperty(out, 'write', { value: (s: string) => write(typeof s === 'string' ? maskPassword(s, url) : s) });
    Object.defineProperty(out, MASKED, { value: url });
    return out;
  };
  return { ...io, stdout: wrap(io.stdout), stderr: wrap(io.stderr), ...(io.rawStdout ? { rawStdout: wrap(io.rawStdout) } : {}) };
}

async function runMain(argv: string[], io: Io): Promise<number> {
  // A shell's completion script asking for the words that may follow (src/commands/completion.ts): no commander, no output fitting.
  if (argv[0] === '__complete') return (await import('./commands/completion.js')).completeWords(argv.slice(1), io);
  // --store and --umpire: every command's, taken into its environment (src/state/store-url.ts).
  try {
    // A password typed in --store stays in the process list (ps) while the command runs (log --follow, serve, play: hours): said once.
    const typed = passwordOnCommandLine(argv);
    const g = globalOptions(argv, io.env);
    if (g) {
      argv = g.argv;
      io = { ...io, argv: g.argv, env: g.env };
    }
    // Only a command that runs on (a short one's refusal stays one line).
    const long = argv.length === 0 || argv[0] === 'serve' || argv[0] === 'play' || (argv[0] === 'log' && argv.includes('--follow')) || sessionOptionsOnly(argv);
    if (typed && long) io.stderr.write(`umpire: ${t(errorLang(argv, io.env), 'warn.store-password-argv')}\n`);
    io = maskedIo(io);
  } catch (e) {
    if (!isUserError(e)) throw e;
    io.stderr.write(`umpire: ${oneLine(e.localized(errorLang(argv, io.env)))}\n`);
    return 2;
  }
  // No arguments: the REPL in a terminal, commands read line by line on a pipe.
  if (argv.length === 0) return (await import('./repl/session.js')).runSession(io, {});
  // Only the session's own options (`umpire --lang fr`, `umpire --state game.json --player`): the same session, as `umpire play` with them.
  if (sessionOptionsOnly(argv)) argv = ['play', ...argv];
  let program: Command | undefined;
  // Human output on a terminal fits its width (src/render/width.ts); machine output and pipes keep full lines.
  const machine = argv.includes('--json') || argv.some((a, i) => (a === '--format' && argv[i + 1] !== 'table') || (a.startsWith('--format=') && a !== '--format=table'));
  const columns = io.stdout.isTTY && !machine ? (io.stdout as { columns?: number }).columns : null;
  setTerminalWidth(columns);
  if (columns) {
    const raw = io.stdout;
    io = { ...io, rawStdout: io.rawStdout ?? raw, stdout: { isTTY: raw.isTTY, columns, write: (s: string) => raw.write(fitText(String(s))) } as Io['stdout'] };
  }
  // Messages on a terminal's stderr (refusals, errors, warnings) are wrapped at spaces to its width; a pipe's stay one line each.
  const errColumns = io.stderr.isTTY ? (io.stderr as { columns?: number }).columns : undefined;
  if (typeof errColumns === 'number' && errColumns >= 20) {
    const rawErr = io.stderr;
    io = { ...io, stderr: { isTTY: true, columns: errColumns, write: (s: string) => rawErr.write(fitText(String(s), errColumns)) } as Io['stderr'] };
  }
  // Human output of every command reaches the terminal only through escapeControls (src/render/safe.ts):
  // a name, note or label with escape sequences is shown, never obeyed. JSON escapes them itself.
  if (!argv.includes('--json')) {
    const inner = io.stdout;
    const keep = colours(io);
    io = { ...io, rawStdout: io.rawStdout ?? inner, stdout: { isTTY: inner.isTTY, columns: (inner as { columns?: number }).columns, escapes: true, write: (s: string) => inner.write(escapeControls(String(s), keep)) } as Io['stdout'] };
  }
  try {
    program = await buildProgram(argv, io);
    // The program's own help (`umpire --help`, `umpire help`, `--all`): printed here, whatever other options the line has (--state, --lang).
    if (topHelpOf(argv)) {
      program.outputHelp();
      return 0;
    }
    // In a terminal on a game, a procedure typed without its subject or a needed value asks for them first (src/prompts).
    if (io.stdin.isTTY && io.env.UMPIRE_NO_PROMPT === undefined) {
      const code = await (await import('./prompts/index.js')).guideFirst(argv, io, program, main);
      if (code !== null) return code;
    }
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      // In a terminal, a missing required argument is asked for (src/prompts).
      if (e.code === 'commander.missingArgument' && program && io.stdin.isTTY) {
        const guide = await import('./prompts/index.js');
        const code = guide.mayGuide(io) ? await guide.guideAndRun(argv, io, program, '', main) : null;
        if (code !== null) return code;
      }
      io.stderr.write(`umpire: ${oneLine(commanderMessage(e, await errorLangStored(argv, io)))}\n`);
      return 2;
    }
    if (isUserError(e)) {
      if (e.said) return 2;
      // In a terminal, a procedure lacking its facts asks for them (src/prompts).
      if (program && io.stdin.isTTY) {
        const guide = await import('./prompts/index.js');
        const missing = guide.missingOf(e);
        const code = missing !== null && guide.mayGuide(io) ? await guide.guideAndRun(argv, io, program, missing, main) : null;
        if (code !== null) return code;
      }
      const lang = e.lang ?? (await errorLangStored(argv, io, e.code));
      const rec = (e as { record?: unknown }).record;
      if (rec && argv.includes('--json')) io.stdout.write(`${JSON.stringify(rec)}\n`);
      const asked = optionIn(argv, '--lang');
      io.stderr.write(`umpire: ${oneLine(e.localized(asked === 'en' || asked === 'fr' ? asked : (e.lang ?? lang)))}\n`);
      return 2;
    }
    const err = e as Error;
    io.stderr.write(`umpire: internal error (a bug; please report it with the command you ran):\n${err?.stack ?? String(e)}\n`);
    return 1;
  }
}

setProgram({
  main,
  buildProgram,
  commanderMessage,
  commandNames: (game) => (game && systemEntry('game', game.system) ? gameCommands({ system: game.system, packs: [...game.packs] }) : Object.keys(commandLoaders())),
});

/** Runs the command line of this process (bin/umpire.js, npm run dev); returns the exit code. */
export async function runProcess(): Promise<number> {
  const argv = process.argv.slice(2);
  const lang = (): Lang => errorLang(argv, process.env);
  let failed = 0;
  // A closed pipe (`umpire log | head -1`): stop quietly, as Unix tools do.
  // Any other output failure (a full disk, a device error): one line, exit 2 (3 once the game was written).
  const onOutputError = (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') process.exit(failed || 0);
    if (failed) return;
    // The error may come after the command returned its code (a write is reported on the next tick).
    // Exit 2 says "nothing written": after a write to the game, exit 3 says it was (README, Output for scripts).
    const wrote = gameWritten();
    failed = wrote ? 3 : 2;
    process.exitCode = failed;
    const why = e.code === 'ENOSPC' ? t(lang(), 'err.p.io.enospc') : e.code === 'EACCES' || e.code === 'EPERM' ? t(lang(), 'err.p.io.eacces') : (e.code ?? e.message);
    try {
      stderr.write(`umpire: ${oneLine(t(lang(), wrote ? 'err.output-failed-written' : 'err.output-failed', { why }))}\n`);
    } catch {
      /* stderr is gone too */
    }
  };
  // Each standard stream is made when first used (src/process-io.ts), its error handler with it.
  const stdout = lazyStream(1, () => process.stdout.on('error', onOutputError), true);
  const stderr = lazyStream(2, () =>
    process.stderr.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(failed || 0);
    }),
  );
  const stdin = lazyStream(0, () => process.stdin);
  let cwd: string;
  try {
    cwd = process.cwd();
  } catch {
    stderr.write(`umpire: ${t(lang(), 'err.cwd-gone')}\n`);
    return 2;
  }
  const code = await main(argv, { stdout, stderr, stdin, env: process.env, cwd, argv });
  return failed || code;
}
