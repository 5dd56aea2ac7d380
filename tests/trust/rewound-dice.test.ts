// Issue 43 F6: a state whose dice position was set back to an earlier valid
// one replayed old dice with exit 0 (verify found it later, and `rebuild
// --to-last-good` dropped two resolutions reported done saying "it was
// already the same"). A writer checks the state's dice position against the
// one the log's last entry left before anything rolls: exit 2 naming
// `rebuild`, nothing written; and rebuild says what it set aside.
import { appendFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { lineHash } from '../../src/state/log-codec.js';
import { backwardsRead } from '../../src/state/store.js';
import { runCli, tempGame } from '../helpers/cli.js';
import { freshDatabase, needPg, pgQuery } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

/** A game of four entries whose last three rolled the program's dice. */
async function rolled() {
  game = tempGame();
  await game.init('tutorial.yaml');
  for (const c of ['students', 'dockers', 'students']) await game.ok('rl-roll', c);
  return game;
}

describe('a state whose dice position was set back (F6)', () => {
  it('the control: the state as the log leaves it rolls on', async () => {
    const g = await rolled();
    const r = await g.run('rl-roll', 'dockers');
    expect(r.code, r.stderr).toBe(0);
  });

  for (const [name, back] of [
    ['to the position entry 2 left', (log: any[]) => log[1].rng.after],
    ['to the position before any roll (null)', () => null],
  ] as const) {
    it(`set back ${name}: a command that would roll is refused (exit 2, rebuild named), nothing written`, async () => {
      const g = await rolled();
      const st = g.readState();
      st.game.rng.state = back(g.readLog());
      writeFileSync(g.state, JSON.stringify(st));
      const log = readFileSync(g.log, 'utf8');
      const state = readFileSync(g.state, 'utf8');
      for (const argv of [['rl-roll', 'students'], ['rl-roll', 'students', '--roll', '3,2'], ['note', 'hello']]) {
        const r = await g.run(...argv);
        expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(2);
        expect(r.stderr).toMatch(/dice position.*entry 4.*umpire rebuild/);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
      }
      expect(readFileSync(g.log, 'utf8')).toBe(log);
      expect(readFileSync(g.state, 'utf8')).toBe(state);
      // A batch is one writer too.
      writeFileSync(`${g.dir}/b.txt`, 'rl-roll students\n');
      expect((await g.run('batch', 'b.txt')).code).toBe(2);
      expect(readFileSync(g.log, 'utf8')).toBe(log);
      // rebuild recomputes the state from the log: the dice roll on from where the log left them.
      expect((await g.run('rebuild')).code).toBe(0);
      const r = await g.run('rl-roll', 'students');
      expect(r.code, r.stderr).toBe(0);
      expect(g.readLog()[4].rng.before).toEqual(g.readLog()[3].rng.after);
      expect((await g.run('verify')).code).toBe(0);
    });
  }

  it('the last roll 60 KiB back in the log (read backwards across chunks): the control rolls on, a state set back is refused', async () => {
    const g = await rolled();
    writeFileSync(`${g.dir}/notes.txt`, Array.from({ length: 150 }, (_, i) => `note ${i} ${'x'.repeat(400)}`).join('\n'));
    expect((await g.run('batch', 'notes.txt')).code).toBe(0);
    expect(statSync(g.log).size).toBeGreaterThan(60000);
    const st = readFileSync(g.state, 'utf8');
    expect((await g.run('rl-roll', 'dockers', '--roll', '3,2')).code).toBe(0);
    writeFileSync(g.state, st);
    expect((await g.run('rebuild')).code).toBe(0);
    const good = g.readState();
    good.game.rng.state = g.readLog()[2].rng.after;
    writeFileSync(g.state, JSON.stringify(good));
    const r = await g.run('rl-roll', 'dockers');
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/dice position/);
    expect((await g.run('rebuild')).code).toBe(0);
    expect((await g.run('rl-roll', 'dockers')).code).toBe(0);
    expect((await g.run('verify')).code).toBe(0);
  });

  it('on the database store too', async ({ skip }) => {
    const server = needPg(skip);
    const g = await rolled();
    const db = freshDatabase(server);
    const env = { UMPIRE_STORE: db.url };
    try {
      expect((await runCli(['import', 'umpire-state.json'], { cwd: g.dir, env })).code).toBe(0);
      const two = g.readLog()[1].rng.after;
      pgQuery(db.url, `UPDATE umpire_game SET state = jsonb_set(state::jsonb, '{game,rng,state}', $1::jsonb)::text WHERE id = 1`, [JSON.stringify(two)]);
      const r = await runCli(['rl-roll', 'students'], { cwd: g.dir, env });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/dice position.*entry 4.*umpire rebuild/);
      expect(pgQuery(db.url, 'SELECT count(*)::int AS n FROM umpire_log')[0].n).toBe(4);
      expect((await runCli(['rebuild'], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['rl-roll', 'students'], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['verify'], { cwd: g.dir, env })).code).toBe(0);
    } finally {
      db.drop();
    }
  });

  it('on the database store, rebuild --to-last-good keeps the rows it cuts in umpire_log_dropped', async ({ skip }) => {
    const server = needPg(skip);
    const g = await rolled();
    const db = freshDatabase(server);
    const env = { UMPIRE_STORE: db.url };
    try {
      expect((await runCli(['import', 'umpire-state.json'], { cwd: g.dir, env })).code).toBe(0);
      // Two rows that replay entries 3 and 4's dice (as a writer on a state set back did), chained on.
      const rows = pgQuery(db.url, 'SELECT seq, line FROM umpire_log ORDER BY seq');
      let last = rows[rows.length - 1].line as string;
      const forged: string[] = [];
      for (const seq of [5, 6]) {
        const from = JSON.parse(rows[seq - 3].line);
        last = JSON.stringify({ ...from, seq, cmd: seq, prev: lineHash(last) });
        forged.push(last);
        pgQuery(db.url, 'INSERT INTO umpire_log (seq, cmd, kind, turn, umpire, at, line, prev, hash) VALUES ($1, $1, $2, $3, NULL, $4, $5, $6, $7)', [seq, 'resolution', from.turn, from.at, last, JSON.parse(last).prev, lineHash(last)]);
      }
      expect((await runCli(['verify'], { cwd: g.dir, env })).code).toBe(2);
      const rb = await runCli(['rebuild', '--to-last-good'], { cwd: g.dir, env });
      expect(rb.code, rb.stderr).toBe(0);
      expect(pgQuery(db.url, 'SELECT count(*)::int AS n FROM umpire_log')[0].n).toBe(4);
      expect(pgQuery(db.url, 'SELECT seq, line FROM umpire_log_dropped ORDER BY seq')).toEqual([{ seq: 5, line: forged[0] }, { seq: 6, line: forged[1] }]);
      expect((await runCli(['verify'], { cwd: g.dir, env })).code).toBe(0);
    } finally {
      db.drop();
    }
  });

  it('rebuild --to-last-good never says "it was already the same" of a state that held the entries it sets aside', async () => {
    const g = await rolled();
    const log = g.readLog();
    // Entries 5 and 6 replay entries 3 and 4's dice (as a writer on a state set back to entry 2's position did), changing nothing else.
    let last = readFileSync(g.log, 'utf8').trim().split('\n').pop()!;
    for (const [seq, from] of [[5, log[2]], [6, log[3]]] as const) {
      const e = { ...from, seq, cmd: seq, prev: lineHash(last), record: { ...from.record, effects: [] } };
      last = JSON.stringify(e);
      appendFileSync(g.log, `${last}\n`);
    }
    const st = g.readState();
    // The state as the writer left it: at entry 6, its dice where entry 6 left them (entry 4's).
    st.log = { ...st.log, seq: 6, bytes: statSync(g.log).size, hash: lineHash(last) };
    writeFileSync(g.state, JSON.stringify(st));
    expect((await g.run('verify')).code).toBe(2);
    const rb = await g.run('rebuild', '--to-last-good');
    expect(rb.code, rb.stderr).toBe(0);
    expect(rb.stdout).not.toMatch(/already the same/);
    expect(rb.stdout).toMatch(/entries 5 to 6.*2 resolutions reported done are no longer in the game/);
    expect(g.readLog()).toHaveLength(4);
    expect((await g.run('verify')).code).toBe(0);
  });
});

// Issue 45: the check read the log back to the last entry that used the
// program's dice, so a game whose dice are typed (--roll) read its whole log
// at every command. Each resolution that leaves the dice unmoved now says
// where they stand (`rngAt`): the check reads the last line.
describe('the dice check reads the last line, whatever the log (issue 45)', () => {
  /** One roll of the program's dice, then `n` typed ones (a table rolling real dice). */
  async function typed(n: number) {
    game = tempGame();
    await game.init('tutorial.yaml');
    await game.ok('rl-roll', 'students');
    writeFileSync(`${game.dir}/typed.txt`, 'rl-roll students --roll 3,2\n'.repeat(n));
    expect((await game.run('batch', 'typed.txt')).code).toBe(0);
    return game;
  }

  /** The log as a writer before issue 45 left it: no `rngAt`, the chain and the state's end recomputed. */
  function withoutRngAt(g: ReturnType<typeof tempGame>) {
    let prev = '';
    const lines = readFileSync(g.log, 'utf8').trim().split('\n').map((l) => {
      const { rngAt: _, ...e } = JSON.parse(l);
      const line = JSON.stringify({ ...e, prev });
      prev = lineHash(line);
      return line;
    });
    writeFileSync(g.log, `${lines.join('\n')}\n`);
    const st = g.readState();
    st.log = { ...st.log, bytes: statSync(g.log).size, hash: prev };
    writeFileSync(g.state, JSON.stringify(st));
  }

  it('a 400-entry log of typed dice: a command reads at most 16 KiB of it back, and a state set back is still refused', async () => {
    const g = await typed(400);
    expect(statSync(g.log).size).toBeGreaterThan(200_000);
    backwardsRead.bytes = 0;
    const r = await g.run('rl-roll', 'students', '--roll', '3,2');
    expect(r.code, r.stderr).toBe(0);
    expect(backwardsRead.bytes).toBeGreaterThan(0);
    expect(backwardsRead.bytes).toBeLessThanOrEqual(16384);
    // Set back to before the one roll: refused, reading as little.
    const st = g.readState();
    st.game.rng.state = null;
    writeFileSync(g.state, JSON.stringify(st));
    backwardsRead.bytes = 0;
    const back = await g.run('rl-roll', 'students');
    expect(back.code, back.stderr).toBe(2);
    expect(back.stderr).toMatch(/dice position.*entry 403.*umpire rebuild/);
    expect(backwardsRead.bytes).toBeLessThanOrEqual(16384);
  });

  it('a log written before issue 45 (no rngAt) is read back as before, once: the next command reads the last line', async () => {
    const g = await typed(200);
    withoutRngAt(g);
    expect((await g.run('verify')).code).toBe(0);
    const good = readFileSync(g.state, 'utf8');
    const st = g.readState();
    st.game.rng.state = null;
    writeFileSync(g.state, JSON.stringify(st));
    backwardsRead.bytes = 0;
    expect((await g.run('rl-roll', 'students')).code).toBe(2);
    expect(backwardsRead.bytes).toBeGreaterThan(100_000);
    writeFileSync(g.state, good);
    expect((await g.run('rl-roll', 'students', '--roll', '3,2')).code).toBe(0);
    backwardsRead.bytes = 0;
    expect((await g.run('rl-roll', 'students', '--roll', '3,2')).code).toBe(0);
    expect(backwardsRead.bytes).toBeLessThanOrEqual(16384);
    expect((await g.run('verify')).code).toBe(0);
  });

  it('verify refuses a last entry whose rngAt is not where the dice stand (the check trusts it)', async () => {
    const g = await typed(3);
    const lines = readFileSync(g.log, 'utf8').trim().split('\n');
    const last = JSON.parse(lines.pop()!);
    expect(last.rngAt).toEqual(g.readLog()[1].rng.after);
    const forged = JSON.stringify({ ...last, rngAt: null });
    writeFileSync(g.log, `${[...lines, forged].join('\n')}\n`);
    const st = g.readState();
    st.log = { ...st.log, bytes: statSync(g.log).size, hash: lineHash(forged) };
    writeFileSync(g.state, JSON.stringify(st));
    const v = await g.run('verify');
    expect(v.code, v.stdout + v.stderr).toBe(2);
  });

  it('on the database store: a typed-dice game rolls on, and its state set back is refused', async ({ skip }) => {
    const server = needPg(skip);
    const g = await typed(50);
    const db = freshDatabase(server);
    const env = { UMPIRE_STORE: db.url };
    try {
      expect((await runCli(['import', 'umpire-state.json'], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['rl-roll', 'students', '--roll', '3,2'], { cwd: g.dir, env })).code).toBe(0);
      pgQuery(db.url, `UPDATE umpire_game SET state = jsonb_set(state::jsonb, '{game,rng,state}', 'null'::jsonb)::text WHERE id = 1`);
      const r = await runCli(['rl-roll', 'students'], { cwd: g.dir, env });
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(/dice position.*entry 53.*umpire rebuild/);
      expect((await runCli(['rebuild'], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['rl-roll', 'students'], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['verify'], { cwd: g.dir, env })).code).toBe(0);
    } finally {
      db.drop();
    }
  });
});
