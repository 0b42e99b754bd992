// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Page, { ErrorBoundary } from './spoon-assassins.route';
import { SPOON_MESSAGES } from './messages';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

function renderWith(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: '/admin/spoon-assassins',
      Component: Page as never,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
      loader,
    },
  ]);
  render(<Stub initialEntries={['/admin/spoon-assassins']} />);
}

describe('Spoon Assassins when its data cannot be read', () => {
  it('shows its own load failure under the page title', async () => {
    renderWith(() => {
      throw new Error('relation does not exist');
    });
    expect((await screen.findByText(SPOON_MESSAGES.loadFailed)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spoon Assassins');
  });

  it("shows the site's error page for an answer the server chose", async () => {
    renderWith(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText(/^404/)).toBeTruthy();
    expect(screen.queryByText(SPOON_MESSAGES.loadFailed)).toBeNull();
  });
});
