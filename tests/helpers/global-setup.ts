// Builds dist/ once before the tests that spawn bin/umpire.js (end-to-end and
// multi-process tests); in-process tests run the TypeScript directly. A type
// error elsewhere does not stop the build (tsc still emits); the type check is
// its own step (npm run typecheck).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(__dirname, '..', '..');
  const r = spawnSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) process.stderr.write(`global-setup: tsc reported problems (dist/ built anyway):\n${r.stdout}${r.stderr}`);
}
