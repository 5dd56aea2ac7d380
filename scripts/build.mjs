#!/usr/bin/env node
// `npm run build` (and `prepare`, so npm install / npm ci): bundles src/cli.ts
// and its dependencies with esbuild into dist/cli.js plus on-demand chunks in
// dist/chunks/ (each command, the renderer, yaml, the lock... load only when
// used). One file per chunk instead of dozens of modules resolved one by one
// is what makes `umpire` start fast (see docs/performance.md).
//
//   node scripts/build.mjs [--outdir DIR] [--tsc]
//
// --tsc builds with the TypeScript compiler instead (one .js per source file,
// as the test setup does); bin/umpire.js runs whichever dist/cli.js is there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outdir = resolve(root, args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : 'dist');

if (args.includes('--tsc')) {
  // Nothing of a bundle left behind for bin/umpire.cjs to run instead.
  for (const f of ['cli.cjs', 'umpire.cjs', 'umpire.cjs.cache']) rmSync(join(outdir, f), { force: true });
  const r = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', outdir], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const esbuild = await import('esbuild');
const srcDir = join(root, 'src') + sep;
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The nearest package.json's "type" says whether a .js file is CommonJS. */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const pj = join(dir, 'package.json');
    if (existsSync(pj)) return JSON.parse(readFileSync(pj, 'utf8')).type !== 'module';
  }
  return true;
}

function isIdentifier(k) {
  if (!/^[A-Za-z_$][\w$]*$/.test(k)) return false;
  try {
    new Function(`"use strict"; let ${k};`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Node gives a CommonJS package imported from ESM its named exports (read by
 * cjs-module-lexer) as well as `default`; an esbuild chunk of a dynamically
 * imported CommonJS package has only `default`. This wraps each CommonJS
 * package our sources import in a small ESM module re-exporting its names,
 * so `(await import('seedrandom')).alea` works in the bundle as in Node.
 */
const commonJsNamedExports = {
  name: 'commonjs-named-exports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (a) => {
      if (a.pluginData?.unwrapped || !a.importer.startsWith(srcDir) || builtins.has(a.path)) return undefined;
      const r = await build.resolve(a.path, { kind: a.kind, resolveDir: a.resolveDir, importer: a.importer, pluginData: { unwrapped: true } });
      if (r.errors.length > 0 || r.external || !isCommonJs(r.path)) return undefined;
      return { path: r.path, namespace: 'cjs-named', pluginData: { real: r.path } };
    });
    build.onLoad({ filter: /.*/, namespace: 'cjs-named' }, (a) => {
      const mod = createRequire(a.path)(a.path);
      const keys = mod && (typeof mod === 'object' || typeof mod === 'function') ? Object.keys(mod).filter((k) => k !== 'default' && isIdentifier(k)) : [];
      const names = keys.length > 0 ? `export const { ${keys.join(', ')} } = m;\n` : '';
      return { contents: `import m from ${JSON.stringify(a.path)};\nexport default m;\n${names}`, resolveDir: dirname(a.path), loader: 'js' };
    });
  },
};

// One CommonJS file (dist/umpire.cjs) rather than ESM chunks: a CommonJS
// script can be compiled with V8's code cache (dist/cli.js, from
// scripts/cli-loader.cjs), which measured far more than splitting did (README
// "Performance"). Each module still runs only when first used: esbuild wraps
// the targets of import() in lazy initialisers.
/**
 * Each message catalogue (the engine's src/i18n/en.ts, fr.ts: ~40 KB each, and
 * a game's or pack's own, src/i18n/<system>/en.ts and fr.ts: Civil Disorder's
 * ~60 KB each; each exporting `en` or `fr`) is built the first time a text of it is asked for, not at start:
 * English output never loads the French one. In the bundle only; the sources
 * keep their plain imports (they run as they are under tsx and vitest). The
 * catalogue becomes a proxy that loads the real one (bundled as a lazily run
 * module) on first use.
 */
const lazyCatalogues = {
  name: 'lazy-catalogues',
  setup(build) {
    const i18n = join(root, 'src', 'i18n') + sep;
    build.onResolve({ filter: /^\.{1,2}\/(?:.*\/)?(en|fr)\.js$/ }, (a) => {
      if (!a.importer.startsWith(srcDir)) return undefined;
      const file = resolve(a.resolveDir, a.path).replace(/\.js$/, '.ts');
      if (!file.startsWith(i18n)) return undefined;
      const lang = file.slice(-5, -3);
      return { path: file, namespace: 'lazy-catalogue', pluginData: { file, lang } };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-catalogue' }, (a) => ({
      contents: [
        'let c;',
        `const load = () => (c ??= require(${JSON.stringify(a.pluginData.file)}).${a.pluginData.lang});`,
        `export const ${a.pluginData.lang} = new Proxy({}, {`,
        // src/i18n/index.ts asks for the catalogue itself once (Symbol.for('umpire.catalogue')) and reads it directly.
        "  get: (_, k) => (k === Symbol.for('umpire.catalogue') ? load() : load()[k]),",
        '  has: (_, k) => k in load(),',
        '  ownKeys: () => Reflect.ownKeys(load()),',
        '  getOwnPropertyDescriptor: (_, k) => Reflect.getOwnPropertyDescriptor(load(), k),',
        '});',
      ].join('\n'),
      resolveDir: dirname(a.pluginData.file),
      loader: 'js',
    }));
  },
};

/**
 * chalk's own guess of the terminal's colours (its vendored supports-color)
 * loads node:tty, and node:net behind it, at start: umpire always gives chalk
 * its level itself (src/render/table.ts, `new Chalk({ level })`), so in the
 * bundle the guess says "no colour" without looking.
 */
const noColourGuess = {
  name: 'no-colour-guess',
  setup(build) {
    build.onResolve({ filter: /^#supports-color$/ }, (a) => (a.importer.includes(`${sep}chalk${sep}`) ? { path: 'supports-color', namespace: 'no-colour-guess' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'no-colour-guess' }, () => ({
      contents: 'export function createSupportsColor() { return false; }\nexport default { stdout: false, stderr: false };\n',
      loader: 'js',
    }));
  },
};

/**
 * esbuild gives each module loaded on demand an exports object filled at the
 * bundle's start, `var x_exports={};__export(x_exports,{a:()=>a,...})`: an
 * object literal, a getter closure and an Object.defineProperty per export,
 * for each of ~190 modules, at every command's start (10 of the 23 M
 * instructions of running the bundle's top level). The object is only ever
 * read after the module's lazy initialiser has run (`(init_x(),x_exports)`,
 * `(init_x(),__toCommonJS(x_exports))`), so its getters are defined where that
 * initialiser starts instead: the same object, filled before anything reads
 * it. Only where every use of the object is of that shape, after one and the
 * same initialiser; every other stays as esbuild wrote it. The getters read
 * the bundle's top-level names, which an initialiser's body never declares
 * (esbuild hoists them; tests/scripts/build.test.ts checks the bundle).
 */
function lazyExports(text) {
  const edits = [];
  for (const m of text.matchAll(/var ([\w$]+)=\{\};(__export\(\1,\{)/g)) {
    const name = m[1];
    const callStart = m.index + m[0].length - m[2].length;
    let i = m.index + m[0].length;
    for (let depth = 1; depth > 0; i++) {
      const ch = text[i];
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '"' || ch === "'" || ch === '`' || ch === '/' || ch === undefined) throw new Error(`build: an export list esbuild did not write as expected (${name})`);
    }
    if (text[i] !== ')') throw new Error(`build: an export list esbuild did not write as expected (${name})`);
    const callEnd = i + 1;
    const inits = new Set();
    let lazy = true;
    for (const u of text.matchAll(new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`, 'g'))) {
      if (u.index === m.index + 4 || u.index === callStart + '__export('.length) continue;
      const by = /\((init_[\w$]+)\(\),(?:__toCommonJS\()?$/.exec(text.slice(Math.max(0, u.index - 100), u.index));
      if (!by) {
        lazy = false;
        break;
      }
      inits.add(by[1]);
    }
    if (!lazy || inits.size !== 1) continue;
    const [init] = inits;
    const at = [...text.matchAll(new RegExp(`(?<![\\w$])${init.replaceAll('$', '\\$')}=__esm\\(\\{"[^"\\\\]+"\\(\\)\\{`, 'g'))];
    if (at.length !== 1) continue;
    const call = text.slice(callStart, callEnd);
    // After the body's directive, if it has one (the whole bundle is strict already).
    const body = at[0].index + at[0][0].length;
    const directive = text.startsWith('"use strict";', body) ? '"use strict";'.length : 0;
    edits.push({ pos: callStart, del: callEnd - callStart + (text[callEnd] === ';' ? 1 : 0), ins: '' });
    edits.push({ pos: body + directive, del: 0, ins: `${call};` });
  }
  edits.sort((a, b) => b.pos - a.pos);
  let out = text;
  for (const e of edits) out = out.slice(0, e.pos) + e.ins + out.slice(e.pos + e.del);
  return out;
}

/**
 * The pages' script of `umpire serve` (src/serve/page/live.ts, with d3-zoom,
 * d3-selection and d3-drag) is bundled for the browser first; the program's
 * bundle then carries it as a string: src/serve/page-script.ts becomes a
 * module answering that string (the sources bundle it on first use instead).
 */
const pageOptions = { bundle: true, format: 'iife', platform: 'browser', target: 'es2020', minify: true, legalComments: 'none', charset: 'ascii' };
const page = await esbuild.build({ ...pageOptions, absWorkingDir: root, entryPoints: ['src/serve/page/live.ts'], write: false, logLevel: 'warning' });
const pageText = page.outputFiles[0].text;
const pageScript = {
  name: 'page-script',
  setup(build) {
    build.onResolve({ filter: /\/page-script\.js$/ }, (a) => (a.importer.startsWith(join(root, 'src', 'serve') + sep) ? { path: 'page-script', namespace: 'page-script' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'page-script' }, () => ({ contents: `const text = ${JSON.stringify(pageText)};\nexport const pageScript = () => Promise.resolve(text);\n`, loader: 'js' }));
  },
};

rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
for (const f of existsSync(outdir) ? readdirSync(outdir) : []) if (/^umpire\.cjs\.(?:[a-z-]+\.)?cache$/.test(f)) rmSync(join(outdir, f), { force: true });
mkdirSync(outdir, { recursive: true });
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: { umpire: 'src/cli.ts' },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // inquirer (guided prompts, a terminal only), pg (the database store, issue 35: a command on a file never
  // parses it) and the web server of `umpire serve` (hono, its Node server, the terminal's QR code) stay plain
  // dependencies: no other command's start pays for them.
  external: ['inquirer', '@inquirer/*', 'pg', 'pg-native', 'hono', 'hono/*', '@hono/node-server', 'qrcode-terminal'],
  plugins: [commonJsNamedExports, lazyCatalogues, noColourGuess, pageScript],
  // The loader passes the bundle's own file URL (src/commands/civil-disorder/demo.ts finds the scenarios from it).
  define: { 'import.meta.url': '__umpireUrl' },
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  write: false,
});
// The bundle's import() of what stays outside it (inquirer, node:async_hooks)
// goes through the loader's own import(): a vm.Script has none of its own
// without an experimental flag. The bundle is written as one function
// expression taking what Node's own CommonJS wrapper gives a module, plus
// those two (scripts/cli-loader.cjs calls it).
const WRAPPER = '(function (exports, require, module, __filename, __dirname, __umpireUrl, __umpireImport) {';
for (const f of result.outputFiles) {
  const text = lazyExports(f.text)
    .replace(/\bimport\((?=["'])/g, '__umpireImport(')
    // Commander loads child_process at start for subcommands run as separate programs, which umpire has none of:
    // loaded on first use instead (a few ms of every command's start).
    .replace(/\bchildProcess\s*=\s*require\("node:child_process"\)/, 'childProcess={get spawn(){return require("node:child_process").spawn}}');
  if (/\bimport\(/.test(text)) throw new Error(`build: an import() the loader cannot serve is left in ${f.path}`);
  // The loader reads the file as Latin-1 (no UTF-8 decoding) and compiles it as it is (no copy to wrap it): esbuild
  // writes ASCII only (charset: 'ascii', its default), and the file is already the function the loader calls.
  if (/[^\x00-\x7f]/.test(text)) throw new Error(`build: ${f.path} is not ASCII`);
  writeFileSync(f.path, `${WRAPPER}${text}\n})`);
}
// The loader (dist/cli.cjs, what bin/umpire.cjs runs) and dist/cli.js
// re-exporting it for import (bin/umpire.js, the tests' workers) with
// src/cli.ts's export names (the metafile lists none for CommonJS).
copyFileSync(join(root, 'scripts', 'cli-loader.cjs'), join(outdir, 'cli.cjs'));
const names = Object.keys(createRequire(import.meta.url)(join(outdir, 'cli.cjs'))).filter(isIdentifier);
writeFileSync(join(outdir, 'cli.js'), `// Generated by scripts/build.mjs: the bundle's loader, dist/cli.cjs, as an ES module.\nimport loader from './cli.cjs';\nexport const { ${names.join(', ')} } = loader;\n`);
if (args.includes('--sizes')) process.stdout.write(await esbuild.analyzeMetafile(result.metafile));

// The code cache, made by running the commands people run most (scripts/code-cache.mjs).
if (!args.includes('--no-cache')) {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'code-cache.mjs'), join(outdir, 'cli.js')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
