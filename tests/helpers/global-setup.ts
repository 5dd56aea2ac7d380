// Builds dist/ once before the tests, the same way `npm install` does (the
// esbuild bundle of scripts/build.mjs), so that the tests that spawn
// bin/umpire.js run what users run. In-process tests run the TypeScript
// directly; the type check is its own step (npm run typecheck).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(__dirname, '..', '..');
  const r = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`global-setup: npm run build failed:\n${r.stdout}${r.stderr}`);
}
