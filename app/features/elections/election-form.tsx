import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROLES } from '../../config/chapter';
import { ElectionInputField } from './election-input-field';
import { localInputValue } from './election-text';
import { FormEnd, useAnswer } from './form-answer';
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

const TIMES = [
  ['nominationsOpenAt', 'Nominations open'],
  ['nominationsCloseAt', 'Nominations close'],
  ['votingOpenAt', 'Voting opens'],
  ['votingCloseAt', 'Voting closes'],
] as const;

const QUORUM = [
  ['quorumNumerator', 'Quorum: share of active members (numerator)'],
  ['quorumDenominator', 'Quorum: out of (denominator)'],
] as const;

/**
 * Creating or editing an election: its title, positions, the two periods (in the chapter's time zone, Los Angeles)
 * and the quorum. A refused form keeps what was typed and marks the fields to fix.
 */
export function ElectionForm({ intent, values }: { intent: 'create' | 'edit'; values: ElectionFormValues }) {
  const { fetcher, answer, busy } = useAnswer(intent);
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
        {QUORUM.map(([name, label]) => (
          <ElectionInputField
            key={name}
            label={label}
            name={name}
            error={errors[name]}
            type="number"
            min={1}
            max={100}
            defaultValue={values[name]}
          />
        ))}
      </div>
      <FormEnd answer={answer} busy={busy} label={intent === 'create' ? 'Create election' : 'Save election'} />
    </fetcher.Form>
  );
}
