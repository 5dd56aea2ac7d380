// Guérilla Urbaine's composed odds (src/odds/repeat.ts): a zone weapon fired
// into a crowd attacks each crowd figure within its zone on its own (l.48,
// R17), so the odds of n figures are composed from one figure's, through
// resolveAgentShot itself, for any crowd size.
import type { AgentShotFacts } from '../../rules/guerilla-urbaine/riot.js';
import type { Dice, Resolution } from '../../rules/types.js';
import { composeRepeated } from '../repeat.js';
import type { Composer } from '../types.js';

/** `agent-shoot` into a crowd: one shot, one crowd target with more than one figure; else enumerated as before. */
export const composeAgentShot: Composer = (facts, _sample, resolve) => {
  const f = facts as AgentShotFacts;
  if (f.shots.length !== 1 || f.shots[0].targets.length !== 1) return null;
  const target = f.shots[0].targets[0];
  if (target.kind !== 'crowd' || target.figures < 2) return null;
  const one: AgentShotFacts = { ...f, shots: [{ targets: [{ ...target, figures: 1 }] }] };
  return composeRepeated(f, one, target.figures, resolve as (facts: AgentShotFacts, dice: Dice) => Resolution);
};
