// Issue 43 F5 and the dice position's survivors: a forged resolution that
// follows on (right seq and hash chain) is read through the one schema of a
// log entry (src/state/log-codec.ts). The keys its effects make in the game
// pass a scenario's id rules (U350): no crowd `toString` or `valueOf`, no
// unit whose id no scenario could have; and its dice position is one the
// generator can reach (isRngState: the carry at most 2091639, each seed a
// multiple of 2^-32). `verify` finds it, no command folds it, `import`
// carries nothing into the database, every writer refuses to write it.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWritten, entryShapeProblem, lineHash } from '../../src/state/log-codec.js';
import { runCli, tempGame } from '../helpers/cli.js';
import { freshDatabase, needPg } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** Appends a forged resolution that follows on from the log's last line (seq, cmd and hash chain right). */
function forge(log: string, effects: unknown[], rng?: unknown): void {
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  const lastLine = lines[lines.length - 1];
  const last = JSON.parse(lastLine);
  const record = { procedure: 'set-rl', edition: 'en', rolls: [], modifiers: [], total: null, outcome: { code: 'set', text: 'set' }, effects, notes: [] };
  appendFileSync(log, `${JSON.stringify({ seq: last.seq + 1, cmd: last.seq + 1, at: new Date().toISOString(), kind: 'resolution', turn: last.turn, argv: ['set-rl'], record, ...(rng ? { rng } : {}), prev: lineHash(lastLine) })}\n`);
}

async function started() {
  game = tempGame();
  await game.init('tutorial.yaml');
  await game.ok('rl-roll', 'students', '--roll', '3,2');
  return game;
}

/** A copy of the students crowd under another id. */
const crowdAs = (g: ReturnType<typeof tempGame>, id: string) => ({ ...g.readState().game.crowds.students, id, name: id });

async function refused(g: ReturnType<typeof tempGame>, what: string, pattern: RegExp) {
  const state = readFileSync(g.state, 'utf8');
  const v = await g.run('verify');
  expect(v.code, `${what}: verify ${v.stdout}`).toBe(2);
  expect(v.stdout + v.stderr, what).toMatch(/entry 3|line 3/);
  expect(v.stdout + v.stderr, what).toMatch(pattern);
  for (const argv of [['status'], ['rl-roll', 'students'], ['log']]) {
    const r = await g.run(...argv);
    if (argv[0] === 'rl-roll') expect(r.code, `${what}: ${argv[0]} ${r.stderr}`).toBe(2);
    expect(r.stderr, what).not.toMatch(/TypeError|    at /);
    expect(r.stdout, `${what}: ${argv[0]} shows it`).not.toMatch(/toString|valueOf/);
  }
  expect(readFileSync(g.state, 'utf8'), what).toBe(state);
  const rb = await g.run('rebuild', '--to-last-good');
  expect(rb.code, `${what}: ${rb.stderr}`).toBe(0);
  expect(g.readLog(), what).toHaveLength(2);
  expect((await g.run('verify')).code, what).toBe(0);
}

describe('a forged resolution that follows on (F5)', () => {
  it('the control: a crowd under an id a scenario could have is folded', async () => {
    const g = await started();
    forge(g.log, [{ op: 'set', path: 'crowds.newcomers', value: crowdAs(g, 'newcomers') }]);
    expect((await g.run('verify')).code).toBe(0);
    expect((await g.run('note', 'after')).code).toBe(0);
    expect(g.readState().game.crowds.newcomers.id).toBe('newcomers');
  });

  for (const [name, effects, pattern] of [
    ['adding a crowd toString', (g: any) => [{ op: 'set', path: 'crowds.toString', value: crowdAs(g, 'toString') }], /toString/],
    ['adding a crowd valueOf by one of its fields', () => [{ op: 'set', path: 'crowds.valueOf.rl', value: 5 }], /valueOf/],
    ['setting the crowds with one named hasOwnProperty inside', (g: any) => [{ op: 'set', path: 'crowds', value: { ...g.readState().game.crowds, hasOwnProperty: crowdAs(g, 'hasOwnProperty') } }], /hasOwnProperty/],
    ['adding a crowd whose id no scenario could have', (g: any) => [{ op: 'set', path: 'crowds.x y', value: crowdAs(g, 'x y') }], /x y/],
    ['adding a crowd under another id than its key', (g: any) => [{ op: 'set', path: 'crowds.alpha', value: crowdAs(g, 'beta') }], /beta/],
    ['adding a unit whose id is 65 characters long', (g: any) => [{ op: 'set', path: `units.${'u'.repeat(65)}`, value: { ...g.readState().game.units[Object.keys(g.readState().game.units)[0]], id: 'u'.repeat(65) } }], /uuuuuuuu/],
  ] as const) {
    it(`${name}: refused by the codec (verify, the readers, rebuild --to-last-good)`, async () => {
      const g = await started();
      forge(g.log, (effects as (g: any) => unknown[])(g));
      await refused(g, name, pattern);
    });
  }

  it('no writer writes such an entry (checkWritten)', async () => {
    const g = await started();
    const e = { ...g.readLog()[1], seq: 3, cmd: 3 };
    e.record = { ...e.record, effects: [{ op: 'set', path: 'crowds.toString', value: crowdAs(g, 'toString') }] };
    expect(entryShapeProblem(e)?.text).toMatch(/toString/);
    expect(() => checkWritten([e])).toThrow(/toString/);
  });

  it('import carries no crowd toString into the database', async ({ skip }) => {
    const server = needPg(skip);
    const g = await started();
    forge(g.log, [{ op: 'set', path: 'crowds.toString', value: crowdAs(g, 'toString') }]);
    await g.run('note', 'after the forged line');
    const db = freshDatabase(server);
    try {
      const im = await runCli(['import', 'umpire-state.json'], { cwd: g.dir, env: { UMPIRE_STORE: db.url } });
      expect(im.code, im.stderr).toBe(2);
      expect(im.stderr).toMatch(/verify/);
      expect(im.stderr).not.toMatch(/TypeError|    at /);
      const st = await runCli(['status'], { cwd: g.dir, env: { UMPIRE_STORE: db.url } });
      expect(st.stdout).not.toMatch(/toString/);
    } finally {
      db.drop();
    }
  });
});

describe('a forged dice position in a log entry', () => {
  const rngOf = (g: ReturnType<typeof tempGame>) => g.readState().game.rng.state;
  it('the control: the highest carry (2091639) and seeds that are multiples of 2^-32 are a position', async () => {
    const g = await started();
    forge(g.log, [], { before: rngOf(g), after: { c: 2091639, s0: 0.5, s1: 2 ** -32, s2: 1 - 2 ** -32 } });
    expect(entryShapeProblem(JSON.parse(readFileSync(g.log, 'utf8').trim().split('\n')[2]))).toBeNull();
    const v = await g.run('verify');
    expect(v.code, v.stdout).toBe(0);
  });

  for (const [name, after] of [
    ['a carry of 2091640', { c: 2091640, s0: 0.5, s1: 0.25, s2: 0.125 }],
    ['a carry of -1', { c: -1, s0: 0.5, s1: 0.25, s2: 0.125 }],
    ['a seed that is no multiple of 2^-32', { c: 1, s0: 0.1, s1: 0.25, s2: 0.125 }],
    ['a seed of 2^-33', { c: 1, s0: 0.5, s1: 2 ** -33, s2: 0.125 }],
    ['a seed of 1', { c: 1, s0: 0.5, s1: 0.25, s2: 1 }],
  ] as const) {
    it(`${name}: verify refuses the entry`, async () => {
      const g = await started();
      forge(g.log, [], { before: rngOf(g), after });
      // The log entry's own schema refuses it, before any fold (the state's would catch only some).
      const entry = JSON.parse(readFileSync(g.log, 'utf8').trim().split('\n')[2]);
      expect(entryShapeProblem(entry)?.text).toMatch(/rng\.after.*no position the dice can reach/);
      const v = await g.run('verify');
      expect(v.code, v.stdout).toBe(2);
      expect(v.stdout + v.stderr).toMatch(/entry 3|line 3/);
      expect((await g.run('rl-roll', 'students')).code).toBe(2);
    });
  }

  it('a state file whose seed is no multiple of 2^-32 is refused (the same test as the log entry)', async () => {
    const g = await started();
    await g.ok('rl-roll', 'dockers');
    const st = g.readState();
    expect(st.game.rng.state.c).toEqual(expect.any(Number));
    st.game.rng.state = { ...st.game.rng.state, s0: 0.1 };
    writeFileSync(g.state, JSON.stringify(st));
    const r = await g.run('status');
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr, r.stderr).toMatch(/game\.rng\.state.*no position the dice can reach/);
  });
});
