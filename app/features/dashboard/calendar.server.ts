import fs from 'node:fs/promises';
import path from 'node:path';
import { chapter, constants } from '../../config/chapter';
import { formatOccurrence, upcomingOccurrences, type CalendarOccurrence } from './calendar';
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
  return settings.SITE_MODE === 'production' ? null : path.join(projectRoot(), 'db', 'seed', 'demo-calendar.ics');
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

/** The next occurrences of a feed, as the card shows them. */
export async function loadUpcomingEvents(source: string, now: Date, timeoutMs?: number): Promise<UpcomingEvent[]> {
  const occurrences = upcomingOccurrences(
    await readCalendarFeed(source, timeoutMs),
    now,
    constants.upcomingEvents,
    chapter.timeZone,
  );
  return occurrences.map(toUpcomingEvent);
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
  events: Promise<UpcomingEvent[]>;
  refreshing: boolean;
}
let cache: Cached | undefined;

/**
 * The chapter's next events for the dashboard. The feed is read at most every five minutes: the first call waits
 * for it, later calls get the last answer at once while an expired one is refreshed in the background, so a slow
 * calendar never holds a page. Never throws: a failing feed is logged and the last good answer (or none) stays.
 */
export function upcomingEvents(now = new Date(), source = calendarSource()): Promise<UpcomingEvent[]> {
  if (!source) return Promise.resolve([]);
  if (cache?.source !== source) {
    const entry: Cached = { source, freshUntil: 0, events: Promise.resolve([]), refreshing: false };
    cache = entry;
    entry.events = refresh(entry, now);
    return entry.events;
  }
  if (cache.freshUntil <= now.getTime() && !cache.refreshing) void refresh(cache, now);
  return cache.events;
}

function refresh(entry: Cached, now: Date): Promise<UpcomingEvent[]> {
  const previous = entry.events;
  entry.refreshing = true;
  entry.freshUntil = now.getTime() + constants.calendarCacheMs;
  return loadUpcomingEvents(entry.source, now)
    .then((events) => {
      entry.events = Promise.resolve(events);
      return events;
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
