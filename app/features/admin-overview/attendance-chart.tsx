import { Link } from 'react-router';
import type { TermAttendanceBar } from '../events/index.server';
import { NO_TERM_EVENTS_YET } from './messages';
import styles from './attendance-chart.module.css';

/**
 * The share of active members (not excused) who attended each of this term's events, oldest first, as bars drawn
 * with CSS. It is a table, so a screen reader reads the same figures the bars show.
 */
export function AttendanceChart({ term, events }: { term: string; events: readonly TermAttendanceBar[] }) {
  return (
    <div className={styles.chart}>
      {events.length === 0 ? (
        <p className={styles.empty}>{NO_TERM_EVENTS_YET}</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Share of active members who attended each event, {term}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Attended</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <th scope="row">
                  {event.name}
                  <span className={styles.date}>{event.date}</span>
                </th>
                <td>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.bar} style={{ width: `${event.percent ?? 0}%` }} />
                  </span>
                  <span className={styles.figure}>
                    {event.rateText}{' '}
                    <span className={styles.of}>
                      ({event.attended} {event.underWay ? 'so far' : `of ${event.outOf}`})
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.more}>
        <Link to="/admin/attendance">Attendance by event and by member</Link>
      </p>
    </div>
  );
}
