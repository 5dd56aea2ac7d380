// Builds dist/ once before the tests that spawn bin/umpire.js (end-to-end and
// multi-process tests); in-process tests run the TypeScript directly.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(__dirname, '..', '..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
}
