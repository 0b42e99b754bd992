import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The banner that opens every page: a title over the chapter's red, with optional content below it. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
