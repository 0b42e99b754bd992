import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time/calendar-days';
import { CHECK_IN_WINDOW_MS, LOOK_BACK_WINDOWS, recentWindows, windowAt } from './check-in-code.server';

describe('recentWindows', () => {
  it('looks back a few windows however long check-in has been open, newest first', () => {
    const now = new Date('2026-11-27T19:00:00Z');
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    const windows = recentWindows(weekAgo, windowAt(now));
    expect(windows).toHaveLength(LOOK_BACK_WINDOWS + 1);
    expect(windows[0]).toBe(windowAt(now));
    expect(windows.at(-1)).toBe(windowAt(now) - LOOK_BACK_WINDOWS);
  });

  it('never looks before check-in began', () => {
    const now = new Date('2026-11-27T19:00:00Z');
    const justNow = new Date(now.getTime() - 2 * CHECK_IN_WINDOW_MS);
    expect(recentWindows(justNow, windowAt(now))).toEqual([windowAt(now), windowAt(now) - 1, windowAt(now) - 2]);
    expect(recentWindows(now, windowAt(now) - 1)).toEqual([]);
  });
});
