import { FormField } from '../../shared/forms/form-field';
import { ElectionInputField } from './election-input-field';
import { localInputValue } from './election-text';
import { FormEnd, useAnswer } from './form-answer';
import { DAY_MS } from '../../shared/time/calendar-days';
import type { Count, Outcome } from './race-result';
import styles from './elections.module.css';

const HOUR = 60 * 60 * 1000;

/** The candidates a new round is between: two of them for a runoff, every one for a vote held again. */
function roundChoices(outcome: Outcome, candidates: readonly Count[]): { rerun: boolean; choices: Count[] } {
  switch (outcome.kind) {
    case 'runoff':
      return { rerun: false, choices: outcome.between };
    case 'tie-first':
      return { rerun: false, choices: outcome.tied };
    case 'tie-second':
      return { rerun: false, choices: [outcome.leader, ...outcome.tied] };
    case 'no-quorum':
      return { rerun: true, choices: [...candidates] };
    default:
      return { rerun: false, choices: [] };
  }
}

/**
 * A new round for a published race without a winner, with a voting period of its own: a runoff, the top two by
 * default (after a tie the officer picks the two; the leader stays when the tie was for second), or, when the quorum
 * was not met, the same vote again among every candidate.
 */
export function RunoffForm({
  raceId,
  position,
  outcome,
  candidates,
  now,
}: {
  raceId: number;
  position: string;
  outcome: Outcome;
  candidates: readonly Count[];
  now: string;
}) {
  const { rerun, choices } = roundChoices(outcome, candidates);
  const intent = rerun ? 'rerun' : 'runoff';
  const { fetcher, answer, busy } = useAnswer(intent);
  const errors = answer?.errors ?? {};
  if (choices.length < (rerun ? 1 : 2)) return null;
  const [first, second] = choices as [Count, Count];
  // The next whole hour: the minute the page loaded would already be "in the past" when the form is sent.
  const opens = new Date((Math.floor(new Date(now).getTime() / HOUR) + 1) * HOUR);
  const title = rerun ? `Vote again for ${position}` : `Runoff for ${position}`;
  return (
    <fetcher.Form method="post" className={styles.form} aria-label={title}>
      <h3>{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="raceId" value={raceId} />
      {rerun ? <p>Between {choices.map((c) => c.name).join(', ')}, as before.</p> : null}
      <div className={styles.fields}>
        {rerun
          ? null
          : (['first', 'second'] as const).map((name, i) => (
              <FormField
                key={name}
                label={i === 0 ? 'First candidate' : 'Second candidate'}
                name={name}
                error={errors[name]}
                className={styles.field}
                errorClassName={styles.fieldError}
              >
                {(control) => (
                  <select {...control} className={styles.input} defaultValue={(i === 0 ? first : second).memberId}>
                    {choices.map((c) => (
                      <option key={c.memberId} value={c.memberId}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ))}
        <ElectionInputField
          label={`${rerun ? 'New vote' : 'Runoff voting'} opens (Los Angeles time)`}
          name="votingOpenAt"
          error={errors.votingOpenAt}
          type="datetime-local"
          defaultValue={localInputValue(opens)}
        />
        <ElectionInputField
          label={`${rerun ? 'New vote' : 'Runoff voting'} closes (Los Angeles time)`}
          name="votingCloseAt"
          error={errors.votingCloseAt}
          type="datetime-local"
          defaultValue={localInputValue(new Date(opens.getTime() + 2 * DAY_MS))}
        />
      </div>
      <FormEnd answer={answer} busy={busy} label={rerun ? 'Start the new vote' : 'Start runoff'} />
    </fetcher.Form>
  );
}
