/** What a visitor reads while the database is unreachable. */
export const SITE_UNAVAILABLE = 'The site is briefly unavailable. Please try again in a minute.';

/** Seconds a client is told to wait before asking again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The headers of every 503 while the database is down, page, data or resource route alike: when to ask again,
 * and that no cache may keep the answer (it would go on showing the outage once the site is back).
 */
export const OUTAGE_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } as const;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is gone or not taking connections: connection exceptions (class 08), too many
 * connections (53300), and shutdown or restart (57P01 admin, 57P02 crash, 57P03 still starting).
 */
const UNAVAILABLE_STATE = /^(08...|53300|57P0[123])$/;

/** What node-postgres says, without a code, when the server went away mid-connection or never answered. */
const DRIVER_MESSAGES = /connection terminated|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether an error means the database server cannot be reached, as opposed to a query or data problem. Drizzle
 * wraps the driver's error as its `cause`, and Node reports a refused dual-stack connection as an AggregateError,
 * so both are looked into.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
