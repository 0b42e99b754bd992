import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

interface RoutePage {
  path: string;
  Page: ComponentType;
  ErrorBoundary: ComponentType<never>;
  /** The page's title (its h1) and its own "could not load" sentence. */
  title: string;
  loadFailed: string;
}

/**
 * The tests of a route whose loader lets a failed read throw: its ErrorBoundary shows the page's own sentence under
 * its title, and the site's error page for an answer the server chose. Run from a happy-dom test file.
 */
export function describeLoadFailure({ path, Page, ErrorBoundary, title, loadFailed }: RoutePage) {
  afterEach(cleanup);

  const renderWith = (loader: () => unknown) => {
    const Stub = createRoutesStub([
      { path, Component: Page as never, ErrorBoundary: ErrorBoundary as never, HydrateFallback: () => null, loader },
    ]);
    render(<Stub initialEntries={[path]} />);
  };

  describe(`${title} when its data cannot be read`, () => {
    it('shows its own load failure under the page title', async () => {
      renderWith(() => {
        throw new Error('relation does not exist');
      });
      expect((await screen.findByText(loadFailed)).getAttribute('role')).toBe('alert');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    });

    it("shows the site's error page for an answer the server chose", async () => {
      renderWith(() => {
        throw data(null, { status: 404 });
      });
      expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
      expect(screen.getByText(/^404/)).toBeTruthy();
      expect(screen.queryByText(loadFailed)).toBeNull();
    });
  });
}
