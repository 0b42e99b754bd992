import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { now } from '../../shared/time/clock.server';
import { requireMember } from '../../shared/session/guards.server';
import { BallotForm } from './ballot-form';
import { ElectionsLoadFailure } from './elections-load-failure';
import { PHASE_LABELS } from './election-phase';
import { periodText } from './election-text';
import { memberAction } from './member-actions.server';
import { memberElections, type MemberElection } from './member-elections.server';
import { NominateForm, NominationList, OwnNominations } from './nomination-forms';
import { RaceResults } from './race-results';
import type { Route } from './+types/elections.route';
import styles from './elections.module.css';

export const meta = () => pageMeta('Elections');
export const headers = keepActionRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return { memberId: member.id, ...(await memberElections(member.id, now())) };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return memberAction(request, member);
}

export default function ElectionsPage({ loaderData }: Route.ComponentProps) {
  const { elections, members, memberId } = loaderData;
  return (
    <>
      <PageHero title="Elections" />
      <section className="container">
        <div className={styles.page}>
          {elections.length === 0 ? (
            <p>There is no election at the moment. The officers open one here when it is time to elect the board.</p>
          ) : null}
          <ol className={styles.list}>
            {elections.map((election) => (
              <li key={election.id}>
                <ElectionCard election={election} members={members} memberId={memberId} />
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

/** The elections that could not be read: the page's own sentence in place of the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ElectionsLoadFailure error={error} sectionClassName="container" />;
}

function ElectionCard({
  election,
  members,
  memberId,
}: {
  election: MemberElection;
  members: { id: number; name: string }[];
  memberId: number;
}) {
  const headingId = `election-${election.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{election.title}</h2>
      <p>
        <span className={styles.phase}>{PHASE_LABELS[election.phase]}</span>
      </p>
      <dl className={styles.dates}>
        <dt>Positions</dt>
        <dd>{election.positions.join(', ')}</dd>
        <dt>Nominations</dt>
        <dd>{periodText(election.nominationsOpenAt, election.nominationsCloseAt)}</dd>
        <dt>Voting</dt>
        <dd>{periodText(election.votingOpenAt, election.votingCloseAt)}</dd>
      </dl>
      <OwnNominations election={election} memberId={memberId} />
      {election.phase === 'nominations' ? <NominateForm election={election} members={members} /> : null}
      {['nominations', 'between'].includes(election.phase) ? (
        <div>
          <h3>Nominations</h3>
          <NominationList election={election} />
        </div>
      ) : null}
      {election.ballot.length > 0 || election.votedIn.length > 0 ? (
        <div className={styles.form}>
          <h3>Your ballot</h3>
          <BallotForm election={election} />
        </div>
      ) : null}
      {election.results.length > 0 ? (
        <div className={styles.form}>
          <h3>Results</h3>
          {election.results.map((race) =>
            race.result ? (
              <RaceResults key={race.id} position={race.position} round={race.round} result={race.result} />
            ) : null,
          )}
        </div>
      ) : election.phase === 'closed' ? (
        <p className={styles.note}>Voting has closed. The results appear here once the officers publish them.</p>
      ) : null}
    </article>
  );
}
