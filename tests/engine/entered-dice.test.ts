// `--roll 4,6` read without regular expressions where it is digits and commas
// (src/dice.ts parseEntered: a batch reads one at every line) must read
// exactly as the general reading does: the same values, the same refusals.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseEntered } from '../../src/dice.js';
import { isUserError } from '../../src/errors.js';

/** The general reading (src/dice.ts before its quick path): split at spaces and commas, each part digits. */
function general(text: string): number[] | string {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0) return 'roll-empty';
  for (const p of parts) if (!/^\d+$/.test(p)) return 'roll-not-number';
  return parts.map(Number);
}

function read(text: string): number[] | string {
  try {
    return parseEntered(text);
  } catch (e) {
    if (isUserError(e)) return e.code;
    throw e;
  }
}

describe('parseEntered', () => {
  it('reads digits and commas as the general reading does (values, empty parts, long numbers, refusals)', () => {
    for (const text of ['4,6', '3', '3,2', ',3,,2,', '007,10', '', ',', ',,', '1'.repeat(15), '9'.repeat(16), '9'.repeat(25) + ',1', '4 6', '4, 6', '4;6', '-1', '1.5', '٣']) {
      expect(read(text), JSON.stringify(text)).toEqual(general(text));
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9, ]{0,40}$/), (text) => {
        expect(read(text)).toEqual(general(text));
      }),
      { numRuns: 3000 },
    );
  });
});
