// Issue 34: every field the program reads from the state and the log is
// checked. An impossible dice position is refused; a log line that follows on
// (right seq and prev) but leads to a state no command could make, or replays
// dice from a rewound position, is refused, never folded, and
// `rebuild --to-last-good` steps back past it.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { lineHash } from '../../src/state/store.js';
import { tempGame } from '../helpers/cli.js';
import { noteRecord } from './helpers.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** Appends a forged entry that follows on from the log's last line (seq and hash chain right). */
function forge(log: string, entry: (last: any) => Record<string, unknown>): void {
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  const lastLine = lines[lines.length - 1];
  const last = JSON.parse(lastLine);
  appendFileSync(log, `${JSON.stringify({ seq: last.seq + 1, cmd: last.seq + 1, turn: last.turn, prev: lineHash(lastLine), at: new Date().toISOString(), ...entry(last) })}\n`);
}

async function started() {
  game = tempGame();
  await game.init('tutorial.yaml');
  await game.ok('rl-roll', 'students');
  return game;
}

describe('the dice position', () => {
  for (const [field, value] of [['s0', -5], ['s1', 1e9], ['s2', 1], ['c', -1], ['c', 2091640], ['c', 0.5]] as const) {
    it(`refuses a state whose dice position has ${field} = ${value} (exit 2, naming the field), and rebuild recovers it`, async () => {
      const g = await started();
      const sf = g.readState();
      sf.game.rng.state[field] = value;
      writeFileSync(g.state, JSON.stringify(sf));
      const r = await g.run('rl-roll', 'students');
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`game.rng.state.${field}`);
      expect((await g.run('rebuild')).code).toBe(0);
      expect((await g.run('verify')).code).toBe(0);
    });
  }

  it('refuses a line whose dice position does not follow on (a rewound position replays known dice): verify, the next command; rebuild --to-last-good sets it aside', async () => {
    const g = await started();
    const before = g.readState();
    // Entry 2's own roll again, as entry 3: the same dice from the same position.
    forge(g.log, () => {
      const two = g.readLog()[1];
      return { kind: two.kind, record: two.record, rng: two.rng };
    });
    expect((await g.run('verify')).code).toBe(2);
    const r = await g.run('rl-roll', 'students');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 3: .*does not follow on/);
    expect(g.readState()).toEqual(before);
    expect((await g.run('rebuild', '--to-last-good')).code).toBe(0);
    expect(g.readLog()).toHaveLength(2);
    expect((await g.run('verify')).code).toBe(0);
  });
});

describe('a forged line that follows on', () => {
  for (const [path, value] of [['crowds.students.rl', 99], ['crowds.students.figures', -1000], ['turn', 0]] as const) {
    it(`sets ${path} = ${value}: verify finds it, the next command refuses it (nothing written), rebuild --to-last-good steps back past it`, async () => {
      const g = await started();
      const state = readFileSync(g.state, 'utf8');
      const entries = g.readLog().length;
      forge(g.log, () => ({ kind: 'resolution', record: noteRecord([{ path, op: 'set', value }]) }));
      const v = await g.run('verify');
      expect(v.code).toBe(2);
      expect(v.stdout + v.stderr).toMatch(/entry 3/);
      for (const argv of [['rl-roll', 'students'], ['note', 'x'], ['next-turn']]) {
        const r = await g.run(...argv);
        expect(r.code, argv.join(' ')).toBe(2);
        expect(r.stderr).toMatch(/line 3: applying this entry gives an impossible state/);
        expect(readFileSync(g.state, 'utf8')).toBe(state);
      }
      const rb = await g.run('rebuild');
      expect(rb.code).toBe(2);
      expect((await g.run('rebuild', '--to-last-good')).code).toBe(0);
      expect(g.readLog()).toHaveLength(entries);
      expect((await g.run('verify')).code).toBe(0);
      expect((await g.run('rl-roll', 'students')).code).toBe(0);
    });
  }
});
