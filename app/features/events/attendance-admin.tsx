import { Form, Link } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../config/chapter';
import { requireTool } from '../../shared/session/guards.server';
import { PageHero } from '../../shared/layout/page-hero';
import { pageMeta } from '../../shared/layout/meta';
import { fullName } from '../../shared/members/full-name';
import tool from '../../shared/layout/officer-tool.module.css';
import { loadTermReport } from './attendance-report.server';
import { percent } from './attendance-rate';
import { eventDateText } from './attendance-text';
import { ATTENDANCE_MESSAGES } from './attendance-messages';
import { chosenTerm } from './term';
import type { Route } from './+types/attendance-admin';
import styles from './attendance.module.css';

export const meta = () => pageMeta('Attendance');

/** The officers' view of a term: attendance per event and per active member, and the CSV of the same rows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  const now = new Date();
  const { term, choices } = chosenTerm(new URL(request.url).searchParams.get('term'), now);
  const report = await loadTermReport(term, now);
  return {
    term: { key: term.key, name: term.name },
    choices: choices.map((t) => ({ key: t.key, name: t.name })),
    events: report.events.map((event) => ({
      id: event.id,
      name: event.name,
      at: event.startsAt.toISOString(),
      date: eventDateText(event.startsAt),
      category: EVENT_CATEGORY_LABELS[event.category],
      expected: event.expected,
      attended: event.attended,
      excused: event.excused,
      absent: event.absent,
      rate: percent(event),
    })),
    members: report.members.map((member) => ({
      id: member.id,
      name: fullName(member),
      attended: member.attended,
      excused: member.excused,
      absent: member.absent,
      rate: percent(member),
    })),
  };
}

export default function AttendanceAdmin({ loaderData }: Route.ComponentProps) {
  const { term, choices, events, members } = loaderData;
  const exportUrl = `/admin/attendance/export?${new URLSearchParams({ term: term.key })}`;
  return (
    <>
      <PageHero title="Attendance" />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <Form method="get" className={styles.toolbar}>
            <label>
              Term
              <select name="term" defaultValue={term.key} key={term.key} className={styles.select}>
                {choices.map((choice) => (
                  <option key={choice.key} value={choice.key}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={tool.secondary}>
              Show
            </button>
          </Form>
          <a href={exportUrl} className={styles.export} download>
            Export CSV
          </a>
        </div>
        <p className={styles.rule}>{ATTENDANCE_MESSAGES.officerRule}</p>
        {events.length === 0 ? (
          <p className={styles.empty}>{ATTENDANCE_MESSAGES.noTermEvents}</p>
        ) : (
          <>
            <section className={styles.section} aria-labelledby="per-event-heading">
              <h2 id="per-event-heading">By event, {term.name}</h2>
              <div className={styles.tableWrap} role="region" aria-labelledby="per-event-heading" tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col" className={styles.wide}>
                        Date
                      </th>
                      <th scope="col" className={styles.wide}>
                        Category
                      </th>
                      <th scope="col" className={styles.number}>
                        Attended
                      </th>
                      <th scope="col" className={styles.number}>
                        Excused
                      </th>
                      <th scope="col" className={styles.number}>
                        Absent
                      </th>
                      <th scope="col" className={styles.number}>
                        Rate
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {events.map((event) => (
                      <tr key={event.id}>
                        <th scope="row">
                          <Link to={`/admin/events/${event.id}`}>{event.name}</Link>
                          {/* On a phone the date and category move under the name, so the figures fit. */}
                          <span className={styles.narrow}>
                            {event.date} · {event.category}
                            {event.expected ? ' (expected)' : ''}
                          </span>
                        </th>
                        <td className={styles.wide}>
                          <time dateTime={event.at}>{event.date}</time>
                        </td>
                        <td className={styles.wide}>
                          {event.category}
                          {event.expected ? <span className={styles.muted}> (expected)</span> : null}
                        </td>
                        <td className={styles.number} data-label="Attended">
                          {event.attended}
                        </td>
                        <td className={styles.number} data-label="Excused">
                          {event.excused}
                        </td>
                        <td className={styles.number} data-label="Absent">
                          {event.absent}
                        </td>
                        <td className={styles.number} data-label="Rate">
                          {event.rate}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={styles.section} aria-labelledby="per-member-heading">
              <h2 id="per-member-heading">By member, {term.name}</h2>
              <div className={styles.tableWrap} role="region" aria-labelledby="per-member-heading" tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col" className={styles.number}>
                        Attended
                      </th>
                      <th scope="col" className={styles.number}>
                        Excused
                      </th>
                      <th scope="col" className={styles.number}>
                        Absent
                      </th>
                      <th scope="col" className={styles.number}>
                        Rate
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((member) => (
                      <tr key={member.id}>
                        <th scope="row">{member.name}</th>
                        <td className={styles.number} data-label="Attended">
                          {member.attended}
                        </td>
                        <td className={styles.number} data-label="Excused">
                          {member.excused}
                        </td>
                        <td className={styles.number} data-label="Absent">
                          {member.absent}
                        </td>
                        <td className={styles.number} data-label="Rate">
                          {member.rate}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
