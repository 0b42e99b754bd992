import { useState } from 'react';
import { useFetcher } from 'react-router';
import { DEFAULT_PICTURE } from '../../shared/pictures/pictures';
import type { ProfileActionResult } from './profile';
import { EditProfileModal, type EditableProfile } from './edit-profile-modal';
import styles from './profile-header.module.css';

export interface DashboardProfile extends EditableProfile {
  email: string | null;
  role: string | null;
  class: string | null;
  family: string | null;
  pictureUrl: string;
}

/** Picture, welcome, the member's details, and the edit icon that opens the edit-profile modal. */
export function ProfileHeader({ profile }: { profile: DashboardProfile }) {
  const fetcher = useFetcher<ProfileActionResult>();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const [handled, setHandled] = useState(fetcher.data);
  // Errors of an earlier attempt are not shown again when the modal is reopened.
  const [dataAtOpen, setDataAtOpen] = useState(fetcher.data);
  // A successful save closes the modal once, when its answer arrives.
  if (fetcher.state === 'idle' && fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.ok) {
      setEditing(false);
      setStatus(fetcher.data.message);
    }
  }

  const details: [string, string | number | null][] = [
    ['Email', profile.email],
    ['Role', profile.role],
    ['Major', profile.major],
    ['Class', profile.class],
    ['Graduation Year', profile.graduationYear],
    ['Family', profile.family],
  ];
  return (
    <section className={styles.header} aria-labelledby="welcome-title">
      <img
        key={profile.pictureUrl}
        src={profile.pictureUrl}
        alt={`Profile picture of ${profile.firstName} ${profile.lastName}`}
        width={128}
        height={128}
        className={styles.picture}
        onError={(event) => (event.currentTarget.src = DEFAULT_PICTURE)}
      />
      <div className={styles.text}>
        <div className={styles.titleRow}>
          <h1 id="welcome-title" className={styles.welcome}>
            Welcome, {profile.firstName}
          </h1>
          <button
            type="button"
            className={styles.edit}
            aria-label="Edit profile"
            title="Edit profile"
            onClick={() => {
              setStatus('');
              setDataAtOpen(fetcher.data);
              setEditing(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
              />
            </svg>
          </button>
        </div>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            // The email gets a whole row: in a column it would break in the middle of the address.
            <div key={label} className={label === 'Email' ? styles.wide : undefined}>
              <dt>{label}</dt>
              <dd>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
      <EditProfileModal
        open={editing}
        onClose={() => setEditing(false)}
        profile={profile}
        fetcher={fetcher}
        result={fetcher.data === dataAtOpen ? undefined : fetcher.data}
      />
    </section>
  );
}
