// Issue 43 F11 (U287): a long input is cut where a message quotes it. A bad
// batch line of 3 MiB, an id of a megabyte on the command line, an unknown
// command as long: each is one short line on stderr (exit 2, nothing
// written), its first characters and an ellipsis, never the input whole.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clip, CLIP_AT } from '../../src/render/clip.js';
import { UserError } from '../../src/errors.js';
import { tempGame } from '../helpers/cli.js';

let game: ReturnType<typeof tempGame>;
beforeAll(async () => {
  game = tempGame();
  await game.init('tutorial.yaml');
});
afterAll(() => game.cleanup());

const MIB3 = 3 * 1024 * 1024;

describe('long inputs cut in messages (U287)', () => {
  it('clip keeps a short text whole and cuts a long one at CLIP_AT characters, never half an emoji', () => {
    expect(clip('x'.repeat(CLIP_AT))).toBe('x'.repeat(CLIP_AT));
    expect(clip('x'.repeat(CLIP_AT + 1))).toBe(`${'x'.repeat(CLIP_AT)}…`);
    const emoji = '\u{1F600}'.repeat(CLIP_AT + 5);
    expect(clip(emoji)).toBe(`${'\u{1F600}'.repeat(CLIP_AT)}…`);
    expect(clip('\u{1F600}'.repeat(CLIP_AT))).toBe('\u{1F600}'.repeat(CLIP_AT));
    // Every UserError: its params cut, so its message in either language.
    const e = new UserError('unknown-crowd', { id: 'y'.repeat(MIB3), kind: 'crowd', known: 'students, dockers' });
    for (const lang of ['en', 'fr'] as const) expect(e.localized(lang).length).toBeLessThan(400);
  });

  for (const [name, line] of [
    ['an unknown crowd', `rl-roll ${'x'.repeat(MIB3)}`],
    ['an unknown command', `nonsense${'z'.repeat(MIB3)}`],
    ['an unknown option', `rl-roll students --${'o'.repeat(MIB3)}`],
    ['a bad number', `rl-roll students --roll ${'9'.repeat(MIB3)}`],
  ] as const) {
    it(`a batch line of 3 MiB with ${name}: one line on stderr of at most a few hundred bytes, exit 2, nothing written`, async () => {
      writeFileSync(join(game.dir, 'b.txt'), `${line}\n`);
      const before = game.snapshot();
      const r = await game.run('batch', 'b.txt');
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(Buffer.byteLength(r.stderr)).toBeLessThan(1000);
      if (name !== 'a bad number') expect(r.stderr).toContain('…');
      expect(game.snapshot()).toEqual(before);
    });
  }

  it('an id of a megabyte on the command line: one short line', async () => {
    const r = await game.run('rl-roll', 'q'.repeat(1024 * 1024));
    expect(r.code).toBe(2);
    expect(Buffer.byteLength(r.stderr)).toBeLessThan(1000);
  });
});
