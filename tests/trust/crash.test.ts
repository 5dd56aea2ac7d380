// Promise 2: a command killed at any moment (SIGKILL: no clean-up runs)
// loses no finished resolution; the state and log still parse and agree, an
// unfinished last log line is repaired by the next command with a message,
// and temp files of killed writes do not pile up.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync, appendFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { runCli, tempGame } from '../helpers/cli.js';
import { expectAgree, readLogFile, startWorker, steadyRoll, STEADY_SCENARIO, tempFilesBeside } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

/** Resolutions to finish, and workers to start at most (UMPIRE_CRASH_RESOLUTIONS, UMPIRE_CRASH_ATTEMPTS); UMPIRE_CRASH_SEED another series of kills (runs side by side). */
const RESOLUTIONS = Number(process.env.UMPIRE_CRASH_RESOLUTIONS ?? 500);
const ATTEMPTS = Number(process.env.UMPIRE_CRASH_ATTEMPTS ?? 200);
/** Kills to make at least (UMPIRE_CRASH_KILLS=300 for the full attack): workers go on past RESOLUTIONS until then. */
const KILLS = Number(process.env.UMPIRE_CRASH_KILLS ?? 0);
/** Kills the test makes at least whatever the machine's speed (a busy machine lets more workers finish before their kill). */
const MIN_KILLS = Math.max(KILLS, 11);

describe('crashes: SIGKILL at random moments', () => {
  it(`${RESOLUTIONS} resolutions under random SIGKILLs: after every kill state and log agree, and every finished resolution is in both`, async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const g = game;
    const random = seedrandom(process.env.UMPIRE_CRASH_SEED ?? 'crash-harness-1');
    const cmds = [steadyRoll('north', g.state), steadyRoll('south', g.state), ['next-turn', '--json', '--state', g.state]];
    const finished: any[] = []; // records printed by commands that exited 0
    let kills = 0;
    let attempts = 0;
    // Kills that landed inside a write: a log line cut half-way, or a state temp file left.
    let midLine = 0;
    let midState = 0;
    while ((finished.length < RESOLUTIONS || kills < MIN_KILLS || midLine + midState === 0) && attempts < ATTEMPTS) {
      attempts += 1;
      // Start a worker and, once it is loaded, kill it after a random time:
      // inside a command, anywhere between taking the lock, appending to the
      // log, writing the state's temp file, renaming it and letting go.
      const w = startWorker(g.dir, Math.max(25, RESOLUTIONS - finished.length), cmds);
      await w.ready;
      // Let it finish k commands (0..24), then kill it a random fraction of a
      // command's time later, so kills land at every phase of a command.
      const k = Math.floor(random() * 25);
      const t0 = Date.now();
      while (w.lines.length < k && w.proc.exitCode === null) await new Promise((r) => setTimeout(r, 2));
      const perCommand = w.lines.length > 0 ? (Date.now() - t0) / w.lines.length : 20;
      const killer = setTimeout(() => w.proc.kill('SIGKILL'), Math.floor(random() * perCommand * 1.5));
      const end = await w.done;
      clearTimeout(killer);
      if (end.signal === 'SIGKILL') kills += 1;
      for (const line of w.lines) {
        expect(line.code, line.stderr).toBe(0);
        finished.push(...line.records);
      }
      // Right after the kill: both files parse and agree (the state is the
      // fold of the log up to its position; later whole lines follow on).
      const { entries, partial } = expectAgree(g.state, g.log);
      // No finished resolution lost: each is in the log, as printed.
      const bySeq = new Map(entries.map((e) => [e.seq, e]));
      for (const r of finished) {
        const e = bySeq.get(r.logged);
        expect(e, `entry ${r.logged}`).toBeDefined();
        expect(e!.record!.procedure).toBe(r.procedure);
        expect(e!.record!.rolls).toEqual(r.rolls);
      }
      // A killed write leaves at most its one temp file; the next command removes it.
      const temps = tempFilesBeside(g.state).length;
      expect(temps).toBeLessThanOrEqual(1);
      if (end.signal === 'SIGKILL' && partial > 0) midLine += 1;
      if (end.signal === 'SIGKILL' && temps > 0) midState += 1;
      // Progress on a long run (a full-size run on a loaded machine can outlast its timeout): the checks above held so far.
      if (end.signal === 'SIGKILL' && KILLS > 0 && kills % 50 === 0) console.log(`crash harness: ${kills} kills, ${finished.length} finished resolutions kept`);
    }
    expect(finished.length).toBeGreaterThanOrEqual(RESOLUTIONS);
    expect(kills).toBeGreaterThan(10);
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    // The harness's claim, checked: kills land inside the writes too, not only between commands.
    console.log(`crash harness: ${kills} kills, ${midLine} inside a log line, ${midState} with the state's temp file written`);
    expect(midLine + midState, 'no kill landed inside a write').toBeGreaterThan(0);

    // The next command repairs whatever the last kill left, and the state
    // then equals rebuild.
    const next = await runCli(steadyRoll('north', g.state));
    expect(next.code, next.stderr).toBe(0);
    const { sf, partial } = expectAgree(g.state, g.log);
    expect(partial).toBe(0);
    expect(tempFilesBeside(g.state)).toEqual([]);
    const rebuilt = await runCli(['rebuild', '--json', '--state', g.state]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(rebuilt.stdout)).toEqual(sf.game);
  }, Math.max(240000, KILLS * 6000)); // 322 kills took over 966 s at load 40

  it('an unfinished last log line: the next command says so, ignores it, and its own write cuts it off', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    expect((await game.run('rl-roll', 'north', '--roll', '3')).code).toBe(0);
    appendFileSync(game.log, '{"seq":3,"cmd":3,"at":"2026-');
    const status = await game.run('status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stderr).toMatch(/umpire-state\.log\.jsonl line 3: ignoring an unfinished last line \(\d+ bytes\) left by a command that was interrupted/);
    const r = await game.run('rl-roll', 'south', '--roll', '3');
    expect(r.code, r.stderr).toBe(0);
    const { entries, partial } = expectAgree(game.state, game.log);
    expect(partial).toBe(0);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[2].record!.crowd).toBe('south');
    expect((await game.run('status')).stderr).toBe('');
  });

  it('rebuild works with an unfinished last line (it is not an entry)', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    expect((await game.run('rl-roll', 'north', '--roll', '6', '--mod', 'x=+1')).code).toBe(0);
    appendFileSync(game.log, '{"seq":3,"cm');
    writeFileSync(game.state, 'garbage');
    const r = await game.run('rebuild');
    expect(r.code, r.stderr).toBe(0);
    const { sf } = expectAgree(game.state, game.log);
    expect(sf.log.seq).toBe(2);
    expect(sf.game.crowds.north.rl).toBe(6);
  });

  it('temp files left by killed writes (<state>.<number>) are removed by the next command; other files are kept', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    writeFileSync(`${game.state}.123456789`, '{"half":');
    writeFileSync(`${game.state}.4242`, '');
    writeFileSync(`${game.state}.bak`, 'mine');
    expect(tempFilesBeside(game.state)).toHaveLength(2);
    const r = await game.run('status');
    expect(r.code, r.stderr).toBe(0);
    expect(tempFilesBeside(game.state)).toEqual([]);
    expect(readLogFile(game.log).entries).toHaveLength(1);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${game.state}.bak`)).toBe(true);
  });
});
