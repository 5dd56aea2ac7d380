// dist/cli.cjs of the bundle (copied here by scripts/build.mjs): loads
// dist/umpire.cjs, the whole program as one CommonJS file, through V8's code
// cache (dist/umpire.cjs.cache, made at build time by scripts/code-cache.mjs),
// so that a command starts without compiling the JavaScript it runs. This is
// what v8-compile-cache does; Node 20 has no module.enableCompileCache. A
// missing or rejected cache (another Node version, another V8 flag) only
// means compiling as usual. CommonJS, like bin/umpire.cjs, so that a command
// never starts Node's ES module loader; dist/cli.js re-exports it for import.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const vm = require('node:vm');

const file = join(__dirname, 'umpire.cjs');
// A command with a cache of its own (umpire.cjs.rl-roll.cache: only what it runs) takes it, the others the common one:
// V8 reads every function a cache holds, so the smaller cache is the cheaper start (docs/performance.md).
const named = process.argv.slice(2).find((a) => !a.startsWith('-'));
let cachedData;
let cacheFile = null;
for (const f of /^[a-z][a-z-]{0,39}$/.test(named ?? '') ? [`${file}.${named}.cache`, `${file}.cache`] : [`${file}.cache`]) {
  try {
    cachedData = readFileSync(f);
    cacheFile = f;
    break;
  } catch {
    cachedData = undefined;
  }
}
// The bundle is ASCII and already the function to call (scripts/build.mjs): read as Latin-1, it is compiled as it is.
const script = new vm.Script(readFileSync(file, 'latin1'), {
  filename: file,
  cachedData,
});
const mod = { exports: {} };
// The bundle's import() of what stays outside it (inquirer, node:async_hooks) is this file's own.
script.runInThisContext()(mod.exports, createRequire(file), mod, file, __dirname, pathToFileURL(file).href, (specifier) => import(specifier));

module.exports = {
  ...mod.exports,
  /** Whether V8 took the code cache (for the build's check and the tests). */
  codeCache: cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used',
  /** Which cache file it read (its name), or null. */
  codeCacheFile: cacheFile && cacheFile.slice(__dirname.length + 1),
  /** Writes the code cache of everything compiled so far (scripts/code-cache.mjs, after its warm-up): the common one, or a command's own. */
  writeCodeCache(command) {
    const data = script.createCachedData();
    writeFileSync(command ? `${file}.${command}.cache` : `${file}.cache`, data);
    return data.length;
  },
};
