// The database store under attack (issue 35): 10 processes as 3 umpires, each
// running mixed commands (RL rolls, its own undo, status) at once on one game
// in PostgreSQL: nothing lost or duplicated, `verify` passes, `rebuild`
// equals the state. UMPIRE_PG_ATTACK_EACH=100 for the full attack (10 x 100).
import { afterEach, describe, expect, it } from 'vitest';
import { tempGame } from '../helpers/cli.js';
import { gameOn } from '../helpers/pg.js';
import { startWorker, STEADY_SCENARIO } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const PROCESSES = 10;
const UMPIRES = ['amy', 'bob', 'carl'];
const EACH = Number(process.env.UMPIRE_PG_ATTACK_EACH ?? 12);

describe('concurrency on the database store', () => {
  it(`${PROCESSES} processes as ${UMPIRES.length} umpires x ${EACH} mixed commands: every command logged once, verify passes, rebuild equals the state`, async ({ skip }) => {
    game = gameOn('postgres', skip);
    await game.init(STEADY_SCENARIO);
    const g = game;
    const mix = (p: number) => [
      ['rl-roll', p % 2 ? 'north' : 'south', '--mod', 'steady=+3', '--json'],
      ['rl-roll', p % 2 ? 'south' : 'north', '--mod', 'steady=+3', '--json'],
      ['status', '--json'],
      ['undo', '--json'],
    ];
    const workers = Array.from({ length: PROCESSES }, (_, p) =>
      startWorker(g.dir, EACH, mix(p), { UMPIRE_STORE: g.store!.url, UMPIRE_NAME: UMPIRES[p % UMPIRES.length], UMPIRE_LOCK_TIMEOUT: '300' }),
    );
    const ends = await Promise.all(workers.map((w) => w.done));
    ends.forEach((e, p) => expect(e.code, workers[p].stderr()).toBe(0));
    const logged = new Map<number, { by: string; kind: string }>();
    let refusedUndos = 0;
    workers.forEach((w, p) => {
      expect(w.lines).toHaveLength(EACH);
      for (const r of w.lines) {
        const argv = mix(p)[r.i % 4];
        if (argv[0] === 'undo' && r.code === 2) {
          // Refused: nothing of this umpire's to undo, or a later command depends on it.
          expect(r.stderr).toMatch(/nothing of \w+'s to undo|cannot be undone: \w+ resolved entry/);
          refusedUndos += 1;
          continue;
        }
        expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
        if (argv[0] === 'status') continue;
        const seq = argv[0] === 'undo' ? r.records[0].seq : r.records[0].logged;
        expect(logged.has(seq), `entry ${seq} reported twice`).toBe(false);
        logged.set(seq, { by: UMPIRES[p % UMPIRES.length], kind: argv[0] === 'undo' ? 'undo' : 'resolution' });
      }
    });
    // The log: init and exactly the entries the commands reported, each once, by whom they said.
    const log = g.readLog();
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    expect(log.length).toBe(1 + logged.size);
    for (const e of log.slice(1)) expect({ by: e.by, kind: e.kind }).toEqual(logged.get(e.seq));
    expect(refusedUndos).toBeLessThan(PROCESSES * EACH);
    const v = g.spawn('verify');
    expect(v.code, v.stdout + v.stderr).toBe(0);
    const rebuilt = g.spawn('rebuild');
    expect(rebuilt.stdout, rebuilt.stderr).toMatch(/already the same/);
    // eslint-disable-next-line no-console
    console.log(`pg attack: ${PROCESSES} x ${EACH} commands, ${logged.size} entries logged, ${refusedUndos} undos refused, 0 lost`);
  }, 1_200_000);
});
