// Entered dice for table tests: fixedDice([6, 8]) gives 6 then 8 and fails on a third.
import type { Dice } from '../../src/rules/types.js';
export { fixedDice } from '../../src/dice.js';

/** Dice that give these values, then 1s: every branch of a rule reached without counting its dice. */
export function diceThenOnes(values: number[]): Dice {
  const rolls: Dice['rolls'] = [];
  let i = 0;
  const roll = (die: Dice['rolls'][number]['die'], label: string) => {
    const value = values[i++] ?? 1;
    rolls.push({ die, value, source: 'entered', label });
    return value;
  };
  return { rolls, roll, rollOptional: roll };
}
