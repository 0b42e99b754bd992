import { sqlState } from '../../shared/db/sql-state';

/**
 * A database outage as an error carrying only the SQLSTATE or connection code, for the site-wide 503 and its log:
 * the driver's error carries the failed statement and its values (a ballot's choice, a race's tally). Without a
 * code, the words "connection terminated" still make it an outage.
 */
export function bareOutage(error: unknown, during: string): Error {
  const code = sqlState(error);
  return Object.assign(new Error(`database connection terminated ${during} (${code ?? 'no code'})`), { code });
}
