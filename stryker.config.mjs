// StrykerJS for `npm run mutate -- <file or folder>...` (scripts/mutate.mjs
// turns the arguments into `--mutate` globs; docs/promises.md keeps the
// scores). The vitest runner runs, for each mutant, only the tests that
// covered it (perTest coverage) among the test files related to the mutated
// files. Tests that reach code only through the bundle in a child process
// (the binary, `serve`) cannot see a mutant: the bundle of the sandbox is
// built once from the instrumented sources with no mutant active, so such
// code needs an in-process test to be counted as covered.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // scripts/mutate.mjs names a config of its own holding only the tests of the mutated files.
  vitest: { configFile: process.env.UMPIRE_MUTATE_VITEST ?? 'vitest.config.ts', related: false },
  // Not 'perTest': with vitest 4.1 its per-test name filter runs no test for many mutants, which are then
  // counted as survivors (stryker-js issues #5928, #6213); scripts/mutate.mjs keeps the tests to the
  // files that import a mutated module instead, and each mutant runs them all.
  coverageAnalysis: 'all',
  // Two cores (docs/promises.md): one mutant at a time per core.
  concurrency: 2,
  timeoutMS: 60000,
  dryRunTimeoutMinutes: 30,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', '.bench-dist', 'test-results', 'reports', 'coverage', 'umpire-db', 'umpire-state*', '.stryker-tmp'],
};
