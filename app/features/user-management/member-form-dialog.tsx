import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FAMILIES } from '../../config/chapter';
import { bigCandidates } from '../../shared/members/lineage';
import { MEMBER_LIMITS } from '../../shared/members/member-fields';
import type { AdminMember } from './member-list';
import { pictureUrl } from '../../shared/pictures/pictures';
import { usePictureSizeCheck } from '../../shared/pictures/use-picture-size-check';
import type { UserManagementResult } from './result';
import { StatusMessage } from '../../shared/layout/status-message';
import { Dialog, DiscardChangesDialog } from '../../shared/layout/dialog';
import { focusFirstMarked, formHasChanges } from '../../shared/forms/form-elements';
import { FormField } from './form-field';
import styles from './user-management.module.css';

export interface Editing {
  kind: 'active' | 'alumni';
  record: AdminMember | null;
}

interface Props extends Editing {
  members: readonly AdminMember[];
  onSaved: (result: UserManagementResult) => void;
  onClose: () => void;
}

/** The longest text each input takes: the limits the server checks. */
const MAX_LENGTH = {
  email: MEMBER_LIMITS.email,
  firstName: MEMBER_LIMITS.name,
  lastName: MEMBER_LIMITS.name,
  class: MEMBER_LIMITS.class,
  major: MEMBER_LIMITS.major,
  linkedinUrl: MEMBER_LIMITS.linkedinUrl,
};

const TITLES = {
  active: { add: 'Add user', edit: 'Edit user' },
  alumni: { add: 'Add alumni', edit: 'Edit alumni' },
};

/**
 * The add/edit form of an active member or an alumni record, in a modal dialog; the server validates it again.
 * Closing it with unsaved typing asks first.
 */
export function MemberFormDialog({ kind, record, members, onSaved, onClose }: Props) {
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const close = () => (formHasChanges(form.current) ? setAskingToDiscard(true) : onClose());
  const fetcher = useFetcher<UserManagementResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const served = (result && !result.ok ? result.errors : undefined) ?? {};
  const sizeCheck = usePictureSizeCheck();
  const errors = sizeCheck.problem ? { ...served, picture: sizeCheck.problem } : served;

  const saved = useEffectEvent(onSaved);
  // A refused save puts the keyboard on the first marked field: on a phone Save is a screen below it, out of sight.
  useEffect(() => {
    if (result?.ok) saved(result);
    else if (result) focusFirstMarked(form.current);
  }, [result]);

  const mode = record ? 'edit' : 'add';
  const title = TITLES[kind][mode];
  const bigs = bigCandidates(members, record?.id ?? null);
  const text = (name: keyof typeof MAX_LENGTH, label: string, type = 'text') => (
    <FormField label={label} name={name} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          type={type}
          defaultValue={record?.[name] ?? ''}
          required={name.endsWith('Name') || (name === 'email' && kind === 'active')}
          maxLength={MAX_LENGTH[name]}
        />
      )}
    </FormField>
  );
  const choice = (name: 'family', label: string, options: readonly string[]) => (
    <FormField label={label} name={name} error={errors[name]}>
      {(props) => (
        <select {...props} defaultValue={record?.[name] ?? ''}>
          <option value="">None</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </FormField>
  );
  const flag = (name: 'dropped' | 'foundingMember', label: string) => (
    <label className={styles.check}>
      <input type="checkbox" name={name} defaultChecked={record?.[name] ?? false} /> {label}
    </label>
  );

  return (
    <>
      <Dialog
        open
        onClose={close}
        title={record ? `${title}: ${record.firstName} ${record.lastName}` : title}
        className={styles.dialog}
      >
        <fetcher.Form ref={form} method="post" encType="multipart/form-data" noValidate onSubmit={sizeCheck.onSubmit}>
          <StatusMessage result={result && !result.ok ? result : null} />
          {errors.form ? <p className={styles.fieldError}>{errors.form}</p> : null}
          <input type="hidden" name="intent" value={`${mode}-${kind}`} />
          {record ? <input type="hidden" name="id" value={record.id} /> : null}
          <div className={styles.grid}>
            {text('email', kind === 'active' ? 'Email' : 'Email (alumni cannot sign in)', 'email')}
            {text('firstName', 'First name')}
            {text('lastName', 'Last name')}
            {text('class', 'Class')}
            <FormField label="Graduation year" name="graduationYear" error={errors.graduationYear}>
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  pattern="[0-9]{4}"
                  maxLength={4}
                  defaultValue={record?.graduationYear ?? ''}
                />
              )}
            </FormField>
            {choice('family', 'Family', FAMILIES)}
            {text('major', 'Major')}
            <FormField label="Big" name="bigId" error={errors.bigId}>
              {(props) => (
                <select {...props} defaultValue={record?.bigId ?? ''}>
                  <option value="">No big</option>
                  {bigs.map((big) => (
                    <option key={big.id} value={big.id}>
                      {big.lastName}, {big.firstName} ({big.status === 'active' ? (big.class ?? 'active') : 'alumni'})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {text('linkedinUrl', 'LinkedIn URL', 'url')}
            <FormField label="Picture (JPEG, PNG or WebP, at most 5 MB)" name="picture" error={errors.picture}>
              {(props) => (
                <input {...props} type="file" accept="image/jpeg,image/png,image/webp" onChange={sizeCheck.onChange} />
              )}
            </FormField>
            {record?.profilePictureUrl ? (
              <div className={styles.field}>
                <figure className={styles.current}>
                  <img src={pictureUrl(record.profilePictureUrl)} alt="" width={64} height={64} />
                  <figcaption>Current picture; choose a file to replace it.</figcaption>
                </figure>
                <label className={styles.check}>
                  <input type="checkbox" name="removePicture" /> Remove the current picture
                </label>
              </div>
            ) : null}
          </div>
          {kind === 'alumni' ? (
            <div className={styles.checks}>
              {flag('dropped', 'Dropped')}
              {flag('foundingMember', 'Founding member')}
            </div>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={close}>
              Cancel
            </button>
            <button type="submit" className={styles.primary} disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Saving…' : 'Save'}
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
      <DiscardChangesDialog open={askingToDiscard} onDiscard={onClose} onKeep={() => setAskingToDiscard(false)}>
        What you typed in this form has not been saved.
      </DiscardChangesDialog>
    </>
  );
}
