// @ts-check
/**
 * Mutation testing of the site's rules (`npm run test:mutation`, not part of `npm test`): Stryker changes one
 * operator, condition or value at a time in the files below and runs their unit tests; a change no test notices is
 * a rule no test pins down. Only pure files are mutated: their tests are fast and need no database.
 */
export const ruleFiles = [
  'app/features/spoon-assassins/spoon-chain.ts',
  'app/features/spoon-assassins/target-chain.ts',
  'app/features/bro-dates/group-sizes.ts',
  'app/shared/random/shuffle.ts',
  'app/features/scribe-editor/points-sheet-rules.ts',
  'app/features/scribe-editor/points-sheet-store.ts',
  'app/features/events/check-in/check-in-code.server.ts',
  'app/features/events/check-in/check-in-state.ts',
  'app/features/events/event/roster-rules.ts',
  'app/features/officer-terms/term-rules.ts',
  'app/features/officer-terms/coming-term.ts',
  'app/features/officer-terms/term-input.ts',
  'app/features/elections/race-result.ts',
  'app/features/elections/election-phase.ts',
  'app/features/elections/election-safeguards.ts',
  'app/features/elections/apply-preview.ts',
  'app/shared/members/member-fields.ts',
  'app/features/site-content/rush-season.ts',
  'app/features/rush/countdown.ts',
  'app/features/rush/rush-timeline.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // `related` runs, for each mutant, only the test files that import its file (a change at a module's top level
  // otherwise reruns every test).
  vitest: { configFile: 'vitest.mutation.config.mjs', related: true },
  mutate: ruleFiles,
  coverageAnalysis: 'perTest',
  // Type errors a mutant makes do not matter: the tests run on the transpiled code.
  disableTypeChecks: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'test-results/mutation/index.html' },
  jsonReporter: { fileName: 'test-results/mutation/mutation.json' },
  incrementalFile: 'test-results/mutation/incremental.json',
  tempDirName: 'test-results/stryker-tmp',
  // The sandbox needs only the code and its tests.
  ignorePatterns: ['/build', '/data', '/content', '/public', '/test-results', '/playwright-report', '/bench-results'],
  thresholds: { high: 95, low: 90, break: 85 },
};
