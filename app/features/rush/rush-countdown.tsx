import { useEffect, useState } from 'react';
import { countdownTo } from './countdown';
import styles from './rush-countdown.module.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to the rush start. The first render uses the server's clock (passed in `now`)
 * so the server HTML and the hydrated page agree; then it ticks every second on the visitor's clock.
 */
export function RushCountdown({ target, now }: { target: number; now: number }) {
  const [current, setCurrent] = useState(now);

  useEffect(() => {
    const timer = window.setInterval(() => setCurrent(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const left = countdownTo(target, current);
  if (!left) {
    return (
      <p className={styles.begun} role="status">
        Rush has begun! Come meet us at our events.
      </p>
    );
  }
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
