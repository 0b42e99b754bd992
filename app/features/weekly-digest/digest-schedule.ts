import { dateInZone, zonedTimeToInstant } from '../../shared/time/time-zone';

/**
 * The Sunday whose digest is due at `at`: that Sunday's date once its digest time (`HH:MM` in the chapter's zone) has
 * come, until the day ends there; null on any other day or earlier that Sunday. The date names the week, so each
 * member's digest is sent once for it.
 */
export function digestSundayAt(at: Date, digestTime: string, timeZone: string): string | null {
  const today = dateInZone(at, timeZone);
  const sunday = new Date(`${today}T00:00:00Z`).getUTCDay() === 0;
  if (!sunday) return null;
  return at >= zonedTimeToInstant(`${today}T${digestTime}`, timeZone) ? today : null;
}
