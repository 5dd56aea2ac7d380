// Generated plays of Guérilla Urbaine: command lines built from the
// procedures' own descriptions (./generate.ts drives the guided flow with
// random answers), mostly valid, some spoiled with hostile ids, unknown
// options or impossible dice; on the gang game (guerilla-urbaine-gangs.yaml)
// and on the riot with armed agents (railton-road-armed.yaml, the pack's
// procedures and the riot's own). After every line: exit 0 with a logged
// resolution, or exit 2 with one line and nothing written; a spoiled line is
// always refused; the invariants hold and the state is the fold of its log.
// Then: every GU procedure resolved, turns went by, figures fell and rose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { checkInvariants } from './invariants.js';
import { checkAgentInvariants, checkGangInvariants } from './gu-invariants.js';
import { canActNow, procedureNames, programCommands } from './generate.js';
import { nextPhase } from '../../src/rules/guerilla-urbaine/turn.js';
import { turnFigures } from '../../src/commands/guerilla-urbaine/facts.js';
import { expectMinimums, playGenerated } from './play.js';
import { COMMANDS } from '../../src/commands/index.js';

/** Lines per play (UMPIRE_GENERATED_GU_STEPS). */
const STEPS = Number(process.env.UMPIRE_GENERATED_GU_STEPS ?? 220);
const SEED = process.env.UMPIRE_GENERATED_SEED ?? 'generated-gu-0';

const GANG = ['gu-gang', 'gu-initiative', 'gu-phase', 'gu-act', 'gu-shoot', 'gu-melee', 'gu-heal', 'gu-pray', 'gu-power'];
/** The procedures of one figure each in the sample's gangs (doc the Médico, frere the priest, mama the shaman: 1 PV each). */
const ONE_CASTER = ['gu-heal', 'gu-pray', 'gu-power'];
/** The one-figure casters of the sample's gangs. */
const CASTERS = ['doc', 'frere', 'mama'];
/** The procedures of a figure's activation (l.70-84). */
const ACTIVATIONS = ['gu-act', 'gu-shoot', 'gu-melee', 'gu-heal', 'gu-pray', 'gu-power'];

/**
 * The game's order (l.66-80): the initiative begins a turn; its phases open
 * one by one (a leader's with its bubble, then each side's remaining
 * figures), each once the figures of the one open have acted; the figures
 * act in their phase (the one-figure casters drawn most, so that each has its
 * five resolutions before it falls); the gang check now and then.
 */
function guWeight(name: string, g: any): number {
  // A caster fallen (one figure each, 1 PV): its death is taken back (undo), so that each caster plays on.
  if (CASTERS.some((id) => g.figures[id]?.dead)) return 0;
  const acting = ACTIVATIONS.some((n) => canActNow(cmds, n, g));
  const owed = g.round ? nextPhase(g.round, turnFigures(g)) !== null : false;
  if (ACTIVATIONS.includes(name)) return canActNow(cmds, name, g) ? (ONE_CASTER.includes(name) ? 6 : 1) : 0;
  if (name === 'gu-phase') return owed ? (acting ? 0.05 : 1) : 0;
  if (name === 'gu-initiative') return !g.round || (!owed && !acting) ? 1 : owed ? 0 : 0.05;
  return 0.05;
}

const PACK = ['agent-shoot', 'sf-shoot', 'agent-melee', 'agent-move', 'agent-hide'];
/** The riot's procedures played beside the pack's: the turn and the bridges of R17 (over-reaction, triage). */
const RIOT = ['next-turn', 'overreact', 'triage', 'rl-roll'];

/** Lines of the riot with armed agents (UMPIRE_GENERATED_GU_AGENT_STEPS). */
const AGENT_STEPS = Number(process.env.UMPIRE_GENERATED_GU_AGENT_STEPS ?? 160);

/**
 * The agents' turn (R17): each agent acts once a turn (a move, a hiding, a
 * shot, a melee), SF fire at them now and then, the turn ends when no agent
 * can act; the riot's own procedures now and then. The sample's agents have
 * 1 PV and SF fire downs them in a few lines: a fallen agent is taken back
 * (undo), so that every agent procedure plays on.
 */
function agentWeight(name: string, g: any): number {
  if (Object.values<any>(g.agents ?? {}).some((a) => a.pvLeft === 0)) return 0;
  // (agent-melee's facts offer every agent standing, in a fight of its own or not: not a sign that one may still act.)
  const acting = ['agent-shoot', 'agent-move', 'agent-hide'].some((n) => canActNow(cmds, n, g));
  // A move is an agent's first action only (R17): drawn most while it can be; SF fire, that downs an agent, least.
  if (PACK.includes(name)) return canActNow(cmds, name, g) ? ({ 'agent-move': 4, 'sf-shoot': 0.3 } as Record<string, number>)[name] ?? 1 : 0;
  if (name === 'next-turn') return acting ? 0.05 : 1;
  return 0.1;
}

let cmds: Awaited<ReturnType<typeof programCommands>>;
let names: { facts: string[]; plain: string[] };
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(Object.keys(COMMANDS), probe.dir);
  names = procedureNames(cmds);
});
afterAll(() => probe.cleanup());

describe('generated command lines on Guérilla Urbaine', () => {
  it('the generator walks every procedure of the game and of the pack (they are described by their facts)', () => {
    for (const n of [...GANG, ...PACK]) expect(names.facts, n).toContain(n);
  });

  it(`the gang game: ${STEPS} lines in the turn's order, each a resolution or a clean refusal; invariants, rebuild and verify hold; half accepted, a third change the state, every procedure (gu-power too) resolved 5 times; turns go by`, async () => {
    const p = await playGenerated(cmds, { label: 'Guérilla Urbaine', scenario: 'guerilla-urbaine-gangs.yaml', seed: SEED, procedures: GANG, steps: STEPS, check: checkGangInvariants, weight: guWeight });
    expectMinimums(p, GANG);
    expect(p.final.round?.turn ?? 0, 'turns played').toBeGreaterThan(2);
    expect(p.hostileRefused).toBeGreaterThan(STEPS * 0.05);
  }, 600000);

  it(`the riot with armed agents: ${AGENT_STEPS} lines of the pack's procedures and the riot's; the riot's and the agents' invariants, rebuild and verify hold; half accepted, a third change the state, every agent procedure resolved 5 times`, async () => {
    const p = await playGenerated(cmds, {
      label: 'Guérilla Urbaine agents in a riot',
      scenario: 'railton-road-armed.yaml',
      seed: `${SEED}-riot`,
      procedures: [...PACK, ...RIOT],
      steps: AGENT_STEPS,
      check: (g, before, wasUndo, where, argv) => {
        checkInvariants(g, before, wasUndo, where, argv);
        checkAgentInvariants(g, where);
      },
      weight: agentWeight,
    });
    expectMinimums(p, PACK);
  }, 600000);
});
