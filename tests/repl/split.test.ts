import { describe, expect, it } from 'vitest';
import { joinWords, splitLine } from '../../src/repl/split.js';
import fc from 'fast-check';

describe('splitLine (shell quoting for REPL lines)', () => {
  it('splits on blanks and keeps quoted text as one word', () => {
    expect(splitLine(`note --step intentions "hold the line" at 'Acre Lane'`).words).toEqual([
      'note', '--step', 'intentions', 'hold the line', 'at', 'Acre Lane',
    ]);
  });
  it('reads backslash escapes outside quotes and inside double quotes', () => {
    expect(splitLine(String.raw`rl-roll --mod burning\ car=+1 --mod "say \"hi\"=-1"`).words).toEqual([
      'rl-roll', '--mod', 'burning car=+1', '--mod', 'say "hi"=-1',
    ]);
  });
  it('keeps an empty quoted word', () => {
    expect(splitLine(`turn --intentions ""`).words).toEqual(['turn', '--intentions', '']);
  });
  it('reports an unclosed quote as open', () => {
    expect(splitLine(`note "unfinished`).open).toBe(true);
    expect(splitLine(`note "finished"`).open).toBe(false);
  });
  it('tells whether the cursor is inside a word (for completion)', () => {
    expect(splitLine('rl-roll fro').inWord).toBe(true);
    expect(splitLine('rl-roll ').inWord).toBe(false);
  });
  it('joinWords quotes so that splitLine gives the words back', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), (words) => {
        expect(splitLine(joinWords(words)).words).toEqual(words);
      }),
    );
  });
});
