// Generated plays of the riot's packs: swat-assault (railton-road-swat.yaml:
// an assault started on a building, its turns of fire and melee, its end)
// and riot-opinion (railton-road-opinion.yaml: the press coming to a crowd
// and leaving it, beside the riot's procedures whose fights the press
// changes: melee, RL rolls, the turn). Lines built from the procedures' own descriptions
// (./generate.ts walks their facts). Shared loop and minimums: ./play.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { canActNow, programCommands, type Plain } from './generate.js';
import { expectMinimums, playGenerated } from './play.js';
import { checkInvariants } from './invariants.js';

const STEPS = Number(process.env.UMPIRE_GENERATED_PACK_STEPS ?? 150);
const SEED = process.env.UMPIRE_GENERATED_SEED ?? 'generated-pack-0';

const SWAT = ['assault-start', 'assault-turn', 'assault-end'];
const OPINION = ['press'];
/** The riot's procedures played beside a pack's. */
const RIOT = ['next-turn', 'rl-roll', 'melee'];

/**
 * press: its facts offer every crowd and never ask --off (role `other`), so a
 * guided line only ever brings the press; the state says where it is
 * (opinionCrowds): to a crowd without it, it comes; from one with it, it leaves.
 */
const PLAIN: Record<string, Plain> = {
  press: (g, r) => {
    const crowds = Object.keys(g.crowds ?? {});
    if (!crowds.length) return null;
    const c = r.pick(crowds);
    return g.opinionCrowds?.[c]?.press === true ? [c, '--off'] : [c];
  },
};

let cmds: Awaited<ReturnType<typeof programCommands>>;
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands([...SWAT, ...OPINION, ...RIOT, 'undo'], probe.dir);
});
afterAll(() => probe.cleanup());

describe('generated command lines on the packs of the riot', () => {
  it(`swat-assault: ${STEPS} lines; each a resolution or a clean refusal; rebuild and verify hold; half accepted, a third change the state, each procedure resolved 5 times`, async () => {
    const p = await playGenerated(cmds, {
      label: 'swat-assault',
      scenario: 'railton-road-swat.yaml',
      seed: SEED,
      procedures: [...SWAT, 'next-turn', 'rl-roll'],
      steps: STEPS,
      check: checkInvariants,
      // An assault's turns drawn most while one is under way (its checklists let a fighter fire twice, which the rule refuses), its end least.
      weight: (n, g) => (SWAT.includes(n) ? (canActNow(cmds, n, g) ? ({ 'assault-turn': 3, 'assault-end': 0.3 } as Record<string, number>)[n] ?? 1 : 0) : 0.2),
    });
    expectMinimums(p, SWAT);
  }, 120000);

  it(`riot-opinion: ${STEPS} lines; each a resolution or a clean refusal; rebuild and verify hold; half accepted, a third change the state, the press resolved 5 times`, async () => {
    const p = await playGenerated(cmds, {
      label: 'riot-opinion',
      scenario: 'railton-road-opinion.yaml',
      seed: SEED,
      procedures: [...OPINION, ...RIOT],
      steps: STEPS,
      check: checkInvariants,
      weight: (n) => (n === 'press' ? 2 : 1),
      plain: PLAIN,
    });
    expectMinimums(p, OPINION);
  }, 120000);
});
