// Physical dice entered as the table rolls them (`--roll ask`, what the guided
// prompts give when the umpire enters the dice): the resolution runs with the
// dice entered so far; where it wants more, the next group is named ("RL roll:
// 1d6"), after what the dice so far settled ("RL 6 Riot"), and asked; then it
// runs again. One mechanism for every procedure of every game: the rules only
// roll their dice by label (src/dice.ts). The log keeps the values, as if
// `--roll 5,3` had been typed.
import { DiceShort, type WantedDie } from '../dice.js';
import { UserError } from '../errors.js';
import { t } from '../i18n/index.js';
import { dieSides, type Lang } from '../rules/types.js';
import type { Io } from '../engine/io.js';
import { prompterFor, type PromptIo } from './guide.js';
import { isCancel } from './index.js';
import { isBack } from './back.js';

/** The question for a group of dice: its label and how many of which die ("RL roll: 1d6", "firer 1-3: 3d6"). */
export function diceQuestion(lang: Lang, group: readonly WantedDie[]): string {
  const first = group[0];
  const last = group[group.length - 1];
  const what = first.label === last.label ? first.label : numberedRange(first.label, last.label) ?? t(lang, 'dice.ask.range', { first: first.label, last: last.label });
  return t(lang, 'dice.ask', { what, count: group.length, sides: dieSides(first.die) });
}

/** Two labels alike but for a number at the end ("firer 1", "firer 3") as one ("firer 1-3"), else null. */
function numberedRange(first: string, last: string): string | null {
  const a = /^(.*\D)(\d+)$/.exec(first);
  const b = /^(.*\D)(\d+)$/.exec(last);
  return a && b && a[1] === b[1] ? `${a[1]}${a[2]}-${b[2]}` : null;
}

/**
 * What the dice entered so far came to, in one line ("So far: RL roll = 5 → RL 6 Hassle"), or null before the
 * first. `from` leaves out the dice a line before already showed (the screen has them): each line names only the
 * group just entered and what all of them came to, not every die again (8 dice made 20 lines, issue 40 item 9).
 */
export function soFar(lang: Lang, short: DiceShort, from = 0): string | null {
  const taken = short.taken.slice(from);
  if (taken.length === 0) return null;
  // `label = value`, one die from the next by a dot: a label may have its own comma ("SF figure, bout 1").
  const dice = taken.map((r) => `${r.label} = ${r.value}`).join(' · ');
  return t(lang, 'dice.so-far', { dice: short.said ? `${dice} → ${short.said}` : dice });
}

/** Whether a line of dice fits the group: whole numbers on the die, no more than it wants (fewer: the rest is asked next). */
export function checkDiceLine(lang: Lang, group: readonly WantedDie[], line: string): true | string {
  const s = line.trim();
  if (s === '') return t(lang, 'repl.needs-value');
  if (!/^\d+([\s,]+\d+)*$/.test(s)) return t(lang, 'repl.dice.bad');
  const values = s.split(/[\s,]+/).map(Number);
  const sides = dieSides(group[0].die);
  const bad = values.find((v) => v < 1 || v > sides);
  if (bad !== undefined) return t(lang, 'dice.ask.impossible', { value: bad, sides });
  if (values.length > group.length) return t(lang, 'dice.ask.too-many', { given: values.length, wanted: group.length });
  return true;
}

/** Asks the group a resolution wants next (`kept` the values it had, gone back to); Ctrl-C is a refusal (nothing written) that a walk also stops on. */
async function askGroup(io: PromptIo, lang: Lang, short: DiceShort, kept: readonly number[] | undefined, from: number): Promise<number[]> {
  const p = prompterFor(io, lang);
  const line = soFar(lang, short, from);
  if (line) io.stdout.write(`${line}\n`);
  try {
    const v = await p.input(diceQuestion(lang, short.wanted), (s) => checkDiceLine(lang, short.wanted, s), kept?.join(','));
    return v.trim().split(/[\s,]+/).map(Number);
  } catch (e) {
    if (isCancel(e)) {
      p.cancelled = true;
      throw new UserError('dice-cancelled', {});
    }
    throw e;
  }
}

/** argv with `--roll ask` given its values (`--roll 5,3`), as the log keeps it. */
export function withRollValues(argv: readonly string[], values: readonly number[]): string[] {
  const out = [...argv];
  const i = out.findIndex((a) => a === '--roll' || a.startsWith('--roll='));
  const v = values.join(',');
  // No die wanted: no --roll at all, as the line would be typed.
  if (values.length === 0) {
    if (i >= 0) out.splice(i, out[i] === '--roll' ? 2 : 1);
    return out;
  }
  if (i < 0) out.push('--roll', v);
  else if (out[i] === '--roll') out[i + 1] = v;
  else out[i] = `--roll=${v}`;
  return out;
}

/**
 * Runs `attempt` with the dice entered so far until it no longer wants more:
 * each time it throws DiceShort, the group it wants is asked and added. `lang`
 * says the questions' language (the resolution's). Returns its value.
 */
export async function withAskedDice<T>(io: Io, lang: () => Lang, attempt: (values: number[], argv: string[]) => Promise<T>): Promise<T> {
  // Each group's values as entered: back pops the last and asks it again, its values kept.
  const groups: number[][] = [];
  let kept: number[] | undefined;
  for (;;) {
    const values = groups.flat();
    try {
      return await attempt([...values], withRollValues(io.argv, values));
    } catch (e) {
      if (!(e instanceof DiceShort)) throw e;
      try {
        // The dice of the groups before the last were shown by the line before this one.
        groups.push(await askGroup(io as PromptIo, lang(), e, kept, values.length - (groups[groups.length - 1]?.length ?? 0)));
        kept = undefined;
      } catch (b) {
        if (!isBack(b)) throw b;
        // Back at the first dice: the question before them is the guide's (src/prompts/index.ts asks it again);
        // none (the line typed with `--roll ask`): the command is left, as by Ctrl-C.
        if (groups.length === 0) {
          const p = (io as PromptIo).prompter;
          const err = new UserError('dice-cancelled', {});
          if (p && (io as { backTo?: boolean }).backTo) {
            p.backed = true;
            err.said = true;
          }
          throw err;
        }
        kept = groups.pop();
      }
    }
  }
}
