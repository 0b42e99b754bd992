import { Link } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import { requireMember } from '../../../shared/session/guards.server';
import { now } from '../../../shared/time/clock.server';
import { PageHero } from '../../../shared/layout/page-hero';
import { pageMeta } from '../../../shared/layout/meta';
import { memberAtEvent } from './attendance-report';
import { loadTermReport } from './attendance-report.server';
import { percent, ratesByCategory } from './attendance-rate';
import { OVERRIDE_TEXT, ownStatusText } from './attendance-text';
import { eventDateText } from '../event-time-text';
import { ATTENDANCE_MESSAGES } from './attendance-messages';
import { termAt } from '../term';
import type { Route } from './+types/attendance.route';
import styles from './attendance.module.css';

export const meta = () => pageMeta('Attendance');

const STATUS_CLASS = { attended: styles.attended, excused: styles.excused, absent: styles.absent };

/** The signed-in member's own attendance this term: only their rows are read. */
export async function loader({ request }: Route.LoaderArgs) {
  const you = await requireMember(request);
  const at = now();
  const term = termAt(at);
  const report = await loadTermReport(term, at, you.id);
  return {
    term: term.name,
    history: report.lines.map((line) => ({
      eventId: line.event.id,
      name: line.event.name,
      at: line.event.startsAt.toISOString(),
      date: eventDateText(line.event.startsAt),
      category: EVENT_CATEGORY_LABELS[line.event.category],
      status: line.status,
      statusText: ownStatusText(line),
      reason: line.reason,
      points: line.points,
      overridden: line.overridden,
    })),
    rates: ratesByCategory(report.lines.map(memberAtEvent)).map((rate) => ({
      category: rate.category,
      label: rate.label,
      attended: rate.attended,
      outOf: rate.outOf,
      percent: percent(rate),
    })),
  };
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  const { term, history, rates } = loaderData;
  return (
    <>
      <PageHero title="Attendance" />
      <div className={`container ${styles.page}`}>
        <p className={styles.back}>
          <Link to="/dashboard">Back to the dashboard</Link>
        </p>
        <section className={styles.section} aria-labelledby="rates-heading">
          <h2 id="rates-heading">Your rate, {term}</h2>
          {rates.length > 0 ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Attended</th>
                  <th scope="col">Rate</th>
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <tr key={rate.category}>
                    <th scope="row">{rate.label}</th>
                    <td data-label="Attended">
                      {rate.attended} of {rate.outOf}
                    </td>
                    <td data-label="Rate">{rate.percent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>{ATTENDANCE_MESSAGES.noRates}</p>
          )}
          <p className={styles.rule}>{ATTENDANCE_MESSAGES.rateRule}</p>
        </section>
        <section className={styles.section} aria-labelledby="history-heading">
          <h2 id="history-heading">Events this term</h2>
          {history.length > 0 ? (
            <ol className={styles.history}>
              {history.map((event) => (
                <li key={event.eventId}>
                  <div className={styles.event}>
                    <strong>{event.name}</strong>
                    <span className={styles.muted}>
                      <time dateTime={event.at}>{event.date}</time> · {event.category}
                    </span>
                  </div>
                  <div className={styles.status}>
                    <span className={STATUS_CLASS[event.status]}>{event.statusText}</span>
                    {event.reason ? <span className={styles.muted}>{event.reason}</span> : null}
                  </div>
                  <div className={styles.points}>
                    {event.points} points
                    {event.overridden ? <span className={styles.muted}>{OVERRIDE_TEXT}</span> : null}
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.empty}>{ATTENDANCE_MESSAGES.noEvents}</p>
          )}
        </section>
      </div>
    </>
  );
}
