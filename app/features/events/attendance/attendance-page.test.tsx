// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Attendance from './attendance.route';
import { ATTENDANCE_MESSAGES } from './attendance-messages';

// The route module reads the settings when imported (through its server imports); runs before the imports above.
vi.hoisted(() => {
  process.env.SITE_MODE ??= 'test';
});

afterEach(cleanup);

function renderWith(data: unknown) {
  const Stub = createRoutesStub([
    { path: '/attendance', Component: Attendance as never, HydrateFallback: () => null, loader: () => data },
  ]);
  render(<Stub initialEntries={['/attendance']} />);
}

describe("the member's attendance page", () => {
  it('says there is nothing yet this term, and why there is no rate', async () => {
    renderWith({ term: 'Winter 2027', history: [], rates: [] });
    const history = await screen.findByRole('region', { name: 'Events this term' });
    expect(within(history).getByText(ATTENDANCE_MESSAGES.noEvents)).toBeTruthy();
    const rates = screen.getByRole('region', { name: 'Your rate, Winter 2027' });
    expect(within(rates).getByText(ATTENDANCE_MESSAGES.noRates)).toBeTruthy();
    expect(within(rates).getByText(ATTENDANCE_MESSAGES.rateRule)).toBeTruthy();
  });

  it('shows an excuse with its reason and a typed cell as set in the points sheet', async () => {
    renderWith({
      term: 'Fall 2026',
      history: [
        {
          eventId: 2,
          name: 'Game Night',
          at: '2026-11-07T03:00:00.000Z',
          date: 'Fri, Nov 6, 2026',
          category: 'Brotherhood',
          status: 'attended',
          statusText: 'Checked in',
          reason: null,
          points: 300,
          overridden: true,
        },
        {
          eventId: 1,
          name: 'Kickoff',
          at: '2026-09-28T02:00:00.000Z',
          date: 'Sun, Sep 27, 2026',
          category: 'Chapter meeting',
          status: 'excused',
          statusText: 'Excused',
          reason: 'Family visit',
          points: 0,
          overridden: false,
        },
      ],
      rates: [{ category: 'brotherhood', label: 'Brotherhood', attended: 1, outOf: 1, percent: '100%' }],
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Game NightFri, Nov 6, 2026 · BrotherhoodChecked in300 pointsSet in the points sheet',
      'KickoffSun, Sep 27, 2026 · Chapter meetingExcusedFamily visit0 points',
    ]);
    expect(screen.getByRole('row', { name: /Brotherhood/ }).textContent).toBe('Brotherhood1 of 1100%');
  });
});
