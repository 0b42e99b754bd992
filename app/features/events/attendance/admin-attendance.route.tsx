import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { EVENT_CATEGORY_LABELS } from '../../../config/chapter';
import { requireTool } from '../../../shared/session/guards.server';
import { now } from '../../../shared/time/clock.server';
import { PageHero } from '../../../shared/layout/page-hero';
import { pageMeta } from '../../../shared/layout/meta';
import { fullName } from '../../../shared/members/full-name';
import tool from '../../../shared/layout/officer-tool.module.css';
import { loadTermReport } from './attendance-report.server';
import { percent } from './attendance-rate';
import { eventDateText } from '../event-time-text';
import { ATTENDANCE_MESSAGES } from './attendance-messages';
import { eventRateText, UNDER_WAY } from './attendance-text';
import { chosenTerm } from '../term';
import type { Route } from './+types/admin-attendance.route';
import styles from './attendance.module.css';

export const meta = () => pageMeta('Chapter Attendance');

/** The officers' view of a term: attendance per event and per active member, and the CSV of the same rows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'events');
  const at = now();
  const { term, choices } = chosenTerm(new URL(request.url).searchParams.get('term'), at);
  const report = await loadTermReport(term, at);
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
      // An event not ended yet: its members not marked may still come.
      absent: event.underWay ? UNDER_WAY : event.absent,
      rate: eventRateText(event),
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
      <PageHero title="Chapter Attendance" />
      <div className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <Form method="get" className={styles.picker}>
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
            <FiguresTable id="per-event" title={`By event, ${term.name}`} first="Event" extra={['Date', 'Category']}>
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
                  <FigureCells figures={event} />
                </tr>
              ))}
            </FiguresTable>
            <FiguresTable id="per-member" title={`By member, ${term.name}`} first="Member" extra={[]}>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.name}</th>
                  <FigureCells figures={member} />
                </tr>
              ))}
            </FiguresTable>
          </>
        )}
      </div>
    </>
  );
}

const FIGURES = [
  ['attended', 'Attended'],
  ['excused', 'Excused'],
  ['absent', 'Absent'],
  ['rate', 'Rate'],
] as const;

type Figures = Record<(typeof FIGURES)[number][0], number | string>;

/** A titled table of rows that end in the four figures; `extra` columns (hidden on a phone) follow the first. */
function FiguresTable(props: { id: string; title: string; first: string; extra: string[]; children: ReactNode }) {
  const heading = `${props.id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 id={heading}>{props.title}</h2>
      <table className={styles.officerTable}>
        <thead>
          <tr>
            <th scope="col">{props.first}</th>
            {props.extra.map((label) => (
              <th key={label} scope="col" className={styles.wide}>
                {label}
              </th>
            ))}
            {FIGURES.map(([key, label]) => (
              <th key={key} scope="col" className={styles.number}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </section>
  );
}

/** The four figures of a row, each labelled for the phone layout. */
function FigureCells({ figures }: { figures: Figures }) {
  return FIGURES.map(([key, label]) => (
    <td key={key} className={styles.number} data-label={label}>
      {figures[key]}
    </td>
  ));
}
