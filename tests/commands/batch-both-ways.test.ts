// A batch line means exactly what it means in the shell. For every command in
// the registry (src/commands/index.ts) that a batch runs, each example line the
// documentation gives for it (README.md, docs/*.md, docs/procedures/*.md) is
// run twice on the same game: typed alone, and as a one-line batch. Both must
// print the same thing, refuse it with the same message, and leave the same
// state and log. A command added to the registry is covered at once: by the
// lines its documentation shows, else run bare and with --help. The engine's
// and Civil Disorder's commands run on the three Civil Disorder games; a
// command of another game or pack on every bundled scenario that plays it
// (on a game that does not, it would only be refused both ways).
// tests/trust/batch-vs-single.test.ts compares generated lines, most of them
// changing the game, on every bundled scenario.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IN_BATCH } from '../../src/commands/batch.js';
import { COMMANDS } from '../../src/commands/index.js';
import { buildProgram } from '../../src/cli.js';
import { runCli, SCENARIOS } from '../helpers/cli.js';
import { ENGINE_COMMANDS } from '../../src/commands/index.js';
import { commandOwners, plays } from '../../src/engine/registry.js';
import { exampleLines } from '../helpers/examples.js';

const BATCHABLE = Object.keys(COMMANDS).filter((n) => !Object.hasOwn(NOT_IN_BATCH, n));

const EXAMPLES = exampleLines();
const base = mkdtempSync(join(tmpdir(), 'umpire-both-ways-'));
/** A started game of each bundled scenario, copied afresh for each run, and the game it plays. */
const templates: Record<string, string> = {};
const cores: Record<string, any> = {};
/** The games the engine's and Civil Disorder's commands run on. */
const CIVIL_DISORDER = ['tutorial.yaml', 'railton-road.yaml', 'emeute-place-du-marche.yaml'];

/** The scenarios a command's lines run on: the three Civil Disorder games, or every bundled one whose game plays it. */
function scenariosFor(name: string): string[] {
  if (Object.hasOwn(ENGINE_COMMANDS, name) || commandOwners(name).length === 0) return CIVIL_DISORDER;
  const played = Object.keys(templates).filter((s) => commandOwners(name).some((sys) => plays(cores[s], sys)));
  return played.some((s) => CIVIL_DISORDER.includes(s)) ? CIVIL_DISORDER : played;
}

beforeAll(async () => {
  for (const s of readdirSync(SCENARIOS).filter((f) => /\.ya?ml$/.test(f))) {
    const dir = join(base, `template-${s}`);
    mkdirSync(dir);
    const r = await runCli(['init', join(SCENARIOS, s)], { cwd: dir });
    if (r.code !== 0) throw new Error(r.stderr);
    templates[s] = dir;
    cores[s] = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8')).game;
  }
});
/** The comparisons made, those of two refusals, and those where the line changed the game. */
const tally = { n: 0, refused: 0, changing: 0 };
/** The commands with at least one line accepted. */
const accepted = new Set<string>();
afterAll(() => {
  rmSync(base, { recursive: true, force: true });
  const pct = (x: number) => `${Math.round((100 * x) / Math.max(1, tally.n))}%`;
  const never = BATCHABLE.filter((n) => !accepted.has(n));
  console.log(`batch both ways: ${tally.n} documented lines compared, ${pct(tally.refused)} refused both ways, ${pct(tally.changing)} changing the game; every line refused: ${never.join(' ') || 'none'}`);
});

let n = 0;
function copyOf(template: string): string {
  const dir = join(base, `run-${n++}`);
  mkdirSync(dir);
  for (const f of readdirSync(template)) copyFileSync(join(template, f), join(dir, f));
  return dir;
}

/** State and log with the time stamps and the hashes that cover them left out. */
function saved(dir: string) {
  const state = JSON.parse(readFileSync(join(dir, 'umpire-state.json'), 'utf8'));
  delete state.log.hash;
  delete state.log.bytes;
  const lines = readFileSync(join(dir, 'umpire-state.log.jsonl'), 'utf8').split('\n').filter(Boolean);
  const log = lines.map((l) => {
    const { at, prev, ...rest } = JSON.parse(l);
    return rest;
  });
  // The lines themselves, byte for byte but for the time stamp and the hash it changes
  // (a batch writes a line from its record's JSON made once: src/state/record-json.ts).
  const bytes = lines.map((l) => l.replace(/^(\{"seq":\d+,"cmd":\d+,)"prev":"[0-9a-f]*","at":"[^"]*",/, '$1'));
  return { state, log, bytes };
}

describe('every batch-able command means in a batch what it means in the shell', () => {
  it('finds example lines in the documentation for most batch-able commands of the registry', () => {
    expect(BATCHABLE.length).toBeGreaterThan(20);
    expect(BATCHABLE.filter((name) => EXAMPLES.has(name)).length).toBeGreaterThan(BATCHABLE.length * 0.8);
  });

  for (const name of BATCHABLE) {
    it(`${name}: each documented line, typed and batched, on the bundled scenarios that play it`, async () => {
      const program = await buildProgram([name], { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: {}, cwd: base, argv: [] });
      const seeded = program.commands.find((c) => c.name() === name)?.options.some((o) => o.long === '--seed');
      // A command the documentation shows no whole line of yet: bare, and asking for help.
      for (const words of EXAMPLES.get(name) ?? [[name], [name, '--help']]) {
        // The same dice both ways: a seed where the line gives none.
        const line = !seeded || words.includes('--seed') || words.includes('--roll') ? words : [...words, '--seed', 'both-ways'];
        const on = scenariosFor(name);
        expect(on.length, `a bundled scenario plays ${name}`).toBeGreaterThan(0);
        for (const scenario of on) {
          const shellDir = copyOf(templates[scenario]);
          const batchDir = copyOf(templates[scenario]);
          const what = `${line.join(' ')} (${scenario})`;
          const shell = await runCli(line, { cwd: shellDir });
          writeFileSync(join(batchDir, 'line.txt'), `${line.map((w) => (/^[\w.,:=+-]+$/.test(w) ? w : `'${w.replaceAll("'", "'\\''")}'`)).join(' ')}\n`);
          // A line naming its umpire runs in that umpire's batch (a batch line may name no other umpire than the batch's, issue 43 F8).
          const who = line.indexOf('--umpire');
          const batch = await runCli(['batch', 'line.txt', ...(who >= 0 && line[who + 1] !== undefined ? ['--umpire', line[who + 1]] : [])], { cwd: batchDir });
          expect(batch.code, `${what}: ${batch.stderr}`).toBe(shell.code);
          expect(batch.stdout, what).toBe(shell.stdout);
          tally.n += 1;
          if (shell.code === 0) accepted.add(name);
          if (shell.code !== 0) tally.refused += 1;
          else if (JSON.stringify(saved(shellDir).state.game) !== JSON.stringify(saved(templates[scenario]).state.game)) tally.changing += 1;
          if (shell.code === 0) {
            expect(saved(batchDir), what).toEqual(saved(shellDir));
          } else {
            // The batch names the line, then says what the shell says.
            const said = shell.stderr.replace(/^umpire: /, '').trim();
            expect(batch.stderr, what).toContain(said);
            expect(saved(batchDir), what).toEqual(saved(templates[scenario]));
          }
        }
      }
    });
  }
});
