#!/usr/bin/env node
// The umpire executable: runs the compiled JavaScript in dist/ (built by
// `npm install` through the prepare script: an esbuild bundle whose chunks
// load on demand, see scripts/build.mjs), so no TypeScript compiler runs here.
let cli;
try {
  cli = await import('../dist/cli.js');
} catch (e) {
  if (e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist')) {
    process.stderr.write('umpire: not built yet: run "npm install" (or "npm run build") in the umpire folder\n');
    process.exit(2);
  }
  throw e;
}
process.exitCode = await cli.runProcess();
