import type { OwnTarget } from '../spoon-assassins/index.server';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './spoon-target-card.module.css';

/** The member's own Spoon Assassins target, as the server resolved it. */
export function SpoonTargetCard({ target }: { target: OwnTarget }) {
  return (
    <DashboardCard title="Spoon Assassins">
      {target.kind === 'target' && (
        <p className={styles.target}>
          <span className={card.muted}>Your target</span>
          <strong>{target.name}</strong>
        </p>
      )}
      {target.kind === 'eliminated' && <p className={styles.eliminated}>You have been eliminated.</p>}
      {target.kind === 'none' && <p className={card.empty}>No target assigned</p>}
      {target.kind === 'not-playing' && <p className={card.empty}>You are not playing in the current game.</p>}
    </DashboardCard>
  );
}
