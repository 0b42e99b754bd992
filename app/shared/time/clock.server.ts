/**
 * The server's "now" for rules that depend on the day, so end-to-end tests can move one browser's clock: only with
 * SITE_MODE=test does a request's `TEST_CLOCK_COOKIE` (an ISO instant) fix it (`followTestClock` in the server), so
 * a visitor can never choose the server's date.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const TEST_CLOCK_COOKIE = 'test-clock';

const fixedNow = new AsyncLocalStorage<number>();

/** The current instant: the machine's clock, or the instant a test fixed for this request. */
export function now(): Date {
  const fixed = fixedNow.getStore();
  return new Date(fixed ?? Date.now());
}

/** Runs `work` (and everything it starts) with "now" fixed at `instant`. */
export function atInstant<T>(instant: Date, work: () => T): T {
  return fixedNow.run(instant.getTime(), work);
}

/** The instant a request's test clock cookie holds, or null when it has none or an unreadable one. */
export function testClockOf(cookieHeader: string | null | undefined): Date | null {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEST_CLOCK_COOKIE}=`))
    ?.slice(TEST_CLOCK_COOKIE.length + 1);
  if (!raw) return null;
  let instant: Date;
  try {
    instant = new Date(decodeURIComponent(raw));
  } catch {
    return null; // a malformed escape: unreadable, like any other
  }
  return Number.isNaN(instant.getTime()) ? null : instant;
}
