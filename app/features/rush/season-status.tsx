import type { SeasonPhase } from '../site-content';
import { countdownTo } from './countdown';
import styles from './season-status.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * What the rush page's banner says about the season at `now`: the countdown (when switched on) before the start,
 * that rush has begun during the season, and that it is over after its last day.
 */
export function SeasonStatus({
  phase,
  title,
  start,
  now,
  showCountdown,
}: {
  phase: SeasonPhase;
  title: string;
  start: number;
  now: number;
  showCountdown: boolean;
}) {
  const left = countdownTo(start, now);
  if (phase === 'after') {
    return (
      <p className={styles.over} role="status">
        {title} is over. Fill in the interest form and we will tell you when the next rush begins.
      </p>
    );
  }
  if (phase === 'during' || !left) {
    return (
      <p className={styles.begun} role="status">
        Rush has begun! Come meet us at our events.
      </p>
    );
  }
  if (!showCountdown) return null;
  return (
    <div className={styles.countdown} role="timer" aria-label="Time until rush begins">
      {UNITS.map((unit) => (
        <div key={unit} className={styles.unit}>
          <span className={styles.value} data-unit={unit}>
            {String(left[unit]).padStart(2, '0')}
          </span>
          <span className={styles.label}>{unit}</span>
        </div>
      ))}
    </div>
  );
}
