// Promise 1: concurrent commands on one state never lose or duplicate a
// resolution, and a lock left by a dead command is cleared, not waited on.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, runCli, tempGame } from '../helpers/cli.js';
import { expectAgree, startWorker, steadyRoll, STEADY_SCENARIO } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

const PROCESSES = 20;
const EACH = 50;

describe('concurrency: many processes on one state', () => {
  it(`${PROCESSES} processes x ${EACH} resolutions at once: the log holds all ${PROCESSES * EACH} entries once each, and the state equals rebuild`, async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const g = game;
    const workers = Array.from({ length: PROCESSES }, (_, p) =>
      startWorker(g.dir, EACH, [steadyRoll(p % 2 ? 'north' : 'south', g.state), steadyRoll(p % 2 ? 'south' : 'north', g.state)], {
        UMPIRE_LOCK_TIMEOUT: '300',
      }),
    );
    const ends = await Promise.all(workers.map((w) => w.done));
    ends.forEach((e, p) => expect(e.code, workers[p].stderr()).toBe(0));
    const results = workers.flatMap((w) => w.lines);
    expect(results).toHaveLength(PROCESSES * EACH);
    for (const r of results) expect(r.code, r.stderr).toBe(0);

    // Every command got its own entry number, and together they are 2..1001.
    const seqs = results.map((r) => r.records[0].logged as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: PROCESSES * EACH }, (_, i) => i + 2));

    // The log: init + 1,000 entries, seq 1..1001, each once, chained; the
    // state is the fold of it; each entry holds the record its command printed.
    const { entries, sf, partial } = expectAgree(g.state, g.log);
    expect(partial).toBe(0);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: PROCESSES * EACH + 1 }, (_, i) => i + 1));
    expect(sf.log.seq).toBe(PROCESSES * EACH + 1);
    const bySeq = new Map(entries.map((e) => [e.seq, e]));
    for (const r of results) {
      const { logged, turn, ...record } = r.records[0];
      expect(bySeq.get(logged)!.record!.rolls).toEqual(record.rolls);
      expect(bySeq.get(logged)!.record!.crowd).toBe(record.crowd);
    }
    // The PRNG moved once per entry, in log order: each entry starts where the one before ended.
    for (let i = 2; i < entries.length; i++) expect(entries[i].rng!.before).toEqual(entries[i - 1].rng!.after);

    const rebuilt = await runCli(['rebuild', '--json', '--state', g.state]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    expect(JSON.parse(rebuilt.stdout)).toEqual(sf.game);
    // 67 s at load 10-17 on 2 cores, over 240 s at load 40 (the workers' lock timeout is 300 s).
  }, 600000);
});

/**
 * The other games, on the same store: processes x notes at once on each
 * (UMPIRE_CONCURRENT_PROCESSES, UMPIRE_CONCURRENT_EACH; 20 x 38 on each of the
 * four with the Civil Disorder 1,000 above make the full attack's 4,000).
 */
const GAME_PROCESSES = Number(process.env.UMPIRE_CONCURRENT_PROCESSES ?? 4);
const GAME_EACH = Number(process.env.UMPIRE_CONCURRENT_EACH ?? 5);
const OTHER_GAMES = ['guerilla-urbaine-gangs.yaml', 'intervention-liberation-otage.yaml', 'riot-sample.fr.yaml', 'railton-road-swat.yaml'];

describe('concurrency: every game', () => {
  for (const scenario of OTHER_GAMES) {
    it(`${scenario}: ${GAME_PROCESSES} processes x ${GAME_EACH} notes at once, each logged once, the state the fold of the log and equal to rebuild`, async () => {
      game = tempGame();
      await game.init(scenario);
      const g = game;
      const workers = Array.from({ length: GAME_PROCESSES }, (_, p) =>
        startWorker(g.dir, GAME_EACH, [['note', '--json', '--state', g.state, `p${p}`]], { UMPIRE_LOCK_TIMEOUT: '600' }),
      );
      const ends = await Promise.all(workers.map((w) => w.done));
      ends.forEach((e, p) => expect(e.code, workers[p].stderr()).toBe(0));
      const results = workers.flatMap((w) => w.lines);
      expect(results).toHaveLength(GAME_PROCESSES * GAME_EACH);
      for (const r of results) expect(r.code, r.stderr).toBe(0);
      const n = GAME_PROCESSES * GAME_EACH;
      const seqs = results.map((r) => r.records[0].logged as number).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: n }, (_, i) => i + 2));
      const { entries, sf, partial } = expectAgree(g.state, g.log);
      expect(partial).toBe(0);
      expect(entries).toHaveLength(n + 1);
      // Each process's notes are in the log, as many as it printed.
      for (let p = 0; p < GAME_PROCESSES; p++) expect(entries.filter((e) => (e.record as { text?: string } | undefined)?.text === `p${p}`)).toHaveLength(GAME_EACH);
      const rebuilt = await runCli(['rebuild', '--json', '--state', g.state]);
      expect(rebuilt.code, rebuilt.stderr).toBe(0);
      expect(JSON.parse(rebuilt.stdout)).toEqual(sf.game);
    }, Math.max(240000, GAME_PROCESSES * GAME_EACH * 1000));
  }
});

describe('stale and live locks', () => {
  function deadPid(): number {
    const r = spawnSync(process.execPath, ['-e', '0']);
    return r.pid!;
  }

  it('a lock whose owner process is gone is cleared at once, with a message naming it', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const pid = deadPid();
    mkdirSync(`${game.state}.lock`);
    writeFileSync(join(`${game.state}.lock`, 'owner.json'), JSON.stringify({ pid, host: hostname(), token: 'dead' }));
    const r = await game.run('rl-roll', 'north', '--roll', '3');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`its owner, process ${pid}, is gone`);
    expect(existsSync(`${game.state}.lock`)).toBe(false);
    expect(game.readLog().map((e) => e.seq)).toEqual([1, 2]);
  });

  it('a lock held by a SIGKILLed umpire process is cleared by the next command (the owner is gone)', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    // A process that takes the lock through umpire's own withLock (the source,
    // run by tsx, whatever the layout of dist/) and never lets go.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { withLock, pathsFor } = await import(${JSON.stringify(join(ROOT, 'src', 'state', 'store.ts'))});
         await withLock(pathsFor(${JSON.stringify(game.state)}), {}, async () => { process.stdout.write('held\\n'); await new Promise(() => setInterval(() => {}, 1000)); });`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((res) => holder.stdout!.on('data', (d) => String(d).includes('held') && res()));
    // While it lives, even paused (SIGSTOP: it refreshes nothing), its lock is
    // waited on, the wait is bounded, and the waiter says who holds it since when.
    holder.kill('SIGSTOP');
    const before = game.snapshot();
    const waited = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '1' } });
    expect(waited.code).toBe(2);
    expect(waited.stderr).toMatch(new RegExp(`is locked by umpire process ${holder.pid} on this host since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC \\(waited 1 s\\)`));
    expect(waited.stderr.trim().split('\n')).toHaveLength(1);
    expect(game.snapshot()).toEqual(before);
    const fr = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state, '--lang', 'fr'], { env: { UMPIRE_LOCK_TIMEOUT: '1' } });
    expect(fr.stderr).toMatch(new RegExp(`est verrouillé par le processus umpire ${holder.pid} de cette machine depuis le \\d{4}`));
    expect(JSON.parse(readFileSync(join(`${game.state}.lock`, 'owner.json'), 'utf8')).pid).toBe(holder.pid);
    holder.kill('SIGKILL');
    await new Promise((res) => holder.on('close', res));
    const r = await game.run('rl-roll', 'north', '--roll', '3');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`its owner, process ${holder.pid}, is gone`);
  });

  it('a lock without an owner file is waited on while fresh, and cleared once not refreshed for 2 s', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const lock = `${game.state}.lock`;
    mkdirSync(lock);
    // Just taken (its owner is about to write owner.json): waited on.
    const soon = new Date(Date.now() + 30_000);
    utimesSync(lock, soon, soon);
    const fresh = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '1' } });
    expect(fresh.code).toBe(2);
    expect(fresh.stderr).toContain('lock');
    const old = new Date(Date.now() - 3_000);
    utimesSync(lock, old, old);
    const r = await game.run('rl-roll', 'north', '--roll', '3');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/no owner recorded and not refreshed for \d+ s/);
  });

  it('a lock on another host is never judged by its pid nor taken, however long unrefreshed: waited on, the holder named, the bounded timeout', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const pid = deadPid();
    mkdirSync(`${game.state}.lock`);
    writeFileSync(join(`${game.state}.lock`, 'owner.json'), JSON.stringify({ pid, host: `not-${hostname()}`, token: 'x', since: '2026-01-02T03:04:05Z' }));
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(`${game.state}.lock`, old, old);
    const before = game.snapshot();
    const r = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '1' } });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`umpire process ${pid} on host not-${hostname()} since 2026-01-02 03:04:05 UTC, another host: this one cannot tell whether it still runs, so never takes its lock (waited`);
    expect(r.stderr).toContain(`remove ${game.state}.lock if no umpire is running`);
    expect(game.snapshot()).toEqual(before);
    expect(JSON.parse(readFileSync(join(`${game.state}.lock`, 'owner.json'), 'utf8')).token).toBe('x');
  });

  it('a lock whose owner was killed but not yet reaped (a zombie: its pid still answers) is cleared at once', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const { processStart } = await import('../../src/state/store.js');
    // The shell starts a child, then becomes a sleep that never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(await new Promise<string>((res) => parent.stdout!.once('data', (d) => res(String(d)))));
    const start = processStart(pid);
    // Kill the child only once the shell has become the sleep that never reaps it (a shell still running would reap it).
    for (let i = 0; i < 400 && !readFileSync(`/proc/${parent.pid}/cmdline`, 'utf8').startsWith('sleep'); i++) await new Promise((r) => setTimeout(r, 5));
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 200 && !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); i++) await new Promise((r) => setTimeout(r, 5));
    try {
      mkdirSync(`${game.state}.lock`);
      writeFileSync(join(`${game.state}.lock`, 'owner.json'), JSON.stringify({ pid, host: hostname(), token: 'zombie', start }));
      const t0 = Date.now();
      const r = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '20' } });
      expect(r.code, r.stderr).toBe(0);
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(r.stderr).toContain(`its owner, process ${pid}, is gone (killed, not yet reaped)`);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('clearing is serialized: while another process is clearing (a fresh <lock>.clearing), the stale lock is left to it; an old one left by a killed clearer is taken over', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const { clearStaleLock, pathsFor } = await import('../../src/state/store.js');
    const paths = pathsFor(game.state);
    mkdirSync(paths.lock);
    writeFileSync(join(paths.lock, 'owner.json'), JSON.stringify({ pid: deadPid(), host: hostname(), token: 't1' }));
    mkdirSync(`${paths.lock}.clearing`);
    expect(clearStaleLock(paths)).toBeNull();
    expect(existsSync(paths.lock)).toBe(true);
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${paths.lock}.clearing`, old, old);
    expect(clearStaleLock(paths)).toBeNull(); // takes the old one away, clears on the next try
    expect(clearStaleLock(paths)).toMatch(/is gone/);
    expect(existsSync(paths.lock)).toBe(false);
    expect(existsSync(`${paths.lock}.clearing`)).toBe(false);
  });

  it('a live clearer is never taken over, however long it sleeps: its clearing (an hour old) and the stale lock are left to it; once it is gone, they are cleared', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const { clearStaleLock, pathsFor, processStart } = await import('../../src/state/store.js');
    const paths = pathsFor(game.state);
    mkdirSync(paths.lock);
    writeFileSync(join(paths.lock, 'owner.json'), JSON.stringify({ pid: deadPid(), host: hostname(), token: 't1' }));
    // A clearer that judged the lock stale and was then stopped (SIGSTOP, a debugger, a laptop's lid).
    const clearer = spawn('sleep', ['600']);
    try {
      const clearing = `${paths.lock}.clearing`;
      mkdirSync(clearing);
      writeFileSync(join(clearing, 'owner.json'), JSON.stringify({ pid: clearer.pid, host: hostname(), token: 'c1', start: processStart(clearer.pid!) }));
      const old = new Date(Date.now() - 3_600_000);
      utimesSync(clearing, old, old);
      for (let i = 0; i < 3; i++) expect(clearStaleLock(paths)).toBeNull();
      expect(existsSync(join(paths.lock, 'owner.json'))).toBe(true);
      expect(JSON.parse(readFileSync(join(clearing, 'owner.json'), 'utf8')).token).toBe('c1');
      clearer.kill('SIGKILL');
      await new Promise((r) => clearer.once('exit', r));
      expect(clearStaleLock(paths)).toBeNull(); // the dead clearer's folder taken away
      expect(clearStaleLock(paths)).toMatch(/is gone/);
      expect(existsSync(paths.lock)).toBe(false);
      expect(existsSync(clearing)).toBe(false);
    } finally {
      clearer.kill('SIGKILL');
    }
  });

  it('lock folders set aside by killed commands (<lock>.done-*, .stale-*, .clearing.*) are removed by the next command to take the lock; a live owner\'s is left to it', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const lock = `${game.state}.lock`;
    const live = spawn('sleep', ['600']);
    try {
      const { processStart } = await import('../../src/state/store.js');
      const old = new Date(Date.now() - 60_000);
      // A holder SIGKILLed between renaming its lock aside and removing it (2 of 965 kills in issue 34's attack).
      const dead = `${lock}.done-${'a'.repeat(24)}`;
      mkdirSync(dead);
      writeFileSync(join(dead, 'owner.json'), JSON.stringify({ pid: deadPid(), host: hostname(), token: 'a'.repeat(24) }));
      // A clearer killed between renaming a stale lock aside and removing it: no owner file left, long ago.
      const stale = `${lock}.stale-${'b'.repeat(16)}`;
      mkdirSync(stale);
      utimesSync(stale, old, old);
      const clearing = `${lock}.clearing.${'c'.repeat(16)}`;
      mkdirSync(clearing);
      writeFileSync(join(clearing, 'owner.json'), '');
      utimesSync(clearing, old, old);
      // A live holder about to remove its own: left to it.
      const mine = `${lock}.done-${'d'.repeat(24)}`;
      mkdirSync(mine);
      writeFileSync(join(mine, 'owner.json'), JSON.stringify({ pid: live.pid, host: hostname(), token: 'd'.repeat(24), start: processStart(live.pid!) }));
      const r = await game.run('rl-roll', 'north', '--roll', '3');
      expect(r.code, r.stderr).toBe(0);
      expect(readdirSync(game.dir).filter((n) => n.includes('.lock')).sort()).toEqual([`umpire-state.json.lock.done-${'d'.repeat(24)}`]);
    } finally {
      live.kill('SIGKILL');
    }
  });

  it('a full disk while the lock\'s owner file is written: exit 2 with one line, no lock folder left; the next command runs at once', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const before = game.snapshot();
    const full = spawnSync(process.execPath, [BIN, 'rl-roll', 'north', '--roll', '3'], { cwd: game.dir, encoding: 'utf8', env: { ...process.env, UMPIRE_TEST_FAULT: 'enospc-lock' } });
    expect(full.status, full.stderr).toBe(2);
    expect(full.stderr.trim().split('\n')).toHaveLength(1);
    expect(full.stderr).toContain('disk is full');
    expect(existsSync(`${game.state}.lock`)).toBe(false);
    expect(game.snapshot()).toEqual(before);
    const t0 = Date.now();
    const r = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '5' } });
    expect(r.code, r.stderr).toBe(0);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('a lock whose owner file is empty (a full disk, a kill between making and writing it) is cleared once 2 s old, not after 10 s', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const lock = `${game.state}.lock`;
    mkdirSync(lock);
    writeFileSync(join(lock, 'owner.json'), '');
    const old = new Date(Date.now() - 3_000);
    utimesSync(lock, old, old);
    const t0 = Date.now();
    const r = await runCli(['rl-roll', 'north', '--roll', '3', '--state', game.state], { env: { UMPIRE_LOCK_TIMEOUT: '5' } });
    expect(r.code, r.stderr).toBe(0);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(r.stderr).toMatch(/owner file is empty or cannot be read and it was not refreshed for \d+ s/);
    expect(existsSync(lock)).toBe(false);
  });

  it('a lock held by a live process on this host is never cleared, however often it is judged', async () => {
    game = tempGame();
    await game.init(STEADY_SCENARIO);
    const { clearStaleLock, pathsFor } = await import('../../src/state/store.js');
    const paths = pathsFor(game.state);
    mkdirSync(paths.lock);
    writeFileSync(join(paths.lock, 'owner.json'), JSON.stringify({ pid: process.pid, host: hostname(), token: 'live' }));
    for (let i = 0; i < 5; i++) expect(clearStaleLock(paths)).toBeNull();
    expect(existsSync(join(paths.lock, 'owner.json'))).toBe(true);
  });
});
