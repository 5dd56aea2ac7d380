import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { jsonLines, tempGame } from '../helpers/cli.js';
import { gameOn, STORES } from '../helpers/pg.js';
import { applyEffects, invertEffects } from '../../src/state/effects.js';

let game: ReturnType<typeof tempGame>;
let other: ReturnType<typeof tempGame>;
afterEach(() => {
  game?.cleanup();
  other?.cleanup();
});

describe('effects', () => {
  it('records what each effect replaced, and inverts back to the start', () => {
    const start = { a: { b: 1 }, n: 2, gone: 'x' };
    const s = structuredClone(start);
    const applied = applyEffects(s, [
      { op: 'set', path: 'a.b', value: 5 },
      { op: 'add', path: 'n', value: -3 },
      { op: 'del', path: 'gone' },
      { op: 'set', path: 'new.deep', value: [1] },
      { op: 'del', path: 'absent' },
    ]);
    expect(s).toEqual({ a: { b: 5 }, n: -1, new: { deep: [1] } });
    expect(applied).toEqual([
      { op: 'set', path: 'a.b', value: 5, prev: 1 },
      { op: 'add', path: 'n', value: -3, prev: 2 },
      { op: 'del', path: 'gone', prev: 'x' },
      { op: 'set', path: 'new.deep', value: [1] },
    ]);
    applyEffects(s, invertEffects(applied));
    expect(s).toEqual({ ...start, new: {} });
  });
});

// The engine suite on each store (issue 35): every test below runs on the
// state file and its log, and on the PostgreSQL store (tests/helpers/pg.ts).
describe.each(STORES)('the turn log (%s store)', (kind) => {
  it('appends one line per resolution, chained by hashes, and the state knows its offset', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students');
    await game.run('rl-roll', 'dockers');
    const log = game.readLog();
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(log.map((e) => e.kind)).toEqual(['init', 'resolution', 'resolution']);
    expect(new Set(log.map((e) => e.prev)).size).toBe(3);
    const sf = game.readState();
    expect(sf.log.seq).toBe(3);
    expect(sf.log.bytes).toBe(Buffer.byteLength(game.logLines().map((l) => `${l}\n`).join('')));
    expect(log[1].rng.before).toBeNull();
    expect(log[2].rng.before).toEqual(log[1].rng.after);
    expect(log[1].argv).toEqual(['rl-roll', 'students']);
  });

  it('replays: the same scenario, seed and commands give the same log', async ({ skip }) => {
    const play = async (g: ReturnType<typeof tempGame>) => {
      await g.init();
      for (const args of [['rl-roll', 'students', '--riot-charging'], ['rl-roll', 'dockers'], ['next-turn'], ['rl-roll', 'students', '--tear-gas']]) {
        expect((await g.run(...args)).code).toBe(0);
      }
      // Times, paths and so the hash chain differ; everything the dice and rules made is the same.
      return g.readLog().map(({ at, argv, scenario, prev, ...rest }) => rest);
    };
    game = gameOn(kind, skip);
    other = gameOn(kind, skip);
    const a = await play(game);
    const b = await play(other);
    expect(a).toEqual(b);
    expect(a[1].record.rolls.every((r: any) => r.source === 'rng')).toBe(true);
  });

  it('--seed overrides the game seed for that command and from then on', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    const one = jsonLines((await game.run('rl-roll', 'students', '--seed', 'abc', '--json')).stdout)[0];
    other = gameOn(kind, skip);
    await other.init();
    const two = jsonLines((await other.run('rl-roll', 'students', '--seed', 'abc', '--json')).stdout)[0];
    expect(one.rolls).toEqual(two.rolls);
    expect(game.readState().game.rng.seed).toBe('abc');
    expect(game.readLog()[1].rng.seed).toBe('abc');
  });

  it("every command on a game is logged and its --json says its entry number, whatever the store (roll included: issue 43 F2, F12)", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    writeFileSync(`${game.dir}/b.txt`, 'roll d6 route at the junction --roll 4\nnote in a batch\n');
    for (const argv of [['roll', '2d6', 'route', 'at', 'the', 'junction', '--roll', '3,4'], ['roll', 'd3'], ['rl-roll', 'students'], ['note', 'hello'], ['set-rl', 'dockers', '--to', '3', '--reason', 'x'], ['next-turn'], ['batch', 'b.txt']]) {
      const before = game.readLog().length;
      const r = await game.run(...argv, '--json');
      expect(r.code, `${argv.join(' ')}: ${r.stderr}`).toBe(0);
      expect(r.stderr, argv.join(' ')).not.toMatch(/stateless|nothing written/);
      const log = game.readLog();
      const out = jsonLines(r.stdout);
      expect(log.length, argv.join(' ')).toBe(before + out.length);
      expect(out.map((o) => o.logged), argv.join(' ')).toEqual(log.slice(before).map((e) => e.seq));
    }
    const rolls = game.readLog().filter((e) => e.record?.procedure === 'roll');
    expect(rolls.map((e) => e.record.total)).toEqual([7, rolls[1].record.total, 4]);
  });

  it("a command several games share (turn) runs the game's own, its help is the game's, and an error before the game is read is in the game's language, whatever the store (issue 43 F2)", async ({ skip }) => {
    for (const [scenario, words] of [
      ['guerilla-urbaine-gangs.yaml', /Guérilla Urbaine/],
      ['intervention-liberation-otage.yaml', /Intervention/],
      ['riot-sample.fr.yaml', /RIOT/],
    ] as const) {
      game?.cleanup();
      game = gameOn(kind, skip);
      await game.init(scenario);
      const r = await game.run('turn');
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr, scenario).toMatch(words);
      expect(r.stderr, scenario).toMatch(/^umpire: turn\s: /);
      const help = await game.run('turn', '--help');
      expect(help.stdout, scenario).toMatch(/^Utilisation\s: umpire turn/);
      expect(help.stdout, scenario).toMatch(words);
      const bad = await game.run('gu-nope');
      expect(bad.stderr, scenario).toMatch(/commande inconnue/);
    }
  });

  it('undo takes back the last resolution, restores the dice position, and is logged', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--cs-gas', '--police-charging');
    const before = game.readState().game;
    const first = jsonLines((await game.run('rl-roll', 'dockers', '--json')).stdout)[0];
    expect((await game.run('undo')).code).toBe(0);
    expect(game.readState().game).toEqual(before);
    const log = game.readLog();
    expect(log.at(-1)).toMatchObject({ kind: 'undo', undoes: [3] });
    // The same command again gives the same dice: the PRNG went back too.
    const again = jsonLines((await game.run('rl-roll', 'dockers', '--json')).stdout)[0];
    expect(again.rolls).toEqual(first.rolls);
  });

  it('undo takes back a whole command (next-turn and its bookkeeping) and walks back further', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    const start = game.readState().game;
    await game.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
    const afterRoll = game.readState().game;
    expect(afterRoll.crowds.students.rl).toBe(6);
    await game.run('next-turn');
    expect(game.readState().game.turn).toBe(2);
    expect((await game.run('undo')).code).toBe(0);
    expect(game.readState().game).toEqual(afterRoll);
    expect((await game.run('undo')).code).toBe(0);
    expect(game.readState().game).toEqual(start);
    const r = await game.run('undo');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/nothing to undo/);
  });

  it('rebuild recomputes the state from the log: equal to the state before', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--riot-charging');
    await game.run('next-turn');
    await game.run('rl-roll', 'dockers', '--roll', '1,1,1', '--cs-gas');
    await game.run('undo');
    await game.run('rl-roll', 'students');
    const before = game.readState();
    expect((await game.run('rebuild')).stdout).toMatch(/already the same/);
    expect(game.readState()).toEqual(before);
  });

  it('rebuild recovers a state file that is damaged', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students');
    const before = game.readState();
    game.damageState('{"schema": 1, "gam');
    const bad = await game.run('status');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not valid JSON.*umpire rebuild/);
    const r = await game.run('rebuild');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/recovered/);
    expect(game.readState()).toEqual(before);
  });

  // A database commits the log's rows and the state together: there is no log ahead of its state.
  it.skipIf(kind !== 'file')('folds in a whole log line written after the state was saved, and cuts off an unfinished one', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
    const full = readFileSync(game.log, 'utf8');
    const stateAfter = readFileSync(game.state, 'utf8');
    // Simulate a crash: the state from before the last append, the log with it.
    game = Object.assign(game, {});
    await game.run('undo');
    const lines = full.split('\n').filter(Boolean);
    writeFileSync(game.log, `${lines.join('\n')}\n`);
    writeFileSync(game.state, stateAfter.replace(/"seq": 2/, '"seq": 2'));
    // The state matches the 2-line log; add a cut-off line.
    appendFileSync(game.log, '{"seq":3,"cmd":3,"kind":"resol');
    const r = await game.run('rl-roll', 'dockers');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/unfinished last line/);
    const log = game.readLog();
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(log[2].record.crowd).toBe('dockers');
  });

  it('serializes two processes appending at once: no resolution lost', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    const runs = await Promise.all(
      Array.from({ length: 2 }, (_, p) =>
        (async () => {
          const out = [];
          for (let i = 0; i < 5; i++) out.push(await game.start('rl-roll', p === 0 ? 'students' : 'dockers', '--roll', '3,3'));
          return out;
        })(),
      ),
    );
    for (const r of runs.flat()) expect(r.code, r.stderr).toBe(0);
    const log = game.readLog();
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(game.readState().log.seq).toBe(11);
    const rebuilt = game.spawn('rebuild');
    expect(rebuilt.stdout).toMatch(/already the same/);
  });

  it('verify passes an untouched game and names an edited entry by the broken hash chain (exit 2)', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
    await game.run('rl-roll', 'dockers', '--roll', '2,2');
    const ok = await game.run('verify');
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/3 entries\) is intact/);
    game.editLogLine(2, game.logLines()[1].replace(/"at":"[^"]*"/, '"at":"2000-01-01T00:00:00.000Z"'));
    const bad = await game.run('verify');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toMatch(/entry 3|line 3/);
  });

  it('rebuild --to-last-good keeps the entries before a bad line and moves the rest aside', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
    const kept = game.readState().game;
    await game.run('rl-roll', 'dockers', '--roll', '2,2');
    await game.run('rl-roll', 'students', '--roll', '3,3');
    game.editLogLine(3, '{"seq":3, not json');
    const plain = await game.run('rebuild');
    expect(plain.code).toBe(2);
    const r = await game.run('rebuild', '--to-last-good');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/2 lines? .*moved|moved .*2/);
    expect(game.readLog().map((e) => e.seq)).toEqual([1, 2]);
    expect(game.readState().game).toEqual(kept);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('a batch is one unit: all its lines logged together, or none when one fails', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    writeFileSync(`${game.dir}/good.txt`, 'rl-roll students --roll 6,1 --riot-withdrawing\nrl-roll dockers --roll 2,2\nnext-turn\n');
    writeFileSync(`${game.dir}/bad.txt`, 'rl-roll students --roll 3,3\nrl-roll nobody --roll 1,1\n');
    const before = game.snapshot();
    const bad = await game.run('batch', 'bad.txt');
    expect(bad.code).toBe(2);
    expect(game.snapshot()).toEqual(before);
    const good = await game.run('batch', 'good.txt');
    expect(good.code, good.stderr).toBe(0);
    const log = game.readLog();
    expect(log.map((e) => e.cmd)).toEqual([1, 2, 3, 4, 4].slice(0, log.length));
    expect(game.readState().game.turn).toBe(2);
    expect(game.readState().log.seq).toBe(log.length);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('summary reads the whole log: the resolutions and the RL each crowd ended at', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', '--roll', '6,1', '--riot-withdrawing');
    await game.run('rl-roll', 'dockers', '--roll', '2,2');
    const r = await game.run('summary', '--json');
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(JSON.stringify(s)).toMatch(/students/);
    expect(JSON.stringify(s)).toMatch(/dockers/);
  });
});
