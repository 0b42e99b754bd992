import { useId, type ReactNode } from 'react';
import styles from './dashboard-card.module.css';

/** A titled card of the dashboard grid. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
