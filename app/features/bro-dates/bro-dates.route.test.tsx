// @vitest-environment happy-dom
import { vi } from 'vitest';
import Page, { ErrorBoundary } from './bro-dates.route';
import { BRO_DATE_MESSAGES } from './messages';
import { describeLoadFailure } from '../../../tests/support/load-failure-boundary';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

describeLoadFailure({
  path: '/admin/bro-dates',
  Page,
  ErrorBoundary,
  title: 'Manage Brodates',
  loadFailed: BRO_DATE_MESSAGES.fetchFailed,
});
