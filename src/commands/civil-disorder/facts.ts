// Civil Disorder's helpers for its procedures' facts (src/commands/facts.ts):
// which crowds can act, and what the state knows of the rioters in a fight.
import type { Game } from '../../engine/system.js';
import { gasOnCrowd, unitFigures, unitMembers } from '../../state/civil-disorder/facts.js';

/** A crowd still in the game (RL 1: dispersed, R1; merged into another, U53). */
export const crowdInPlay = (game: Game, id: string): boolean => (game.crowds[id]?.rl ?? 0) > 1 && !game.crowds[id]?.mergedInto;

/**
 * The counts a guided question's bound (`most`) or Enter (`enter`) takes from the state: a unit's fit figures or
 * members, a crowd's figures; null when the id names nothing (not chosen yet, or a stateless line).
 */
export const fitOf = (game: Game, unit: string | undefined): number | null => (unit !== undefined && Object.hasOwn(game.units, unit) ? unitFigures(game, game.units[unit]).fit : null);
export const membersOf = (game: Game, unit: string | undefined): number | null => (unit !== undefined && Object.hasOwn(game.units, unit) ? unitMembers(game, game.units[unit]) : null);
export const crowdFiguresOf = (game: Game, crowd: string | undefined): number | null => (crowd !== undefined && Object.hasOwn(game.crowds, crowd) ? game.crowds[crowd].figures : null);

/** What the state knows of the rioters in a fight (melee, line-fight): the gas clouds they are in, and whether they are soaked. */
export const crowdGasKnown = (game: Game, [, crowd]: string[]): string | null => (crowd && Object.hasOwn(game.crowds, crowd) ? gasOnCrowd(game, crowd).join(', ') || null : null);
export const crowdSoakedKnown = (game: Game, [, crowd]: string[]): string | null => (crowd && Object.hasOwn(game.crowds, crowd) && game.crowds[crowd].wet === 'soaked' ? 'soaked' : null);

/**
 * The SF side's gas in a fight (melee, line-fight): asked where the rioters stand in an effective cloud (the SF
 * figures in contact may be in it too), a checklist of its kinds, given comma-separated; none ticked: not in it.
 */
export const sfGasFact = (description: string) => ({
  flags: '--sf-gas <kind>',
  description,
  role: 'value' as const,
  ask: 'optional' as const,
  repeatable: true,
  askWhen: (game: Game, subjects: string[]) => crowdGasKnown(game, subjects) !== null,
  pick: (game: Game, [, crowd]: string[]) => (crowd && Object.hasOwn(game.crowds, crowd) ? gasOnCrowd(game, crowd).map((value) => ({ value })) : []),
  many: () => 'list' as const,
});

