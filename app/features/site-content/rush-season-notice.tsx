import { Link } from 'react-router';
import { useNow } from '../../shared/layout/use-now';
import styles from './rush-season-notice.module.css';

/** When the rush season ends (`end`, an instant; `lastDay` as written) and the server's time when the page loaded. */
export interface RushSeasonNotice {
  end: number;
  lastDay: string;
  now: number;
}

/**
 * Tells an officer who edits the rush season that its dates have passed, with a link (`to`) to the rush season's
 * form to set the next one; `className` places it on the page. Nothing shows while the season is still to come or under way.
 */
export function RushSeasonOver({
  notice,
  to,
  className,
}: {
  notice: RushSeasonNotice;
  to: string;
  className?: string;
}) {
  const now = useNow(notice.now, 60_000);
  if (now < notice.end) return null;
  return (
    <div className={`${styles.notice} ${className ?? ''}`}>
      <p>
        <strong>The rush season ended on {notice.lastDay}.</strong> The rush page now tells visitors rush is over and
        points them to the interest form.
      </p>
      <Link to={to} className={styles.link}>
        Set the next rush season
      </Link>
    </div>
  );
}
