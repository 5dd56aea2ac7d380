// Issue 43 F3, F7: a forged `undo` line that follows on (right seq and hash
// chain) but whose `undoes` is no list, or that undoes nothing or the wrong
// thing, is refused by the one schema of a log entry and the fold: `verify`
// finds it, `log`, `summary` and `report` say one line (exit 2, never a stack
// trace), the next command folds nothing in, `import` carries nothing into
// the database, and `rebuild --to-last-good` sets it aside. An undo the
// program wrote still passes (the control).
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineHash } from '../../src/state/log-codec.js';
import { runCli, tempGame } from '../helpers/cli.js';
import { freshDatabase, needPg } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** Appends a forged entry that follows on from the log's last line (seq, cmd and hash chain right). */
function forge(log: string, entry: (last: any) => Record<string, unknown>): void {
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  const lastLine = lines[lines.length - 1];
  const last = JSON.parse(lastLine);
  appendFileSync(log, `${JSON.stringify({ seq: last.seq + 1, cmd: last.seq + 1, turn: last.turn, prev: lineHash(lastLine), at: new Date().toISOString(), ...entry(last) })}\n`);
}

/** A game of three entries: init, an RL roll (dice), a decision with effects (entry 3). */
async function started() {
  game = tempGame();
  await game.init('tutorial.yaml');
  await game.ok('rl-roll', 'students', '--roll', '3,2');
  await game.ok('set-rl', 'dockers', '--to', '3', '--reason', 'forged undo test');
  return game;
}

/** The undo the program would write for entry 3 (its inverse effects, the dice position unchanged). */
function realUndo(g: ReturnType<typeof tempGame>): Record<string, unknown> {
  const three = g.readLog()[2];
  const rng = g.readState().game.rng.state;
  return { kind: 'undo', argv: ['undo'], undoes: [3], effects: three.record.effects.map((e: any) => ({ op: 'set', path: e.path, value: e.prev, prev: e.value })), rng: { before: rng, after: rng } };
}

/** What every reader says of the forged line: one line, exit 2, no stack trace. */
async function refusedEverywhere(g: ReturnType<typeof tempGame>, what: string) {
  const state = readFileSync(g.state, 'utf8');
  const v = await g.run('verify');
  expect(v.code, `${what}: verify ${v.stdout}`).toBe(2);
  expect(v.stdout + v.stderr, what).toMatch(/entry 4|line 4/);
  for (const argv of [['log'], ['summary'], ['report', '--out', join(g.dir, 'r.html')], ['note', 'after the forged line'], ['rl-roll', 'students']]) {
    const r = await g.run(...argv);
    expect(r.stderr, `${what}: ${argv[0]}`).not.toMatch(/TypeError|    at |undoneMap/);
    if (argv[0] === 'log' || argv[0] === 'report') expect([0, 2], `${what}: ${argv[0]} ${r.stderr}`).toContain(r.code);
    else expect(r.code, `${what}: ${argv[0]} ${r.stderr}`).toBe(2);
    expect(r.stderr.trim().split('\n').length, `${what}: ${argv[0]}`).toBeLessThanOrEqual(1);
  }
  // Nothing folded in by the commands refused.
  expect(readFileSync(g.state, 'utf8'), what).toBe(state);
  const rb = await g.run('rebuild', '--to-last-good');
  expect(rb.code, `${what}: ${rb.stderr}`).toBe(0);
  expect(g.readLog(), what).toHaveLength(3);
  expect((await g.run('verify')).code, what).toBe(0);
}

describe('a forged undo line that follows on', () => {
  it('the control: the undo the program writes, forged by hand the same, passes verify and is folded', async () => {
    const g = await started();
    forge(g.log, () => realUndo(g));
    const v = await g.run('verify');
    expect(v.code, v.stdout).toBe(0);
    expect((await g.run('note', 'after')).code).toBe(0);
    expect(g.readState().game.crowds.dockers.rl).toBe(6);
    for (const argv of [['log'], ['summary']]) expect((await g.run(...argv)).code, argv[0]).toBe(0);
  });

  for (const [name, undoes] of [
    ['a number', 3],
    ['a string', '3'],
    ['an object', { 0: 3, length: 1 }],
    ['null', null],
    ['a list of strings', ['3']],
    ['a list of fractions', [2.5]],
  ] as const) {
    it(`whose undoes is ${name}: refused by the schema before any fold (no TypeError anywhere)`, async () => {
      const g = await started();
      forge(g.log, () => ({ ...realUndo(g), undoes }));
      await refusedEverywhere(g, name);
    });
  }

  for (const [name, change] of [
    ['with no effects', (u: any) => ({ ...u, effects: [] })],
    ['with no effects key', (u: any) => ({ ...u, effects: undefined })],
    ['with the effects of another change', (u: any) => ({ ...u, effects: [{ op: 'set', path: 'crowds.students.rl', value: 1, prev: 5 }] })],
    ['undoing entry 99999', (u: any) => ({ ...u, undoes: [99999], effects: [] })],
    ['undoing entry -1', (u: any) => ({ ...u, undoes: [-1], effects: [] })],
    ['undoing __proto__', (u: any) => ({ ...u, undoes: ['__proto__'], effects: [] })],
    ['undoing itself', (u: any) => ({ ...u, undoes: [4], effects: [] })],
    ['undoing the init', (u: any) => ({ ...u, undoes: [1], effects: [] })],
    ['undoing nothing ([])', (u: any) => ({ ...u, undoes: [], effects: [] })],
    ['undoing entry 3 twice over', (u: any) => ({ ...u, undoes: [3, 3] })],
    ['rewinding the dice', (u: any) => ({ ...u, rng: { before: u.rng.before, after: { c: 1, s0: 0.5, s1: 0.25, s2: 0.125 } } })],
  ] as const) {
    it(`${name}: verify finds it, the readers say one line, nothing is folded, rebuild --to-last-good sets it aside`, async () => {
      const g = await started();
      forge(g.log, () => change(realUndo(g)));
      await refusedEverywhere(g, name);
    });
  }

  it('an entry 3 already undone cannot be undone again', async () => {
    const g = await started();
    expect((await g.run('undo')).code).toBe(0);
    const four = g.readLog()[3];
    const rng = g.readState().game.rng.state;
    forge(g.log, () => ({ kind: 'undo', argv: ['undo'], undoes: [3], effects: four.effects, rng: { before: rng, after: rng } }));
    const v = await g.run('verify');
    expect(v.code, v.stdout).toBe(2);
    expect(v.stdout).toMatch(/entry 5/);
  });

  it('import carries no forged undo into the database', async ({ skip }) => {
    const server = needPg(skip);
    const g = await started();
    forge(g.log, () => ({ ...realUndo(g), undoes: 3 }));
    await g.run('note', 'after the forged line');
    const db = freshDatabase(server);
    try {
      const im = await runCli(['import', 'umpire-state.json'], { cwd: g.dir, env: { UMPIRE_STORE: db.url } });
      expect(im.code, im.stderr).toBe(2);
      expect(im.stderr).not.toMatch(/TypeError|    at /);
      const log = await runCli(['log'], { cwd: g.dir, env: { UMPIRE_STORE: db.url } });
      expect(log.code).toBe(2);
      expect(log.stderr).not.toMatch(/TypeError|    at /);
    } finally {
      db.drop();
    }
  });
});
