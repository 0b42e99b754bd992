import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from './error-page';
import styles from './load-failure.module.css';

/** The message a page shows where its data could not be read. */
export function LoadFailure({ message }: { message: string }) {
  return (
    <p role="alert" className={`container ${styles.failure}`}>
      {message}
    </p>
  );
}

/**
 * A route's error boundary around its own "could not load" text: a page whose data failed to load shows `children`
 * inside the normal layout, while an answer the server chose (403, 404, 429, the outage's 503) shows the site's error
 * page.
 */
export function LoadFailureBoundary({ error, children }: { error: unknown; children: ReactNode }) {
  if (isRouteErrorResponse(error) && error.status !== 500) return <ErrorPage error={error} />;
  return <>{children}</>;
}
