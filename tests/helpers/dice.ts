// Entered dice for table tests: fixedDice([6, 8]) gives 6 then 8 and fails on a third.
export { fixedDice } from '../../src/dice.js';
