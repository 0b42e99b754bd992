import { useEffect, useState } from 'react';
import { data, Link, useFetcher, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { keepActionRetryAfter } from '../../shared/forms/action-retry-after';
import { ConfirmDialog } from '../../shared/layout/dialog';
import tool from '../../shared/layout/officer-tool.module.css';
import { pageMeta } from '../../shared/layout/meta';
import { PageHero } from '../../shared/layout/page-hero';
import { ToolMessage } from '../../shared/layout/tool-message';
import { now } from '../../shared/time/clock.server';
import { requireTool } from '../../shared/session/guards.server';
import { chapterToday } from '../../shared/members/current-position.server';
import { ElectionForm } from './election-form';
import type { ElectionAnswer } from './form-answer';
import { routeId } from '../../shared/forms/route-id';
import { LoadFailureBoundary } from '../../shared/layout/load-failure';
import { PHASE_LABELS } from './election-phase';
import { electionDetail } from './election-reads.server';
import { periodText } from './election-text';
import { ELECTION_MESSAGES, quorumText, turnoutSoFarText } from './messages';
import { ResultActions } from './result-actions';
import { STATUS_TEXT } from './nomination-forms';
import { electionAction } from './officer-actions.server';
import { RaceResults } from './race-results';
import { RunoffForm } from './runoff-form';
import type { Route } from './+types/admin-election-detail.route';
import { quorumOf } from './election-safeguards';
import styles from './elections.module.css';

export const meta = ({ data: loaded }: Route.MetaArgs) => pageMeta(loaded?.detail?.election.title ?? 'Election');
export const headers = keepActionRetryAfter;

const GONE = 'That election is not there: it may have been deleted.';

export async function loader({ request, params }: Route.LoaderArgs) {
  const officer = await requireTool(request, 'elections');
  const id = routeId(params.electionId, GONE);
  const instant = now();
  const detail = await electionDetail(id, instant, 'closed');
  if (!detail) throw data(GONE, { status: 404 });
  return { detail, officerId: officer.id, today: chapterToday(instant), now: instant.toISOString() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const officer = await requireTool(request, 'elections');
  return electionAction(request, officer.id, routeId(params.electionId, GONE));
}

/** An election that could not be read: the page's own sentence, alone. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadFailureBoundary error={error}>
      <p role="alert">{ELECTION_MESSAGES.loadFailed}</p>
    </LoadFailureBoundary>
  );
}

export default function ElectionAdmin({ loaderData }: Route.ComponentProps) {
  const { detail, today, now: instant, officerId } = loaderData;
  const { election, phase, races, nominations } = detail;
  // An election made before the quorum floor is counted against the floor: the page says the quorum it is counted on.
  const quorum = quorumOf(election);
  const canEdit = ['upcoming', 'nominations', 'between'].includes(phase);
  const latestRound = (position: string) =>
    Math.max(...races.filter((r) => r.position === position).map((r) => r.round));
  return (
    <>
      <PageHero title={election.title} />
      <section className={`container ${tool.section}`}>
        <div className={styles.page}>
          <p>
            <Link to="/admin/elections">All elections</Link>
          </p>
          <p>
            <span className={styles.phase}>{PHASE_LABELS[phase]}</span>
          </p>
          <dl className={styles.dates}>
            <dt>Nominations</dt>
            <dd>{periodText(election.nominationsOpenAt, election.nominationsCloseAt)}</dd>
            <dt>Voting</dt>
            <dd>{periodText(election.votingOpenAt, election.votingCloseAt)}</dd>
            <dt>Quorum</dt>
            <dd>
              {quorum.numerator} / {quorum.denominator} of the active members
              {races[0]?.turnout ? `: ${quorumText(races[0].turnout)}` : ''}
            </dd>
          </dl>

          <div className={styles.card}>
            <h2>Nominations</h2>
            {nominations.length === 0 ? (
              <p>Nobody is nominated yet.</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Position</th>
                    <th scope="col">Nominee</th>
                    <th scope="col">Nominated by</th>
                    <th scope="col">Answer</th>
                  </tr>
                </thead>
                <tbody>
                  {nominations.map((n) => (
                    <tr key={n.id}>
                      <td data-label="Position">{n.position}</td>
                      <td data-label="Nominee">{n.nominee}</td>
                      <td data-label="Nominated by">{n.nominatedBy ?? 'a former member'}</td>
                      <td data-label="Answer">{STATUS_TEXT[n.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>

          <div className={styles.card}>
            <h2>Results</h2>
            {races.map((race) =>
              race.result ? (
                <div key={race.id} className={styles.form}>
                  <RaceResults position={race.position} round={race.round} result={race.result} />
                  {!race.published ? (
                    <p className={styles.note}>Not published yet: members do not see these counts.</p>
                  ) : null}
                  {race.published &&
                  race.round === latestRound(race.position) &&
                  phase !== 'applied' &&
                  !detail.pending ? (
                    <RunoffForm
                      raceId={race.id}
                      position={race.position}
                      outcome={race.result.outcome}
                      candidates={race.result.counts}
                      now={instant}
                    />
                  ) : null}
                </div>
              ) : (
                <div key={race.id} className={styles.form}>
                  <p>
                    <strong>
                      {race.position}
                      {race.round > 1 ? ` (round ${race.round})` : ''}
                    </strong>
                    : {race.candidates.length} {race.candidates.length === 1 ? 'candidate' : 'candidates'}. Counts are
                    shown once voting closes ({periodText(race.votingOpenAt, race.votingCloseAt)}).
                  </p>
                  {race.turnout ? <p className={styles.turnout}>{turnoutSoFarText(race.turnout)}</p> : null}
                </div>
              ),
            )}
            <ResultActions detail={detail} today={today} officerId={officerId} />
          </div>

          {canEdit ? (
            <div className={styles.card}>
              <h2>Edit the election</h2>
              <p className={styles.note}>It can be edited until voting opens.</p>
              <ElectionForm
                intent="edit"
                values={{
                  ...election,
                  nominationsOpenAt: new Date(election.nominationsOpenAt).toISOString(),
                  nominationsCloseAt: new Date(election.nominationsCloseAt).toISOString(),
                  votingOpenAt: new Date(election.votingOpenAt).toISOString(),
                  votingCloseAt: new Date(election.votingCloseAt).toISOString(),
                  positions: [...new Set(races.map((r) => r.position))],
                }}
              />
            </div>
          ) : null}
          {canEdit ? <DeleteElection title={election.title} nominations={nominations.length} /> : null}
        </div>
      </section>
    </>
  );
}

/** A deleted election has no page to reload: the page goes back to the list instead (see DeleteElection). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as ElectionAnswer | undefined;
  return answer?.intent === 'delete' && answer.ok ? false : defaultShouldRevalidate;
}

/** Until voting opens, an election made by mistake can go, confirmed with what goes with it. */
function DeleteElection({ title, nominations }: { title: string; nominations: number }) {
  const fetcher = useFetcher<ElectionAnswer>();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  // Once deleted, back to the list, which says so (the sentence travels in the history entry, not the address).
  useEffect(() => {
    if (answer?.ok) void navigate('/admin/elections', { replace: true, state: { notice: answer } });
  }, [answer, navigate]);
  return (
    <div className={styles.card}>
      <h2>Delete the election</h2>
      <p className={styles.note}>An election can be deleted until voting opens.</p>
      {answer && !answer.ok ? <ToolMessage notice={answer} /> : null}
      <div className={styles.actions}>
        <button type="button" className={tool.danger} aria-disabled={busy} onClick={() => !busy && setConfirming(true)}>
          Delete election
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete “${title}”?`}
        confirmLabel="Delete election"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          fetcher.submit({ intent: 'delete' }, { method: 'post' });
        }}
      >
        <p>{ELECTION_MESSAGES.deleteTakes(title, nominations)}</p>
      </ConfirmDialog>
    </div>
  );
}
