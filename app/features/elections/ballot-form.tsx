import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../shared/layout/dialog';
import { ToolMessage } from '../../shared/layout/tool-message';
import { momentText } from './election-text';
import { useAnswer } from './form-answer';
import type { MemberElection } from './member-elections.server';
import styles from './elections.module.css';

/**
 * The secret ballot: one group of choices per open position, sent once confirmed. The choices travel in the POST
 * body only, never in the address; positions left blank stay open to vote on until voting closes.
 */
export function BallotForm({ election }: { election: MemberElection }) {
  const { fetcher, answer, busy } = useAnswer('vote');
  const form = useRef<HTMLFormElement>(null);
  const [review, setReview] = useState<{ position: string; name: string }[] | null>(null);

  const chosen = () => {
    const data = new FormData(form.current ?? undefined);
    return election.ballot.flatMap((race) => {
      const pick = data.get(`race-${race.id}`);
      const candidate = race.candidates.find((c) => String(c.memberId) === pick);
      return candidate ? [{ position: race.position, name: candidate.name }] : [];
    });
  };

  return (
    <>
      {election.votedIn.map((position) => (
        <p key={position} className={styles.done}>
          You voted for {position}.
        </p>
      ))}
      <div>
        <ToolMessage notice={answer} />
      </div>
      {election.ballot.length > 0 ? (
        <fetcher.Form
          ref={form}
          method="post"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) setReview(chosen());
          }}
        >
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="electionId" value={election.id} />
          {election.ballot.map((race) => (
            <fieldset key={race.id} className={styles.race}>
              <legend>
                {race.position}
                {race.round > 1 ? ' (runoff)' : ''}
              </legend>
              {race.candidates.length === 0 ? (
                <p className={styles.note}>Nobody stands for {race.position}.</p>
              ) : (
                race.candidates.map((candidate) => (
                  <label key={candidate.memberId} className={styles.choice}>
                    <input type="radio" name={`race-${race.id}`} value={candidate.memberId} />
                    {candidate.name}
                  </label>
                ))
              )}
              <p className={styles.note}>Voting closes {momentText(race.votingCloseAt)}.</p>
            </fieldset>
          ))}
          <p className={styles.note}>
            Your vote is secret: the site records that you voted, never whom you chose. A position you leave blank can
            be voted on later, until voting closes.
          </p>
          <div className={styles.actions}>
            <button type="submit" className={styles.button} aria-disabled={busy}>
              Cast my vote
            </button>
          </div>
        </fetcher.Form>
      ) : null}
      <ConfirmDialog
        open={review !== null}
        title="Cast your vote?"
        confirmLabel="Cast my vote"
        cancelLabel="Go back"
        onCancel={() => setReview(null)}
        onConfirm={() => {
          setReview(null);
          if (form.current) fetcher.submit(form.current, { method: 'post' });
        }}
      >
        {review && review.length > 0 ? (
          <>
            <ul>
              {review.map((pick) => (
                <li key={pick.position}>
                  {pick.position}: {pick.name}
                </li>
              ))}
            </ul>
            <p>A vote cannot be changed once cast.</p>
          </>
        ) : (
          <p>You have not chosen anyone yet. Choose someone for at least one position.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
