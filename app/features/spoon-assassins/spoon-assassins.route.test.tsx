// @vitest-environment happy-dom
import { vi } from 'vitest';
import Page, { ErrorBoundary } from './spoon-assassins.route';
import { SPOON_MESSAGES } from './messages';
import { describeLoadFailure } from '../../../tests/support/load-failure-boundary';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

describeLoadFailure({
  path: '/admin/spoon-assassins',
  Page,
  ErrorBoundary,
  title: 'Spoon Assassins',
  loadFailed: SPOON_MESSAGES.loadFailed,
});
