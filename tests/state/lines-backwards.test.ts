// The log read backwards (linesBackwards, the writer's dice check, issue 43
// F6): every line once, newest first, wherever the 8 KiB, 16 KiB, ... chunks
// fall. A chunk that starts with a newline once made the read search the
// same buffer again for ever (a writer hung on a log of the wrong size).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesBackwards } from '../../src/state/store.js';

const dir = mkdtempSync(join(tmpdir(), 'umpire-backwards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(lines: string[]): void {
  const file = join(dir, 'log.jsonl');
  const text = lines.map((l) => `${l}\n`).join('');
  writeFileSync(file, text);
  const got: string[] = [];
  for (const l of linesBackwards(file, Buffer.byteLength(text))) {
    got.push(l);
    if (got.length > lines.length) break; // a loop for ever would otherwise hang the test
  }
  expect(got).toEqual([...lines].reverse());
}

describe('the log read backwards', () => {
  it('gives every line once, newest first, with a chunk boundary at every place around 8 KiB and 24 KiB (a newline first in a chunk among them)', () => {
    // The last line of 100 bytes; the one before of `pad` bytes: the first chunk's start (8192 bytes before the end) walks across the newline between them.
    for (let pad = 8000; pad <= 8200; pad++) check(['{"seq":1}', 'x'.repeat(pad), 'y'.repeat(99)]);
    // A second and third chunk: 8 KiB then 16 KiB back from the end, through a run of short lines.
    for (let n = 0; n < 40; n++) check(['{"seq":1}', ...Array.from({ length: 700 + n }, (_, i) => `${'z'.repeat(30)}${i}`)]);
  });

  it('a line longer than a chunk and a log of one line', () => {
    check(['a'.repeat(20000), 'b']);
    check(['only']);
  });
});
