// The attacks of round three (docs/promises.md, 6), on every game and pack:
// a full disk while the log or the state is written (UMPIRE_TEST_FAULT, the
// store's fault injection), a damaged state (truncated, a wrong type in each
// system's key), a log line edited, a link at the lock, and terminal escapes
// and bidirectional overrides in a scenario's title. Each is exit 2 with one
// line and nothing written (or, for the escapes, text shown, not obeyed);
// never a stack trace. In process: a spawn would prove nothing more here.
import { readFileSync, symlinkSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, SCENARIOS, tempGame, type RunResult } from '../helpers/cli.js';
import { splitLine } from '../../src/repl/split.js';
import { SAMPLE_GAMES } from '../helpers/samples.js';

/** Each sample game, and a first command of it that writes (its scripted batch's first line). */
const GAMES = SAMPLE_GAMES;

const games: ReturnType<typeof tempGame>[] = [];
afterAll(() => games.forEach((g) => g.cleanup()));

function firstLine(batch: string): string[] {
  const line = readFileSync(join(ROOT, 'tests', 'batch', batch), 'utf8')
    .split('\n')
    .find((l) => l.trim() !== '' && !l.trim().startsWith('#'))!;
  return splitLine(line).words;
}

/** Exit 2, one line, no stack trace. */
function refused(r: RunResult, where: string): void {
  expect(r.code, `${where}: ${r.stderr}`).toBe(2);
  expect(r.stderr.trim().split('\n'), where).toHaveLength(1);
  expect(r.stderr, where).not.toMatch(/internal error|\n\s+at /);
}

async function withFault(fault: string, argv: string[], cwd: string): Promise<RunResult> {
  process.env.UMPIRE_TEST_FAULT = fault;
  try {
    return await runCli(argv, { cwd });
  } finally {
    delete process.env.UMPIRE_TEST_FAULT;
  }
}

describe('every game on the edges', () => {
  for (const [scenario, batch] of GAMES) {
    it(`${scenario}: a full disk at the log or the state writes nothing; a damaged state, an edited log line and a link at the lock are one line`, async () => {
      const g = tempGame();
      games.push(g);
      await g.init(scenario);
      const argv = firstLine(batch);

      // A full disk half-way through the log lines, or while the state is written: exit 2, both files as they were.
      for (const fault of ['enospc-log', 'enospc-state']) {
        const before = g.snapshot();
        const r = await withFault(fault, argv, g.dir);
        refused(r, `${fault} ${argv.join(' ')}`);
        expect(r.stderr).toMatch(/the disk is full|le disque est plein/);
        expect(g.snapshot(), fault).toEqual(before);
      }
      // Room again: the same command is played once, as if the full disk never happened.
      const ok = await runCli(argv, { cwd: g.dir });
      expect(ok.code, ok.stderr).toBe(0);
      expect(g.readLog()).toHaveLength(g.readState().log.seq);
      expect((await g.run('verify')).code).toBe(0);

      // A link at the lock's name (dangling, or to a folder): said at once, never followed nor removed.
      for (const target of [join(g.dir, 'nowhere'), join(g.dir, 'elsewhere')]) {
        if (target.endsWith('elsewhere')) mkdirSync(target);
        symlinkSync(target, `${g.state}.lock`);
        const before = g.snapshot();
        const t0 = Date.now();
        const r = await runCli(argv, { cwd: g.dir, env: { UMPIRE_LOCK_TIMEOUT: '20' } });
        refused(r, `lock -> ${target}`);
        expect(Date.now() - t0).toBeLessThan(5000);
        expect(r.stderr).toContain(`${g.state}.lock`);
        expect(r.stderr).toMatch(/ is a link, not the lock| est un lien, pas le verrou/);
        expect(g.snapshot()).toEqual(before);
        rmSync(`${g.state}.lock`);
      }

      // A wrong type in each key the game's systems own: every command refuses, naming the field and "umpire rebuild".
      const good = readFileSync(g.state, 'utf8');
      const sf = JSON.parse(good);
      const keys = Object.keys(sf.game).filter((k) => !['title', 'edition', 'lang', 'turn', 'rng', 'system', 'packs', 'counters', 'versions'].includes(k));
      expect(keys.length).toBeGreaterThan(0);
      for (const k of keys) {
        let seen = 0;
        // An array where a map is kept once passed (valibot reads its indexes as keys): refused too.
        for (const bad of ['x', 7, null, [1]]) {
          const damaged = { ...sf, game: { ...sf.game, [k]: bad } };
          writeFileSync(g.state, JSON.stringify(damaged));
          const before = g.snapshot();
          // A value the schema allows for this key (a briefing's text, a round not begun): not damage.
          if ((await runCli(['status'], { cwd: g.dir })).code === 0) continue;
          seen += 1;
          for (const a of [argv, ['status'], ['status', '--json', '--player']]) {
            const r = await runCli(a, { cwd: g.dir });
            refused(r, `${k}=${JSON.stringify(bad)} ${a.join(' ')}`);
            expect(r.stderr, `${k}=${JSON.stringify(bad)}`).toMatch(new RegExp(`game\\.${k}.*rebuild`));
            expect(g.snapshot()).toEqual(before);
          }
        }
        expect(seen, k).toBeGreaterThanOrEqual(2);
      }
      // Truncated (a full disk by another program): named; rebuild recovers it from the log.
      writeFileSync(g.state, good.slice(0, Math.floor(good.length / 2)));
      refused(await runCli(argv, { cwd: g.dir }), 'truncated');
      expect((await g.run('rebuild')).code).toBe(0);
      expect(JSON.parse(readFileSync(g.state, 'utf8')).game).toEqual(sf.game);

      // A log line edited by hand (its scenario's title): rebuild names the line after it and writes nothing.
      const log = readFileSync(g.log, 'utf8');
      writeFileSync(g.log, log.replace(/"title":"/, '"title":"X'));
      const before = g.snapshot();
      const rb = await g.run('rebuild');
      refused(rb, 'edited log');
      expect(rb.stderr).toContain(`${g.log}`);
      expect(g.snapshot()).toEqual(before);
      writeFileSync(g.log, log);
    }, 120000);
  }

  it('escapes and bidirectional overrides in a title reach the terminal as visible text in every game (status, log, --player); --json keeps them', async () => {
    const NASTY = '\x1b]52;c;aGk=\x07\x1b[2J\u202eevil\u2066';
    for (const [scenario] of GAMES) {
      const g = tempGame();
      games.push(g);
      const yaml = readFileSync(join(SCENARIOS, scenario), 'utf8').replace(/^title: .*$/m, `title: ${JSON.stringify(`Title ${NASTY}`)}`);
      await g.init(yaml);
      for (const argv of [['status'], ['status', '--player'], ['status', '--briefing'], ['log'], ['summary']]) {
        const r = await runCli(argv, { cwd: g.dir });
        expect(r.code, `${scenario} ${argv.join(' ')}: ${r.stderr}`).toBe(0);
        expect(r.stdout, `${scenario} ${argv.join(' ')}`).not.toMatch(/[\x07\x1b\u202e\u2066]/);
      }
      const j = await runCli(['status', '--json'], { cwd: g.dir });
      expect(JSON.parse(j.stdout).title).toBe(`Title ${NASTY}`);
    }
  }, 120000);
});
