import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import { chapter, EVENT_CATEGORY_LABELS } from '../../config/chapter';
import type { CalendarEvent } from '../events/index.server';

/** How often a calendar app is asked to fetch the feed again (Google's own rhythm is slower, every few hours). */
const REFRESH_SECONDS = 60 * 60;

/**
 * The chapter's events as an iCalendar file: each in the chapter's time zone (with its VTIMEZONE, so daylight saving
 * is right in every app), its place, and a link to check in. It names no member: the feed is the same for everyone.
 */
export function chapterCalendar(events: readonly CalendarEvent[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: `${chapter.fraternity} ${chapter.name} events`,
    description: `The events of the ${chapter.name} chapter of ${chapter.fraternity}, ${chapter.university}.`,
    prodId: { company: host, product: 'chapter-events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: origin,
  });
  calendar.timezone({ name: chapter.timeZone, generator: getVtimezoneComponent });
  const checkInUrl = `${origin}/check-in`;
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      // Written in the chapter's wall-clock time with its zone, as the chapter reads them.
      start: DateTime.fromJSDate(event.startsAt, { zone: chapter.timeZone }),
      end: DateTime.fromJSDate(event.endsAt, { zone: chapter.timeZone }),
      timezone: chapter.timeZone,
      summary: event.name,
      location: event.location || null,
      description: `${EVENT_CATEGORY_LABELS[event.category]} event. Check in at ${checkInUrl} when it starts.`,
      url: checkInUrl,
    });
  }
  return calendar.toString();
}
