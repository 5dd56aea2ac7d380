// What a game or a pack registers with the engine (docs/packs.md): a plain
// value, as boardgame.io describes a game. The engine (dice, state store,
// log, transaction, undo/rebuild/verify, batch, REPL, odds, review, i18n,
// rendering) knows games only through this interface; it never imports one.
// src/games/index.ts is the one list of systems; src/cli.ts joins them to
// the engine.
//
// A system owns top-level keys of the game state (`game.crowds`, `game.agents`)
// and the scenario keys that fill them; every effect path of its procedures
// starts with one of its keys, so a log stays valid whatever else is laid over.
import type { Command } from 'commander';
import type * as v from 'valibot';
import type { RngState } from '../dice.js';
import type { Dice, Edition, Effect, Lang, Modifier, Resolution } from '../rules/types.js';
import type { Io } from './io.js';
import type { VerdictRow } from '../rules/verdict.js';

/** A command's module: adds its command(s) to the program. Loaded only when run (or for --help). */
export interface CommandModule {
  register(program: Command, io: Io): void;
}

/** Command name -> module loader. */
export type CommandLoaders = Record<string, () => Promise<CommandModule>>;

/** The part of the game state the engine itself keeps, whatever the game. */
export interface GameCore {
  title: string;
  edition: Edition;
  lang: Lang;
  turn: number;
  rng: { seed: string; state: RngState | null };
  /** The game system this state plays (`civil-disorder`, `guerilla-urbaine`). */
  system: string;
  /** The packs laid over it, in the scenario's order. */
  packs: string[];
  /** A system's slice version, when above 1 (GameSystem.state.version; migrations run from it). */
  versions?: Record<string, number>;
  /** Next number for generated ids, by kind (casualty, gas...). */
  counters: Record<string, number>;
  /** The scenario's map and where each piece stands (docs/map.md); absent: no map, every fact typed. */
  map?: import('../map/types.js').MapState;
}

/**
 * The slices of the games' states, as one open interface: each game declares
 * its own keys into it (`declare module '.../engine/system.js' { interface
 * GameSlices extends ... }`, Civil Disorder's in
 * src/state/civil-disorder/types.ts), so the engine's store, transaction and
 * review hand commands a game they can read without importing any game. A
 * game whose keys are absent from other games' states declares them optional.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameSlices {}

/** A game's state as the engine holds it: its core and the games' slices. */
export type Game = GameCore & GameSlices;

/** A scenario as the engine validates it: its own keys; each system adds its section's keys. */
export interface ScenarioCore {
  title: string;
  edition: Edition;
  lang: Lang;
  seed: string;
  /** The game (absent in scenarios logged before systems: the default game). */
  game?: string;
  /** The packs laid over the game. */
  packs?: string[];
  [key: string]: unknown;
}

/** A field path in a scenario (`crowds[0].id` is ['crowds', 0, 'id']). */
export type ScenarioPath = (string | number)[];

/**
 * The scenario reader a system's parser uses: each method reads one value at
 * a path, or throws exit 2 naming the file, line, column and field (with
 * what was expected and what was found, in the user's language).
 */
export interface ScenarioReader {
  /** Fails with `err.s.<key>` at the path (the system's own keys are in its catalogue). */
  fail(path: ScenarioPath, key: string, params?: Record<string, string | number>, atKey?: boolean): never;
  obj(v: unknown, path: ScenarioPath, fields: readonly string[]): Record<string, unknown>;
  list(v: unknown, path: ScenarioPath, optional?: boolean): unknown[];
  str(v: unknown, path: ScenarioPath, dflt?: string): string;
  id(v: unknown, path: ScenarioPath): string;
  int(v: unknown, path: ScenarioPath, min: number, max: number, dflt?: number): number;
  /** A finite number, whole or not (a map's measure). */
  num?(v: unknown, path: ScenarioPath, min: number, max: number, dflt?: number): number;
  bool(v: unknown, path: ScenarioPath, dflt: boolean): boolean;
  choice<T extends string>(v: unknown, path: ScenarioPath, choices: readonly T[], dflt?: T): T;
  ids(v: unknown, path: ScenarioPath): string[];
}

/** What a system's scenario parser is given. */
export interface ScenarioContext {
  V: ScenarioReader;
  edition: Edition;
  lang: Lang;
  /** The game's id and the packs' (a pack may read the game's section). */
  game: string;
  packs: readonly string[];
  /** The slices parsed so far (the game's first, then each pack's in order), by system id. */
  slices: Readonly<Record<string, Record<string, unknown>>>;
  /**
   * Claims an id for one thing of the scenario: ids are unique across the
   * whole scenario, every system's together, so a bare id names one thing.
   * A second claim of the same id fails at `path`, naming the first.
   */
  claimId(id: string, path: ScenarioPath): void;
}

/** One problem found in a state file: the field's dot path and the catalogue key and params saying what is wrong. */
export interface StateProblem {
  field: string;
  params: Record<string, string | number>;
}

/** What a turn hook may use: the game (already in the new turn), dice, and record. */
export interface TurnContext<G = GameCore> {
  game: G;
  lang: Lang;
  /** Fresh dice for one resolution (PRNG, or the umpire's entered values in order). */
  dice(): Dice;
  /** Applies a resolution's effects to the game and logs it (in the new turn, or in the turn just ended for a hook that `checksTurnEnded`). */
  record(res: Resolution): void;
}

/** Per-turn bookkeeping `next-turn` runs after advancing the turn; each resolution is its own log entry. */
export interface TurnHook<G = GameCore> {
  /** Stable name, shown in --help of next-turn. */
  name: string;
  /**
   * Its entries check the turn just ended (Intervention's mission, U184) and
   * are logged in it; every other hook's are the new turn's own bookkeeping
   * (at the start of the turn: looters leaving, a scratch patched up).
   */
  checksTurnEnded?: boolean;
  run(ctx: TurnContext<G>): void;
}

/** A system's part of the turn, loaded when `next-turn` runs. */
export interface TurnRules<G = GameCore> {
  /** Effects added to the turn advance itself (Civil Disorder: owed over-reaction tests lapse). */
  advance?(game: G): Effect[];
  /** What a side still owes as the turn ends (rolls carried over, tests lapsing), as notes of the turn advance, in `lang`. */
  owed?(game: G, lang: Lang): string[];
  /** Hooks in the order they run. */
  hooks: readonly TurnHook<G>[];
}

/**
 * A kind of ids the state holds (crowds, units, agents, figures): where a
 * command's argument or option names one, REPL completion offers the state's
 * ids of that kind and the guided prompts a pick list of them.
 */
export interface IdKind {
  /**
   * Where the game state keeps them by id: a top-level key (`crowds`) or a
   * dot path into a system's key (`riot.teams`, read by kindEntries), or
   * several joined by `|` (`riot.zones|riot.buildings`: either); also
   * the kind's name: the system's catalogue says `guide.which.<key>`
   * ("Which crowd?") and `guide.kind.<key>` ("crowd").
   */
  key: string;
  /** Words of an option's name, or of an argument's name and help text, that point at this kind (the first kind matching wins). */
  words: RegExp;
  /** What a pick list shows of an id after its name (a crowd's RL), from its entry in the state; nothing when absent or ''. */
  detail?(entry: Readonly<Record<string, unknown>>, lang: Lang, game?: GameCore): string;
  /**
   * The id's name as the players say it (a RIOT unit « Autonome 1 », U402): the pick list shows it, and the
   * detail, instead of the id (the id is still the value the line is typed with); absent: the id first.
   */
  name?(id: string, entry: Readonly<Record<string, unknown>>, game: GameCore, lang: Lang): string | undefined;
  /**
   * Whether a record's field named after the kind (`agent`, `team`) says who
   * a resolution was about: the log's Who column and its filters (default
   * true; false for a kind whose name records use for something else).
   */
  logSubject?: boolean;
  /**
   * Other fields of a record that name who acted as this kind, besides the
   * kind's own name (Intervention's `shooter`, `attacker`, `observer`: a
   * fighter): the log's Who column reads them (a plural `s` as well). The
   * aimed-at (`target`, `defender`) are not who acted.
   */
  logFields?: readonly string[];
  /**
   * An option aiming at ids of this kind (`--at`, `--target`): whether `id`
   * may be aimed at by the command's subjects (a fighter fires at the other
   * side, not at itself nor its own). The guided pick list offers only those;
   * all but the subjects themselves when absent. `procedure`: the command
   * aiming (a melee may reach what a shot may not: the bound hostage).
   */
  aimedAt?(game: Game, subjects: readonly string[], id: string, procedure?: string): boolean;
  /**
   * Whether `id` may be the subject of `procedure` now, for a command without
   * facts (src/commands/facts.ts has its own canAct): the guided pick list
   * offers only those, and says in one line when none is left. `given`: the
   * options typed (`--allow-second`). All when absent.
   */
  canAct?(game: Game, id: string, procedure: string, given: ReadonlySet<string>): boolean;
}

/**
 * What a system shows in `status` (src/commands/status.ts): the game's part
 * first (with its title line), then each pack's, each a block of text ending
 * in a newline (loaded lazily: import the renderer inside). A pack thus shows
 * in `status` without a command of its own.
 */
export interface StatusView {
  /** The umpire's status: its sections as text (tables from src/render/human.js), or '' for nothing now. */
  render(game: Game, lang: Lang, color: boolean): Promise<string> | string;
  /**
   * The players' view of it (`status --player`): only what the players may
   * know. Absent: a game shows its title line only, a pack nothing (what the
   * players may not know is hidden by default). `side` (a game with
   * GameSystem.sides): the view of that side's own page, with what it alone
   * may know (its hand, its hidden fighters); absent, the table's common view.
   */
  player?(game: Game, lang: Lang, color: boolean, side?: string): Promise<string> | string;
  /**
   * `status --brief`: one line each thing of its state that matters now (a
   * crowd in play, a unit owing a test, a building burning), short enough for
   * 80 columns, its sections' headings among them; [] for nothing now.
   * Absent: its full render.
   */
  brief?(game: Game, lang: Lang): Promise<string[]> | string[];
  /** `status --brief`'s title line, when the game's turn has its own name (a RIOT round); absent: "<title> · turn N". */
  briefTitle?(game: Game, lang: Lang): string;
  /**
   * What is owed or under way now, for the pending strip at each step of
   * `turn` and `status --pending` (src/render/status.ts pendingStrip): a few
   * words each ("RL rolls owed: market, church", "fires: pub 2"), [] for none.
   */
  pending?(game: Game, lang: Lang): Promise<string[]> | string[];
  /** Values it adds to `status --json` beside the state (under `derived.<system id>`): what a reader would otherwise compute. */
  json?(game: Game): Record<string, unknown>;
  /** The scenario's briefing for the players (`status --briefing`, the report), or null when it gives none. */
  briefing?(game: Game): string | null;
}

/** How the players are told a procedure's resolution (PlayersView.procedure). */
export interface PlayerTold {
  /** Not at all: the players' view says only that the umpire resolved something (`player.unseen`). */
  unseen?: boolean;
  /** The procedure's name as the players read it (default: its catalogue name, `<procedure>.procedure`). */
  name?: string;
  /** Its dice and modifiers are in the players' rulebook: shown (scrubbed), and its --odds too. */
  table: boolean;
}

/**
 * What a system lets the players see (`--player`, the REPL's player view;
 * src/render/player.ts). Asked of the game's packs first, then of the game
 * (without a game: of the running command's system, else of every one);
 * the first that answers says. Whatever no system answers for: the outcome
 * text, scrubbed, and no dice.
 */
export interface PlayersView {
  /** How the players are told a procedure (undefined: not its to say). */
  procedure?(procedure: string, edition: Edition, lang: Lang): PlayerTold | undefined;
  /** What they are told of a resolution instead of its outcome text (undefined: the outcome text, scrubbed). `scrub` is every system's. */
  lines?(r: Resolution, game: Game | null, lang: Lang, scrub: (text: string) => string, side?: string): string[] | undefined;
  /** A text as the players may read it: ids that tell too much replaced by names, words they may not know taken out. Every system's applies, packs' first. `side`: as that side's own page reads it (GameSystem.sides). */
  scrub?(text: string, game: Game | null, lang: Lang, side?: string): string;
  /** The record fields that name its subjects (`crowd`, `unit`...), shown in a resolution's head line. */
  subjectKeys?: readonly string[];
  /** How the players name a subject of this kind (a record field: `crowd`) and id; undefined: not its kind. */
  subject?(kind: string, id: string, game: Game | null, lang: Lang): string | undefined;
  /**
   * What the players may know of its state slice, as plain data (`status
   * --json --player`, `assaults --json --player`...): the same things its
   * `status.player` shows, keyed as it likes (no id that tells too much, U74).
   * Absent: none of its keys appear in the players' JSON (hidden by default).
   */
  state?(game: Game, lang: Lang, side?: string): Record<string, unknown>;
}

/** One side of the table that sees a page of its own (GameSystem.sides). */
export interface TableSide {
  /** Its id in the game (a RIOT team, an Intervention side): stable, the page's address names it. */
  id: string;
  /** Its name as the players read it. */
  name: string;
}

/** What a REPL session offers after a command: lines to print, and the next line typed in for the umpire to complete. */
export interface ReplNext {
  lines?: string[];
  suggestion?: string;
}

/** A section of the turn sheet a system adds: a title and its lines, a few words each (80 columns). */
export interface SheetSection {
  /** Stable kebab-case id (`status --turn --json`, the board's block). */
  id: string;
  title: string;
  lines: string[];
}

/**
 * What a system says on the turn sheet (`status --turn`): what was done this
 * turn, read from the log's entries in force of the turn (the truth), the
 * state only for what stands now (looters carrying).
 */
export interface TurnSheetView {
  /** Its words for one of its resolutions on the line of a subject ("RL 5 → 6, 3\""); undefined: the outcome code. */
  said?(record: Readonly<Record<string, unknown>>, lang: Lang): string | undefined;
  /** Its own sections: what no subject's line says (characters' actions, looters carrying). */
  sections?(game: Game, entries: readonly EntryView[], lang: Lang): SheetSection[] | Promise<SheetSection[]>;
}

/**
 * A system's part of `summary` and the report (GameSystem.summary): what it
 * read from the log, as data and as its sections rendered.
 */
export interface SummaryPart {
  /** Its sections' ids, in order (stable kebab-case: `summary --json` lists them in `sections`, the report's <section id>). */
  sections: readonly string[];
  /** Its data, added to `summary --json` at the top level under keys of its own (never the engine's). */
  data: Readonly<Record<string, unknown>>;
  /** Its sections as terminal text, each opened by a blank line and its title. */
  text(lang: Lang, th: import('../render/table.js').Theme): string[];
  /** Its sections in the report page (HTML, each a <section>; src/review/html.ts exports the page's helpers). */
  html(lang: Lang): string[];
}

/** What a summary collector reads of a log line (src/state/log.ts's LogEntry has these and more; named here so that the engine's types import no module that imports them). */
export interface SummaryEntry {
  seq: number;
  kind: 'init' | 'resolution' | 'undo';
  turn: number;
  argv?: string[];
  record?: Resolution;
}

/**
 * What reads the log for a system's summary sections: told of every entry
 * after init (the game as it stood before and after it; `counted` a
 * resolution in force, not undone), then asked for its part on the final game.
 */
export interface SummaryCollector {
  before?(entry: SummaryEntry, game: Game): void;
  after(entry: SummaryEntry, game: Game, counted: boolean): void;
  /** Its part, from the game at the end; `turns` the last turn reached. */
  finish(game: Game, turns: number): SummaryPart;
}

/** A system's summary reader: from the game at the start (a copy: read only) and the scenario as validated, a collector for one log. */
export type SummaryReader = (initial: Game, scenario: ScenarioCore) => SummaryCollector;

/** A message catalogue: key -> text with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * An odds subcommand a system registers (`umpire odds burn <building> --turns
 * N`, `umpire odds rl --all`): a forecast or a sweep that a procedure's own
 * `--odds` does not give. Asked for by the procedure's name after `odds` and
 * the option that selects it.
 */
export interface OddsSubcommand {
  /** The procedure it belongs to (a command of the system: `burn`, `rl-roll`). */
  procedure: string;
  /** The option that selects it (`--turns`, `--all`). */
  flag: string;
  /** The catalogue key of the problem said when the option comes with another procedure (exit 2); absent: the option goes to that procedure as given. */
  strayKey?: string;
  /** Its module, loaded when it runs or `odds --help` is asked (the system's messages loaded first). */
  load(): Promise<OddsSubcommandModule>;
}

/** What an odds subcommand's module gives the engine's `odds` command. */
export interface OddsSubcommandModule {
  /** Runs it: `args` the words after the procedure's name (the selecting option included, `--all` left out). Exit 2 by a UserError. */
  run(io: Io, args: string[]): Promise<void>;
  /** Its line(s) of `odds --help`, in `lang`. */
  usage(lang: Lang): string;
}

/** A game system (`kind: 'game'`) or a pack laid over one (`kind: 'pack'`). */
/** A log entry as the systems' hooks read it (src/state/log.ts's LogEntry has these fields and more). */
export interface EntryView {
  seq: number;
  /** Seq of the first entry the same command wrote (its `next-turn` entry for the bookkeeping it ran). */
  cmd?: number;
  kind: string;
  turn: number;
  undoes?: readonly number[];
  record?: unknown;
}

export interface GameSystem {
  /** Stable kebab-case id: the scenario's `game:` or `packs:` names it; the state keeps it. */
  id: string;
  kind: 'game' | 'pack';
  /** Its name as a person reads it, per language (said in messages: "a command of Guérilla Urbaine"). */
  title: Record<Lang, string>;
  /** A pack: the games it may be laid over. */
  over?: readonly string[];
  /** A game: its printed editions (default: English only). A scenario's `edition` must be one. */
  editions?: readonly Edition[];
  /** Its procedures roll no dice at all (Intervention, U177): the guided prompts ask for none and offer no --odds. */
  rollsNoDice?: boolean;
  /** Its commands (the engine's are always there); a name may be shared with another game, never with the engine. */
  commands: CommandLoaders;
  /**
   * The help of the options every procedure shares (`--player`...) in its own
   * words, by long flag (English; the French in src/i18n/help-fr.ts): its
   * commands' help says them instead of Civil Disorder's (src/render/help.ts).
   */
  optionHelp?: Readonly<Record<string, string>>;
  /**
   * Inside a game, its options' help for the game's edition alone (issue 40
   * item 7): the English texts that give every edition's numbers, each to the
   * edition's own (their French in src/i18n/help-fr.ts). Loaded only for help.
   */
  editionHelp?: (edition: Edition) => Promise<Readonly<Record<string, string>>>;
  /** Its odds subcommands by name (in its entry: `odds` finds them without loading the system), listed by `odds --help`. */
  odds?: Readonly<Record<string, OddsSubcommand>>;
  /** Its scenario section: the top-level keys it reads, and the parser that validates them into its slice. */
  scenario: {
    keys: readonly string[];
    parse(top: Record<string, unknown>, ctx: ScenarioContext): Record<string, unknown>;
  };
  /** Its state slice: the top-level keys of `game` it owns, how they start, their schema, checks and migrations. */
  state: {
    keys: readonly string[];
    /** The slice at the start of the game, from what `scenario.parse` returned. */
    initial(slice: Record<string, unknown>, scenario: ScenarioCore): Record<string, unknown>;
    /** Valibot schema of each key it owns (src/state/schema.ts checks a state file against them). */
    schema: Record<string, v.GenericSchema>;
    /** What the types cannot say (an id named elsewhere exists): the first problem, or null. */
    check?(game: GameCore): StateProblem | null;
    /** The slice's version (default 1); kept in `game.versions` when above 1. */
    version?: number;
    /** Migrations of its slice, keyed by the version they upgrade FROM; each changes `game` in place. */
    migrations?: Readonly<Record<number, (game: Record<string, unknown>) => void>>;
  };
  /**
   * Effects it adds to every procedure's resolution recorded on its game, as
   * the rules tie procedures together (Civil Disorder: the crowds a procedure
   * acted on owe an RL roll, U54); a pack adds its own to the game's
   * procedures this way, without them knowing it.
   */
  afterResolution?(res: Resolution, game: Game): Effect[];
  /**
   * Labelled modifiers it adds to a procedure of its game (a pack's penalty:
   * "television crews: every negotiation -1 for three turns"), asked where
   * the command gathers the facts (src/commands/common.ts runProcedure, the
   * resolution and --odds alike) so the rule stays pure and the modifier
   * shows like any other in the rolls, --json and --odds. `facts` are the
   * procedure's as gathered (its subject ids: `crowdId`, `unitId`...). Each
   * modifier's `key` is stable (`riot-opinion.tv-crews`), its label in `lang`.
   * Only a procedure whose rule takes them may get any (ProcedureSpec.takesModifiers;
   * docs/packs.md lists them): another is a bug, said at once.
   */
  modifiers?(procedure: string, facts: Readonly<Record<string, unknown>>, game: Game, lang: Lang): Modifier[];
  /**
   * A refusal it makes of a procedure of its game, as the rules refuse
   * ("political order: no CS gas until turn 4"): the reason in `lang`, or
   * null. Asked before the rule runs; exit 2, one line, nothing written.
   */
  refuses?(procedure: string, facts: Readonly<Record<string, unknown>>, game: Game, lang: Lang): string | null;
  /**
   * What of `refuses` the state knows before the procedure's facts are asked
   * (a ban on the procedure in force): the reason in `lang`, or null. `values`
   * holds the answers given so far by option (`--kind` for gas: a ban on one
   * kind lets the other through), so that the guided questions refuse before
   * the first question and offer only the values not forbidden.
   */
  vetoes?(procedure: string, game: Game, lang: Lang, values: Readonly<Record<string, string>>): string | null;
  /**
   * Its rows of the verdict at the end of `summary` and the report (U105):
   * its conditions, the figures the game reached and whether each is met,
   * failed, still open or decides the game (src/rules/verdict.ts combines the
   * rows of the game and its packs). Absent: it sets no condition.
   */
  verdict?(game: Game, lang: Lang): VerdictRow[];
  /**
   * Its sections of `summary` and the report (src/review/summary.ts), loaded
   * when a summary is made: a reader of the log that returns their data
   * (`summary --json`) and how to render them (text and the report page).
   * The engine's own (the title, the resolutions by procedure, the dice's
   * fairness, the briefing, the verdict) are always there; the game's
   * sections come first, then each pack's. Absent: it adds none.
   */
  summary?(): Promise<SummaryReader>;
  /** Its per-turn bookkeeping: the hooks' names (for --help) and the rules, loaded when a turn advances. */
  turn?: { hookNames: readonly string[]; load(): Promise<TurnRules> };
  /**
   * Its own wording of a change of its state (an effect at a path under one
   * of its `state.keys`), as the umpire reads it under a resolution and in
   * the report: "police: credits 12 → 9". Undefined: the engine's line
   * (src/render/human.ts effectText). `game`, when the caller has it: the
   * game's state, to name its ids (a RIOT unit « Autonome 1 », U402).
   */
  changeText?(e: Effect, lang: Lang, game?: GameCore | null): string | undefined;
  /** The kinds of ids its state slice holds, for completion and the guided prompts (the game's first, then each pack's). */
  idKinds?: readonly IdKind[];
  /** What the players may see of its procedures' resolutions and texts (the players' view). */
  players?: PlayersView;
  /**
   * Its outcomes said again in the language asked, by procedure, from a
   * record's code and data alone, no rule run (the umpire's `log --lang`,
   * src/review/outcome-words.ts; issue 40 item 7); undefined where the record
   * does not say enough, and the stored text stands.
   */
  outcomeWords?: Readonly<Record<string, (record: Readonly<Record<string, unknown>>, lang: Lang) => string | undefined>>;
  /**
   * Its odds composers by procedure (src/odds/composers.ts): procedures whose
   * dice sequences are too many to enumerate (many firers, melee bouts, a
   * grenade over a crowd) composed step by step, exactly. Loaded when odds are asked.
   */
  oddsComposers?(): Promise<Readonly<Record<string, import('../odds/types.js').Composer>>>;
  /** The steps of its turn a `note` may belong to (`--step`; `other` is the engine's); its catalogue says `note.step.<step>`. */
  noteSteps?: readonly string[];
  /**
   * Where the turn stands in its sequence of play, read from the log, as the
   * players' screen heads it (`umpire serve`: "4. Resolution of firing,
   * fights and negotiations"); null or absent: the screen shows the turn alone.
   */
  sequenceStep?(entries: readonly EntryView[], game: Game, lang: Lang): string | null;
  /**
   * The REPL session (`play`): after a command of the session succeeded
   * (`command` its name, `args` the words after it), what the rules call
   * for next (Civil Disorder: `fire --unit` after "open fire", U67), read
   * from the game as it is now. Asked of the game, then each pack; the last
   * suggestion wins.
   */
  repl?: {
    after?(command: string, args: readonly string[], game: Game, lang: Lang, o: { player: boolean }): Promise<ReplNext | null> | ReplNext | null;
    /** A few words the prompt adds after the turn (Intervention: whose activation it is), or ''; sync, from the game as it is. */
    prompt?(game: Game, lang: Lang): string;
  };
  /** What it shows in `status` (and `status --player`, `status --json`). */
  status?: StatusView;
  /**
   * The turn clock under the game's own rule (a scenario's `clock: rules`,
   * src/rules/clock.ts, U320): each player's minutes this turn, named (a
   * side's), from the game as it stands. Absent: the game has no such rule
   * and a scenario may give only minutes.
   */
  clock?(game: Game, lang: Lang): { label: string; minutes: number }[];
  /** Its lines of the turn sheet (`status --turn`, the board's block; src/review/turn-sheet.ts). */
  sheet?: TurnSheetView;
  /**
   * A game of several sides that each know things the others may not (RIOT's
   * teams and their hands, Intervention's sides and their hidden fighters):
   * the sides, each of which `umpire serve` gives its own players' page
   * behind its own token (docs/serve.md "A page per side"). What a side may
   * know is this system's to say, through the `side` its players' view
   * hooks are given (status.player, players.lines, scrub, state,
   * map.pieces). Absent: one players' page for everyone.
   */
  sides?(game: Game, lang: Lang): TableSide[];
  /**
   * Its message catalogues per language, src/i18n/<id>/{en,fr}.ts (looked up by
   * src/i18n/index.ts after the engine's own); a list when it has several (a
   * game and a pack of the same name share one).
   */
  messages?: Partial<Record<Lang, Catalogue | readonly Catalogue[]>>;
  /** One line saying what a new game holds (`init`'s summary). */
  describe?(game: GameCore, lang: Lang): string;
  /** Its documentation and rulings, from the repository's root (docs/packs.md lists where each thing goes). */
  docs?: readonly string[];
  /**
   * What of its state stands on the map (docs/map.md): its pieces now (a
   * crowd, a unit, a figure), with what the picture shows and what the
   * players may not see. The engine keeps their positions. Absent: nothing
   * of it is placed.
   */
  map?: {
    /** `side`: the pieces as that side's own page sees them (its own hidden ones not hidden); absent, the table's common view. */
    pieces(game: Game, lang: Lang, side?: string): import('../map/types.js').MapPiece[];
    /**
     * The moves its rules decide from what the log already says (a crowd's
     * RL movement with its dice rolled, a defender pushed back), each from a
     * pure function of the resolution's record and the positions
     * (docs/map.md "Moves the program proposes"): `entries` are the log's
     * entries in force of the current turn, oldest first. The engine's
     * `moves` lists those not yet made (no later entry moved the piece) and
     * runs the accepted ones as `move` entries. Absent: it proposes none.
     * May be async: it loads its rules (and the geometry) only when asked.
     */
    proposals?(game: Game, entries: readonly EntryView[], lang: Lang): import('../map/types.js').MoveProposal[] | Promise<import('../map/types.js').MoveProposal[]>;
  };
  /**
   * Which option of which of its procedures a map fact fills (docs/map.md,
   * "Rules that read the map"; U251): procedure -> long option -> fact (a
   * distance from which piece to which, sight, contact, inside a cloud, the
   * nearest), each citing its rule line in each edition. Loaded only on a game
   * with a map (src/map/facts.ts reads it where a procedure's facts are
   * gathered, --odds and the guided prompts alike). Absent: every fact typed.
   */
  mapFacts?(): Promise<MapFactTable>;
}


// --- The rules read the map: a game's table of facts (src/map/facts.ts applies it; docs/map.md) ---

/**
 * A piece a fact reads: the command's subject (its n-th argument; a list
 * `a,b` gives its first), the id an option names (its first), or every id of
 * a kind in the state (`units`: the SF), narrowed by `where`.
 */
export type PieceRef = { subject: number } | { option: string } | { kind: string; where?: (game: Game, id: string, from: string, c: FactContext) => boolean };

/** The options given so far by long name (`--weapon` -> `hose`; a flag `true`; a repeated option its list). */
export type FactValues = Readonly<Record<string, unknown>>;

/** What a fact's functions are given: the game, its edition, the subjects and the options given so far. */
export interface FactContext {
  game: Game;
  edition: Edition;
  subjects: readonly string[];
  values: FactValues;
}

/** What the map read for one fact. */
export interface Reading {
  /** The piece measured from. */
  from: string;
  /** The pieces it bears on: the one measured to; for a set, those in sight / within the limit / the nearest. */
  to: string[];
  /** How far to the (nearest) piece, in the map's unit (edge to edge with `radius`); null for sight, and for `within` with none within. */
  distance: number | null;
  /** sight: a piece of `to` is in clear sight; contact / inside: one is within the limit; distance / nearest: true. */
  yes: boolean;
}

/** One fact of a procedure: which option the map fills, from what, and how (one entry of GameSystem.mapFacts). */
export interface MapFact {
  /**
   * `distance` (a number option), `sight` (clear or blocked), `contact` /
   * `inside` (within a limit, a base or a cloud's radius), `nearest` (an id),
   * `within` (every piece of a set within the limit: a list or a count; every
   * one must be read, else it asks), `scenery` (the piece `from` within the
   * limit of an outline `scenery` keeps: GU's Camouflage beside a wall; `to`
   * is not read), `cover` (which pieces of `to`, or of `each`, are hidden by
   * more than `coverShare` of their height behind a low outline, as the eye
   * of `from` sees them: a list), `sector` (which pieces of `to` have `from`
   * within their sector of view, `sector` degrees either side of the facing
   * the map keeps: Intervention's watch sector, l.270), `shelter` (the cover what stands near the
   * target `to` gives it against `from`, as the game's `shelter` says:
   * Intervention's open, light or hard, l.164-208).
   */
  fact: 'distance' | 'sight' | 'contact' | 'inside' | 'nearest' | 'within' | 'scenery' | 'cover' | 'sector' | 'shelter';
  from: PieceRef;
  to: PieceRef;
  /** The unit the rule's numbers are in, per edition: the map is read only in it (a map in another unit leaves the fact typed). */
  unit: Partial<Record<Edition, import('../map/types.js').MapUnit>>;
  /**
   * The text's limits this reading is compared with (U252), in the unit: a
   * weapon's range, the baton gun's close range, the voice's; for contact and
   * inside the first is the reach (a cloud's radius). [] for sight.
   */
  limits(c: FactContext): readonly number[];
  /** The option's value from the reading: a string for a value option, true for a flag given, null for the option left out. */
  value(r: Reading, c: FactContext): string | true | null;
  /** The reading in words: the last part of a message key `map.says.<code>` (`close`), or null. */
  says?(r: Reading, c: FactContext): string | null;
  /** The rule's line in each edition it applies to (`EN l.211`, `FR l.306`); an edition absent: not read from the map there. */
  line: Partial<Record<Edition, string>>;
  /** Whether it applies to the values given (gas: not with --into); always when absent. */
  when?(c: FactContext): boolean;
  /** `cover`: the share of a piece's height an outline must hide for it to count (GU l.37 "plus de 50 %": 0.5). */
  coverShare?: number;
  /** `sector`: the sector's half-angle, degrees either side of a piece's facing (Intervention l.270: a ruling, U420). */
  sector?(c: FactContext): number;
  /**
   * `shelter`: how far before the target an outline the line crosses still covers it (`reach`), and the option's value
   * from the outlines within it and the areas either piece stands in (`read`, src/map/view.ts ShelterReading).
   */
  shelter?: { reach(c: FactContext): number; read(c: FactContext, r: import('../map/types.js').ShelterReading, eye: number): ShelterVerdict };
  /** `scenery`: the map's outlines that count (GU l.215: scenery of at least half a figure's volume). */
  scenery?(c: FactContext, o: import('../map/types.js').Outline, eye: number): boolean;
  /**
   * A `distance` read once per piece aimed at (GU l.46: each shot its own target, its own distance): the ids, one per
   * value the option takes, in order (a piece named twice, twice). The option, repeatable, is filled with one value
   * each; every one must be read, else it asks. Absent: one reading, to the first piece `to` names.
   */
  each?(c: FactContext): string[];
  /**
   * Whether the piece measured from moved on the table since the map saw it, in the same call (GU's `--first move`,
   * U401): read as a stale position is (U250, U263), never from where the map holds it.
   */
  moved?(c: FactContext): boolean;
  /**
   * How far a piece reaches round its point (a crowd's figures, U330): the
   * measure is then from edge to edge, each piece's reach taken off (never
   * below 0). Absent: point to point.
   */
  radius?(c: FactContext, id: string): number;
  /**
   * Whether a reading the map cannot make (stale, too near) is asked (exit 2
   * naming the option) or left as typed with a note (U263). Absent: asked for
   * `distance`, `nearest` and `within`; left for the yes-or-no facts. A count
   * the state already knows (crowd adjacency, U331) is left.
   */
  asks?: boolean;
  /**
   * The figures that block a sight line (GU l.40 "ne peut tirer à travers une
   * figurine"): which pieces stand, and a base's radius in the unit; the two
   * pieces measured never block. Absent: only the outlines block.
   */
  figures?(c: FactContext): { ids: readonly string[]; radius: number };
}

/**
 * What a game reads of the cover near a target (MapFact.shelter): the option's value (null: left out) and its words
 * (`map.says.<says>`), with a limit of its own the reading is measured against (a wood's depth: asked within the
 * tolerance, U252); or that the map cannot say and the table must (`choice`: the text's line and why, `map.says.<says>`).
 */
export type ShelterVerdict = { value: string | true | null; says: string; near?: { distance: number; limit: number } } | { choice: { line: string; says: string } };

/** A game's table: procedure -> long option -> fact (GameSystem.mapFacts). */
export type MapFactTable = Readonly<Record<string, Readonly<Record<string, MapFact>>>>;

/** The entries of an id kind in a game (IdKind.key: a top-level key or a dot path), by id; {} when absent or not a map. */
export function kindEntries(game: Game, key: string): Record<string, Record<string, unknown>> {
  // A kind over several keys (`riot.zones|riot.buildings`: a place is a zone's street or a building): their entries together.
  if (key.includes('|')) return Object.assign(Object.create(null), ...key.split('|').map((k) => kindEntries(game, k))) as Record<string, Record<string, unknown>>;
  let at: unknown = game;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, part)) return {};
    at = (at as Record<string, unknown>)[part];
  }
  return at !== null && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, Record<string, unknown>>) : {};
}
