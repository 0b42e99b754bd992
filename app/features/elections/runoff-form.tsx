import { useFetcher } from 'react-router';
import { FormField } from '../../shared/forms/form-field';
import { ToolMessage } from '../../shared/layout/tool-message';
import { ElectionInputField } from './election-input-field';
import { localInputValue } from './election-text';
import type { Count, Outcome } from './race-result';
import styles from './elections.module.css';

type Answer = { ok: boolean; message: string; intent: string; errors?: Record<string, string> };

const DAY = 24 * 60 * 60 * 1000;

/**
 * Starting a runoff for a published race without a winner: the top two by default; after a tie the officer picks
 * the two (the leader stays when the tie was for second). Its voting period is its own.
 */
export function RunoffForm({
  raceId,
  position,
  outcome,
  now,
}: {
  raceId: number;
  position: string;
  outcome: Outcome;
  now: string;
}) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === 'runoff' ? fetcher.data : null;
  const errors = answer?.errors ?? {};
  const choices: Count[] =
    outcome.kind === 'runoff'
      ? outcome.between
      : outcome.kind === 'tie-first'
        ? outcome.tied
        : outcome.kind === 'tie-second'
          ? [outcome.leader, ...outcome.tied]
          : [];
  if (choices.length < 2) return null;
  const [first, second] = choices as [Count, Count];
  const opens = new Date(now);
  return (
    <fetcher.Form method="post" className={styles.form} aria-label={`Runoff for ${position}`}>
      <h3>Runoff for {position}</h3>
      <input type="hidden" name="intent" value="runoff" />
      <input type="hidden" name="raceId" value={raceId} />
      <div className={styles.fields}>
        {(['first', 'second'] as const).map((name, i) => (
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
          label="Runoff voting opens (Los Angeles time)"
          name="votingOpenAt"
          error={errors.votingOpenAt}
          type="datetime-local"
          defaultValue={localInputValue(opens)}
        />
        <ElectionInputField
          label="Runoff voting closes (Los Angeles time)"
          name="votingCloseAt"
          error={errors.votingCloseAt}
          type="datetime-local"
          defaultValue={localInputValue(new Date(opens.getTime() + 2 * DAY))}
        />
      </div>
      <div>
        <ToolMessage notice={answer} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={fetcher.state !== 'idle'}>
          Start runoff
        </button>
      </div>
    </fetcher.Form>
  );
}
