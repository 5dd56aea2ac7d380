// One generated play of a game, shared by every game's generated test
// (generated*.test.ts): lines from ./generate.ts (the procedures' own
// descriptions, the state's ids), drawn by the game's own order when it has
// one (RIOT's phases, Intervention's initiative), mostly valid, some spoiled.
// After every line: exit 0 with a logged resolution, or exit 2 with one line
// and nothing written; a spoiled line is always refused; the game's
// invariants hold and the state is the fold of its log. After the play:
// `rebuild` gives the state the commands left (read before rebuild writes
// its own) and `verify` passes. The counts of the play (lines, accepted,
// state-changing, per procedure) are printed in one line and checked
// against minimum shares that mean something (expectMinimums).
import { expect } from 'vitest';
import type { Command } from 'commander';
import { runCli, tempGame, jsonLines, type RunResult } from '../helpers/cli.js';
import { foldLog, readLog } from '../../src/state/store.js';
import { canonicalJson } from '../../src/state/effects.js';
import { expectAgree } from './helpers.js';
import { generate, Rand, type Generated, type Plain } from './generate.js';
import { t } from '../../src/i18n/index.js';

/** What the lines of one procedure did. */
export interface Tally {
  /** Valid lines (not spoiled). */
  lines: number;
  /** Valid lines resolved (exit 0). */
  resolved: number;
  /** Lines (valid or not) after which the game's state differs. */
  changed: number;
  hostile: number;
  refused: string[];
}

/** What a play did, line by line and in all. */
export interface Played {
  label: string;
  seed: string;
  tally: Map<string, Tally>;
  /** Every line generated, spoiled ones included. */
  lines: number;
  /** Lines that exited 0. */
  accepted: number;
  /** Lines after which the game's state differs from before. */
  changed: number;
  hostileRefused: number;
  final: any;
}

export interface PlayPlan {
  /** The name printed in the summary line (`RIOT`, `Intervention`). */
  label: string;
  scenario: string;
  seed: string;
  /** The procedures played (undo is added now and then). */
  procedures: string[];
  steps: number;
  /** Lines to run after init, before the generated ones (each must succeed). */
  setup?: string[][];
  /** The game's invariants after each line. */
  check?: (g: any, before: any, wasUndo: boolean, where: string, argv: string[]) => void;
  /**
   * The procedure to draw now, by the game's own order (RIOT's phases,
   * Intervention's initiative): how much each weighs in this state (0: not
   * now). The draw also favours the procedures played least so far.
   */
  weight?: (name: string, game: any, tally: ReadonlyMap<string, Tally>) => number;
  /** Arguments of procedures the facts do not describe, from the state (generate.ts's Plain). */
  plain?: Record<string, Plain>;
  /** The share of lines spoiled (generate.ts). */
  hostileShare?: number;
  /** Called after every line that exited 0 (what happened, for a test's own counts). */
  observe?: (name: string, gen: Generated, res: RunResult, sf: any) => void;
}

function newTally(): Tally {
  return { lines: 0, resolved: 0, changed: 0, hostile: 0, refused: [] };
}

/** Plays `plan.steps` generated lines on a new game of `plan.scenario`; returns what they did. */
export async function playGenerated(cmds: Map<string, Command>, plan: PlayPlan): Promise<Played> {
  const tally = new Map<string, Tally>(plan.procedures.map((n) => [n, newTally()]));
  const out: Played = { label: plan.label, seed: plan.seed, tally, lines: 0, accepted: 0, changed: 0, hostileRefused: 0, final: null };
  const game = tempGame();
  const history: string[] = [];
  try {
    await game.init(plan.scenario, '--seed', plan.seed);
    for (const argv of plan.setup ?? []) await game.ok(...argv);
    const r = new Rand(plan.seed);
    let misses = 0;
    // Procedures that found nothing to play in this position (no subject, an empty pick list): not drawn again until a line resolves.
    const dry = new Set<string>();
    while (out.lines < plan.steps && misses < plan.steps * 20) {
      const now = game.readState().game;
      const open = plan.procedures.filter((n) => !dry.has(n) && (plan.weight?.(n, now, tally) ?? 1) > 0);
      const name = r.next() < 0.02 || open.length === 0 ? 'undo' : r.weighted(open, (n) => (plan.weight?.(n, now, tally) ?? 1) / (1 + (tally.get(n)?.lines ?? 0)));
      const gen = await generate(cmds, name, game.state, game.dir, r, plan.hostileShare ?? 0.15, plan.plain);
      if (!gen) {
        misses += 1;
        dry.add(name);
        continue;
      }
      out.lines += 1;
      const before = game.readState().game;
      const bytes = game.snapshot();
      const res = await runCli(gen.argv, { cwd: game.dir });
      history.push(gen.argv.slice(0, -3).map((w) => JSON.stringify(w)).join(' '));
      const where = `${plan.label} on ${plan.scenario} (seed ${plan.seed}), after\n  ${history.slice(-12).join('\n  ')}\n`;
      if (!tally.has(name)) tally.set(name, newTally());
      const tl = tally.get(name)!;
      expect(res.stderr, where).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      expect([0, 2], `${where}exit ${res.code}: ${res.stderr}`).toContain(res.code);
      if (gen.hostile) {
        tl.hostile += 1;
        // An impossible die is refused, unless the resolution rolls nothing (then it says the dice were not needed).
        const unrolled = gen.hostile === 'impossible-die' && res.code === 0 && (['en', 'fr'] as const).some((l) => (res.stdout + res.stderr).includes(t(l, 'common.dice-not-needed', { values: '0' })));
        if (!unrolled) {
          expect(res.code, `${where}a spoiled line (${gen.hostile}) resolved: ${res.stdout}`).toBe(2);
          out.hostileRefused += 1;
        }
      } else tl.lines += 1;
      if (res.code === 2) {
        expect(res.stderr.trim().split('\n'), `${where}${res.stderr}`).toHaveLength(1);
        expect(game.snapshot(), `${where}exit 2 wrote: ${res.stderr}`).toEqual(bytes);
        if (!gen.hostile) tl.refused.push(`${gen.argv.slice(0, -3).join(' ')}: ${res.stderr.trim()}`);
        continue;
      }
      out.accepted += 1;
      dry.clear();
      const sf = game.readState();
      if (name !== 'undo') {
        // A resolution was logged, and it is the log's last entry.
        const logged = jsonLines(res.stdout).map((x) => x.logged).filter((n) => typeof n === 'number');
        expect(logged.length, `${where}exit 0 without a logged resolution: ${res.stdout}`).toBeGreaterThan(0);
        expect(Math.max(...logged), where).toBe(sf.log.seq);
      }
      if (!gen.hostile) tl.resolved += 1;
      if (canonicalJson(sf.game) !== canonicalJson(before)) {
        tl.changed += 1;
        out.changed += 1;
      }
      plan.check?.(sf.game, before, name === 'undo', where, gen.argv);
      expect(canonicalJson(foldLog(readLog(game.log).entries)), `${where}the state is not the fold of its log`).toBe(canonicalJson(sf.game));
      plan.observe?.(name, gen, res, sf);
    }
    expect(out.lines, `${plan.label} (seed ${plan.seed}): the generator found something to play`).toBe(plan.steps);
    expectAgree(game.state, game.log);
    // The state as the commands left it, read BEFORE rebuild writes its own (rebuild --json writes, then prints).
    const final = game.readState().game;
    const rebuilt = await runCli(['rebuild', '--json', '--state', game.state]);
    expect(rebuilt.code, `${plan.label} (seed ${plan.seed}): ${rebuilt.stderr}`).toBe(0);
    expect(JSON.parse(rebuilt.stdout), `${plan.label} (seed ${plan.seed}): rebuild differs from the state the commands left`).toEqual(final);
    const verified = await runCli(['verify', '--json', '--state', game.state]);
    expect(verified.code, `${plan.label} (seed ${plan.seed}): verify: ${verified.stdout}${verified.stderr}`).toBe(0);
    expect(JSON.parse(verified.stdout).ok, `${plan.label} (seed ${plan.seed}): verify: ${verified.stdout}`).toBe(true);
    out.final = final;
    if (process.env.UMPIRE_TRUST_VERBOSE === 'history') console.log(history.join('\n'));
    return out;
  } finally {
    game.cleanup();
  }
}

const pct = (n: number, d: number) => `${d === 0 ? 0 : Math.round((100 * n) / d)}%`;

/** The play in one line: lines, accepted %, state-changing %, and each procedure's resolved/valid lines. */
export function summaryLine(p: Played): string {
  const per = [...p.tally].map(([n, x]) => `${n} ${x.resolved}/${x.lines}`).join(', ');
  return `${p.label} (seed ${p.seed}): ${p.lines} lines, ${pct(p.accepted, p.lines)} accepted, ${pct(p.changed, p.lines)} state-changing; ${per}`;
}

/** The least a play must do: half its lines accepted, a third changing the state, each procedure resolved `each` times. */
export const MINIMUM = { accepted: 1 / 2, changed: 1 / 3, each: 5 } as const;

/**
 * Prints the play's line and checks the minimum shares: at least half of the
 * lines accepted, the state changed by at least a third of them, and every
 * procedure of `procedures` resolved at least MINIMUM.each times.
 */
export function expectMinimums(p: Played, procedures: readonly string[], each: number = MINIMUM.each): void {
  const line = summaryLine(p);
  console.log(line);
  if (process.env.UMPIRE_TRUST_VERBOSE) for (const [n, x] of p.tally) for (const why of x.refused.slice(0, 8)) console.log(`  ${n} refused: ${why}`);
  const low = procedures
    .filter((n) => (p.tally.get(n)?.resolved ?? 0) < each)
    .map((n) => `${n}: ${p.tally.get(n)?.resolved ?? 0}/${p.tally.get(n)?.lines ?? 0} resolved; refusals: ${(p.tally.get(n)?.refused ?? []).slice(0, 3).join(' | ')}`);
  expect(low, `${line}\nprocedures resolved fewer than ${each} times`).toEqual([]);
  expect(p.accepted / p.lines, `${line}\nshare of lines accepted`).toBeGreaterThanOrEqual(MINIMUM.accepted);
  expect(p.changed / p.lines, `${line}\nshare of lines that changed the state`).toBeGreaterThanOrEqual(MINIMUM.changed);
}
