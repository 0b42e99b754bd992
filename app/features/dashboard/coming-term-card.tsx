import { Link } from 'react-router';
import { RichText } from '../../shared/text/rich-text';
import { dayText } from '../../shared/time/calendar-days';
import { handbookPath } from '../handbooks';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './coming-term-card.module.css';

export interface ComingTermView {
  position: string;
  startsOn: string;
  /** The position's handbook as it stands, or null when nobody has written it yet. */
  handbook: string | null;
}

/**
 * For a member with a position set to start on a later day, from the day it is set: when, which position, and what
 * the officers before them wrote in its handbook. From the first day the card is gone and the position's tools are
 * on the dashboard instead.
 */
export function ComingTermCard({ term }: { term: ComingTermView }) {
  const { position, startsOn, handbook } = term;
  return (
    <DashboardCard title={`Your position starts on ${dayText(startsOn)}`}>
      <p className={styles.intro}>
        You will be <strong>{position}</strong>. Here is what the officers before you wrote down for you.
      </p>
      {handbook ? (
        <div className={styles.handbook} tabIndex={0} role="region" aria-label={`${position} handbook`}>
          <RichText source={handbook} topHeading={3} />
        </div>
      ) : (
        <p className={card.empty}>No handbook yet for {position}.</p>
      )}
      <p className={styles.link}>
        <Link to={handbookPath(position)}>Open the {position} handbook</Link>
      </p>
    </DashboardCard>
  );
}
