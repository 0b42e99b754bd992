import { Link } from 'react-router';
import styles from './check-in-prompt.module.css';

/**
 * While an event's check-in is open and the member has not checked in: one line and a button to /check-in. Shown by
 * the dashboard and, for a signed-in member, the home page, which places it in a wrapper of its own (`around`).
 * Nothing at all, wrapper included, when there is no such event.
 */
export function CheckInPrompt({
  events,
  around,
}: {
  events: readonly { id: number; name: string }[];
  around?: string;
}) {
  if (events.length === 0) return null;
  const prompt = (
    <section className={styles.prompt} aria-label="Check-in">
      {events.map((event) => (
        <p key={event.id} className={styles.line}>
          <span>Check-in is open for {event.name}.</span>
          <Link className={styles.button} to="/check-in">
            Check in
          </Link>
        </p>
      ))}
    </section>
  );
  return around ? <div className={around}>{prompt}</div> : prompt;
}
