// Generated plays of the riot's packs: swat-assault (railton-road-swat.yaml:
// an assault started on a building, its turns of fire and melee, its end)
// and riot-opinion (railton-road-opinion.yaml: the press coming to a crowd
// and leaving it, beside the riot's procedures whose fights the press
// changes: melee, RL rolls, the turn). Lines built from the procedures' own descriptions
// (./generate.ts walks their facts). Shared loop and minimums: ./play.ts.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS, tempGame } from '../helpers/cli.js';
import { canActNow, programCommands, type Plain } from './generate.js';
import { expectMinimums, playGenerated } from './play.js';
import { checkInvariants } from './invariants.js';

const STEPS = Number(process.env.UMPIRE_GENERATED_PACK_STEPS ?? 150);
const SEED = process.env.UMPIRE_GENERATED_SEED ?? 'generated-pack-0';

const SWAT = ['assault-start', 'assault-turn', 'assault-end'];
/**
 * The bundled riot with armed men in two more buildings (the getaway driver's
 * profile): the bank alone is cleared after two or three assaults now that a
 * fighter acts once a turn, and then nothing can be assaulted for the rest of
 * the play.
 */
const SWAT_SCENARIO = `${readFileSync(join(SCENARIOS, 'railton-road-swat.yaml'), 'utf8').trimEnd()}
${['pub', 'jeweller']
  .flatMap((b) => [1, 2].map((k) => `  - id: ${b}-${k}\n    name: Armed man ${k} in the ${b}\n    building: ${b}\n    PF: 3\n    PA: 3\n    RT: 6`))
  .join('\n')}
`;
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
      scenario: SWAT_SCENARIO,
      seed: SEED,
      procedures: [...SWAT, 'next-turn', 'rl-roll'],
      steps: STEPS,
      check: checkInvariants,
      // A turn of fire often clears a building: an assault's end drawn as often as its first turn, and most often
      // after one; the riot's turn never advanced under an assault (its turns would be refused: an assault is
      // played inside its riot turn, U191).
      weight: (n, g) => {
        const under = Object.values<any>(g.assaults ?? {}).find((a) => a.fate === 'under-way');
        if (!SWAT.includes(n)) return n === 'next-turn' && under ? 0 : 0.2;
        if (!canActNow(cmds, n, g)) return 0;
        if (n === 'assault-turn') return under?.rounds ? 0.3 : 1;
        if (n === 'assault-end') return under?.rounds ? 3 : 1;
        return 1;
      },
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
