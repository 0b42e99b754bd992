import styles from './status-message.module.css';

/**
 * An officer tool's outcome: successes are announced politely (role=status), failures at once (role=alert).
 * The region stays mounted so screen readers hear each new message.
 */
export function StatusMessage({ result }: { result: { ok: boolean; message: string } | null }) {
  return (
    <div className={styles.region}>
      <div role="status">{result?.ok ? <p className={styles.success}>{result.message}</p> : null}</div>
      <div role="alert">{result && !result.ok ? <p className={styles.error}>{result.message}</p> : null}</div>
    </div>
  );
}
