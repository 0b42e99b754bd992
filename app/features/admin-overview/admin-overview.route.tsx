import { Link } from 'react-router';
import { requireOfficer } from '../../shared/session/guards.server';
import styles from './admin-overview.module.css';
import { VisitsChart } from './visits-chart';
import { AttendanceChart } from './attendance-chart';
import { termAttendanceChart } from '../events/index.server';
import { PageHero } from '../../shared/layout/page-hero';
import { chapter } from '../../config/chapter';
import { toolPage } from '../officer-tools';
import { OVERVIEW_IS_THE_WEBMASTERS } from './messages';
import { auditLines } from './audit-lines.server';
import { AuditList } from './audit-list';
import { BoardChanges } from './board-changes';
import { boardChanges } from './board-changes.server';
import { now as serverNow } from '../../shared/time/clock.server';
import { DAY_MS } from '../../shared/time/calendar-days';
import { can, canSeeAdminOverview, contentSectionsFor, toolsFor } from '../../shared/session/permissions';
import { RushSeasonOver } from '../site-content';
import { rushSeasonNotice } from '../site-content/index.server';
import { lastDays } from './visit-chart';
import { pageMeta } from '../../shared/layout/meta';
import { latestAuditEntries } from '../../shared/db/audit.server';
import { chapterCounts, visitsPerDay } from './chapter-overview.server';
import type { Route } from './+types/admin-overview.route';

export const meta = () => pageMeta('Officer Tools');

const DAYS = 30;
const AUDIT_ENTRIES = 10;

/**
 * Any role with a tool sees its tool buttons and the board's changes (results waiting for a second officer, terms
 * assigned and ended); the roles that run events see this term's attendance; the Webmaster also sees the chapter at
 * a glance.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const officer = await requireOfficer(request);
  const tools = toolsFor(officer.role).map(toolPage);
  const now = serverNow();
  // Only the officers who can set the next rush season are told the current one is over.
  const [seasonNotice, attendance, board] = await Promise.all([
    contentSectionsFor(officer.role).includes('rush') ? rushSeasonNotice() : null,
    can(officer.role, 'events') ? termAttendanceChart(now) : null,
    boardChanges(now),
  ]);
  const shared = { tools, seasonNotice, attendance, board, canConfirm: can(officer.role, 'elections') };
  if (!canSeeAdminOverview(officer.role)) return { ...shared, overview: null };
  const [counts, visits, audit] = await Promise.all([
    chapterCounts(),
    // A day more than shown, so the oldest local date is complete whatever the time zone.
    visitsPerDay(new Date(now.getTime() - (DAYS + 1) * DAY_MS), chapter.timeZone),
    latestAuditEntries(AUDIT_ENTRIES),
  ]);
  return {
    ...shared,
    overview: {
      counts,
      visits: lastDays(visits, now, chapter.timeZone, DAYS),
      audit: auditLines(audit),
    },
  };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { tools, seasonNotice, attendance, board, canConfirm, overview } = loaderData;
  return (
    <>
      <PageHero title="Officer Tools" />
      <div className={`container ${styles.page}`}>
        <nav aria-label="Officer tools">
          <ul className={styles.tools}>
            {tools.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path} className={styles.tool}>
                  {tool.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {seasonNotice && (
          <RushSeasonOver
            notice={seasonNotice}
            to={`${toolPage('site-content').path}#rush`}
            className={styles.notice}
          />
        )}
        <BoardChanges changes={board} canConfirm={canConfirm} className={styles.section} />
        {attendance && (
          <section className={styles.section} aria-labelledby="attendance-heading">
            <h2 id="attendance-heading">Attendance this term ({attendance.term})</h2>
            <AttendanceChart term={attendance.term} events={attendance.events} />
          </section>
        )}
        {overview ? (
          <>
            <section className={styles.section} aria-labelledby="counts-heading">
              <h2 id="counts-heading">Chapter at a glance</h2>
              <dl className={styles.counts}>
                <div>
                  <dt>Active members</dt>
                  <dd>{overview.counts.actives}</dd>
                </div>
                <div>
                  <dt>Alumni</dt>
                  <dd>{overview.counts.alumni}</dd>
                </div>
                <div>
                  <dt>Events</dt>
                  <dd>{overview.counts.events}</dd>
                </div>
              </dl>
            </section>
            <section className={styles.section} aria-labelledby="visits-heading">
              <h2 id="visits-heading">Visits per day, last {DAYS} days</h2>
              <VisitsChart days={overview.visits} />
            </section>
            <section className={styles.section} aria-labelledby="audit-heading">
              <h2 id="audit-heading">Latest changes</h2>
              <AuditList lines={overview.audit} empty="No changes recorded yet." />
            </section>
          </>
        ) : (
          // Said, so an officer does not wonder whether the overview failed to load.
          <p className={styles.empty}>{OVERVIEW_IS_THE_WEBMASTERS}</p>
        )}
      </div>
    </>
  );
}
