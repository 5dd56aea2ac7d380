// The shapes every rules procedure shares: dice rolls, modifiers, outcomes,
// state effects and the resolution record. Plain data only.

/** Which printed edition's numbers apply: the English original or the French Émeutes. */
export type Edition = 'en' | 'fr';
/** Output language (R14): defaults to the edition's own. */
export type Lang = 'en' | 'fr';

export const EDITIONS: readonly Edition[] = ['en', 'fr'];
export const LANGS: readonly Lang[] = ['en', 'fr'];

/**
 * The dice this game uses (1d3 for bricks and bottles, 1d6, 1d10 for melee),
 * and any dM of the umpire's free roll (`umpire roll`, U60).
 */
export type DieName = 'd3' | 'd6' | 'd10' | `d${number}`;
export const DIE_SIDES: Record<'d3' | 'd6' | 'd10', number> = { d3: 3, d6: 6, d10: 10 };

/** The number of sides of a die named `dM`. */
export function dieSides(die: DieName): number {
  if (die in DIE_SIDES) return DIE_SIDES[die as keyof typeof DIE_SIDES];
  return Number(die.slice(1));
}

/** One die as rolled or entered; kept even when it changed nothing. */
export interface Roll {
  die: DieName;
  value: number;
  source: 'rng' | 'entered';
  /** What the die was for, in the output language ("RL roll", "movement"). */
  label: string;
}

/** A named modifier added to a roll. `key` is stable across languages. */
export interface Modifier {
  key: string;
  label: string;
  value: number;
}

/**
 * A score a die must reach (Guérilla Urbaine's T and C: "un seuil à
 * atteindre"): its base, every modifier to it, labelled, and what they come
 * to, `value` = base + the modifiers' sum. The table shows these rows
 * instead of adding the modifiers to the die.
 */
export interface ThresholdBlock {
  /** What the threshold is for ("to hit brute", "parry"). */
  label: string;
  base: { label: string; value: number };
  modifiers: Modifier[];
  value: number;
}

/**
 * The facts field that carries the labelled modifiers a game's systems add
 * to a procedure (GameSystem.modifiers: a pack's penalty, "every negotiation
 * -1"), put there by the command that gathers the facts (runProcedure). A
 * rule that takes them lists them after its own and adds them to its total;
 * its command says so (ProcedureSpec.takesModifiers).
 */
export interface SystemModifiers {
  systemModifiers?: readonly Modifier[];
}

/** The outcome of a resolution: a stable kebab-case code and its text. */
export interface Outcome {
  code: string;
  text: string;
}

/**
 * A change to the state, addressed by a dot path into the state
 * (`crowds.c1.rl`). Rules emit `set`, `add` and `del`; applying them fills in
 * `prev` so that the log can show and undo the change.
 */
export type Effect =
  | { op: 'set'; path: string; value: unknown; prev?: unknown }
  | { op: 'add'; path: string; value: number; prev?: number }
  | { op: 'del'; path: string; prev?: unknown };

/** What every procedure returns. Procedures add their own fields. */
export interface Resolution {
  procedure: string;
  edition: Edition;
  rolls: Roll[];
  modifiers: Modifier[];
  total: number | null;
  outcome: Outcome;
  /** State changes; empty for a stateless lookup or a refusal. */
  effects: Effect[];
  /** Extra lines for the reader (what the crowd now does, ranges, reminders). */
  notes: string[];
  /** Set when the rules refuse the action: nothing is written. */
  /**
   * Set when the rules refuse the action: nothing is written. `onDice`: refused on the dice alone, never on the
   * facts (a tie rolled again past the most re-rolls): the odds' probe (every die a 1) may come to it, and the
   * odds are still composed.
   */
  refused?: { reason: string; onDice?: boolean };
  /** Scores the dice are compared with, each with its base and modifiers: shown instead of `modifiers` and a total. */
  thresholds?: ThresholdBlock[];
  [field: string]: unknown;
}

/** Source of dice for a rule: rolled by the program or entered from the table. */
export interface Dice {
  /** Roll (or take the next entered value of) one die. */
  roll(die: DieName, label: string): number;
  /**
   * Like roll, but when the umpire entered dice and gave no value for this one,
   * returns null instead of failing: the roll is left to the table (used for
   * movement dice, which the umpire may roll by hand on the spot).
   */
  rollOptional(die: DieName, label: string): number | null;
  /** The dice used so far, in order. */
  readonly rolls: Roll[];
  /**
   * What the dice so far have settled, in the output language ("RL 6: Riot"),
   * said before dice that depend on it: when the umpire enters the dice one
   * group at a time (`--roll ask`), it is shown before the next group is asked.
   */
  so?(text: string): void;
}

/** Sum of modifier values. */
export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((s, m) => s + m.value, 0);
}

/** Formats a signed number the way the rules print factors: +1, -2, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/**
 * A refusal by the rules, as a value: no dice, no modifiers, no effects, the
 * reason said (the command then exits 2 and writes nothing). `fields` are the
 * procedure's own (its subject ids...); `code` defaults to `refused`.
 */
export function refusal(
  procedure: string,
  edition: Edition,
  reason: string,
  fields: Record<string, unknown> = {},
  code = 'refused',
): Resolution {
  return {
    procedure,
    edition,
    ...fields,
    rolls: [],
    modifiers: [],
    total: null,
    outcome: { code, text: reason },
    effects: [],
    notes: [],
    refused: { reason },
  };
}
