// The plain theme (no colour: a pipe, NO_COLOR) gives each text back without
// a call through chalk per cell (src/render/table.ts): it must say exactly
// what chalk without colour says, for every style of the theme.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Chalk } from 'chalk';
import { theme } from '../../src/render/table.js';

describe('theme', () => {
  it('the plain theme says what chalk without colour says, style by style', () => {
    const c = new Chalk({ level: 0 });
    const chalkStyles: Record<string, (s: string) => string> = {
      title: (s) => c.bold(s),
      dim: (s) => c.dim(s),
      good: (s) => c.green.bold(s),
      bad: (s) => c.red.bold(s),
      neutral: (s) => c.yellow.bold(s),
      plus: (s) => c.green(s),
      minus: (s) => c.red(s),
      head: (s) => c.cyan(s),
    };
    const plain = theme(false);
    expect(Object.keys(plain).sort()).toEqual(Object.keys(chalkStyles).sort());
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(chalkStyles)), fc.oneof(fc.string(), fc.constantFrom('', '\x1b[1mx\x1b[22m', 'RL 5 → 6')), (style, s) => {
        expect((plain as Record<string, (s: string) => string>)[style](s)).toBe(chalkStyles[style](s));
      }),
      { numRuns: 500 },
    );
  });
});
