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
}

/**
 * Default ceiling: a few seconds at most on a small machine (a run costs tens
 * of microseconds: the rule runs from the start for every sequence). Larger
 * cases are refused with err.odds-too-large; the compound procedures that
 * need more (fire, melee) are composed instead (compound.ts).
 */
export const MAX_RUNS = 60_000;

/**
 * Runs `fn` once for every sequence of die faces it can ask for, and calls
 * `visit` with each run's result and the probability of its sequence
 * (1 / the product of the dice's sides, as the denominator).
 */
export function enumerateDice<R>(fn: (dice: Dice) => R, visit: (result: R, den: bigint) => void, opts: EnumerateOptions = {}): number {
  const maxRuns = opts.maxRuns ?? MAX_RUNS;
  const stack: { path: number[]; den: bigint }[] = [{ path: [], den: 1n }];
  let runs = 0;
  while (stack.length > 0) {
    const { path, den } = stack.pop()!;
    runs += 1;
    if (runs > maxRuns) throw new UserError('odds-too-large', { runs: maxRuns });
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
