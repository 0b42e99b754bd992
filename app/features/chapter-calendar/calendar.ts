import ical, { type VEvent } from 'node-ical';
import { dateInZone, zoneOffsetMs } from '../../shared/time/time-zone';
import { dateTimeFormat } from '../../shared/time/date-time-format';
import { DAY_MS, dayAfter } from '../../shared/time/calendar-days';

/** One upcoming occurrence: an all-day event carries its date (YYYY-MM-DD), a timed one its start instant (ISO). */
export type CalendarOccurrence =
  { summary: string; allDay: true; date: string } | { summary: string; allDay: false; start: string };

// An instance moved forward from before now is still found, and a year ahead is plenty for 3 events.
const LOOK_BACK_MS = 60 * DAY_MS;
const LOOK_AHEAD_MS = 400 * DAY_MS;

/**
 * An upcoming occurrence with what an officer needs to adopt it as a chapter event: its calendar id (the event's UID
 * and the occurrence's start, so each occurrence of a recurring event is its own), its start and end instants (an
 * all-day event runs from midnight to midnight in the chapter's time zone) and its location.
 */
export interface CalendarEntry {
  calendarId: string;
  summary: string;
  location: string;
  allDay: boolean;
  startsAt: Date;
  endsAt: Date;
}

interface Found {
  at: number;
  occurrence: CalendarOccurrence;
  entry: CalendarEntry;
}

/**
 * The upcoming occurrences of an iCalendar feed from `now`, parsed and expanded once and read both ways: as the card
 * shows them (`occurrences`) and as officers adopt them (`entries`). node-ical puts all-day events at midnight in the
 * process's time zone, so their date is read with local getters. Throws on an unparseable feed.
 */
export function upcomingFeed(ics: string, now: Date, timeZone: string) {
  const found = upcoming(ics, now, timeZone);
  return {
    occurrences: (count: number): CalendarOccurrence[] => found.slice(0, count).map((f) => f.occurrence),
    entries: (count: number): CalendarEntry[] => found.slice(0, count).map((f) => f.entry),
  };
}

function upcoming(ics: string, now: Date, timeZone: string): Found[] {
  const parsed = ical.sync.parseICS(ics);
  const today = dateInZone(now, timeZone);
  const found: Found[] = [];
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const instances = ical.expandRecurringEvent(component, {
      from: new Date(now.getTime() - LOOK_BACK_MS),
      to: new Date(now.getTime() + LOOK_AHEAD_MS),
    });
    for (const instance of instances) {
      if (isCancelled(instance.event)) continue;
      const summary = textOf(instance.summary) || 'Untitled event';
      const place = { summary, location: textOf(instance.event.location) };
      if (instance.isFullDay) {
        const date = localDate(instance.start);
        const lastDay = instance.end ? localDate(new Date(instance.end.getTime() - 1)) : date;
        if (lastDay < today) continue;
        const at = midnightInZone(date, timeZone);
        const endsAt = new Date(midnightInZone(dayAfter(lastDay), timeZone));
        const entry = {
          ...place,
          allDay: true,
          startsAt: new Date(at),
          endsAt,
          calendarId: `${component.uid}@${date}`,
        };
        found.push({ at, occurrence: { summary, allDay: true, date }, entry });
      } else {
        const end = instance.end && instance.end > instance.start ? instance.end : instance.start;
        if (end.getTime() <= now.getTime()) continue;
        const start = instance.start.toISOString();
        const entry = {
          ...place,
          allDay: false,
          startsAt: instance.start,
          endsAt: end,
          calendarId: `${component.uid}@${start}`,
        };
        found.push({ at: instance.start.getTime(), occurrence: { summary, allDay: false, start }, entry });
      }
    }
  }
  return found.sort((a, b) => a.at - b.at || a.occurrence.summary.localeCompare(b.occurrence.summary));
}

/** How an occurrence reads on the card, e.g. 'Mon, Nov 9, 7:00 PM' or 'Sat, Nov 7' for an all-day event. */
export function formatOccurrence(occurrence: CalendarOccurrence, timeZone: string): string {
  if (occurrence.allDay) {
    return dateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }).format(new Date(`${occurrence.date}T00:00:00Z`));
  }
  return dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(occurrence.start));
}

function isCancelled(event: VEvent): boolean {
  return String(event.status ?? '').toUpperCase() === 'CANCELLED';
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && 'val' in value) return String((value as { val: unknown }).val).trim();
  return '';
}

const pad = (n: number) => String(n).padStart(2, '0');

function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant a date begins in a time zone (offset read at that moment, so DST days are right). */
function midnightInZone(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const offset = zoneOffsetMs(utcMidnight, timeZone);
  return utcMidnight - zoneOffsetMs(utcMidnight - offset, timeZone);
}
