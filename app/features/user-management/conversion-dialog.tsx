import { useEffect, useEffectEvent, useId } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from '../../shared/layout/dialog';
import { StatusMessage } from '../../shared/layout/status-message';
import { MEMBER_LIMITS } from '../../shared/members/member-fields';
import { FormField } from './form-field';
import type { AdminMember } from './member-list';
import { CONVERSION } from './messages';
import { leavingText, planLeaving } from '../officer-terms';
import type { UserManagementResult } from './result';
import styles from './user-management.module.css';

export interface Converting {
  kind: 'active' | 'alumni';
  record: AdminMember;
}

interface Props extends Converting {
  /** Today in the chapter's time zone: the day a conversion to alumni ends the member's running term. */
  today: string;
  /** The answer of a sent conversion that the page shows: done, or refused for a reason the form cannot fix. */
  onDone: (result: UserManagementResult) => void;
  onClose: () => void;
}

/**
 * The confirmation of a conversion, saying what it changes, with a button named for it. An alumnus without an email
 * is asked for one here, since an active member signs in with it; a refused email keeps the dialog open.
 */
export function ConversionDialog({ kind, record, today, onDone, onClose }: Props) {
  const fetcher = useFetcher<UserManagementResult>();
  const intent = kind === 'active' ? 'to-alumni' : 'to-active';
  const explain =
    intent === 'to-alumni'
      ? CONVERSION[intent].explain(record, leavingText(planLeaving(record.terms, today)))
      : CONVERSION[intent].explain(record);
  const texts = CONVERSION[intent];
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const errors = (result && !result.ok ? result.errors : undefined) ?? {};

  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (result && !result.errors) done(result);
  }, [result]);

  const explainId = useId();
  const busy = fetcher.state !== 'idle';
  const asksEmail = intent === 'to-active' && !record.email;
  return (
    <Dialog open onClose={onClose} title={texts.title(record)} describedBy={explainId} className={styles.confirm}>
      <fetcher.Form method="post" noValidate>
        <p id={explainId}>{explain}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={record.id} />
        {asksEmail ? (
          <FormField label="Email" name="email" error={errors.email}>
            {(props) => <input {...props} type="email" required maxLength={MEMBER_LIMITS.email} />}
          </FormField>
        ) : null}
        <StatusMessage result={result?.errors ? result : null} />
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Converting…' : texts.button}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
