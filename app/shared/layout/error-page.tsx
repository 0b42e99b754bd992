import { isRouteErrorResponse } from 'react-router';
import { tryAgainIn } from '../limits/try-again';
import { SITE_UNAVAILABLE } from '../db/database-outage';
import { isTooManyRequests } from '../limits/too-many-requests';
import styles from './error-page.module.css';

/**
 * The site's error page, inside the normal layout: 'Unexpected Application Error!' then the status and its text; a
 * 429 adds when to try again, a 503 that the site is briefly unavailable (see app/shared/README.md, "layout").
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, statusText } = isRouteErrorResponse(error)
    ? { status: error.status, statusText: error.statusText || defaultStatusText(error.status) }
    : { status: 500, statusText: 'Internal Server Error' };
  return (
    <section className={`container ${styles.page}`}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.status}>
        {status} {statusText}
      </p>
      {isRouteErrorResponse(error) && isTooManyRequests(error.data) ? (
        <p>Too many attempts in a short time. {tryAgainIn(error.data.retryAfterSeconds)}</p>
      ) : null}
      {status === 503 && <p>{SITE_UNAVAILABLE}</p>}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}

function defaultStatusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}
