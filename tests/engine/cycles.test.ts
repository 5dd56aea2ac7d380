// No import circles in src/: every import counts (static, type-only and
// dynamic `import()`), so a module is never half-loaded when another reads it
// and the layers stay apart (rules <-> state types, commands <-> the entry
// point, the turn hooks <-> the procedures they run: all broken; the entry's
// functions reach the commands that run other lines through
// src/engine/program.ts).
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from '../helpers/sources.js';

/** The graph of imports between source files. */
function graph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const g = new Map<string, string[]>();
  for (const f of files) g.set(f, importsOf(f).filter((x) => known.has(x)));
  return g;
}

/** The strongly connected components of more than one module (Tarjan), or a module importing itself. */
function circles(g: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || (g.get(v) ?? []).includes(v)) out.push(c.sort());
    }
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('imports', () => {
  it('form no circle in src/ (static, type-only and dynamic imports alike)', () => {
    expect(circles(graph(sources()))).toEqual([]);
  });

  it('the check finds a circle when there is one', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
  });
});
