// The source tree as the engine's structure tests read it (tests/engine/cycles.test.ts,
// systems.test.ts): every TypeScript file under src/, and what each imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './cli.js';

/** Every TypeScript file under src/, as a path from the repository's root, sorted. */
export function sources(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push(relative(ROOT, p));
    }
  };
  walk(join(ROOT, 'src'));
  return out.sort();
}

/** The source files a file imports (static, dynamic and type-only imports alike), as paths from the root. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)].map((m) => m[1]);
  return [...new Set(specs.map((s) => relative(ROOT, resolve(ROOT, dirname(file), s)).replace(/\.js$/, '.ts')))];
}
