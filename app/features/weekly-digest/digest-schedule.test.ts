import { describe, expect, it } from 'vitest';
import { digestSundayAt } from './digest-schedule';

const LA = 'America/Los_Angeles';

describe('when the weekly digest is due', () => {
  it('is due on Sunday from its time in the chapter’s zone until the day ends there', () => {
    // Sunday 6 December 2026: 18:00 in Los Angeles is 02:00 UTC on Monday.
    expect(digestSundayAt(new Date('2026-12-07T01:59:00Z'), '18:00', LA)).toBeNull();
    expect(digestSundayAt(new Date('2026-12-07T02:00:00Z'), '18:00', LA)).toBe('2026-12-06');
    expect(digestSundayAt(new Date('2026-12-07T07:59:00Z'), '18:00', LA)).toBe('2026-12-06');
    // Monday there: too late for that week, not yet the next.
    expect(digestSundayAt(new Date('2026-12-07T08:00:00Z'), '18:00', LA)).toBeNull();
  });

  it('follows the time set in the site content, and daylight saving', () => {
    expect(digestSundayAt(new Date('2026-12-06T17:00:00Z'), '09:00', LA)).toBe('2026-12-06');
    expect(digestSundayAt(new Date('2026-12-06T16:59:00Z'), '09:00', LA)).toBeNull();
    // Sunday 14 June 2026, summer time: 18:00 there is 01:00 UTC.
    expect(digestSundayAt(new Date('2026-06-15T01:00:00Z'), '18:00', LA)).toBe('2026-06-14');
    expect(digestSundayAt(new Date('2026-06-15T00:59:00Z'), '18:00', LA)).toBeNull();
  });

  it('is never due on another day', () => {
    for (const day of ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']) {
      expect(digestSundayAt(new Date(`${day}T23:00:00Z`), '00:00', LA), day).toBeNull();
    }
  });
});
