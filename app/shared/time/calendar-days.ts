/**
 * Calendar days: plain dates (YYYY-MM-DD) in the chapter's time zone, as officer terms, elections and events count
 * them. Arithmetic on them is done in UTC, where every day has 24 hours whatever daylight saving does.
 */
import { dateTimeFormat } from './date-time-format';

/** Milliseconds in 24 hours: for spans of time, not calendar days (use `addDays` for those). */
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (no February 30). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + count)).toISOString().slice(0, 10);
}

/** The day before a day: where a term ends when the next one starts. */
export const dayBefore = (day: string) => addDays(day, -1);

/** The day after a day: where a term given back its last day runs on from. */
export const dayAfter = (day: string) => addDays(day, 1);

/** How many days `to` is after `from` (negative when before). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A day as messages say it: "January 1, 2027". */
export const dayText = (day: string) =>
  dateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
