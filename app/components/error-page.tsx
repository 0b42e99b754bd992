import { isRouteErrorResponse } from 'react-router';
import { SITE_UNAVAILABLE } from '../lib/database-outage';
import styles from './error-page.module.css';

/** The specification's error page: 'Unexpected Application Error!' then the status and its text. */
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
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return texts[status] ?? 'Error';
}
