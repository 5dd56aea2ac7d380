// The README is the front door (issue 40 item 11): under 250 lines, and every
// section moved out of it to docs/ linked from it, each link to a file that
// exists. It grew back to 263 lines after the trim: this holds the line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** Where the README's moved sections live (13c78f4a and after): the commands, games and packs, the evening, the French turn, the promises, the figures, the pages. */
const MOVED = ['docs/commands.md', 'docs/games.md', 'docs/evening.md', 'docs/emeutes.md', 'docs/promises.md', 'docs/performance.md', 'docs/serve.md', 'docs/stores.md'];

describe('the README is a front door (issue 40 item 11)', () => {
  it('is under 250 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThan(250);
  });

  it('links every moved section, and every link it gives to docs/ is a file', () => {
    const links = [...README.matchAll(/\]\((docs\/[^)#\s]*)/g)].map((m) => m[1]);
    for (const doc of MOVED) expect(links, doc).toContain(doc);
    expect(links.filter((l) => !existsSync(join(ROOT, l)))).toEqual([]);
  });
});
