import { dateTimeFormat } from './date-time-format';

/** The calendar year at an instant in a time zone (the chapter's year does not turn at midnight UTC). */
export function yearIn(timeZone: string, now: Date): number {
  return Number(dateTimeFormat('en-US', { year: 'numeric', timeZone }).format(now));
}
