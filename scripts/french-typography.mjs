// Puts the no-break spaces of French typography into the French catalogues'
// texts: U+00A0 before : ; ? ! » and after «, U+202F between a number and %,
// and the typographic apostrophe (’) for a straight one inside a word.
// Run it after adding French texts (node scripts/french-typography.mjs);
// tests/i18n/french-typography.test.ts fails on a plain space there. Only the
// values of `'key': 'text',` lines change (keys, comments and code do not).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const i18n = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'i18n');
const files = [];
const walk = (d) => {
  for (const f of readdirSync(d, { withFileTypes: true })) {
    if (f.isDirectory()) walk(join(d, f.name));
    else if (f.name === 'fr.ts' || f.name === 'help-fr.ts') files.push(join(d, f.name));
  }
};
walk(i18n);

const LINE = /^(\s*(['"]).*?(?<!\\)\2:\s*)(.*)$/;
// The typographic apostrophe (U+2019) for a straight one between a letter and a letter or a placeholder
// (l'unité, qu'{name}), escaped in a single-quoted value or bare in a double-quoted one.
const apostrophes = (v) => v.replace(/(?<=\p{L})\\?'(?=[\p{L}{])/gu, '’');
const fix = (v) => apostrophes(v).replace(/[ \u202f](?=[:;?!»])/g, '\u00a0').replace(/«[ \u202f]/g, '«\u00a0').replace(/(?<=[\d}]) %/g, '\u202f%');
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  let n = 0;
  const after = before
    .split('\n')
    .map((line) => {
      const m = LINE.exec(line);
      if (!m || line.trimStart().startsWith('//')) return line;
      const fixed = m[1] + fix(m[3]);
      if (fixed !== line) n++;
      return fixed;
    })
    .join('\n');
  if (n > 0) {
    writeFileSync(file, after);
    console.log(`${file.slice(i18n.length + 1)}: ${n} ${n === 1 ? 'line' : 'lines'}`);
  }
}
