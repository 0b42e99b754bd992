import { zoneOffsetMs } from '../../shared/text/time-zone';

/**
 * The instant at which a wall-clock time (`YYYY-MM-DDTHH:mm`) happens in an IANA time zone, so the rush start means
 * 19:00 in the chapter's zone wherever the server or the visitor is.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Expected YYYY-MM-DDTHH:mm, got ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset even when the first guess lands across a daylight-saving change.
  let instant = asUtc - zoneOffsetMs(asUtc, timeZone);
  instant = asUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until `target`, or null once it has come. */
export function countdownTo(target: number, now: number): Countdown | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
