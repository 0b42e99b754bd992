import type { AuditLine } from './audit-lines.server';
import styles from './audit-list.module.css';

/** Audit lines, newest first: when, who, what. */
export function AuditList({ lines, empty }: { lines: readonly AuditLine[]; empty: string }) {
  if (lines.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.audit}>
      {lines.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{entry.atText}</time>
          <span>
            <strong>{entry.who}</strong>: {entry.what}
          </span>
        </li>
      ))}
    </ol>
  );
}
