import { useEffect, useState } from 'react';
import { constants } from '../../config/chapter';
import styles from './tool-message.module.css';

export interface ToolNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * An officer tool's outcome: errors stay as an alert; successes are announced politely and vanish after
 * 3 seconds. Both live regions are always in the page so screen readers announce what appears in them; pass a new
 * notice object for each outcome so the timer restarts.
 */
export function ToolMessage({ notice }: { notice: ToolNotice | null }) {
  const [expired, setExpired] = useState<ToolNotice | null>(null);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setExpired(notice), constants.successMessageMs);
    return () => clearTimeout(timer);
  }, [notice]);
  const shown = notice && notice !== expired ? notice : null;
  return (
    <>
      <div role="alert" className={shown?.tone === 'error' ? `${styles.message} ${styles.error}` : undefined}>
        {shown?.tone === 'error' ? shown.text : null}
      </div>
      <div role="status" className={shown?.tone === 'success' ? `${styles.message} ${styles.success}` : undefined}>
        {shown?.tone === 'success' ? shown.text : null}
      </div>
    </>
  );
}
