import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files (the trust attacks and fuzzers, tens of seconds each) start
 * first, so that the two workers do not end with one of them alone on a long
 * file: on a clean clone vitest has no timings and would order by file size.
 */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const slow = (f: TestSpecification) => (/[\\/]tests[\\/]trust[\\/]/.test(f.moduleId) ? 0 : 1);
    return [...(await super.sort(files))].sort((a, b) => slow(a) - slow(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Test files share their worker's modules instead of loading every source
    // module again for each of ~100 files: half the suite's CPU time (issue 21).
    // What a module keeps between calls is reset before each file (fresh-file.ts).
    isolate: false,
    setupFiles: ['tests/helpers/systems.ts', 'tests/helpers/fresh-file.ts'],
    sequence: { sequencer: SlowFirst },
    // One worker per core: vitest's default (cores - 1) runs the whole suite on
    // one worker on a 2-core machine (4m20s; 2m25s with two).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 60000,
    hookTimeout: 120000,
    reporters: ['default', 'junit'],
    outputFile: { junit: 'test-results/junit.xml' },
    // The transformed modules kept on disk between runs (vitest's fsModuleCache, keyed by each
    // file's content): each run, and each single-file run, otherwise transforms every source module again.
    experimental: { fsModuleCache: true },
  },
});
