// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dashboard, { ErrorBoundary } from './dashboard.route';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

/** Renders the dashboard route with a stubbed loader, as the router would. */
function renderWith(loader: () => unknown) {
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: Dashboard as never,
      ErrorBoundary: ErrorBoundary as never,
      HydrateFallback: () => null,
      loader,
    },
  ]);
  render(<Stub initialEntries={['/dashboard']} />);
}

describe('dashboard states', () => {
  it("shows 'Error: User data not found' when no record matches", async () => {
    renderWith(() => ({ found: false }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: User data not found');
  });

  it("shows 'Error: Failed to fetch user data.' when loading fails", async () => {
    renderWith(() => {
      throw new Error('database down');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch user data.');
  });

  it('shows a loading line in the events card until the calendar answers', async () => {
    let answer: (value: unknown[]) => void = () => {};
    renderWith(() => ({
      found: true,
      profile: {
        firstName: 'Sam',
        lastName: 'Ng',
        email: 'sam@example.org',
        role: null,
        major: null,
        class: null,
        graduationYear: null,
        family: null,
        linkedinUrl: null,
        pictureUrl: '/images/default-profile.svg',
      },
      points: { total: 0, goal: 2500, percent: 0, breakdown: [] },
      checkIns: [],
      elections: [],
      events: new Promise((resolve) => (answer = resolve)),
      broDateNames: null,
      target: { kind: 'none' },
      cards: { broDates: true, spoonAssassins: true },
      shortcuts: [],
    }));
    expect(await screen.findByText('Loading events…')).toBeTruthy();
    expect(screen.getByText('0 / 2500 Points')).toBeTruthy();
    expect(screen.getByText('No BroDate group found.')).toBeTruthy();
    expect(screen.getByText('No target assigned')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No upcoming events')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Check in' })).toBeNull();
  });
});
