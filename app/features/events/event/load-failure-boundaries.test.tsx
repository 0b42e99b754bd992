// @vitest-environment happy-dom
import { vi } from 'vitest';
import EventsPage, { ErrorBoundary as EventsBoundary } from './admin-events.route';
import EventPage, { ErrorBoundary as EventBoundary } from './admin-event-detail.route';
import { EVENT_MESSAGES } from '../messages';
import { describeLoadFailure } from '../../../../tests/support/load-failure-boundary';

// The route modules read the settings when imported (through their server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

describeLoadFailure({
  path: '/admin/events',
  Page: EventsPage,
  ErrorBoundary: EventsBoundary,
  title: 'Events',
  loadFailed: EVENT_MESSAGES.loadFailed,
});

describeLoadFailure({
  path: '/admin/events/:eventId',
  Page: EventPage,
  ErrorBoundary: EventBoundary,
  title: 'Event',
  loadFailed: EVENT_MESSAGES.loadFailed,
});
