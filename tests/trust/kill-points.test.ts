// Promise 2, at the exact moments that matter: a command is stopped inside
// its write (UMPIRE_TEST_KILL_POINT, src/state/store.ts killPoint: half-way
// through its last log line, after the log and before the state, with the
// state's temp file written and not renamed) and SIGKILLed there. Then: state
// and log still agree; the next command recovers with exit 0; every resolution
// reported before is in the log as printed; and the killed command is either
// wholly in the game or wholly absent, never half-applied, also when it wrote
// several entries (next-turn and the gas cloud it makes effective).
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, runCli, tempGame } from '../helpers/cli.js';
import { expectAgree, readLogFile } from './helpers.js';

let game: ReturnType<typeof tempGame> | undefined;
afterEach(() => {
  game?.cleanup();
  game = undefined;
});

/** Runs bin/umpire.js with the kill point set, waits until it stops there, SIGKILLs it. */
async function killAt(dir: string, point: string, argv: string[]): Promise<void> {
  const p = spawn(process.execPath, [BIN, ...argv], { cwd: dir, env: { ...process.env, NO_COLOR: '1', UMPIRE_TEST_KILL_POINT: point }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  p.stdout.on('data', (d) => (stdout += d));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => p.on('close', (code, signal) => res({ code, signal })));
  await new Promise<void>((res, rej) => {
    p.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.includes(`umpire-test-paused ${point}`)) res();
    });
    void ended.then(() => rej(new Error(`umpire ${argv.join(' ')} ended before ${point}: ${stderr}`)));
  });
  p.kill('SIGKILL');
  const end = await ended;
  expect(end.signal).toBe('SIGKILL');
  // Killed inside its write: it reported nothing.
  expect(stdout).toBe('');
}

const POINTS = ['mid-line', 'after-log', 'state-temp'] as const;
/** A command of one entry, and one of two (next-turn makes the gas thrown this turn effective: its own entry, same command). */
const COMMANDS: { name: string; setup: string[][]; argv: string[]; entries: number }[] = [
  { name: 'rl-roll (one entry)', setup: [], argv: ['rl-roll', 'market', '--json'], entries: 1 },
  { name: 'next-turn (two entries of one command)', setup: [['gas', 'market', 'church', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg']], argv: ['next-turn', '--json'], entries: 2 },
];

describe('kills timed inside the append', () => {
  for (const c of COMMANDS) {
    for (const point of POINTS) {
      it(`${c.name} killed at ${point}: the next command recovers, nothing reported is lost, nothing half-applied`, async () => {
        game = tempGame();
        await game.init('railton-road.yaml', '--seed', 'kill-points');
        const reported: any[] = [];
        for (const s of c.setup) reported.push(...(await game.ok(...s)));
        reported.push(...(await game.ok('rl-roll', 'frontline')));
        const before = readLogFile(game.log).entries.length;

        await killAt(game.dir, point, [...c.argv, '--state', game.state]);
        const after = readLogFile(game.log);
        if (point === 'mid-line') expect(after.partial, 'an unfinished last line').toBeGreaterThan(0);
        else expect(after.entries.length, 'the killed command is in the log, whole').toBe(before + c.entries);
        // State and log agree right after the kill (the state is the fold of the log up to its position).
        expectAgree(game.state, game.log);

        // The next command recovers: exit 0, the log whole again, the state its fold.
        const next = await runCli(['rl-roll', 'estate', '--json', '--state', game.state]);
        expect(next.code, next.stderr).toBe(0);
        if (point === 'mid-line') expect(next.stderr).toMatch(/ignoring an unfinished (last line|command)/);
        const { entries, partial } = expectAgree(game.state, game.log);
        expect(partial).toBe(0);
        reported.push(JSON.parse(next.stdout.trim().split('\n').pop()!));
        // Every reported resolution is in the log as printed.
        const bySeq = new Map(entries.map((e) => [e.seq, e]));
        for (const r of reported) {
          expect(bySeq.get(r.logged)?.record?.procedure, `entry ${r.logged}`).toBe(r.procedure);
          expect(bySeq.get(r.logged)?.record?.rolls).toEqual(r.rolls);
        }
        // The killed command: all its entries, or none (mid-line: none, its write never finished).
        const killedCmd = before + 1;
        const nextCmd = bySeq.get(reported[reported.length - 1].logged)!.cmd;
        const killed = entries.filter((e) => e.cmd === killedCmd && e.cmd !== nextCmd);
        expect(killed.length, 'entries of the killed command').toBe(point === 'mid-line' ? 0 : c.entries);
        // And the game is the fold of exactly those entries: rebuild equals the state.
        const folded = game.readState().game;
        const r = await runCli(['rebuild', '--json', '--state', game.state]);
        expect(r.code, r.stderr).toBe(0);
        expect(JSON.parse(r.stdout)).toEqual(folded);
      }, 60000);
    }
  }

  it('rebuild on a log whose last command was cut off keeps it out whole', async () => {
    game = tempGame();
    await game.init('railton-road.yaml', '--seed', 'kill-points');
    await game.ok('gas', 'market', 'church', '--kind', 'cs', '--weapon', 'riot-gun', '--unit', 'spg');
    const good = readLogFile(game.log).entries.length;
    await killAt(game.dir, 'mid-line', ['next-turn', '--state', game.state]);
    // The first of next-turn's two lines is whole, the second cut.
    const cut = readLogFile(game.log);
    expect(cut.entries.length).toBe(good + 1);
    expect(cut.partial).toBeGreaterThan(0);
    const r = await runCli(['rebuild', '--json', '--state', game.state]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).turn).toBe(1);
    expect(game.readState().log.seq).toBe(good);
  });

  it('kills at every point the stores stop at (a new kill point in src/state is a case here too)', () => {
    // Read from the stores' sources, not from this file's list.
    const dir = join(ROOT, 'src', 'state');
    const inCode = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, f), 'utf8').matchAll(/killPoint\('([a-z-]+)'\)/g)) inCode.add(m[1]);
    }
    expect([...inCode].sort()).toEqual([...POINTS].sort());
  });
});
