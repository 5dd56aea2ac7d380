// Builds dist/ once before the tests, the same way `npm install` does (the
// esbuild bundle of scripts/build.mjs), so that the tests that spawn
// bin/umpire.js run what users run. In-process tests run the TypeScript
// directly; the type check is its own step (npm run typecheck).
//
// The build is skipped when dist/ is the one this setup built last from the
// same inputs (issue 21: a run of one test file paid a whole build, with its
// code cache, each time): node_modules/.umpire-test-build records a hash of every input of
// the build (src/, scripts/, bin/, the package files, Node's version) and of
// what the build wrote. Any change to either (a source edited, `npm run
// build:tsc`, another build) builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every file under `dir` (sorted, recursive). */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A hash of the build's inputs (by content) and of its outputs (by size and time). */
export function buildStamp(root: string): string {
  const h = createHash('sha256');
  h.update(`node ${process.version}\n`);
  for (const f of [...files(join(root, 'src')), ...files(join(root, 'scripts')), ...files(join(root, 'bin')), ...['package.json', 'package-lock.json', 'tsconfig.json'].map((n) => join(root, n))]) {
    if (!existsSync(f)) continue;
    h.update(`${f}\n`);
    h.update(readFileSync(f));
  }
  for (const f of files(join(root, 'dist'))) {
    const s = statSync(f);
    h.update(`${f} ${s.size} ${s.mtimeMs}\n`);
  }
  return h.digest('hex');
}

export default function setup(): void {
  const root = resolve(__dirname, '..', '..');
  const stampFile = join(root, 'node_modules', '.umpire-test-build');
  if (existsSync(join(root, 'dist', 'umpire.cjs.cache')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === buildStamp(root)) return;
  const r = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`global-setup: npm run build failed:\n${r.stdout}${r.stderr}`);
  writeFileSync(stampFile, buildStamp(root));
}
