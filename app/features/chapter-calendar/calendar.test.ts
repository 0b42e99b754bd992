import { afterEach, describe, expect, it } from 'vitest';
import { formatOccurrence, upcomingFeed } from './calendar';
import { dateInZone } from '../../shared/time/time-zone';
import ICS from './fixtures/chapter-calendar.ics?raw';

const LA = 'America/Los_Angeles';
const upcoming = (now: string, count = 3) => upcomingFeed(ICS, new Date(now), LA).occurrences(count);

describe('upcoming occurrences on the fixture calendar', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('expands the weekly meeting, skips the EXDATE, moves the overridden instance and adds the all-day event', () => {
    expect(upcoming('2026-10-25T19:00:00Z')).toEqual([
      { summary: 'Chapter Meeting (moved to Tuesday)', allDay: false, start: '2026-11-04T02:00:00.000Z' },
      { summary: 'Community Service Day', allDay: true, date: '2026-11-07' },
      { summary: 'Chapter Meeting', allDay: false, start: '2026-11-10T03:00:00.000Z' },
    ]);
  });

  it('keeps 7 PM local time across the change from daylight to standard time', () => {
    const [before, after] = [upcoming('2026-10-12T00:00:00Z', 1)[0], upcoming('2026-11-05T00:00:00Z', 2)[1]];
    expect(before).toEqual({ summary: 'Chapter Meeting', allDay: false, start: '2026-10-13T02:00:00.000Z' });
    expect(after).toEqual({ summary: 'Chapter Meeting', allDay: false, start: '2026-11-10T03:00:00.000Z' });
    expect(formatOccurrence(before!, LA)).toBe('Mon, Oct 12, 7:00 PM');
    expect(formatOccurrence(after!, LA)).toBe('Mon, Nov 9, 7:00 PM');
  });

  it('shows an all-day event on its date all day long, then drops it', () => {
    expect(upcoming('2026-11-08T07:30:00Z', 1)).toEqual([
      { summary: 'Community Service Day', allDay: true, date: '2026-11-07' },
    ]);
    expect(upcoming('2026-11-08T08:30:00Z', 1)[0]?.summary).toBe('Chapter Meeting');
  });

  it('reads all-day dates the same whatever the server time zone', () => {
    for (const tz of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Pacific/Honolulu']) {
      process.env.TZ = tz;
      expect(upcoming('2026-11-03T12:00:00Z', 1)[0]).toMatchObject({ summary: 'Chapter Meeting (moved to Tuesday)' });
      expect(upcoming('2026-11-03T12:00:00Z', 3)[1], tz).toEqual({
        summary: 'Community Service Day',
        allDay: true,
        date: '2026-11-07',
      });
    }
  });

  it('keeps an event that is under way, drops past and cancelled ones', () => {
    expect(upcoming('2026-11-04T02:30:00Z', 1)[0]?.summary).toBe('Chapter Meeting (moved to Tuesday)');
    const names = upcoming('2026-09-01T00:00:00Z', 10).map((o) => o.summary);
    expect(names).not.toContain('Cancelled Mixer');
    expect(upcoming('2026-10-02T00:00:00Z', 10).map((o) => o.summary)).not.toContain('Fall Info Night');
  });

  it('returns nothing for an empty calendar', () => {
    expect(upcomingFeed('BEGIN:VCALENDAR\nEND:VCALENDAR\n', new Date(), LA).occurrences(3)).toEqual([]);
  });
});

describe('formatOccurrence', () => {
  it('writes an all-day event as its date only', () => {
    expect(formatOccurrence({ summary: 'x', allDay: true, date: '2026-11-07' }, LA)).toBe('Sat, Nov 7');
  });

  it('reads the date in the chapter time zone', () => {
    expect(dateInZone(new Date('2026-11-08T07:30:00Z'), LA)).toBe('2026-11-07');
  });
});

describe('upcoming entries to adopt', () => {
  it('gives each occurrence its own calendar id, its end and its place, an all-day event midnight to midnight', () => {
    const entries = upcomingFeed(ICS, new Date('2026-10-25T19:00:00Z'), LA).entries(3);
    expect(entries.map((e) => ({ ...e, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt.toISOString() }))).toEqual([
      {
        calendarId: 'chapter-meeting@fixture@2026-11-04T02:00:00.000Z',
        summary: 'Chapter Meeting (moved to Tuesday)',
        location: expect.any(String),
        allDay: false,
        startsAt: '2026-11-04T02:00:00.000Z',
        endsAt: expect.any(String),
      },
      {
        calendarId: 'service-day@fixture@2026-11-07',
        summary: 'Community Service Day',
        location: expect.any(String),
        allDay: true,
        startsAt: '2026-11-07T08:00:00.000Z',
        endsAt: '2026-11-08T08:00:00.000Z',
      },
      {
        calendarId: 'chapter-meeting@fixture@2026-11-10T03:00:00.000Z',
        summary: 'Chapter Meeting',
        location: expect.any(String),
        allDay: false,
        startsAt: '2026-11-10T03:00:00.000Z',
        endsAt: expect.any(String),
      },
    ]);
    expect(entries[2]?.endsAt.getTime()).toBeGreaterThan(entries[2]?.startsAt.getTime() as number);
  });
});
