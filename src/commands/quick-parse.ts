// A batch line's parse without commander's machinery (issue 21). Commander
// parses a line in many passes (program options, then the command's: events,
// value sources, implied and conflicting options, hooks); a batch of 10,000
// lines paid that 10,000 times. This reads the same definitions (the
// command's Option and Argument objects, as commander built them) and does
// what commander does for the lines a batch holds in practice: a command's
// name, its arguments, its long options with or without a value. Anything
// else (help, --version, `--`, a short or unknown option, a missing or extra
// argument, a value its parser refuses, a command with subcommands, unknown
// options allowed, mandatory, conflicting, implied or environment options)
// returns null, and the line goes through commander as in the shell, which
// also says what is wrong. tests/commands/quick-parse.test.ts compares the
// two on every documented line and on random ones; batch-both-ways runs them.
import type { Argument, Command, Option } from 'commander';

/** What commander would hand the command's action: its arguments and its options. */
export interface QuickParse {
  cmd: Command;
  args: unknown[];
  opts: Record<string, unknown>;
}

/** Commander's own fields this reads (stable since commander 7; pinned by the tests). */
interface CommanderInternals {
  _actionHandler: ((args: unknown[]) => unknown) | null;
  _optionValues: Record<string, unknown>;
  _allowUnknownOption: boolean;
  _allowExcessArguments: boolean;
  _passThroughOptions: boolean;
  _enablePositionalOptions: boolean;
  _lifeCycleHooks: Record<string, unknown[]>;
  _storeOptionsAsProperties: boolean;
  _executableHandler: boolean;
  registeredArguments: readonly Argument[];
}

type OptionInternals = Option & { conflictsWith: string[]; implied?: unknown; envVar?: string; presetArg?: unknown; parseArg?: (v: string, prev: unknown) => unknown };

interface Plan {
  byLong: Map<string, OptionInternals>;
  /** The command's option values before any parse: defaults (and true for a lone --no-x). */
  defaults: Record<string, unknown>;
  args: readonly (Argument & { parseArg?: (v: string, prev: unknown) => unknown })[];
  excessAllowed: boolean;
}

const internals = (c: Command) => c as unknown as CommanderInternals;

/** `-x`-like: what commander takes for an option. */
const maybeOption = (w: string) => w.length > 1 && w[0] === '-';
/** A negative number, which commander takes as an optional value where no option is a digit (none here: no short options). */
const negativeNumber = (w: string) => /^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(w);

/**
 * Builds the quick parser of a program whose commands are registered and not
 * yet parsed (it keeps their defaults as they are now). `parse(words)` gives a
 * line's parse, or null for commander.
 */
export function quickParser(program: Command): { parse(words: readonly string[]): QuickParse | null; run(q: QuickParse): Promise<unknown>; command(name: string): Command | undefined } {
  const plans = new Map<Command, Plan | null>();
  const byName = new Map<string, Command>();
  for (const c of program.commands) {
    for (const n of [c.name(), ...c.aliases()]) if (!byName.has(n)) byName.set(n, c);
  }
  // The program's own options (--version, -V) are read anywhere on the line, even as another option's value.
  const programFlags = program.options.flatMap((o) => [o.long, o.short]).filter((f): f is string => !!f);
  const programShorts = program.options.map((o) => o.short).filter((f): f is string => !!f);

  const planOf = (c: Command): Plan | null => {
    if (plans.has(c)) return plans.get(c)!;
    const i = internals(c);
    const opts = c.options as OptionInternals[];
    const simple =
      i._actionHandler !== null &&
      c.commands.length === 0 &&
      !i._allowUnknownOption &&
      !i._passThroughOptions &&
      !i._enablePositionalOptions &&
      !i._storeOptionsAsProperties &&
      !i._executableHandler &&
      Object.values(i._lifeCycleHooks).every((h) => h.length === 0) &&
      opts.every((o) => !o.short && !o.variadic && !o.mandatory && o.conflictsWith.length === 0 && o.implied === undefined && o.envVar === undefined);
    const plan = simple
      ? {
          byLong: new Map(opts.map((o) => [o.long!, o])),
          defaults: { ...i._optionValues },
          args: i.registeredArguments,
          excessAllowed: i._allowExcessArguments || (i.registeredArguments.length > 0 && i.registeredArguments[i.registeredArguments.length - 1].variadic),
        }
      : null;
    plans.set(c, plan);
    return plan;
  };
  // Each command's defaults now, before any line has been parsed.
  for (const c of program.commands) planOf(c);

  const parse = (words: readonly string[]): QuickParse | null => {
    const cmd = byName.get(words[0] ?? '');
    if (!cmd) return null;
    const plan = planOf(cmd);
    if (!plan) return null;
    for (const w of words) {
      if (w === '--' || programFlags.includes(w) || (w.length > 2 && w[0] === '-' && w[1] !== '-' && programShorts.includes(w.slice(0, 2)))) return null;
    }
    const opts: Record<string, unknown> = { ...plan.defaults };
    const operands: string[] = [];
    const set = (o: OptionInternals, given: string | null | undefined): void => {
      let val: unknown = given;
      if (val == null && o.presetArg !== undefined) val = o.presetArg;
      const name = o.attributeName();
      // A parser that refuses the value throws: commander then says so.
      if (val !== null && o.parseArg) val = o.parseArg(val as string, opts[name]);
      if (val == null) val = o.negate ? false : o.isBoolean() || o.optional ? true : '';
      opts[name] = val;
    };
    try {
      for (let k = 1; k < words.length; k++) {
        const w = words[k];
        if (!maybeOption(w)) {
          operands.push(w);
          continue;
        }
        const o = plan.byLong.get(w);
        if (o) {
          if (o.required) {
            if (k + 1 >= words.length) return null;
            set(o, words[++k]);
          } else if (o.optional) {
            // Commander takes the next word unless it looks like an option (a negative number is a value).
            set(o, k + 1 < words.length && (!maybeOption(words[k + 1]) || negativeNumber(words[k + 1])) ? words[++k] : null);
          } else {
            set(o, undefined);
          }
          continue;
        }
        const eq = /^--[^=]+=/.test(w) ? w.indexOf('=') : -1;
        const withValue = eq > 0 ? plan.byLong.get(w.slice(0, eq)) : undefined;
        if (withValue && (withValue.required || withValue.optional)) {
          set(withValue, w.slice(eq + 1));
          continue;
        }
        // A short option, an unknown one, a negative number as an argument: commander decides.
        return null;
      }
      if (plan.args.some((a, n) => a.required && operands[n] == null)) return null;
      if (!plan.excessAllowed && operands.length > plan.args.length) return null;
      const args = plan.args.map((a, n) => {
        if (a.variadic) {
          if (n >= operands.length) return a.defaultValue === undefined ? [] : a.defaultValue;
          const rest = operands.slice(n);
          return a.parseArg ? rest.reduce<unknown>((prev, v) => a.parseArg!(v, prev), a.defaultValue) : rest;
        }
        if (n >= operands.length) return a.defaultValue;
        return a.parseArg ? a.parseArg(operands[n], a.defaultValue) : operands[n];
      });
      return { cmd, args, opts };
    } catch {
      return null;
    }
  };

  /** Runs the command's action on a quick parse, as commander would call it. */
  const run = async (q: QuickParse): Promise<unknown> => {
    const i = internals(q.cmd);
    // The action reads its options from the command (commander's opts()); the command's own values are put back after.
    const before = i._optionValues;
    i._optionValues = q.opts;
    try {
      return await i._actionHandler!(q.args);
    } finally {
      i._optionValues = before;
    }
  };

  /** The program's command of this name or alias (the first, as commander finds it). */
  const command = (name: string): Command | undefined => byName.get(name);

  return { parse, run, command };
}
