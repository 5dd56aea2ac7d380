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
const cacheFile = `${file}.cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __umpireUrl, __umpireImport) {${readFileSync(file, 'utf8')}\n})`, {
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
  /** Writes the code cache of everything compiled so far (scripts/code-cache.mjs, after its warm-up). */
  writeCodeCache() {
    const data = script.createCachedData();
    writeFileSync(cacheFile, data);
    return data.length;
  },
};
