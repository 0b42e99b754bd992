/**
 * Days of officer terms: plain calendar dates (YYYY-MM-DD) in the chapter's time zone. A term holds every instant
 * from midnight of its first day to midnight after its last day there, whatever the server's zone or daylight saving.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (no February 30). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day before a day: where a term ends when the next one starts. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** The day after a day: where a term given back its last day runs on from. */
export function dayAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A day as messages say it: "January 1, 2027". */
export const dayText = (day: string) => long.format(new Date(`${day}T00:00:00Z`));
