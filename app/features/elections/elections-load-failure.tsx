import type { ReactNode } from 'react';
import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { PageHero } from '../../shared/layout/page-hero';
import { ELECTION_MESSAGES } from './messages';
import styles from './elections.module.css';

/**
 * An elections list page whose data could not be read: its title, then the page's own sentence where the list would
 * be, after `before` (the officers' page keeps its heading); the site's error page for an answer the server chose.
 */
export function ElectionsLoadFailure({
  error,
  sectionClassName,
  before,
}: {
  error: unknown;
  sectionClassName: string;
  before?: ReactNode;
}) {
  return (
    <LoadFailureBoundary error={error}>
      <PageHero title="Elections" />
      <section className={sectionClassName}>
        <div className={styles.page}>
          {before}
          <p role="alert">{ELECTION_MESSAGES.loadFailed}</p>
        </div>
      </section>
    </LoadFailureBoundary>
  );
}
