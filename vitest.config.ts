import { defineConfig } from 'vitest/config';
import { responsivePhotos } from './scripts/photos/responsive-photos.js';

// Its own config, without the reactRouter() plugin, which only works inside a React Router build. Modules of pages
// with photos import the bundled photo list, which the responsivePhotos() plugin makes (cached after a build).
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
          ],
          // A feature's database tests sit beside it but run with the integration setup.
          exclude: ['app/**/*.integration.test.ts'],
          environment: 'node',
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
          setupFiles: ['tests/setup/per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
