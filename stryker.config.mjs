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
  // Not `related`: with it, Stryker 9.6 switches on a change to a module's top-level code (a constant, a message, a
  // schema) only after the module has loaded, so tests that fail on it still count it as surviving.
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  mutate: ruleFiles,
  coverageAnalysis: 'perTest',
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
