// dist/cli.js of the bundle (copied here by scripts/build.mjs, which fills in
// the export line): loads dist/umpire.cjs, the whole program as one CommonJS
// file, through V8's code cache (dist/umpire.cjs.cache, made at build time by
// scripts/code-cache.mjs), so that a command starts without compiling the
// JavaScript it runs. This is what v8-compile-cache does; Node 20 has no
// module.enableCompileCache. A missing or rejected cache (another Node
// version, another V8 flag) only means compiling as usual.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, 'umpire.cjs');
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
script.runInThisContext()(mod.exports, createRequire(file), mod, file, here, pathToFileURL(file).href, (specifier) => import(specifier));

/** Whether V8 took the code cache (for the build's check and the benchmark). */
export const codeCache = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';

/** Writes the code cache of everything compiled so far (scripts/code-cache.mjs, after its warm-up). */
export function writeCodeCache() {
  const data = script.createCachedData();
  writeFileSync(cacheFile, data);
  return data.length;
}

const program = mod.exports;
/* EXPORTS */
