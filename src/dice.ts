// The one dice module: a seeded PRNG whose position is kept in the state, and
// dice entered by the umpire from physical rolls (`--roll 4,6`).
import type seedrandom from 'seedrandom';
// The Alea generator alone: seedrandom's index loads node:crypto (16 M instructions at start, docs/performance.md).
import alea from 'seedrandom/lib/alea.js';
import { dieSides, type Dice, type DieName, type Roll } from './rules/types.js';
import { UserError } from './errors.js';

/** The PRNG's position: the Alea generator's four numbers (small enough to log). */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** A generator that continues from a saved position, or starts from a seed. */
export class Rng {
  private readonly prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>;
  used = false;

  constructor(seed: string, state?: RngState | null) {
    this.prng = state
      ? alea('', { state: state as unknown as seedrandom.State.Alea })
      : alea(seed, { state: true });
  }

  /** An integer from 1 to sides, uniformly. */
  int(sides: number): number {
    this.used = true;
    return 1 + Math.floor(this.prng() * sides);
  }

  state(): RngState {
    return this.prng.state() as unknown as RngState;
  }
}

/** Parses `--roll 4,6` (commas or spaces) into integers; refuses anything else. */
export function parseEntered(text: string): number[] {
  // The usual `4,6`: digits and commas, read without the regular expressions (a batch reads one at every line).
  const quick = digitsAndCommas(text);
  if (quick !== null) return quick;
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0) throw new UserError('roll-empty');
  return parts.map((p, i) => {
    if (!/^\d+$/.test(p)) throw new UserError('roll-not-number', { n: i + 1, value: p });
    return Number(p);
  });
}

/** `4,6` (digits and commas only, at most 15 digits a value) as parseEntered reads it; null for anything else. */
function digitsAndCommas(text: string): number[] | null {
  const out: number[] = [];
  let v = 0;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c >= 48 && c <= 57) {
      if (++digits > 15) return null;
      v = v * 10 + (c - 48);
    } else if (c === 44) {
      if (digits > 0) out.push(v);
      v = 0;
      digits = 0;
    } else return null;
  }
  return out.length > 0 ? out : null;
}

/** The value of `--roll` that asks for each die by name as the resolution needs it (a terminal only; src/prompts/dice.ts). */
export const ASK_DICE = 'ask';

/** A die the resolution wanted past the values given. */
export interface WantedDie {
  die: DieName;
  label: string;
}

/**
 * The resolution needs more dice than the umpire has entered so far (`--roll
 * ask`): the dice it took, what the rule said of them (Dice.so), and the next
 * dice it wants, named, those rolled together as one group (the two movement
 * dice, the firers' dice). Nothing is written; the dice are asked and the
 * resolution run again.
 */
export class DiceShort extends Error {
  constructor(
    readonly taken: Roll[],
    readonly said: string | null,
    readonly wanted: WantedDie[],
    /** Every die the rule went on to want past the values (on stand-in values), the first group's among them. */
    readonly all: WantedDie[] = wanted,
  ) {
    super(`dice short: ${wanted.map((w) => `${w.label} (${w.die})`).join(', ')}`);
    this.name = 'DiceShort';
  }
}

/**
 * The most dice a resolution is followed past the values entered, to name the
 * group wanted next: past it the rule is stopped (a rule that rolls until a
 * face it never sees on the stand-in value).
 */
const MOST_PROBED = 60;

/** Entered values and how many have been taken: shared by the dice of one command. */
interface EnteredQueue {
  values: number[];
  next: number;
  /** `--roll ask`: past the values, the rule goes on with a stand-in value and the dice it wants are noted. */
  asking?: boolean;
  /** The dice wanted past the values (asking), in order. */
  wanted?: WantedDie[];
  /** The dice taken before the first wanted one, and the rule's last word on them (Dice.so). */
  taken?: Roll[];
  said?: string | null;
  /** Asking: every die taken, entered or stood in for, in order (which die each value went to; askedTogether). */
  order?: WantedDie[];
}

/** A label's stem: the same die of a group numbered apart ("firer 1", "firer 2"). */
const stem = (label: string) => label.replace(/\d+/g, '#');

/**
 * The first group of wanted dice: the same die and the same label but for
 * its numbers, one after the other. Only that group is asked at once: a later
 * die may depend on it (the movement on the RL reached).
 */
export function firstGroup(wanted: readonly WantedDie[]): WantedDie[] {
  if (wanted.length === 0) return [];
  const head = wanted[0];
  const out = [head];
  for (const w of wanted.slice(1)) {
    if (w.die !== head.die || stem(w.label) !== stem(head.label)) break;
    out.push(w);
  }
  return out;
}

/** The same die under the same label. */
const sameDie = (a: WantedDie, b: WantedDie) => a.die === b.die && a.label === b.label;

/**
 * U240: the dice of a group that are asked at once. A die joins the group
 * only when, whatever the dice before it in the group show, the rule still
 * wants it next, under its name: where a die of another side or purpose may
 * come between (Guérilla Urbaine's parry after a successful attack, a save
 * after a hit) or the die may not be wanted at all (the target down), the
 * group ends before it and that die is asked on its own after the earlier
 * ones. `run` is the rule on dice (pure: it is run again on stand-in values,
 * each group die on every face with the others all lowest or all highest, and
 * every group die on the same face); `values` are the dice entered so far.
 * The stand-in run that named the group put 1 on each die: a value that
 * changes what follows is found here, not at the table.
 */
export function askedTogether(run: (dice: ResolutionDice) => unknown, values: readonly number[], group: readonly WantedDie[]): WantedDie[] {
  let keep = group.length;
  if (keep < 2) return [...group];
  const sides = dieSides(group[0].die);
  /** Runs the rule with `p` on the group's dice and keeps the group to the dice that took their values under their own names. */
  const probe = (p: number[]) => {
    const q: EnteredQueue = { values: [...values, ...p], next: 0, asking: true };
    try {
      run(new ResolutionDice(null, q));
    } catch {
      // A rule that stops on a value (a refusal, too many stand-ins): the dice it took before are what counts.
    }
    const took = (q.order ?? []).slice(values.length);
    let i = 0;
    while (i < keep && i < took.length && sameDie(took[i], group[i])) i++;
    keep = Math.max(1, i);
  };
  const faces = facesTried(sides, Math.floor(MOST_TOGETHER_RUNS / (1 + 2 * (keep - 1))));
  for (const f of faces) if (keep > 1) probe(Array(keep).fill(f));
  for (const base of [1, sides]) {
    for (let i = 0; i < keep - 1; i++) {
      for (const f of faces) {
        if (i >= keep - 1) break;
        const p = Array(keep).fill(base);
        p[i] = f;
        probe(p);
      }
    }
  }
  return group.slice(0, keep);
}

/**
 * The most runs of the rule askedTogether makes for one group, so that the
 * question comes at once: a group of 60 d100 (`roll 100d100`) on every face
 * would be 12,000 runs of 60 dice each, seconds on a busy machine. Past it the
 * faces tried on each die are spread over its sides, the lowest and the
 * highest always among them (every die of the rules but the free roll's and
 * RIOT's card draw has at most 10 sides: all its faces are tried).
 */
export const MOST_TOGETHER_RUNS = 2000;

/** The faces of a die with `sides` tried, at most `most` of them (at least the lowest and the highest), spread evenly. */
function facesTried(sides: number, most: number): number[] {
  if (sides <= most) return Array.from({ length: sides }, (_, i) => i + 1);
  const n = Math.max(2, most);
  return [...new Set(Array.from({ length: n }, (_, i) => 1 + Math.round((i * (sides - 1)) / (n - 1))))];
}

/**
 * Dice for one resolution: takes entered values in order when the umpire gave
 * them, otherwise rolls the PRNG. Entered values are checked against the die.
 */
export class ResolutionDice implements Dice {
  readonly rolls: Roll[] = [];
  private readonly queue: EnteredQueue | null;

  constructor(
    private readonly rng: Rng | null,
    entered: number[] | EnteredQueue | null,
    asking = false,
  ) {
    this.queue = entered === null ? null : Array.isArray(entered) ? { values: entered, next: 0, asking } : entered;
  }

  /** What the rule says of the dice so far ("RL 6: Riot"), shown before the dice that depend on them are asked. */
  so(text: string): void {
    const q = this.queue;
    if (q?.asking && !q.wanted?.length) q.said = text;
  }

  /** `--roll ask` and the values ran short: the dice wanted next (thrown by the caller once the rule returned). */
  short(): DiceShort | null {
    const q = this.queue;
    if (!q?.asking || !q.wanted?.length) return null;
    return new DiceShort(q.taken ?? [], q.said ?? null, firstGroup(q.wanted), [...q.wanted]);
  }

  /** Dice for the next resolution of the same command: same PRNG and entered values, own roll list. */
  child(): ResolutionDice {
    return new ResolutionDice(this.rng, this.queue);
  }

  roll(die: DieName, label: string): number {
    const v = this.take(die, label, false);
    return v as number;
  }

  rollOptional(die: DieName, label: string): number | null {
    return this.take(die, label, true);
  }

  private take(die: DieName, label: string, optional: boolean): number | null {
    const sides = dieSides(die);
    const q = this.queue;
    if (q) {
      if (q.asking) (q.order ??= []).push({ die, label });
      if (q.next >= q.values.length) {
        if (q.asking) {
          // The rule goes on with a stand-in value (its result is never used) so that the group wanted is named.
          if (!q.wanted?.length) q.taken = [...this.rolls];
          q.wanted = [...(q.wanted ?? []), { die, label }];
          if (q.wanted.length > MOST_PROBED) throw this.short();
          return 1;
        }
        if (optional) return null;
        throw new UserError('roll-too-few', { given: q.values.length, n: q.next + 1, die, label });
      }
      const value = q.values[q.next];
      if (value < 1 || value > sides) {
        throw new UserError('roll-impossible', { n: q.next + 1, value, die, label });
      }
      q.next += 1;
      this.rolls.push({ die, value, source: 'entered', label });
      return value;
    }
    if (!this.rng) throw new Error('ResolutionDice: no PRNG and no entered dice');
    const value = this.rng.int(sides);
    this.rolls.push({ die, value, source: 'rng', label });
    return value;
  }

  /**
   * Entered values when the resolution used none of them (a negotiation with
   * no effect, a fire started by the umpire's word): at the table the die is
   * often rolled first, so they are taken and said to be not needed. Null
   * when there were none or some were used.
   */
  unneeded(): number[] | null {
    const q = this.queue;
    if (!q || q.values.length === 0 || q.next !== 0 || this.rolls.length > 0) return null;
    q.next = q.values.length;
    return [...q.values];
  }

  /** Refuses entered values that the command did not use. */
  finish(): void {
    const q = this.queue;
    if (q && q.next < q.values.length) {
      throw new UserError('roll-too-many', { given: q.values.length, used: q.next });
    }
  }
}

/** Dice that replay a fixed list (tests and odds): no PRNG, values taken in order. */
export function fixedDice(values: number[]): ResolutionDice {
  return new ResolutionDice(null, values);
}
