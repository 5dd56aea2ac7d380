// `umpire batch` against the same lines run one call each, on EVERY bundled
// scenario (scenarios/*.yaml: each game and pack). The lines are generated from
// the game as it stands (./generate.ts: the guided flow's pick lists, so ids
// that exist and values the options take; Intervention's from its sequence),
// a few of them spoiled so that refusals sit between accepted lines. Each
// line is first run alone, and after each:
//  - a refusal (exit 2) left the whole folder byte for byte as it was;
//  - an accepted line changed the state and the log and no other file of the
//    folder, the log chains and the state is the fold of the log.
// Then the whole list runs as one `batch --keep-going`, the accepted lines as
// one plain `batch`, and the lines up to the first refusal as a plain batch:
// each line's log entries, the final state and log (time stamps and the
// hashes that cover them left out), what is printed and which lines are
// refused with which message must be those of the lines run one by one.
// At least half of the lines compared must change the game (a comparison of
// a refusal with a refusal proves little): the share is printed and asserted.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, SCENARIOS, tempGame } from '../helpers/cli.js';
import { canonicalJson } from '../../src/state/effects.js';
import { COMMANDS, ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';
import { changedNames, expectAgree, sameSnapshot, snapshotDir } from './helpers.js';
import { generate, INTERVENTION, procedureNames, programCommands, Rand, type Plain } from './generate.js';
import { nextUnits } from '../../src/rules/intervention/activation.js';
import { t } from '../../src/i18n/index.js';
import type { Lang } from '../../src/rules/types.js';

/** Every bundled scenario: a new one is compared as soon as it is added. */
const SCENARIO_FILES = readdirSync(SCENARIOS).filter((f) => /\.ya?ml$/.test(f)).sort();
/** Lines generated per scenario (UMPIRE_BATCH_LINES). */
const LINES = Number(process.env.UMPIRE_BATCH_LINES ?? 50);
/**
 * Time a line may take, one call and its batches, on a loaded machine: the
 * test's timeout grows with the lines (the full size, 200, timed out at the
 * 60 s default under load 40, and the loop went on against a folder already
 * removed).
 */
const LINE_BUDGET_MS = 5000;
/** The share of spoiled lines (an id that names nothing, an unknown option, a die that cannot come up): refusals between accepted lines. */
const HOSTILE_SHARE = 0.08;
/** At least this share of each scenario's lines must change the game. */
const MIN_CHANGING = 0.5;

/**
 * An Intervention turn is played before the next begins: `next-turn` once the
 * fire sequence has no unit left to act (src/rules/intervention/activation.ts
 * nextUnits), so that a game of many lines is many lines a turn, not a hundred
 * empty turns after the mission's verdict (its tenth turn, l.444-448).
 */
const LONG_GAME: Record<string, Plain> = {
  'next-turn': (g) => (g.system !== 'intervention' || (g.round?.phase === 'fire' && nextUnits(g).length === 0) ? [] : null),
  // The sample's nine fall within a turn or two of melee and fire (a verdict, then every line refused): a fight now
  // and then, so that the mission runs its turns; the draw passes to another procedure otherwise.
  'intv-melee': (g, r) => (r.next() < 0.05 ? INTERVENTION['intv-melee'](g, r) : null),
  'intv-fire': (g, r) => (r.next() < 0.3 ? INTERVENTION['intv-fire'](g, r) : null),
  // Each turn played through (l.296-340): an order to each fighter of a unit still without one, the movement sequence
  // once they have theirs, the fire sequence once no unit is due to move; a unit passes now and then.
  'intv-orders': (g, r) => {
    const waiting = ivInPlay(g).filter((f) => f.unit && f.order === 'none');
    return g.round?.phase === 'orders' && waiting.length ? [r.pick(waiting).id, r.pick(['progress', 'run', 'fire-at-will', 'aimed', 'observe', 'camouflage'])] : null;
  },
  'intv-phase': (g) => {
    if (g.round?.phase === 'orders') return ivInPlay(g).some((f) => f.unit && f.order === 'none') ? null : ['movement'];
    return g.round?.phase === 'movement' && nextUnits(g).length === 0 ? ['fire'] : null;
  },
  'intv-activate': (g, r) => {
    const due = g.round?.phase === 'orders' ? [] : nextUnits(g);
    return due.length ? [r.pick(due).id, ...(r.next() < 0.1 ? ['--pass'] : [])] : null;
  },
  // RIOT: the public-opinion card a police melee makes due (l.31) is turned, or the round waits for it for ever.
  'riot-opinion': (g) => (g.riot?.round?.owed ? [] : null),
};
/** Intervention's fighters still in play (not out, not gone off the table). */
const ivInPlay = (g: any) => Object.values<any>(g.fighters ?? {}).filter((f) => f.condition !== 'out' && f.exited === null);

let cmds: Awaited<ReturnType<typeof programCommands>>;
let names: { facts: string[]; plain: string[] };
const work = mkdtempSync(join(tmpdir(), 'umpire-bvs-'));
const probe = tempGame();
beforeAll(async () => {
  cmds = await programCommands(Object.keys(COMMANDS), probe.dir);
  names = procedureNames(cmds);
});
afterAll(() => {
  probe.cleanup();
  rmSync(work, { recursive: true, force: true });
  if (shares.length) {
    const all = shares.reduce((a, s) => ({ n: a.n + s.n, changing: a.changing + s.changing, refused: a.refused + s.refused }), { n: 0, changing: 0, refused: 0 });
    console.log(['batch versus single calls (scenario, comparisons, % state-changing, % refused):', ...shares.map(row), row({ scenario: 'all', ...all })].join('\n'));
  }
});

interface Share {
  scenario: string;
  n: number;
  changing: number;
  refused: number;
}
const shares: Share[] = [];
const pct = (a: number, n: number) => `${n ? Math.round((100 * a) / n) : 0}%`;
const row = (s: Share) => `  ${s.scenario.padEnd(40)} ${String(s.n).padStart(4)} ${pct(s.changing, s.n).padStart(5)} ${pct(s.refused, s.n).padStart(5)}`;

/** A word as a batch line writes it (the shell's quoting). */
const quote = (w: string) => (/^[\w.,:=+-]+$/.test(w) ? w : `'${w.replaceAll("'", "'\\''")}'`);
const batchText = (lines: string[][]) => lines.map((l) => `${l.map(quote).join(' ')}\n`).join('');

/** The log's entries without their time stamps and the hashes that cover them. */
function entries(dir: string): any[] {
  const text = readFileSync(join(dir, 'umpire-state.log.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const { at, prev, ...rest } = JSON.parse(l);
      return rest;
    });
}
/** The state file without the log position's hash (it covers the time stamps). */
function stateOf(dir: string): any {
  const sf = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8'));
  delete sf.log.hash;
  delete sf.log.bytes;
  return sf;
}
const gameOf = (dir: string) => canonicalJson(JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).game);

/** A copy of a game's folder in a new folder. */
function copyOf(from: string, name: string): string {
  const dir = mkdtempSync(join(work, `${name}-`));
  for (const f of readdirSync(from)) copyFileSync(join(from, f), join(dir, f));
  return dir;
}

interface Single {
  argv: string[];
  code: number;
  stdout: string;
  stderr: string;
  /** Log entries after the line. */
  logged: number;
  changing: boolean;
}

describe('batch against the same lines run one call each, on every bundled scenario', () => {
  it('covers every bundled scenario, of every game and pack', () => {
    expect(SCENARIO_FILES.length).toBeGreaterThanOrEqual(10);
  });

  for (const scenario of SCENARIO_FILES) {
    it(`${scenario}: ${LINES} generated lines, batched and one by one, give the same entries, state, output and refusals`, async () => {
      const tpl = tempGame();
      try {
        await tpl.init(scenario, '--seed', `bvs-${scenario}`);
        const core = tpl.readState().game;
        const lang: Lang = core.lang;
        const here = (n: string) => Object.hasOwn(ENGINE_COMMANDS, n) || commandOwners(n).some((sys) => plays(core, sys));
        // undo is no batch line (NOT_IN_BATCH); every other procedure this game plays.
        const all = [...new Set([...names.facts, ...names.plain, ...Object.keys(LONG_GAME).filter((n) => cmds.has(n))])].filter((n) => n !== 'undo' && here(n));
        expect(all.length, `procedures of ${scenario}`).toBeGreaterThan(0);

        // --- one call each ---
        const single = copyOf(tpl.dir, 'single');
        const state = join(single, 'umpire-state.json');
        const r = new Rand(`bvs-${scenario}`);
        const count = new Map<string, number>();
        const changedOf = new Map<string, number>();
        const runs: Single[] = [];
        // The procedures drawn since the last line that found none of their subjects able to act: not drawn again
        // until a line changes what can act. A long game has many such (a dead gang's, a phase not open); the game
        // is over only when every procedure has none.
        const idle = new Set<string>();
        while (runs.length < LINES) {
          const open = all.filter((n) => !idle.has(n));
          if (open.length === 0) break;
          // The procedures played least so far are drawn most, and those whose lines changed the game more
          // than those refused or changing nothing (RIOT's next-turn waits for every team's riot-turn, its
          // riot-victory only says who wins; a Guérilla Urbaine turn has its phases in order).
          const name = r.weighted(open, (n) => ((1 + (changedOf.get(n) ?? 0)) / (1 + (count.get(n) ?? 0))) ** 3 / (1 + (count.get(n) ?? 0)));
          const gen = await generate(cmds, name, state, single, r, HOSTILE_SHARE, LONG_GAME);
          if (!gen) {
            idle.add(name);
            continue;
          }
          idle.clear();
          count.set(name, (count.get(name) ?? 0) + 1);
          // The line as typed in the game's folder (its default state there), as a batch has it.
          const argv = gen.argv.slice(0, -2);
          const where = `${scenario} line ${runs.length + 1}: ${argv.join(' ')}`;
          const before = snapshotDir(single);
          const game0 = gameOf(single);
          const res = await runCli(argv, { cwd: single });
          const after = snapshotDir(single);
          expect([0, 2], `${where}: exit ${res.code} ${res.stderr}`).toContain(res.code);
          if (res.code === 2) {
            expect(res.stderr.trim().split('\n'), `${where}: ${res.stderr}`).toHaveLength(1);
            // A refusal, between accepted lines or not: the folder byte for byte as before it.
            expect(sameSnapshot(before, after), `${where}: a refusal wrote`).toBeNull();
          } else {
            // An accepted line: the state and the log, nothing else of the folder; the state is the fold of the chained log.
            expect(changedNames(before, after).filter((n) => n !== 'umpire-state.json' && n !== 'umpire-state.log.jsonl'), `${where}: files other than the state and log`).toEqual([]);
            expectAgree(state, join(single, 'umpire-state.log.jsonl'));
          }
          const changing = res.code === 0 && gameOf(single) !== game0;
          if (changing) changedOf.set(name, (changedOf.get(name) ?? 0) + 1);
          runs.push({ argv, code: res.code, stdout: res.stdout, stderr: res.stderr, logged: entries(single).length, changing });
        }
        expect(runs.length, `${scenario}: the generator found lines to play`).toBe(LINES);
        const accepted = runs.filter((x) => x.code === 0);
        const refused = runs.filter((x) => x.code === 2);
        const changing = runs.filter((x) => x.changing).length;
        shares.push({ scenario, n: runs.length, changing, refused: refused.length });
        console.log(row(shares[shares.length - 1]));
        expect(changing / runs.length, `${scenario}: share of lines that change the game`).toBeGreaterThanOrEqual(MIN_CHANGING);
        const singleEntries = entries(single);
        const singleState = stateOf(single);

        // --- every line in one batch, --keep-going ---
        const kg = copyOf(tpl.dir, 'keep-going');
        const allFile = join(work, `${scenario}.all.txt`);
        writeFileSync(allFile, batchText(runs.map((x) => x.argv)));
        const b = await runCli(['batch', allFile, '--keep-going'], { cwd: kg });
        expect(b.code, b.stderr).toBe(refused.length ? 2 : 0);
        // Each line's entries, in order: those it logged alone.
        const batched = entries(kg);
        let from = entries(tpl.dir).length;
        runs.forEach((x, i) => {
          expect(batched.slice(from, x.logged), `${scenario} line ${i + 1} (${x.argv.join(' ')}): its entries in the batch`).toEqual(singleEntries.slice(from, x.logged));
          from = x.logged;
        });
        expect(batched).toEqual(singleEntries);
        expect(stateOf(kg), `${scenario}: the state after the batch`).toEqual(singleState);
        expectAgree(join(kg, 'umpire-state.json'), join(kg, 'umpire-state.log.jsonl'));
        // What the accepted lines printed, in order; each refused line named with the message it got alone.
        expect(b.stdout, `${scenario}: what the batch printed`).toBe(accepted.map((x) => x.stdout).join(''));
        const said = (file: string, i: number) => `umpire: ${t(lang, 'err.batch-line', { file, line: i + 1, problem: runs[i].stderr.replace(/^umpire: /, '').trim() })}\n`;
        runs.forEach((x, i) => {
          if (x.code === 2) expect(b.stderr, `${scenario} line ${i + 1} (${x.argv.join(' ')}) refused alone`).toContain(said(allFile, i));
        });

        // --- the accepted lines in one plain batch ---
        const plain = copyOf(tpl.dir, 'plain');
        writeFileSync(join(work, `${scenario}.ok.txt`), batchText(accepted.map((x) => x.argv)));
        const p = await runCli(['batch', join(work, `${scenario}.ok.txt`)], { cwd: plain });
        expect(p.code, p.stderr).toBe(0);
        expect(entries(plain)).toEqual(singleEntries);
        expect(stateOf(plain)).toEqual(singleState);
        expect(p.stdout).toBe(b.stdout);

        // --- a plain batch up to the first refused line: refused there, nothing written ---
        const first = runs.findIndex((x) => x.code === 2);
        if (first >= 0) {
          const stop = copyOf(tpl.dir, 'stop');
          const before = snapshotDir(stop);
          const stopFile = join(work, `${scenario}.stop.txt`);
          writeFileSync(stopFile, batchText(runs.slice(0, first + 1).map((x) => x.argv)));
          const s = await runCli(['batch', stopFile], { cwd: stop });
          expect(s.code, s.stderr).toBe(2);
          // One line: the line's number and the message it got alone (then that nothing of the batch was written).
          expect(s.stderr.trim().split('\n')).toHaveLength(1);
          expect(s.stderr).toContain(said(stopFile, first).trimEnd());
          expect(sameSnapshot(before, snapshotDir(stop)), `${scenario}: a refused batch wrote`).toBeNull();
        }
      } finally {
        tpl.cleanup();
      }
    }, LINE_BUDGET_MS * LINES);
  }
});
