// Exact odds by enumerating the dice through the same rule function that
// resolves a procedure (one table, two uses): the function is run once per
// distinct sequence of die faces it asks for, depth first, and each run's
// outcome is weighted by the chance of that sequence. Nothing is sampled.
import { dieSides, type Dice, type DieName, type Roll } from '../rules/types.js';
import { UserError } from '../errors.js';

/** An exact probability: numerator / denominator, in lowest terms. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

export function reduce(f: Fraction): Fraction {
  if (f.num === 0n) return { num: 0n, den: 1n };
  const g = gcd(f.num, f.den);
  return { num: f.num / g, den: f.den / g };
}

export function add(a: Fraction, b: Fraction): Fraction {
  if (a.den === b.den) return reduce({ num: a.num + b.num, den: a.den });
  return reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return reduce({ num: a.num * b.num, den: a.den * b.den });
}

export function toNumber(f: Fraction): number {
  // Huge fractions (many bouts or firers): drop the low bits of both first.
  const bits = f.den.toString(2).length;
  const shift = BigInt(Math.max(0, bits - 64));
  return Number(f.num >> shift) / Number(f.den >> shift);
}

export function fractionText(f: Fraction): string {
  return f.den === 1n ? `${f.num}` : `${f.num}/${f.den}`;
}

/** Thrown inside a run when the rule asks for a die beyond the current path. */
class NeedDie {
  constructor(readonly die: DieName) {}
}

/** Dice that replay a path of faces and ask for more when the rule does. */
class PathDice implements Dice {
  readonly rolls: Roll[] = [];
  private i = 0;
  constructor(
    private readonly path: number[],
    private readonly optionalDice: boolean,
  ) {}
  roll(die: DieName, label: string): number {
    if (this.i >= this.path.length) throw new NeedDie(die);
    const value = this.path[this.i++];
    this.rolls.push({ die, value, source: 'rng', label });
    return value;
  }
  rollOptional(die: DieName, label: string): number | null {
    return this.optionalDice ? this.roll(die, label) : null;
  }
}

export interface EnumerateOptions {
  /**
   * Whether to enumerate optional dice too (movement). Off by default: they
   * never change an outcome code, only how far a crowd moves.
   */
  optionalDice?: boolean;
  /** Most runs before giving up (a case too large to enumerate). */
  maxRuns?: number;
  /** Most dice read over all the runs before giving up (U228). */
  maxDiceRead?: number;
}

/**
 * Default ceiling: a few seconds at most on a small machine (a run costs tens
 * of microseconds: the rule runs from the start for every sequence). Larger
 * cases are refused with err.odds-too-large; the compound procedures that
 * need more (fire, melee) are composed instead (compound.ts).
 */
export const MAX_RUNS = 60_000;

/**
 * The odds' work bounds (U228), counted, never timed, so that every --odds
 * of every procedure at its options' largest sizes ends in about a second
 * or is refused at once (exit 2, one line naming the bound):
 * - MAX_DICE_READ: the dice an enumeration reads in all its runs (each run
 *   replays its sequence from the first die; a die read costs about a
 *   microsecond). A sequence of k dice costs 1 + 2 + ... + k reads before its
 *   first outcome, so a rule whose all-ones sequence alone is past the bound
 *   is refused before any run (`roll 100d100`, `damage --figures 10000`).
 * - MAX_ODDS_STATES: the states a composition steps through (a chain's
 *   states times their moves, layer by layer; a line fight's bouts and
 *   convolutions; composed parts' runs times their dice), with exact numbers
 *   that grow with the steps.
 */
export const MAX_DICE_READ = 1_000_000;
export const MAX_ODDS_STATES = 100_000_000;

/** Refuses a composition of `count` states past MAX_ODDS_STATES (U228), before or while it is computed. */
export function checkStates(count: number, max = MAX_ODDS_STATES): void {
  if (count > max) throw new UserError('odds-too-many-states', { count: Number.isFinite(count) ? Math.round(count) : '∞', max });
}

/** Refuses an enumeration whose all-ones sequence of `dice` dice alone reads past MAX_DICE_READ (U228). */
export function checkDiceRead(dice: number, max = MAX_DICE_READ): void {
  if ((dice * (dice + 1)) / 2 > max) throw new UserError('odds-too-many-dice', { max });
}

/**
 * Runs `fn` once for every sequence of die faces it can ask for, and calls
 * `visit` with each run's result and the probability of its sequence
 * (1 / the product of the dice's sides, as the denominator).
 */
export function enumerateDice<R>(fn: (dice: Dice) => R, visit: (result: R, den: bigint) => void, opts: EnumerateOptions = {}): number {
  const maxRuns = opts.maxRuns ?? MAX_RUNS;
  const maxRead = opts.maxDiceRead ?? MAX_DICE_READ;
  const stack: { path: number[]; den: bigint }[] = [{ path: [], den: 1n }];
  let runs = 0;
  let read = 0;
  while (stack.length > 0) {
    const { path, den } = stack.pop()!;
    runs += 1;
    if (runs > maxRuns) throw new UserError('odds-too-large', { runs: maxRuns });
    // Each run replays its sequence from the first die (U228).
    read += path.length;
    if (read > maxRead) throw new UserError('odds-too-many-dice', { max: maxRead });
    let result: R;
    try {
      result = fn(new PathDice(path, opts.optionalDice ?? false));
    } catch (e) {
      if (e instanceof NeedDie) {
        const sides = dieSides(e.die);
        for (let v = sides; v >= 1; v--) stack.push({ path: [...path, v], den: den * BigInt(sides) });
        continue;
      }
      throw e;
    }
    visit(result, den);
  }
  return runs;
}

/** A distribution over keys: each key's exact probability, in first-seen order. */
export class Distribution<K extends string = string> {
  /** key -> (denominator -> summed numerator), combined at the end. */
  private readonly parts = new Map<K, Map<bigint, bigint>>();

  addWeight(key: K, den: bigint, num = 1n): void {
    let byDen = this.parts.get(key);
    if (!byDen) this.parts.set(key, (byDen = new Map()));
    byDen.set(den, (byDen.get(den) ?? 0n) + num);
  }

  keys(): K[] {
    return [...this.parts.keys()];
  }

  get(key: K): Fraction {
    let f: Fraction = { num: 0n, den: 1n };
    for (const [den, num] of this.parts.get(key) ?? []) f = add(f, { num, den });
    return f;
  }

  entries(): [K, Fraction][] {
    return this.keys().map((k) => [k, this.get(k)]);
  }
}

/** The distribution of `key(result)` over every dice sequence of `fn`. */
export function distribution<R, K extends string>(
  fn: (dice: Dice) => R,
  key: (r: R) => K,
  opts: EnumerateOptions = {},
  onRun?: (r: R, den: bigint) => void,
): { dist: Distribution<K>; first: Map<K, R>; runs: number } {
  const dist = new Distribution<K>();
  const first = new Map<K, R>();
  const runs = enumerateDice(fn, (r, den) => {
    const k = key(r);
    if (!first.has(k)) first.set(k, r);
    dist.addWeight(k, den);
    onRun?.(r, den);
  }, opts);
  return { dist, first, runs };
}

/** Texts by outcome key, each with its chance, from a distribution keyed `key\0text`. */
export function variantsOf(texts: Distribution): Map<string, { text: string; f: Fraction }[]> {
  const out = new Map<string, { text: string; f: Fraction }[]>();
  for (const [k, f] of texts.entries()) {
    const [key, text] = k.split('\u0000');
    (out.get(key) ?? out.set(key, []).get(key)!).push({ text, f: reduce(f) });
  }
  return out;
}
