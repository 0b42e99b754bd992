import { useState } from 'react';
import { Link } from 'react-router';
import { constants } from '../../config/chapter';
import { POINTS_SOURCE_TEXT, type PointsSummary } from './points';
import { Dialog } from '../../shared/layout/dialog';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './points-card.module.css';

/**
 * Progress toward the chapter's points goal, with the per-event breakdown (and how each event's points came) in a
 * modal, and the way to the member's attendance this term.
 */
export function PointsCard({ points }: { points: PointsSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard title="Points">
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Points toward the goal"
        aria-valuemin={0}
        aria-valuemax={points.goal}
        aria-valuenow={Math.min(points.total, points.goal)}
      >
        <div className={styles.bar} style={{ width: `${points.percent}%` }} />
      </div>
      <p className={styles.count}>
        {points.total} / {points.goal} Points
      </p>
      <div className={styles.actions}>
        <button type="button" className={card.button} onClick={() => setOpen(true)}>
          More Details
        </button>
        <Link to="/attendance" className={styles.link}>
          Attendance
        </Link>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Points Breakdown"
        closeMs={constants.pointsModalCloseMs}
        closeOnBackdrop
      >
        {points.breakdown.length === 0 ? (
          <p className={card.empty}>No points yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {points.breakdown.map((row) => (
                <tr key={row.eventId}>
                  <td>
                    {row.name}
                    {/* How the points came, under the name so the table fits a phone. */}
                    <span className={styles.how}>{POINTS_SOURCE_TEXT[row.source]}</span>
                  </td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{points.total}</td>
              </tr>
            </tfoot>
          </table>
        )}
        <button type="button" className={card.button} onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </DashboardCard>
  );
}
