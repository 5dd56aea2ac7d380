// Several umpires on one game (issue 35): --umpire NAME (or UMPIRE_NAME) is
// kept on each log entry, shown and filtered in `log`, counted in `summary`;
// `undo` takes back the caller's own last command unless a later one depends
// on it, `undo --any` the last whoever made it. On both stores.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonLines, runCli, SCENARIOS, tempGame } from '../helpers/cli.js';
import { landedLine } from '../../src/repl/others.js';
import { gameOn, STORES } from '../helpers/pg.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const UP = ['--roll', '6,1', '--riot-withdrawing'];

describe.each(STORES)('umpires by name (%s store)', (kind) => {
  it('keeps the name on each entry, never the --umpire or --store words in its argv; log shows and filters it; summary counts by umpire', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    expect((await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy')).code).toBe(0);
    expect((await game.run('rl-roll', 'dockers', '--roll', '2,2', '--umpire=bob')).code).toBe(0);
    expect((await game.run('rl-roll', 'looters', '--roll', '2,2')).code).toBe(0);
    const log = game.readLog();
    expect(log.map((e) => e.by)).toEqual([undefined, 'amy', 'bob', undefined]);
    for (const e of log) expect(e.argv?.join(' ') ?? '').not.toMatch(/--umpire|--store|amy|bob/);
    const table = await game.run('log');
    expect(table.stdout).toMatch(/Umpire/);
    const bob = jsonLines((await game.run('log', '--by', 'bob', '--json')).stdout);
    expect(bob.map((r) => r.seq)).toEqual([3]);
    const s = JSON.parse((await game.run('summary', '--json')).stdout);
    expect(s.umpires).toEqual([{ umpire: 'amy', n: 1 }, { umpire: 'bob', n: 1 }]);
    expect((await game.run('summary')).stdout).toMatch(/Resolutions by umpire \(2\)/);
  });

  it('keeps who initialised the game on its init entry: log shows and filters it, the REPL line names them, verify and rebuild accept it', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init('tutorial.yaml', '--umpire', 'amy');
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'bob');
    const log = game.readLog();
    expect(log[0]).toMatchObject({ seq: 1, kind: 'init', by: 'amy' });
    expect(log[0].argv.join(' ')).not.toMatch(/--umpire|amy/);
    if (kind === 'postgres') expect(game.store!.query('SELECT umpire FROM umpire_log ORDER BY seq').map((r) => r.umpire)).toEqual(['amy', 'bob']);
    const rows = jsonLines((await game.run('log', '--json')).stdout);
    expect(rows.map((r) => [r.seq, r.by])).toEqual([[1, 'amy'], [2, 'bob']]);
    expect(jsonLines((await game.run('log', '--by', 'amy', '--json')).stdout).map((r) => r.seq)).toEqual([1]);
    const table = (await game.run('log')).stdout.split('\n');
    expect(table.find((l) => /│ 1 │/.test(l))).toMatch(/│ amy +│/);
    expect(landedLine(log[0], log, 'en', 80)).toMatch(/^amy: init -> /);
    expect(landedLine(log[0], log, 'fr', 80)).toMatch(/^amy\u00a0: init -> /);
    // An init is no resolution: summary counts bob's one only.
    expect(JSON.parse((await game.run('summary', '--json')).stdout).umpires).toEqual([{ umpire: 'bob', n: 1 }]);
    expect((await game.run('verify')).code).toBe(0);
    const before = game.readState().game;
    expect((await game.run('rebuild')).code).toBe(0);
    expect(game.readState().game).toEqual(before);
    expect((await game.run('verify')).code).toBe(0);
  });

  it('an init with a bad umpire name is one line, exit 2, no game written', async ({ skip }) => {
    game = gameOn(kind, skip);
    const r = await game.run('init', join(SCENARIOS, 'tutorial.yaml'), '--umpire', 'amy smith');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--umpire: an umpire name is 1-32 letters/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    if (kind === 'file') expect(existsSync(game.state) || existsSync(game.log)).toBe(false);
    else if (game.store!.query("SELECT to_regclass('umpire_log')::text AS t")[0].t !== null) expect(game.logLines()).toEqual([]);
  });

  it('an old log whose init has no umpire (with named entries after it) loads, verifies and rebuilds', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy');
    expect(game.readLog()[0]).not.toHaveProperty('by');
    expect(jsonLines((await game.run('log', '--json')).stdout).map((r) => r.by)).toEqual([undefined, 'amy']);
    expect((await game.run('verify')).code).toBe(0);
    const before = game.readState().game;
    expect((await game.run('rebuild')).code).toBe(0);
    expect(game.readState().game).toEqual(before);
    expect((await game.run('status')).code).toBe(0);
  });

  it('a game without names logs, shows and sums up as before (no umpire field, column or section)', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', ...UP);
    expect(game.readLog()[1]).not.toHaveProperty('by');
    expect((await game.run('log')).stdout).not.toMatch(/Umpire/);
    expect(JSON.parse((await game.run('summary', '--json')).stdout)).not.toHaveProperty('umpires');
  });

  it("undo takes back the caller's own last command past another umpire's that does not depend on it", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    const start = game.readState().game;
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy');
    await game.run('rl-roll', 'dockers', ...UP, '--umpire', 'bob');
    const bobs = game.readState().game.crowds.dockers.rl;
    const r = await game.run('undo', '--umpire', 'amy');
    expect(r.code, r.stderr).toBe(0);
    expect(game.readLog().at(-1)).toMatchObject({ kind: 'undo', undoes: [2], by: 'amy' });
    const g = game.readState().game;
    expect(g.crowds.students.rl).toBe(start.crowds.students.rl);
    expect(g.crowds.dockers.rl).toBe(bobs);
    expect((await game.run('verify')).code).toBe(0);
  });

  it("undo refuses, in one line naming who came after, when a later command depends on the caller's; undo --any takes back the last", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'amy');
    const amys = game.readState().game;
    await game.run('rl-roll', 'students', ...UP, '--umpire', 'bob');
    await game.refused(/entry 2 \(rl-roll\) cannot be undone: bob resolved entry 3 .*crowds\.students/, 'undo', '--umpire', 'amy');
    const nothing = await game.run('undo', '--umpire', 'carl');
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/nothing of carl's to undo/);
    const any = await game.run('undo', '--any', '--umpire', 'control');
    expect(any.code, any.stderr).toBe(0);
    expect(game.readLog().at(-1)).toMatchObject({ kind: 'undo', undoes: [3], by: 'control' });
    expect(game.readState().game).toEqual(amys);
    // bob's is undone: amy's is hers to take back now.
    expect((await game.run('undo', '--umpire', 'amy')).code).toBe(0);
  });

  it("a batch is one umpire's: a line naming another umpire is refused (issue 43 F8), one repeating the batch's passes", async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    const log = game.readLog();
    writeFileSync(join(game.dir, 'lines.txt'), 'rl-roll dockers --roll 2,2\nrl-roll students --roll 3,3 --umpire amy\n');
    const r = await game.run('batch', 'lines.txt', '--umpire', 'bob');
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/line 2.*may not name another umpire \(--umpire amy\) than the batch's \(bob\)/);
    expect(game.readLog()).toEqual(log);
    // A batch without a name: a line may not give one either.
    expect((await game.run('batch', 'lines.txt')).code).toBe(2);
    expect(game.readLog()).toEqual(log);
    writeFileSync(join(game.dir, 'lines.txt'), 'rl-roll students --roll 3,3 --umpire bob\nrl-roll dockers --roll 2,2\n');
    const ok = await game.run('batch', 'lines.txt', '--umpire', 'bob');
    expect(ok.code, ok.stderr).toBe(0);
    expect(game.readLog().slice(1).map((e) => e.by)).toEqual(['bob', 'bob']);
    expect(game.readLog()[1].argv).toEqual(['rl-roll', 'students', '--roll', '3,3']);
  });

  it('a bad name or an empty --store is one line, exit 2, nothing written', async ({ skip }) => {
    game = gameOn(kind, skip);
    await game.init();
    await game.refused(/--umpire: an umpire name is 1-32 letters/, 'rl-roll', 'students', '--umpire', 'amy smith');
    await game.refused(/--umpire: an umpire name/, 'rl-roll', 'students', '--umpire', '\x1b[31mred');
    await game.refused(/--umpire: needs a value/, 'rl-roll', 'students', '--umpire');
    await game.refused(/--store: needs a value/, 'rl-roll', 'students', '--store', ' ');
  });
});

describe('the umpire name is trust-based, and says so (issue 43 F8)', () => {
  it('umpire --help says who names the umpire, in both languages', async () => {
    const en = await runCli(['--help']);
    expect(en.stdout.replace(/\s+/g, ' ')).toMatch(/--umpire NAME \(any command\) is trust-based: it is whoever runs the command who names the umpire\. Sectors hold only for an umpire who names themself; a command without --umpire is the control's and is never checked/);
    const fr = await runCli(['--help', '--lang', 'fr']);
    expect(fr.stdout.replace(/\s+/g, ' ')).toMatch(/repose sur la confiance/);
  });
});
