/** The SQLSTATE of a database error, found through Drizzle's wrapping; nothing of the statement or its values. */
export function sqlState(error: unknown, depth = 0): string | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : sqlState(cause, depth + 1);
}

/**
 * A database outage as an error carrying only the SQLSTATE or connection code, for the site-wide 503 and its log:
 * the driver's error carries the failed statement and its values (a ballot's choice, a race's tally). Without a
 * code, the words "connection terminated" still make it an outage.
 */
export function bareOutage(error: unknown, during: string): Error {
  const code = sqlState(error);
  return Object.assign(new Error(`database connection terminated ${during} (${code ?? 'no code'})`), { code });
}
