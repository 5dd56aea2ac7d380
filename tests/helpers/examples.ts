// The `umpire ...` lines the documentation shows (README.md, docs/*.md,
// docs/procedures/*.md), split as the shell does, by command name: what a
// user copies. Shared by the batch tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitBatchLine } from '../../src/commands/batch.js';
import { ROOT } from './cli.js';

/** `umpire ...` lines of the documentation's examples, comments cut off, by command name. */
export function exampleLines(): Map<string, string[][]> {
  const files = [join(ROOT, 'README.md')];
  for (const dir of [join(ROOT, 'docs'), join(ROOT, 'docs', 'procedures')]) {
    for (const f of readdirSync(dir)) if (f.endsWith('.md')) files.push(join(dir, f));
  }
  const byName = new Map<string, string[][]>();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    // Lines of the examples, and `umpire ...` quoted in the text.
    const found = [...text.matchAll(/^\s*(?:\$\s*)?umpire\s+(.*)$/gm)].map((m) => m[1]);
    found.push(...[...text.matchAll(/`umpire ([^`\n]+)`/g)].map((m) => m[1]));
    for (const example of found) {
      const words = splitBatchLine(example);
      if (typeof words === 'string' || words.length === 0 || words.some((w) => w.includes('<') || w === '|' || w === '>')) continue;
      const list = byName.get(words[0]) ?? [];
      if (!list.some((l) => l.join(' ') === words.join(' '))) list.push(words);
      byName.set(words[0], list);
    }
  }
  return byName;
}
