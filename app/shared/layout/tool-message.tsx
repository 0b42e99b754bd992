import { useEffect, useState } from 'react';
import { constants } from '../../config/chapter';
import type { ActionResult } from '../forms/action-result';
import styles from './tool-message.module.css';

/** What an officer tool shows: an action's answer as it came, or a sentence of the page's own in the same shape. */
export type ToolNotice = Pick<ActionResult, 'ok' | 'message'>;

/**
 * An officer tool's outcome: a refusal stays as an alert, a saved change is announced politely for 3 seconds. Both
 * live regions are always in the page so screen readers announce what appears; a new notice object restarts the timer.
 */
export function ToolMessage({ notice }: { notice: ToolNotice | null | undefined }) {
  const [expired, setExpired] = useState<ToolNotice | null>(null);
  useEffect(() => {
    if (!notice?.ok) return;
    const timer = setTimeout(() => setExpired(notice), constants.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);
  const shown = notice?.message && notice !== expired ? notice : null;
  return (
    <>
      <div role="alert" className={shown && !shown.ok ? `${styles.message} ${styles.error}` : undefined}>
        {shown && !shown.ok ? shown.message : null}
      </div>
      <div role="status" className={shown?.ok ? `${styles.message} ${styles.success}` : undefined}>
        {shown?.ok ? shown.message : null}
      </div>
    </>
  );
}
