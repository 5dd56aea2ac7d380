#!/usr/bin/env node
// `npm run mutate -- <file or folder>... [stryker options]`: mutation testing
// (StrykerJS, stryker.config.mjs) scoped to the given sources. A folder
// stands for every .ts file under it; a file for itself. With no source
// given it says so rather than mutating the whole program (hours on two
// cores). The tests that run against each mutant are the test files that
// import a mutated module (`--tests <glob>` to choose); `--list` prints the
// selection and stops. The report: reports/mutation/index.html and
// mutation.json; the score by file is printed at the end (docs/promises.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const sources = [];
const rest = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a.startsWith('-')) {
    rest.push(a);
    if (i + 1 < args.length && !args[i + 1].startsWith('-')) rest.push(args[++i]);
    continue;
  }
  const p = resolve(a);
  if (!existsSync(p)) {
    process.stderr.write(`umpire mutate: ${a}: no such file or folder\n`);
    process.exit(2);
  }
  const rel = relative(root, p).split('\\').join('/');
  if (rel.startsWith('..') || !rel.startsWith('src')) {
    process.stderr.write(`umpire mutate: ${a}: not a source of this project (under src/)\n`);
    process.exit(2);
  }
  sources.push(statSync(p).isDirectory() ? `${rel}/**/*.ts` : rel);
}
if (sources.length === 0) {
  process.stderr.write('usage: npm run mutate -- <file or folder under src/>... [stryker options]\n  e.g. npm run mutate -- src/rules/civil-disorder/triage.ts\n');
  process.exit(2);
}
// The tests run against the mutants: by default those test files that name a mutated module (its path
// without extension, as an import does), so that the initial run is minutes, not the whole suite;
// `--tests <glob>` (repeatable) chooses them instead.
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const mutated = sources.flatMap((s) => (s.endsWith('/**/*.ts') ? files(join(root, s.slice(0, -'/**/*.ts'.length))).filter((f) => f.endsWith('.ts')).map((f) => relative(root, f).split('\\').join('/')) : [s]));
const stems = mutated.map((f) => f.replace(/^src\//, '').replace(/\.ts$/, '')).map((stem) => (stem.endsWith('/index') ? stem.slice(0, -'/index'.length) : stem));
let tests = [];
for (let i = 0; i < rest.length; i++) if (rest[i] === '--tests') tests.push(rest.splice(i--, 2)[1]);
if (tests.length === 0) {
  tests = files(join(root, 'tests'))
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => {
      const text = readFileSync(f, 'utf8');
      return stems.some((stem) => text.includes(`/${stem}.js'`) || text.includes(`/${stem}.js"`) || text.includes(`/${stem}'`));
    })
    .map((f) => relative(root, f).split('\\').join('/'));
  if (tests.length === 0) {
    process.stderr.write(`umpire mutate: no test file imports ${stems.join(', ')}: give --tests <glob>\n`);
    process.exit(2);
  }
}
process.stdout.write(`umpire mutate: ${mutated.length} source file(s), ${tests.length} test file(s): ${tests.join(' ')}\n`);
// --list: say what would be mutated and which tests would run, and stop.
if (rest.includes('--list')) {
  process.stdout.write(`${mutated.join('\n')}\n`);
  process.exit(0);
}
writeFileSync(
  join(root, 'vitest.mutate.config.ts'),
  `// Written by scripts/mutate.mjs for one run of \`npm run mutate\` (not kept: .gitignore).\nimport base from './vitest.config.ts';\n\nexport default { ...base, test: { ...base.test, include: ${JSON.stringify(tests)}, reporters: ['default'] } };\n`,
);
const bin = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const r = spawnSync(process.execPath, [bin, 'run', '--mutate', sources.join(','), ...rest], { cwd: root, stdio: 'inherit', env: { ...process.env, UMPIRE_MUTATE_VITEST: 'vitest.mutate.config.ts' } });
process.exit(r.status ?? 1);
