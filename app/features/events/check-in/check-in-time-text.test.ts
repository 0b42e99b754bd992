import { describe, expect, it } from 'vitest';
import { checkInTimeText, secondsUntil } from './check-in-time-text';

describe('check-in times', () => {
  it('counts whole seconds until the code changes, from 30 down to 0', () => {
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 100)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 30_000)).toBe(0);
    expect(secondsUntil(30_000, 45_000)).toBe(0);
  });

  it("says the time alone on the same day in the chapter's time zone, else the day too", () => {
    // 7 pm and 11:30 pm in Santa Clara on 25 November are both on the 26th in UTC.
    expect(checkInTimeText('2026-11-26T03:00:00Z', '2026-11-26T07:30:00Z')).toBe('7:00 PM');
    expect(checkInTimeText('2026-11-26T09:00:00Z', '2026-11-26T07:30:00Z')).toBe('Thu, Nov 26, 1:00 AM');
  });
});
