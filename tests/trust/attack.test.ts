// Trust, round two (issue 16): each attack that once broke a promise, replayed.
// Every case here failed before its fix (a stack trace, a bogus resolution
// logged, a file overwritten or a resolution lost) and must pass now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { BIN, runCli, SCENARIOS as SCENARIOS_DIR, tempGame, type RunResult } from '../helpers/cli.js';
import { LOCK_STALE_MS } from '../../src/state/store.js';
import { expectAgree, STEADY_SCENARIO } from './helpers.js';

/** Names every JavaScript object has (Object.prototype's), and the prototype itself. */
const BUILT_INS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'prototype'];

/** Every file in a folder, with its bytes (a refusal must leave them all as they were). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of readdirSync(dir)) {
    const p = join(dir, n);
    out[n] = statSync(p).isDirectory() ? '<dir>' : readFileSync(p, 'latin1');
  }
  return out;
}

/** A refusal: exit 2, one line on stderr, no stack trace. */
function expectRefusal(r: { code: number; stderr: string }, what: string): void {
  expect(r.stderr, what).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
  expect(r.code, `${what}\n${r.stderr}`).toBe(2);
  expect(r.stderr.trimEnd().split('\n'), what).toHaveLength(1);
}

describe('attack 2: ids and command names that are built-in property names', () => {
  let game: ReturnType<typeof tempGame>;
  beforeAll(async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
  });
  afterAll(() => game.cleanup());

  const templates = (id: string): string[][] => [
    ['rl-roll', id, '--roll', '3'],
    ['gas', id, '--roll', '3'],
    ['water', id],
    ['melee', 'riot1', id, '--roll', '5,5'],
    ['melee', id, 'students', '--roll', '5,5'],
    ['burn', id, '--roll', '3,3'],
    ['loot', id, 'bank', '--roll', '3'],
    ['loot', 'students', id, '--roll', '3'],
    ['damage', 'students', id, '--roll', '3'],
    ['triage', id, '--roll', '3'],
    ['stretcher', id],
    ['load', id, 'amb1'],
    ['extinguish', id, 'bank', '--roll', '3'],
    ['hydrant', id],
    ['trigger', id, 'first-abuse'],
    ['trigger', 'riot1', id],
    ['overreact', id, '--roll', '3'],
    ['negotiate', id, '--roll', '3'],
    ['fire', id, '--roll', '3'],
    ['sniper', id, '--roll', '3'],
    ['sniper', id, '--swat', 'tsg', '--roll', '3'],
    // New ids: a sniper's new firing position, a split's new crowd (found by the generated plays).
    ['sniper', id, '--target', 'riot1', '--roll', '3'],
    ['split', 'students', '--figures', '2', '--as', id],
    ['baton-gun', id, '--roll', '3'],
    ['missiles', id, '--roll', '3'],
    ['petrol-bomb', id, '--roll', '3'],
    ['fire', 'students', '--unit', id, '--weapon', 'pistol', '--range', 'close', '--roll', '3'],
    ['fighters', id, '--roll', '3'],
    ['line-fight', id, 'students', '--fighters', '1', '--roll', '5,5'],
    ['line-fight', 'riot1', id, '--fighters', '1', '--roll', '5,5'],
    ['movement', id],
    ['act', id, 'radio'],
    ['act', 'inspector', id],
    ['roll', id],
    [id],
    ['odds', id],
    ['odds', 'rl', id],
    ['odds', 'burn', id, '--turns', '2'],
  ];

  it('as crowd, unit, building, casualty ids and as command names: exit 2 with one line, nothing written', async () => {
    const before = snapshot(game.dir);
    let tries = 0;
    for (const id of BUILT_INS) {
      for (const argv of templates(id)) {
        const r = await runCli(argv, { cwd: game.dir });
        expectRefusal(r, `umpire ${argv.join(' ')}`);
        expect(snapshot(game.dir), `umpire ${argv.join(' ')} changed a file`).toEqual(before);
        tries += 1;
      }
    }
    expect(tries).toBe(BUILT_INS.length * templates('x').length);
  });

  it('a batch line naming a built-in as its command is refused, nothing written', async () => {
    const before = snapshot(game.dir);
    for (const id of BUILT_INS) {
      const file = join(game.dir, '..', `batch-${process.pid}.txt`);
      (await import('node:fs')).writeFileSync(file, `${id}\n`);
      const r = await runCli(['batch', file], { cwd: game.dir });
      expectRefusal(r, `batch line ${id}`);
      expect(snapshot(game.dir)).toEqual(before);
    }
  });

  it('a scenario refuses an id that is a built-in property name', async () => {
    for (const id of BUILT_INS.filter((x) => /^[A-Za-z]/.test(x))) {
      const g = tempGame();
      try {
        const file = join(g.dir, 's.yaml');
        (await import('node:fs')).writeFileSync(file, `title: t\ncrowds:\n  - id: ${id}\n    figures: 10\n    rl: 4\n`);
        const r = await runCli(['init', file], { cwd: g.dir });
        expectRefusal(r, `scenario id ${id}`);
        expect(r.stderr).toContain(`crowds[0].id`);
        expect(readdirSync(g.dir)).toEqual(['s.yaml']);
      } finally {
        g.cleanup();
      }
    }
  });
});

/** Starts bin/umpire.js in a folder; resolves with its result when it ends. */
function startBin(dir: string, argv: string[], env: NodeJS.ProcessEnv = {}) {
  const p = spawn(process.execPath, [BIN, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  p.stdout.on('data', (d) => (stdout += d));
  p.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<RunResult>((res) => p.on('close', (code) => res({ code: code ?? -1, stdout, stderr })));
  return { proc: p, done };
}

/** Waits until the process `pid` holds the game's lock (its owner file names it). */
async function untilHolds(state: string, pid: number): Promise<void> {
  const file = join(`${state}.lock`, 'owner.json');
  for (let i = 0; i < 2000; i++) {
    try {
      if (JSON.parse(readFileSync(file, 'utf8')).pid === pid) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`process ${pid} never took the lock`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('attack 1: a paused lock holder', () => {
  const BATCH_LINES = 3000;

  it(`a holder stopped (kill -STOP) for longer than ${LOCK_STALE_MS / 1000} s keeps its lock: the other command waits, both are logged, nothing is lost`, async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      writeFileSync(join(g.dir, 'long.txt'), 'rl-roll north --mod steady=+3\n'.repeat(BATCH_LINES));
      const holder = startBin(g.dir, ['batch', 'long.txt', '--json']);
      await untilHolds(g.state, holder.proc.pid!);
      holder.proc.kill('SIGSTOP');
      const other = startBin(g.dir, ['rl-roll', 'south', '--mod', 'steady=+3', '--json'], { UMPIRE_LOCK_TIMEOUT: '60' });
      await sleep(LOCK_STALE_MS + 1500);
      // The lock is still the paused holder's: nobody judged it stale.
      expect(JSON.parse(readFileSync(join(`${g.state}.lock`, 'owner.json'), 'utf8')).pid).toBe(holder.proc.pid);
      holder.proc.kill('SIGCONT');
      const [h, o] = await Promise.all([holder.done, other.done]);
      expect(h.code, h.stderr).toBe(0);
      expect(o.code, o.stderr).toBe(0);
      expect(o.stderr).not.toMatch(/cleared the lock/);
      const { entries } = expectAgree(g.state, g.log);
      expect(entries).toHaveLength(1 + BATCH_LINES + 1);
      // Every printed record is in the log, under the number it was given.
      const printed = [...h.stdout.trim().split('\n'), o.stdout.trim()].map((l) => JSON.parse(l));
      expect(printed).toHaveLength(BATCH_LINES + 1);
      for (const rec of printed) expect(entries[rec.logged - 1].record?.total).toBe(rec.total);
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  }, 120000);

  it('a holder whose lock was taken while it was stopped (fencing token) writes nothing: exit 2, the log and state as the new holder left them', async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      writeFileSync(join(g.dir, 'long.txt'), 'rl-roll north --mod steady=+3\n'.repeat(BATCH_LINES));
      const holder = startBin(g.dir, ['batch', 'long.txt']);
      await untilHolds(g.state, holder.proc.pid!);
      holder.proc.kill('SIGSTOP');
      // A command on another host judges the lock stale and takes it (as after 10 s unrefreshed).
      renameSync(`${g.state}.lock`, `${g.state}.lock.old`);
      rmSync(`${g.state}.lock.old`, { recursive: true });
      mkdirSync(`${g.state}.lock`);
      writeFileSync(join(`${g.state}.lock`, 'owner.json'), JSON.stringify({ pid: 1, host: `not-${hostname()}`, token: 'thief' }));
      const before = g.snapshot();
      holder.proc.kill('SIGCONT');
      const h = await holder.done;
      expect(h.code, h.stderr).toBe(2);
      expect(h.stderr).toMatch(/was taken from this command while it was stopped .*nothing was written/);
      expect(h.stderr.trim().split('\n')).toHaveLength(1);
      expect(g.snapshot()).toEqual(before);
      // The thief's lock is left alone.
      expect(JSON.parse(readFileSync(join(`${g.state}.lock`, 'owner.json'), 'utf8')).token).toBe('thief');
      rmSync(`${g.state}.lock`, { recursive: true });
      expect((await g.run('verify')).code).toBe(0);
    } finally {
      g.cleanup();
    }
  }, 120000);

  it('a write never cuts whole lines after the state offset (only an unfinished last line): the command refuses, the log byte for byte the same', async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      expect((await g.run('rl-roll', 'north', '--roll', '3')).code).toBe(0);
      // A whole line that does not chain on (another writer's, or an edit).
      appendFileSync(g.log, '{"seq":99,"kind":"resolution","turn":1,"prev":"x"}\n');
      const before = g.snapshot();
      const r = await g.run('rl-roll', 'north', '--roll', '3');
      expectRefusal(r, 'rl-roll over a foreign line');
      expect(g.snapshot()).toEqual(before);
      // An unfinished last line (no end of line) is still cut off.
      writeFileSync(g.log, before.log!.split('\n').slice(0, 2).join('\n') + '\n{"seq":3,"ki');
      const ok = await g.run('rl-roll', 'north', '--roll', '3');
      expect(ok.code, ok.stderr).toBe(0);
      expect(existsSync(g.log)).toBe(true);
      expectAgree(g.state, g.log);
    } finally {
      g.cleanup();
    }
  });
});

describe('attack 3: files overwritten without --force', () => {
  it('init refuses an existing log (even with no state) and a link planted at the log path, without --force; the link target is never written', async () => {
    const g = tempGame();
    try {
      writeFileSync(g.log, 'my notes\n');
      const r = await runCli(['init', join(SCENARIOS_DIR, 'tutorial.yaml')], { cwd: g.dir });
      expectRefusal(r, 'init over a log');
      expect(readFileSync(g.log, 'utf8')).toBe('my notes\n');
      rmSync(g.log);
      const victim = join(g.dir, 'victim.txt');
      writeFileSync(victim, 'victim\n');
      symlinkSync(victim, g.log);
      expectRefusal(await runCli(['init', join(SCENARIOS_DIR, 'tutorial.yaml')], { cwd: g.dir }), 'init over a link');
      // With --force the link itself is replaced, never written through.
      const forced = await runCli(['init', join(SCENARIOS_DIR, 'tutorial.yaml'), '--force'], { cwd: g.dir });
      expect(forced.code, forced.stderr).toBe(0);
      expect(readFileSync(victim, 'utf8')).toBe('victim\n');
      expect(lstatSync(g.log).isSymbolicLink()).toBe(false);
      expectAgree(g.state, g.log);
    } finally {
      g.cleanup();
    }
  });

  it('report --html refuses an existing file without --force, and always the game\'s state, log and lock (by any name)', async () => {
    const g = tempGame();
    try {
      await g.init('tutorial.yaml');
      symlinkSync(g.state, join(g.dir, 'alias.html'));
      const before = snapshot(g.dir);
      for (const target of [g.log, g.state, 'umpire-state.log.jsonl', 'alias.html', `${g.state}.lock`]) {
        for (const force of [[], ['--force']]) {
          const r = await runCli(['report', '--html', target, ...force], { cwd: g.dir });
          expectRefusal(r, `report --html ${target} ${force.join(' ')}`);
          expect(snapshot(g.dir)).toEqual(before);
        }
      }
      writeFileSync(join(g.dir, 'page.html'), 'mine');
      expectRefusal(await runCli(['report', '--html', 'page.html'], { cwd: g.dir }), 'report over a file');
      expect(readFileSync(join(g.dir, 'page.html'), 'utf8')).toBe('mine');
      const forced = await runCli(['report', '--html', 'page.html', '--force'], { cwd: g.dir });
      expect(forced.code, forced.stderr).toBe(0);
      expect(readFileSync(join(g.dir, 'page.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
    } finally {
      g.cleanup();
    }
  });
});

describe('attack 4: predictable temp-file names', () => {
  it('the state write goes through a new temp file with an unguessable name: links planted at every name the pid would give are left untouched', async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      const victim = join(g.dir, '..', `victim-${process.pid}-${Date.now()}`);
      writeFileSync(victim, 'victim\n');
      // write-file-atomic named its temp file from the pid (and a counter): plant them all.
      for (let i = 0; i < 200; i++) symlinkSync(victim, `${g.state}.${i}`);
      const r = await g.run('rl-roll', 'north', '--roll', '3');
      expect(r.code, r.stderr).toBe(0);
      expect(readFileSync(victim, 'utf8')).toBe('victim\n');
      rmSync(victim);
      expect(lstatSync(g.state).isSymbolicLink()).toBe(false);
      expectAgree(g.state, g.log);
    } finally {
      g.cleanup();
    }
  });
});

describe('attack 7: init --force killed mid-way', () => {
  it('an init killed between replacing the log and the state is finished by the next command (no manual rebuild)', async () => {
    const a = tempGame();
    const b = tempGame();
    try {
      await a.init(STEADY_SCENARIO);
      expect((await a.run('rl-roll', 'north', '--roll', '3')).code).toBe(0);
      await b.init('tutorial.yaml');
      const oldState = readFileSync(a.state, 'utf8');
      // Killed after the new log landed: the journal holds the new state.
      writeFileSync(`${a.state}.0123456789abcdef.init`, readFileSync(b.state));
      const oldLog = readFileSync(a.log);
      writeFileSync(a.log, readFileSync(b.log));
      const r = await a.run('status', '--json');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/finished an init that was interrupted/);
      expect(JSON.parse(readFileSync(a.state, 'utf8')).game.title).toBe(JSON.parse(readFileSync(b.state, 'utf8')).game.title);
      expectAgree(a.state, a.log);
      // Killed before the new log landed: the journal is dropped, the old game stays.
      writeFileSync(a.log, oldLog);
      writeFileSync(a.state, oldState);
      writeFileSync(`${a.state}.fedcba9876543210.init`, readFileSync(b.state));
      const r2 = await a.run('rl-roll', 'north', '--roll', '3');
      expect(r2.code, r2.stderr).toBe(0);
      expect(readdirSync(a.dir).filter((n) => n.endsWith('.init'))).toEqual([]);
      expect(JSON.parse(readFileSync(a.state, 'utf8')).game.title).toBe('Trust test');
      expectAgree(a.state, a.log);
    } finally {
      a.cleanup();
      b.cleanup();
    }
  });

  const KILLS = Number(process.env.UMPIRE_ATTACK_INIT_KILLS ?? 40);
  it(`${KILLS} init --force runs SIGKILLed at random moments: the next command always works, on the old game or the new`, async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      let rnd = 20261123;
      const next = () => (rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let k = 0; k < KILLS; k++) {
        const p = startBin(g.dir, ['init', join(SCENARIOS_DIR, k % 2 ? 'tutorial.yaml' : 'railton-road.yaml'), '--force']);
        await sleep(40 + next() * 160);
        p.proc.kill('SIGKILL');
        await p.done;
        const r = await g.run('status', '--json');
        expect(r.code, `kill ${k}: ${r.stderr}`).toBe(0);
        expectAgree(g.state, g.log);
      }
    } finally {
      g.cleanup();
    }
  }, 300000);
});

describe('attack 5: the state file read through one schema', () => {
  let game: ReturnType<typeof tempGame>;
  let good: any;
  beforeAll(async () => {
    game = tempGame();
    await game.init('tutorial.yaml');
    good = game.readState();
  });
  afterAll(() => game.cleanup());

  const COMMANDS = [
    ['status'],
    ['verify'],
    ['rl-roll', 'students', '--roll', '3'],
    ['melee', 'riot1', 'students', '--roll', '5,5'],
    ['next-turn', '--roll', '1,1,1,1,1,1,1,1,1,1,1,1'],
    ['undo'],
    ['gas', 'students', '--roll', '3'],
    ['casualties'],
    ['odds', 'rl', '--all'],
    ['negotiate', 'students', '--roll', '3'],
    ['loot', 'students', 'bank', '--roll', '3'],
    ['note', 'hello'],
    ['water', 'students'],
    ['burn', 'bank', '--roll', '3,3'],
  ];
  const DAMAGE: [string, (s: any) => void, string][] = [
    ['crowds: null', (s) => (s.game.crowds = null), 'game.crowds'],
    ['rl: "five"', (s) => (s.game.crowds.students.rl = 'five'), 'game.crowds.students.rl'],
    ['lang: "de"', (s) => (s.game.lang = 'de'), 'game.lang'],
    ['log.bytes: -5', (s) => (s.log.bytes = -5), 'log.bytes'],
    ['rng: null', (s) => (s.game.rng = null), 'game.rng'],
    ['RL 99', (s) => (s.game.crowds.students.rl = 99), 'game.crowds.students.rl'],
    ['figures -10', (s) => (s.game.crowds.dockers.figures = -10), 'game.crowds.dockers.figures'],
    ['turn 0', (s) => (s.game.turn = 0), 'game.turn'],
    ['an unknown adjacent crowd', (s) => (s.game.crowds.students.adjacent = ['nobody']), 'game.crowds.students.adjacent.0'],
    ['a unit type nobody knows', (s) => (s.game.units.riot1.type = 'ninja'), 'game.units.riot1.type'],
    ['a building above its start value', (s) => (s.game.buildings.bank.value = 1000), 'game.buildings.bank.value'],
    ['an entity under another id', (s) => (s.game.crowds.students.id = 'dockers'), 'game.crowds.students.id'],
  ];

  it('a wrong type or an impossible value: every command exits 2 naming the file, the field and "umpire rebuild"; nothing written', async () => {
    let tries = 0;
    for (const [what, damage, field] of DAMAGE) {
      const sf = structuredClone(good);
      damage(sf);
      writeFileSync(game.state, JSON.stringify(sf));
      const before = snapshot(game.dir);
      for (const argv of COMMANDS) {
        const r = await runCli(argv, { cwd: game.dir });
        expectRefusal(r, `${what}: umpire ${argv.join(' ')}`);
        expect(r.stderr, what).toContain(game.state);
        expect(r.stderr, what).toContain(`field ${field}:`);
        expect(r.stderr, what).toContain('umpire rebuild');
        expect(snapshot(game.dir), `${what}: umpire ${argv.join(' ')}`).toEqual(before);
        tries += 1;
      }
      // And rebuild recovers it.
      const rb = await runCli(['rebuild'], { cwd: game.dir });
      expect(rb.code, rb.stderr).toBe(0);
      expect((await runCli(['verify'], { cwd: game.dir })).code).toBe(0);
    }
    expect(tries).toBe(DAMAGE.length * COMMANDS.length);
  });

  it('in French, the problem is said in French', async () => {
    const sf = structuredClone(good);
    sf.game.crowds.students.rl = 99;
    writeFileSync(game.state, JSON.stringify(sf));
    const r = await runCli(['status', '--lang', 'fr'], { cwd: game.dir });
    expectRefusal(r, 'status --lang fr');
    expect(r.stderr).toContain('champ game.crowds.students.rl\u00a0: doit valoir au plus 8, trouvé 99');
    expect((await runCli(['rebuild'], { cwd: game.dir })).code).toBe(0);
  });

  const DAMAGED = Number(process.env.UMPIRE_ATTACK_DAMAGED ?? 200);
  it(`${DAMAGED} randomly damaged states (a field set to a wrong value): exit 0 or 2 with one line, never a stack trace; a refusal writes nothing`, async () => {
    let seed = 16;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const ODD = [null, -1, 0, 1.5, 99, 1e12, '', 'x', 'de', true, [], {}, ['nobody'], { a: 1 }, 'constructor', '__proto__', '\u001b]52;c;aGk=\u0007', -0];
    const leaves = (v: any, at: string[] = []): string[][] => {
      const out: string[][] = [at];
      if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'scenario') out.push(...leaves(x, [...at, k]));
      return out;
    };
    const all = leaves(good).filter((p) => p.length > 0);
    let refused = 0;
    for (let i = 0; i < DAMAGED; i++) {
      const sf = structuredClone(good);
      const path = all[rnd(all.length)];
      let o = sf;
      for (const k of path.slice(0, -1)) o = o[k];
      o[path[path.length - 1]] = structuredClone(ODD[rnd(ODD.length)]);
      writeFileSync(game.state, JSON.stringify(sf));
      const before = snapshot(game.dir);
      const argv = COMMANDS[rnd(COMMANDS.length)];
      const r = await runCli(argv, { cwd: game.dir });
      const what = `${path.join('.')} damaged: umpire ${argv.join(' ')} -> ${r.code}\n${r.stderr}`;
      expect(r.stderr, what).not.toMatch(/internal error|\n\s+at .+:\d+:\d+/);
      expect([0, 2], what).toContain(r.code);
      if (r.code === 2) {
        refused += 1;
        expect(r.stderr.trimEnd().split('\n'), what).toHaveLength(1);
        expect(snapshot(game.dir), what).toEqual(before);
      }
      writeFileSync(game.state, JSON.stringify(good));
      writeFileSync(game.log, before['umpire-state.log.jsonl'], 'latin1');
    }
    // Most damage is caught by the schema (the rest is a field no command reads, or a value it may hold).
    expect(refused).toBeGreaterThan(DAMAGED / 2);
  }, 600000);
});

describe('attack 7: output and environment', () => {
  const sh = (cmd: string, cwd: string) => spawnSync('sh', ['-c', cmd], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const bin = JSON.stringify(BIN);

  it('a closed pipe (umpire log | head -1 on a long log) stops quietly; a full disk (> /dev/full) is one line and exit 2, or 3 once the game was written; a deleted working folder is one line and exit 2', async () => {
    const g = tempGame();
    try {
      await g.init(STEADY_SCENARIO);
      writeFileSync(join(g.dir, 'b.txt'), 'rl-roll north --mod steady=+3\n'.repeat(2000));
      expect((await g.run('batch', 'b.txt')).code).toBe(0);
      for (const format of ['json', 'table']) {
        const r = sh(`node ${bin} log --format ${format} | head -1 >/dev/null; echo "exit $?:\${PIPESTATUS:-}"`, g.dir);
        expect(r.stderr, format).toBe('');
        const piped = sh(`node ${bin} log --format ${format} 2>err.txt | head -1 >/dev/null; cat err.txt`, g.dir);
        expect(piped.stdout, format).toBe('');
      }
      if (existsSync('/dev/full')) {
        // Exit 2 means nothing written; a command that wrote the game before its output failed says so with exit 3.
        for (const [argv, wrote] of [['status', false], ['status --json', false], ['log --format json', false], ['rl-roll north --mod steady=+3', true], ['note "x"', true], ['rl-roll north --mod steady=+3 --json', true]] as const) {
          const before = g.readLog().length;
          const r = sh(`node ${bin} ${argv} > /dev/full; echo "exit $?"`, g.dir);
          expect(r.stdout.trim(), argv).toBe(wrote ? 'exit 3' : 'exit 2');
          expect(g.readLog().length, argv).toBe(before + (wrote ? 1 : 0));
          expect(r.stderr, argv).not.toMatch(/\n\s+at |Unhandled/);
          expect(r.stderr.trim().split('\n'), argv).toHaveLength(1);
          expect(r.stderr, argv).toMatch(wrote ? /output could not be written \(the disk is full\), but the command was carried out and logged/ : /output could not be written \(the disk is full\); the game files are as the command left them/);
        }
        writeFileSync(join(g.dir, 'b2.txt'), 'rl-roll north --mod steady=+3\n'.repeat(20));
        const before = g.readLog().length;
        expect(sh(`node ${bin} batch b2.txt > /dev/full; echo "exit $?"`, g.dir).stdout.trim()).toBe('exit 3');
        expect(g.readLog().length).toBe(before + 20);
      }
      const gone = join(g.dir, 'gone');
      mkdirSync(gone);
      const r = sh(`cd ${JSON.stringify(gone)} && rmdir ${JSON.stringify(gone)} && node ${bin} status; echo "exit $?"`, g.dir);
      expect(r.stdout.trim()).toBe('exit 2');
      expect(r.stderr.trim()).toBe('umpire: the current folder no longer exists; change to an existing folder and run the command again');
    } finally {
      g.cleanup();
    }
  }, 120000);
});

describe('attack 8: terminal escapes in names and notes', () => {
  it('ESC/OSC sequences, bells and carriage returns in a title, a name, a note and an id reach the terminal only as visible text (init, status, note, log, errors); --json keeps the text', async () => {
    const g = tempGame();
    try {
      const osc52 = '\u001b]52;c;aGk=\u0007';
      const file = join(g.dir, 's.yaml');
      writeFileSync(file, `title: "Evil ${osc52.replace('\u001b', '\\e').replace('\u0007', '\\a')} title"\ncrowds:\n  - id: c1\n    name: "bad \\e[2J\\r name"\n    figures: 10\n    rl: 4\n`);
      const outs: string[] = [];
      const run = async (...argv: string[]) => {
        const r = await runCli(argv, { cwd: g.dir, env: { NO_COLOR: '1' } });
        outs.push(r.stdout + r.stderr);
        return r;
      };
      expect((await run('init', file)).code).toBe(0);
      expect((await run('status')).code).toBe(0);
      expect((await run('note', `hi ${osc52} there`)).code).toBe(0);
      expect((await run('log')).code).toBe(0);
      expect((await run('log', '--format', 'md')).code).toBe(0);
      expect((await run('rl-roll', `x${osc52}`)).code).toBe(2);
      // Every other human render too (the output is escaped once, where it leaves the program).
      expect((await run('rl-roll', 'c1', '--mod', `push ${osc52}=+1`, '--roll', '6,1')).code).toBe(0);
      expect((await run('summary')).code).toBe(0);
      expect((await run('casualties')).code).toBe(0);
      expect((await run('turn', '--intentions', `in ${osc52}`, '--moves', '', '--assessment', `a ${osc52}`, '--no-next-turn')).code).toBe(0);
      expect((await run('log', '--format', 'csv')).code).toBe(0);
      expect(outs).toHaveLength(11);
      for (const o of outs) {
        // CSV lines end in CRLF (RFC 4180): the only control pair allowed.
        expect(o.replace(/\r\n/g, '\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u0080-\u009f]/);
      }
      expect(outs[1]).toContain('Evil ^[]52;c;aGk=^G title');
      expect(outs[1]).toContain('bad ^[[2J^M name');
      // JSON keeps the text as written (escaped by JSON itself).
      const json = await runCli(['status', '--json'], { cwd: g.dir });
      expect(JSON.parse(json.stdout).title).toBe(`Evil ${osc52} title`);
    } finally {
      g.cleanup();
    }
  });
});

describe('attack 8b: colour codes in the input, on a colour terminal', () => {
  it("the theme's own colour codes pass; any other from a title or a note (conceal, blink, black on black, 256 colours, reset) is shown", async () => {
    const { escapeControls } = await import('../../src/render/safe.js');
    const { theme } = await import('../../src/render/table.js');
    // Every code the theme writes is kept as it is.
    const th = theme(true);
    const painted = Object.values(th).map((f) => f('x')).join('');
    expect(painted).toMatch(/\u001b\[/);
    expect(escapeControls(painted)).toBe(painted);
    const g = tempGame();
    try {
      const hostile = ['\u001b[8m', '\u001b[5m', '\u001b[30;40m', '\u001b[38;5;16m', '\u001b[0m', '\u001b[7m'];
      const file = join(g.dir, 's.yaml');
      writeFileSync(file, `title: ${JSON.stringify(`T ${hostile.join('')} end`)}\ncrowds:\n  - id: c1\n    figures: 10\n    rl: 4\n`);
      const env = { FORCE_COLOR: '1' };
      expect((await runCli(['init', file], { cwd: g.dir, env })).code).toBe(0);
      expect((await runCli(['note', `n ${hostile.join('')} e`], { cwd: g.dir, env })).code).toBe(0);
      for (const argv of [['status'], ['log'], ['summary']]) {
        const r = await runCli(argv, { cwd: g.dir, env });
        expect(r.code, argv.join(' ')).toBe(0);
        // Colours are on (the theme's codes are there) ...
        expect(r.stdout, argv.join(' ')).toMatch(/\u001b\[(1|36)m/);
        // ... and no other code reaches the terminal raw.
        for (const m of r.stdout.matchAll(/\u001b\[[0-9;]*m/g)) expect(['1', '2', '22', '31', '32', '33', '36', '39'], `${argv.join(' ')}: ${JSON.stringify(m[0])}`).toContain(m[0].slice(2, -1));
      }
      expect((await runCli(['status'], { cwd: g.dir, env })).stdout).toContain('^[[8m^[[5m^[[30;40m');
    } finally {
      g.cleanup();
    }
  });
});

describe('attack 6: huge scenarios', () => {
  it('a scenario over 1 MiB (a 7 MB single line) or with a list over 1,000 entries is refused at once: exit 2, one line, nothing written (U81)', async () => {
    const { SCENARIO_MAX_BYTES, SCENARIO_MAX_ENTITIES } = await import('../../src/state/scenario.js');
    const g = tempGame();
    try {
      const huge = join(g.dir, 'huge.yaml');
      writeFileSync(huge, `title: ${'a'.repeat(7_000_000)}\n`);
      const many = join(g.dir, 'many.yaml');
      writeFileSync(many, `title: big\ncrowds:\n${Array.from({ length: SCENARIO_MAX_ENTITIES + 1 }, (_, i) => `  - id: c${i}\n    figures: 10\n    rl: 4\n`).join('')}`);
      const started = Date.now();
      const r1 = await runCli(['init', huge], { cwd: g.dir });
      expectRefusal(r1, 'init huge');
      expect(r1.stderr).toContain(`at most ${SCENARIO_MAX_BYTES} bytes`);
      const r2 = await runCli(['init', many], { cwd: g.dir });
      expectRefusal(r2, 'init many');
      expect(r2.stderr).toContain(`at most ${SCENARIO_MAX_ENTITIES} in a list`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(readdirSync(g.dir).sort()).toEqual(['huge.yaml', 'many.yaml']);
    } finally {
      g.cleanup();
    }
  });
});

describe('the messages of round two, in both languages', () => {
  it('every message key the fixes can reach renders in English and in French, every placeholder filled', async () => {
    const { UserError } = await import('../../src/errors.js');
    const { t } = await import('../../src/i18n/index.js');
    const p = { file: 'f.json', lock: 'f.json.lock', state: 'f.json', bytes: 3, line: 2, kept: 1, why: 'w', id: 'constructor', n: 1001, max: 1000, path: 'p.html' };
    const errors: [string, Record<string, string | number>][] = [
      ['lock-lost', p],
      ['log-moved-on', p],
      ['symlink-refused', p],
      ['not-a-file', p],
      ['log-bad-line', { ...p, problemKey: 'err.p.log-hash' }],
      ['output-failed', p],
      ['cwd-gone', {}],
      ['scenario-unreadable', { ...p, problemKey: 'err.p.scenario-too-big' }],
      ['scenario-field', { ...p, col: 1, problemKey: 'err.s.reserved-id' }],
      ['scenario-field', { ...p, col: 1, problemKey: 'err.s.too-many' }],
      ['bad-option', { ...p, option: '--html', problemKey: 'err.p.is-game-file' }],
      ['bad-option', { ...p, option: '--html', problemKey: 'err.p.file-exists' }],
      ...['min', 'max', 'integer', 'choice', 'word', 'type', 'key-id', 'unknown-id'].map(
        (k): [string, Record<string, string | number>] => ['state-unreadable', { ...p, problemKey: 'err.p.state-field', field: 'game.turn', whatKey: `err.p.sf.${k}`, min: 1, found: 0, choices: 'en | fr', expected: 'number', key: 'a' }],
      ),
    ];
    for (const [code, params] of errors) {
      const e = new UserError(code, params);
      const en = e.localized('en');
      const fr = e.localized('fr');
      for (const text of [en, fr]) {
        expect(text, code).not.toMatch(/\{[a-z]+\}|err\.[a-z]/);
        expect(text.length, code).toBeGreaterThan(10);
      }
      expect(fr, code).not.toBe(en);
    }
    for (const key of ['rebuild.dropped', 'rebuild.unfinished']) {
      const params = { lines: 2, line: 3, file: 'x.dropped', why: 'w' };
      expect(t('fr', key, params)).not.toBe(t('en', key, params));
      for (const lang of ['en', 'fr'] as const) expect(t(lang, key, params)).not.toMatch(/\{[a-z]+\}/);
    }
  });
});
