import { useFetcher } from 'react-router';
import type { ActionResult } from '../../shared/forms/action-result';
import { ToolMessage } from '../../shared/layout/tool-message';
import styles from './elections.module.css';

/** What the elections' actions answer; creating an election also names the new one. */
export type ElectionAnswer = ActionResult & { electionId?: number };

/** A form's fetcher and its own answer: the last one to `intent`, once nothing is being sent. */
export function useAnswer(intent: string) {
  const fetcher = useFetcher<ElectionAnswer>();
  const busy = fetcher.state !== 'idle';
  const answer = !busy && fetcher.data?.intent === intent ? fetcher.data : null;
  return { fetcher, answer, busy };
}

/** The end of a form: its answer, then its button, which waits (still focusable) while the form is sent. */
export function FormEnd({ answer, busy, label }: { answer: ElectionAnswer | null; busy: boolean; label: string }) {
  return (
    <>
      <div>
        <ToolMessage notice={answer} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
