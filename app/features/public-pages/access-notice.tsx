import { useState } from 'react';
import type { AccessNotice } from '../../shared/session/access-notice';
import { OFFICERS_ONLY_NOTICE, SIGN_IN_TO_OPEN, SIGNED_OUT_NOTICE } from './messages';
import styles from './access-notice.module.css';

/**
 * Why an officer page sent the visitor home: signed out, with a link that signs in and comes back to that page; or
 * signed in without the tool, with the day their own coming position starts when they have one (`termStarts`, the
 * server's sentence). Dismissing it also takes the notice out of the address, so a reload does not bring it back (the gallery's order stays as it is: no new page load).
 */
export function AccessNoticeBar({ notice, termStarts }: { notice: AccessNotice; termStarts?: string | null }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    window.history.replaceState(window.history.state, '', '/');
  };
  const signIn =
    notice.kind === 'sign-in'
      ? `/login${notice.next ? `?${new URLSearchParams({ redirectTo: notice.next })}` : ''}`
      : null;
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <p role="status" className={styles.text}>
          {signIn ? (
            <>
              {SIGNED_OUT_NOTICE} <a href={signIn}>{SIGN_IN_TO_OPEN}</a>
            </>
          ) : (
            [OFFICERS_ONLY_NOTICE, termStarts ?? ''].join(' ').trim()
          )}
        </p>
        <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss this notice">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
