// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Page, { ErrorBoundary } from './bro-dates.route';
import { BRO_DATE_MESSAGES } from './messages';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

function renderWith(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: '/admin/bro-dates',
      Component: Page as never,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
      loader,
    },
  ]);
  render(<Stub initialEntries={['/admin/bro-dates']} />);
}

describe('Manage Brodates when its data cannot be read', () => {
  it('shows its own load failure under the page title', async () => {
    renderWith(() => {
      throw new Error('relation does not exist');
    });
    expect((await screen.findByText(BRO_DATE_MESSAGES.fetchFailed)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manage Brodates');
  });

  it("shows the site's error page for an answer the server chose", async () => {
    renderWith(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText(/^404/)).toBeTruthy();
    expect(screen.queryByText(BRO_DATE_MESSAGES.fetchFailed)).toBeNull();
  });
});
