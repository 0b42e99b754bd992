import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable, OUTAGE_HEADERS, SITE_UNAVAILABLE } from './database-outage';
import { logger } from '../runtime/logger.server';

// On globalThis because the dev server may re-evaluate this module on a hot reload.
const state = globalThis as { __chapterDatabaseDown?: boolean };

/**
 * Logs a failed database read or write, except that an unreachable database is logged when the outage is first
 * met, not for every request that meets it.
 */
export function logDatabaseFailure(error: unknown, message: string): void {
  const noticed = failuresNoticed.getStore();
  if (noticed) noticed.failed = true;
  if (!isDatabaseUnavailable(error)) return void logger.error({ err: error }, message);
  if (state.__chapterDatabaseDown) return;
  state.__chapterDatabaseDown = true;
  logger.error({ err: error }, 'database unavailable: answering 503 until it is back');
}

const failuresNoticed = new AsyncLocalStorage<{ failed: boolean }>();

/**
 * A public page's read, or what `fallback` makes when it fails, the failure logged (so the public pages' cache never keeps the
 * page). With `throwOutage`, for a page with nothing to show without the read, an unreachable database goes on to
 * the site-wide 503 instead.
 */
export async function readOrFallback<T, F>(
  read: () => Promise<T>,
  fallback: () => F,
  message: string,
  { throwOutage = false } = {},
): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    if (throwOutage && isDatabaseUnavailable(error)) throw error;
    logDatabaseFailure(error, message);
    return fallback();
  }
}

/**
 * Runs `work` and tells whether a database failure was logged while it ran: a page that showed its defaults or left
 * a section out, which must not be kept as if it were the real page.
 */
export async function noticingDatabaseFailures<T>(work: () => Promise<T>): Promise<{ value: T; failed: boolean }> {
  const noticed = { failed: false };
  const value = await failuresNoticed.run(noticed, work);
  return { value, failed: noticed.failed };
}

/** The answer while the database cannot be reached: 503 with the reason in words and when to try again. */
export function databaseUnavailableAnswer(error: unknown): Response {
  logDatabaseFailure(error, 'database unavailable');
  return new Response(SITE_UNAVAILABLE, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...OUTAGE_HEADERS },
  });
}

/** Called when a new database connection is made: ends a logged outage. */
export function databaseReached(): void {
  if (!state.__chapterDatabaseDown) return;
  state.__chapterDatabaseDown = false;
  logger.info('database reachable again');
}
