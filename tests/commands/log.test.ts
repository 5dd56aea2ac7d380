import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { followLog } from '../../src/review/follow.js';
import { csvField, mdCell } from '../../src/review/format.js';
import type { LogEntry } from '../../src/state/civil-disorder/types.js';
import { BIN, jsonLines, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

async function played() {
  game = tempGame();
  await game.init();
  for (const s of [
    ['rl-roll', 'students', '--roll', '6,2'],
    ['rl-roll', 'dockers', '--seed', 'log-test'],
    ['next-turn'],
    ['rl-roll', 'looters', '--roll', '6', '--mod', 'burning car=+2'],
    ['undo'],
    ['rl-roll', 'students', '--roll', '1,3'],
  ]) {
    const r = await game.run(...s);
    if (r.code !== 0) throw new Error(`${s.join(' ')}: ${r.stderr}`);
  }
  return game;
}

/** Parses CSV as RFC 4180 (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let f = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') (f += '"'), i++;
      else if (c === '"') q = false;
      else f += c;
    } else if (c === '"') q = true;
    else if (c === ',') row.push(f), (f = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(f), rows.push(row), (row = []), (f = ''), i++;
    } else f += c;
  }
  return rows;
}

describe('umpire log', () => {
  it('lists every entry as a table with turn, procedure, who, dice, total and outcome; undone ones marked', async () => {
    const g = await played();
    const r = await g.run('log');
    expect(r.code).toBe(0);
    // The procedure by its name, the outcome in words: the ids and codes stay in the data (issue 40 item 7).
    expect(r.stdout).toMatch(/│ 2\s+│ 1\s+│ Response Level roll\s+│ students\s+│ d6:6\* d6:2\*\s+│ 7\s+│ RL rises: 5 Demonstrate → 6 Hassle\s+│/);
    expect(r.stdout).not.toMatch(/\[rl-up\]|│ rl-roll /);
    expect(r.stdout).toMatch(/│ 5\s+│ 2\s+│ Response Level roll\s+│ looters .*│ undone by #6\s+│/);
    expect(r.stdout).toMatch(/│ 6\s+│ 2\s+│ Undo .*│ undoes #5\s+│/);
  });

  it('in French says French words: the procedure by its French name, no English id or outcome code (issue 40 item 7)', async () => {
    const g = await played();
    const fr = await g.run('log', '--lang', 'fr');
    expect(fr.code, fr.stderr).toBe(0);
    expect(fr.stdout).toMatch(/│ 2\s+│ 1\s+│ Jet de facteur de réaction\s+│ students /);
    expect(fr.stdout).toMatch(/│ Début de la partie\s+│/);
    expect(fr.stdout).not.toMatch(/rl-roll|\[rl-up\]|│ init /);
    const narrow = await g.run('log', '--lang', 'fr', '--width', '80');
    expect(narrow.stdout).toMatch(/^ *2 1 +Jet de facteur de r… +students /m);
    // The data keeps the ids and codes.
    expect(jsonLines((await g.run('log', '--lang', 'fr', '--format', 'json')).stdout)[1]).toMatchObject({ procedure: 'rl-roll', outcome: { code: 'rl-up' } });
  });

  it('narrower than its table (--width 80): one line an entry within the width, the undone one saying so; --wide the table; piped without --width the table', async () => {
    const g = await played();
    const narrow = await g.run('log', '--width', '80');
    expect(narrow.code, narrow.stderr).toBe(0);
    const lines = narrow.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 7);
    expect(lines.every((l) => [...l].length <= 80)).toBe(true);
    expect(lines[0]).toMatch(/^\s*# Turn Procedure\s+Who\s+Outcome$/);
    expect(narrow.stdout).toMatch(/^ *2 1 +Response Level roll +students +RL rises: 5 Demonstrate → 6 Hassle$/m);
    expect(narrow.stdout).toMatch(/^ *5 2 +Response Level roll +looters +\(undone by #6\)/m);
    expect(narrow.stdout).not.toMatch(/[│┌]/);
    const wide = await g.run('log', '--width', '80', '--wide');
    expect(wide.stdout).toMatch(/^┌/);
    expect(wide.stdout.split('\n').every((l) => [...l].length <= 80)).toBe(true);
    expect((await g.run('log')).stdout).toMatch(/^┌/);
    await g.refused(/--width/, 'log', '--width', '12');
  });

  it('prints one JSON line per entry, with the full record, agreeing with the log', async () => {
    const g = await played();
    const rows = jsonLines((await g.run('log', '--format', 'json')).stdout);
    const log = g.readLog();
    expect(rows.map((r) => r.seq)).toEqual(log.map((e) => e.seq));
    for (const [i, r] of rows.entries()) {
      const e = log[i];
      expect(r.turn).toBe(e.turn);
      if (e.kind === 'resolution') {
        expect(r.record).toEqual(e.record);
        expect(r.rolls).toEqual(e.record.rolls);
        expect(r.outcome.code).toBe(e.record.outcome.code);
      }
    }
    expect(rows[4].undoneBy).toBe(6);
    expect(jsonLines((await g.run('log', '--json', '--turn', '2')).stdout).map((r) => r.seq)).toEqual([5, 6, 7]);
  });

  it('writes CSV (RFC 4180, stable column names) and Markdown with the same rows', async () => {
    const g = await played();
    const csv = parseCsv((await g.run('log', '--format', 'csv')).stdout);
    expect(csv[0]).toEqual(['seq', 'turn', 'kind', 'procedure', 'who', 'dice', 'modifiers', 'total', 'outcome', 'text', 'undone_by', 'undoes']);
    expect(csv.slice(1).map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(csv[1][9]).toBe('Tutorial: Town Hall Square');
    expect(csv[5]).toEqual(['5', '2', 'resolution', 'rl-roll', 'looters', 'd6:6*', '2', '8', 'rl-up', 'RL rises: 4 Paused → 5 Demonstrate', '6', '']);
    const md = (await g.run('log', '--format', 'md', '--procedure', 'rl-roll')).stdout.trim().split('\n');
    expect(md).toHaveLength(2 + 4);
    expect(md[0]).toBe('| # | Turn | Procedure | Who | Dice (* entered) | Total | Outcome | Status |');
    expect(md[2]).toMatch(/^\| 2 \| 1 \| Response Level roll \| students \| d6:6\* d6:2\* \| 7 \| RL rises/);
  });

  it('quotes CSV fields and escapes Markdown pipes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('plain')).toBe('plain');
    expect(mdCell('a|b\nc')).toBe('a\\|b c');
    // Raw HTML never passes through to a Markdown renderer.
    expect(mdCell('<script>alert(1)</script> & <b>x</b>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;x&lt;/b&gt;');
  });

  it('filters by --crowd (subject or effects), --from/--to, --procedure and --outcome', async () => {
    const g = await played();
    const seqs = async (...a: string[]) => jsonLines((await g.run('log', '--json', ...a)).stdout).map((r) => r.seq);
    expect(await seqs('--crowd', 'looters')).toEqual([5, 6]); // the roll, and the undo that set its RL back
    expect(await seqs('--crowd', 'students', '--from', '2')).toEqual([7]);
    expect(await seqs('--to', '1', '--procedure', 'rl-roll,next-turn')).toEqual([2, 3, 4]);
    expect(await seqs('--outcome', 'rl-up')).toEqual([2, 5]); // undone entries are listed too, marked
    expect(await seqs('--unit', 'riot1')).toEqual([]);
    expect(await seqs('--procedure', 'undo')).toEqual([6]);
  });

  it('says so on stderr when nothing matches, and refuses a bad --turn with exit 2', async () => {
    const g = await played();
    const none = await g.run('log', '--turn', '9');
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/no log entries match/);
    const bad = await g.run('log', '--turn', 'two');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--turn: "two" is not a whole number/);
    const fmt = await g.run('log', '--format', 'xml');
    expect(fmt.code).toBe(2);
  });

  it('exits 2 naming the file when there is no log', async () => {
    game = tempGame();
    const r = await game.run('log');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/umpire-state\.log\.jsonl line 0: no such file/);
  });
});

/** Waits until `cond` holds, checking at each output chunk; fails after `ms` (a bound, not a timing test). */
function until(get: () => string, cond: (s: string) => boolean, onData: (cb: () => void) => void, ms = 20000): Promise<void> {
  return new Promise((resolveWait, reject) => {
    if (cond(get())) return resolveWait();
    const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${get()}`)), ms);
    onData(() => {
      if (cond(get())) {
        clearTimeout(timer);
        resolveWait();
      }
    });
  });
}

describe('umpire log --follow', () => {
  it('hands over new entries as they are appended, and stops when told', async () => {
    const g = await played();
    const ac = new AbortController();
    const got: LogEntry[] = [];
    const { statSync } = await import('node:fs');
    let notify = () => {};
    const following = followLog(g.log, { from: statSync(g.log).size, intervalMs: 10, signal: ac.signal, onEntries: (e) => (got.push(...e), notify()) });
    await g.run('rl-roll', 'dockers', '--roll', '3');
    await until(() => String(got.length), () => got.length >= 1, (cb) => (notify = cb));
    await g.run('next-turn');
    await until(() => String(got.length), () => got.length >= 2, (cb) => (notify = cb));
    ac.abort();
    await following;
    expect(got.map((e) => [e.seq, e.record?.procedure])).toEqual([
      [8, 'rl-roll'],
      [9, 'next-turn'],
    ]);
  });

  it('keeps printing entries logged from another terminal until Ctrl-C (SIGINT), then exits 0', async () => {
    const g = await played();
    const p = spawn(process.execPath, [BIN, 'log', '--follow', '--format', 'json', '--crowd', 'dockers'], {
      cwd: g.dir,
      env: { ...process.env, NO_COLOR: '1', UMPIRE_FOLLOW_INTERVAL: '20' },
    });
    let out = '';
    let err = '';
    const listeners: (() => void)[] = [];
    p.stdout.on('data', (d) => ((out += d), listeners.forEach((l) => l())));
    p.stderr.on('data', (d) => (err += d));
    const onData = (cb: () => void) => listeners.push(cb);
    const seqs = () => jsonLines(out).map((r) => r.seq);
    await until(() => out + err, () => seqs().includes(3), onData);
    expect(seqs()).toEqual([3]);
    await g.run('rl-roll', 'dockers', '--roll', '4');
    await g.run('rl-roll', 'students', '--roll', '4,1'); // filtered out
    await g.run('rl-roll', 'dockers', '--roll', '2');
    await until(() => out + err, () => seqs().includes(10), onData);
    const closed = new Promise<number | null>((r) => p.on('close', (code) => r(code)));
    p.kill('SIGINT');
    expect(await closed).toBe(0);
    expect(seqs()).toEqual([3, 8, 10]);
    expect(err).toBe('');
  });
});

describe("log's Who column names every game's subjects", () => {
  it("an agent (the guerilla-urbaine pack) and a RIOT team, from the systems' id kinds", async () => {
    const { join } = await import('node:path');
    const { ROOT, runCli } = await import('../helpers/cli.js');
    for (const [scenario, batch, want] of [
      ['railton-road-armed.yaml', 'railton-armed-agents.txt', [['agent-shoot', 'rifleman'], ['agent-hide', 'gunman']]],
      ['riot-sample.fr.yaml', 'riot-round.txt', [['riot-turn', 'police']]],
    ] as const) {
      game?.cleanup();
      game = tempGame();
      await game.init(scenario);
      expect((await runCli(['batch', join(ROOT, 'tests', 'batch', batch)], { cwd: game.dir })).code).toBe(0);
      // RFC 4180 fields: quoted ones may hold commas.
      const csv = (await game.run('log', '--format', 'csv')).stdout.split('\r\n').map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));
      const who = csv[0].indexOf('who');
      const proc = csv[0].indexOf('procedure');
      for (const [p, id] of want) expect(csv.find((r) => r[proc] === p)?.[who], `${scenario} ${p}`).toContain(id);
    }
  });
});
