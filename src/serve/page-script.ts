// The pages' script (/live.js): src/serve/page/live.ts with d3-zoom,
// d3-selection and d3-drag, bundled by esbuild for the browser. In the
// program's bundle (scripts/build.mjs) this module is replaced by the script
// the build made, as a string; run from the sources (tsx, the TypeScript
// build) it is bundled here once, on first use.
import { fileURLToPath } from 'node:url';

/** How the build bundles the page (scripts/build.mjs builds it with the same options). */
export const PAGE_BUILD = { bundle: true, format: 'iife', platform: 'browser', target: 'es2020', minify: true, legalComments: 'none', charset: 'ascii' } as const;

let built: Promise<string> | null = null;

export function pageScript(): Promise<string> {
  built ??= (async () => {
    const esbuild = await import('esbuild');
    // From src/serve/ or from the TypeScript build's dist/serve/: the page's source is at the same place from the root.
    const entry = fileURLToPath(new URL('../../src/serve/page/live.ts', import.meta.url));
    const r = await esbuild.build({ ...PAGE_BUILD, entryPoints: [entry], write: false, logLevel: 'silent' });
    return r.outputFiles[0].text;
  })();
  return built;
}
