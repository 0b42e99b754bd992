import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ROLES } from '../../config/chapter';
import { toolPage } from '../officer-tools';
import { toolsFor } from '../../shared/session/permissions';
import { Dialog, DiscardChangesDialog } from '../../shared/layout/dialog';
import { formHasChanges } from '../../shared/forms/form-elements';
import { StatusMessage } from '../../shared/layout/status-message';
import { assignmentText, covers, endedText, planBoard, termText, type OfficerTerm } from '../officer-terms';
import { FormField } from './form-field';
import { fullName } from '../../shared/members/full-name';
import type { AdminMember, AdminTerm } from './member-list';
import { TERMS_FORM } from './messages';
import type { UserManagementResult } from './result';
import styles from './user-management.module.css';

interface Props {
  /** The member as the page last loaded them: every answer reloads the page, so the list follows each change. */
  record: AdminMember;
  /** Today in the chapter's time zone: which terms are past, current and coming. */
  today: string;
  /** Every member's terms, so the review before assigning names the outgoing holder whose term it ends. */
  board: readonly OfficerTerm[];
  onClose: () => void;
}

type Asking = { termId: number; step: 'end' | 'remove' } | null;

/** The pages of a position's tools, leaving out those the positions kept still give. */
const toolLabels = (position: string, kept: readonly string[] = []) =>
  toolsFor(position)
    .filter((tool) => !kept.some((other) => toolsFor(other).includes(tool)))
    .map((tool) => toolPage(tool).label);

/**
 * A member's officer terms: their role today, every term past, current and coming, and the changes an officer makes
 * to them (assign a position from a day, end a term on a last day, remove a term not begun, after confirming). Each
 * answer, saved or refused, is shown here at the top, where the officer is looking.
 */
export function TermsDialog({ record, today, board, onClose }: Props) {
  const fetcher = useFetcher<UserManagementResult>({ key: `terms-${record.id}` });
  const [asking, setAsking] = useState<Asking>(null);
  const result = fetcher.state === 'idle' ? (fetcher.data ?? null) : null;
  // An end or a removal stays open until it is answered: refused, its field and message show beside it; done, it
  // closes (React's pattern for state that follows a value during render).
  const [answered, setAnswered] = useState(result);
  const [reviewing, setReviewing] = useState<{ position: string; startsOn: string } | null>(null);
  const [endingOn, setEndingOn] = useState<string | null>(null);
  if (result !== answered) {
    setAnswered(result);
    setReviewing(null);
    setEndingOn(null);
    if (result?.ok) setAsking(null);
  }
  const errors = (result && !result.ok ? result.errors : undefined) ?? {};
  const busy = fetcher.state !== 'idle';
  const roleId = useId();
  const active = record.status === 'active';
  // Closing with a position or a day chosen but not sent asks first, as the member form does.
  const body = useRef<HTMLDivElement>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // An assignment is reviewed before it is sent: every term it starts and ends, as officer terms will judge it.
  const review = reviewing
    ? planBoard([{ ...reviewing, memberId: record.id, memberName: fullName(record) }], board)
    : null;
  const close = () =>
    [...(body.current?.querySelectorAll('form') ?? [])].some(formHasChanges) ? setAskingToDiscard(true) : onClose();

  const stage = (term: AdminTerm) => (covers(term, today) ? 'current' : term.startsOn > today ? 'coming' : 'past');

  const termRow = (term: AdminTerm) => {
    const when = stage(term);
    const ask = asking?.termId === term.id ? asking.step : null;
    const text = termText(term);
    return (
      <li key={term.id} className={styles.term}>
        <p className={styles.termText}>
          {text} <span className={styles.termStage}>({when})</span>
        </p>
        {when !== 'past' && ask === null ? (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.secondary}
              aria-label={`End the term as ${text}`}
              onClick={() => {
                setEndingOn(null);
                setAsking({ termId: term.id, step: 'end' });
              }}
            >
              {TERMS_FORM.end}…
            </button>
            {/* A term begun today may be this morning's mistake: it can still be removed (planRemoval). */}
            {term.startsOn >= today ? (
              <button
                type="button"
                className={styles.secondary}
                aria-label={`Remove the term as ${text}`}
                onClick={() => setAsking({ termId: term.id, step: 'remove' })}
              >
                {TERMS_FORM.remove}…
              </button>
            ) : null}
          </div>
        ) : null}
        {ask === 'end' ? (
          <fetcher.Form
            method="post"
            noValidate
            className={styles.termForm}
            onSubmit={(event) => {
              // No last day is assumed, and a chosen one is reviewed first: ending a term can take tools away. A
              // missing day goes to the server, which marks the field.
              const lastDay = String(new FormData(event.currentTarget).get('lastDay') ?? '');
              if (lastDay && endingOn !== lastDay) {
                event.preventDefault();
                setEndingOn(lastDay);
              }
            }}
          >
            <input type="hidden" name="intent" value="end-term" />
            <input type="hidden" name="termId" value={term.id} />
            <FormField label={`Last day as ${term.position}`} name="lastDay" error={errors.lastDay}>
              {(props) => <input {...props} type="date" required onChange={() => setEndingOn(null)} />}
            </FormField>
            {endingOn ? (
              <div className={styles.review} role="group" aria-label={TERMS_FORM.endReviewTitle}>
                <p>{TERMS_FORM.endReviewTitle}</p>
                <p>
                  {endedText(fullName(record), term.position, endingOn)}{' '}
                  {TERMS_FORM.toolsLost(toolLabels(term.position))}
                </p>
              </div>
            ) : null}
            <div className={styles.rowActions}>
              <button type="button" className={styles.secondary} onClick={() => setAsking(null)}>
                Cancel
              </button>
              <button type="submit" className={styles.primary} disabled={busy}>
                {endingOn ? TERMS_FORM.confirmEnd : TERMS_FORM.end}
              </button>
            </div>
          </fetcher.Form>
        ) : null}
        {ask === 'remove' ? (
          <fetcher.Form method="post" className={styles.termForm}>
            <input type="hidden" name="intent" value="remove-term" />
            <input type="hidden" name="termId" value={term.id} />
            <p>
              {TERMS_FORM.removeAsk(
                term,
                fullName(record),
                term.givesBack,
                toolLabels(
                  term.position,
                  term.givesBack.filter((back) => back.memberId === record.id).map((back) => back.position),
                ),
              )}
            </p>
            <div className={styles.rowActions}>
              <button type="button" className={styles.secondary} onClick={() => setAsking(null)}>
                {TERMS_FORM.keep}
              </button>
              <button type="submit" className={styles.danger} disabled={busy}>
                {TERMS_FORM.remove}
              </button>
            </div>
          </fetcher.Form>
        ) : null}
      </li>
    );
  };

  return (
    <>
      <Dialog open onClose={close} title={TERMS_FORM.title(record)} describedBy={roleId} className={styles.dialog}>
        <div ref={body}>
          <p id={roleId} className={styles.roleToday}>
            Role today: <strong>{TERMS_FORM.role(record)}</strong>
          </p>
          <StatusMessage result={result} />
          {record.terms.length > 0 ? (
            <ol className={styles.terms} aria-label={`Terms of ${record.firstName} ${record.lastName}, oldest first`}>
              {record.terms.map(termRow)}
            </ol>
          ) : (
            <p className={styles.empty}>{TERMS_FORM.noTerms}</p>
          )}
          {active ? (
            // A new term starts the form afresh: the position just assigned is not offered again by mistake.
            <fetcher.Form
              key={record.terms.map((term) => term.id).join()}
              method="post"
              noValidate
              className={styles.assign}
              onSubmit={(event) => {
                const form = new FormData(event.currentTarget);
                const chosen = {
                  position: String(form.get('position') ?? ''),
                  startsOn: String(form.get('startsOn') ?? ''),
                };
                // A form missing its position or day goes to the server, which marks the field; a whole one is
                // reviewed first.
                if (!reviewing && chosen.position && chosen.startsOn) {
                  event.preventDefault();
                  setReviewing(chosen);
                }
              }}
            >
              <h3>Assign a position</h3>
              <input type="hidden" name="intent" value="assign-term" />
              <input type="hidden" name="memberId" value={record.id} />
              <div className={styles.grid}>
                <FormField label="Position" name="position" error={errors.position}>
                  {(props) => (
                    <select {...props} required defaultValue="" onChange={() => setReviewing(null)}>
                      <option value="" disabled>
                        Choose a position
                      </option>
                      {ROLES.map((role) => (
                        <option key={role}>{role}</option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField label="First day" name="startsOn" error={errors.startsOn}>
                  {(props) => <input {...props} type="date" required onChange={() => setReviewing(null)} />}
                </FormField>
              </div>
              {review ? (
                <div className={styles.review} role="group" aria-label={TERMS_FORM.reviewTitle}>
                  <p>{TERMS_FORM.reviewTitle}</p>
                  <p>{review.ok ? assignmentText(review.value[0]!.start, review.value[0]!.ended) : review.message}</p>
                </div>
              ) : null}
              <div className={styles.actions}>
                {reviewing ? (
                  <button type="button" className={styles.secondary} onClick={() => setReviewing(null)}>
                    {TERMS_FORM.back}
                  </button>
                ) : null}
                <button type="submit" className={styles.primary} disabled={busy}>
                  {busy ? 'Saving…' : reviewing ? TERMS_FORM.confirmAssign : TERMS_FORM.assign}
                </button>
              </div>
            </fetcher.Form>
          ) : (
            <p className={styles.hint}>{TERMS_FORM.alumni}</p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close}>
              Close
            </button>
          </div>
        </div>
      </Dialog>
      <DiscardChangesDialog open={askingToDiscard} onDiscard={onClose} onKeep={() => setAskingToDiscard(false)}>
        The position or day you chose has not been saved.
      </DiscardChangesDialog>
    </>
  );
}
