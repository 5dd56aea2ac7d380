// The umpire's free die: Civil Disorder, Movement, Crowds: "Where there is a
// choice of route, roll a die to determine which way they go." Émeutes, La
// foule: "Là où il y a un choix entre plusieurs rues, jeter un dé." Any NdM,
// rolled or entered, with the umpire's label, logged like every other die (U60).
import { t } from '../i18n/index.js';
import { refusal, type Dice, type DieName, type Edition, type Lang, type Resolution } from './types.js';

// U60: what a free roll may ask for: 1 to 100 dice of 2 to 100 sides ("d3" of
// bricks and bottles included); beyond that is not a die the table rolls.
export const FREE_ROLL = { minCount: 1, maxCount: 100, minSides: 2, maxSides: 100 } as const;
// U60: the longest label kept (a label is a note, not a story).
export const FREE_ROLL_LABEL_MAX = 200;

export interface FreeRollFacts {
  edition: Edition;
  lang?: Lang;
  /** The dice as typed: "2d6", "d3", "1d10". */
  spec: string;
  /** What the roll is for, in the umpire's words. */
  label?: string;
}

/** "NdM" or "dM" (N defaults to 1): the count and sides, or null when it is not of that form. */
export function parseDiceSpec(spec: string): { count: number; sides: number } | null {
  const m = /^\s*(\d{0,4})\s*[dD]\s*(\d{1,4})\s*$/.exec(spec);
  if (!m) return null;
  return { count: m[1] === '' ? 1 : Number(m[1]), sides: Number(m[2]) };
}

/** Rolls the free dice: each die kept, the total, the outcome `total-<n>` (U60). */
export function resolveFreeRoll(facts: FreeRollFacts, dice: Dice): Resolution {
  const lang = facts.lang ?? facts.edition;
  const label = (facts.label ?? '').trim();
  const parsed = parseDiceSpec(facts.spec);
  const base = { dice: facts.spec, label: label === '' ? null : label };
  if (!parsed) return refusal('roll', facts.edition, t(lang, 'roll.refused.spec', { spec: facts.spec }), base);
  const { count, sides } = parsed;
  const f = FREE_ROLL;
  if (count < f.minCount || count > f.maxCount || sides < f.minSides || sides > f.maxSides) {
    return refusal('roll', facts.edition, t(lang, 'roll.refused.range', { spec: facts.spec, ...f }), base);
  }
  const die = `d${sides}` as DieName;
  const dieLabel = label === '' ? t(lang, 'roll.die') : label;
  const values: number[] = [];
  for (let i = 1; i <= count; i++) values.push(dice.roll(die, count > 1 ? `${dieLabel} (${i}/${count})` : dieLabel));
  const total = values.reduce((s, v) => s + v, 0);
  return {
    procedure: 'roll',
    edition: facts.edition,
    ...base,
    dice: `${count}d${sides}`,
    rolls: [...dice.rolls],
    modifiers: [],
    total,
    outcome: { code: `total-${total}`, text: t(lang, 'roll.outcome', { spec: `${count}d${sides}`, total, values: values.join(' + ') }) },
    effects: [],
    notes: label === '' ? [] : [t(lang, 'roll.note.label', { label })],
    count,
    sides,
  };
}
