import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../events/index.server';
import { chapterCalendar } from './feed-calendar.server';

const ORIGIN = 'https://ue.example.org';

// Daylight saving starts in California on Sunday 8 March 2026: 10 am is 18:00 UTC before and 17:00 UTC after.
const beforeChange: CalendarEvent = {
  id: 7,
  name: 'Chapter Meeting',
  category: 'chapter-meeting',
  startsAt: new Date('2026-03-07T18:00:00Z'),
  endsAt: new Date('2026-03-07T19:30:00Z'),
  location: 'Sobrato 101',
};
const afterChange: CalendarEvent = {
  id: 8,
  name: 'Service Day; "Park, cleanup"',
  category: 'service',
  startsAt: new Date('2026-03-14T17:00:00Z'),
  endsAt: new Date('2026-03-14T20:00:00Z'),
  location: '',
};

/** The feed as a standard iCalendar parser reads it. */
function parsed(events: CalendarEvent[]): VEvent[] {
  const data = ical.sync.parseICS(chapterCalendar(events, ORIGIN));
  return Object.values(data).filter((item): item is VEvent => item?.type === 'VEVENT');
}

describe('the chapter calendar', () => {
  it('keeps each instant across the daylight-saving change, written in the chapter time zone', () => {
    const [first, second] = parsed([beforeChange, afterChange]);
    expect(first?.start.toISOString()).toBe('2026-03-07T18:00:00.000Z');
    expect(first?.end?.toISOString()).toBe('2026-03-07T19:30:00.000Z');
    expect(second?.start.toISOString()).toBe('2026-03-14T17:00:00.000Z');
    expect(second?.end?.toISOString()).toBe('2026-03-14T20:00:00.000Z');
    // Both read 10 am where the chapter is, so calendar apps show them at 10 on either side of the change.
    expect(first?.start.tz).toBe('America/Los_Angeles');
    const text = chapterCalendar([beforeChange, afterChange], ORIGIN);
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20260307T100000');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20260314T100000');
    expect(text).toContain('BEGIN:VTIMEZONE');
  });

  it('gives each event a stable id, its place, and a link to check in', () => {
    const [first, second] = parsed([beforeChange, afterChange]);
    expect(first?.uid).toBe('event-7@ue.example.org');
    expect(first?.summary).toBe('Chapter Meeting');
    expect(first?.location).toBe('Sobrato 101');
    expect(chapterCalendar([beforeChange], ORIGIN)).toContain(`URL;VALUE=URI:${ORIGIN}/check-in`);
    expect(first?.description).toBe(`Chapter meeting event. Check in at ${ORIGIN}/check-in when it starts.`);
    // Text with the format's own separators comes back as typed, and an event without a place has none.
    expect(second?.summary).toBe('Service Day; "Park, cleanup"');
    expect(second?.location).toBeUndefined();
  });

  it('is a valid empty calendar when there is no event', () => {
    const text = chapterCalendar([], ORIGIN);
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Theta Tau Upsilon Epsilon events');
    expect(parsed([])).toEqual([]);
  });
});
