import { useEffect, useRef, useState } from 'react';
import type { useFetcher } from 'react-router';
import type { FieldErrors } from '../../shared/forms/action-result';
import type { ProfileActionResult } from './profile';
import { MEMBER_LIMITS } from '../../shared/members/member-fields';
import { usePictureSizeCheck } from '../../shared/pictures/use-picture-size-check';
import { Dialog, DiscardChangesDialog } from '../../shared/layout/dialog';
import { focusFirstMarked, formHasChanges } from '../../shared/forms/form-elements';
import card from './dashboard-card.module.css';
import styles from './edit-profile-modal.module.css';

export interface EditableProfile {
  firstName: string;
  lastName: string;
  major: string | null;
  graduationYear: number | null;
  linkedinUrl: string | null;
}

interface Props {
  open: boolean;
  onClose: () => void;
  profile: EditableProfile;
  fetcher: ReturnType<typeof useFetcher<ProfileActionResult>>;
  /** The answer to this opening's last submission, if any. */
  result: ProfileActionResult | undefined;
}

/**
 * The edit-profile form in a modal; the server validates everything and saves all of it or nothing. Closing it with
 * changes not saved (Cancel, Escape, a press beside it) asks first, so typing is never lost by a slip.
 */
export function EditProfileModal({ open, onClose, profile, fetcher, result }: Props) {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const sizeCheck = usePictureSizeCheck();
  const refusal = result && !result.ok ? result : undefined;
  const served: FieldErrors = refusal?.errors ?? {};
  const errors: FieldErrors = sizeCheck.problem ? { ...served, picture: sizeCheck.problem } : served;
  // A refusal that marks no field (the record is gone, it could not be stored, the form was too large) is said
  // above the form; one that marks fields is said beside each of them.
  const marksFields = Object.keys(served).some((name) => name !== 'form');
  const formError = served.form ?? (refusal && !marksFields ? refusal.message : undefined);
  const busy = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  const requestClose = () => (formHasChanges(form.current) ? setConfirmingDiscard(true) : onClose());
  const discard = () => {
    setConfirmingDiscard(false);
    onClose();
  };
  // After a refused save, focus goes to the first field with a message, so it is read out and fixed first.
  useEffect(() => {
    if (result && !result.ok) focusFirstMarked(form.current);
  }, [result]);
  const field = (name: keyof EditableProfile, label: string, extra: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      <label htmlFor={`profile-${name}`}>{label}</label>
      <input
        id={`profile-${name}`}
        name={name}
        defaultValue={profile[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...extra}
      />
      <FieldError id={`profile-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <>
      <Dialog open={open} onClose={requestClose} title="Edit Profile" closeOnBackdrop>
        <fetcher.Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          className={styles.form}
          noValidate
          onSubmit={sizeCheck.onSubmit}
        >
          {formError && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <div className={styles.row}>
            {field('firstName', 'First name', {
              required: true,
              maxLength: MEMBER_LIMITS.name,
              autoComplete: 'given-name',
            })}
            {field('lastName', 'Last name', {
              required: true,
              maxLength: MEMBER_LIMITS.name,
              autoComplete: 'family-name',
            })}
          </div>
          {field('major', 'Major', { maxLength: MEMBER_LIMITS.major })}
          {field('graduationYear', 'Graduation year', { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 })}
          {field('linkedinUrl', 'LinkedIn URL', {
            type: 'url',
            maxLength: MEMBER_LIMITS.linkedinUrl,
            placeholder: 'https://www.linkedin.com/in/…',
          })}
          <div className={styles.field}>
            <label htmlFor="profile-picture">New profile picture (optional)</label>
            <input
              id="profile-picture"
              name="picture"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={sizeCheck.onChange}
              aria-invalid={errors.picture ? true : undefined}
              aria-describedby={`profile-picture-hint${errors.picture ? ' profile-picture-error' : ''}`}
            />
            <p id="profile-picture-hint" className={styles.hint}>
              JPEG, PNG or WebP, at most 5 MB.
            </p>
            <FieldError id="profile-picture-error" message={errors.picture} />
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={requestClose}>
              Cancel
            </button>
            {/* aria-disabled, not disabled: a disabled button would drop focus out of the dialog while saving. */}
            <button
              type="submit"
              className={card.button}
              aria-disabled={busy || undefined}
              onClick={(event) => busy && event.preventDefault()}
            >
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
      <DiscardChangesDialog
        open={open && confirmingDiscard}
        onDiscard={discard}
        onKeep={() => setConfirmingDiscard(false)}
      >
        What you changed in your profile has not been saved.
      </DiscardChangesDialog>
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
