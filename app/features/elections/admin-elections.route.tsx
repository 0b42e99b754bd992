import { Link, useLocation } from 'react-router';
import type { ActionResult } from '../../shared/forms/action-result';
import { ToolMessage } from '../../shared/layout/tool-message';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import tool from '../../shared/layout/officer-tool.module.css';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { now } from '../../shared/time/clock.server';
import { DAY_MS } from '../../shared/time/calendar-days';
import { requireTool } from '../../shared/session/guards.server';
import { ElectionForm } from './election-form';
import { ElectionsLoadFailure } from './elections-load-failure';
import { PHASE_LABELS } from './election-phase';
import { listElections } from './election-reads.server';
import { periodText } from './election-text';
import { createAction } from './officer-actions.server';
import type { Route } from './+types/admin-elections.route';
import styles from './elections.module.css';

export const meta = () => pageMeta('Elections');
export const headers = keepActionRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  await requireTool(request, 'elections');
  return { elections: await listElections(now()), suggested: suggestedPeriods(now()) };
}

export async function action({ request }: Route.ActionArgs) {
  const officer = await requireTool(request, 'elections');
  return createAction(request, officer.id);
}

const HOUR = 60 * 60 * 1000;

/** A new election's suggested periods: a week of nominations from the next hour, then two days of voting. */
function suggestedPeriods(instant: Date) {
  const start = Math.ceil(instant.getTime() / HOUR) * HOUR;
  return {
    title: '',
    positions: [],
    nominationsOpenAt: new Date(start).toISOString(),
    nominationsCloseAt: new Date(start + 7 * DAY_MS).toISOString(),
    votingOpenAt: new Date(start + 7 * DAY_MS).toISOString(),
    votingCloseAt: new Date(start + 9 * DAY_MS).toISOString(),
    quorumNumerator: 2,
    quorumDenominator: 3,
  };
}

export default function ElectionsAdmin({ loaderData }: Route.ComponentProps) {
  const { elections, suggested } = loaderData;
  // An election's page that deleted it comes back here with the sentence that says so.
  const arrived = (useLocation().state as { notice?: ActionResult } | null)?.notice ?? null;
  return (
    <>
      <PageHero title="Elections" />
      <section className={`container ${tool.section}`}>
        <div className={styles.page}>
          <h2>Elections</h2>
          <ToolMessage notice={arrived} />
          {elections.length === 0 ? <p>No election yet. Create the first one below.</p> : null}
          {elections.length > 0 ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Election</th>
                  <th scope="col">Positions</th>
                  <th scope="col">Voting</th>
                  <th scope="col">Stage</th>
                </tr>
              </thead>
              <tbody>
                {elections.map((election) => (
                  <tr key={election.id}>
                    <th scope="row">
                      <Link to={`/admin/elections/${election.id}`}>{election.title}</Link>
                    </th>
                    <td data-label="Positions">{election.positions.join(', ')}</td>
                    <td data-label="Voting">{periodText(election.votingOpenAt, election.votingCloseAt)}</td>
                    <td data-label="Stage">{PHASE_LABELS[election.phase]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className={styles.card}>
            <h2>New election</h2>
            <ElectionForm intent="create" values={suggested} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The list that could not be read: the page's own sentence under its heading. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ElectionsLoadFailure error={error} sectionClassName={`container ${tool.section}`} before={<h2>Elections</h2>} />
  );
}
