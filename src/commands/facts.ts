// One declarative description of a procedure's facts: its subjects (the
// arguments that name ids of the state), its values and its modifiers. The
// commander arguments and options are added from it (defineFacts), and the
// guided prompts (src/prompts/guide.ts) ask from the same description: the
// subject among the ids that can act now, each value the game needs as a pick
// list, the modifiers as a checklist showing what the state already knows,
// then the dice. Stateless-only options are never asked in a game.
import { Option, type Command } from 'commander';
import type { Game } from '../engine/system.js';
import { UserError } from '../errors.js';

/**
 * Most times one option may be given (U226): one per crowd, unit or building
 * a scenario can hold (U81). Far above any table's modifiers or shots; a
 * line repeating `--mod` forty thousand times is refused at once.
 */
export const MAX_REPEATS = 1000;

/**
 * A repeatable option's values, in order (commander's accumulator, called as
 * the option's own parser, so `this` is the option; here, not in common.ts,
 * which reaches facts through the prompts). Refused past MAX_REPEATS (U226).
 */
export function collect(this: { long?: string } | void, value: string, prev: string[] = []): string[] {
  if (prev.length >= MAX_REPEATS) throw new UserError('bad-option', { option: (this && this.long) || 'option', problemKey: 'err.p.too-many-repeats', max: MAX_REPEATS });
  return [...prev, value];
}
import type { Lang } from '../rules/types.js';

/**
 * What an option is to the guided flow:
 * - `value`: a fact asked in a game when `ask` says so (a pick list);
 * - `yes-no`: a flag asked as a yes/no question (`question`) in the order of
 *   the options, when `askWhen` holds: a precondition the umpire states (with
 *   `refuseIfNo`: "no" ends the procedure at once, in the rules' words) or a
 *   choice of the figures' own (over the crowd's heads); never on the checklist;
 * - `modifier`: a situational modifier, ticked on the checklist;
 * - `stateless`: only for a lookup without a game (never asked in one);
 * - `other`: given on the command line only (an alternative action, a record field).
 */
export type FactRole = 'value' | 'yes-no' | 'modifier' | 'stateless' | 'other';

export interface PickChoice {
  value: string;
  /** What the picker shows (the value when absent). */
  name?: string;
}

export interface FactArg {
  /** The argument's name (`crowd`, `unit`, `building`...). */
  name: string;
  description: string;
  /** The kind of ids of the state it names (the state key of one of the systems' IdKind: `crowds`). */
  kind: string;
  /** A new id may be named (a sniper's firing position): the picker offers "a new one". */
  allowNew?: boolean;
  /** Variadic (`[crowds...]`): the guide asks one, or a checklist when `list`. */
  variadic?: boolean;
  /** A variadic argument asked as a checklist of the ids that can act (at least one), given as one word `a,b`. */
  list?: boolean;
  /** With `list`: the ids ticked given as words of their own (`a b`, the command's `[crowds...]`), not as one word. */
  apart?: boolean;
  /**
   * A variadic argument whose order counts (an order of play): asked one pick
   * at a time among the ids that can act and are not yet chosen (canAct's
   * `before` holds the word so far), the last one taken without asking; given
   * as one word `a,b,c`. `question`: a message key given `n`, the place asked.
   */
  ordered?: { question: string };
  /**
   * The ids that can act now (a burning building, a crowd at RL 7-8 for
   * looting); `before` holds the subjects already chosen. All ids when absent.
   */
  canAct?: (game: Game, id: string, before: string[]) => boolean;
  /** Why none can act (what canAct asks, in words), said when none can: "no crowd can act now: only a crowd at RL 6-8 throws". */
  noneWhy?: (game: Game, lang: Lang) => string;
  /** What the picker shows beside the id (its state: fires, RL, status...; empty: nothing); `before` as canAct's. */
  label?: (game: Game, id: string, lang: Lang, before: string[]) => string;
  /** Not an id but a word of a list the game narrows (a figure's action, a prayer): the picker's choices instead of the ids of `kind`. */
  pick?: (game: Game, before: string[], lang: Lang) => PickChoice[];
}

export interface FactOption {
  /** Commander flags: `--weapon <weapon>`, `--charging`, `--start [n]`. */
  flags: string;
  description: string;
  role: FactRole;
  /** A fixed list of values (offered by the picker and Tab; `checked` lets commander refuse others, else the command checks them). */
  choices?: readonly string[];
  /** Commander checks `choices` itself (its own refusal message). */
  checked?: boolean;
  /** The value names an id of this kind in the state (offered by the picker). */
  ids?: string;
  /** Values computed from the game, the chosen subjects and the values answered before it (offered by the picker). */
  pick?: (game: Game, subjects: string[], lang: Lang, values?: Readonly<Record<string, string>>) => PickChoice[];
  /** Whether the guide asks this value in a game: `required`, or `optional` (with a "none" choice). */
  ask?: 'required' | 'optional';
  /** Ask only when this holds for the chosen subjects (e.g. --start on a building that does not burn); a modifier is on the checklist only then. */
  askWhen?: (game: Game, subjects: string[], given: ReadonlySet<string>, values?: Readonly<Record<string, string>>) => boolean;
  /** Options that, given, settle this value instead (`--distance` for `--range`). */
  unlessGiven?: string[];
  /**
   * A typed number's largest value on this game (a unit's fit figures for its
   * firers): the guide says it in the question and refuses more at the prompt,
   * so the umpire never answers what the command would then refuse. The
   * command keeps its own check; null where the game sets no bound.
   */
  most?: (game: Game, subjects: string[], values: Readonly<Record<string, string>>) => number | null;
  /**
   * An optional typed number's value when Enter leaves it out, where the state
   * knows it (the unit's fit figures, the whole crowd): the question says the
   * number ("[Enter: 12]") instead of "[Enter: default]". It must be the value
   * the command then takes; null where the state does not say.
   */
  enter?: (game: Game, subjects: string[], values: Readonly<Record<string, string>>, given: ReadonlySet<string>) => number | null;
  /** Commander's default value. */
  default?: string;
  /** Repeatable (collected into a list). */
  repeatable?: boolean;
  /**
   * A value asked once per figure an earlier answer aimed at, in its order (a shot's distance per `--at`, GU l.46):
   * the ids, one per repeat given; the guide asks each distinct one ("--distance (sam)") and gives the option once per
   * id. Absent: asked once.
   */
  /**
   * The command's own reading of a typed value (it throws the command's UserError): the guide refuses
   * at the prompt, in the command's words, a value the command would refuse (`abc` for a distance).
   */
  parse?: (value: string) => unknown;
  each?: (game: Game, subjects: string[], values: Readonly<Record<string, string>>) => string[];
  /**
   * Several values asked at once: `list` a checklist of the pick list, given
   * comma-separated (the figures within a zone); a number, that many picks,
   * each given as its own option (one per shot of Cd). A single pick when
   * absent or null.
   */
  many?: (game: Game, subjects: string[], values: Readonly<Record<string, string>>) => 'list' | number | null;
  /** A checklist's answer checked before it is taken (`many: 'list'`): true, or the reason to tick again (more than the credits pay). */
  check?: (game: Game, subjects: string[], ticked: readonly string[], lang: Lang, values: Readonly<Record<string, string>>) => true | string;
  /**
   * What the state already knows of this modifier for the chosen subjects:
   * a short text (shown ticked on the checklist, not asked), or null.
   */
  known?: (game: Game, subjects: string[]) => string | null;
  /**
   * A `yes-no` option's question: a message key of the catalogues, given
   * `subject` (the first subject) and each value answered so far by its long
   * name without dashes (`target` for `--target`).
   */
  question?: string;
  /**
   * A `yes-no` flag the state settles for the chosen subjects: the guide gives
   * it without asking (agent-melee's --unit-attacks for an agent that has
   * acted this turn: only the SF figure may attack it, R17).
   */
  suppliedWhen?: (game: Game, subjects: string[], given: ReadonlySet<string>, values?: Readonly<Record<string, string>>) => boolean;
  /** A `yes-no` precondition: why the procedure cannot go on when the answer is no (the rules' words), or null. */
  refuseIfNo?: (game: Game, subjects: string[], lang: Lang, values: Readonly<Record<string, string>>) => string | null;
  /**
   * After each value picked, how many of it (a unit's figures going in): the
   * question's message key (given `value` and `most`) and the most it may be.
   * A number typed is given as `value:n`; Enter takes them all (the value alone).
   */
  /** `enter`: the count Enter stands for (the value alone), when not the most (a RIOT unit type: one). */
  /** `words`: the value as the question names it (a RIOT type by its name, not its id). */
  amount?: { question: string; most: (game: Game, subjects: string[], value: string) => number; enter?: number; words?: (game: Game, value: string, lang: Lang) => string };
  /**
   * After each value picked, a word that qualifies it (the target's cover in
   * a shot): the question's message key (given `value`), the choices, and the
   * words of the first choice, taken with Enter, that adds nothing (`where it
   * stands`), and the message-key prefix of each choice's words. Another
   * choice is given as `value:choice`.
   */
  qualifier?: { question: string; choices: readonly string[]; none: string; words?: string };
  /**
   * In a checklist, after each value ticked, its partner picked from a list (a shot's target, a melee's defender): the
   * question's message key (given `value`) and the choices, given the values of the pairs made so far (`taken`: both
   * ends). The value becomes `value:partner`, before any qualifier. A checklist of every pair is as long as the two
   * sides multiplied (36 lines for six against six, issue 40 item 9); this asks one side, then one pick each.
   * `once`: a value is in one pair only (a melee), so one ticked that an earlier pick took is not asked again.
   */
  partner?: { question: string; once?: boolean; pick: (game: Game, subjects: string[], value: string, lang: Lang, taken: ReadonlySet<string>, values: Readonly<Record<string, string>>) => PickChoice[] };
}

export interface ProcedureFacts {
  args: FactArg[];
  options: FactOption[];
  /** Whether the resolution rolls dice for these answers (asked last); always when absent. */
  diceWhen?: (game: Game, subjects: string[], given: ReadonlySet<string>, values?: Readonly<Record<string, string>>) => boolean;
  /**
   * Cards the dice draw from a deck (RIOT's, U411): the dice question offers
   * "the card I drew" beside the die, one pick a card among the cards left
   * (`left`: in deck order, a copy each, by name), each picked given as
   * `option <id>`; `count`: how many cards the answers draw (none: not offered).
   */
  draw?: {
    option: string;
    count: (game: Game, subjects: string[], values: Readonly<Record<string, string>>) => number;
    left: (game: Game, subjects: string[], lang: Lang) => PickChoice[];
  };
}

const REGISTRY = new WeakMap<Command, ProcedureFacts>();

/** The long name of an option's flags (`--weapon <weapon>` -> `--weapon`). */
export function longOf(flags: string): string {
  return /--[a-z0-9-]+/i.exec(flags)?.[0] ?? flags;
}

/** Whether the option takes a value (`<v>` required or `[v]` optional). */
export function takesValue(flags: string): boolean {
  return /[<[]/.test(flags);
}

/** Adds the arguments and options of a procedure's facts to its command, and keeps the description for the guide. */
export function defineFacts(cmd: Command, facts: ProcedureFacts): Command {
  for (const a of facts.args) cmd.argument(a.variadic ? `[${a.name}...]` : `[${a.name}]`, a.description);
  for (const f of facts.options) {
    const o = new Option(f.flags, f.description);
    if (f.choices && f.checked) o.choices([...f.choices]);
    else if (f.choices) o.argChoices = [...f.choices];
    if (f.repeatable) o.argParser(collect);
    if (f.default !== undefined) o.default(f.default);
    cmd.addOption(o);
  }
  REGISTRY.set(cmd, facts);
  return cmd;
}

/** What an asked option's predicate may know besides the values typed: the game (null without one) and the subjects typed. */
export interface AskedContext {
  game: Game | null;
  positionals: readonly string[];
}

type AskedWhen = (values: Readonly<Record<string, string>>, ctx?: AskedContext) => boolean;
type AskedList = (game: Game, positionals: readonly string[], values: Readonly<Record<string, string>>, lang: Lang) => PickChoice[];

const ASKED = new WeakMap<Option, { when: AskedWhen; list?: AskedList; pick?: AskedList }>();

/**
 * Marks an option with a default that the guided questions still ask, when
 * `when` holds for the values given so far (Intervention's target cover: its
 * default, the open, is not the umpire's answer). A command without facts
 * (src/prompts/guide.ts asks it after the options its refusal named). With
 * `list`, the value is a checklist of the figures it gives (comma-separated;
 * none ticked: the option is left out). With `pick` instead, an optional
 * value without a default picked from the values it gives, after a "none"
 * choice that leaves the option out (Intervention's --exit, --by).
 */
export function askedOption(o: Option, when: AskedWhen = () => true, list?: AskedList, pick?: AskedList): Option {
  ASKED.set(o, { when, list, pick });
  return o;
}

/** The pick list of an optional asked option (askedOption's `pick`, "none" not included), or null when it has none. */
export function askedPick(o: Option, game: Game | null, positionals: readonly string[], values: Readonly<Record<string, string>>, lang: Lang): PickChoice[] | null {
  const pick = ASKED.get(o)?.pick;
  return pick && game ? pick(game, positionals, values, lang) : null;
}

/** Whether the guide asks this option (askedOption) for the values given so far. */
export function isAsked(o: Option, values: Readonly<Record<string, string>>, ctx?: AskedContext): boolean {
  return ASKED.get(o)?.when(values, ctx) ?? false;
}

/** Whether an option is asked by the guide at all (askedOption), whatever its predicate says of a given game. */
export function isAskedOption(o: Option): boolean {
  return ASKED.has(o);
}

/** The checklist of an asked option (askedOption's `list`), or null when it is asked as one value. */
export function askedList(o: Option, game: Game | null, positionals: readonly string[], values: Readonly<Record<string, string>>, lang: Lang): PickChoice[] | null {
  const list = ASKED.get(o)?.list;
  return list && game ? list(game, positionals, values, lang) : null;
}

type Applies = (game: Game, positionals: readonly string[], values: Readonly<Record<string, string>>) => boolean;
const APPLIES = new WeakMap<Option, Applies>();

/**
 * Marks a modifier of a command without facts that the guide's checklist
 * shows only where it applies for the game and the answers so far
 * (Intervention's --allow-reloading: only when a weapon of the shooter is
 * reloading). Typed, it is taken as ever.
 */
export function modifierWhen(o: Option, applies: Applies): Option {
  APPLIES.set(o, applies);
  return o;
}

/** Whether the checklist shows this modifier (modifierWhen) for the game and the answers so far; always without a game or a mark. */
export function modifierApplies(o: Option, game: Game | null, positionals: readonly string[], values: Readonly<Record<string, string>>): boolean {
  const applies = APPLIES.get(o);
  return !applies || !game || applies(game, positionals, values);
}

const DICE_FREE = new WeakSet<Command>();

/** Marks a command whose resolution never rolls (a trigger marked, an engine connected): the guide asks no dice of it. */
export function rollsNothing(cmd: Command): Command {
  DICE_FREE.add(cmd);
  return cmd;
}

/** Whether a command was marked as rolling nothing (rollsNothing). */
export function isDiceFree(cmd: Command): boolean {
  return DICE_FREE.has(cmd);
}

/** The facts description a command was built from, if any. */
export function factsOf(cmd: Command): ProcedureFacts | undefined {
  return REGISTRY.get(cmd);
}
