// Generated plays of RIOT (riot-sample.fr.yaml): command lines built from the
// procedures' own descriptions (./generate.ts walks their facts: the teams
// that may begin, the units of the active team, the places the move rule
// allows, the credits' cards and recruits), drawn in the game's order
// (a team's turn begun, then its purchases, moves and fights, the opinion
// card a police melee owes, the police's order of play and the round ended
// when every team has played; l.29-75, l.113). Shared loop and minimums: ./play.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { programCommands, type Plain } from './generate.js';
import { expectMinimums, playGenerated } from './play.js';
import { COMMANDS } from '../../src/commands/index.js';
import { cardChoices, mayBeginTurn, orderDue, typeChoices } from '../../src/commands/riot/ask.js';
import { PHASE } from '../../src/rules/riot/tables.js';

/** Lines per play (UMPIRE_GENERATED_RIOT_STEPS). */
const STEPS = Number(process.env.UMPIRE_GENERATED_RIOT_STEPS ?? 300);
const SEED = process.env.UMPIRE_GENERATED_SEED ?? 'generated-riot-0';
const PROCEDURES = ['riot-turn', 'riot-buy', 'riot-move', 'riot-fight', 'riot-opinion', 'riot-order', 'riot-victory', 'next-turn'];

/** The game's order (l.29-75): what may be played now, and how often. */
function weight(name: string, g: any): number {
  const s = g.riot;
  const active = s.round.team !== null;
  const canBegin = Object.keys(s.teams).some((x) => mayBeginTurn(s, x, g));
  // A card owed is turned before anything else (l.31); the deck spent, the police have won (l.25): the play goes on by undo.
  if (s.round.owed) return s.opinion.deck.length > s.opinion.drawn.length && name === 'riot-opinion' ? 1 : 0;
  switch (name) {
    case 'riot-turn':
      return canBegin ? (active ? 0.05 : 1) : 0;
    case 'next-turn':
      return canBegin ? 0 : 1;
    case 'riot-order':
      // l.113, U246: the police's order at a round's end, or before a later round's first turn.
      return orderDue(s, g) ? 1 : 0;
    case 'riot-buy':
      // l.41-45, U202: buying and deploying come before the moves and the fights; and only what the team can pay (the facts' own lists).
      return active && (s.round.phase ?? PHASE.count) <= PHASE.deploy && (cardChoices(g, s.round.team, 'en').length > 0 || typeChoices(g, s.round.team, 'en').length > 0) ? 1 : 0;
    case 'riot-move':
      return active && (s.round.phase ?? PHASE.count) <= PHASE.move ? 1 : 0;
    case 'riot-fight':
      return active ? 1 : 0;
    case 'riot-opinion':
      return 0;
    default:
      // riot-victory: asked now and then.
      return 0.05;
  }
}

/**
 * riot-opinion has no facts description (its one value, the card turned at
 * the table, is an alternative to the die): the die, or a card of the deck
 * not turned yet, as the umpire at the table would name it.
 */
const PLAIN: Record<string, Plain> = {
  'riot-opinion': (g, r) => {
    const left = g.riot.opinion.deck.filter((c: string) => !g.riot.opinion.drawn.includes(c));
    return left.length && r.next() < 0.3 ? ['--card', r.pick(left)] : [];
  },
};

let cmds: Awaited<ReturnType<typeof programCommands>>;
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(PROCEDURES.concat('undo'), probe.dir);
});
afterAll(() => probe.cleanup());

describe('generated command lines on RIOT', () => {
  it(`${STEPS} lines in the game's order: each a resolution or a clean refusal; rebuild and verify hold; half accepted, a third change the state, each procedure resolved 5 times`, async () => {
    const p = await playGenerated(cmds, { label: 'RIOT', scenario: 'riot-sample.fr.yaml', seed: SEED, procedures: PROCEDURES, steps: STEPS, weight, plain: PLAIN });
    expectMinimums(p, PROCEDURES);
  }, 120000);
});
