import type { ReactNode } from 'react';
import styles from './directory-section.module.css';

/** A titled grid of member cards; the id lets the heading label its section. */
export function DirectorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}
