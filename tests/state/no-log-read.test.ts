// A command costs the same however long the game has run: it never reads the
// turn log before the state's offset (only the one line that ends there, to
// check the state and log agree), it appends after it, and the state file
// does not grow with the log. Proved without timing: the log's body is
// replaced by 100,000 lines of garbage, which any read of it would trip on.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lineHash } from '../../src/state/store.js';
import { jsonLines, tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
afterEach(() => game?.cleanup());

const GARBAGE_LINES = 100_000;
const garbage = () => Array.from({ length: GARBAGE_LINES }, (_, i) => `garbage ${i} {not json\n`).join('');

describe('a command does not read the turn log', () => {
  it('works when the 100,000 lines before the state\'s last entry are garbage, and appends right after it', async () => {
    game = tempGame();
    await game.init();
    expect((await game.run('rl-roll', 'students', '--roll', '3,2')).code).toBe(0);
    const lines = readFileSync(game.log, 'utf8').split('\n').filter(Boolean);
    const last = lines[lines.length - 1];
    // The log's body becomes garbage; only the state's last entry is intact at its end.
    const body = garbage() + `${last}\n`;
    writeFileSync(game.log, body);
    const st = game.readState();
    st.log.bytes = Buffer.byteLength(body);
    writeFileSync(game.state, JSON.stringify(st));

    const r = await game.run('rl-roll', 'dockers', '--roll', '4,1', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(jsonLines(r.stdout)[0].logged).toBe(3);
    const after = readFileSync(game.log, 'utf8');
    expect(after.startsWith(body)).toBe(true);
    const added = after.slice(body.length).split('\n').filter(Boolean);
    expect(added).toHaveLength(1);
    expect(JSON.parse(added[0])).toMatchObject({ seq: 3, cmd: 3, prev: lineHash(last) });
    expect(game.readState().log.bytes).toBe(Buffer.byteLength(after));

    // A batch of many lines does not read it either.
    writeFileSync(join(game.dir, 'b.txt'), 'rl-roll students --roll 3,2\nnext-turn\n');
    const b = await game.run('batch', 'b.txt');
    expect(b.code, b.stderr).toBe(0);
    expect(readFileSync(game.log, 'utf8').startsWith(body)).toBe(true);
  });

  it('is not broken by 100,000 garbage lines after the last valid entry: it refuses to write over them (whole lines are never cut), and rebuild --to-last-good moves them aside', async () => {
    game = tempGame();
    await game.init();
    const valid = readFileSync(game.log, 'utf8');
    writeFileSync(game.log, valid + garbage());
    const before = game.snapshot();
    const refused = await game.run('rl-roll', 'students', '--roll', '3,2', '--json');
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/whole lines .* written without the lock; nothing was written/);
    expect(game.snapshot()).toEqual(before);
    const fix = await game.run('rebuild', '--to-last-good');
    expect(fix.code, fix.stderr).toBe(0);
    expect(fix.stderr).toMatch(new RegExp(`${GARBAGE_LINES} lines from line 2 on moved aside into .*dropped`));
    const r = await game.run('rl-roll', 'students', '--roll', '3,2', '--json');
    expect(r.code, r.stderr).toBe(0);
    const after = readFileSync(game.log, 'utf8').split('\n').filter(Boolean);
    expect(after).toHaveLength(2);
    expect(JSON.parse(after[1])).toMatchObject({ seq: 2, prev: lineHash(valid.trimEnd()) });
    // And the state equals the fold of the log.
    const rb = await game.run('rebuild');
    expect(rb.stdout).toMatch(/already the same/);
  });

  it('keeps the state file small: 500 more log entries leave its size (almost) unchanged', async () => {
    game = tempGame();
    await game.init();
    expect((await game.run('rl-roll', 'students', '--roll', '3,2')).code).toBe(0);
    const small = statSync(game.state).size;
    writeFileSync(join(game.dir, 'b.txt'), 'rl-roll students --roll 3,2\n'.repeat(500));
    expect((await game.run('batch', 'b.txt')).code).toBe(0);
    expect(statSync(game.log).size).toBeGreaterThan(500 * 300);
    // Only the log position's digits grow (seq, bytes, hash are fixed width or a few digits).
    expect(statSync(game.state).size - small).toBeLessThan(16);
  });
});
