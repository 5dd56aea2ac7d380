#!/usr/bin/env node
// The umpire executable (package.json "bin"): runs the esbuild bundle in dist/
// (built by `npm install` through the prepare script) through its loader,
// dist/cli.cjs, which takes V8's code cache. CommonJS from start to end, so a
// command never starts Node's ES module loader (see docs/performance.md).
// bin/umpire.js is the same for `node bin/umpire.js` and a tsc build.
'use strict';
let cli;
try {
  cli = require('../dist/cli.cjs');
} catch (e) {
  if (e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes('dist')) {
    process.stderr.write('umpire: not built yet: run "npm install" (or "npm run build") in the umpire folder\n');
    process.exit(2);
  }
  throw e;
}
cli.runProcess().then((code) => {
  process.exitCode = code;
});
