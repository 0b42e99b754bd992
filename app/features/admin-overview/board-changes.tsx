import { useId } from 'react';
import { Link } from 'react-router';
import { dayText } from '../../shared/time/calendar-days';
import { AuditList } from './audit-list';
import type { BoardChanges as Changes } from './board-changes.server';
import { BOARD_TEXT } from './messages';
import styles from './audit-list.module.css';

/**
 * The board's changes: results waiting for a second officer (with a link to confirm them for those who may), then
 * the changes of officer terms of the last 30 days. `className` places it in the page that shows it.
 */
export function BoardChanges({
  changes,
  canConfirm,
  className,
}: {
  changes: Changes;
  canConfirm: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{BOARD_TEXT.title}</h2>
      {changes.pending.length > 0 ? (
        <ul className={styles.pending}>
          {changes.pending.map((board) => (
            <li key={board.electionId}>
              {BOARD_TEXT.pending(board.title, board.requestedBy, dayText(board.startsOn), board.winners)}{' '}
              {canConfirm ? (
                <Link to={`/admin/elections/${board.electionId}`}>{BOARD_TEXT.review(board.title)}</Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <AuditList lines={changes.changes} empty={BOARD_TEXT.none} />
    </section>
  );
}
