import { defineConfig } from 'vitest/config';
import { responsivePhotos } from './scripts/photos/responsive-photos.js';

// Its own config, without the reactRouter() plugin, which only works inside a React Router build. Modules of pages
// with photos import the bundled photo list, which the responsivePhotos() plugin makes (cached after a build).
// Test files share their worker process (isolate: false), which spares each file a new process and a new load of
// every package; fresh-modules.ts still gives each file its own copy of the project's modules, so no module state
// (a rate limiter's counts, a cache, a mock) passes from one file to the next.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [responsivePhotos()],
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'demo/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/faults/**/*.test.ts',
          ],
          // A feature's database tests sit beside it but run with the integration setup.
          exclude: ['app/**/*.integration.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/fresh-modules.ts'],
        },
      },
      {
        plugins: [responsivePhotos()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'app/**/*.integration.test.ts'],
          environment: 'node',
          // Failures injected on purpose would fill the report with error logs; tests assert on logging by spying.
          env: { LOG_LEVEL: 'silent' },
          globalSetup: ['tests/setup/global-setup.ts'],
          isolate: false,
          // As `npm start` does: each file's embedded database starts without optimising what runs hot only at start.
          execArgv: ['--wasm-tiering-budget=18000000'],
          setupFiles: ['tests/setup/fresh-modules.ts', 'tests/setup/per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
