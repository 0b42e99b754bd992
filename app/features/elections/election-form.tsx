import { useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { ROLES } from '../../config/chapter';
import { ToolMessage } from '../../shared/layout/tool-message';
import { ElectionInputField } from './election-input-field';
import { localInputValue } from './election-text';
import styles from './elections.module.css';

export interface ElectionFormValues {
  title: string;
  positions: string[];
  nominationsOpenAt: string;
  nominationsCloseAt: string;
  votingOpenAt: string;
  votingCloseAt: string;
  quorumNumerator: number;
  quorumDenominator: number;
}

type Answer = { ok: boolean; message: string; intent: string; errors?: Record<string, string>; electionId?: number };

const TIMES = [
  ['nominationsOpenAt', 'Nominations open'],
  ['nominationsCloseAt', 'Nominations close'],
  ['votingOpenAt', 'Voting opens'],
  ['votingCloseAt', 'Voting closes'],
] as const;

/**
 * Creating or editing an election: its title, positions, the two periods (in the chapter's time zone, Los Angeles)
 * and the quorum. A refused form keeps what was typed and marks the fields to fix.
 */
export function ElectionForm({ intent, values }: { intent: 'create' | 'edit'; values: ElectionFormValues }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === 'idle' && fetcher.data?.intent === intent ? fetcher.data : null;
  const errors = answer?.errors ?? {};
  const navigate = useNavigate();
  const created = answer?.ok && answer.electionId;
  // A new election opens on its own page, where its nominations and results will be.
  useEffect(() => {
    if (created) void navigate(`/admin/elections/${created}`);
  }, [created, navigate]);
  return (
    <fetcher.Form
      method="post"
      className={styles.form}
      aria-label={intent === 'create' ? 'New election' : 'Edit election'}
    >
      <input type="hidden" name="intent" value={intent} />
      <ElectionInputField label="Title" name="title" error={errors.title} defaultValue={values.title} maxLength={120} />
      <fieldset
        className={styles.positions}
        aria-invalid={Boolean(errors.positions)}
        aria-describedby={errors.positions ? `${intent}-positions-error` : undefined}
      >
        <legend>Positions</legend>
        {ROLES.map((role) => (
          <label key={role} className={styles.choice}>
            <input type="checkbox" name="positions" value={role} defaultChecked={values.positions.includes(role)} />
            {role}
          </label>
        ))}
      </fieldset>
      {errors.positions ? (
        <p id={`${intent}-positions-error`} className={styles.fieldError}>
          {errors.positions}
        </p>
      ) : null}
      <div className={styles.fields}>
        {TIMES.map(([name, label]) => (
          <ElectionInputField
            key={name}
            label={`${label} (Los Angeles time)`}
            name={name}
            error={errors[name]}
            type="datetime-local"
            defaultValue={values[name] ? localInputValue(values[name]) : ''}
          />
        ))}
        <ElectionInputField
          label="Quorum: share of active members (numerator)"
          name="quorumNumerator"
          error={errors.quorumNumerator}
          type="number"
          min={1}
          max={100}
          defaultValue={values.quorumNumerator}
        />
        <ElectionInputField
          label="Quorum: out of (denominator)"
          name="quorumDenominator"
          error={errors.quorumDenominator}
          type="number"
          min={1}
          max={100}
          defaultValue={values.quorumDenominator}
        />
      </div>
      <div>
        <ToolMessage notice={answer} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={fetcher.state !== 'idle'}>
          {intent === 'create' ? 'Create election' : 'Save election'}
        </button>
      </div>
    </fetcher.Form>
  );
}
