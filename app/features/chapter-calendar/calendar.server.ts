import fs from 'node:fs/promises';
import path from 'node:path';
import { chapter, constants } from '../../config/chapter';
import { formatOccurrence, upcomingFeed, type CalendarEntry, type CalendarOccurrence } from './calendar';
import { env, type Env } from '../../shared/runtime/env.server';
import { logger } from '../../shared/runtime/logger.server';
import { projectRoot } from '../../shared/runtime/project-root.server';

/** An occurrence as the Upcoming Events card shows it. */
export interface UpcomingEvent {
  summary: string;
  /** Written for people, in the chapter's time zone. */
  when: string;
  /** For <time dateTime>: a date for all-day events, else the start instant. */
  dateTime: string;
}

const FETCH_TIMEOUT_MS = 5000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
// After a failure, try again sooner than the normal cache time.
const RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * Where the calendar comes from: CALENDAR_ICS_URL (an https URL or a file), else outside production the demo
 * calendar shipped with the seed, so the card is never empty in the demo; in production without one, nowhere.
 */
export function calendarSource(settings: Env = env()): string | null {
  if (settings.CALENDAR_ICS_URL) return settings.CALENDAR_ICS_URL;
  return settings.SITE_MODE === 'production' ? null : path.join(projectRoot(), 'demo', 'demo-calendar.ics');
}

/** Reads a feed from an https URL (with a timeout and a size cap) or a local file. */
export async function readCalendarFeed(source: string, timeoutMs = FETCH_TIMEOUT_MS): Promise<string> {
  if (/^https:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok) throw new Error(`calendar feed answered ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_FEED_BYTES) throw new Error('calendar feed is larger than 5 MB');
    return text;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) && !source.startsWith('file://')) {
    throw new Error('CALENDAR_ICS_URL must be an https URL or a file');
  }
  const file = source.startsWith('file://') ? new URL(source) : source;
  return fs.readFile(file, 'utf8');
}

/** How many upcoming occurrences the events tool offers to adopt. */
const ADOPTABLE_ENTRIES = 12;

/** What one reading of the feed gives: the card's next events, and the occurrences officers may adopt. */
interface CalendarReading {
  events: UpcomingEvent[];
  entries: CalendarEntry[];
}

/** The next occurrences of a feed, as the card shows them and as the events tool offers them. */
async function readCalendar(source: string, now: Date, timeoutMs?: number): Promise<CalendarReading> {
  const feed = upcomingFeed(await readCalendarFeed(source, timeoutMs), now, chapter.timeZone);
  return {
    events: feed.occurrences(constants.upcomingEvents).map(toUpcomingEvent),
    entries: feed.entries(ADOPTABLE_ENTRIES),
  };
}

function toUpcomingEvent(occurrence: CalendarOccurrence): UpcomingEvent {
  return {
    summary: occurrence.summary,
    when: formatOccurrence(occurrence, chapter.timeZone),
    dateTime: occurrence.allDay ? occurrence.date : occurrence.start,
  };
}

interface Cached {
  source: string;
  freshUntil: number;
  reading: Promise<CalendarReading>;
  refreshing: boolean;
}
// One reading serves every request, so it follows the machine's clock, not a test's clock for one browser.
let cache: Cached | undefined;

const NOTHING: CalendarReading = { events: [], entries: [] };

/**
 * The chapter's next events for the dashboard. The feed is read at most every five minutes: the first call waits
 * for it, later calls get the last answer at once while an expired one is refreshed in the background, so a slow
 * calendar never holds a page. Never throws: a failing feed is logged and the last good answer (or none) stays.
 */
export async function upcomingEvents(now = new Date(), source = calendarSource()): Promise<UpcomingEvent[]> {
  return (await calendarReading(now, source)).events;
}

/**
 * The calendar's upcoming occurrences that officers may adopt as chapter events, read and cached as for the
 * dashboard; an occurrence that has ended since the feed was read is left out.
 */
export async function adoptableCalendarEntries(now = new Date(), source = calendarSource()): Promise<CalendarEntry[]> {
  return (await calendarReading(now, source)).entries.filter((entry) => entry.endsAt > now);
}

function calendarReading(now: Date, source: string | null): Promise<CalendarReading> {
  if (!source) return Promise.resolve(NOTHING);
  if (cache?.source !== source) {
    const entry: Cached = { source, freshUntil: 0, reading: Promise.resolve(NOTHING), refreshing: false };
    cache = entry;
    entry.reading = refresh(entry, now);
    return entry.reading;
  }
  if (cache.freshUntil <= now.getTime() && !cache.refreshing) void refresh(cache, now);
  return cache.reading;
}

function refresh(entry: Cached, now: Date): Promise<CalendarReading> {
  const previous = entry.reading;
  entry.refreshing = true;
  entry.freshUntil = now.getTime() + constants.calendarCacheMs;
  return readCalendar(entry.source, now)
    .then((reading) => {
      entry.reading = Promise.resolve(reading);
      return reading;
    })
    .catch((error: unknown) => {
      logger.warn({ err: error, source: redact(entry.source) }, 'could not read the chapter calendar');
      entry.freshUntil = now.getTime() + RETRY_AFTER_FAILURE_MS;
      return previous;
    })
    .finally(() => {
      entry.refreshing = false;
    });
}

/** Forgets the cached calendar (tests, and a changed setting). */
export function clearCalendarCache(): void {
  cache = undefined;
}

// Private Google calendar addresses carry a secret in the path; log only the host.
function redact(source: string): string {
  return /^https:\/\//i.test(source) ? new URL(source).host : source;
}
