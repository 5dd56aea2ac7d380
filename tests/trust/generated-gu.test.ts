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
import { runCli, tempGame, jsonLines } from '../helpers/cli.js';
import { foldLog, readLog } from '../../src/state/store.js';
import { canonicalJson } from '../../src/state/effects.js';
import { checkInvariants } from './invariants.js';
import { checkAgentInvariants, checkGangInvariants } from './gu-invariants.js';
import { expectAgree } from './helpers.js';
import { generate, procedureNames, programCommands, Rand } from './generate.js';
import { COMMANDS } from '../../src/commands/index.js';
import { t } from '../../src/i18n/index.js';

/** Lines per play (UMPIRE_GENERATED_GU_STEPS). */
const STEPS = Number(process.env.UMPIRE_GENERATED_GU_STEPS ?? 220);

const GANG = ['gu-gang', 'gu-initiative', 'gu-phase', 'gu-act', 'gu-shoot', 'gu-melee', 'gu-heal', 'gu-pray', 'gu-power'];
/** The procedures of one figure of the sample's gangs (doc the Médico, frere the priest, mama the shaman). */
const ONE_CASTER = ['gu-heal', 'gu-pray', 'gu-power'];
const PACK = ['agent-shoot', 'sf-shoot', 'agent-melee', 'agent-move', 'agent-hide'];
/** The riot's procedures played beside the pack's: the turn and the bridges of R17 (over-reaction, triage). */
const RIOT = ['next-turn', 'overreact', 'triage', 'rl-roll'];

let cmds: Awaited<ReturnType<typeof programCommands>>;
let names: { facts: string[]; plain: string[] };
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(Object.keys(COMMANDS), probe.dir);
  names = procedureNames(cmds);
});
afterAll(() => probe.cleanup());

interface Tally {
  lines: number;
  resolved: number;
  hostile: number;
  refused: string[];
}

/** Plays `steps` generated lines of `procedures` on a new game of `scenario`; returns what each did and what the game became. */
async function play(scenario: string, seed: string, procedures: string[], steps: number, check: (g: any, before: any, wasUndo: boolean, where: string, argv: string[]) => void, weight: (name: string, tally: ReadonlyMap<string, Tally>) => number = () => 1) {
  const tally = new Map<string, Tally>(procedures.map((n) => [n, { lines: 0, resolved: 0, hostile: 0, refused: [] }]));
  const game = tempGame();
  const history: string[] = [];
  let hostileRefused = 0;
  try {
    await game.init(scenario, '--seed', seed);
    const r = new Rand(seed);
    let done = 0;
    let misses = 0;
    while (done < steps && misses < steps * 20) {
      const name = r.next() < 0.02 ? 'undo' : r.weighted(procedures, (n) => weight(n, tally) / (1 + (tally.get(n)?.lines ?? 0)));
      const gen = await generate(cmds, name, game.state, game.dir, r);
      if (!gen) {
        misses += 1;
        continue;
      }
      done += 1;
      const before = game.readState().game;
      const bytes = game.snapshot();
      const res = await runCli(gen.argv, { cwd: game.dir });
      history.push(gen.argv.slice(0, -3).map((w) => JSON.stringify(w)).join(' '));
      const where = `${scenario} (${seed}), after\n  ${history.slice(-12).join('\n  ')}\n`;
      const tl = tally.get(name) ?? { lines: 0, resolved: 0, hostile: 0, refused: [] };
      expect(res.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      expect([0, 2], `${where}exit ${res.code}: ${res.stderr}`).toContain(res.code);
      if (gen.hostile) {
        tl.hostile += 1;
        const unrolled = gen.hostile === 'impossible-die' && res.code === 0 && (['en', 'fr'] as const).some((l) => (res.stdout + res.stderr).includes(t(l, 'common.dice-not-needed', { values: '0' })));
        if (!unrolled) {
          expect(res.code, `${where}a spoiled line (${gen.hostile}) resolved: ${res.stdout}`).toBe(2);
          hostileRefused += 1;
        }
      } else tl.lines += 1;
      if (res.code === 2) {
        expect(res.stderr.trim().split('\n'), `${where}${res.stderr}`).toHaveLength(1);
        expect(game.snapshot(), `${where}exit 2 wrote: ${res.stderr}`).toEqual(bytes);
        if (!gen.hostile) tl.refused.push(`${gen.argv.slice(0, -3).join(' ')}: ${res.stderr.trim()}`);
        continue;
      }
      const sf = game.readState();
      if (name !== 'undo') {
        const logged = jsonLines(res.stdout).map((x) => x.logged).filter((n) => typeof n === 'number');
        expect(logged.length, `${where}exit 0 without a logged resolution: ${res.stdout}`).toBeGreaterThan(0);
        expect(Math.max(...logged), where).toBe(sf.log.seq);
        if (!gen.hostile) tl.resolved += 1;
      }
      check(sf.game, before, name === 'undo', where, gen.argv);
      expect(canonicalJson(foldLog(readLog(game.log).entries)), `${where}the state is not the fold of its log`).toBe(canonicalJson(sf.game));
    }
    expect(done, `${scenario}: the generator found something to play`).toBe(steps);
    expectAgree(game.state, game.log);
    // The state as the commands left it, read before rebuild writes its own.
    const final = game.readState().game;
    const rebuilt = await runCli(['rebuild', '--json', '--state', game.state]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(rebuilt.stdout)).toEqual(final);
    if (process.env.UMPIRE_TRUST_VERBOSE) console.log(scenario, final.round ?? final.turn, Object.fromEntries([...tally].map(([n, x]) => [n, `${x.resolved}/${x.lines} +${x.hostile}`])));
    return { tally, final, hostileRefused };
  } finally {
    game.cleanup();
  }
}

describe('generated command lines on Guérilla Urbaine', () => {
  it('the generator walks every procedure of the game and of the pack (they are described by their facts)', () => {
    for (const n of [...GANG, ...PACK]) expect(names.facts, n).toContain(n);
  });

  it(`the gang game: ${STEPS} lines, each a resolution or a clean refusal; invariants and rebuild hold after each; turns go by and each procedure resolves (the one-figure casters: one of them at least)`, async () => {
    const { tally, final, hostileRefused } = await play('guerilla-urbaine-gangs.yaml', 'generated-gu-0', GANG, STEPS, (g, before, wasUndo, where) => checkGangInvariants(g, before, wasUndo, where));
    // Médico, the priest and the shaman are one figure each: once dead and not revived they have no line (their walk is in tests/prompts/gu-game-flow.test.ts).
    const low = GANG.filter((n) => !ONE_CASTER.includes(n) && (tally.get(n)?.resolved ?? 0) < 1).map((n) => `${n}: ${tally.get(n)?.resolved}/${tally.get(n)?.lines}; ${tally.get(n)?.refused.slice(0, 3).join(' | ')}`);
    expect(low).toEqual([]);
    expect(ONE_CASTER.some((n) => (tally.get(n)?.resolved ?? 0) > 0), 'a Médico, priest or shaman acted').toBe(true);
    const all = [...tally.values()];
    expect(all.reduce((n, x) => n + x.resolved, 0) / all.reduce((n, x) => n + x.lines, 0), 'share of valid lines resolved').toBeGreaterThan(1 / 3);
    expect(final.round?.turn ?? 0, 'turns played').toBeGreaterThan(2);
    expect(Object.values<any>(final.figures).some((f) => f.pv < f.pvMax) || Object.values<any>(final.figures).some((f) => f.acted !== null), 'figures acted or were hurt').toBe(true);
    expect(hostileRefused).toBeGreaterThan(STEPS * 0.05);
  }, 600000);

  it(`the riot with armed agents: ${Math.round(STEPS / 2)} lines of the pack's procedures and the riot's; the riot's and the agents' invariants hold`, async () => {
    // The sample's agents have 1 PV and the armed unit an assault rifle: SF fire, offered only by armed units,
    // downs them within a few lines, after which no agent acts; it is drawn rarely until each agent procedure has resolved.
    const { tally } = await play(
      'railton-road-armed.yaml',
      'generated-gu-riot',
      [...PACK, ...RIOT],
      Math.round(STEPS / 2),
      (g, before, wasUndo, where, argv) => {
        checkInvariants(g, before, wasUndo, where, argv);
        checkAgentInvariants(g, where);
      },
      (n, tally) => (n === 'sf-shoot' && PACK.some((p) => p !== 'sf-shoot' && (tally.get(p)?.resolved ?? 0) < 1) ? 0.02 : 1),
    );
    const low = PACK.filter((n) => (tally.get(n)?.resolved ?? 0) < 1).map((n) => `${n}: ${tally.get(n)?.resolved}/${tally.get(n)?.lines}; ${tally.get(n)?.refused.slice(0, 3).join(' | ')}`);
    expect(low).toEqual([]);
  }, 600000);
});
