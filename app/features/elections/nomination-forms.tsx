import { FormField } from '../../shared/forms/form-field';
import { ToolMessage } from '../../shared/layout/tool-message';
import { FormEnd, useAnswer } from './form-answer';
import type { MemberElection } from './member-elections.server';
import styles from './elections.module.css';

/** Nominating a member for a position while nominations are open. */
export function NominateForm({
  election,
  members,
}: {
  election: MemberElection;
  members: { id: number; name: string }[];
}) {
  const { fetcher, answer, busy } = useAnswer('nominate');
  return (
    <fetcher.Form method="post" className={styles.form} aria-label={`Nominate for ${election.title}`}>
      <h3>Nominate a member</h3>
      <input type="hidden" name="intent" value="nominate" />
      <input type="hidden" name="electionId" value={election.id} />
      <div className={styles.fields}>
        <FormField label="Position" name="position" className={styles.field}>
          {(control) => (
            <select {...control} className={styles.input} required>
              {election.positions.map((position) => (
                <option key={position}>{position}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Member" name="nomineeId" className={styles.field}>
          {(control) => (
            <select {...control} className={styles.input} required defaultValue="">
              <option value="" disabled>
                Choose a member
              </option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormEnd answer={answer} busy={busy} label="Nominate" />
    </fetcher.Form>
  );
}

/** The member's own nominations still waiting for an answer, each with Accept and Decline. */
export function OwnNominations({ election, memberId }: { election: MemberElection; memberId: number }) {
  const { fetcher, answer } = useAnswer('decide');
  const own = election.nominations.filter((n) => n.nomineeId === memberId);
  // Once voting opens the ballot is fixed: the ballot and the results say the rest.
  if ((own.length === 0 || !election.canDecide) && !answer) return null;
  return (
    <div className={styles.form}>
      <h3>Your nominations</h3>
      <div>
        <ToolMessage notice={answer} />
      </div>
      {own.map((nomination) => (
        <fetcher.Form key={nomination.id} method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="nominationId" value={nomination.id} />
          <span>
            {nomination.position}
            {nomination.nominatedBy ? `, nominated by ${nomination.nominatedBy}` : ''}:{' '}
            <strong>{STATUS_TEXT[nomination.status]}</strong>
          </span>
          {nomination.status !== 'accepted' ? (
            <button type="submit" name="decision" value="accept" className={styles.button}>
              Accept {nomination.position}
            </button>
          ) : null}
          {nomination.status !== 'declined' ? (
            <button type="submit" name="decision" value="decline" className={styles.secondary}>
              Decline {nomination.position}
            </button>
          ) : null}
        </fetcher.Form>
      ))}
    </div>
  );
}

export const STATUS_TEXT = { pending: 'waiting for an answer', accepted: 'accepted', declined: 'declined' } as const;

/** Who is nominated for what, and who accepted: the candidates to be. */
export function NominationList({ election }: { election: MemberElection }) {
  if (election.nominations.length === 0) return <p className={styles.note}>Nobody is nominated yet.</p>;
  return (
    <ul>
      {election.nominations.map((nomination) => (
        <li key={nomination.id}>
          {nomination.position}: {nomination.nominee} ({STATUS_TEXT[nomination.status]})
        </li>
      ))}
    </ul>
  );
}
