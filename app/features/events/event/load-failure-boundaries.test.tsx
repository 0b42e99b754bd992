// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as eventsPage from './admin-events.route';
import * as eventPage from './admin-event-detail.route';
import { EVENT_MESSAGES } from '../messages';

// The route modules read the settings when imported (through their server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

function renderFailing(page: { ErrorBoundary: unknown; default: unknown }, thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/admin/events',
      Component: page.default as never,
      ErrorBoundary: page.ErrorBoundary as never,
      HydrateFallback: () => null,
      loader: () => {
        throw thrown;
      },
    },
  ]);
  render(<Stub initialEntries={['/admin/events']} />);
}

describe('the events pages when their data cannot be read', () => {
  for (const [name, page, title] of [
    ['the list', eventsPage, 'Events'],
    ["an event's page", eventPage, 'Event'],
  ] as const) {
    it(`${name} says so under its title`, async () => {
      renderFailing(page, new Error('the database failed'));
      expect((await screen.findByRole('alert')).textContent).toBe(EVENT_MESSAGES.loadFailed);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    });

    it(`${name} shows the site's error page for a status the server chose`, async () => {
      renderFailing(page, data(null, { status: 404 }));
      expect(await screen.findByText(/404/)).toBeTruthy();
      expect(screen.queryByText(EVENT_MESSAGES.loadFailed)).toBeNull();
    });
  }
});
