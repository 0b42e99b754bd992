// @vitest-environment happy-dom
import { vi } from 'vitest';
import Page, { ErrorBoundary } from './scribe-editor.route';
import { SCRIBE_MESSAGES } from './messages';
import { describeLoadFailure } from '../../../tests/support/load-failure-boundary';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

describeLoadFailure({
  path: '/scribe-editor',
  Page,
  ErrorBoundary,
  title: 'Scribe Editor',
  loadFailed: SCRIBE_MESSAGES.loadFailed,
});
