// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as electionPage from './admin-election-detail.route';
import * as adminPage from './admin-elections.route';
import * as memberPage from './elections.route';
import { ELECTION_MESSAGES } from './messages';

// The route modules read the settings when imported (through their server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

/** Renders a route whose loader throws `thrown`, as the router would. */
function renderFailing(page: { default: unknown; ErrorBoundary: unknown }, thrown: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: page.default as ComponentType,
      ErrorBoundary: page.ErrorBoundary as ComponentType,
      HydrateFallback: () => null,
      loader: () => {
        throw thrown;
      },
    },
  ]);
  render(<Stub />);
}

const pages = [
  ['/elections', memberPage],
  ['/admin/elections', adminPage],
  ['/admin/elections/:electionId', electionPage],
] as const;

describe.each(pages)('%s when its data cannot be read', (_, page) => {
  it("shows the page's own sentence", async () => {
    renderFailing(page, new Error('database down'));
    expect((await screen.findByRole('alert')).textContent).toBe(ELECTION_MESSAGES.loadFailed);
  });

  it("shows the site's error page for an answer the server chose", async () => {
    renderFailing(page, data('That election is not there: it may have been deleted.', { status: 404 }));
    expect(await screen.findByText(/404/)).toBeTruthy();
    expect(screen.queryByText(ELECTION_MESSAGES.loadFailed)).toBeNull();
  });
});
